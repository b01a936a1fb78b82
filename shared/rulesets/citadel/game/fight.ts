import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { crtWounds } from '../data/crt';
import { WEAPON_NAMES } from '../data/characters';
import { HELLGATE } from '../data/abilities';
import { LIGHTNING_DAMAGE } from '../data/spells';
import { rolled } from './events';
import { activeMembers, bestWeapon, combatBonus, member, resistanceCheck, usableSpells, weaponBonus, wound, maxWounds } from './party';
import { living } from './monsters';
import type { Character, CitadelState, FightSide, MonsterFigure, MonsterGroup } from './types';

/**
 * PLACEHOLDER FIGHT. Helper "citadel-combat" builds the Citadel's full combat (9.0–9.9, 10.0, 15.0, 16.0) in
 * citadel/combat/; until it is wired in, a fight here is resolved a whole round at a time with the printed CRT
 * (9.9), CB for every attacker, first-row weapons against the monsters' first row, bows, thrown daggers, Blast and
 * Lightning from the second row, monsters' Lightning, the Chimera's fire, the Hydra's fury and the Hellgate's three
 * Blasts. Rows are re-formed each round from the marching order (a simplified 9.0 H): the first three able to fight
 * stand in front.
 */

export function partyFighters(state: CitadelState, fight: FightSide): Character[] {
  const all = activeMembers(state);
  if (fight.solo !== null && (fight.soloRounds === null || fight.round <= fight.soloRounds)) return all.filter((c) => c.id === fight.solo);
  return all;
}

function rows<T>(list: readonly T[]): { front: T[]; back: T[] } {
  return { front: list.slice(0, 3), back: list.slice(3) };
}

export interface RoundResult {
  readonly state: CitadelState;
  readonly group: MonsterGroup;
  readonly events: GameEvent[];
}

function hitFigure(g: MonsterGroup, id: string, amount: number): MonsterGroup {
  return {
    ...g,
    figures: g.figures.map((f) => {
      if (f.id !== id) return f;
      const wounds = Math.min(f.woundPoints, f.wounds + amount);
      // 15.6: each Wound Point on a Hydra raises its Combat Bonus at once.
      const cb = f.monster === 'hydra' ? f.combatBonus + (wounds - f.wounds) : f.combatBonus;
      return { ...f, wounds, combatBonus: cb };
    }),
  };
}

/** The front monster with the fewest Wound Points left: who the party's blows go to (the players' choice, 9.3). */
function weakestFront(g: MonsterGroup): MonsterFigure | null {
  const front = rows(living(g)).front;
  return [...front].sort((a, b) => a.woundPoints - a.wounds - (b.woundPoints - b.wounds))[0] ?? null;
}

/** One whole combat round (9.0 B): Party Combat, Monster Combat, Hellgate Combat; rows re-form from the order. */
export function fightRound(state0: CitadelState, g0: MonsterGroup, fight: FightSide, rng: Rng): RoundResult {
  let state = state0;
  let g = g0;
  const events: GameEvent[] = [];
  const fighters = rows(partyFighters(state, fight));
  // 1. Party Combat (skipped in the first round after a refused bribe, 8.9).
  if (!(fight.skipPartyPhase && fight.round === 1)) {
    for (const [rowIndex, row] of [fighters.front, fighters.back].entries()) {
      for (const c0 of row) {
        const c = member(state, c0.id);
        if (!c.alive) continue;
        const target = weakestFront(g);
        if (!target) break;
        if (rowIndex === 1) {
          const cast = castFromSecondRow(state, c, target, rng, events);
          if (cast) {
            state = cast.state;
            g = hitFigure(g, target.id, cast.damage);
            continue;
          }
        }
        let weapon = bestWeapon(c, rowIndex === 0 ? 1 : 2);
        if (weapon === 'throwDagger' && fight.thrown.includes(c.id)) weapon = null;
        if (weapon === null) continue;
        const bonus = weaponBonus(c, weapon) + combatBonus(c);
        const a = roll(rng, '1D6', { section: '9.9', table: `Combat Results Table (${WEAPON_NAMES[weapon]})`, purpose: `${c.name} attacks the ${target.name}`, modifiers: [{ label: 'WS + CB', value: bonus }] });
        const dmg = crtWounds(weapon, a.total);
        events.push({ ...rolled('combat', `${c.name} (${WEAPON_NAMES[weapon]}) ${dmg > 0 ? `wounds the ${target.name} for ${dmg}` : `misses the ${target.name}`}.`, withResult(a, String(dmg))), tableId: 'citadel-combat-results' });
        g = hitFigure(g, target.id, dmg);
        if (weapon === 'throwDagger') fight = { ...fight, thrown: [...fight.thrown, c.id] };
        const after = g.figures.find((f) => f.id === target.id)!;
        if (after.wounds >= after.woundPoints) events.push({ kind: 'kill', text: `The ${target.name} is slain.`, section: '9.0' });
      }
    }
  }
  // 2. Monster Combat: the front row attacks the party's front row; casters cast from any row (9.0 B2).
  const targets = () => rows(partyFighters(state, fight)).front.filter((c) => member(state, c.id).alive);
  const monsters = rows(living(g));
  for (const [rowIndex, row] of [monsters.front, monsters.back].entries()) {
    for (const [i, f] of row.entries()) {
      const front = targets();
      if (front.length === 0) break;
      const target = front[i] ?? front[rng.int(0, front.length - 1)]!;
      const casts = (f.monster === 'evilMage' || f.monster === 'x') && f.woundPoints - f.wounds > 2;
      if (casts) {
        // 15.7: Lightning every Monster Combat phase unless it would kill the caster; 2 WP a cast (8.2 ruling).
        g = hitFigure(g, f.id, 2);
        const res = resistanceCheck(rng, target, `Lightning from the ${f.name}`);
        events.push(res.event);
        if (!res.passed) {
          const d = roll(rng, LIGHTNING_DAMAGE, { section: '10.5', table: 'Lightning', purpose: `${f.name}'s Lightning at ${target.name}` });
          events.push(rolled('combat', `Lightning strikes ${target.name} for ${d.total}.`, d));
          const w = wound(state, target.id, d.total, `Lightning from the ${f.name}`);
          state = w.state;
          events.push(...w.events);
        }
        continue;
      }
      if (rowIndex === 1) continue;
      const column = f.weapon ?? 'monsters';
      const a = roll(rng, '1D6', { section: '9.9', table: `Combat Results Table (${f.weapon ? WEAPON_NAMES[f.weapon] : 'Monsters'})`, purpose: `The ${f.name} attacks ${target.name}`, modifiers: [{ label: 'CB + WS', value: f.combatBonus + f.weaponSkill }] });
      const dmg = crtWounds(column, a.total);
      events.push({ ...rolled('combat', `The ${f.name} ${dmg > 0 ? `wounds ${target.name} for ${dmg}` : `misses ${target.name}`}.`, withResult(a, String(dmg))), tableId: 'citadel-combat-results' });
      let total = dmg;
      if (f.monster === 'chimera') {
        // 15.2: the Chimera's fire with every attack, resisted or 1 more Wound Point.
        const res = resistanceCheck(rng, target, 'the Chimera\'s fire');
        events.push(res.event);
        if (!res.passed) total += 1;
      }
      const w = wound(state, target.id, total, `slain by the ${f.name}`);
      state = w.state;
      events.push(...w.events);
    }
  }
  // 3. Hellgate Combat: three free Blasts while X lives (9.0 B3, 16.0 ruling: each at a front-row member, resisted).
  if (g.kind === 'hellgate' && living(g).some((f) => f.monster === 'x')) {
    for (let i = 0; i < HELLGATE.blastsPerPhase; i++) {
      const front = targets();
      if (front.length === 0) break;
      const t = front[rng.int(0, front.length - 1)]!;
      const res = resistanceCheck(rng, member(state, t.id), 'a Blast from the Hellgate');
      events.push(res.event);
      if (!res.passed) {
        const w = wound(state, t.id, 2, 'blasted by the Hellgate');
        state = w.state;
        events.push(...w.events);
      }
    }
  }
  return { state, group: g, events: events.map((e) => e) };
}

/** A second-row caster's Lightning or Blast at the front monster, if he may cast it without dying (10.2). */
function castFromSecondRow(state: CitadelState, c: Character, target: MonsterFigure, rng: Rng, events: GameEvent[]): { state: CitadelState; damage: number } | null {
  const usable = usableSpells(state, c);
  const left = maxWounds(c) - c.wounds;
  const spell = usable.includes('lightning') && left > 3 ? 'lightning' : usable.includes('blast') && left > 2 ? 'blast' : null;
  if (spell === null) return null;
  const cost = spell === 'lightning' ? 2 : 1;
  const paid = wound(state, c.id, cost, 'the cost of a spell');
  events.push({ kind: 'spell', text: `${c.name} casts ${spell === 'lightning' ? 'Lightning' : 'Blast'} at the ${target.name} (${cost} WP).`, section: '10.5' });
  const r = roll(rng, '1D6', { section: '11.0', table: 'Resistance Check', purpose: `The ${target.name} resists? (RV ${target.resistance})` });
  if (r.total <= target.resistance) {
    events.push(rolled('spell', `The ${target.name} resists.`, withResult(r, 'Resisted')));
    return { state: paid.state, damage: 0 };
  }
  events.push(rolled('spell', `The ${target.name} fails to resist.`, withResult(r, 'Failed')));
  if (spell === 'blast') return { state: paid.state, damage: 2 };
  const d = roll(rng, LIGHTNING_DAMAGE, { section: '10.5', table: 'Lightning', purpose: `Lightning at the ${target.name}` });
  events.push(rolled('spell', `Lightning: ${d.total} Wound Points.`, d));
  return { state: paid.state, damage: d.total };
}

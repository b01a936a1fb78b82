import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { characteristics, levelCombatBonus, levelNegotiation, levelWoundCode, rollMonsterEncounter, type MonsterId, MONSTER_CHECK, DEMON_COUNT } from '../data/monsters';
import type { Level } from '../data/levels';
import { rolled, rollEvents } from './events';
import type { CitadelState, MonsterFigure, MonsterGroup } from './types';

/** One monster counter on the map: its Wound Points rolled with the level's modifier (6.7), its CB and NV too. */
export function figure(rng: Rng, id: string, monster: MonsterId, level: Level, events: GameEvent[]): MonsterFigure {
  const c = characteristics(monster);
  const wp = roll(rng, levelWoundCode(monster, level), { section: '8.2', table: 'Monster counters', purpose: `${c.name}'s Wound Points, level ${level}` });
  events.push(rolled('monster', `${c.name}: ${wp.total} Wound Points.`, withResult(wp, String(wp.total))));
  let weaponSkill = 0;
  if (c.weaponSkill !== null) {
    // 8.2 ruling: the Evil Hero's "+1D6 Sword" is a weapon skill rolled for each one met.
    const ws = roll(rng, c.weaponSkill, { section: '8.2', table: 'Monster Characteristics Chart', purpose: `${c.name}'s sword skill` });
    events.push(rolled('monster', `${c.name} fights with sword skill +${ws.total}.`, withResult(ws, `+${ws.total}`)));
    weaponSkill = ws.total;
  }
  return {
    id,
    monster,
    name: c.name,
    woundPoints: Math.max(1, wp.total),
    wounds: 0,
    combatBonus: levelCombatBonus(monster, level),
    weapon: c.weapon,
    weaponSkill,
    resistance: c.resistance,
    negotiation: levelNegotiation(monster, level),
  };
}

/** 9.0 A: with more than three monsters the three with the most Wound Points stand in front. */
export function marchOrder(figures: readonly MonsterFigure[]): MonsterFigure[] {
  return [...figures].sort((a, b) => b.woundPoints - a.woundPoints);
}

export function group(kind: MonsterGroup['kind'], level: Level, figures: readonly MonsterFigure[], talk = true): MonsterGroup {
  return { kind, level, figures: marchOrder(figures), attitude: 'hostile', treasure: null, tributePaid: 0, bribeGold: 0, talk, bribeTried: false };
}

/** Figures for `count` monsters of one kind, ids numbered from the state's counter. */
export function figures(state: CitadelState, rng: Rng, monster: MonsterId, count: number, level: Level, events: GameEvent[]): { state: CitadelState; figures: MonsterFigure[] } {
  const out: MonsterFigure[] = [];
  let next = state.nextId;
  for (let i = 0; i < count; i++) out.push(figure(rng, `m${next++}`, monster, level, events));
  return { state: { ...state, nextId: next }, figures: out };
}

/** 8.3 with 6.7: a group rolled on the Room or Wandering Monster Table at this level. */
export function rollGroup(state: CitadelState, rng: Rng, kind: 'room' | 'wandering', level: Level, events: GameEvent[], groupKind: MonsterGroup['kind'] = kind): { state: CitadelState; group: MonsterGroup } {
  const e = rollMonsterEncounter(rng, kind, level);
  events.push(...rollEvents('monster', e.rolls));
  const c = characteristics(e.monster);
  events.push({ kind: 'monster', text: `${e.count === 1 ? `A ${c.name}` : `${e.count} ${c.plural}`} (${kind} monster${e.count === 1 ? '' : 's'}, level ${level}).`, section: '8.3' });
  const made = figures(state, rng, e.monster, e.count, level, events);
  return { state: made.state, group: group(groupKind, level, made.figures) };
}

/**
 * 5.0 C2: a room never entered holds room monsters on 1–3; a room entered before and any corridor holds wandering
 * monsters on 1.
 */
export function monsterCheck(state: CitadelState, rng: Rng, newRoom: boolean, level: Level, events: GameEvent[]): { state: CitadelState; group: MonsterGroup | null } {
  const target = newRoom ? MONSTER_CHECK.newRoom : MONSTER_CHECK.wandering;
  const r = roll(rng, '1D6', { section: '5.0', table: 'Monster check', purpose: newRoom ? 'A new room: monsters on 1–3' : 'Wandering monsters on 1' });
  const present = r.total <= target;
  events.push(rolled('monster', present ? 'Monsters!' : 'No monsters here.', withResult(r, present ? 'Monsters' : 'None')));
  if (!present) return { state, group: null };
  return rollGroup(state, rng, newRoom ? 'room' : 'wandering', level, events);
}

/**
 * 16.0 (PL): the Hellgate's guard, 2D3+1 Demons (not doubled on level 3; the other level modifiers apply) and X the
 * Unknown behind them. Neither can be negotiated with or bribed.
 */
export function hellgateGuard(state: CitadelState, rng: Rng, level: Level, events: GameEvent[]): { state: CitadelState; group: MonsterGroup } {
  const n = roll(rng, DEMON_COUNT, { section: '16.0', table: 'Hellgate', purpose: 'Demons guarding the Hellgate' });
  events.push(rolled('hellgate', `${n.total} Demons guard the Hellgate, and X the Unknown stands behind them.`, withResult(n, String(n.total))));
  const demons = figures(state, rng, 'demon', n.total, level, events);
  const x = figures(demons.state, rng, 'x', 1, level, events);
  // X stands behind the last Demon row (16.0): the Demons are ordered first, X after them whatever his Wound Points.
  const g = group('hellgate', level, demons.figures, false);
  return { state: x.state, group: { ...g, figures: [...g.figures, ...x.figures] } };
}

export function living(g: MonsterGroup): MonsterFigure[] {
  return g.figures.filter((f) => f.wounds < f.woundPoints);
}

export function describeGroup(g: MonsterGroup): string {
  const alive = living(g);
  const counts = new Map<string, number>();
  for (const f of alive) counts.set(f.name, (counts.get(f.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n === 1 ? name : `${n} × ${name}`)).join(', ') || 'no one';
}

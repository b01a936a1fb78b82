import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { crtWounds } from '../data/crt';
import { fightExperience } from '../data/experience';
import { characteristics, type MonsterId } from '../data/monsters';
import { TRAP_EFFECTS, TRAP_NAMES, trapTable, CHEST_TRAPPED_ON, type TrapType } from '../data/traps';
import { levelTreasure, type TalismanKind, type TreasureLetter } from '../data/treasure';
import { describeMagicItem, rollTreasure, type MagicItem } from '../data/treasure-rolls';
import type { Level } from '../data/levels';
import { note, rolled, rollEvents, tableEvents } from './events';
import { poison } from './poison';
import { active, activeMembers, capSkill, member, withMember, withMembers, wound } from './party';
import type { CitadelState, MonsterFigure, MonsterGroup, RolledTreasure } from './types';

/** 8.2 "X/Y": room monsters carry the first letter, wandering ones the second; the level shifts it (6.7). */
export function treasureLetter(monster: MonsterId, kind: MonsterGroup['kind'], level: Level): TreasureLetter {
  const t = characteristics(monster).treasure;
  return levelTreasure(kind === 'wandering' ? t.wandering : t.room, level);
}

/** 14.9: each slain monster's treasure, rolled separately (PL 14.2). */
export function rollGroupTreasure(rng: Rng, g: MonsterGroup, figures: readonly MonsterFigure[], events: GameEvent[]): RolledTreasure[] {
  const out: RolledTreasure[] = [];
  for (const f of figures) {
    if (f.monster === 'possessed') continue;
    const letter = treasureLetter(f.monster, g.kind, g.level);
    const t = rollTreasure(rng, letter);
    events.push(...rollEvents('treasure', t.rolls));
    out.push({ letter, goldMarks: t.goldMarks, jewels: t.jewels, items: t.magicItems });
  }
  return out;
}

/**
 * 7.0–7.1: a trap springs on `victimId`. Roll Twice adds two more traps, and each further Roll Twice two more again
 * (7.1: without limit).
 */
export function springTrap(state: CitadelState, rng: Rng, victimId: string, events: GameEvent[]): CitadelState {
  let owed = 1;
  let next = state;
  while (owed > 0) {
    owed--;
    const r = rollOnRange(rng, trapTable, (t) => TRAP_NAMES[t], { purpose: `Trap sprung on ${member(next, victimId).name}` });
    events.push(...tableEvents('trap', `Trap: ${TRAP_NAMES[r.result]}.`, r, trapTable.id));
    if (r.result === 'rollTwice') {
      owed += 2;
      continue;
    }
    next = trapEffect(next, rng, victimId, r.result, events);
  }
  return next;
}

function trapEffect(state: CitadelState, rng: Rng, victimId: string, trap: TrapType, events: GameEvent[]): CitadelState {
  const effect = TRAP_EFFECTS[trap];
  const cause = `${TRAP_NAMES[trap]} trap`;
  if (effect.victims === 'party') {
    let next = state;
    for (const c of activeMembers(state)) {
      const w = wound(next, c.id, Number(effect.wounds), cause);
      next = w.state;
      events.push(...w.events);
    }
    return next;
  }
  const victim = member(state, victimId);
  if (!victim.alive) return state;
  let amount = 0;
  let hit = true;
  if (effect.crtColumn !== null) {
    const a = roll(rng, '1D6', { section: '7.1', table: 'Combat Results Table (Bow)', purpose: `${TRAP_NAMES[trap]} at ${victim.name}` });
    amount = crtWounds(effect.crtColumn, a.total);
    hit = amount > 0;
    events.push(rolled('trap', hit ? `The arrow strikes for ${amount}.` : 'The arrow misses.', withResult(a, String(amount))));
  }
  let poisoned = 0;
  if (hit && effect.wounds !== null) {
    if (typeof effect.wounds === 'number') amount += effect.wounds;
    else {
      const p = roll(rng, effect.wounds, { section: '7.1', table: 'Trap Table', purpose: `${TRAP_NAMES[trap]}: ${effect.poison ? 'poison' : 'wounds'}` });
      events.push(rolled('trap', `${p.total} Wound Point${p.total === 1 ? '' : 's'}${effect.poison ? ' of poison' : ''}.`, p));
      if (effect.poison) poisoned = p.total;
      else amount += p.total;
    }
  }
  // The arrow's own wounds land at once; the poison may wait for Neutralize Poison (10.6), or a medallion stop it (14.7).
  const w = wound(state, victimId, amount, cause);
  events.push(...w.events);
  return poison(w.state, victimId, poisoned, cause, '7.1', events);
}

/**
 * 7.0 and PL 7.3: a character with Detrap (at most 5) disarms on 1D6 at most his skill; anyone else, or a failure,
 * springs it. Returns whether it was disarmed.
 */
export function detrap(state: CitadelState, rng: Rng, who: string, what: string, events: GameEvent[], bonus = 0): CitadelState {
  const c = member(state, who);
  const base = capSkill(c.skills.detrap);
  // 10.6 Thief adds 3 for one attempt, on someone who has the skill at all.
  const skill = base > 0 ? base + bonus : 0;
  if (skill > 0) {
    const r = roll(rng, '1D6', { section: '7.0', table: 'Detrap', purpose: `${c.name} tries to disarm the ${what} (Detrap ${base}${bonus ? ` +${bonus} Thief` : ''})` });
    const ok = r.total <= skill;
    events.push(rolled('trap', ok ? `${c.name} disarms the ${what}.` : `${c.name} fails to disarm the ${what}.`, withResult(r, ok ? 'Disarmed' : 'Sprung')));
    if (ok) return state;
  } else events.push(note('trap', `${c.name} has no Detrap skill: the ${what} springs.`, '7.0'));
  return springTrap(state, rng, who, events);
}

/** The best disarmer able to act, the first in the marching order among equals (the built-in player's opener, 14.1). */
export function bestDetrapper(state: CitadelState): string | null {
  const members = activeMembers(state);
  if (members.length === 0) return null;
  return [...members].sort((a, b) => b.skills.detrap - a.skills.detrap)[0]!.id;
}

function inChest(letter: TreasureLetter): boolean {
  return letter === 'J' || letter === 'K' || letter === 'L';
}

/**
 * 14.0 (PL): treasure is shared as the players choose; the engine's default: Gold Marks equally, jewels and items in
 * turn down the marching order. J, K and L chests are checked for traps first (14.1: trapped on 1–3), in order from
 * `from`; a trapped one is opened by whoever the players name (14.1, 7.0): the take stops there, left in `state.chest`
 * for the reducer to ask (see game/chest.ts), and goes on from the next chest once he has tried. Where there is no one
 * to choose between (below a trap door, `onlyFor`; a lone member) he tries at once.
 */
export function takeTreasure(state: CitadelState, rng: Rng, treasures: readonly RolledTreasure[], tribute: number, events: GameEvent[], onlyFor: string | null = null, from = 0): CitadelState {
  let next = state;
  for (let i = from; i < treasures.length; i++) {
    const t = treasures[i]!;
    if (!inChest(t.letter)) continue;
    const check = roll(rng, '1D6', { section: '14.1', table: 'Chest', purpose: `Is the Type ${t.letter} chest trapped? (1–${CHEST_TRAPPED_ON})` });
    const trapped = check.total <= CHEST_TRAPPED_ON;
    events.push(rolled('treasure', trapped ? `The Type ${t.letter} chest is trapped.` : `The Type ${t.letter} chest is not trapped.`, withResult(check, trapped ? 'Trapped' : 'Safe')));
    if (!trapped) continue;
    const members = activeMembers(next);
    if (onlyFor === null && members.length > 1) return { ...next, chest: { treasures, at: i, tribute } };
    const opener = onlyFor ?? members[0]?.id ?? null;
    if (opener !== null) next = detrap(next, rng, opener, 'chest', events);
  }
  return shareTreasure(next, treasures, tribute, events, onlyFor);
}

/** The take once every chest is open: Gold Marks (less the tribute already paid), jewels and items to the takers. */
function shareTreasure(state: CitadelState, treasures: readonly RolledTreasure[], tribute: number, events: GameEvent[], onlyFor: string | null): CitadelState {
  let next = state;
  let gold = 0;
  const jewels: number[] = [];
  const items: MagicItem[] = [];
  for (const t of treasures) {
    gold += t.goldMarks;
    jewels.push(...t.jewels);
    items.push(...t.items);
  }
  gold = Math.max(0, gold - tribute);
  const takers = onlyFor !== null ? [member(next, onlyFor)].filter(active) : activeMembers(next);
  if (takers.length === 0) return next;
  // The Gold Marks (shared as `shareGold` shares them: equally, the remainder to the first) and the jewels (in turn
  // down the takers) reach each taker's record in one copy of it and of the party, not one per jewel.
  const each = onlyFor !== null ? gold : Math.floor(gold / takers.length);
  const odd = gold - each * takers.length;
  if (gold > 0 || jewels.length > 0 || onlyFor !== null) {
    next = withMembers(next, takers, (c, i) => {
      const got = jewels.filter((_, j) => j % takers.length === i);
      const goldMarks = gold > 0 || onlyFor !== null ? c.goldMarks + each + (i === 0 ? odd : 0) : c.goldMarks;
      return got.length === 0 ? (goldMarks === c.goldMarks && onlyFor === null ? c : { ...c, goldMarks }) : { ...c, goldMarks, jewels: [...c.jewels, ...got] };
    });
  }
  const talismans: { who: string; kind: TalismanKind }[] = [];
  items.forEach((item, i) => {
    const t = takers[i % takers.length]!;
    next = giveItem(next, t.id, item, events);
    if (item.type === 'talisman') talismans.push({ who: t.id, kind: item.kind });
  });
  // 14.6: a talisman's power acts at once on its finder; the reducer wakes it once the take is shared (game/talismans.ts).
  if (talismans.length > 0) next = { ...next, talismans: [...(next.talismans ?? []), ...talismans] };
  if (gold + jewels.length + items.length > 0) {
    events.push(note('treasure', `Treasure: ${gold} Gold Marks${jewels.length ? `, ${jewels.length} jewel${jewels.length === 1 ? '' : 's'} (${jewels.join(', ')} GM)` : ''}${items.length ? `, ${items.map(describeMagicItem).join(', ')}` : ''}.`, '14.0'));
  }
  return next;
}

/**
 * A magic item to a character, carried. A magic weapon of a kind he does not carry waits for the players to choose
 * which weapon it replaces (14.3, game/wielding.ts).
 */
export function giveItem(state: CitadelState, who: string, item: MagicItem, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  events.push(note('treasure', `${c.name} takes the ${describeMagicItem(item)}.`, '14.0'));
  // 14.8: the Resurrect ring teaches its spell (10.8) to whoever takes it.
  const learns = item.type === 'ring' && item.kind === 'resurrect' && !c.spells.includes('resurrect');
  if (learns) events.push(note('treasure', `${c.name} learns Resurrect from the ring.`, '14.8'));
  return withMember(state, who, (m) => ({ ...m, items: [...m.items, item], ...(learns ? { spells: [...m.spells, 'resurrect' as const] } : {}) }));
}

/** 12.0: the fight's experience, split equally among the living (fractions dropped). */
export function awardExperience(state: CitadelState, slain: readonly MonsterFigure[], level: Level, events: GameEvent[], onlyFor: string | null = null): CitadelState {
  const real = slain.filter((f) => f.monster !== 'possessed');
  if (real.length === 0) return state;
  const total = fightExperience(real.map((f) => f.woundPoints), level);
  const takers = onlyFor !== null ? [member(state, onlyFor)].filter(active) : activeMembers(state);
  if (takers.length === 0) return state;
  const each = Math.floor(total / takers.length);
  const next = withMembers(state, takers, (c) => ({ ...c, experience: c.experience + each }));
  events.push(note('experience', `${total} experience for the fight: ${each} each to ${takers.map((t) => t.name).join(', ')}.`, '12.0'));
  return next;
}

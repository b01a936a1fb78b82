import { roll } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { RESISTANCE_CAP, SKILL_CAP, WEAPON_ROW, type WeaponId } from '../data/characters';
import { spell, type SpellId } from '../data/spells';
import type { RingKind } from '../data/treasure';
import { rolled } from './events';
import type { CitadelState, Character } from './types';

/** Wound Points with armor worn (14.4: armor adds to Wound Points). */
export function maxWounds(c: Character): number {
  return woundsWith(c, c.items);
}

/** `maxWounds` of the record carrying `items` instead of his own (a fight's end), without a copy of it to ask. */
export function woundsWith(c: Character, items: Character['items']): number {
  let armor = 0;
  for (const item of items) if (item.type === 'armor') armor += item.bonus;
  return c.woundPoints + armor;
}

/** Alive, not a Hellgate prisoner: able to act in the party. */
export function active(c: Character): boolean {
  return c.alive && !c.prisoner;
}

/**
 * The members able to act, in marching order, listed once per party and order: the choices, the reducer and the
 * autoplayer ask for them many times an action, and states share the party and order arrays until they change.
 * Read-only (shared between callers). Only the last party's list is kept (the calls come in runs on one party): a
 * WeakMap entry per party array left the collector an ephemeron to trace for each. A pure function of its key, so
 * games played in turn on one thread never see each other's lists.
 */
export function activeMembers(state: CitadelState): readonly Character[] {
  if (lastActive !== null && lastActive.party === state.party && lastActive.order === state.order) return lastActive.members;
  const members = state.order.map((id) => member(state, id)).filter(active);
  lastActive = { party: state.party, order: state.order, members };
  return members;
}

let lastActive: { readonly party: CitadelState['party']; readonly order: CitadelState['order']; readonly members: readonly Character[] } | null = null;

export function member(state: CitadelState, id: string): Character {
  const c = state.party.find((p) => p.id === id);
  if (!c) throw new Error(`No party member “${id}”.`);
  return c;
}

export function findMember(state: CitadelState, id: string): Character | undefined {
  return state.party.find((p) => p.id === id);
}

export function withMember(state: CitadelState, id: string, change: (c: Character) => Character): CitadelState {
  return { ...state, party: state.party.map((c) => (c.id === id ? change(c) : c)) };
}

/**
 * `withMember` for several members at once (`change` is told each one's place in `who`): the party and the state are
 * copied once, not once per member, for what a fight's end or a find hands to everyone (experience, Gold Marks).
 */
export function withMembers(state: CitadelState, who: readonly Character[], change: (c: Character, index: number) => Character): CitadelState {
  return {
    ...state,
    party: state.party.map((c) => {
      for (let i = 0; i < who.length; i++) if (who[i]!.id === c.id) return change(c, i);
      return c;
    }),
  };
}

/** Combat Bonus now: the printed value less this expedition's penalties (13.1, 13.5), never below 0. */
export function combatBonus(c: Character): number {
  return Math.max(0, c.combatBonus - c.expeditionPenalty);
}

/** The weapon skill with one weapon, a magic weapon's bonus included (14.3). */
export function weaponBonus(c: Character, weapon: WeaponId): number {
  let magic = 0;
  for (const item of c.items) if (item.type === 'weapon' && item.weapon === weapon) magic = Math.max(magic, item.bonus);
  return (c.weaponSkills[weapon] ?? 0) + magic;
}

/** The best weapon he can use from a row (9.0 B1: bows and thrown daggers from the second row only). */
export function bestWeapon(c: Character, row: 1 | 2): WeaponId | null {
  let best: WeaponId | null = null;
  for (const w of c.weapons) {
    if (WEAPON_ROW[w] !== row) continue;
    if (best === null || weaponBonus(c, w) > weaponBonus(c, best)) best = w;
  }
  return best;
}

/**
 * Wounds on a character; death at his Wound Points (armor included). Returns the changed state and what the log says.
 */
export function wound(state0: CitadelState, id: string, taken: number, cause: string, absorbable = true): { state: CitadelState; events: GameEvent[] } {
  const c0 = member(state0, id);
  if (!c0.alive || taken <= 0) return { state: state0, events: [] };
  // 10.6 Mage Armor takes each wound while it lasts, never a spell's cost (the caller says which that is).
  const armor = absorbable ? Math.min(c0.mageArmor ?? 0, taken) : 0;
  const amount = taken - armor;
  const events: GameEvent[] = [];
  let state = state0;
  if (armor > 0) {
    const left = (c0.mageArmor ?? 0) - armor;
    state = withMember(state, id, ({ mageArmor: _spent, ...m }) => (left > 0 ? { ...m, mageArmor: left } : m));
    events.push({ kind: 'spell', text: `${c0.name}'s Mage Armor absorbs ${armor} Wound Point${armor === 1 ? '' : 's'} (${left} left).`, section: '10.6' });
    if (amount <= 0) return { state, events };
  }
  const c = member(state, id);
  const wounds = c.wounds + amount;
  const dies = wounds >= maxWounds(c);
  const next = withMember(state, id, (m) => ({ ...m, wounds: Math.min(wounds, maxWounds(m)), alive: !dies, death: dies ? cause : m.death }));
  events.push({ kind: 'wound', text: `${c.name} suffers ${amount} Wound Point${amount === 1 ? '' : 's'} (${cause}).` });
  if (dies) events.push({ kind: 'death', text: `${c.name} dies: ${cause}.` });
  return { state: next, events };
}

export function heal(state: CitadelState, id: string, amount: number): CitadelState {
  return withMember(state, id, (c) => ({ ...c, wounds: Math.max(0, c.wounds - amount) }));
}

/** 11.0: a Resistance Check passes on 1D6 at most the Resistance Value (capped at 5). */
export function resistanceCheck(rng: Rng, c: Character, purpose: string): { passed: boolean; event: GameEvent } {
  const resist = Math.min(RESISTANCE_CAP, c.resistance + ringResist(c));
  const r = roll(rng, '1D6', { section: '11.0', table: 'Resistance Check', purpose: `${c.name}: ${purpose} (RV ${resist})` });
  const passed = r.total <= resist;
  return { passed, event: rolled('resist', `${c.name} ${passed ? 'resists' : 'fails to resist'} (${r.total} against RV ${resist}).`, { ...r, result: passed ? 'Resisted' : 'Failed' }) };
}

function ringResist(c: Character): number {
  let best = 0;
  for (const item of c.items) {
    if (item.type === 'ring' && item.kind === 'resist1') best = Math.max(best, 1);
    if (item.type === 'ring' && item.kind === 'resist2') best = Math.max(best, 2);
  }
  return best;
}

export function capSkill(n: number): number {
  return Math.max(0, Math.min(SKILL_CAP, n));
}

/** The party's Gold Marks, all members' purses together. */
export function partyGold(state: CitadelState): number {
  return activeMembers(state).reduce((s, c) => s + c.goldMarks, 0);
}

/** Takes Gold Marks from the purses, richest first (a bribe, 8.9). */
export function spendGold(state: CitadelState, amount: number): CitadelState {
  let left = amount;
  const order = [...activeMembers(state)].sort((a, b) => b.goldMarks - a.goldMarks);
  let next = state;
  for (const c of order) {
    if (left <= 0) break;
    const take = Math.min(left, c.goldMarks);
    left -= take;
    next = withMember(next, c.id, (m) => ({ ...m, goldMarks: m.goldMarks - take }));
  }
  return next;
}

/** Gold shared equally among the active members, the remainder to the first in the marching order (12.0 default). */
export function shareGold(state: CitadelState, amount: number): CitadelState {
  const members = activeMembers(state);
  if (members.length === 0 || amount <= 0) return state;
  const each = Math.floor(amount / members.length);
  const rest = amount - each * members.length;
  return withMembers(state, members, (m, i) => ({ ...m, goldMarks: m.goldMarks + each + (i === 0 ? rest : 0) }));
}

/** 14.8: the rings that cast their spell free, once an expedition (the Resurrect ring teaches its spell as well). */
function castingRing(kind: RingKind): kind is 'sleep' | 'heal' | 'neutralizePoison' | 'resurrect' {
  return kind === 'sleep' || kind === 'heal' || kind === 'neutralizePoison' || kind === 'resurrect';
}

/** 14.8: the rings' free casts he has left this expedition: all his casting rings' until one is spent. */
export function ringCastsLeft(state: CitadelState, c: Character): readonly SpellId[] {
  const left = state.ringCastsLeft[c.id];
  if (left !== undefined) return left;
  const out: SpellId[] = [];
  for (const item of c.items) if (item.type === 'ring' && castingRing(item.kind)) out.push(item.kind);
  return out;
}

export function isCaster(c: Character): boolean {
  return c.magicPotential.red + c.magicPotential.yellow + c.magicPotential.blue > 0;
}

/**
 * Spells given in play rather than chosen (10.8 ruling): the special spells (Wrath of God, Resurrect) and the Lightning
 * an altar grants (13.5). The dominant sun does not limit them.
 */
export function granted(c: Character, id: SpellId): boolean {
  return spell(id).type === 'S' || (id === 'lightning' && c.cheapLightning === true);
}

/** 4.1 B6, 10.0: the pool of spells chosen at the start, from which the dominant sun's number are marked. */
export function spellPool(c: Character): SpellId[] {
  return c.spells.filter((id) => !granted(c, id));
}

/**
 * 4.1 D: the spells he may use this expedition: as many of his pool as his Magic Potential under the dominant sun, those
 * the player marked (the first of the pool where none is marked, or to fill a place left), and every spell given in
 * play (10.8 ruling).
 */
export function usableSpells(state: CitadelState, c: Character): readonly SpellId[] {
  // Asked for every caster and spell several times a state: one pass over his spells, no intermediate lists (the same
  // list as: the marked ones in his pool, up to n; then the rest of his pool, up to n in all; then the spells given).
  const n = c.magicPotential[state.dominantSun];
  const out: SpellId[] = [];
  if (c.marked !== undefined) {
    for (const id of c.marked) {
      if (out.length >= n) break;
      if (c.spells.includes(id) && !granted(c, id)) out.push(id);
    }
  }
  const marked = out.length;
  for (const id of c.spells) {
    if (out.length >= n) break;
    if (!granted(c, id) && !markedAmong(out, marked, id)) out.push(id);
  }
  for (const id of c.spells) if (granted(c, id)) out.push(id);
  return out;
}

/** Whether `id` is among the first `count` of `list`. */
function markedAmong(list: readonly SpellId[], count: number, id: SpellId): boolean {
  for (let i = 0; i < count; i++) if (list[i] === id) return true;
  return false;
}

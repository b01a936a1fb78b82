import { copyKeys, hasKeysInOrder, keysAfter } from '../../../core/shape';
import type { MagicItem, PotionType } from '../data/magic-items';
import type { DeathmazeState, GameAdventurer, GameItem, GameStats } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The keys every state has, in the order a new game writes them (the optional ones, when present, come after). */
const BASE_KEYS: readonly (keyof DeathmazeState)[] = [
  'version',
  'gameVariant',
  'phase',
  'party',
  'players',
  'marchingOrder',
  'maze',
  'position',
  'previousPosition',
  'entry',
  'pool',
  'bezantsTaken',
  'loot',
  'unassigned',
  'lurking',
  'featuresDone',
  'segmentsExplored',
  'stats',
  'nextId',
  'results',
];

/**
 * A shallow copy of the state, to change a field or two in: exactly `{ ...state }` (the same keys in the same order).
 * States are built in many places, so a spread of one goes through V8's generic copy, about 0.8 µs for the ~20 keys,
 * and the combat path copies the state after every action. When the state starts with the usual keys in the usual
 * order (always, so far), they are written out as one literal, several times faster; any further keys follow in their
 * order. Any other state is spread.
 */
export function copyState(state: DeathmazeState): Mutable<DeathmazeState> {
  return copyStateWithout(state, undefined);
}

/**
 * `{ ...state, ...changes }` (the same keys in the same order) through copyState and stores. Every state the reducer
 * makes is built by copyState's one literal, so V8 gives them all one hidden class and every `state.field` read in
 * the engine stays monomorphic; a spread would make a state of another class and turn those reads megamorphic.
 */
export function withState(state: DeathmazeState, changes: Partial<DeathmazeState>): DeathmazeState {
  const next = copyState(state) as Record<string, unknown>;
  const patch = changes as Record<string, unknown>;
  for (const key in patch) next[key] = patch[key];
  return next as unknown as DeathmazeState;
}

/** `const { [key]: _, ...rest } = state` (the same keys in the same order, less `key`) through copyState's literal. */
export function copyStateWithout(state: DeathmazeState, dropped: OptionalStateKey | undefined): Mutable<DeathmazeState> {
  const extras = keysAfter(state, BASE_KEYS);
  if (extras === undefined) {
    const spread: Record<string, unknown> = { ...state };
    if (dropped !== undefined) delete spread[dropped];
    return spread as unknown as Mutable<DeathmazeState>;
  }
  const copy: Mutable<DeathmazeState> = {
    version: state.version,
    gameVariant: state.gameVariant,
    phase: state.phase,
    party: state.party,
    players: state.players,
    marchingOrder: state.marchingOrder,
    maze: state.maze,
    position: state.position,
    previousPosition: state.previousPosition,
    entry: state.entry,
    pool: state.pool,
    bezantsTaken: state.bezantsTaken,
    loot: state.loot,
    unassigned: state.unassigned,
    lurking: state.lurking,
    featuresDone: state.featuresDone,
    segmentsExplored: state.segmentsExplored,
    stats: state.stats,
    nextId: state.nextId,
    results: state.results,
  };
  copyKeys(state, copy, dropped === undefined ? extras : extras.filter((key) => key !== dropped));
  return copy;
}

/** The keys only some states have (the Advanced game's, campaigns', and transient ones). */
type OptionalStateKey = 'ringsUsed' | 'poisonPending' | 'charmed' | 'hostile' | 'campaign';

/** The one literal the party's pool of Bezants and gems is built by, so that every pool has one hidden class. */
export function poolRecord(bezants: number, gems: DeathmazeState['pool']['gems']): DeathmazeState['pool'] {
  return { bezants, gems };
}

/** The counters every state's stats have, in the order a new game writes them. */
const STAT_KEYS: readonly (keyof GameStats)[] = ['chitsPlaced', 'combats', 'deaths', 'rejectedDraws', 'moves', 'trapsSprung', 'negotiations'];

/**
 * Exactly `{ ...stats }`, to change a counter in. Stats objects are made in several places (spreads followed by
 * fields among them), so a spread of one takes V8's slow generic copy; when the keys are the usual ones in the usual
 * order (always, so far) they are written out as one literal instead. Any other stats object is spread.
 */
export function copyStats(stats: GameStats): Mutable<GameStats> {
  if (!hasKeysInOrder(stats, STAT_KEYS)) return { ...stats };
  return {
    chitsPlaced: stats.chitsPlaced,
    combats: stats.combats,
    deaths: stats.deaths,
    rejectedDraws: stats.rejectedDraws,
    moves: stats.moves,
    trapsSprung: stats.trapsSprung,
    negotiations: stats.negotiations,
  };
}

/**
 * `{ ...stats, [key]: value }` as a copy and a store: on Node 20 a spread followed by a field in one literal is
 * several times slower, and every move counts something.
 */
export function withStat(stats: GameStats, key: keyof GameStats, value: number): GameStats {
  const next = copyStats(stats);
  next[key] = value;
  return next;
}

/** The keys of a Character Record in play, in the order a new game writes them (any others come after). */
const ADVENTURER_KEYS: readonly string[] = [
  'name',
  'class',
  'woundPoints',
  'wounds',
  'magicResistance',
  'weapons',
  'weaponSkills',
  'detrap',
  'experience',
  'bezants',
  'gems',
  'magicItems',
  'id',
  'player',
  'dead',
  'weaponBonuses',
  'drunk',
  'strength',
  'cannabis',
];

/**
 * Exactly `{ ...a }` (the same keys in the same order), for every living adventurer after every fight. Records are
 * built in several places, so a spread of one goes through V8's generic copy; a record that starts with the usual keys
 * in the usual order is written out as one literal, any further keys following in their order. Any other is spread.
 */
export function copyAdventurer(a: GameAdventurer): Mutable<GameAdventurer> {
  const extras = keysAfter(a, ADVENTURER_KEYS);
  if (extras === undefined) return { ...a };
  const copy: Mutable<GameAdventurer> = {
    name: a.name,
    class: a.class,
    woundPoints: a.woundPoints,
    wounds: a.wounds,
    magicResistance: a.magicResistance,
    weapons: a.weapons,
    weaponSkills: a.weaponSkills,
    detrap: a.detrap,
    experience: a.experience,
    bezants: a.bezants,
    gems: a.gems,
    magicItems: a.magicItems,
    id: a.id,
    player: a.player,
    dead: a.dead,
    weaponBonuses: a.weaponBonuses,
    drunk: a.drunk,
    strength: a.strength,
    cannabis: a.cannabis,
  };
  copyKeys(a, copy, extras);
  return copy;
}

/**
 * `{ ...a, ...changes }` (the same keys in the same order) through copyAdventurer and stores, so that every record in
 * play keeps the one hidden class the engine's reads are compiled for (see withState).
 */
export function withAdventurer(a: GameAdventurer, changes: Partial<GameAdventurer>): GameAdventurer {
  const next = copyAdventurer(a) as Record<string, unknown>;
  const patch = changes as Record<string, unknown>;
  for (const key in patch) next[key] = patch[key];
  return next as unknown as GameAdventurer;
}

/** The fields of every kind of item in play, in the order each kind's own fields come in (see itemRecord). */
type ItemFields = { readonly [K in 'kind' | 'weapon' | 'bonus' | 'potion' | 'spice' | 'medallion' | 'ring' | 'id' | 'doses' | 'tested']?: unknown };

/**
 * `{ ...item, id }` for an item found or brought out of the roster, with `doses` when given (an item found carries
 * none), through itemRecord. An item that comes back from the roster with its doses or its test known keeps them after
 * its own fields and before its new id, an order itemRecord does not have: it is spread, as it always was.
 */
export function gameItem(item: MagicItem, id: string, doses?: number): GameItem {
  const i = item as ItemFields;
  if (i.doses !== undefined || i.tested !== undefined || i.id !== undefined) return { ...item, id } as GameItem;
  return itemRecord(i.kind, i.weapon, i.bonus, i.potion, i.spice, i.medallion, i.ring, id, doses, undefined);
}

/**
 * `{ ...item, ...changes }` for an item in play, through itemRecord. An item read from a save or brought from the
 * roster has only its kind's keys, perhaps in another order: it is spread, as it always was.
 */
export function itemWith(item: GameItem, changes: { readonly potion?: PotionType; readonly doses?: number; readonly tested?: boolean }): GameItem {
  // Only itemRecord's items have both a weapon's and a ring's key.
  if (!('weapon' in item && 'ring' in item)) return { ...item, ...changes } as GameItem;
  const i = item as ItemFields;
  const potion = 'potion' in changes ? changes.potion : i.potion;
  const doses = 'doses' in changes ? changes.doses : i.doses;
  const tested = 'tested' in changes ? changes.tested : i.tested;
  return itemRecord(i.kind, i.weapon, i.bonus, potion, i.spice, i.medallion, i.ring, item.id, doses, tested);
}

/**
 * The one literal every item in play is built by, holding every kind's fields: those a kind lacks are undefined, which
 * JSON leaves out, so saved and logged items read exactly as the spreads that once built them (each kind's keys come
 * in this order). Built by spreads, one game's items had a hundred hidden classes, and each read was megamorphic.
 */
function itemRecord(
  kind: unknown,
  weapon: unknown,
  bonus: unknown,
  potion: unknown,
  spice: unknown,
  medallion: unknown,
  ring: unknown,
  id: string,
  doses: unknown,
  tested: unknown,
): GameItem {
  return { kind, weapon, bonus, potion, spice, medallion, ring, id, doses, tested } as unknown as GameItem;
}

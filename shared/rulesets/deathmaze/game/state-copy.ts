import { copyKeys, keyList, valueAt, keysAfter, keysBeyond, storeAll, type EveryField, type KeySet, type RequiredKeys } from '../../../core/shape';
import type { Adventurer } from '../data/characters';
import type { MagicItem, PotionType } from '../data/magic-items';
import type { DeathmazeState, GameAdventurer, GameItem, GameStats } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The keys every state has, in the order a new game writes them; the optional ones (the Advanced game's, campaigns'
 * and transient ones), when present, come after, in the order they came: JSON keeps that order, and it differs from
 * game to game. `satisfies` makes the compiler flag a required key missing here.
 */
const BASE_KEY_SET = {
  version: true,
  gameVariant: true,
  phase: true,
  party: true,
  players: true,
  marchingOrder: true,
  maze: true,
  position: true,
  previousPosition: true,
  entry: true,
  pool: true,
  bezantsTaken: true,
  loot: true,
  unassigned: true,
  lurking: true,
  featuresDone: true,
  segmentsExplored: true,
  stats: true,
  nextId: true,
  results: true,
} satisfies Record<RequiredKeys<DeathmazeState>, true>;
const BASE_KEYS = keyList(BASE_KEY_SET);
const BASE_KEY_NAMES: ReadonlySet<string> = new Set(BASE_KEYS);

/**
 * The optional keys' layouts a state is built in, each one literal (one hidden class): the keys every state has, then
 * the optional keys of its kind of game in the order its games add them, those it does not have yet written as
 * `undefined`. JSON leaves an undefined key out, and a key added later is stored into its place, which is where it
 * would have been appended: every optional key comes after those already defined (a layout is chosen only when the
 * defined ones are its first keys, in its order) and its game adds them in the layout's order (see below). With the
 * optional keys added one by one, a state with charmed monsters had another hidden class than one without (4 % of a
 * Basic simulation's states), and every reader of the state met by both was deoptimized (11 of the 19 sites
 * deoptimized in 3,000 expeditions, the thirteenth pass found).
 *
 * - a game set up with a party alone, before it goes home: `charmed` (a monster charmed), then `hostile` (stored
 *   after `charmed` when a controller dies: party.ts); the campaign it gains at home comes after both, appended;
 * - a Basic campaign: `campaign` (set up with it, or gained at home with no charmed monster yet), `charmed`, `hostile`;
 * - an Advanced game: `campaign`, then `ringsUsed` and `charmed` (written by the setup and at every expedition's
 *   start), `hostile`. `poisonPending` is appended when present (within one action: see holdForNeutralizePoison).
 *
 * Any other state (its keys in another order, a key of its own, optional keys in another order: a campaign gained
 * after a monster was charmed, an old save) is built with the usual keys first and its defined optional keys
 * appended in their order, as a spread of it would (an undefined one dropped: JSON never had it).
 */
const PLAIN_LAYOUT = keyList({ charmed: true, hostile: true } satisfies Partial<Record<OptionalStateKey, true>>);
const CAMPAIGN_LAYOUT = keyList({ campaign: true, charmed: true, hostile: true } satisfies Partial<Record<OptionalStateKey, true>>);
const ADVANCED_LAYOUT = keyList({ campaign: true, ringsUsed: true, charmed: true, hostile: true } satisfies Partial<Record<OptionalStateKey, true>>);

/** Which literal a copy of a state is written by: one of the layouts above, or the usual keys and the rest appended. */
const enum Layout {
  Plain,
  Campaign,
  Advanced,
  Other,
}

/**
 * The builder of every game state: `{ ...state }` with the keys every state has written out as one literal (a spread
 * of a state goes through V8's generic copy, about 0.8 µs for the ~20 keys, and the combat path copies the state after
 * every action), the optional keys of its layout with them, so that the states of a game have one hidden class and
 * every `state.field` read in the engine stays monomorphic. Its JSON is the spread's: the same defined keys in the
 * same order. A state whose keys stand in another order (one built by hand) comes out with the usual keys first.
 */
export function buildState(state: DeathmazeState): Mutable<DeathmazeState> {
  return buildStateWithout(state, undefined);
}

/** A shallow copy of the state to change a field or two in (see buildState). */
export function copyState(state: DeathmazeState): Mutable<DeathmazeState> {
  return buildStateWithout(state, undefined);
}

/** `{ ...state, ...changes }` through buildState and stores. */
export function withState(state: DeathmazeState, changes: Partial<DeathmazeState>): DeathmazeState {
  const next = buildState(state);
  storeAll(next, changes);
  return next;
}

/**
 * `const { [key]: _, ...rest } = state` through buildState's literal: the key is undefined in the copy (left out of
 * its JSON) or not there at all.
 */
export function copyStateWithout(state: DeathmazeState, dropped: OptionalStateKey): Mutable<DeathmazeState> {
  return buildStateWithout(state, dropped);
}

function buildStateWithout(state: DeathmazeState, dropped: OptionalStateKey | undefined): Mutable<DeathmazeState> {
  const layout = dropped === undefined ? layoutOf(state) : Layout.Other;
  if (layout !== Layout.Other) return layoutLiteral(state, state.phase, layout);
  const extras = definedExtras(state, dropped);
  return copyInLayout(state, state.phase, layoutOfKeys(extras), extras);
}

/** The literal of `layout` with `phase`; for Layout.Other the usual keys' literal and `extras` stored after it. */
function copyInLayout(state: DeathmazeState, phase: DeathmazeState['phase'], layout: Layout, extras: readonly string[]): Mutable<DeathmazeState> {
  if (layout !== Layout.Other) return layoutLiteral(state, phase, layout);
  const copy = baseLiteral(state, phase);
  copyKeys(state, copy, extras);
  return copy;
}

function layoutLiteral(state: DeathmazeState, phase: DeathmazeState['phase'], layout: Layout.Plain | Layout.Campaign | Layout.Advanced): Mutable<DeathmazeState> {
  return layout === Layout.Plain ? plainLiteral(state, phase) : layout === Layout.Campaign ? campaignLiteral(state, phase) : advancedLiteral(state, phase);
}

/**
 * The layout of a state whose keys start with the usual ones, in their order, found in one walk over its keys with
 * nothing listed; Layout.Other otherwise (and for a state with keys of no layout).
 */
function layoutOf(state: DeathmazeState): Layout {
  let matched = 0;
  let defined = 0;
  let plain = true;
  let campaign = true;
  let advanced = true;
  for (const key in state) {
    if (matched < BASE_KEYS.length) {
      if (key !== BASE_KEYS[matched]) return Layout.Other;
      matched++;
      continue;
    }
    if (valueAt(state, key) === undefined) continue;
    plain = plain && PLAIN_LAYOUT[defined] === key;
    campaign = campaign && CAMPAIGN_LAYOUT[defined] === key;
    advanced = advanced && ADVANCED_LAYOUT[defined] === key;
    defined++;
  }
  if (matched < BASE_KEYS.length) return Layout.Other;
  return plain ? Layout.Plain : campaign ? Layout.Campaign : advanced ? Layout.Advanced : Layout.Other;
}

/** The layout whose first keys `extras` (a state's defined optional keys, in order) are; Layout.Other if none. */
function layoutOfKeys(extras: readonly string[]): Layout {
  if (startsLayout(extras, PLAIN_LAYOUT)) return Layout.Plain;
  if (startsLayout(extras, CAMPAIGN_LAYOUT)) return Layout.Campaign;
  if (startsLayout(extras, ADVANCED_LAYOUT)) return Layout.Advanced;
  return Layout.Other;
}

function startsLayout(extras: readonly string[], layout: readonly string[]): boolean {
  if (extras.length > layout.length) return false;
  for (let i = 0; i < extras.length; i++) if (extras[i] !== layout[i]) return false;
  return true;
}

/** The keys `state` has beyond the base ones with a value (not `dropped`), in their order. */
function definedExtras(state: DeathmazeState, dropped: OptionalStateKey | undefined): string[] {
  const extras = keysAfter(state, BASE_KEYS) ?? keysBeyond(state, BASE_KEY_NAMES);
  return extras.filter((key) => key !== dropped && valueAt(state, key) !== undefined);
}

/**
 * The state `withPhase` last made and how it was laid out. A fight's every action makes its state from the one before
 * by `withPhase`, which adds no key, so the next action's copy needs no walk over the keys (a for-in over the ~20
 * keys for every combat action). A state is never changed once made, so its layout is still the one kept. One slot:
 * it holds on to one state at most.
 */
let phasedLast: DeathmazeState | undefined;
let phasedLayout: Layout = Layout.Other;
let phasedExtras: readonly string[] = [];

/**
 * `{ ...state, phase }` through buildState's literal, the phase written in it rather than stored after; for states
 * made one from the other (see phasedLast), the layout is not looked for again.
 */
export function withPhase(state: DeathmazeState, phase: DeathmazeState['phase']): DeathmazeState {
  if (state !== phasedLast) {
    phasedLayout = layoutOf(state);
    phasedExtras = phasedLayout === Layout.Other ? definedExtras(state, undefined) : [];
    if (phasedLayout === Layout.Other) phasedLayout = layoutOfKeys(phasedExtras);
  }
  const copy = copyInLayout(state, phase, phasedLayout, phasedExtras);
  phasedLast = copy;
  return copy;
}

/** buildState's one literal for Layout.Other: the keys every state has, `phase` given. */
function baseLiteral(state: DeathmazeState, phase: DeathmazeState['phase']): Mutable<DeathmazeState> {
  const copy: Mutable<DeathmazeState> = {
    version: state.version,
    gameVariant: state.gameVariant,
    phase,
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
  return copy;
}

/** Layout.Plain's literal: the usual keys, then `charmed` and `hostile` (undefined when the state has none). */
function plainLiteral(state: DeathmazeState, phase: DeathmazeState['phase']): Mutable<DeathmazeState> {
  const copy: Mutable<DeathmazeState> = {
    version: state.version,
    gameVariant: state.gameVariant,
    phase,
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
    charmed: state.charmed,
    hostile: state.hostile,
  };
  return copy;
}

/** Layout.Campaign's literal: the usual keys, then `campaign`, `charmed` and `hostile`. */
function campaignLiteral(state: DeathmazeState, phase: DeathmazeState['phase']): Mutable<DeathmazeState> {
  const copy: Mutable<DeathmazeState> = {
    version: state.version,
    gameVariant: state.gameVariant,
    phase,
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
    campaign: state.campaign,
    charmed: state.charmed,
    hostile: state.hostile,
  };
  return copy;
}

/** Layout.Advanced's literal: the usual keys, then `campaign`, `ringsUsed`, `charmed` and `hostile`. */
function advancedLiteral(state: DeathmazeState, phase: DeathmazeState['phase']): Mutable<DeathmazeState> {
  const copy: Mutable<DeathmazeState> = {
    version: state.version,
    gameVariant: state.gameVariant,
    phase,
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
    campaign: state.campaign,
    ringsUsed: state.ringsUsed,
    charmed: state.charmed,
    hostile: state.hostile,
  };
  return copy;
}

/** The keys only some states have (the Advanced game's, campaigns', and transient ones). */
type OptionalStateKey = Exclude<keyof DeathmazeState, RequiredKeys<DeathmazeState>>;

/** The one literal the party's pool of Bezants and gems is built by, so that every pool has one hidden class. */
export function buildPool(pool: DeathmazeState['pool']): DeathmazeState['pool'] {
  const record: EveryField<DeathmazeState['pool']> = { bezants: pool.bezants, gems: pool.gems };
  return record;
}

/**
 * The one literal every stats record is built by (`{ ...stats }`, to change a counter in): stats are made in several
 * places, and a spread of one built elsewhere takes V8's slow generic copy.
 */
export function buildStats(stats: GameStats): Mutable<GameStats> {
  const record: EveryField<GameStats> = {
    chitsPlaced: stats.chitsPlaced,
    combats: stats.combats,
    deaths: stats.deaths,
    rejectedDraws: stats.rejectedDraws,
    moves: stats.moves,
    trapsSprung: stats.trapsSprung,
    negotiations: stats.negotiations,
  };
  return record;
}

/**
 * `{ ...stats, [key]: value }` as a copy and a store: on Node 20 a spread followed by a field in one literal is
 * several times slower, and every move counts something.
 */
export function withStat(stats: GameStats, key: keyof GameStats, value: number): GameStats {
  const next = buildStats(stats);
  next[key] = value;
  return next;
}

/** The keys of a Character Record as made (`Adventurer`: a new Hero's or Thief's), in the order it writes them. */
const RECORD_KEY_SET = {
  name: true,
  class: true,
  woundPoints: true,
  wounds: true,
  magicResistance: true,
  weapons: true,
  weaponSkills: true,
  detrap: true,
  experience: true,
  bezants: true,
  gems: true,
  magicItems: true,
} satisfies Record<keyof Adventurer, true>;
/** A new Hero's or Thief's record's keys, in order: toGameAdventurer's fast path (setup.ts). */
export const RECORD_KEYS = keyList(RECORD_KEY_SET);

/**
 * The keys every Character Record in play has, in the order a new game writes them: the record's own, then what play
 * adds; the optional ones (cause of death, kills, the Advanced game's) come after, in the order they came. Checked
 * against the type by `satisfies`.
 */
const ADVENTURER_KEY_SET = {
  ...RECORD_KEY_SET,
  id: true,
  player: true,
  dead: true,
  weaponBonuses: true,
  drunk: true,
  strength: true,
  cannabis: true,
} satisfies Record<RequiredKeys<GameAdventurer>, true>;
const ADVENTURER_KEYS = keyList(ADVENTURER_KEY_SET);

/**
 * The builder of every Character Record in play (`{ ...a }`, the same keys in the same order): the keys every record
 * has written out as one literal, the optional ones following in their order (see buildState). A record brought out of
 * a campaign's roster keeps the roster's key order (its id first, then its roster record's fields), which its JSON, in
 * every later expedition's state and save, has always had: that record is spread, as it always was.
 */
export function buildAdventurer(a: GameAdventurer): Mutable<GameAdventurer> {
  const extras = keysAfter(a, ADVENTURER_KEYS);
  if (extras === undefined) return { ...a };
  if (isWithin(extras, PLAY_KEYS)) return playRecord(a);
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
 * The optional keys a Basic game's records gain in play, in the order they mostly come (a killer may die later; the
 * dead kill no more). A record whose optional keys are among these, in this order, is built with both written out
 * (undefined when absent, which JSON leaves out: the same text): with them added one by one, records with and without
 * kills or a cause of death had three hidden classes, and every reader of the party was deoptimized for each.
 */
const PLAY_KEYS: readonly string[] = keyList({ kills: true, causeOfDeath: true } satisfies Partial<Record<keyof GameAdventurer, true>>);

/** Whether every one of `keys` stands in `within`, in that order. */
function isWithin(keys: readonly string[], within: readonly string[]): boolean {
  let i = 0;
  for (const key of keys) {
    while (i < within.length && within[i] !== key) i++;
    if (i++ === within.length) return false;
  }
  return true;
}

/** buildAdventurer's literal with the PLAY_KEYS written out too. */
function playRecord(a: GameAdventurer): Mutable<GameAdventurer> {
  return {
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
    kills: a.kills,
    causeOfDeath: a.causeOfDeath,
  };
}

/** A copy of a Character Record to change fields in (see buildAdventurer). */
export function copyAdventurer(a: GameAdventurer): Mutable<GameAdventurer> {
  return buildAdventurer(a);
}

/** `{ ...a, ...changes }` through buildAdventurer and stores (see withState). */
export function withAdventurer(a: GameAdventurer, changes: Partial<GameAdventurer>): GameAdventurer {
  const next = buildAdventurer(a);
  storeAll(next, changes);
  return next;
}

/** Every key of every kind of item in play, in the order buildItem writes them (checked against the type). */
export const ITEM_KEYS = keyList({
  kind: true,
  weapon: true,
  bonus: true,
  potion: true,
  spice: true,
  medallion: true,
  ring: true,
  id: true,
  doses: true,
  tested: true,
} satisfies KeySet<GameItem>);

/**
 * The one literal every item in play is built by, holding every kind's fields: those a kind lacks are undefined, which
 * JSON leaves out, so saved and logged items read exactly as the spreads that once built them (each kind's keys come
 * in this order). Built by spreads, one game's items had a hundred hidden classes, and each read was megamorphic.
 */
export function buildItem<I extends GameItem>(item: I): I;
export function buildItem(item: GameItem): GameItem {
  const i: Partial<EveryField<GameItem>> = item;
  return itemRecord(item, item.id, i.doses, i.tested);
}

/** buildItem's literal: the kind's own fields from `item`, then the id, doses and test given. */
function itemRecord(item: MagicItem, id: string, doses: number | undefined, tested: boolean | undefined): GameItem;
// The record holds exactly `item`'s fields and those given (the others undefined): the overload gives it an item's type.
function itemRecord(item: MagicItem, id: string, doses: number | undefined, tested: boolean | undefined): Partial<EveryField<GameItem>> {
  const i: Partial<EveryField<GameItem>> = item;
  const record: EveryField<GameItem> = {
    kind: item.kind,
    weapon: i.weapon,
    bonus: i.bonus,
    potion: i.potion,
    spice: i.spice,
    medallion: i.medallion,
    ring: i.ring,
    id,
    doses,
    tested,
  };
  return record;
}

/**
 * `{ ...item, id }` for an item found or brought out of the roster, with `doses` when given (an item found carries
 * none), written by buildItem's literal at once (a spread first, on Node 20, made a hidden class of its own each
 * time). An item that comes back from the roster with its doses or its test known keeps them after its own fields and
 * before its new id, as the roster wrote it: buildItem's order would change the JSON of every campaign's later
 * expeditions, so that item alone is spread, as it always was.
 */
export function gameItem(item: MagicItem, id: string, doses?: number): GameItem {
  const kept: Partial<EveryField<GameItem>> = item;
  if (kept.doses !== undefined || kept.tested !== undefined || kept.id !== undefined) return { ...item, id };
  // No doses, test or id of its own: buildItem's record of `{ ...item, id }`, or of `{ ...item, id, doses }`.
  return itemRecord(item, id, doses, undefined);
}

/**
 * `{ ...item, ...changes }` for an item in play, through buildItem; an item back from the roster with its doses or
 * test (gameItem's spread, the one item buildItem does not build) is spread, keeping its order.
 */
export function itemWith(item: GameItem, changes: { readonly potion?: PotionType; readonly doses?: number; readonly tested?: boolean }): GameItem {
  // Only buildItem's items have both a weapon's and a ring's key.
  const merged = { ...item, ...changes } as GameItem;
  return 'weapon' in item && 'ring' in item ? buildItem(merged) : merged;
}

import type { DeathmazeState, GameStats } from './types';

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
  let matched = 0;
  let extras: string[] | undefined;
  for (const key in state) {
    if (matched < BASE_KEYS.length) {
      if (key !== BASE_KEYS[matched]) return { ...state };
      matched++;
    } else {
      (extras ??= []).push(key);
    }
  }
  if (matched < BASE_KEYS.length) return { ...state };
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
  if (extras !== undefined) {
    const from = state as unknown as Record<string, unknown>;
    const to = copy as unknown as Record<string, unknown>;
    for (const key of extras) to[key] = from[key];
  }
  return copy;
}

/** The counters every state's stats have, in the order a new game writes them. */
const STAT_KEYS: readonly (keyof GameStats)[] = ['chitsPlaced', 'combats', 'deaths', 'rejectedDraws', 'moves', 'trapsSprung', 'negotiations'];

/**
 * Exactly `{ ...stats }`, to change a counter in. Stats objects are made in several places (spreads followed by
 * fields among them), so a spread of one takes V8's slow generic copy; when the keys are the usual ones in the usual
 * order (always, so far) they are written out as one literal instead. Any other stats object is spread.
 */
export function copyStats(stats: GameStats): Mutable<GameStats> {
  let matched = 0;
  for (const key in stats) {
    if (key !== STAT_KEYS[matched]) return { ...stats };
    matched++;
  }
  if (matched < STAT_KEYS.length) return { ...stats };
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

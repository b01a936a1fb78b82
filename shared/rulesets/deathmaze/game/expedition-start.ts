import { dictionaryOf } from '../../../core/dictionary';
import { EMPTY_RECORDS } from '../../../core/packed';
import { ENTRANCE_POSITION, type Maze } from '../maze';
import type { MarchingOrder } from '../combat';
import { buildPool, buildStats } from './state-copy';
import { exploringPhase } from './phase-records';
import type { DeathmazeState, GameAdventurer } from './types';

/** The fields every expedition starts with, a new game's first and each later one of a campaign alike. */
export type OpeningExpedition = Pick<
  DeathmazeState,
  | 'phase'
  | 'party'
  | 'marchingOrder'
  | 'maze'
  | 'position'
  | 'previousPosition'
  | 'entry'
  | 'pool'
  | 'bezantsTaken'
  | 'loot'
  | 'unassigned'
  | 'lurking'
  | 'featuresDone'
  | 'segmentsExplored'
  | 'stats'
  | 'nextId'
  | 'results'
>;

/**
 * [5.1], [5.13] An expedition sets out: the party stands in the entrance corridor (the one chit placed, the one segment
 * explored), exploring, with nothing pooled, taken, won or left lurking. The one builder of these fields, for
 * setup.ts (a new game) and home.ts (a campaign's next expedition), which had each written its own.
 */
export function openingExpedition(start: { readonly party: readonly GameAdventurer[]; readonly marchingOrder: MarchingOrder; readonly maze: Maze; readonly nextId: number }): OpeningExpedition {
  return {
    phase: exploringPhase(),
    party: start.party,
    marchingOrder: start.marchingOrder,
    maze: start.maze,
    position: ENTRANCE_POSITION,
    previousPosition: null,
    entry: null,
    pool: buildPool({ bezants: 0, gems: [] }),
    bezantsTaken: 0,
    loot: EMPTY_RECORDS,
    unassigned: EMPTY_RECORDS,
    lurking: dictionaryOf(),
    featuresDone: dictionaryOf(),
    segmentsExplored: 1,
    stats: buildStats({ chitsPlaced: 1, combats: 0, deaths: 0, rejectedDraws: 0, moves: 0, trapsSprung: 0, negotiations: 0 }),
    nextId: start.nextId,
    results: null,
  };
}

/**
 * [12.13], [9.45], [13.22] The Advanced game's bookkeeping as an expedition sets out: no spell ring used, no monster
 * charmed (those of the last expedition wandered off), none turned hostile. A new game has written no `hostile` list
 * (absent and empty mean the same: none) and a campaign's next expedition an empty one; each is kept as it was, so
 * that the states, and the saves verified by replaying them, stay byte for byte what they were.
 */
export function openingAdvancedBookkeeping(at: 'newGame' | 'nextExpedition'): Pick<DeathmazeState, 'ringsUsed' | 'charmed' | 'hostile'> {
  return at === 'newGame' ? { ringsUsed: [], charmed: [] } : { ringsUsed: [], charmed: [], hostile: [] };
}

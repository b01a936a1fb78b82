import { checkFacing, withNeighbourKind, type NeighbourCode, type PlacementFit } from '../../../kit/fit';
import { chitSideFacing, designOf, distinctRotations, doorCount, hasCorridorConfiguration, type ChitDesign, type ChitId, type SideKind } from './chits';
import { neighbour, opposite, sideIndex, SIDES, type Position, type Rotation, type Side } from '../../../kit/grid';
import { isEmptyRecord } from '../../../core/shape';
import { placedAt, sideKindOf, type Entry, type Maze } from './state';

export type { Entry } from './state';


export type { PlacementFit, SideCheck, SideOutcome, NeighbourCode } from '../../../kit/fit';
export { describeMismatch, neighbourKindIn } from '../../../kit/fit';

/**
 * [5.23] "If then a Corridor chit with no doors should be drawn, this corridor chit may be placed with one of its open
 * ends abutting the door the party has exited", and its mirror of ruling 5.23-b.
 */
function allowanceApplies(chitId: ChitId, chitKind: SideKind, neighbourKind: SideKind, entry: Entry | undefined, side: Side): boolean {
  if (entry === undefined || side !== entry.side) return false;
  const design = designOf(chitId);
  if (entry.through === 'door' && neighbourKind === 'door' && chitKind === 'open') {
    return hasCorridorConfiguration(design) && doorCount(design) === 0;
  }
  if (entry.through === 'open' && neighbourKind === 'open' && chitKind === 'door') return entry.doorMayMeetOpenEnd;
  return false;
}

/** [5.25]: test a chit in one facing against EVERY neighbour (empty neighbours do not constrain it). */
export function evaluatePlacement(maze: Maze, position: Position, chitId: ChitId, rotation: Rotation, entry?: Entry): PlacementFit {
  const neighbours = neighbourCode(maze, position);
  const design = designOf(chitId);
  const memo = memoOf(design);
  const index = (neighbours * ENTRY_CODES + entryCode(entry)) * 4 + rotation;
  let fit = memo.byRotation.get(index);
  if (fit === undefined) {
    fit = evaluateAgainst(neighbours, chitId, rotation, entry);
    memo.byRotation.set(index, fit);
  }
  return fit;
}

/** What the four neighbours show toward `position`, as the kit's NeighbourCode (see shared/kit/fit.ts). */
export function neighbourCode(maze: Maze, position: Position): NeighbourCode {
  // A draw and the placement after it ask about the same spot among the same chits: the last answer is kept. It reads
  // only the placed chits and the opened walls, which a draw leaves as they were.
  const last = lastSpot;
  if (last !== undefined && last.placed === maze.placed && last.openedWalls === maze.openedWalls && last.x === position.x && last.y === position.y) return last.code;
  // placedSideKind for each neighbour; the opened walls are looked at only when there are some (rarely).
  const noneOpened = isEmptyRecord(maze.openedWalls);
  let code = 0;
  for (let s = 0; s < SIDES.length; s++) {
    const side = SIDES[s]!;
    const next = neighbour(position, side);
    const chit = placedAt(maze, next);
    code = withNeighbourKind(code, chit === undefined ? undefined : noneOpened ? chitSideFacing(chit.chitId, chit.rotation, opposite(side)) : sideKindOf(maze, next, chit, opposite(side)));
  }
  lastSpot = { placed: maze.placed, openedWalls: maze.openedWalls, x: position.x, y: position.y, code };
  return code;
}

let lastSpot: { readonly placed: Maze['placed']; readonly openedWalls: Maze['openedWalls']; readonly x: number; readonly y: number; readonly code: NeighbourCode } | undefined;

/** The kit's check of one facing, with [5.23]'s allowances on the side the party enters by. */
function evaluateAgainst(neighbours: NeighbourCode, chitId: ChitId, rotation: Rotation, entry?: Entry): PlacementFit {
  return checkFacing(
    neighbours,
    rotation,
    (side) => chitSideFacing(chitId, rotation, side),
    entry?.side,
    (side, chitKind, neighbourKind) => allowanceApplies(chitId, chitKind, neighbourKind, entry, side),
  );
}

/** A chit's distinct fits in one spot, and the facings among them that match every neighbour. */
export interface SpotFits {
  readonly fits: readonly PlacementFit[];
  /** The rotations of the fits with no mismatch, in the same order. */
  readonly fitting: readonly Rotation[];
}

/**
 * A fit depends only on the chit's design, what the four neighbours show and how the party arrives, and a draw tests
 * chit after chit against the same spot: each answer is worked out once and kept (fits are never changed).
 */
interface DesignMemo {
  /** By neighbour code and entry code. */
  readonly spots: Map<number, SpotFits>;
  /** By neighbour code, entry code and rotation. */
  readonly byRotation: Map<number, PlacementFit>;
}

const memoByDesign = new Map<ChitDesign, DesignMemo>();

function memoOf(design: ChitDesign): DesignMemo {
  let memo = memoByDesign.get(design);
  if (memo === undefined) {
    memo = { spots: new Map(), byRotation: new Map() };
    memoByDesign.set(design, memo);
  }
  return memo;
}

/** 0 for no entry, else 1 + the entry's side, what it came through and ruling 5.23-b's flag as a number below 17. */
const ENTRY_CODES = 17;

function entryCode(entry: Entry | undefined): number {
  if (entry === undefined) return 0;
  return 1 + sideIndex(entry.side) * 4 + (entry.through === 'door' ? 2 : 0) + (entry.doorMayMeetOpenEnd ? 1 : 0);
}

/** One fit per distinct layout: a four-door room turned any way is the same placement, so it is offered once. */
export function distinctFits(maze: Maze, position: Position, chitId: ChitId, entry?: Entry): readonly PlacementFit[] {
  return fitsAgainst(neighbourCode(maze, position), chitId, entry).fits;
}

/** distinctFits for a spot whose neighbours are already known, with the facings that match them all. */
export function fitsAgainst(neighbours: NeighbourCode, chitId: ChitId, entry?: Entry): SpotFits {
  const memo = memoOf(designOf(chitId));
  const index = neighbours * ENTRY_CODES + entryCode(entry);
  let spot = memo.spots.get(index);
  if (spot === undefined) {
    const rotations = distinctRotations(chitId);
    const fits: PlacementFit[] = [];
    for (let i = 0; i < rotations.length; i++) fits.push(evaluateAgainst(neighbours, chitId, rotations[i]!, entry));
    // The same lists are handed to every draw that asks (a state's facings included): read-only by type, and not
    // frozen, because V8 iterates frozen arrays (map, some, for-of, JSON) several times more slowly.
    spot = { fits, fitting: rotationsOf(fits, matchesAll) };
    memo.spots.set(index, spot);
  }
  return spot;
}

function matchesAll(fit: PlacementFit): boolean {
  return fit.mismatches.length === 0;
}

/**
 * The rotations of the fits `keep` accepts, in their order, pushed onto a literal: every list of facings (a state's
 * placing phase among them) is then a packed list of small integers. Built by `filter` and `map` they were packed
 * while the builder ran unoptimized and holey once TurboFan inlined `map`, and every reader optimized on the first
 * kind (the draw, the move, the autoplayer's choice, the reducer's placing check) deoptimized on the first of the other.
 */
export function rotationsOf(fits: readonly PlacementFit[], keep: (fit: PlacementFit) => boolean): Rotation[] {
  const out: Rotation[] = [];
  for (let i = 0; i < fits.length; i++) if (keep(fits[i]!)) out.push(fits[i]!.rotation);
  return out;
}

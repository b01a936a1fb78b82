import { chitSideFacing, designOf, distinctRotations, doorCount, hasCorridorConfiguration, type ChitId, type SideKind } from './chits';
import { neighbour, opposite, SIDES, type Position, type Rotation, type Side } from './geometry';
import { placedSideKind, type Entry, type Maze } from './state';

export type { Entry } from './state';


export type SideOutcome = 'empty' | 'match' | 'allowance' | 'mismatch';

export interface SideCheck {
  readonly side: Side;
  readonly chitKind: SideKind;
  /** The kind the neighbour shows toward this segment; undefined when no chit has been drawn there. */
  readonly neighbourKind: SideKind | undefined;
  readonly outcome: SideOutcome;
}

export interface PlacementFit {
  readonly rotation: Rotation;
  readonly checks: readonly SideCheck[];
  readonly mismatches: readonly Side[];
  /** Placed neighbours matched (allowances count): what [5.25]'s fallback maximises. */
  readonly matched: number;
  /** The party can step in from the segment it is leaving. */
  readonly entryPassable: boolean;
}

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
  return evaluateAgainst(neighbourKinds(maze, position), chitId, rotation, entry);
}

/** What the four neighbours show toward `position`, in SIDES order: the same for every chit and facing tried there. */
function neighbourKinds(maze: Maze, position: Position): (SideKind | undefined)[] {
  return SIDES.map((side) => placedSideKind(maze, neighbour(position, side), opposite(side)));
}

function evaluateAgainst(neighbours: readonly (SideKind | undefined)[], chitId: ChitId, rotation: Rotation, entry?: Entry): PlacementFit {
  const checks: SideCheck[] = [];
  const mismatches: Side[] = [];
  let matched = 0;
  let entryPassable = entry === undefined;
  for (let i = 0; i < SIDES.length; i++) {
    const side = SIDES[i]!;
    const chitKind = chitSideFacing(chitId, rotation, side);
    const neighbourKind = neighbours[i];
    let outcome: SideOutcome;
    if (neighbourKind === undefined) outcome = 'empty';
    else if (neighbourKind === chitKind) outcome = 'match';
    else if (allowanceApplies(chitId, chitKind, neighbourKind, entry, side)) outcome = 'allowance';
    else outcome = 'mismatch';
    if (outcome === 'mismatch') mismatches.push(side);
    if (outcome === 'match' || outcome === 'allowance') matched++;
    if (entry !== undefined && side === entry.side) entryPassable = (outcome === 'match' || outcome === 'allowance') && chitKind !== 'wall';
    checks.push({ side, chitKind, neighbourKind, outcome });
  }
  return { rotation, checks, mismatches, matched, entryPassable };
}

/** One fit per distinct layout: a four-door room turned any way is the same placement, so it is offered once. */
export function distinctFits(maze: Maze, position: Position, chitId: ChitId, entry?: Entry): PlacementFit[] {
  const neighbours = neighbourKinds(maze, position);
  return distinctRotations(chitId).map((rotation) => evaluateAgainst(neighbours, chitId, rotation, entry));
}

/** Words for a mismatch, naming the neighbour, for rejection messages and the log. */
export function describeMismatch(check: SideCheck): string {
  const article = (k: SideKind | undefined) => (k === 'open' ? 'an open end' : k === 'door' ? 'a door' : 'a blank wall');
  return `its ${check.side} side (${article(check.chitKind)}) would meet ${article(check.neighbourKind)} on the chit to the ${check.side}`;
}

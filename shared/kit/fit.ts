import { SIDES, type Rotation, type Side } from './grid';
import type { SideKind } from './tiles';

/**
 * Fitting a drawn tile against the tiles already laid around its segment (Deathmaze [5.25], Citadel of Blood 5.0 A):
 * doors must meet doors, walls walls and open ends open ends; an empty neighbour does not constrain. A ruleset may
 * allow some meetings besides (Deathmaze [5.23]: a doorless corridor's open end on the door the party came through).
 */

export type SideOutcome = 'empty' | 'match' | 'allowance' | 'mismatch';

export interface SideCheck {
  readonly side: Side;
  readonly chitKind: SideKind;
  /** The kind the neighbour shows toward this segment; undefined when no tile has been laid there. */
  readonly neighbourKind: SideKind | undefined;
  readonly outcome: SideOutcome;
}

export interface PlacementFit {
  readonly rotation: Rotation;
  readonly checks: readonly SideCheck[];
  readonly mismatches: readonly Side[];
  /** Placed neighbours matched (allowances count): what a best-partial-match fallback maximises. */
  readonly matched: number;
  /** The party can step in from the segment it is leaving. */
  readonly entryPassable: boolean;
}

/**
 * What the four neighbours show toward a segment, as one number: a base-4 digit per side in SIDES order (0 no tile,
 * 1 open, 2 door, 3 wall). It is the same for every tile and facing tried there, so a draw works it out once, and
 * fits can be remembered by it.
 */
export type NeighbourCode = number;

const KIND_DIGIT: Readonly<Record<SideKind, number>> = { open: 1, door: 2, wall: 3 };
const DIGIT_KIND: readonly (SideKind | undefined)[] = [undefined, 'open', 'door', 'wall'];

/** Appends the next side's kind (SIDES order) to a code being built: start from 0 and add north, east, south, west. */
export function withNeighbourKind(code: NeighbourCode, kind: SideKind | undefined): NeighbourCode {
  return code * 4 + (kind === undefined ? 0 : KIND_DIGIT[kind]);
}

/** The code for the four kinds in SIDES order. */
export function neighbourCodeOf(kinds: readonly (SideKind | undefined)[]): NeighbourCode {
  let code = 0;
  for (let i = 0; i < SIDES.length; i++) code = withNeighbourKind(code, kinds[i]);
  return code;
}

/** The kind the neighbour on SIDES[index] shows toward the segment, read back from its code. */
export function neighbourKindIn(code: NeighbourCode, index: number): SideKind | undefined {
  return DIGIT_KIND[(code >> (2 * (3 - index))) & 3];
}

/**
 * A ruleset's exception to "like meets like" on one side (the side the party enters by, in Deathmaze): true if the
 * tile's `tileKind` may meet the neighbour's `neighbourKind` there.
 */
export type Allowance = (side: Side, tileKind: SideKind, neighbourKind: SideKind) => boolean;

/**
 * Tests a tile in one facing against every neighbour. `kindFacing` gives the kind the turned tile shows toward each
 * side; `entrySide` is the side of the new segment the party steps in by (undefined: no entry to check).
 */
export function checkFacing(
  neighbours: NeighbourCode,
  rotation: Rotation,
  kindFacing: (side: Side) => SideKind,
  entrySide: Side | undefined,
  allowance?: Allowance,
): PlacementFit {
  const checks: SideCheck[] = [];
  const mismatches: Side[] = [];
  let matched = 0;
  let entryPassable = entrySide === undefined;
  for (let i = 0; i < SIDES.length; i++) {
    const side = SIDES[i]!;
    const chitKind = kindFacing(side);
    const neighbourKind = neighbourKindIn(neighbours, i);
    let outcome: SideOutcome;
    if (neighbourKind === undefined) outcome = 'empty';
    else if (neighbourKind === chitKind) outcome = 'match';
    else if (allowance !== undefined && allowance(side, chitKind, neighbourKind)) outcome = 'allowance';
    else outcome = 'mismatch';
    if (outcome === 'mismatch') mismatches.push(side);
    if (outcome === 'match' || outcome === 'allowance') matched++;
    if (side === entrySide) entryPassable = (outcome === 'match' || outcome === 'allowance') && chitKind !== 'wall';
    checks.push({ side, chitKind, neighbourKind, outcome });
  }
  return { rotation, checks, mismatches, matched, entryPassable };
}

/** Words for a mismatch, naming the neighbour, for rejection messages and the log ("chit" or "tile", as the rules say). */
export function describeMismatch(check: SideCheck, piece = 'chit'): string {
  const article = (k: SideKind | undefined) => (k === 'open' ? 'an open end' : k === 'door' ? 'a door' : 'a blank wall');
  return `its ${check.side} side (${article(check.chitKind)}) would meet ${article(check.neighbourKind)} on the ${piece} to the ${check.side}`;
}

import { dictionaryOf, dictionaryWith } from '../../../core/dictionary';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { chitLayout, designOf, type ChitId } from './chits';
import { describeMismatch, evaluatePlacement, type PlacementFit } from './fit';
import { describePosition, describeRotation, neighbour, opposite, positionKey, samePosition, SIDES, sideKey, type Position, type Rotation, type SideKey } from '../../../kit/grid';
import { carryExits } from './exits';
import { findReachableFrontier, reachableFrom, reachableInOrder } from './reach';
import { copyMaze, cupsEmpty, placedAt, placedSideKind, placedWith, type ImpassableReason, type Maze, type PendingPlacement } from './state';


export interface PlaceOptions {
  /**
   * The party steps onto the chit at once: it goes down already marked visited, the same chit `markVisited` would
   * give, without copying the maze's placed chits a second time.
   */
  readonly visited?: boolean;
}

export type PlaceResult =
  /** The 'maze.place' event carries the chit, its segment and its facing for the UI. */
  | { readonly ok: true; readonly maze: Maze; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rule: string; readonly message: string };

/**
 * Lays the drawn chit in the facing the player chose ([5.24]). Only facings offered by `drawForSegment` are accepted
 * (a facing that gives the same layout as an offered one is the same placement and is accepted too). Mismatched sides
 * of a fallback chit become impassable on both faces ([5.25]); if [5.29] could not be met by any chit, a wall opens.
 */
export function placeChit(maze: Maze, position: Position, chitId: ChitId, rotation: Rotation, options: PlaceOptions = {}): PlaceResult {
  const pending = maze.pending;
  if (pending === null || !samePosition(pending.position, position)) {
    return { ok: false, rule: '5.28', message: `No chit has been drawn for segment ${describePosition(position)}: a chit is placed only after it is drawn for the segment the party enters.` };
  }
  if (pending.chitId !== chitId) {
    return { ok: false, rule: '5.25', message: `The chit drawn for segment ${describePosition(position)} is ${designOf(pending.chitId).name}, not ${designOf(chitId).name}.` };
  }
  const fit = evaluatePlacement(maze, position, chitId, rotation, pending.entry);
  // An offered facing is allowed as it is; only another facing needs comparing layouts.
  const allowed = pending.rotations.includes(rotation) || pending.rotations.some((r) => chitLayout(chitId, r) === chitLayout(chitId, rotation));
  if (!allowed) {
    const offered = pending.rotations.map(describeRotation).join('; ');
    if (!pending.fallback && fit.mismatches.length > 0) {
      const first = fit.checks.find((c) => c.outcome === 'mismatch');
      return {
        ok: false,
        rule: '5.25',
        message: `That facing does not fit: ${first === undefined ? '' : describeMismatch(first)}. Doors must meet doors, walls walls and open ends open ends. Valid facings: ${offered}.`,
      };
    }
    if (pending.lastWayOn && fit.mismatches.length === 0) {
      return { ok: false, rule: '5.29', message: `That facing would leave the Deathmaze with no way on. Valid facings: ${offered}.` };
    }
    return { ok: false, rule: '5.25', message: `Another facing matches more of the neighbouring chits. Valid facings: ${offered}.` };
  }

  const events: GameEvent[] = [];
  return { ok: true, maze: lay(maze, maze.cups, pending, fit, rotation, options, events), events };
}

/**
 * placeChit for a chit drawn from `maze` and not yet put in it (drawChit's `cups` and `pending`), laid in one of the
 * facings the draw offered: the maze `placeChit` would give after `withDrawnChit`, without building that maze between.
 * `fits` are the draw's (drawChitThrough's), which hold the facing's fit: when given, it is not worked out again. The
 * events go onto `events`.
 */
export function placeDrawn(maze: Maze, cups: Maze['cups'], pending: PendingPlacement, rotation: Rotation, events: GameEvent[], fits?: readonly PlacementFit[], options: PlaceOptions = {}): Maze {
  const fit = (fits === undefined ? undefined : fitOf(fits, rotation)) ?? evaluatePlacement(maze, pending.position, pending.chitId, rotation, pending.entry);
  return lay(maze, cups, pending, fit, rotation, options, events);
}

/** The fit of `rotation` among a draw's fits (one per distinct facing), if it is one of theirs. */
function fitOf(fits: readonly PlacementFit[], rotation: Rotation): PlacementFit | undefined {
  for (let i = 0; i < fits.length; i++) if (fits[i]!.rotation === rotation) return fits[i];
  return undefined;
}

/**
 * Lays `pending`'s chit in `maze` (its cups then `cups`), the facing already allowed and its fit worked out; the
 * events go onto `events`.
 */
function lay(maze: Maze, cups: Maze['cups'], pending: PendingPlacement, fit: PlacementFit, rotation: Rotation, options: PlaceOptions, events: GameEvent[]): Maze {
  const position = pending.position;
  const chitId = pending.chitId;
  // Copied only when a side is added: most placements match every neighbour exactly.
  let impassable = maze.impassable as Record<SideKey, ImpassableReason>;
  let allowances = maze.allowances as Record<SideKey, true>;
  for (let i = 0; i < fit.checks.length; i++) {
    const check = fit.checks[i]!;
    if (check.outcome !== 'mismatch' && check.outcome !== 'allowance') continue;
    const other = neighbour(position, check.side);
    if (check.outcome === 'mismatch') {
      if (impassable === maze.impassable) impassable = dictionaryOf(maze.impassable);
      impassable[sideKey(position, check.side)] = 'mismatch';
      impassable[sideKey(other, opposite(check.side))] = 'mismatch';
      events.push({ kind: 'maze.impassable', section: '5.25', text: logWordsWritten() ? `The ${check.side} side of segment ${describePosition(position)} does not match its neighbour and is impassable.` : '' });
    } else {
      if (allowances === maze.allowances) allowances = dictionaryOf(maze.allowances);
      allowances[sideKey(position, check.side)] = true;
      allowances[sideKey(other, opposite(check.side))] = true;
    }
  }
  events.push({
    kind: 'maze.place',
    section: '5.24',
    text: logWordsWritten() ? `Placed ${designOf(chitId).name} at ${describePosition(position)}, ${describeRotation(rotation)}.` : '',
    data: { chitId, position: pending.position, rotation },
  });

  // `{ ...maze, placed: { ...maze.placed, [key]: chit }, ... }` as a copy and stores (the same keys in the same order).
  const built = copyMaze(maze);
  built.placed = placedWith(maze.placed, positionKey(position), { chitId, rotation, visited: options.visited ?? false, order: maze.placedCount });
  built.placedCount = maze.placedCount + 1;
  built.cups = cups;
  built.impassable = impassable;
  built.allowances = allowances;
  built.pending = null;
  // Only this segment's exits and its neighbours' change; the rest are read from the maze it was laid on.
  carryExits(maze, built, position);
  if (pending.lastWayOn && !cupsEmpty(built) && findReachableFrontier(built, pending.from) === undefined) {
    const opened = openWayOn(built, pending.from);
    for (const e of opened.events) events.push(e);
    return opened.maze;
  }
  return built;
}

/**
 * Ruling 5.29-b: when no chit in the cups could keep a way on, the maze must still not be sealed. The nearest blank
 * wall (walking out from the party) that faces a segment with no chit becomes a door: "the old wall has fallen down".
 * If the party is walled in by segments it cannot reach, the nearest such shared side is opened instead and the walk
 * is repeated. Chosen in a fixed order (nearest chit, then north, east, south, west) so no die is needed.
 */
function openWayOn(maze: Maze, start: Position): { maze: Maze; events: GameEvent[] } {
  let current = maze;
  const events: GameEvent[] = [];
  // Each pass either opens a wall onto an empty segment (done) or joins at least one more chit to the reachable part.
  for (let guard = 0; guard <= current.placedCount; guard++) {
    const order = reachableInOrder(current, start);
    for (const p of order) {
      for (const side of SIDES) {
        if (placedAt(current, neighbour(p, side)) !== undefined) continue;
        if (placedSideKind(current, p, side) !== 'wall') continue;
        events.push({ kind: 'maze.wallOpened', section: '5.29', text: `The Deathmaze may not be sealed: the ${side} wall of segment ${describePosition(p)} has fallen down and is now a door.` });
        const opened = copyMaze(current);
        opened.openedWalls = dictionaryWith(current.openedWalls, sideKey(p, side), true);
        return { maze: opened, events };
      }
    }
    const reachable = reachableFrom(current, start);
    let joined = false;
    for (const p of order) {
      for (const side of SIDES) {
        const other = neighbour(p, side);
        if (placedAt(current, other) === undefined || reachable.has(positionKey(other))) continue;
        if (current.closedDoors[sideKey(p, side)]) continue;
        const impassable = dictionaryOf(current.impassable);
        delete impassable[sideKey(p, side)];
        delete impassable[sideKey(other, opposite(side))];
        const joinedUp = copyMaze(current);
        joinedUp.impassable = impassable;
        joinedUp.openedWalls = dictionaryWith(dictionaryWith(current.openedWalls, sideKey(p, side), true), sideKey(other, opposite(side)), true);
        current = joinedUp;
        events.push({ kind: 'maze.wallOpened', section: '5.29', text: `The Deathmaze may not be sealed: the ${side} side of segment ${describePosition(p)} has fallen in and is now a door.` });
        joined = true;
        break;
      }
      if (joined) break;
    }
    if (!joined) break;
  }
  return { maze: current, events };
}

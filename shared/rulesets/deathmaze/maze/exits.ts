import { neighbour, opposite, positionKey, sideKey, SIDES, type Position, type PositionKey, type Side } from './geometry';
import { chitSideFacing } from './chits';
import type { Maze } from './state';

/** Where an exit leads: a segment the party has stood on, one drawn but never entered, or one with no chit yet. */
export type ExitLeadsTo = 'explored' | 'unvisited' | 'empty';

export interface Exit {
  readonly side: Side;
  readonly through: 'door' | 'open';
  readonly to: Position;
  readonly leadsTo: ExitLeadsTo;
}

/**
 * [5.28] The sides the party may leave its segment by: not walls, not impassable ([5.25]), not doors pegged shut
 * ([9.57], [11.4]). Exits onto empty segments are left out once both cups are empty (ruling 5.23-c: nothing is left to
 * build the maze with). Looks at four neighbours only.
 */
export function exitsFrom(maze: Maze, position: Position): readonly Exit[] {
  // A maze is never changed in place (every change makes a new Maze), so a segment's exits are worked out once per
  // maze: the autoplayer's path searches ask for the same segments again and again.
  let known = exitCache.get(maze);
  if (known === undefined) {
    known = new Map();
    exitCache.set(maze, known);
  }
  const key = positionKey(position);
  let exits = known.get(key);
  if (exits === undefined) {
    exits = computeExits(maze, position, key);
    known.set(key, exits);
  }
  return exits;
}

const exitCache = new WeakMap<Maze, Map<PositionKey, readonly Exit[]>>();

/**
 * `next` was made from `prev` by a change at `touched` (a chit placed or first stood on, a side marked on them): every
 * other segment's exits are the same in both, so `next` starts with `prev`'s answers for those instead of working
 * them out again. A segment's exits read only its own chit and sides and its four neighbours, so the touched segments
 * and their neighbours are left out; a change to whether anything is left to draw carries nothing over.
 */
export function carryExits(prev: Maze, next: Maze, touched: readonly Position[]): void {
  const known = exitCache.get(prev);
  if (known === undefined || known.size === 0 || exitCache.has(next) || nothingLeftToDraw(prev) !== nothingLeftToDraw(next)) return;
  const carried = new Map(known);
  for (const p of touched) {
    carried.delete(positionKey(p));
    for (const side of SIDES) carried.delete(positionKey(neighbour(p, side)));
  }
  exitCache.set(next, carried);
}

/** Both cups are empty (cupsEmpty, read here directly so that this module needs nothing from state.ts at run time). */
function nothingLeftToDraw(maze: Maze): boolean {
  return maze.cups.corridor.length === 0 && maze.cups.room.length === 0;
}

/** A record with no keys: most mazes have no impassable side, pegged door or opened wall at all. */
function isEmptyRecord(record: Readonly<Record<string, unknown>>): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}

function computeExits(maze: Maze, position: Position, hereKey: PositionKey): readonly Exit[] {
  const here = maze.placed[hereKey];
  if (here === undefined) return [];
  const noMoreChits = nothingLeftToDraw(maze);
  // Side keys are needed only when some side is marked; most mazes have none, so the lookups are skipped.
  const opened = isEmptyRecord(maze.openedWalls) ? undefined : maze.openedWalls;
  const blocked = isEmptyRecord(maze.impassable) && isEmptyRecord(maze.closedDoors) ? undefined : maze;
  const exits: Exit[] = [];
  for (const side of SIDES) {
    // isPassable's test (placedSideKind on both faces), with each key built once for the test and the exit alike.
    const key = opened === undefined && blocked === undefined ? '' : sideKey(position, side);
    const kind = opened?.[key] ? 'door' : chitSideFacing(here.chitId, here.rotation, side);
    if (kind === 'wall') continue;
    if (blocked !== undefined && (blocked.impassable[key] !== undefined || blocked.closedDoors[key])) continue;
    const to = neighbour(position, side);
    const toKey = positionKey(to);
    const there = maze.placed[toKey];
    if (there !== undefined) {
      const back = opposite(side);
      if (!(opened !== undefined && opened[sideKey(to, back)]) && chitSideFacing(there.chitId, there.rotation, back) === 'wall') continue;
    }
    if (there === undefined && noMoreChits) continue;
    const leadsTo: ExitLeadsTo = there === undefined ? 'empty' : there.visited ? 'explored' : 'unvisited';
    exits.push({ side, through: kind === 'door' ? 'door' : 'open', to, leadsTo });
  }
  return exits;
}

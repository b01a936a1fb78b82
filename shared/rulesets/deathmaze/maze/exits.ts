import { RecentMemo } from '../../../core/recent';
import { isEmptyRecord } from '../../../core/shape';
import { neighbour, opposite, positionKey, sideKey, SIDES, type Position, type PositionKey, type Side } from '../../../kit/grid';
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
  // maze (while it is one of the latest few): the autoplayer's path searches ask for the same segments again and again.
  // Answers are not carried over to the maze made from this one: copying them cost more than working out the few
  // that are asked for again (about a third as many segments as there were copies).
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

// Kept for the last few mazes only: a game asks about its current maze, and each step makes a new one.
const exitCache = new RecentMemo<Maze, Map<PositionKey, readonly Exit[]>>(8);

/** Both cups are empty (cupsEmpty, read here directly so that this module needs nothing from state.ts at run time). */
function nothingLeftToDraw(maze: Maze): boolean {
  return maze.cups.corridor.length === 0 && maze.cups.room.length === 0;
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

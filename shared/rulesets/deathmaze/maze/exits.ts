import { neighbour, opposite, positionKey, sideKey, SIDES, type Position, type PositionKey, type Side } from './geometry';
import { chitSideFacing } from './chits';
import { cupsEmpty, type Maze } from './state';

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

function computeExits(maze: Maze, position: Position, hereKey: PositionKey): readonly Exit[] {
  const here = maze.placed[hereKey];
  if (here === undefined) return [];
  const nothingLeftToDraw = cupsEmpty(maze);
  const exits: Exit[] = [];
  for (const side of SIDES) {
    // isPassable's test (placedSideKind on both faces), with each key built once for the test and the exit alike.
    const key = sideKey(position, side);
    const kind = maze.openedWalls[key] ? 'door' : chitSideFacing(here.chitId, here.rotation, side);
    if (kind === 'wall') continue;
    if (maze.impassable[key] !== undefined || maze.closedDoors[key]) continue;
    const to = neighbour(position, side);
    const toKey = positionKey(to);
    const there = maze.placed[toKey];
    if (there !== undefined) {
      const back = opposite(side);
      if (!maze.openedWalls[sideKey(to, back)] && chitSideFacing(there.chitId, there.rotation, back) === 'wall') continue;
    }
    if (there === undefined && nothingLeftToDraw) continue;
    const leadsTo: ExitLeadsTo = there === undefined ? 'empty' : there.visited ? 'explored' : 'unvisited';
    exits.push({ side, through: kind === 'door' ? 'door' : 'open', to, leadsTo });
  }
  return exits;
}

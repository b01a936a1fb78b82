import { neighbour, opposite, sideKey, SIDES, type Position, type Side } from './geometry';
import { cupsEmpty, placedAt, placedSideKind, type Maze } from './state';

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
export function exitsFrom(maze: Maze, position: Position): Exit[] {
  if (placedAt(maze, position) === undefined) return [];
  const nothingLeftToDraw = cupsEmpty(maze);
  const exits: Exit[] = [];
  for (const side of SIDES) {
    // isPassable's test, with each side's kind and neighbour looked up once for the test and the exit alike.
    const kind = placedSideKind(maze, position, side);
    if (kind === undefined || kind === 'wall') continue;
    const key = sideKey(position, side);
    if (maze.impassable[key] !== undefined || maze.closedDoors[key]) continue;
    const to = neighbour(position, side);
    const there = placedAt(maze, to);
    if (there !== undefined && placedSideKind(maze, to, opposite(side)) === 'wall') continue;
    if (there === undefined && nothingLeftToDraw) continue;
    const leadsTo: ExitLeadsTo = there === undefined ? 'empty' : there.visited ? 'explored' : 'unvisited';
    exits.push({ side, through: kind === 'door' ? 'door' : 'open', to, leadsTo });
  }
  return exits;
}

import { TileMazeQueries, type Exit } from '../../../kit/tile-maze';
import type { Position } from '../../../kit/grid';
import { chitSideFacing } from './chits';
import type { Maze, PlacedChit } from './state';

export type { Exit, ExitLeadsTo } from '../../../kit/tile-maze';

/**
 * The tile-maze kit's walking queries (shared/kit/tile-maze.ts) over the Deathmaze: a chit shows its design's sides
 * turned by its rotation, and chits are left to draw while either cup holds one (ruling 5.23-c).
 */
export const mazeQueries = new TileMazeQueries<Maze, PlacedChit>({
  sideFacing: (chit, side) => chitSideFacing(chit.chitId, chit.rotation, side),
  // cupsEmpty, read here directly so that this module needs nothing from state.ts at run time.
  tilesLeft: (maze) => maze.cups.corridor.length > 0 || maze.cups.room.length > 0,
});

/**
 * [5.28] The sides the party may leave its segment by: not walls, not impassable ([5.25]), not doors pegged shut
 * ([9.57], [11.4]). Exits onto empty segments are left out once both cups are empty (ruling 5.23-c: nothing is left to
 * build the maze with). Looks at four neighbours only; worked out once per maze and segment.
 */
export function exitsFrom(maze: Maze, position: Position): readonly Exit[] {
  return mazeQueries.exitsFrom(maze, position);
}

/**
 * `next` was made from `maze` by a change at the chit at `changedAt` only (laid, entered), or by a draw from the cups:
 * the exits worked out for `maze` elsewhere are read from there (see the kit's carryExits).
 */
export function carryExits(maze: Maze, next: Maze, changedAt?: Position): void {
  mazeQueries.carryExits(maze, next, changedAt);
}

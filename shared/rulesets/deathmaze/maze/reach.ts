import type { Position, PositionKey } from '../../../kit/grid';
import type { FrontierSide } from '../../../kit/tile-maze';
import { mazeQueries } from './exits';
import type { Maze } from './state';

export type { FrontierSide } from '../../../kit/tile-maze';

// The walks over the Deathmaze ([5.29] asks for a way on, ruling 5.29-b for the nearest wall): the kit's, see exits.ts.

/** The frontier sides of one chit, leaving out those into `ignore` (the segment about to be filled). */
export function frontierOf(maze: Maze, position: Position, ignore?: Position): FrontierSide[] {
  return mazeQueries.frontierOf(maze, position, ignore);
}

/** The nearest way on into the unknown that the party at `start` can walk to, if any. */
export function findReachableFrontier(maze: Maze, start: Position, ignore?: Position): FrontierSide | undefined {
  return mazeQueries.findReachableFrontier(maze, start, ignore);
}

export function reachableFrom(maze: Maze, start: Position): ReadonlySet<PositionKey> {
  return mazeQueries.reachableFrom(maze, start);
}

/** Chits reachable from `start`, nearest first (breadth-first order). */
export function reachableInOrder(maze: Maze, start: Position): Position[] {
  return mazeQueries.reachableInOrder(maze, start);
}

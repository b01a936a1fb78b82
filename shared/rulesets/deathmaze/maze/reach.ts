import { neighbour, positionKey, samePosition, SIDES, type Position, type PositionKey, type Side } from '../../../kit/grid';
import { exitsFrom } from './exits';
import { cupsEmpty, isPassable, placedAt, type Maze } from './state';

/** A crossable side of a placed chit that opens onto a segment with no chit yet: a way on into the unknown. */
export interface FrontierSide {
  readonly position: Position;
  readonly side: Side;
  readonly to: Position;
}

/**
 * Breadth-first walk over crossable sides from `start`. `visit` is called for each chit reached and may stop the walk
 * by returning a value. Stops as soon as it has an answer, so the common case (a way on right next to the party) costs
 * a handful of lookups however big the maze.
 */
function walk<T>(maze: Maze, start: Position, visit: (p: Position) => T | undefined): { found: T | undefined; seen: Set<PositionKey> } {
  const seen = new Set<PositionKey>([positionKey(start)]);
  const queue: Position[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as Position;
    const found = visit(here);
    if (found !== undefined) return { found, seen };
    // The exits onto placed chits are exactly the passable sides with a chit beyond (exitsFrom applies isPassable's
    // test), in the same side order, and are memoised per maze.
    for (const exit of exitsFrom(maze, here)) {
      if (exit.leadsTo === 'empty') continue;
      const key = positionKey(exit.to);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(exit.to);
    }
  }
  return { found: undefined, seen };
}

/** The frontier sides of one chit, leaving out those into `ignore` (the segment about to be filled). */
export function frontierOf(maze: Maze, position: Position, ignore?: Position): FrontierSide[] {
  const out: FrontierSide[] = [];
  for (const side of SIDES) {
    const to = neighbour(position, side);
    if (placedAt(maze, to) !== undefined) continue;
    if (ignore !== undefined && samePosition(to, ignore)) continue;
    if (isPassable(maze, position, side)) out.push({ position, side, to });
  }
  return out;
}

/** The nearest way on into the unknown that the party at `start` can walk to, if any. */
export function findReachableFrontier(maze: Maze, start: Position, ignore?: Position): FrontierSide | undefined {
  // While chits are left, a segment's exits onto empty segments are its frontier sides (once both cups are empty
  // exitsFrom leaves them out, so the side-by-side test is used).
  if (cupsEmpty(maze)) return walk(maze, start, (p) => frontierOf(maze, p, ignore)[0]).found;
  // The walk's first answer, when the party's own segment has one (most of the time), without setting the walk up.
  return firstFrontierExit(maze, start, ignore) ?? walk(maze, start, (p) => firstFrontierExit(maze, p, ignore)).found;
}

function firstFrontierExit(maze: Maze, position: Position, ignore: Position | undefined): FrontierSide | undefined {
  for (const exit of exitsFrom(maze, position)) {
    if (exit.leadsTo !== 'empty' || (ignore !== undefined && samePosition(exit.to, ignore))) continue;
    return { position, side: exit.side, to: exit.to };
  }
  return undefined;
}

export function reachableFrom(maze: Maze, start: Position): ReadonlySet<PositionKey> {
  return walk(maze, start, () => undefined).seen;
}

/** Chits reachable from `start`, nearest first (breadth-first order). */
export function reachableInOrder(maze: Maze, start: Position): Position[] {
  const order: Position[] = [];
  walk(maze, start, (p) => {
    order.push(p);
    return undefined;
  });
  return order;
}

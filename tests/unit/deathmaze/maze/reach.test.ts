import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  createMaze,
  drawForSegment,
  exitsFrom,
  findReachableFrontier,
  markVisited,
  neighbour,
  parsePositionKey,
  placeChit,
  reachableInOrder,
  samePosition,
  type FrontierSide,
  type Maze,
  type Position,
} from '../../../../shared/rulesets/deathmaze/maze';

/** The nearest way on as the walk defines it: the first segment in breadth-first order with an exit into the unknown. */
function nearestWayOn(maze: Maze, start: Position, ignore?: Position): FrontierSide | undefined {
  for (const p of reachableInOrder(maze, start)) {
    const exit = exitsFrom(maze, p).find((e) => e.leadsTo === 'empty' && (ignore === undefined || !samePosition(e.to, ignore)));
    if (exit !== undefined) return { position: p, side: exit.side, to: exit.to };
  }
  return undefined;
}

describe('the nearest way on', () => {
  it('is the first segment in breadth-first order with an exit into the unknown, from every segment and with each such exit left out', () => {
    let walked = 0;
    for (let game = 0; game < 8; game++) {
      const rng = new Rng(Rng.fromSeedNumber(3000 + game).state());
      let maze = createMaze(rng);
      let position: Position = { x: 0, y: 0 };
      for (let step = 0; step < 50; step++) {
        for (const key of Object.keys(maze.placed)) {
          const start = parsePositionKey(key);
          const ways = exitsFrom(maze, start).filter((e) => e.leadsTo === 'empty');
          // Leaving out the start's only way on makes the walk go past it (the draw's [5.29] question).
          for (const ignore of [undefined, ...ways.map((e) => e.to)]) {
            const found = findReachableFrontier(maze, start, ignore);
            expect(found).toEqual(nearestWayOn(maze, start, ignore));
            if (ways.length === 1 && ignore !== undefined) walked++;
          }
        }
        const exits = exitsFrom(maze, position);
        const empty = exits.filter((e) => e.leadsTo === 'empty');
        const exit = empty.length > 0 && rng.int(1, 4) > 1 ? empty[rng.int(0, empty.length - 1)]! : exits[rng.int(0, exits.length - 1)];
        if (exit === undefined) break;
        if (exit.leadsTo === 'empty') {
          const draw = drawForSegment(maze, position, exit.side, rng);
          if (!draw.ok) break;
          const placed = placeChit(draw.maze, exit.to, draw.chitId, draw.rotations[rng.int(0, draw.rotations.length - 1)]!);
          if (!placed.ok) throw new Error(placed.message);
          maze = placed.maze;
        }
        maze = markVisited(maze, neighbour(position, exit.side));
        position = exit.to;
      }
    }
    expect(walked).toBeGreaterThan(100);
  });
});

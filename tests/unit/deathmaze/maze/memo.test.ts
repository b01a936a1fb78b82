import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  CHIT_DESIGNS,
  chitSideFacing,
  createMaze,
  distinctRotations,
  drawForSegment,
  exitsFrom,
  findReachableFrontier,
  markVisited,
  neighbour,
  placeChit,
  printedSideFacing,
  ROTATIONS,
  SIDES,
  type Maze,
  type Position,
} from '../../../../shared/rulesets/deathmaze/maze';
import { allExits } from './helpers';

/** The same maze as a new object, so nothing memoised for the original is used. */
const fresh = (maze: Maze): Maze => structuredClone(maze);

describe('memoised maze answers', () => {
  it('a chit shows the side its design prints, turned by its rotation, and offers one facing per distinct layout', () => {
    for (const design of CHIT_DESIGNS) {
      const id = `${design.id}#1`;
      const layouts = new Set<string>();
      for (const rotation of ROTATIONS) {
        const layout = SIDES.map((side) => {
          const kind = chitSideFacing(id, rotation, side);
          expect(kind).toBe(design.sides[SIDES.indexOf(printedSideFacing(side, rotation))]);
          return kind;
        }).join('/');
        if (!layouts.has(layout)) expect(distinctRotations(id)).toContain(rotation);
        layouts.add(layout);
      }
      expect(distinctRotations(id)).toHaveLength(layouts.size);
    }
  });

  it('exits asked of each maze as it grows equal exits worked out afresh', () => {
    for (let game = 0; game < 12; game++) {
      const rng = new Rng(Rng.fromSeedNumber(1000 + game).state());
      let maze = createMaze(rng);
      let position: Position = { x: 0, y: 0 };
      for (let step = 0; step < 40; step++) {
        // Ask about every segment first, so that answers are kept for this maze.
        expect(allExits(maze)).toEqual(allExits(fresh(maze)));
        const exits = exitsFrom(maze, position);
        const empty = exits.filter((e) => e.leadsTo === 'empty');
        const exit = empty.length > 0 ? empty[rng.int(0, empty.length - 1)]! : exits[rng.int(0, exits.length - 1)];
        if (exit === undefined) break;
        if (exit.leadsTo === 'empty') {
          const draw = drawForSegment(maze, position, exit.side, rng);
          if (!draw.ok) break;
          expect(allExits(draw.maze)).toEqual(allExits(fresh(draw.maze)));
          const placed = placeChit(draw.maze, exit.to, draw.chitId, draw.rotations[0]!, { visited: rng.int(0, 1) === 1 });
          if (!placed.ok) throw new Error(placed.message);
          maze = placed.maze;
        }
        maze = markVisited(maze, neighbour(position, exit.side));
        position = exit.to;
        expect(findReachableFrontier(maze, position)).toEqual(findReachableFrontier(fresh(maze), position));
      }
      expect(allExits(maze)).toEqual(allExits(fresh(maze)));
    }
  });
});

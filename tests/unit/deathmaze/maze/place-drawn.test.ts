import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import {
  createMaze,
  drawChit,
  drawChitThrough,
  drawForSegment,
  evaluatePlacement,
  exitsFrom,
  markVisited,
  neighbour,
  placeChit,
  placeDrawn,
  withDrawnChit,
  type Maze,
  type Position,
} from '../../../../shared/rulesets/deathmaze/maze';
import { allExits } from './helpers';

describe('a chit laid straight from its draw', () => {
  it('gives the maze and events that drawing it into the maze and placing it there give, in every facing offered', () => {
    let draws = 0;
    let facings = 0;
    let fallbacks = 0;
    // Walks long enough to empty the cups, so that some draws fall back on the best partial match ([5.25]).
    for (let game = 0; game < 10; game++) {
      const rng = new Rng(Rng.fromSeedNumber(2000 + game).state());
      let maze = createMaze(rng);
      let position: Position = { x: 0, y: 0 };
      for (let step = 0; step < 150; step++) {
        const exits = exitsFrom(maze, position);
        const empty = exits.filter((e) => e.leadsTo === 'empty');
        const exit = empty.length > 0 ? empty[rng.int(0, empty.length - 1)]! : exits[rng.int(0, exits.length - 1)];
        if (exit === undefined) break;
        if (exit.leadsTo === 'empty') {
          // The same draw both ways, from generators in the same state.
          const state = rng.state();
          const whole = drawForSegment(maze, position, exit.side, new Rng(state));
          const throughEvents: GameEvent[] = [];
          const through = drawChitThrough(maze, position, exit, new Rng(state), throughEvents);
          const draw = drawChit(maze, position, exit.side, rng);
          if (!whole.ok || !draw.ok || !through.ok) {
            expect(draw).toEqual(whole);
            expect(through.ok).toBe(draw.ok);
            break;
          }
          // Through the exit: the same draw, its events on the list given, and the chit's fits those evaluatePlacement gives.
          expect(JSON.stringify([through.chitId, through.rotations, through.rejected, through.fallback, through.cups, through.pending, throughEvents])).toBe(
            JSON.stringify([draw.chitId, draw.rotations, draw.rejected, draw.fallback, draw.cups, draw.pending, draw.events]),
          );
          for (const fit of through.fits) expect(fit).toEqual(evaluatePlacement(maze, exit.to, draw.chitId, fit.rotation, draw.pending.entry));
          for (const rotation of draw.rotations) expect(through.fits.some((f) => f.rotation === rotation)).toBe(true);
          draws++;
          if (draw.fallback) fallbacks++;
          const drawn = withDrawnChit(maze, draw);
          expect(JSON.stringify(drawn)).toBe(JSON.stringify(whole.maze));
          expect(JSON.stringify([draw.chitId, draw.rotations, draw.rejected, draw.fallback, draw.events])).toBe(
            JSON.stringify([whole.chitId, whole.rotations, whole.rejected, whole.fallback, whole.events]),
          );
          let next: Maze | undefined;
          for (const rotation of draw.rotations) {
            facings++;
            const visited = rng.int(0, 1) === 1;
            const directEvents: GameEvent[] = [];
            const direct = placeDrawn(maze, draw.cups, draw.pending, rotation, directEvents, undefined, { visited });
            const withFitsEvents: GameEvent[] = [];
            const withFits = placeDrawn(maze, through.cups, through.pending, rotation, withFitsEvents, through.fits, { visited });
            const viaDrawn = placeChit(drawn, exit.to, draw.chitId, rotation, { visited });
            if (!viaDrawn.ok) throw new Error('an offered facing was refused');
            expect(JSON.stringify(direct)).toBe(JSON.stringify(viaDrawn.maze));
            expect(JSON.stringify(directEvents)).toBe(JSON.stringify(viaDrawn.events));
            expect(JSON.stringify(withFits)).toBe(JSON.stringify(viaDrawn.maze));
            expect(JSON.stringify(withFitsEvents)).toBe(JSON.stringify(viaDrawn.events));
            next ??= direct;
          }
          // The exits carried to the laid maze from the one it was drawn from, against a copy's worked out afresh.
          expect(JSON.stringify(allExits(next!))).toBe(JSON.stringify(allExits(structuredClone(next!))));
          maze = next!;
        }
        maze = markVisited(maze, neighbour(position, exit.side));
        position = exit.to;
      }
    }
    expect(draws).toBeGreaterThan(300);
    expect(facings).toBeGreaterThan(draws);
    expect(fallbacks).toBeGreaterThan(0);
  });
});

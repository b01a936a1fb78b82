import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { firstStepTo, routeHome, type WalkGoal } from '../../../../shared/rulesets/deathmaze/autoplay-paths';
import { applyAction, newGame, setupSchema } from '../../../../shared/rulesets/deathmaze/game';
import {
  createMaze,
  DEATHMAZE_CHIT_MIX,
  drawForSegment,
  ENTRANCE_POSITION,
  exitsFrom,
  findReachableFrontier,
  markVisited,
  placeChit,
  positionKey,
  samePosition,
  scaledMix,
  sideKey,
  type Maze,
  type Position,
  type Side,
} from '../../../../shared/rulesets/deathmaze/maze';

const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };
const GOALS: readonly WalkGoal[] = ['frontier', 'entrance'];

/** The plain search, written out as simply as possible: breadth-first, goal tested as each segment leaves the queue. */
function referenceStep(maze: Maze, start: Position, goal: WalkGoal): Side | undefined {
  const seen = new Set([positionKey(start)]);
  const queue: { p: Position; first: Side | undefined }[] = [{ p: start, first: undefined }];
  for (let i = 0; i < queue.length; i++) {
    const { p, first } = queue[i]!;
    const exits = exitsFrom(maze, p);
    const isGoal = goal === 'entrance' ? samePosition(p, ENTRANCE_POSITION) : exits.some((e) => e.leadsTo === 'empty');
    if (first !== undefined && isGoal) return first;
    for (const e of exits) {
      if (e.leadsTo === 'empty' || seen.has(positionKey(e.to))) continue;
      seen.add(positionKey(e.to));
      queue.push({ p: e.to, first: first ?? e.side });
    }
  }
  return undefined;
}

function positionsOf(maze: Maze): Position[] {
  return Object.keys(maze.placed).map((key) => {
    const [x, y] = key.split(',').map(Number);
    return { x: x!, y: y! };
  });
}

/** The mazes of a few seeded autoplayed expeditions, every fifth one and the last. */
function playedMazes(games: number): Maze[] {
  const out: Maze[] = [];
  for (let i = 0; i < games; i++) {
    const rng = new Rng(rngStateFromSeed(`PATH-000${i}`));
    let state = newGame(setupSchema.parse(PARTY), rng).state;
    let count = 0;
    while (state.phase.kind !== 'ended') {
      if (count++ % 5 === 0 && state.maze !== out[out.length - 1]) out.push(state.maze);
      const step = applyAction(state, chooseAction(state), rng);
      if (!step.ok) throw new Error(step.message);
      state = step.state;
    }
    out.push(state.maze);
  }
  return out;
}

/** A maze grown to `size` chits by always drawing at the nearest way on, every chit visited. */
function grownMaze(size: number): Maze {
  const rng = Rng.fromSeedNumber(size);
  let maze = createMaze(rng, { mix: scaledMix(DEATHMAZE_CHIT_MIX, Math.ceil(size / 90)) });
  while (maze.placedCount < size) {
    const frontier = findReachableFrontier(maze, ENTRANCE_POSITION);
    if (!frontier) break;
    const draw = drawForSegment(maze, frontier.position, frontier.side, rng);
    if (!draw.ok) break;
    const placed = placeChit(draw.maze, frontier.to, draw.chitId, draw.rotations[0]!);
    if (!placed.ok) break;
    maze = markVisited(placed.maze, frontier.to);
  }
  return maze;
}

/** The same maze with some sides blocked on one face only, so that a way one way is not a way back. */
function withOneWaySides(maze: Maze, every: number): Maze {
  const impassable: Record<string, 'mismatch'> = { ...maze.impassable };
  positionsOf(maze).forEach((p, i) => {
    if (i % every === 0) impassable[sideKey(p, (['north', 'east', 'south', 'west'] as const)[i % 4]!)] = 'mismatch';
  });
  return { ...maze, impassable };
}

/** Asks about every segment of one maze object in turn (the later questions are answered from what the first kept). */
function expectSameAsSearch(maze: Maze): number {
  let asked = 0;
  for (const goal of GOALS) {
    for (const start of positionsOf(maze)) {
      expect(firstStepTo(maze, start, goal), `${goal} from ${positionKey(start)}`).toBe(referenceStep(maze, start, goal));
      asked++;
    }
  }
  return asked;
}

describe('the autoplayer walking the maze', () => {
  it('takes the first step the breadth-first search takes, from every segment of played mazes', () => {
    let asked = 0;
    for (const maze of playedMazes(4)) asked += expectSameAsSearch(maze);
    expect(asked).toBeGreaterThan(500);
  });

  it('takes the same first steps in a large maze, and where some sides can be crossed one way only', () => {
    const big = grownMaze(150);
    expect(big.placedCount).toBe(150);
    expectSameAsSearch(big);
    expectSameAsSearch(withOneWaySides(big, 3));
    for (const maze of playedMazes(2)) expectSameAsSearch(withOneWaySides(maze, 2));
  });

  it('walks home step by step along a shortest way, one maze throughout', () => {
    const maze = grownMaze(60);
    const far = positionsOf(maze).reduce((a, b) => (Math.abs(b.x) + Math.abs(b.y) > Math.abs(a.x) + Math.abs(a.y) ? b : a));
    let here = far;
    let steps = 0;
    while (!samePosition(here, ENTRANCE_POSITION)) {
      const side = firstStepTo(maze, here, 'entrance');
      expect(side).toBe(referenceStep(maze, here, 'entrance'));
      here = exitsFrom(maze, here).find((e) => e.side === side)!.to;
      steps++;
      expect(steps).toBeLessThan(60);
    }
    expect(steps).toBeGreaterThanOrEqual(Math.abs(far.x) + Math.abs(far.y));
  });

  it('lays out the whole walk home the player is offered: each step an exit of the segment before, ending at the entrance', () => {
    const maze = grownMaze(60);
    for (const start of positionsOf(maze)) {
      const route = routeHome(maze, start);
      let here = start;
      for (const step of route) {
        const exit = exitsFrom(maze, here).find((e) => e.side === step.side);
        expect(exit?.leadsTo, `a known segment beyond ${step.side} of ${positionKey(here)}`).not.toBe('empty');
        expect(exit?.to).toEqual(step.to);
        here = step.to;
      }
      expect(here).toEqual(samePosition(start, ENTRANCE_POSITION) || route.length > 0 ? ENTRANCE_POSITION : start);
      // As long as the breadth-first search says the way home is: one step fewer from the segment the first leads to.
      if (route.length > 1) expect(routeHome(maze, route[0]!.to)).toHaveLength(route.length - 1);
    }
    expect(routeHome(maze, ENTRANCE_POSITION)).toEqual([]);
  });

  it('offers no walk home where every way back is blocked', () => {
    const maze = grownMaze(30);
    const far = positionsOf(maze).find((p) => !samePosition(p, ENTRANCE_POSITION))!;
    const impassable: Record<string, 'mismatch'> = { ...maze.impassable };
    for (const side of ['north', 'east', 'south', 'west'] as const) impassable[sideKey(far, side)] = 'mismatch';
    expect(routeHome({ ...maze, impassable }, far)).toEqual([]);
  });
});

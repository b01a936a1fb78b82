import { expect } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  chitsOfMix,
  createMaze,
  cupsEmpty,
  drawForSegment,
  ENTRANCE_POSITION,
  exitsFrom,
  findReachableFrontier,
  isPassable,
  markVisited,
  neighbour,
  opposite,
  parsePositionKey,
  placeChit,
  placedSideKind,
  positionKey,
  reachableFrom,
  SIDES,
  sideKey,
  type ChitId,
  type ChitMix,
  type Maze,
  type Position,
  type Rotation,
} from '../../../../shared/rulesets/deathmaze/maze';

/** A maze laid out by hand, for the text's own examples. Cups hold exactly what the test names. */
export function handMaze(
  chits: readonly { x: number; y: number; chitId: ChitId; rotation: Rotation }[],
  cups: { corridor?: ChitId[]; room?: ChitId[] },
): Maze {
  const placed: Record<string, Maze['placed'][string]> = {};
  chits.forEach((c, order) => {
    placed[positionKey(c)] = { chitId: c.chitId, rotation: c.rotation, visited: true, order };
  });
  return {
    mixId: 'hand',
    placed,
    placedCount: chits.length,
    cups: { corridor: cups.corridor ?? [], room: cups.room ?? [] },
    impassable: {},
    closedDoors: {},
    allowances: {},
    openedWalls: {},
    pending: null,
  };
}

/**
 * Invariant checks return a list of problems (empty when all is well) instead of calling `expect` per side: the
 * property tests run them after every placement of thousands of explorations.
 */

/** Every rule of [5.25] holds on every shared side, or the mismatch is recorded as impassable on both faces. */
export function sideProblems(maze: Maze, only?: readonly Position[]): string[] {
  const problems: string[] = [];
  for (const p of only ?? Object.keys(maze.placed).map(parsePositionKey)) {
    for (const side of SIDES) {
      const other = neighbour(p, side);
      const b = placedSideKind(maze, other, opposite(side));
      if (b === undefined) continue;
      const a = placedSideKind(maze, p, side);
      const here = sideKey(p, side);
      const there = sideKey(other, opposite(side));
      if (maze.impassable[here] !== undefined || maze.impassable[there] !== undefined) {
        if (maze.impassable[here] === undefined || maze.impassable[there] === undefined) problems.push(`${here}: impassable on one face only`);
        if (a === b && a !== 'wall') problems.push(`${here}: matching ${a} sides recorded as impassable`);
        continue;
      }
      if (a === b) continue;
      // The only legal unequal pair: an open end on a door, under [5.23] or ruling 5.23-b, recorded on both faces.
      const allowed = maze.allowances[here] === true && maze.allowances[there] === true && [a, b].sort().join() === 'door,open';
      if (!allowed) problems.push(`${here} (${a}) meets ${there} (${b})`);
    }
  }
  return problems;
}

export function expectSidesConsistent(maze: Maze): void {
  expect(sideProblems(maze)).toEqual([]);
}

export function conservationProblems(maze: Maze, mix: ChitMix): string[] {
  const all = chitsOfMix(mix);
  const expected = [...all.corridor, ...all.room].sort();
  const actual = [...maze.cups.corridor, ...maze.cups.room, ...Object.values(maze.placed).map((p) => p.chitId)];
  if (maze.pending) actual.push(maze.pending.chitId);
  actual.sort();
  return actual.length === expected.length && actual.every((id, i) => id === expected[i]) ? [] : [`chits not conserved: ${actual.length} of ${expected.length}`];
}

export function expectChitsConserved(maze: Maze, mix: ChitMix): void {
  expect(conservationProblems(maze, mix)).toEqual([]);
}

export function sealProblems(maze: Maze, party: Position): string[] {
  if (cupsEmpty(maze) || findReachableFrontier(maze, party) !== undefined) return [];
  return [`sealed: no way on reachable from ${positionKey(party)} with ${maze.cups.corridor.length + maze.cups.room.length} chits left`];
}

export function expectNotSealed(maze: Maze, party: Position): void {
  expect(sealProblems(maze, party)).toEqual([]);
}

export function entranceProblems(maze: Maze, party: Position): string[] {
  return reachableFrom(maze, party).has(positionKey(ENTRANCE_POSITION)) ? [] : [`entrance unreachable from ${positionKey(party)}`];
}

export function expectEntranceReachable(maze: Maze, party: Position): void {
  expect(entranceProblems(maze, party)).toEqual([]);
}

export interface Exploration {
  maze: Maze;
  party: Position;
  placements: number;
  fallbacks: number;
  rejections: number;
  lastWayOnDraws: number;
  wallsOpened: number;
}

/**
 * A random player: usually takes an exit into the unknown, sometimes wanders, and when its segment has no way on it
 * walks (through crossable sides only) to the nearest one. `check` runs after every placement.
 */
export function explore(
  seed: number,
  moves: number,
  mix: ChitMix,
  check: (maze: Maze, party: Position, placedAt: Position) => void = () => {},
): Exploration {
  const rng = Rng.fromSeedNumber(seed);
  let maze = createMaze(rng, { mix, entranceRotation: rng.int(0, 3) as Rotation });
  let party: Position = ENTRANCE_POSITION;
  const stats = { placements: 0, fallbacks: 0, rejections: 0, lastWayOnDraws: 0, wallsOpened: 0 };
  for (let move = 0; move < moves; move++) {
    const exits = exitsFrom(maze, party);
    const unknown = exits.filter((e) => e.leadsTo === 'empty');
    if (unknown.length === 0 && rng.int(1, 2) === 1) {
      const frontier = findReachableFrontier(maze, party);
      if (frontier !== undefined) {
        party = frontier.position;
        continue;
      }
    }
    const pool = unknown.length > 0 && rng.int(1, 10) <= 8 ? unknown : exits;
    const exit = pool[rng.int(0, pool.length - 1)];
    if (exit === undefined) break;
    if (exit.leadsTo !== 'empty') {
      party = exit.to;
      maze = markVisited(maze, party);
      continue;
    }
    const drawn = drawForSegment(maze, party, exit.side, rng);
    if (!drawn.ok) throw new Error(`seed ${seed}: draw failed: ${drawn.message}`);
    stats.rejections += drawn.rejected.length;
    if (drawn.fallback) stats.fallbacks++;
    if (drawn.events.some((e) => e.kind === 'maze.lastWayOn')) stats.lastWayOnDraws++;
    const rotation = drawn.rotations[rng.int(0, drawn.rotations.length - 1)] as Rotation;
    const placed = placeChit(drawn.maze, exit.to, drawn.chitId, rotation);
    if (!placed.ok) throw new Error(`seed ${seed}: placement refused: ${placed.message}`);
    stats.placements++;
    stats.wallsOpened += placed.events.filter((e) => e.kind === 'maze.wallOpened').length;
    maze = placed.maze;
    if (isPassable(maze, party, exit.side)) {
      party = exit.to;
      maze = markVisited(maze, party);
    }
    check(maze, party, exit.to);
  }
  return { maze, party, ...stats };
}

/** Every placed segment's exits, asked of the maze itself (memoised). */
export function allExits(maze: Maze) {
  return Object.keys(maze.placed).map((key) => [key, exitsFrom(maze, parsePositionKey(key))]);
}

import { describe, expect, it } from 'vitest';
import { DEATHMAZE_CHIT_MIX, scaledMix } from '../../../../shared/rulesets/deathmaze/maze';
import {
  conservationProblems,
  entranceProblems,
  expectChitsConserved,
  expectEntranceReachable,
  expectNotSealed,
  expectSidesConsistent,
  explore,
  sealProblems,
  sideProblems,
} from './helpers';

describe('random explorations (300 seeds × 150 moves)', () => {
  // Three batches of 100 seeds, so that no single test runs long.
  it.each([1, 101, 201])('keep every invariant as the maze grows (seeds %i…+99)', (first) => {
    const problems: string[] = [];
    for (let seed = first; seed < first + 100; seed++) {
      const run = explore(seed, 150, DEATHMAZE_CHIT_MIX, (maze, party, placedAt) => {
        // The new chit's sides and the seal after every placement; the whole maze every tenth placement and at the end.
        const whole = maze.placedCount % 10 === 0;
        const found = [
          ...sideProblems(maze, whole ? undefined : [placedAt]),
          ...sealProblems(maze, party),
          ...(whole ? [...conservationProblems(maze, DEATHMAZE_CHIT_MIX), ...entranceProblems(maze, party)] : []),
        ];
        if (found.length > 0 && problems.length < 10) problems.push(`seed ${seed}, ${maze.placedCount} chits: ${found.join('; ')}`);
      });
      const end = [
        ...sideProblems(run.maze),
        ...conservationProblems(run.maze, DEATHMAZE_CHIT_MIX),
        ...sealProblems(run.maze, run.party),
        ...entranceProblems(run.maze, run.party),
      ];
      if (end.length > 0 && problems.length < 10) problems.push(`seed ${seed} at the end: ${end.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('exercise the whole procedure: throw-backs, fallbacks, [5.29] and empty cups', () => {
    const totals = { placements: 0, fallbacks: 0, rejections: 0, lastWayOn: 0, emptied: 0 };
    for (let seed = 1; seed <= 100; seed++) {
      const run = explore(seed, 150, DEATHMAZE_CHIT_MIX);
      totals.placements += run.placements;
      totals.fallbacks += run.fallbacks;
      totals.rejections += run.rejections;
      totals.lastWayOn += run.lastWayOnDraws;
      if (run.maze.cups.corridor.length + run.maze.cups.room.length === 0) totals.emptied++;
    }
    expect(totals.placements).toBeGreaterThan(100 * 50);
    expect(totals.rejections).toBeGreaterThan(0);
    expect(totals.fallbacks).toBeGreaterThan(0);
    expect(totals.lastWayOn).toBeGreaterThan(0);
    expect(totals.emptied).toBeGreaterThan(0);
  });

  it('build the same maze from the same seed, byte for byte', () => {
    for (const seed of [3, 77, 250]) {
      expect(JSON.stringify(explore(seed, 150, DEATHMAZE_CHIT_MIX).maze)).toBe(JSON.stringify(explore(seed, 150, DEATHMAZE_CHIT_MIX).maze));
    }
  });

  it('place featured Rooms at about the rate of the mix ([6.0])', () => {
    // Over many mazes, placed Room segments carry features at about the mix's rate (12 of 54 real rooms).
    let rooms = 0;
    let featured = 0;
    for (let seed = 1000; seed < 1100; seed++) {
      const { maze } = explore(seed, 60, DEATHMAZE_CHIT_MIX);
      for (const p of Object.values(maze.placed)) {
        const id = p.chitId.slice(0, p.chitId.lastIndexOf('#'));
        if (!id.startsWith('room-')) continue;
        rooms++;
        if (/fountain|statue|trap-door/.test(id)) featured++;
      }
    }
    expect(rooms).toBeGreaterThan(1000);
    expect(featured / rooms).toBeGreaterThan(0.12);
    expect(featured / rooms).toBeLessThan(0.33);
  });
});

describe('a long game with a ×6 countermix', () => {
  it('places 500+ chits with the invariants intact', () => {
    const mix = scaledMix(DEATHMAZE_CHIT_MIX, 6);
    for (const seed of [11, 12]) {
      const run = explore(seed, 4000, mix);
      expect(run.placements).toBeGreaterThan(500);
      expectSidesConsistent(run.maze);
      expectChitsConserved(run.maze, mix);
      expectNotSealed(run.maze, run.party);
      expectEntranceReachable(run.maze, run.party);
    }
  });
});

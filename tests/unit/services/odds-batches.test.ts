import { describe, expect, it } from 'vitest';
import { batchPlan, batchSize } from '../../../electron/services/odds/pool';
import type { OddsJob } from '../../../electron/services/odds/job';

const expeditions = (games: number): OddsJob => ({ kind: 'expeditions', rulesetId: 'deathmaze', seed: 'PLAN', games, setup: {} });

describe('how an odds run is cut into batches', () => {
  it('covers every game once, in order, whatever the number of players', () => {
    for (const games of [1, 7, 250, 2000, 100_000]) {
      for (const players of [1, 2, 3, 8]) {
        const plan = batchPlan(expeditions(games), players);
        expect(plan.map((b) => b.batch)).toEqual([...plan.keys()]);
        let next = 0;
        for (const b of plan) {
          expect(b.start).toBe(next);
          expect(b.count).toBeGreaterThan(0);
          next += b.count;
        }
        expect(next).toBe(games);
      }
    }
  });

  it('starts each player on a small batch, so the first progress comes early, and grows to the full size', () => {
    const job = expeditions(2000);
    const full = batchSize(job, 2);
    const plan = batchPlan(job, 2);
    expect(plan[0]!.count).toBeLessThanOrEqual(Math.ceil(full / 8));
    expect(plan[1]!.count).toBe(plan[0]!.count);
    expect(Math.max(...plan.map((b) => b.count))).toBe(full);
    // Never more than a doubling from one round to the next.
    for (let i = 2; i < plan.length - 1; i++) expect(plan[i]!.count).toBeLessThanOrEqual(2 * plan[i - 2]!.count);
  });

  it('shrinks the batches near the end, so that no player is left playing a full batch alone', () => {
    for (const [games, players] of [[1000, 2], [100_000, 2], [100_000, 8]] as const) {
      const job = expeditions(games);
      const plan = batchPlan(job, players);
      const first = plan[0]!.count;
      expect(Math.max(...plan.map((b) => b.count))).toBe(batchSize(job, players));
      // The last batch each player takes is no larger than its first.
      for (const b of plan.slice(-players)) expect(b.count).toBeLessThanOrEqual(first);
      // Whatever is still to hand out when a batch is taken, that batch is at most a quarter of a player's share of it.
      for (const b of plan) expect(b.count).toBeLessThanOrEqual(Math.max(first, Math.ceil((games - b.start) / (players * 4))));
    }
  });

  it('plays a campaign run a campaign at a time at first', () => {
    const job: OddsJob = { kind: 'campaigns', rulesetId: 'deathmaze', seed: 'PLAN', games: 40, setup: {}, expeditions: 10 };
    expect(batchPlan(job, 2)[0]!.count).toBe(1);
  });
});

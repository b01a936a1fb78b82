import { describe, expect, it } from 'vitest';
import { runOdds } from '../../../electron/services/odds/pool';

const FOUR = { variant: 'basic', party: [] } as const;

// Each odds thread loads the job's ruleset itself (the lazy registry) before its first game: a ruleset it cannot load
// must end the run with the reason, from a worker thread as from the caller's own, never leave it waiting.
describe('an odds job whose ruleset cannot be simulated', () => {
  for (const [where, options] of [
    ['on a worker thread', { jobs: 1, minGamesPerWorker: 1 }],
    ['on the caller’s thread', { jobs: 1, allowInProcess: true }],
  ] as const) {
    it(`fails with the reason ${where}`, async () => {
      const run = runOdds({ job: { kind: 'expeditions', rulesetId: 'nosuchgame', seed: 'S', games: 3, setup: FOUR }, ...options });
      await expect(run).rejects.toThrow('The ruleset “nosuchgame” has no autoplayer to simulate with.');
    });
  }
});

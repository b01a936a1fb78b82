import { describe, expect, it } from 'vitest';
import { rulesets } from '../../../shared/rulesets/registry';
import { sweepGame, sweepSeed, type SweepPolicy } from '../../support/sweep';

/**
 * The random-choice sweep: every ruleset in the registry, from each of its sweep setups, plays many seeded games
 * choosing uniformly at random among the listed choices (and, mixed, with its autoplayer), and every step is checked
 * (see tests/support/sweep.ts). SWEEP_GAMES sets the games per setup and policy (default 75 random and 75 mixed
 * overall per setup); SWEEP_CHECK_EVERY how often every listed choice is tried (default every 10th step, 1 = always).
 */
const GAMES = Math.max(1, Number(process.env.SWEEP_GAMES ?? 75));
const CHECK_EVERY = Math.max(1, Number(process.env.SWEEP_CHECK_EVERY ?? 10));
const BATCH = 25;

for (const ruleset of Object.values(rulesets)) {
  const setups = ruleset.sweepSetups ?? [];
  describe(`random-choice sweep: ${ruleset.title}`, () => {
    it('names at least one setup to sweep', () => {
      expect(setups.length).toBeGreaterThan(0);
    });
    for (const { label, setup } of setups) {
      for (const policy of ['random', 'mixed'] as SweepPolicy[]) {
        if (policy === 'mixed' && !ruleset.autoplay) continue;
        for (let from = 0; from < GAMES; from += BATCH) {
          const to = Math.min(GAMES, from + BATCH);
          it(`${label}: ${policy} choices, games ${from + 1}–${to}: every choice applies, every game ends, every invariant holds`, () => {
            const problems: string[] = [];
            for (let i = from; i < to; i++) {
              const seed = sweepSeed(i);
              const r = sweepGame(ruleset, setup, seed, policy === 'random' ? i : 100_000 + i, { policy, maxActions: 5000, checkAllEvery: CHECK_EVERY });
              for (const p of r.problems) problems.push(`game ${i + 1} (seed ${seed}): ${p}`);
            }
            expect(problems.slice(0, 10)).toEqual([]);
          }, 300_000);
        }
      }
    }
  });
}

import { describe, expect, it } from 'vitest';
import { rulesets } from '../../../shared/rulesets/registry';
import { sweepSeed } from '../../support/sweep';
import { conformanceGame } from '../../support/conformance';

/**
 * The conformance suite: what every ruleset in the registry promises the app, checked on states reached by seeded
 * random play (tests/support/conformance.ts). A ruleset added to shared/rulesets/registry.ts is checked here with no
 * further line. CONFORMANCE_GAMES sets the seeds per setup (default 30), CONFORMANCE_ACTIONS the actions each game
 * plays at most (default 400): every listed choice is tried at every step, so cost grows with both.
 *
 * `view` and `sheets` are optional in the contract while Deathmaze gains them: a ruleset without them is reported as
 * skipped, with the reason. Set REQUIRED to true (the contract makes them required) and a ruleset lacking them fails.
 */
const REQUIRED = { view: true, sheets: true } as const;
const GAMES = Math.max(1, Number(process.env.CONFORMANCE_GAMES ?? 30));
const MAX_ACTIONS = Math.max(1, Number(process.env.CONFORMANCE_ACTIONS ?? 400));
const BATCH = 10;

for (const ruleset of Object.values(rulesets)) {
  const setups = ruleset.sweepSetups ?? [];
  describe(`conformance: ${ruleset.title} (${ruleset.id})`, () => {
    it('names at least one setup to play from (Ruleset.sweepSetups)', () => {
      expect(setups.length, `${ruleset.id} lists no sweepSetups, so nothing of it can be checked`).toBeGreaterThan(0);
    });
    it('has a title, rules, tables and an action and setup schema', () => {
      expect(ruleset.title.trim()).not.toBe('');
      expect(Array.isArray(ruleset.tables) && Array.isArray(ruleset.rulings)).toBe(true);
      expect(typeof ruleset.setupSchema.safeParse).toBe('function');
      expect(typeof ruleset.actionSchema.safeParse).toBe('function');
    });
    for (const { label, setup } of setups) {
      for (let from = 0; from < GAMES; from += BATCH) {
        const to = Math.min(GAMES, from + BATCH);
        it(`${label}, games ${from + 1}–${to}: every listed choice applies, the state is JSON, view and sheets render, replay is byte-identical`, () => {
          const problems: string[] = [];
          let views = 0;
          let sheets = 0;
          for (let i = from; i < to; i++) {
            const seed = sweepSeed(i);
            const r = conformanceGame(ruleset, setup, seed, 200_000 + i, { maxActions: MAX_ACTIONS, require: REQUIRED });
            for (const p of r.problems) problems.push(`game ${i + 1} (seed ${seed}): ${p}`);
            views += r.viewsChecked;
            sheets += r.sheetsChecked;
          }
          expect(problems.slice(0, 10)).toEqual([]);
          // A ruleset with view/sheets has them checked on every state reached, not silently on none.
          expect(views).toBeGreaterThan(0);
          expect(sheets).toBeGreaterThan(0);
        }, 600_000);
      }
    }
  });
}

import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { goalProgress, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { FOUR, act, fresh } from './helpers';

describe('[4.0] progress toward the goal, shown during play', () => {
  it('starts with everyone alive, half needed, no Experience and no Bezants towards the 75 and 100', () => {
    const p = goalProgress(fresh(3).state);
    expect(p.players).toEqual([{ player: 1, alive: 4, adventurers: 4, needed: 2 }]);
    expect(p.survivors.map((s) => s.name)).toEqual(['Arn', 'Bree', 'Cal', 'Dee']);
    expect(p.survivors.every((s) => s.experience === 0)).toBe(true);
    expect([p.share, p.bezantsNeeded, p.experienceNeeded, p.met]).toEqual([0, 100, 75, false]);
  });

  it('says "met" exactly when leaving at that moment wins, over seeded expeditions', () => {
    let left = 0;
    let won = 0;
    // At least 40 expeditions, and on until two have been won (about 1 in 20 autoplayed Basic expeditions is).
    for (let seed = 1; seed <= 400 && (seed <= 40 || won < 2); seed++) {
      const start = fresh(seed, FOUR);
      const rng = start.rng;
      let state = start.state;
      for (let i = 0; i < 5000 && state.phase.kind !== 'ended'; i++) {
        const action = chooseAction(state);
        const before: DeathmazeState = state;
        state = act(state, action, rng).state;
        if (action.type !== 'leave') continue;
        left++;
        const progress = goalProgress(before);
        const results = state.results ?? [];
        expect(progress.met, `seed ${seed}`).toBe(results.every((r) => r.won));
        if (progress.met) won++;
        // Each survivor's share, paid as the party walks out, is the share the progress showed.
        const paid = state.party.filter((a) => !a.dead).map((a) => a.bezants - before.party.find((b) => b.id === a.id)!.bezants);
        expect(new Set(paid)).toEqual(new Set([progress.share]));
      }
    }
    expect(left).toBeGreaterThan(5);
    expect(won).toBeGreaterThan(0);
  });
});

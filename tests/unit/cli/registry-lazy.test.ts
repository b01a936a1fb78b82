import { describe, expect, it } from 'vitest';
import { lazyRulesets, loadRuleset, upcomingRuleset } from '../../../shared/rulesets/registry-lazy';
import { findRuleset, rulesetList } from '../../../shared/rulesets/registry';

// The simulator's threads load rulesets through the lazy registry, everything else through the eager one: a ruleset
// added to one list and not the other would be playable in the app and unknown to `simulate`, or the reverse.
describe('the lazy ruleset registry (shared/rulesets/registry-lazy.ts)', () => {
  it('lists the registry’s rulesets, in its order, with their titles', () => {
    expect(lazyRulesets.map((r) => ({ id: r.id, title: r.title }))).toEqual(rulesetList());
  });

  it('loads each id as the very ruleset the registry holds', async () => {
    for (const entry of lazyRulesets) expect(await loadRuleset(entry.id)).toBe(findRuleset(entry.id));
  });

  it('knows no other id, and says which are still being written', () => {
    expect(loadRuleset('nosuchgame')).toBeUndefined();
    expect(upcomingRuleset('odd')?.title).toBe('OD&D (1974)');
    expect(upcomingRuleset('deathmaze')).toBeUndefined();
  });
});

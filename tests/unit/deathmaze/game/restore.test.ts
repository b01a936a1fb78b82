import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { restoreState, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { PHASE_KEYS } from '../../../../shared/rulesets/deathmaze/game/phase-records';
import { COMBAT_KEYS } from '../../../../shared/rulesets/deathmaze/combat/copies';
import { autoplayUntil, fresh, R } from './helpers';

const ADVANCED = { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }] };

/** A state as a save gives it back: plain JSON, none of it built by the game's builders. */
const fromSave = (state: DeathmazeState): DeathmazeState => JSON.parse(JSON.stringify(state)) as DeathmazeState;

describe('a state read back from a save is rebuilt once by the builders (Ruleset.restore)', () => {
  it('mid-fight: the same fields, the builders\u2019 key order, and it plays on exactly as the state it was saved from', () => {
    const { state, rng } = fresh(5, ADVANCED);
    const fighting = autoplayUntil(state, rng, (s) => s.phase.kind === 'combat').state;
    expect(fighting.phase.kind).toBe('combat');
    const restored = R.restore!(fromSave(fighting));
    expect(JSON.parse(JSON.stringify(restored))).toEqual(JSON.parse(JSON.stringify(fighting)));
    expect(Object.keys(restored.phase)).toEqual([...PHASE_KEYS]);
    if (restored.phase.kind !== 'combat') throw new Error('not in combat');
    expect(Object.keys(restored.phase.combat)).toEqual([...COMBAT_KEYS]);
    // The next actions, from the same dice, come out the same from the restored state as from the original.
    const seed = rng.state();
    const a = autoplayUntil(fighting, new Rng(seed), (s) => s.phase.kind !== 'combat');
    const b = autoplayUntil(restored, new Rng(seed), (s) => s.phase.kind !== 'combat');
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    expect(JSON.parse(JSON.stringify(b.state))).toEqual(JSON.parse(JSON.stringify(a.state)));
  });

  it('a state between fights keeps its optional keys, in their order, after the usual ones', () => {
    const { state } = fresh(2, ADVANCED);
    const restored = restoreState(fromSave(state));
    expect(Object.keys(restored)).toEqual(Object.keys(state));
  });
});

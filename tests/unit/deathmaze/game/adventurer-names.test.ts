import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../../../../shared/engine/game';
import { FOUR, R, fresh } from './helpers';

/** What hides or disguises a name: DEL, C0 and C1 controls, a bidirectional override, a line separator. */
const BAD_NAMES = ['Arn\u007F', 'Bree\u0085', 'Cal\u009B', 'Rev\u202Eersed', 'Two\u2028lines', 'Tab\there'];
const MESSAGE = 'Adventurer names cannot contain control characters or invisible text-direction marks.';

describe('[3.1] adventurer names get the same character checks as save slot names', () => {
  it('a party whose setup names an adventurer with such a character is refused with a clear message', () => {
    for (const bad of BAD_NAMES) {
      const setup = { party: FOUR.party.map((m, i) => (i === 1 ? { ...m, name: bad } : m)) };
      const started = startGame(R, 'K7QM-2XPD', setup);
      expect(started.ok, JSON.stringify(bad)).toBe(false);
      if (!started.ok) expect(started.message).toContain(MESSAGE);
    }
    expect(startGame(R, 'K7QM-2XPD', { party: FOUR.party.map((m, i) => (i === 0 ? { ...m, name: 'Ørjan – “the Sly”' } : m)) }).ok).toBe(true);
  });

  it('a rename to such a name is refused and changes nothing', () => {
    const started = startGame(R, 'K7QM-2XPD', FOUR);
    if (!started.ok) throw new Error(started.message);
    for (const bad of BAD_NAMES) {
      const step = applyAction(R, started.game, { type: 'rename', adventurerId: 'a1', name: bad });
      expect(step.ok, JSON.stringify(bad)).toBe(false);
      if (!step.ok) expect(step.message).toContain(MESSAGE);
    }
    // The rules themselves refuse it too (an action that did not come through the action schema).
    const { state, rng } = fresh(2);
    expect(R.apply(state, { type: 'rename', adventurerId: 'a1', name: 'Rev\u202Eersed' }, rng)).toMatchObject({ ok: false, rule: '3.1', message: MESSAGE });
  });
});

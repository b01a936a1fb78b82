import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { choicesFor } from '../../../../shared/rulesets/citadel/game/choices';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';
import { act, start } from './helpers';

/**
 * The treasure-sharing and marching-order choices are kept between states (game/hand-over.ts: per giver's goods and
 * the takers' ids and names; game/sharing.ts: per ids and names in marching order) rather than rebuilt in every
 * explore state. What is offered must still follow every purse, pack and order as it changes: a JSON copy of a state
 * shares no array with the states before it, so its givers' choices are made afresh (kept-choice-parts.test.ts holds
 * every kept part to one made afresh).
 */
const fresh = (state: CitadelState): CitadelState => JSON.parse(JSON.stringify(state)) as CitadelState;

describe('Citadel: the choices kept between states', () => {
  it('offer what each purse holds after a gift, not what it held before (14.0)', () => {
    const { state: s0, rng } = start(9);
    const [a, b] = s0.order as [string, string];
    const rich: CitadelState = { ...s0, party: s0.party.map((p) => (p.id === a ? { ...p, goldMarks: 51, jewels: [30, 70] } : p)) };
    const halfOf = (s: CitadelState, from: string, to: string) =>
      choicesFor(s).find((c) => c.action.type === 'giveGold' && c.action.from === from && c.action.to === to)?.action;
    expect(halfOf(rich, a, b)).toMatchObject({ goldMarks: 26 });
    const after = act(rich, { type: 'giveGold', from: a, to: b, goldMarks: 26 }, rng).state;
    // 25 left: half of it, rounded up, is offered now; and the taker may hand half of his 26 on.
    expect(halfOf(after, a, b)).toMatchObject({ goldMarks: 13 });
    expect(choicesFor(after).find((c) => c.id === `give-gold-${b}-${a}`)?.label).toContain('(13)');
    const jewelGone = act(after, { type: 'give', from: a, to: b, what: 'jewel', index: 1 }, rng).state;
    expect(choicesFor(jewelGone).filter((c) => c.action.type === 'give' && c.action.from === a && c.action.what === 'jewel').map((c) => c.label)).toEqual(
      expect.arrayContaining([expect.stringContaining('a jewel worth 30 GM')]),
    );
    expect(choicesFor(jewelGone).some((c) => c.action.type === 'give' && c.action.from === a && c.label.includes('worth 70 GM'))).toBe(false);
    expect(choicesFor(jewelGone)).toEqual(choicesFor(fresh(jewelGone)));
  });

  it('are the lists a state built afresh would give, in every state of autoplayed campaigns', () => {
    let compared = 0;
    for (let g = 0; g < 2; g++) {
      const rng = new Rng(rngStateFromSeed(`KEPT-${String(1000 + g)}`));
      let state: CitadelState = newGame(setupSchema.parse({}), rng).state;
      for (let i = 0; i < 800 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind === 'explore' || state.phase.kind === 'encounter' || state.phase.kind === 'home') {
          expect(choicesFor(state)).toEqual(choicesFor(fresh(state)));
          compared++;
        }
        const r = applyAction(state, chooseAction(state), rng);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

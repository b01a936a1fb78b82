import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, newGameOnce, nextState, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';

/*
 * nextState is applyAction for headless play: the same state (and the same dice used) without the events handed out.
 * The reducer looks through an action's events for kills only when the action is a combat action (only the combat
 * engine's resolution names a killer): checked here over whole autoplayed expeditions of both games.
 */
const SETUPS = {
  basic: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] },
  advanced: { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }, { name: 'Dee', class: 'thief' }] },
} as const;

describe('nextState', () => {
  for (const [game, setup] of Object.entries(SETUPS)) {
    it(`plays ${game} expeditions to the same states as applyAction, and only combat actions kill`, () => {
      let actions = 0;
      let kills = 0;
      for (let n = 1; n <= 10; n++) {
        const seed = `NX${game === 'basic' ? 'B' : 'A'}0-${String(n).padStart(4, '0')}`;
        const withEvents = new Rng(rngStateFromSeed(seed));
        const headless = new Rng(rngStateFromSeed(seed));
        let state: DeathmazeState = newGameOnce(setup, withEvents).state;
        let quiet: DeathmazeState = newGameOnce(setup, headless).state;
        for (let i = 0; i < 2000 && state.phase.kind !== 'ended'; i++) {
          const action = chooseAction(state);
          const result = applyAction(state, action, withEvents);
          const next = nextState(quiet, action, headless);
          if (!result.ok || 'ok' in next) throw new Error(`refused: ${JSON.stringify(action)}`);
          expect(JSON.stringify(next)).toBe(JSON.stringify(result.state));
          expect(headless.state()).toEqual(withEvents.state());
          for (const e of result.events) {
            if (typeof e.data?.['killedBy'] !== 'string') continue;
            expect(action.type).toBe('combat');
            kills++;
          }
          state = result.state;
          quiet = next;
          actions++;
        }
      }
      expect(actions).toBeGreaterThan(500);
      expect(kills).toBeGreaterThan(5);
    });
  }

  it('refuses as applyAction does', () => {
    const rng = new Rng(rngStateFromSeed('NXR1-0001'));
    const state = newGameOnce(SETUPS.basic, rng).state;
    const refused = applyAction(state, { type: 'fight' }, rng);
    expect(refused.ok).toBe(false);
    expect(nextState(state, { type: 'fight' }, rng)).toEqual(refused);
  });
});

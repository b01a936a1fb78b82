import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { withoutCombatSentences } from '../../../../shared/rulesets/deathmaze/combat';
import { applyAction, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { deathmazeAutoplay } from '../../../../shared/rulesets/deathmaze/odds';
import { fresh } from '../game/helpers';

interface Played {
  readonly states: string[];
  readonly events: GameEvent[][];
}

/** Every state (as JSON) and every action's events of an autoplayed expedition. */
function play(seed: number, setup: unknown): Played {
  const start = fresh(seed, setup);
  const rng: Rng = start.rng;
  let state: DeathmazeState = start.state;
  const states = [JSON.stringify(state)];
  const events: GameEvent[][] = [];
  for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
    const r = applyAction(state, chooseAction(state), rng);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    states.push(JSON.stringify(state));
    events.push(r.events as GameEvent[]);
  }
  return { states, events };
}

/** An event with its words taken out: its text, and a roll's purpose. */
function withoutWords(e: GameEvent): unknown {
  const { text: _text, ...rest } = e;
  return rest.roll ? { ...rest, roll: { ...rest.roll, purpose: undefined } } : rest;
}

const SETUPS = {
  basic: deathmazeAutoplay.setupFor(['hero', 'hero', 'thief', 'thief'], false),
  advanced: deathmazeAutoplay.setupFor(['hero', 'wizard', 'thief', 'thief'], true),
};

describe('headless play leaves combat’s commonest sentences unwritten, and nothing else changes', () => {
  for (const [name, setup] of Object.entries(SETUPS)) {
    it(`${name} game: the same states and the same events but for their words, over autoplayed expeditions`, () => {
      let emptied = 0;
      let combatEvents = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const loud = play(seed, setup);
        const quiet = withoutCombatSentences(() => play(seed, setup));
        expect(quiet.states).toEqual(loud.states);
        expect(quiet.events.length).toBe(loud.events.length);
        for (let i = 0; i < loud.events.length; i++) {
          expect(quiet.events[i]!.map(withoutWords)).toEqual(loud.events[i]!.map(withoutWords));
          for (let k = 0; k < loud.events[i]!.length; k++) {
            if (quiet.events[i]![k]!.text !== loud.events[i]![k]!.text) emptied++;
            if (loud.events[i]![k]!.section === '8.42') combatEvents++;
          }
        }
      }
      // The mode does something: fights were played and their declarations and rolls went unwritten.
      expect(combatEvents).toBeGreaterThan(100);
      expect(emptied).toBeGreaterThan(combatEvents);
    });
  }

  it('writes the sentences again once headless play is over, even when it failed', () => {
    const loud = play(3, SETUPS.basic);
    expect(() =>
      withoutCombatSentences(() => {
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(play(3, SETUPS.basic).events).toEqual(loud.events);
    expect(loud.events.flat().some((e) => / will attack .+ with /.test(e.text))).toBe(true);
  });
});

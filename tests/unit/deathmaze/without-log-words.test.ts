import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import type { RollRecord } from '../../../shared/core/dice';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { withoutLogWords } from '../../../shared/engine/log-words';
import { chooseAction } from '../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, type DeathmazeState } from '../../../shared/rulesets/deathmaze/game';
import { deathmazeAutoplay } from '../../../shared/rulesets/deathmaze/odds';
import { fresh } from './game/helpers';

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

/** A roll with its words taken out: its purpose, its result in words and its modifiers' labels. */
function rollWithoutWords(roll: RollRecord): unknown {
  return { ...roll, purpose: undefined, result: undefined, modifiers: roll.modifiers.map((m) => m.value) };
}

/** An event with its words taken out: its text, and its roll's. */
function withoutWords(e: GameEvent): unknown {
  const { text: _text, ...rest } = e;
  return rest.roll ? { ...rest, roll: rollWithoutWords(rest.roll) } : rest;
}

const SETUPS = {
  basic: deathmazeAutoplay.setupFor(['hero', 'hero', 'thief', 'thief'], false),
  advanced: deathmazeAutoplay.setupFor(['hero', 'wizard', 'thief', 'thief'], true),
};

/** Kinds of event whose text headless play always leaves empty: the moves, the maze's draws and placings, encounters, treasure. */
const QUIET_KINDS = new Set(['move', 'maze.draw', 'maze.facings', 'maze.place', 'encounter', 'combat.prepare', 'treasure.taken']);

describe('headless play leaves the log’s words unwritten, and nothing else changes', () => {
  for (const [name, setup] of Object.entries(SETUPS)) {
    it(`${name} game: the same states and the same events but for their words, over autoplayed expeditions`, () => {
      let emptied = 0;
      let quietKinds = 0;
      let combatRolls = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const loud = play(seed, setup);
        const quiet = withoutLogWords(() => play(seed, setup));
        expect(quiet.states).toEqual(loud.states);
        expect(quiet.events.length).toBe(loud.events.length);
        for (let i = 0; i < loud.events.length; i++) {
          expect(quiet.events[i]!.map(withoutWords)).toEqual(loud.events[i]!.map(withoutWords));
          for (let k = 0; k < loud.events[i]!.length; k++) {
            const q = quiet.events[i]![k]!;
            const l = loud.events[i]![k]!;
            if (q.text !== l.text) emptied++;
            if (QUIET_KINDS.has(l.kind)) {
              quietKinds++;
              // Written outside headless play, left empty inside it.
              expect(l.text).not.toBe('');
              expect(q.text).toBe('');
            }
            if (l.roll?.purpose !== undefined && / attacks /.test(l.roll.purpose)) {
              combatRolls++;
              expect(q.roll?.purpose).toBe('');
            }
          }
        }
      }
      // The mode does something: the party explored and fought, and those events went unwritten.
      expect(quietKinds).toBeGreaterThan(300);
      expect(combatRolls).toBeGreaterThan(100);
      expect(emptied).toBeGreaterThan(quietKinds + combatRolls);
    });
  }

  it('writes the words again once headless play is over, even when it failed', () => {
    const loud = play(3, SETUPS.basic);
    expect(() =>
      withoutLogWords(() => {
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(play(3, SETUPS.basic).events).toEqual(loud.events);
    const texts = loud.events.flat().map((e) => e.text);
    expect(texts.some((t) => / will attack .+ with /.test(t))).toBe(true);
    expect(texts.some((t) => /^The party goes /.test(t))).toBe(true);
    expect(texts.some((t) => /^Placed .+ at -?\d+,-?\d+/.test(t))).toBe(true);
  });

  it('the odds are the same whether or not the log is written', () => {
    // `expedition` always plays headless (odds.ts); played inside the gate already, it gives the same outcome.
    const outcome = deathmazeAutoplay.expedition(SETUPS.basic, 'K7QM-2XPD');
    expect(withoutLogWords(() => deathmazeAutoplay.expedition(SETUPS.basic, 'K7QM-2XPD'))).toEqual(outcome);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyAction, replayGame, startGame, type GameRecord } from '../../../shared/engine/game';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { roll } from '../../../shared/core/dice';

/** A tiny ruleset that only rolls dice, so the engine wrapper is tested apart from any real game. */
const diceOnly: Ruleset<{ total: number; rolls: number }, { type: 'roll'; code: string }, { start: number }> = {
  id: 'dice-only',
  title: 'Dice only',
  setupSchema: z.object({ start: z.number().int() }),
  actionSchema: z.object({ type: z.literal('roll'), code: z.string() }),
  newGame: (setup) => ({ state: { total: setup.start, rolls: 0 }, events: [] }),
  apply(state, action, rng) {
    if (action.code === 'forbidden') return { ok: false, rule: '9.9', message: 'Not that one.' };
    const record = roll(rng, action.code, { section: '2.3', table: 'any' });
    return {
      ok: true,
      state: { total: state.total + record.total, rolls: state.rolls + 1 },
      events: [{ kind: 'roll', text: `rolled ${record.total}`, roll: record }],
    };
  },
  choices: () => [],
  summary: (s) => ({ party: '', progress: `${s.rolls} rolls`, finished: false }),
  tables: [],
  rulings: [],
  view: (s) => ({ phase: { kind: 'roll', title: `${s.rolls} rolls`, ended: false }, people: [], map: null, combat: null, facts: [] }),
  sheets: () => [],
};

describe('game engine wrapper', () => {
  it('starts from a normalized seed and validated setup', () => {
    const started = startGame(diceOnly, 'k7qm2xpd', { start: 3 });
    expect(started.ok && started.game.seed).toBe('K7QM-2XPD');
    expect(startGame(diceOnly, 'nope', { start: 3 })).toMatchObject({ ok: false, rule: 'seed' });
    expect(startGame(diceOnly, 'K7QM-2XPD', { start: 'x' })).toMatchObject({ ok: false, rule: 'setup' });
  });

  it('keeps the generator state in the game and replays byte for byte', () => {
    const started = startGame(diceOnly, 'K7QM-2XPD', { start: 0 });
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    const events = [];
    for (const code of ['1D6', '3D6x5', '1D3+2', '2+1']) {
      const step = applyAction(diceOnly, game, { type: 'roll', code });
      if (!step.ok) throw new Error(step.message);
      game = step.game;
      events.push(...step.events);
    }
    const replayed = replayGame(diceOnly, game.seed, game.setup, game.actions);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) {
      expect(JSON.stringify(replayed.game)).toBe(JSON.stringify(game));
      expect(JSON.stringify(replayed.allEvents)).toBe(JSON.stringify(events));
    }
  });

  it('rejects an illegal action naming the rule and changes nothing', () => {
    const started = startGame(diceOnly, 'K7QM-2XPD', { start: 0 });
    if (!started.ok) throw new Error(started.message);
    const before = JSON.stringify(started.game);
    expect(applyAction(diceOnly, started.game, { type: 'roll', code: 'forbidden' })).toEqual({ ok: false, rule: '9.9', message: 'Not that one.' });
    expect(applyAction(diceOnly, started.game, { type: 'fly' })).toMatchObject({ ok: false, rule: 'action' });
    expect(JSON.stringify(started.game)).toBe(before);
  });

  // The records of successive steps share one action log (appending is not a copy of the whole list); each record
  // must still show exactly the actions taken up to it, whatever is done with its neighbours.
  describe('the action list of each record', () => {
    const rolls = (codes: readonly string[]) => codes.map((code) => ({ type: 'roll', code }));
    function play(game: GameRecord<{ total: number; rolls: number }>, codes: readonly string[]) {
      for (const code of codes) {
        const step = applyAction(diceOnly, game, { type: 'roll', code });
        if (!step.ok) throw new Error(step.message);
        game = step.game;
      }
      return game;
    }
    function begin() {
      const started = startGame(diceOnly, 'K7QM-2XPD', { start: 0 });
      if (!started.ok) throw new Error(started.message);
      return started.game;
    }

    it('lists the actions up to each record, older records unchanged by later steps', () => {
      const one = play(begin(), ['1D6']);
      const three = play(one, ['2D6', '1D3']);
      expect(one.actions).toEqual(rolls(['1D6']));
      expect(three.actions).toEqual(rolls(['1D6', '2D6', '1D3']));
      expect(play(three, ['1D6']).actions).toHaveLength(4);
      expect(three.actions).toHaveLength(3);
    });

    it('keeps two games branched from one record apart', () => {
      const start = play(begin(), ['1D6', '2D6']);
      const left = play(start, ['1D3', '1D3']);
      const right = play(start, ['3D6']);
      const fromOlder = play(play(begin(), ['1D6']), ['2+1']);
      expect(left.actions).toEqual(rolls(['1D6', '2D6', '1D3', '1D3']));
      expect(right.actions).toEqual(rolls(['1D6', '2D6', '3D6']));
      expect(start.actions).toEqual(rolls(['1D6', '2D6']));
      expect(fromOlder.actions).toEqual(rolls(['1D6', '2+1']));
      // Each branch replays to its own state.
      for (const game of [left, right, fromOlder]) {
        const replayed = replayGame(diceOnly, game.seed, game.setup, game.actions);
        expect(replayed.ok && replayed.game.state).toEqual(game.state);
      }
    });

    it('hands out a list its holder may change without touching the game', () => {
      const two = play(begin(), ['1D6', '2D6']);
      (two.actions as unknown[]).push({ type: 'roll', code: 'forbidden' });
      const next = play(two, ['1D3']);
      // The holder's change stays in the list it was given; the game's own actions are the three rolled.
      expect(next.actions).toEqual(rolls(['1D6', '2D6', '1D3']));
    });

    it('continues a copied record (as a save or the session makes) from the copy\'s own actions', () => {
      const two = play(begin(), ['1D6', '2D6']);
      const copy = { ...two, actions: [two.actions[0]!] };
      play(two, ['3D6']);
      expect(play(copy, ['1D3']).actions).toEqual(rolls(['1D6', '1D3']));
      const revived = JSON.parse(JSON.stringify(two)) as typeof two;
      expect(play(revived, ['1D3']).actions).toEqual(rolls(['1D6', '2D6', '1D3']));
    });

    it('turns into the same JSON as a plain record, keys in the same order', () => {
      const game = play(begin(), ['1D6', '2D6']);
      const plain = { rulesetId: game.rulesetId, seed: game.seed, setup: game.setup, actions: [...game.actions], rng: game.rng, state: game.state };
      expect(JSON.stringify(game)).toBe(JSON.stringify(plain));
      expect(structuredClone(game)).toEqual(plain);
      expect(Object.keys(game)).toEqual(Object.keys(plain));
    });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyAction, replayGame, startGame } from '../../../shared/engine/game';
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
});

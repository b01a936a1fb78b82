import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../../../shared/engine/game';
import { findRuleset } from '../../../shared/rulesets/registry';
import { reuseUnchanged } from '../../../renderer/src/lib/reuse-unchanged';

/** As main sends it: a fresh copy with no object in common with what the window holds. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('reuseUnchanged', () => {
  it('gives back the previous object itself when nothing changed', () => {
    const previous = { a: [1, { b: 'x' }], c: null, d: { e: true } };
    expect(reuseUnchanged(previous, overTheWire(previous))).toBe(previous);
  });

  it('shares the unchanged parts and takes the changed ones, equal to the new value', () => {
    const previous = { people: [{ name: 'Arn', wounds: 0 }, { name: 'Bree', wounds: 1 }], phase: { kind: 'exploring' }, log: [1, 2] };
    const next = overTheWire(previous);
    next.people[1]!.wounds = 2;
    next.log.push(3);
    const shared = reuseUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.people[0]).toBe(previous.people[0]);
    expect(shared.people[1]).not.toBe(previous.people[1]);
    expect(shared.phase).toBe(previous.phase);
    expect(shared.log).not.toBe(previous.log);
  });

  it('notices keys added or removed, and a change of type', () => {
    const previous: Record<string, unknown> = { a: 1, b: { c: 2 }, d: [1] };
    expect(reuseUnchanged(previous, { a: 1, b: { c: 2 } })).toEqual({ a: 1, b: { c: 2 } });
    expect(reuseUnchanged(previous, { a: 1, b: { c: 2 }, d: [1], e: 0 })).toEqual({ a: 1, b: { c: 2 }, d: [1], e: 0 });
    expect(reuseUnchanged(previous, { a: 1, b: [2], d: { 0: 1 } })).toEqual({ a: 1, b: [2], d: { 0: 1 } });
    expect(reuseUnchanged({ a: undefined } as Record<string, unknown>, { b: undefined })).toEqual({ b: undefined });
  });

  it('on a real game, an action keeps the parts it did not touch and equals the new state', () => {
    const ruleset = findRuleset('deathmaze')!;
    const started = startGame(ruleset, 'K7QM-2XPD', { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    for (let i = 0; i < 6; i++) {
      const choice = ruleset.choices(game.state).find((c) => c.id !== 'leave');
      if (!choice) break;
      const step = applyAction(ruleset, game, choice.action);
      if (!step.ok) throw new Error(step.message);
      const before = overTheWire(game.state) as Record<string, unknown>;
      const after = overTheWire(step.game.state) as Record<string, unknown>;
      const shared = reuseUnchanged(before, after);
      expect(shared).toEqual(after);
      // At least one top-level part is the very object the window already had.
      expect(Object.keys(shared).some((key) => typeof before[key] === 'object' && before[key] !== null && shared[key] === before[key])).toBe(true);
      game = step.game;
    }
  });
});

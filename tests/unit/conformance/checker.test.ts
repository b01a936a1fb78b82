import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Rng } from '../../../shared/core/rng';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { conformanceGame, firstNonJson } from '../../support/conformance';

/**
 * The conformance checker itself must catch each broken promise: a toy ruleset (walk a counter to 5, one die roll a
 * step) that keeps them all passes, and each copy that breaks one is caught with a message naming it.
 */
interface Toy {
  readonly at: number;
  readonly rolls: readonly number[];
  readonly extra?: unknown;
}
type ToyAction = { readonly type: 'step'; readonly by: number };

function toy(overrides: Partial<Ruleset<Toy, ToyAction>> = {}): Ruleset<Toy, ToyAction> {
  const base: Ruleset<Toy, ToyAction> = {
    id: 'toy',
    title: 'Toy',
    setupSchema: z.object({ name: z.string() }),
    actionSchema: z.object({ type: z.literal('step'), by: z.number().int().min(1).max(2) }),
    newGame: () => ({ state: { at: 0, rolls: [] }, events: [{ kind: 'start', text: 'Start.' }] }),
    apply: (state, action, rng: Rng) => {
      if (state.at + action.by > 5) return { ok: false, rule: '1.0', message: 'Too far.' };
      const die = rng.die();
      return { ok: true, state: { ...state, at: state.at + action.by, rolls: [...state.rolls, die] }, events: [{ kind: 'step', text: `Rolled ${die}.` }] };
    },
    choices: (state) =>
      [1, 2].filter((by) => state.at + by <= 5).map((by) => ({ id: `step-${by}`, label: `Step ${by}`, action: { type: 'step', by } as const, group: 'move', subjectId: 'p1' })),
    summary: (state) => ({ party: 'Pat', progress: `${state.at} of 5`, finished: state.at >= 5 }),
    tables: [],
    rulings: [],
    view: (state) => ({
      phase: { kind: 'walk', title: 'Walking', ended: state.at >= 5 },
      people: [{ id: 'p1', name: 'Pat', role: 'Walker', wounds: { taken: 0, of: 3 }, alive: true, status: [], stats: [] }],
      map: null,
      combat: null,
      facts: [{ label: 'At', value: String(state.at) }],
    }),
    sheets: (_state, context) => [
      { gameTitle: 'Toy', name: 'Pat', role: 'Walker', alive: true, death: null, sections: [{ title: 'Body', fields: [{ label: 'Wounds', value: '3' }], lists: [] }], campaign: context.campaign ?? null, seed: context.seed ?? null },
    ],
  };
  return { ...base, ...overrides };
}

const play = (ruleset: Ruleset<Toy, ToyAction>) =>
  conformanceGame(ruleset as Ruleset<Toy>, { name: 'Pat' }, 'TOYS-0001', 1, { maxActions: 50, require: { view: true, sheets: true } });

describe('the conformance checker', () => {
  it('passes a ruleset that keeps every promise, and checks its view and sheets on every state', () => {
    const r = play(toy());
    expect(r.problems).toEqual([]);
    expect(r.finished).toBe(true);
    expect(r.viewsChecked).toBe(r.actions + 1);
    expect(r.sheetsChecked).toBe(r.actions + 1);
  });

  it('catches a listed choice the ruleset refuses', () => {
    const r = play(toy({ choices: (s) => (s.at >= 5 ? [] : [{ id: 'far', label: 'Leap 3', action: { type: 'step', by: 3 } }, { id: 'one', label: 'Step 1', action: { type: 'step', by: 1 } }]) }));
    expect(r.problems.join('\n')).toMatch(/“Leap 3” does not pass the ruleset's own action schema/);
  });

  it('catches a state that is not plain JSON', () => {
    const base = toy();
    const r = play(toy({ newGame: (setup, rng) => ({ ...base.newGame(setup, rng), state: { at: 0, rolls: [], extra: new Map() } }) }));
    expect(r.problems.join('\n')).toMatch(/does not survive a JSON round trip: state\.extra is a Map/);
  });

  it('catches a game whose replay differs (dice not from the game generator)', () => {
    let calls = 0;
    const r = play(toy({ apply: (s, a) => ({ ok: true, state: { ...s, at: s.at + a.by, rolls: [...s.rolls, calls++] }, events: [] }) }));
    expect(r.problems.join('\n')).toMatch(/replay: the replayed game .* is not byte-identical/);
  });

  it('catches a choice about someone the view does not show, and a finished game whose view is not ended', () => {
    const base = toy();
    const r = play(toy({ choices: (s) => base.choices(s).map((c) => ({ ...c, subjectId: 'ghost' })), view: (s) => ({ ...base.view!(s), phase: { kind: 'walk', title: 'Walking', ended: false } }) }));
    const text = r.problems.join('\n');
    expect(text).toMatch(/is about “ghost”, whom the view does not show/);
    expect(text).toMatch(/finished but the view’s phase is not ended/);
  });

  it('catches sheets that drop the campaign, and a missing view when the contract requires one', () => {
    const base = toy();
    const r = play(toy({ sheets: (s, c) => base.sheets!(s, c).map((sheet) => ({ ...sheet, campaign: null })), view: undefined }));
    const text = r.problems.join('\n');
    expect(text).toMatch(/does not print the campaign and seed/);
    expect(text).toMatch(/Toy has no view\(state\): the contract requires one/);
  });

  it('names the first value JSON cannot carry', () => {
    expect(firstNonJson({ a: [1, { b: NaN }] })).toBe('(top).a[1].b is NaN');
    expect(firstNonJson({ a: [1, 'x', null, { b: true }], c: undefined })).toBeNull();
    expect(firstNonJson([undefined])).toMatch(/undefined/);
  });
});

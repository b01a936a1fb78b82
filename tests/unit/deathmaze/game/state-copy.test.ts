import { describe, expect, it } from 'vitest';
import { copyState, copyStateWithout, withAdventurer, withState } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { fresh } from './helpers';

const sameAsSpread = (copy: object, original: object) => {
  expect(copy).not.toBe(original);
  expect(Object.keys(copy)).toEqual(Object.keys(original));
  expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...original }));
};

describe('copyState (what `{ ...state }` gives, keys in the same order)', () => {
  it('copies a new game state', () => {
    const { state } = fresh(1);
    sameAsSpread(copyState(state), state);
  });

  it('keeps optional keys after the usual ones, in their order', () => {
    const { state } = fresh(1);
    const withExtras = { ...state, hostile: [], charmed: [] } as DeathmazeState;
    sameAsSpread(copyState(withExtras), withExtras);
  });

  it('spreads a state whose keys come in another order', () => {
    const { state } = fresh(1);
    const { party, ...rest } = state;
    const reordered = { party, ...rest } as DeathmazeState;
    sameAsSpread(copyState(reordered), reordered);
  });

  it('a change to the copy leaves the state alone', () => {
    const { state } = fresh(1);
    const copy = copyState(state);
    copy.nextId = state.nextId + 1;
    expect(state.nextId).toBe(copy.nextId - 1);
  });
});

describe('withState, copyStateWithout and withAdventurer (what a spread or a rest pattern gives)', () => {
  it('withState changes a field in place and appends new keys in their order, like `{ ...state, ...changes }`', () => {
    const { state } = fresh(2);
    const changes = { nextId: 9, hostile: [], charmed: [] } as Partial<DeathmazeState>;
    const next = withState(state, changes);
    expect(Object.keys(next)).toEqual(Object.keys({ ...state, ...changes }));
    expect(JSON.stringify(next)).toBe(JSON.stringify({ ...state, ...changes }));
    expect(state.nextId).not.toBe(9);
  });

  it('copyStateWithout drops one key and keeps the others in order, like a rest pattern', () => {
    const { state } = fresh(2);
    const pending = withState(state, { poisonPending: [{ id: 'a1', wounds: 2, cause: 'a poisoned needle' }], charmed: [] });
    const { poisonPending: _dropped, ...rest } = pending;
    expect(_dropped).toHaveLength(1);
    const copy = copyStateWithout(pending, 'poisonPending');
    expect(Object.keys(copy)).toEqual(Object.keys(rest));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(rest));
  });

  it('withAdventurer gives `{ ...a, ...changes }` for a Character Record', () => {
    const { state } = fresh(3);
    const a = state.party[0]!;
    const next = withAdventurer(a, { wounds: a.wounds + 2, causeOfDeath: 'a pit' });
    expect(Object.keys(next)).toEqual(Object.keys({ ...a, wounds: 0, causeOfDeath: '' }));
    expect(next.wounds).toBe(a.wounds + 2);
    expect(next.causeOfDeath).toBe('a pit');
    expect(a.causeOfDeath).toBeUndefined();
  });
});

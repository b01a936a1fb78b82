import { describe, expect, it } from 'vitest';
import { copyState } from '../../../../shared/rulesets/deathmaze/game/state-copy';
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

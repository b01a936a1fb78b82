import { describe, expect, it } from 'vitest';
import { withChanges } from '../../../shared/core/clone';
import { roll, withResult } from '../../../shared/core/dice';
import { Rng } from '../../../shared/core/rng';

/** Saves compare serialized states, so the fast copies must give the spread's keys in the spread's order. */
const sameAsSpread = (actual: object, spread: object) => {
  expect(Object.keys(actual)).toEqual(Object.keys(spread));
  expect(JSON.stringify(actual)).toBe(JSON.stringify(spread));
};

describe('withChanges', () => {
  it('keeps the keys in place, overrides in place, and adds new keys last, as a spread does', () => {
    const value = { b: 1, a: { deep: true }, c: undefined as number | undefined, d: [1, 2] };
    const changes = { a: { deep: false }, e: 'new', c: 3 };
    const copy = withChanges(value as typeof value & { e?: string }, changes);
    sameAsSpread(copy, { ...value, ...changes });
    expect(copy).not.toBe(value);
    expect(value.a.deep).toBe(true);
    expect(copy.d).toBe(value.d);
  });

  it('keeps an undefined value as a key, as a spread does', () => {
    const copy = withChanges({ x: 1 } as { x: number; y?: number }, { y: undefined });
    expect(Object.keys(copy)).toEqual(['x', 'y']);
  });
});

describe('withResult', () => {
  it.each([
    ['with a purpose', { section: '8.7', table: 'Combat Results Table', purpose: 'Arn attacks the Orc', modifiers: [{ label: 'skill', value: 1 }] }],
    ['without a purpose', { section: '7.1', table: 'Monsters' }],
  ])('gives what a spread gives, %s', (_name, context) => {
    const record = roll(Rng.fromSeedNumber(3), '2D6+1', context);
    sameAsSpread(withResult(record, 'miss'), { ...record, result: 'miss' });
  });

  it('leaves a result already set where it was', () => {
    const record = withResult(roll(Rng.fromSeedNumber(3), '1D6', { section: '2.3', table: 't' }), 'first');
    sameAsSpread(withResult(record, 'second'), { ...record, result: 'second' });
  });
});

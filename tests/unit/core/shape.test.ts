import { describe, expect, it } from 'vitest';
import { copyKeys, hasKeysInOrder, hasKeysWithin, isEmptyRecord, keysAfter } from '../../../shared/core/shape';

describe('record shape checks behind the literal copies', () => {
  it('hasKeysInOrder needs exactly the keys, in that order', () => {
    expect(hasKeysInOrder({ a: 1, b: 2 }, ['a', 'b'])).toBe(true);
    expect(hasKeysInOrder({ b: 2, a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasKeysInOrder({ a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasKeysInOrder({ a: 1, b: 2, c: 3 }, ['a', 'b'])).toBe(false);
  });

  it('hasKeysWithin takes keys that stand in the list in its order, some missing, and nothing else', () => {
    expect(hasKeysWithin({ a: 1, c: 3 }, ['a', 'b', 'c'])).toBe(true);
    expect(hasKeysWithin({}, ['a', 'b'])).toBe(true);
    expect(hasKeysWithin({ c: 3, a: 1 }, ['a', 'b', 'c'])).toBe(false);
    expect(hasKeysWithin({ a: 1, z: 0 }, ['a', 'b', 'c'])).toBe(false);
    expect(hasKeysWithin({ a: 1, a2: 1 }, ['a'])).toBe(false);
  });

  it('keysAfter lists the keys past the expected start, or refuses a record that does not start with them', () => {
    expect(keysAfter({ a: 1, b: 2 }, ['a', 'b'])).toEqual([]);
    expect(keysAfter({ a: 1, b: 2, z: 3, y: 4 }, ['a', 'b'])).toEqual(['z', 'y']);
    expect(keysAfter({ b: 2, a: 1 }, ['a', 'b'])).toBeUndefined();
    expect(keysAfter({ a: 1 }, ['a', 'b'])).toBeUndefined();
  });

  it('a literal copy completed by copyKeys serializes exactly as a spread', () => {
    const record = { a: 1, b: [2], extra: 'x', last: { n: 1 } };
    const extras = keysAfter(record, ['a', 'b'])!;
    const copy: Record<string, unknown> = { a: record.a, b: record.b };
    copyKeys(record, copy, extras);
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...record }));
  });

  it('isEmptyRecord sees only own keys', () => {
    expect(isEmptyRecord({})).toBe(true);
    expect(isEmptyRecord({ k: undefined })).toBe(false);
    expect(isEmptyRecord(Object.create({ inherited: 1 }) as object)).toBe(true);
  });
});

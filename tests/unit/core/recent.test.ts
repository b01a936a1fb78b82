import { describe, expect, it } from 'vitest';
import { RecentMemo } from '../../../shared/core/recent';

describe('RecentMemo', () => {
  it('finds answers by identity, not by equal contents', () => {
    const memo = new RecentMemo<object, string>(4);
    const a = { x: 1 };
    memo.set(a, 'a');
    expect(memo.get(a)).toBe('a');
    expect(memo.get({ x: 1 })).toBeUndefined();
  });

  it('keeps the latest answers only, forgetting the oldest first', () => {
    const memo = new RecentMemo<object, number>(3);
    const keys = [{}, {}, {}, {}, {}];
    keys.forEach((k, i) => memo.set(k, i));
    expect(keys.map((k) => memo.get(k))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('gives the newest answer for a key stored twice', () => {
    const memo = new RecentMemo<object, number>(3);
    const key = {};
    memo.set(key, 1);
    memo.set({}, 2);
    memo.set(key, 3);
    expect(memo.get(key)).toBe(3);
  });
});

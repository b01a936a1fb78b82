import { describe, expect, it } from 'vitest';
import { mapPacked } from '../../../shared/core/packed';

describe('mapPacked', () => {
  it('gives what map gives, with the index, and no holes', () => {
    const list = ['a', 'b', 'c'];
    const mapped = mapPacked(list, (item, i) => `${item}${i}`);
    expect(mapped).toEqual(list.map((item, i) => `${item}${i}`));
    expect(mapped.every((_, i) => i in mapped)).toBe(true);
    expect(mapPacked([], (x: number) => x)).toEqual([]);
  });
});

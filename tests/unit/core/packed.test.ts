import { describe, expect, it } from 'vitest';
import { EMPTY_RECORDS, filterRecords, mapPacked } from '../../../shared/core/packed';

describe('mapPacked', () => {
  it('gives what map gives, with the index, and no holes', () => {
    const list = ['a', 'b', 'c'];
    const mapped = mapPacked(list, (item, i) => `${item}${i}`);
    expect(mapped).toEqual(list.map((item, i) => `${item}${i}`));
    expect(mapped.every((_, i) => i in mapped)).toBe(true);
    expect(mapPacked([], (x: number) => x)).toEqual([]);
  });
});

describe('filterRecords', () => {
  it('gives what filter gives, with the index, and the one empty list when nothing is kept', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(filterRecords(list, (_, i) => i !== 1)).toEqual(list.filter((_, i) => i !== 1));
    expect(filterRecords(list, (r) => r.id !== 'b')).toEqual([list[0], list[2]]);
    expect(filterRecords(list, () => false)).toBe(EMPTY_RECORDS);
    expect(filterRecords([], () => true)).toBe(EMPTY_RECORDS);
  });

  it('keeps the empty list empty', () => {
    expect(EMPTY_RECORDS).toEqual([]);
    expect(JSON.stringify({ loot: EMPTY_RECORDS })).toBe('{"loot":[]}');
  });
});

import { describe, expect, it } from 'vitest';
import { dictionaryOf, dictionaryWith } from '../../../shared/core/dictionary';

describe('dictionaryOf and dictionaryWith (data-keyed records as V8 dictionaries)', () => {
  it('copy a record with its keys in their order, and add a key as a spread would', () => {
    const record = { '2,1:north': true, '0,0:east': true } as Record<string, boolean>;
    expect(Object.keys(dictionaryOf(record))).toEqual(['2,1:north', '0,0:east']);
    const added = dictionaryWith(record, '5,5:west', true);
    expect(JSON.stringify(added)).toBe(JSON.stringify({ ...record, '5,5:west': true }));
    expect(Object.keys(record)).toHaveLength(2);
  });

  it('hold nothing inherited: a key named like an Object method is absent until set', () => {
    const empty = dictionaryOf<number>();
    expect(empty['toString']).toBeUndefined();
    expect('constructor' in empty).toBe(false);
    expect(JSON.stringify(dictionaryWith(empty, 'toString', 3))).toBe('{"toString":3}');
  });

  it('survive a structured clone and JSON as the same plain data', () => {
    const record = dictionaryWith(dictionaryWith(undefined, '0,0', { chitId: 'C1' }), '0,1', { chitId: 'R2' });
    expect(structuredClone(record)).toEqual({ '0,0': { chitId: 'C1' }, '0,1': { chitId: 'R2' } });
    expect(JSON.parse(JSON.stringify(record))).toEqual({ '0,0': { chitId: 'C1' }, '0,1': { chitId: 'R2' } });
  });

  it('copy a dictionary as a spread of it would: every key in its order, deleted ones gone', () => {
    // The maze's placed chits: keys added one placement at a time, one deleted (as the monsters lurking behind a door).
    let record = dictionaryOf<number>();
    for (let i = 0; i < 40; i++) record = dictionaryWith(record, `${i},${-i}`, i);
    const pruned = dictionaryOf(record);
    delete pruned['3,-3'];
    const copy = dictionaryOf(pruned);
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...pruned }));
    expect(Object.keys(copy)).toHaveLength(39);
    expect('3,-3' in copy).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bestFrontLineSlide,
  closeUpMarchingOrder,
  defaultMarchingOrder,
  describeMarchingOrder,
  firstRowMinimum,
  frontLinesFaceAsBestTheyCan,
  rearrangeMarchingOrder,
  validateMarchingOrder,
  type MarchingOrderRules,
  type MarchingRow,
} from '../../../shared/kit/marching-order';

/**
 * Citadel of Blood's words (4.1: at least two characters march in the first row; 9.0: the Party Reorganization phase).
 * The Citadel ruleset will set its own sections; these are test data.
 */
const CITADEL: MarchingOrderRules = { member: 'character', firstRowMinimum: 2, sections: { rows: '4.1', members: '4.1', rearranging: '4.2', reorganisation: '9.0' } };
/** Deathmaze's ([5.11]–[5.14], [8.24]). */
const DEATHMAZE: MarchingOrderRules = { member: 'adventurer', firstRowMinimum: 2, sections: { rows: '5.12', members: '5.11', rearranging: '5.14', reorganisation: '8.24' } };

const order = (...rows: MarchingRow[]) => ({ rows });
const SIX = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('marching order rows', () => {
  it('accepts a party of six in two full rows, and the default order it would be given', () => {
    expect(validateMarchingOrder(order(['a', 'b', 'c'], ['d', 'e', 'f']), SIX, CITADEL)).toEqual({ ok: true });
    expect(defaultMarchingOrder(SIX)).toEqual(order(['a', 'b', 'c'], ['d', 'e', 'f']));
    expect(defaultMarchingOrder([])).toEqual(order([null, null, null]));
  });

  it('refuses in each game\'s own words and sections', () => {
    const thin = order(['a', null, null], ['b', 'c', 'd'], ['e', 'f', null]);
    expect(validateMarchingOrder(thin, SIX, CITADEL)).toEqual({ ok: false, rule: '4.1', message: 'At least two characters must be in the first row (it has 1) [4.1].' });
    expect(validateMarchingOrder(thin, SIX, DEATHMAZE)).toEqual({ ok: false, rule: '5.12', message: 'At least two adventurers must be in the first row (it has 1) [5.12].' });
    expect(validateMarchingOrder(order(['a', 'b', 'c', 'd']), ['a', 'b', 'c', 'd'], CITADEL)).toMatchObject({ ok: false, message: expect.stringContaining('no more than three characters may be in a row') });
    expect(validateMarchingOrder(order(['a', 'b', null]), ['a', 'b', 'c'], DEATHMAZE)).toMatchObject({ ok: false, rule: '5.11', message: 'Every adventurer must be placed in the marching order; missing: c.' });
    expect(validateMarchingOrder(order(['a', 'b', null], [null, null, null], ['c', null, null]), ['a', 'b', 'c'], CITADEL)).toMatchObject({ ok: false, message: expect.stringContaining('Row 2 is empty') });
  });

  it('lets a lone member stand alone and asks only for what the party has', () => {
    expect(firstRowMinimum(1, CITADEL)).toBe(1);
    expect(validateMarchingOrder(order([null, 'a', null]), ['a'], CITADEL)).toEqual({ ok: true });
    expect(validateMarchingOrder(order(['a', null, null], ['b', null, null]), ['a', 'b'], CITADEL)).toMatchObject({ ok: false });
  });

  it('may be rearranged freely while exploring only', () => {
    const next = order(['b', 'a', null], ['c', null, null]);
    expect(rearrangeMarchingOrder(next, ['a', 'b', 'c'], 'exploring', CITADEL)).toEqual({ ok: true, order: next });
    expect(rearrangeMarchingOrder(next, ['a', 'b', 'c'], 'in-combat', CITADEL)).toEqual({
      ok: false,
      rule: '4.2',
      message: 'The marching order cannot be rearranged during combat (moves are made only in the Party Reorganization Phase, 9.0) [4.2].',
    });
    expect(rearrangeMarchingOrder(next, ['a', 'b', 'c'], 'negotiating', DEATHMAZE)).toMatchObject({ ok: false, rule: '5.14' });
  });

  it('closes up after deaths: the fallen leave, empty rows go, the first row is refilled from behind', () => {
    const before = order(['a', 'b', null], ['c', 'd', 'e']);
    expect(closeUpMarchingOrder(before, ['b', 'd', 'e'], 2)).toEqual(order(['d', 'b', null], [null, null, 'e']));
    expect(closeUpMarchingOrder(before, ['c'], 1)).toEqual(order(['c', null, null]));
    expect(closeUpMarchingOrder(before, [], 0)).toEqual(order([null, null, null]));
  });

  it('describes the rows by name', () => {
    expect(describeMarchingOrder(order(['a', null, 'b']), (id) => id.toUpperCase())).toBe('Row 1: A | · | B');
  });
});

describe('front lines after reorganisation (Deathmaze [8.53])', () => {
  it('slides the monsters to face as many party boxes as possible, moving them least', () => {
    // The party holds left and centre; one monster stands right: it slides to the centre (one box) rather than left.
    expect(bestFrontLineSlide(['a', 'b', null], [{ box: 2 }])).toEqual([1]);
    // Two monsters in left and centre already face the party's left and centre: nothing moves.
    expect(bestFrontLineSlide(['a', 'b', null], [{ box: 0 }, { box: 1 }])).toBeUndefined();
    expect(frontLinesFaceAsBestTheyCan(['m1', 'm2', null], ['a', 'b', null])).toBe(true);
    expect(frontLinesFaceAsBestTheyCan([null, null, 'm1'], ['a', 'b', null])).toBe(false);
    expect(bestFrontLineSlide(['a', null, null], [])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultMarchingOrder,
  firstRowMinimum,
  rearrangeMarchingOrder,
  validateMarchingOrder,
} from '../../../../shared/rulesets/deathmaze/combat';
import { describeWithRuleTexts } from '../../../support/rule-texts';
import { order, read1979 } from './helpers';

describeWithRuleTexts('[5.12] marching order in the 1979 rules text', () => {
  it('is the rule enforced here', () => {
    expect(read1979()).toContain('No more than three adventurers may be present in each row. At least two adventurers must be present in the first row (unless there is only one adventurer in the party).');
  });
});

describe('[5.12] marching order', () => {
  it('accepts two or three in the first row and up to three in each other row', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(validateMarchingOrder(order(['a', 'b', 'c'], ['d', 'e', 'f']), ids)).toEqual({ ok: true });
    expect(validateMarchingOrder(order(['a', null, 'b'], ['c', 'd', 'e'], [null, 'f', null]), ids)).toEqual({ ok: true });
  });

  it('refuses a first row of one in a larger party, naming 5.12', () => {
    const check = validateMarchingOrder(order([null, 'a', null], ['b', 'c', 'd']), ['a', 'b', 'c', 'd']);
    expect(check).toMatchObject({ ok: false, rule: '5.12' });
    if (!check.ok) expect(check.message).toMatch(/At least two adventurers must be in the first row/);
  });

  it('lets a lone adventurer march alone and puts both of a pair in front', () => {
    expect(firstRowMinimum(1)).toBe(1);
    expect(firstRowMinimum(2)).toBe(2);
    expect(validateMarchingOrder(order([null, 'a', null]), ['a'])).toEqual({ ok: true });
    expect(validateMarchingOrder(order(['a', null, null], ['b', null, null]), ['a', 'b'])).toMatchObject({ ok: false, rule: '5.12' });
    expect(validateMarchingOrder(order(['a', null, 'b']), ['a', 'b'])).toEqual({ ok: true });
  });

  it('refuses four in a row, missing or doubled adventurers, and an empty row inside the order', () => {
    expect(validateMarchingOrder(order(['a', 'b', 'c', 'd']), ['a', 'b', 'c', 'd'])).toMatchObject({ ok: false, rule: '5.12' });
    expect(validateMarchingOrder(order(['a', 'b', null]), ['a', 'b', 'c'])).toMatchObject({ ok: false, rule: '5.11' });
    expect(validateMarchingOrder(order(['a', 'b', 'a']), ['a', 'b'])).toMatchObject({ ok: false, rule: '5.11' });
    expect(validateMarchingOrder(order(['a', 'b', null], [null, null, null], ['c', null, null]), ['a', 'b', 'c'])).toMatchObject({
      ok: false,
      rule: '5.12',
    });
  });

  it('[5.14] rearranges freely while exploring, never in combat or negotiation', () => {
    const ids = ['a', 'b', 'c'];
    const next = order(['c', 'b', null], ['a', null, null]);
    expect(rearrangeMarchingOrder(next, ids, 'exploring')).toMatchObject({ ok: true, order: next });
    expect(rearrangeMarchingOrder(next, ids, 'in-combat')).toMatchObject({ ok: false, rule: '5.14' });
    expect(rearrangeMarchingOrder(next, ids, 'negotiating')).toMatchObject({ ok: false, rule: '5.14' });
    expect(rearrangeMarchingOrder(order(['a', null, null], ['b', 'c', null]), ids, 'exploring')).toMatchObject({ ok: false, rule: '5.12' });
  });

  it('builds a legal default order for any party of one to six', () => {
    for (let n = 1; n <= 6; n++) {
      const ids = Array.from({ length: n }, (_, i) => `x${i}`);
      expect(validateMarchingOrder(defaultMarchingOrder(ids), ids)).toEqual({ ok: true });
    }
  });
});

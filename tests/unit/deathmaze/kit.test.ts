import { describe, expect, it } from 'vitest';
import { crtProblems } from '../../../shared/kit/crt';
import { validateMarchingOrder as kitValidate } from '../../../shared/kit/marching-order';
import { distinctLayoutRotations, facingTable } from '../../../shared/kit/tiles';
import { COMBAT_RESULTS_TABLE, DEATHMAZE_MARCHING_RULES, validateMarchingOrder, WEAPON_KINDS } from '../../../shared/rulesets/deathmaze/combat';
import { WEAPONS } from '../../../shared/rulesets/deathmaze/data';
import { CHIT_DESIGNS, chitId, distinctRotations } from '../../../shared/rulesets/deathmaze/maze';

describe('Deathmaze on the tile-maze kit', () => {
  it('prints an [8.7] Combat Results Table the kit finds sound, whose columns serve each weapon of the one list once', () => {
    expect(crtProblems(COMBAT_RESULTS_TABLE)).toEqual([]);
    expect(WEAPON_KINDS).toBe(WEAPONS);
    const served = COMBAT_RESULTS_TABLE.columns.flatMap((c) => c.weapons);
    expect([...served].sort()).toEqual([...WEAPONS].sort());
  });

  it('offers the facings of every chit design that the kit finds distinct', () => {
    for (const design of CHIT_DESIGNS) expect(distinctRotations(chitId(design.id, 1))).toEqual(distinctLayoutRotations(facingTable(design.sides)));
  });

  it('checks marching orders with the kit under [5.11]-[5.14]', () => {
    const order = { rows: [['a', null, null], ['b', 'c', null]] };
    expect(validateMarchingOrder(order, ['a', 'b', 'c'])).toEqual(kitValidate(order, ['a', 'b', 'c'], DEATHMAZE_MARCHING_RULES));
    expect(validateMarchingOrder(order, ['a', 'b', 'c'])).toMatchObject({ ok: false, rule: '5.12' });
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  makeGroup,
  negotiate,
  ORATORY_MEDALLION,
  ORATORY_SPELL,
  subtractBezantsTaken,
  type MonsterGroup,
  type MonsterId,
} from '../../../../shared/rulesets/deathmaze/data';
import { expectNear, firstSeed, ScriptedRng } from './helpers';

function group(type: MonsterId, count = 1): MonsterGroup {
  return makeGroup(type, count, 'room', Rng.fromSeedNumber(1)).group;
}

describe('negotiation [7.2]', () => {
  it('subtracts the Negotiation Value: Evil Thieves (2) on 7 give 5, Failure and combat', () => {
    const r = negotiate(group('evilThief'), [], new ScriptedRng([3, 4]));
    expect(r.result).toBe('failure');
    expect(r.consequence).toEqual({ kind: 'combat' });
    expect(r.events[0]?.roll).toMatchObject({ faces: [3, 4], total: 5, section: '7.6' });
  });

  it('adds an Oratory medallion: the same 7 becomes 7, Agreement', () => {
    const r = negotiate(group('evilThief'), [ORATORY_MEDALLION], new ScriptedRng([3, 4]));
    expect(r.result).toBe('agreement');
    expect(r.consequence).toEqual({ kind: 'leftAlone' });
    expect(r.events[0]?.roll?.modifiers).toEqual([
      { label: 'Negotiation Value (Evil Thief)', value: -2 },
      { label: 'Oratory medallion', value: 2 },
    ]);
  });

  it('Skeletons (9) never agree without Oratory; with it, Cow counts as Agreement for them', () => {
    expect(negotiate(group('skeleton', 3), [], new ScriptedRng([6, 6])).result).toBe('failure');
    const r = negotiate(group('skeleton', 3), [ORATORY_MEDALLION, ORATORY_SPELL], new ScriptedRng([6, 6]));
    expect(r.result).toBe('cow');
    expect(r.consequence).toEqual({ kind: 'leftAlone' });
  });

  it('cowed Orcs hand over a quarter of their Bezants, rounded down, from the treasure rolled then', () => {
    // 10 on 2D6 = Cow. Orc room Treasure H: Bezants 6:2D6 (certain) -> 4+6; Gems 1:1D3 -> 2 fails; Magic 1:1 -> 3 fails.
    const r = negotiate(group('orc'), [], new ScriptedRng([5, 5, 4, 6, 2, 3]));
    expect(r.result).toBe('cow');
    expect(r.consequence).toEqual({
      kind: 'tribute',
      bezantsOffered: 2,
      treasures: [{ letter: 'H', bezants: 10, gems: [], magicItems: [], inChest: false }],
    });
    if (r.consequence.kind !== 'tribute') throw new Error('expected tribute');
    const later = subtractBezantsTaken(r.consequence.treasures, r.consequence.bezantsOffered);
    expect(later[0]?.bezants).toBe(8);
  });

  it('Ogres are not cowed (1979 list, not the revised "Ogres")', () => {
    const r = negotiate(group('ogre'), [], new ScriptedRng([6, 6]));
    expect(r.result).toBe('cow');
    expect(r.consequence).toEqual({ kind: 'leftAlone' });
  });

  it('a seeded Cow from a group of Goblins rolls each Goblin\'s treasure', () => {
    const { result } = firstSeed((rng) => negotiate(group('goblin', 3), [], rng), (r) => r.result === 'cow');
    expect(result.consequence.kind).toBe('tribute');
    if (result.consequence.kind === 'tribute') {
      expect(result.consequence.treasures).toHaveLength(3);
      const total = result.consequence.treasures.reduce((s, t) => s + t.bezants, 0);
      expect(result.consequence.bezantsOffered).toBe(Math.floor(total / 4));
    }
  });

  it('comes out at the printed odds for Goblins (value 0): 10/36 Failure, 16/36 Agreement, 10/36 Cow', () => {
    const rng = Rng.fromSeedNumber(31);
    const g = group('goblin');
    const counts = { failure: 0, agreement: 0, cow: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[negotiate(g, [], rng).result]++;
    expectNear(counts.failure / n, 10 / 36, 0.015);
    expectNear(counts.agreement / n, 16 / 36, 0.015);
    expectNear(counts.cow / n, 10 / 36, 0.015);
  });
});

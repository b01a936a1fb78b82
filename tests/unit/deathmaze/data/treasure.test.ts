import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  isEmptyTreasure,
  makeGroup,
  parseTreasureEntry,
  rollGroupTreasure,
  rollMagicItem,
  rollTreasure,
  subtractBezantsTaken,
  treasureValue,
  type MagicItemKind,
} from '../../../../shared/rulesets/deathmaze/data';
import { expectNear, ScriptedRng } from './helpers';

describe('treasure entries [9.12]', () => {
  it('parse "chance:amount"', () => {
    expect(parseTreasureEntry('6:1D6x20')).toEqual({ chance: 6, amount: '1D6x20' });
    expect(parseTreasureEntry('2:1')).toEqual({ chance: 2, amount: '1' });
    expect(parseTreasureEntry('0:0')).toEqual({ chance: 0, amount: null });
  });
});

describe('rollTreasure [9.1]', () => {
  it('rolls a Type J treasure: Bezants, two gems, one +5 magic Bow through two Roll Twice results', () => {
    const rng = new ScriptedRng([
      3, // Bezants 6:1D6x20 (certain): 3 x 20
      1, 2, // Gems 2:1D6: present on 1, two gems
      6, 6, // gem 1: 12 -> 150
      1, 1, // gem 2: 2 -> 1
      3, 1, // Magic Items 3:1D3: present on 3; 1D3 face 1 -> one item
      1, // Magic Item Table: Weapon
      4, // Weapon Table: Bow
      6, 6, 2, 5, 4, // Weapon Effects: Roll Twice, Roll Twice, +1, +2, +2
    ]);
    const { treasure, events } = rollTreasure('J', rng);
    expect(treasure).toEqual({ letter: 'J', bezants: 60, gems: [150, 1], magicItems: [{ kind: 'weapon', weapon: 'bow', bonus: 5 }], inChest: true });
    expect(rng.remaining).toBe(0);
    expect(treasureValue(treasure)).toBe(211);
    expect(events.filter((e) => e.tableId === 'weapon-effects-table')).toHaveLength(5);
    expect(events.at(-1)?.text).toMatch(/60 Bezants, 2 gems \(150, 1 Bz\), \+5 Bow/);
  });

  it('finds nothing of a column when the chance roll is higher than the chance', () => {
    // Type E: Bezants 2:1D6x10 -> 3 fails; Gems 2:1D6 -> 5 fails; Magic Items 2:1 -> 6 fails.
    const { treasure } = rollTreasure('E', new ScriptedRng([3, 5, 6]));
    expect(isEmptyTreasure(treasure)).toBe(true);
    expect(treasure.inChest).toBe(false);
  });

  it('rolls no dice at all for Type A', () => {
    const rng = new ScriptedRng([]);
    expect(rollTreasure('A', rng).treasure).toEqual({ letter: 'A', bezants: 0, gems: [], magicItems: [], inChest: false });
  });

  it('rolls a treasure for each monster of a group [9.13]', () => {
    const rng = Rng.fromSeedNumber(4);
    const g = makeGroup('orc', 3, 'wandering', rng).group;
    const { treasures } = rollGroupTreasure(g, rng);
    expect(treasures).toHaveLength(3);
    expect(treasures.every((t) => t.letter === 'B')).toBe(true);
  });

  it('presence comes out at "1D6 at most the chance": Type E Bezants (2) one time in three', () => {
    const rng = Rng.fromSeedNumber(8);
    let present = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (rollTreasure('E', rng).treasure.bezants > 0) present++;
    expectNear(present / n, 2 / 6, 0.015);
  });

  it('values gems on 2D6: 25 Bezants (a 7) one time in six', () => {
    const rng = Rng.fromSeedNumber(12);
    let sevens = 0;
    let gems = 0;
    while (gems < 20_000) {
      for (const g of rollTreasure('G', rng).treasure.gems) {
        gems++;
        if (g === 25) sevens++;
      }
    }
    expectNear(sevens / gems, 1 / 6, 0.012);
  });
});

describe('magic items [9.15]-[9.7]', () => {
  it('rerolls a Ring in the Basic game [9.7] but keeps it in the Advanced game', () => {
    const basic = rollMagicItem(new ScriptedRng([6, 6, 2, 1]));
    expect(basic.item).toEqual({ kind: 'armour', bonus: 1 });
    expect(basic.events.filter((e) => e.section === '9.7')).toHaveLength(2);
    expect(rollMagicItem(new ScriptedRng([6, 3]), 'advanced').item).toEqual({ kind: 'ring', ring: 'sleep' });
  });

  it('leaves a potion untested; rolls spices and medallions', () => {
    expect(rollMagicItem(new ScriptedRng([3])).item).toEqual({ kind: 'potion', potion: null });
    expect(rollMagicItem(new ScriptedRng([4, 2])).item).toEqual({ kind: 'spice', spice: 'sesame' });
    expect(rollMagicItem(new ScriptedRng([5, 2])).item).toEqual({ kind: 'medallion', medallion: 'neutralizePoison' });
  });

  it('in the Basic game gives each of the five other kinds one time in five', () => {
    const rng = Rng.fromSeedNumber(21);
    const counts: Record<MagicItemKind, number> = { weapon: 0, armour: 0, potion: 0, spice: 0, medallion: 0, ring: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[rollMagicItem(rng).item.kind]++;
    expect(counts.ring).toBe(0);
    for (const kind of ['weapon', 'armour', 'potion', 'spice', 'medallion'] as const) expectNear(counts[kind] / n, 1 / 5, 0.015);
  });

  it('weapon bonuses average 1.75: each 6 becomes two more rolls [9.22]', () => {
    // E[bonus] = (3/6)(1) + (2/6)(2) + (1/6)(2 E) => E = 7/6 / (2/3) = 1.75
    const rng = Rng.fromSeedNumber(33);
    let sum = 0;
    let n = 0;
    while (n < 20_000) {
      const { item } = rollMagicItem(rng);
      if (item.kind === 'weapon') {
        sum += item.bonus;
        n++;
      }
    }
    expectNear(sum / n, 1.75, 0.04);
  });
});

describe('Cow bezants [7.24]', () => {
  it('are taken from the treasures in order', () => {
    const t = (bezants: number) => ({ letter: 'H' as const, bezants, gems: [], magicItems: [], inChest: false });
    expect(subtractBezantsTaken([t(3), t(10)], 5).map((x) => x.bezants)).toEqual([0, 8]);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import {
  describeMagicItem,
  parseTreasureEntry,
  rollBonus,
  rollJewel,
  rollMagicItem,
  rollTreasure,
  TREASURE_LETTERS,
  treasureTypeTable,
  weaponBonusTable,
  type MagicItem,
  type TreasureColumn,
} from '../../../shared/rulesets/citadel';

/** |observed − n·p| ≤ 3σ for a binomial count. */
function expectNear(observed: number, n: number, p: number, what: string): void {
  const sigma = Math.sqrt(n * p * (1 - p));
  expect(Math.abs(observed - n * p), `${what}: ${observed} of ${n}, expected ${(n * p).toFixed(1)}`).toBeLessThanOrEqual(3 * sigma);
}

describe('14.9 treasure rolls, seeded', () => {
  const N = 6_000;

  it.each(TREASURE_LETTERS.map((l) => [l]))('Type %s: each column is present at its printed chance, chests only for J, K, L', (letter) => {
    const rng = Rng.fromSeedNumber(letter.charCodeAt(0));
    const present: Record<TreasureColumn, number> = { gold: 0, jewels: 0, magic: 0 };
    for (let i = 0; i < N; i++) {
      const t = rollTreasure(rng, letter);
      if (t.goldMarks > 0) present.gold++;
      if (t.jewels.length > 0) present.jewels++;
      if (t.magicItems.length > 0) present.magic++;
      expect(t.inChest).toBe(['J', 'K', 'L'].includes(letter));
    }
    for (const column of ['gold', 'jewels', 'magic'] as TreasureColumn[]) {
      const { chance, amount } = parseTreasureEntry(treasureTypeTable.rows[letter][column]);
      const p = amount === null ? 0 : chance / 6;
      if (p === 0 || p === 1) expect(present[column], `${letter} ${column}`).toBe(p * N);
      else expectNear(present[column], N, p, `${letter} ${column}`);
    }
  });

  it('Type L gold is 3D6 × 20: every amount a multiple of 20 from 60 to 360, averaging 210', () => {
    const rng = Rng.fromSeedNumber(12);
    let sum = 0;
    for (let i = 0; i < N; i++) {
      const gold = rollTreasure(rng, 'L').goldMarks;
      expect(gold % 20).toBe(0);
      expect(gold).toBeGreaterThanOrEqual(60);
      expect(gold).toBeLessThanOrEqual(360);
      sum += gold;
    }
    // 3D6 has variance 35/4; ×20 gives σ = 20·√(35/4) per roll.
    const sigmaOfMean = (20 * Math.sqrt(35 / 4)) / Math.sqrt(N);
    expect(Math.abs(sum / N - 210)).toBeLessThanOrEqual(3 * sigmaOfMean);
  });

  it('jewels follow 2D6 on the Jewel Table', () => {
    const rng = Rng.fromSeedNumber(3);
    const values = [1, 5, 10, 15, 20, 25, 35, 50, 75, 100, 150];
    const seen = new Map<number, number>();
    const n = 36_000;
    for (let i = 0; i < n; i++) {
      const v = rollJewel(rng).value;
      seen.set(v, (seen.get(v) ?? 0) + 1);
    }
    values.forEach((v, i) => expectNear(seen.get(v) ?? 0, n, (6 - Math.abs(i + 2 - 7)) / 36, `${v} GM`));
    expect([...seen.keys()].every((v) => values.includes(v))).toBe(true);
  });

  it('magic items: each type one time in six, each kind at its printed share', () => {
    const rng = Rng.fromSeedNumber(4);
    const n = 36_000;
    const types = new Map<string, number>();
    const kinds = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const { value } = rollMagicItem(rng);
      types.set(value.type, (types.get(value.type) ?? 0) + 1);
      const kind = value.type === 'weapon' ? value.weapon : value.type === 'armor' ? null : value.kind;
      if (kind) kinds.set(`${value.type}:${kind}`, (kinds.get(`${value.type}:${kind}`) ?? 0) + 1);
    }
    for (const t of ['weapon', 'armor', 'potion', 'talisman', 'medallion', 'ring']) expectNear(types.get(t) ?? 0, n, 1 / 6, t);
    // The two kinds printed twice in their column.
    expectNear(kinds.get('potion:strength') ?? 0, n, 1 / 18, 'Strength potion');
    expectNear(kinds.get('medallion:neutralizePoison') ?? 0, n, 1 / 18, 'Neutralize Poison medallion');
    expectNear(kinds.get('ring:resurrect') ?? 0, n, 1 / 36, 'Resurrect ring');
  });

  it('Roll Twice adds two more rolls: a bonus of 1 only one time in six, 2 or 3 at 4/6 + 1/6 × 5/36', () => {
    const rng = Rng.fromSeedNumber(5);
    const n = 36_000;
    let one = 0;
    let twoOrThree = 0;
    let most = 0;
    for (let i = 0; i < n; i++) {
      const b = rollBonus(rng, weaponBonusTable, 'test').value;
      if (b === 1) one++;
      if (b === 2 || b === 3) twoOrThree++;
      most = Math.max(most, b);
    }
    expectNear(one, n, 1 / 6, 'bonus 1');
    expectNear(twoOrThree, n, 4 / 6 + (1 / 6) * (5 / 36), 'bonus 2 or 3');
    // Chains of Roll Twice do happen over 36,000 rolls: something above a single +3.
    expect(most).toBeGreaterThan(3);
  });

  it('names items as a player reads them', () => {
    const items: MagicItem[] = [
      { type: 'weapon', weapon: 'throwDagger', bonus: 2 },
      { type: 'armor', bonus: 1 },
      { type: 'talisman', kind: 'allSuns' },
      { type: 'ring', kind: 'resist2' },
    ];
    expect(items.map(describeMagicItem)).toEqual(['Throw Dagger +2', 'Armor +1', 'Talisman of All Suns', 'Ring of Resist +2']);
  });

  it('logs every die under 14.9', () => {
    const rng = Rng.fromSeedNumber(6);
    for (let i = 0; i < 100; i++) for (const r of rollTreasure(rng, 'K').rolls) expect(r.section).toBe('14.9');
  });
});

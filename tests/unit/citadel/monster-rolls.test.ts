import { describe, expect, it } from 'vitest';
import { parseDiceCode } from '../../../shared/core/dice';
import { Rng } from '../../../shared/core/rng';
import type { GridTable } from '../../../shared/core/table';
import { rollMonsterEncounter, roomMonsterTable, wanderingMonsterTable, type MonsterCell, type MonsterTableKind } from '../../../shared/rulesets/citadel';

/** The exact chance of each count a cell gives (a D3 is a D6 halved, rounded up). */
function countDistribution(cell: MonsterCell): Map<number, number> {
  const out = new Map<number, number>();
  if (typeof cell.count === 'number') return out.set(cell.count, 1);
  const code = parseDiceCode(cell.count);
  for (let face = 1; face <= 6; face++) {
    const value = (code.sides === 3 ? Math.ceil(face / 2) : face) + (code.op === '+' ? code.operand : 0);
    out.set(value, (out.get(value) ?? 0) + 1 / 6);
  }
  return out;
}

/** The exact chance of each (monster, count) a table gives before the level multiplier. */
function expected(table: GridTable<MonsterCell>): Map<string, number> {
  const cells = table.cells.flat();
  const out = new Map<string, number>();
  for (const cell of cells) {
    for (const [count, p] of countDistribution(cell)) {
      const key = `${cell.monster}:${count}`;
      out.set(key, (out.get(key) ?? 0) + p / cells.length);
    }
  }
  return out;
}

/** Observed frequencies stay within 3σ of the exact chances (binomial σ for each outcome). */
function withinThreeSigma(observed: Map<string, number>, chances: Map<string, number>, n: number): void {
  for (const key of observed.keys()) expect(chances.has(key), `${key} cannot be rolled`).toBe(true);
  for (const [key, p] of chances) {
    const sigma = Math.sqrt(n * p * (1 - p));
    expect(Math.abs((observed.get(key) ?? 0) - n * p), `${key}: ${observed.get(key) ?? 0} of ${n}, expected ${(n * p).toFixed(1)}`).toBeLessThanOrEqual(3 * sigma);
  }
}

function sample(kind: MonsterTableKind, level: 1 | 2 | 3, n: number, seed: number): Map<string, number> {
  const rng = Rng.fromSeedNumber(seed);
  const seen = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const e = rollMonsterEncounter(rng, kind, level);
    const key = `${e.monster}:${e.count}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return seen;
}

describe('8.3 monster encounters, seeded', () => {
  const N = 36_000;

  it('the Room Monster Table gives each monster and number at its printed odds', () => {
    withinThreeSigma(sample('room', 1, N, 17), expected(roomMonsterTable), N);
  });

  it('the Wandering Monster Table gives each monster and number at its printed odds', () => {
    withinThreeSigma(sample('wandering', 2, N, 18), expected(wanderingMonsterTable), N);
  });

  it('level 3 doubles every number rolled, fixed numbers included (6.7)', () => {
    const doubled = new Map([...expected(roomMonsterTable)].map(([key, p]) => {
      const [monster, count] = key.split(':');
      return [`${monster}:${Number(count) * 2}`, p] as const;
    }));
    withinThreeSigma(sample('room', 3, N, 19), doubled, N);
  });

  it('logs every die it rolls, with the section', () => {
    const rng = Rng.fromSeedNumber(5);
    for (let i = 0; i < 200; i++) {
      const e = rollMonsterEncounter(rng, 'room', 1);
      expect(e.rolls.length).toBe(typeof e.cell.count === 'number' ? 2 : 3);
      for (const r of e.rolls) expect(r.section).toBe('8.3');
    }
  });

  it('the same seed gives the same encounters', () => {
    const a = Rng.fromSeedNumber(99);
    const b = Rng.fromSeedNumber(99);
    for (let i = 0; i < 50; i++) expect(rollMonsterEncounter(a, 'wandering', 3)).toEqual(rollMonsterEncounter(b, 'wandering', 3));
  });
});

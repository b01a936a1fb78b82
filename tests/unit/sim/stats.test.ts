import { describe, expect, it } from 'vitest';
import { difference, distribution, histogram, quantile, rate, sortedCounts, wilson } from '../../../shared/sim/stats';
import { addOutcome, emptyTally, mergeTally, summarize } from '../../../shared/sim/tally';
import type { ExpeditionOutcome } from '../../../shared/sim/outcome';

describe('95% intervals', () => {
  it('gives Wilson score intervals as published', () => {
    // Newcombe (1998), Statistics in Medicine 17:857, Table I: 81/263, 15/148, 0/20, 1/29.
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [k, n, low, high] of cases) {
      const w = wilson(k, n);
      expect(w.low).toBeCloseTo(low, 4);
      expect(w.high).toBeCloseTo(high, 4);
    }
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilson(10, 10).high).toBe(1);
  });

  it('gives the difference of two shares with Newcombe’s hybrid score interval', () => {
    // Newcombe (1998), Statistics in Medicine 17:873, Table II, method 10: 56/70 − 48/80 and 9/10 − 3/10.
    const a = difference(rate(56, 70), rate(48, 80));
    expect(a.difference).toBeCloseTo(0.2, 10);
    expect(a.low).toBeCloseTo(0.0524, 4);
    expect(a.high).toBeCloseTo(0.3339, 4);
    expect(a.significant).toBe(true);
    const b = difference(rate(9, 10), rate(3, 10));
    expect(b.low).toBeCloseTo(0.1705, 4);
    expect(b.high).toBeCloseTo(0.809, 3);
    // The same share twice: no difference, and an interval either side of 0.
    const same = difference(rate(30, 100), rate(30, 100));
    expect(same.difference).toBe(0);
    expect(same.low).toBeLessThan(0);
    expect(same.high).toBeGreaterThan(0);
    expect(same.significant).toBe(false);
  });
});

describe('distributions from counts', () => {
  const oneToTen = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 1]));

  it('reads nearest-rank quantiles, mean and extremes', () => {
    const sorted = sortedCounts(oneToTen);
    expect([0.1, 0.25, 0.5, 0.75, 0.9, 1].map((p) => quantile(sorted, p))).toEqual([1, 3, 5, 8, 9, 10]);
    expect(distribution(oneToTen)).toEqual({ count: 10, mean: 5.5, min: 1, p10: 1, p25: 3, median: 5, p75: 8, p90: 9, max: 10 });
    // Weighted: 0 nine times and 100 once: the median is 0, the mean 10.
    expect(distribution({ '0': 9, '100': 1 })).toMatchObject({ median: 0, p90: 0, max: 100, mean: 10 });
    expect(distribution({})).toMatchObject({ count: 0, mean: 0, median: 0 });
  });

  it('bins whole numbers into at most the bins asked for, every value counted once', () => {
    const bins = histogram({ '2': 3, '5': 1, '41': 2 }, 20);
    expect(bins.length).toBeLessThanOrEqual(20);
    expect(bins[0]).toEqual({ from: 2, to: 3, count: 3 });
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(6);
    expect(bins.find((b) => b.from <= 41 && 41 <= b.to)?.count).toBe(2);
    expect(histogram({ '7': 4 })).toEqual([{ from: 7, to: 7, count: 4 }]);
  });
});

describe('tallies', () => {
  const game = (result: ExpeditionOutcome['result'], survivors: number, moves: number): ExpeditionOutcome => ({
    result,
    adventurers: 4,
    survivors,
    moves,
    actions: 100,
    combats: 3,
    chitsPlaced: 10,
    deaths: Array.from({ length: 4 - survivors }, (_, i) => (i % 2 ? { cause: 'trap' as const } : { cause: 'combat' as const, monster: 'Ogre' })),
    experience: Array.from({ length: survivors }, () => 50),
    treasure: Array.from({ length: survivors }, () => 120),
  });
  const games = [game('won', 4, 30), game('escaped', 2, 12), game('died', 0, 8), game('died', 0, 20), game('escaped', 1, 16)];

  it('adds up to the same summary whichever way the games are split and merged', () => {
    const whole = emptyTally();
    for (const g of games) addOutcome(whole, g);
    const left = emptyTally();
    const right = emptyTally();
    for (const g of games.slice(3)) addOutcome(left, g);
    for (const g of games.slice(0, 3)) addOutcome(right, g);
    mergeTally(left, right);
    expect(JSON.stringify(summarize(left))).toBe(JSON.stringify(summarize(whole)));
    const s = summarize(whole);
    expect(s.win).toMatchObject({ count: 1, of: 5 });
    expect(s.escape).toMatchObject({ count: 3, of: 5 });
    expect(s.death).toMatchObject({ count: 2, of: 5 });
    expect(s.survival).toMatchObject({ count: 7, of: 20 });
    expect(s.deathsByCause).toEqual([
      { name: 'combat', count: 7, share: 7 / 13 },
      { name: 'trap', count: 6, share: 6 / 13 },
    ]);
    expect(s.deathsByMonster).toEqual([{ name: 'Ogre', count: 7, share: 7 / 13 }]);
    expect(s.moves).toMatchObject({ median: 16, min: 8, max: 30 });
    expect(s.treasurePerSurvivor).toMatchObject({ count: 7, median: 120 });
  });
});

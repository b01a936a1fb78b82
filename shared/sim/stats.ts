/**
 * Interval arithmetic for simulated odds: Wilson score intervals for a share, Newcombe's hybrid score interval for
 * the difference of two shares, and exact quantiles read off a table of counts. Pure functions over plain numbers.
 */

/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** A share of games with its 95% interval: `count` of `of`. */
export interface Rate extends Interval {
  readonly count: number;
  readonly of: number;
  readonly share: number;
}

/**
 * Wilson's score interval for `k` successes in `n` trials. Unlike the textbook p ± z·√(p(1−p)/n) it stays inside
 * [0, 1] and keeps a sensible width when a share is 0 or 1, which a deadly party's win rate often is.
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At k = 0 and k = n the bound is exactly 0 or 1; the formula gives it with a rounding error.
  return { low: k <= 0 ? 0 : Math.max(0, centre - half), high: k >= n ? 1 : Math.min(1, centre + half) };
}

export function rate(count: number, of: number): Rate {
  return { count, of, share: of > 0 ? count / of : 0, ...wilson(count, of) };
}

export interface Difference extends Interval {
  /** a.share − b.share */
  readonly difference: number;
  /** Whether the interval leaves out 0: the two shares differ beyond what chance explains at 95%. */
  readonly significant: boolean;
}

/**
 * The difference of two independent shares with Newcombe's hybrid score interval (his method 10, 1998), built from
 * each share's Wilson interval: it behaves well near 0 and 1, where the plain Wald difference fails.
 */
export function difference(a: Rate, b: Rate): Difference {
  const d = a.share - b.share;
  const low = d - Math.sqrt((a.share - a.low) ** 2 + (b.high - b.share) ** 2);
  const high = d + Math.sqrt((a.high - a.share) ** 2 + (b.share - b.low) ** 2);
  return { difference: d, low, high, significant: low > 0 || high < 0 };
}

/** Counts of whole-number values ("how many games lasted 37 moves"), keyed by the value's decimal text. */
export type Counts = Record<string, number>;

export function addCount(counts: Counts, value: number, by = 1): void {
  const key = String(value);
  counts[key] = (counts[key] ?? 0) + by;
}

export function mergeCounts(into: Counts, from: Readonly<Counts>): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** The values and their counts, smallest value first. */
export function sortedCounts(counts: Readonly<Counts>): { value: number; count: number }[] {
  return Object.entries(counts)
    .map(([key, count]) => ({ value: Number(key), count }))
    .sort((a, b) => a.value - b.value);
}

export interface Distribution {
  readonly count: number;
  readonly mean: number;
  readonly min: number;
  readonly p10: number;
  readonly p25: number;
  readonly median: number;
  readonly p75: number;
  readonly p90: number;
  readonly max: number;
}

/**
 * The nearest-rank quantile: the smallest value with at least `p` of the observations at or below it. Exact for any
 * number of games while holding only one count per distinct value (memory does not grow with the games played).
 */
export function quantile(sorted: readonly { value: number; count: number }[], p: number): number {
  const total = sorted.reduce((n, s) => n + s.count, 0);
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const s of sorted) {
    seen += s.count;
    if (seen >= rank) return s.value;
  }
  return sorted[sorted.length - 1]!.value;
}

export function distribution(counts: Readonly<Counts>): Distribution {
  const sorted = sortedCounts(counts);
  const count = sorted.reduce((n, s) => n + s.count, 0);
  const sum = sorted.reduce((n, s) => n + s.value * s.count, 0);
  return {
    count,
    mean: count ? sum / count : 0,
    min: sorted[0]?.value ?? 0,
    p10: quantile(sorted, 0.1),
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    p90: quantile(sorted, 0.9),
    max: sorted[sorted.length - 1]?.value ?? 0,
  };
}

export interface Bin {
  /** Inclusive bounds. */
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** At most `maxBins` bins of equal whole-number width from the smallest value to the largest. */
export function histogram(counts: Readonly<Counts>, maxBins = 20): Bin[] {
  const sorted = sortedCounts(counts);
  if (!sorted.length) return [];
  const min = sorted[0]!.value;
  const max = sorted[sorted.length - 1]!.value;
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: { from: number; to: number; count: number }[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: from + width - 1, count: 0 });
  for (const s of sorted) bins[Math.floor((s.value - min) / width)]!.count += s.count;
  return bins;
}

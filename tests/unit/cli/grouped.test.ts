import { describe, expect, it } from 'vitest';
import { grouped } from '../../../electron/cli/grouped';

describe('counts in the CLI’s reports', () => {
  it('are written as en-US writes them', () => {
    const counts = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const n of [...counts, ...counts.map((c) => -c)]) expect(grouped(n), String(n)).toBe(n.toLocaleString('en-US'));
  });

  it('leave fractions and non-numbers to toLocaleString', () => {
    for (const n of [0.5, 1234.5678, -0.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(grouped(n), String(n)).toBe(n.toLocaleString('en-US'));
  });
});

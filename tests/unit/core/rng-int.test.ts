import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { Rng } from '../../../shared/core/rng';
import { rngStateFromSeed } from '../../../shared/core/seed';

describe('Rng.int', () => {
  it('draws exactly the numbers pure-rand draws, small and large ranges alike', () => {
    const state = rngStateFromSeed('K7QM-2XPD');
    const rng = new Rng(state);
    const generator = xoroshiro128plusFromState(state);
    const ranges: [number, number][] = [[1, 6], [0, 0], [1, 3], [0, 99], [-5, 5], [0, 2 ** 31], [-(2 ** 31), 2 ** 31 - 1], [0, 2 ** 32 - 1]];
    for (let i = 0; i < 2000; i++) {
      const [from, to] = ranges[i % ranges.length]!;
      const drawn = rng.int(from, to);
      expect(Object.is(drawn, uniformInt(generator, from, to))).toBe(true);
    }
  });
});


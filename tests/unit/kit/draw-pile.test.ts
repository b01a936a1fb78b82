import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import { pickIndex, Untried } from '../../../shared/kit/draw-pile';

describe('drawing from a pile without replacement', () => {
  it('takes each tile once, as splicing a copy of the pile would, and leaves the pile itself alone', () => {
    const pile = ['a', 'b', 'c', 'd'] as const;
    const untried = new Untried<string>(pile);
    expect(untried.length).toBe(4);
    expect(untried.take(1)).toBe('b');
    expect(untried.length).toBe(3);
    expect(untried.take(1)).toBe('c');
    expect(untried.take(0)).toBe('a');
    expect(untried.take(0)).toBe('d');
    expect(untried.length).toBe(0);
    expect(pile).toEqual(['a', 'b', 'c', 'd']);
  });

  it('draws every tile of the pile exactly once from a seeded generator', () => {
    const rng = Rng.fromSeedNumber(16);
    const untried = new Untried<number>([10, 20, 30, 40, 50]);
    const drawn: number[] = [];
    while (untried.length > 0) drawn.push(untried.take(pickIndex(rng, untried.length)));
    expect([...drawn].sort((x, y) => x - y)).toEqual([10, 20, 30, 40, 50]);
  });
});

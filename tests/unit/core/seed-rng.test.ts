import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import { parseSeed, rngStateFromSeed, seedFromInts } from '../../../shared/core/seed';

describe('seeds', () => {
  it('normalizes what a user types', () => {
    expect(parseSeed('k7qm2xpd')).toEqual({ ok: true, seed: 'K7QM-2XPD' });
    expect(parseSeed(' K7QM - 2XPD ')).toEqual({ ok: true, seed: 'K7QM-2XPD' });
    // Crockford look-alikes: O is read as zero, I and L as one.
    expect(parseSeed('OOOO-ILIL')).toEqual({ ok: true, seed: '0000-1111' });
  });

  it.each(['', 'ABC', 'K7QM-2XPD-9', 'K7QM-2XP!', 'K7QM-2XPU', 42, null])('refuses %j with a clear message', (input) => {
    const result = parseSeed(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/seed is 8 letters and digits/);
  });

  it('draws well-formed seeds', () => {
    let i = 0;
    const seed = seedFromInts((max) => (i++ * 7) % max);
    expect(parseSeed(seed)).toEqual({ ok: true, seed });
  });

  it('gives the same dice for the same seed, however it was typed, and different dice for another seed', () => {
    const sequence = (seed: string) => {
      const rng = new Rng(rngStateFromSeed(seed));
      return Array.from({ length: 20 }, () => rng.die());
    };
    expect(sequence('k7qm2xpd')).toEqual(sequence('K7QM-2XPD'));
    expect(sequence('K7QM-2XPD')).not.toEqual(sequence('K7QM-2XPE'));
  });

  it('resumes from serialized state exactly where it stopped', () => {
    const rng = new Rng(rngStateFromSeed('AAAA-BBBB'));
    for (let i = 0; i < 5; i++) rng.die();
    const saved = JSON.parse(JSON.stringify(rng.state())) as number[];
    const continued = Array.from({ length: 10 }, () => rng.die());
    const resumed = new Rng(saved);
    expect(Array.from({ length: 10 }, () => resumed.die())).toEqual(continued);
  });

  it('refuses a malformed generator state', () => {
    expect(() => new Rng([1, 2, 3])).toThrow(/four 32-bit integers/);
  });
});

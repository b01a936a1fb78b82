import { describe, expect, it } from 'vitest';
import { DiceCodeError, parseDiceCode, roll } from '../../../shared/core/dice';
import { Rng } from '../../../shared/core/rng';

const ctx = { section: '2.3', table: 'test' };

describe('dice codes [2.3]', () => {
  it.each([
    ['1D6', { count: 1, sides: 6, op: null, operand: 0, form: 'dice', code: '1D6' }],
    ['3D6x5', { count: 3, sides: 6, op: 'x', operand: 5, form: 'dice', code: '3D6x5' }],
    ['1d3+2', { count: 1, sides: 3, op: '+', operand: 2, form: 'dice', code: '1D3+2' }],
    ['D6', { count: 1, sides: 6, op: null, operand: 0, form: 'dice', code: '1D6' }],
    ['2D6-1', { count: 2, sides: 6, op: '-', operand: 1, form: 'dice', code: '2D6-1' }],
    ['1D6×20', { count: 1, sides: 6, op: 'x', operand: 20, form: 'dice', code: '1D6x20' }],
    ['2+1', { count: 2, sides: 6, op: '+', operand: 1, form: 'wound', code: '2+1' }],
    ['1-1', { count: 1, sides: 6, op: '-', operand: 1, form: 'wound', code: '1-1' }],
    ['½+2', { count: 1, sides: 3, op: '+', operand: 2, form: 'wound', code: '½+2' }],
    ['1/2+2', { count: 1, sides: 3, op: '+', operand: 2, form: 'wound', code: '½+2' }],
  ])('parses %s', (text, expected) => {
    expect(parseDiceCode(text)).toEqual(expected);
  });

  it.each(['', 'D', '3D8', '0D6', '1D6+', 'xyz', '2++1', '1D6x'])('rejects %j naming the code', (text) => {
    expect(() => parseDiceCode(text)).toThrow(DiceCodeError);
    try {
      parseDiceCode(text);
    } catch (error) {
      expect((error as Error).message).toContain(`“${text}”`);
    }
  });

  it('multiplies 3D6x5 and records the faces', () => {
    const record = roll(Rng.fromSeedNumber(7), '3D6x5', ctx);
    expect(record.faces).toHaveLength(3);
    expect(record.total).toBe(record.faces.reduce((a, b) => a + b, 0) * 5);
    expect(record.section).toBe('2.3');
  });

  it('halves a D6 rounding up for D3, then adds', () => {
    for (let seed = 0; seed < 50; seed++) {
      const record = roll(Rng.fromSeedNumber(seed), '1D3+2', ctx);
      const face = record.faces[0]!;
      expect(record.values[0]).toBe(Math.ceil(face / 2));
      expect(record.total).toBe(Math.ceil(face / 2) + 2);
    }
  });

  it('reads a wound code 2+1 as 2D6+1 and ½+2 as 1D3+2 [7.14]', () => {
    const two = roll(Rng.fromSeedNumber(3), '2+1', ctx);
    expect(two.faces).toHaveLength(2);
    expect(two.total).toBe(two.faces[0]! + two.faces[1]! + 1);
    const half = roll(Rng.fromSeedNumber(3), '½+2', ctx);
    expect(half.total).toBeGreaterThanOrEqual(3);
    expect(half.total).toBeLessThanOrEqual(5);
  });

  it('applies situational modifiers after the code and lists them', () => {
    const record = roll(Rng.fromSeedNumber(11), '1D6', { ...ctx, modifiers: [{ label: 'Weapon skill', value: 1 }] });
    expect(record.total).toBe(record.faces[0]! + 1);
    expect(record.modifiers).toEqual([{ label: 'Weapon skill', value: 1 }]);
  });

  it('gives each face of a D6 about a sixth of the time, and D3 values a third', () => {
    const rng = Rng.fromSeedNumber(2024);
    const counts = [0, 0, 0, 0, 0, 0];
    const d3 = [0, 0, 0];
    const trials = 60_000;
    for (let i = 0; i < trials; i++) {
      counts[rng.die(6) - 1]!++;
      d3[roll(rng, '1D3', ctx).total - 1]!++;
    }
    for (const c of counts) expect(Math.abs(c / trials - 1 / 6)).toBeLessThan(0.01);
    for (const c of d3) expect(Math.abs(c / trials - 1 / 3)).toBeLessThan(0.01);
  });
});

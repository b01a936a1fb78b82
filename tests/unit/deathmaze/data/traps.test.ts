import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { attemptDetrap, openTrapped, resolveTrap, type TrapOpener, type TrapVictim } from '../../../../shared/rulesets/deathmaze/data';
import { expectNear, firstSeed, ScriptedRng } from './helpers';

const thief: TrapOpener = { id: 'bree', name: 'Bree', detrap: 2 };
const hero: TrapOpener = { id: 'arn', name: 'Arn', detrap: 0 };
const party: TrapVictim[] = [thief, hero, { id: 'cato', name: 'Cato' }];

describe('resolveTrap [10.2]', () => {
  it('Roll Twice, then Roll Twice again: three traps [10.27], the Explosion hitting everyone', () => {
    // 6 Roll Twice -> 6 Roll Twice -> 3 Poison Gas (1D3 face 4 = 2) -> 5 Flaming Oil -> 4 Explosion
    const rng = new ScriptedRng([6, 6, 3, 4, 5, 4]);
    const r = resolveTrap(hero, party, rng);
    expect(r.traps).toEqual(['poisonGas', 'flamingOil', 'explosion']);
    expect(r.wounds).toEqual({ arn: 4, bree: 1, cato: 1 });
    expect(rng.remaining).toBe(0);
    expect(r.events.filter((e) => e.tableId === 'trap-table')).toHaveLength(5);
  });

  it('a Poison Arrow that strikes adds 1D3 poison; one that misses does not', () => {
    // 2 Poison Arrow; Bow column: 5 -> 1 Wound; poison 1D3 face 6 -> 3
    expect(resolveTrap(hero, party, new ScriptedRng([2, 5, 6])).wounds).toEqual({ arn: 4 });
    const miss = new ScriptedRng([2, 3]);
    expect(resolveTrap(hero, party, miss)).toMatchObject({ traps: ['poisonArrow'], wounds: {} });
    expect(miss.remaining).toBe(0);
  });

  it('Neutralize Poison medallion stops the poison but not the arrow [9.62]', () => {
    const immune = { ...hero, immuneToPoison: true };
    expect(resolveTrap(immune, party, new ScriptedRng([2, 6])).wounds).toEqual({ arn: 1 });
    expect(resolveTrap(immune, party, new ScriptedRng([3])).wounds).toEqual({});
  });

  it('a seeded Poison Gas trap wounds only its victim, 1 to 3', () => {
    const { result } = firstSeed((rng) => resolveTrap(hero, party, rng), (r) => r.traps.length === 1 && r.traps[0] === 'poisonGas');
    expect(Object.keys(result.wounds)).toEqual(['arn']);
    expect(result.wounds.arn).toBeGreaterThanOrEqual(1);
    expect(result.wounds.arn).toBeLessThanOrEqual(3);
    expect(result.events.some((e) => e.section === '10.24')).toBe(true);
  });

  it('a seeded Roll Twice chain triggers one more trap for every 6', () => {
    const { result } = firstSeed((rng) => resolveTrap(hero, party, rng), (r) => r.traps.length >= 3);
    const sixes = result.events.filter((e) => e.tableId === 'trap-table' && e.roll?.total === 6).length;
    expect(result.traps.length).toBe(sixes + 1);
  });

  it('averages 1.25 traps per trap sprung (each 6 becomes two rolls)', () => {
    const rng = Rng.fromSeedNumber(50);
    let traps = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) traps += resolveTrap(hero, party, rng).traps.length;
    expectNear(traps / n, 1.25, 0.02);
  });
});

describe('detrapping [10.1]', () => {
  it('a Thief succeeds on at most his Detrap skill and gains 10 Experience Points [10.12]', () => {
    expect(attemptDetrap(thief, new ScriptedRng([2]))).toMatchObject({ success: true, experience: 10 });
    expect(attemptDetrap(thief, new ScriptedRng([3]))).toMatchObject({ success: false, experience: 0 });
  });

  it('a seeded successful detrap gives 10 XP and springs nothing', () => {
    const { result } = firstSeed((rng) => openTrapped(thief, party, 'detrap', rng), (r) => r.disarmed);
    expect(result).toMatchObject({ disarmed: true, experience: 10, trap: null });
    expect(result.events).toHaveLength(1);
  });

  it('a Thief who fails suffers the trap himself [10.13]', () => {
    // Detrap 4 > 2 fails; Trap 5 Flaming Oil.
    const r = openTrapped(thief, party, 'detrap', new ScriptedRng([4, 5]));
    expect(r).toMatchObject({ disarmed: false, experience: 0, trap: { traps: ['flamingOil'], wounds: { bree: 1 } } });
  });

  it('anyone else opening it suffers it automatically; Sesame opens it safely', () => {
    expect(openTrapped(hero, party, 'open', new ScriptedRng([5])).trap?.wounds).toEqual({ arn: 1 });
    expect(openTrapped(hero, party, 'sesame', new ScriptedRng([]))).toMatchObject({ disarmed: true, trap: null });
    expect(() => openTrapped(hero, party, 'detrap', new ScriptedRng([1]))).toThrow(/Detrap/);
  });

  it('succeeds at the printed odds: Detrap 2 one time in three', () => {
    const rng = Rng.fromSeedNumber(60);
    let ok = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (attemptDetrap(thief, rng).success) ok++;
    expectNear(ok / n, 1 / 3, 0.015);
  });
});

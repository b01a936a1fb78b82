import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { type CombatAdventurer, type WeaponKind } from '../../../../shared/rulesets/deathmaze/combat';
import { act, adventurer, monster, order, start } from './helpers';

const TRIALS = 3000;

/** Wound counts over many seeded first attacks, through the full engine (startCombat + one attack action). */
function adventurerWounds(kind: WeaponKind, extra: Partial<CombatAdventurer>, seed: number): number[] {
  const rng = Rng.fromSeedNumber(seed);
  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < TRIALS; i++) {
    const hero = { ...adventurer('H', [kind]), ...extra };
    const { combat } = start([hero, adventurer('P', ['sword'])], order(['H', 'P', null]), [monster('Target', 99, -10), monster('Other', 98, -10)], rng);
    const after = act(combat, { type: 'attack', adventurerId: 'H', targetId: 'Target' }, rng).combat;
    counts[after.monsters.find((m) => m.id === 'Target')!.wounds]! += 1;
  }
  return counts.map((c) => c / TRIALS);
}

function monsterWounds(combatBonus: number, seed: number): number[] {
  const rng = Rng.fromSeedNumber(seed);
  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < TRIALS; i++) {
    const { combat } = start([adventurer('V', ['sword'], { woundPoints: 99 }), adventurer('W', ['sword'], { woundPoints: 99 })], order(['V', 'W', null]), [monster('M', 9, combatBonus)], rng);
    const after = act(combat, { type: 'endPartyCombat' }, rng).combat;
    counts[after.adventurers.find((a) => a.id === 'V')!.wounds]! += 1;
  }
  return counts.map((c) => c / TRIALS);
}

/** Three standard errors of a proportion over TRIALS, never tighter than 0.02. */
const tolerance = (p: number) => Math.max(0.02, 3 * Math.sqrt((p * (1 - p)) / TRIALS));

function expectDistribution(observed: number[], expected: number[]) {
  expected.forEach((p, wounds) => expect(Math.abs((observed[wounds] ?? 0) - p)).toBeLessThanOrEqual(tolerance(p)));
}

describe('[8.7] hit rates over many seeded attacks', () => {
  it('a plain sword wounds on 5-6 (1/3), a hammer on 4-6 (1/2), a front-row throwing dagger only on 6 (1/6)', () => {
    expectDistribution(adventurerWounds('sword', {}, 101), [4 / 6, 2 / 6, 0, 0, 0]);
    expectDistribution(adventurerWounds('hammer', {}, 102), [3 / 6, 3 / 6, 0, 0, 0]);
    expectDistribution(adventurerWounds('throwingDagger', {}, 103), [5 / 6, 1 / 6, 0, 0, 0]);
  });

  it('a +6 skilled sword reads rows 7-12: one wound on 7-10, two on 11-12', () => {
    expectDistribution(adventurerWounds('sword', { weaponSkills: { sword: 6 } }, 104), [0, 4 / 6, 2 / 6, 0, 0]);
  });

  it('a drunk adventurer\'s dagger (-2) never wounds: 1-6 become -1 to 4, all miss rows of Sword/Dagger', () => {
    expectDistribution(adventurerWounds('dagger', { modifiers: { drunk: true } }, 105), [1, 0, 0, 0, 0]);
  });

  it('a monster with Combat Bonus +3 wounds on 3-6 (rows 6-9); with +10 it deals 1, 2, 2, 2, 3, 3 on the Monster column', () => {
    expectDistribution(monsterWounds(3, 106), [2 / 6, 4 / 6, 0, 0, 0]);
    // +10: rolls 11-16 → 1, 2, 2, 2, 3, 3 wounds
    expectDistribution(monsterWounds(10, 107), [0, 1 / 6, 3 / 6, 2 / 6, 0]);
  });
});

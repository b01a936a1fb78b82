import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { combatResultsTable, type CrtColumnId, type WeaponId } from '../../../../shared/rulesets/citadel';
import { act, character, fighterOf, monster, order, start } from './helpers';

const TRIALS = 3000;

/** The printed odds of 0–5 wounds for 1D6 + `bonus` in a column, read from the 9.9 table itself. */
function printedOdds(column: CrtColumnId, bonus: number): number[] {
  const col = combatResultsTable.columns.findIndex((c) => c.id === column);
  const odds = [0, 0, 0, 0, 0, 0];
  for (let face = 1; face <= 6; face++) {
    const total = face + bonus;
    const row = combatResultsTable.rows.find((r) => total <= (r.max ?? Infinity)) ?? combatResultsTable.rows.at(-1)!;
    odds[row.results[col]!]! += 1 / 6;
  }
  return odds;
}

/** Wounds from many first attacks through the engine: a character with `weapon` (from the row it is used in) and `bonus` as CB. */
function characterWounds(weapon: WeaponId, bonus: number, seed: number): number[] {
  const rng = Rng.fromSeedNumber(seed);
  const counts = [0, 0, 0, 0, 0, 0];
  const missile = weapon === 'bow' || weapon === 'throwDagger';
  for (let i = 0; i < TRIALS; i++) {
    const hero = character('H', { combatBonus: bonus, weapons: [{ id: 'w', kind: weapon }] });
    const rows = missile ? order(['P', null, 'Q'], [null, 'H', null]) : order(['H', null, 'P']);
    const party = missile ? [character('P'), character('Q'), hero] : [hero, character('P')];
    const { combat } = start(party, rows, [monster('T', 'orc', { woundPoints: 99 })], rng);
    counts[fighterOf(act(combat, { type: 'attack', fighterId: 'H', targetId: 'T' }, rng).combat, 'T').wounds]! += 1;
  }
  return counts.map((c) => c / TRIALS);
}

/** Wounds from many first monster attacks on a lone character opposite: an unarmed monster with CB `bonus`. */
function monsterWounds(bonus: number, seed: number): number[] {
  const rng = Rng.fromSeedNumber(seed);
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < TRIALS; i++) {
    const { combat } = start([character('V', { woundPoints: 99 })], order([null, 'V', null]), [monster('M', 'wight', { combatBonus: bonus })], rng);
    counts[fighterOf(act(combat, { type: 'endPartyCombat' }, rng).combat, 'V').wounds]! += 1;
  }
  return counts.map((c) => c / TRIALS);
}

/** Each observed share within three standard errors of the printed chance (σ of a proportion over TRIALS). */
function withinThreeSigma(observed: number[], expected: number[]): void {
  expected.forEach((p, wounds) => {
    const sigma = Math.sqrt((p * (1 - p)) / TRIALS);
    expect(Math.abs(observed[wounds]! - p), `${wounds} wounds: ${observed[wounds]} against ${p.toFixed(3)}`).toBeLessThanOrEqual(Math.max(3 * sigma, 1e-9));
  });
}

describe('9.9 hit rates over many seeded attacks, against the printed table', () => {
  const cases: [WeaponId, number][] = [
    ['dagger', 0],
    ['throwDagger', 5],
    ['bow', 8],
    ['sword', 0],
    ['hammer', 9],
    ['ax', 10],
  ];
  for (const [weapon, bonus] of cases) {
    it(`${weapon} with +${bonus}`, () => {
      withinThreeSigma(characterWounds(weapon, bonus, 100 + bonus), printedOdds(weapon, bonus));
    });
  }

  it('the Monsters column, with CB +3 and +11 (a Vampire\'s)', () => {
    withinThreeSigma(monsterWounds(3, 201), printedOdds('monsters', 3));
    withinThreeSigma(monsterWounds(11, 202), printedOdds('monsters', 11));
  });
});

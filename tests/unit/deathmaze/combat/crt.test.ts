import { describe, expect, it } from 'vitest';
import {
  COMBAT_RESULTS_TABLE,
  crtColumnAsRangeTable,
  crtColumnFor,
  lookupCrt,
  MONSTER_WEAPONS_CHART,
  monsterWeapons,
} from '../../../../shared/rulesets/deathmaze/combat';
import { rangeRow } from '../../../../shared/core/table';
import { describeWithRuleTexts } from '../../../support/rule-texts';
import { read1979 } from './helpers';

/**
 * The CRT as the 1979 chart sheet prints it, row by row: the roll, then the Sword/Dagger, Throwing Dagger, Bow,
 * Hammer/Axe and Monsters columns. The table is checked against these rows everywhere, the rows against the rules
 * text where it is present (it lives beside the repository).
 */
const PRINTED_CRT = [
  '1-3 0 0 0 0 0',
  '4 0 0 0 1 0',
  '5 1 0 1 1 0',
  '6-9 1 1 1 1 1',
  '10 1 1 1 2 1',
  '11 2 1 2 2 1',
  '12 2 2 2 2 2',
  '13 2 2 2 3 2',
  '14 3 2 3 3 2',
  '15 3 3 3 4 3',
  '16 4 3 4 4 3',
  '17+ 4 4 4 4 4',
];

/** The CRT as the 1979 OCR prints it: "1-3 0 0 0 0 0 4 0 0 0 1 0 … 17+ 4 4 4 4 4". */
function printedCrtRows(): { label: string; cells: number[] }[] {
  const text = read1979();
  const start = text.indexOf('Sword Throwing Hammer Die Dagger Dagger Bow Axe Monsters');
  expect(start).toBeGreaterThan(0);
  const body = text.slice(start).split('\n')[0]!.replace('Sword Throwing Hammer Die Dagger Dagger Bow Axe Monsters', '').trim();
  const tokens = body.split(/\s+/);
  const rows: { label: string; cells: number[] }[] = [];
  for (let i = 0; i < tokens.length; i += 6) {
    rows.push({ label: tokens[i]!, cells: tokens.slice(i + 1, i + 6).map(Number) });
  }
  return rows;
}

describeWithRuleTexts('[8.7] Combat Results Table and [8.8] Monster Weapons Chart against the 1979 rules text', () => {
  it('prints the CRT rows quoted here', () => {
    expect(printedCrtRows().map((r) => `${r.label} ${r.cells.join(' ')}`)).toEqual(PRINTED_CRT);
  });

  it('prints the six weapons of [9.24] the CRT columns name', () => {
    expect(read1979()).toMatch(/Type Sword Hammer Axe Bow Dagger Throwing Dagger/);
  });

  it('prints the Monster Weapons Chart', () => {
    expect(read1979()).toContain('[8.8] MONSTER WEAPONS CHART Monster Weapon Evil Hero +1D6 Sword (see 8.9) Evil Thief Sword Evil Wizard Dagger Goblin Dagger, Bow Orc Sword, Bow');
  });
});

describe('[8.7] Combat Results Table', () => {
  it('holds every cell the 1979 chart sheet prints, row by row', () => {
    expect(COMBAT_RESULTS_TABLE.rows.map((r) => `${r.label} ${r.results.join(' ')}`)).toEqual(PRINTED_CRT);
  });

  it('names a column for each of the six weapons of [9.24] and the monsters', () => {
    expect(crtColumnFor('sword')).toBe('swordDagger');
    expect(crtColumnFor('dagger')).toBe('swordDagger');
    expect(crtColumnFor('throwingDagger')).toBe('throwingDagger');
    expect(crtColumnFor('bow')).toBe('bow');
    expect(crtColumnFor('hammer')).toBe('hammerAxe');
    expect(crtColumnFor('axe')).toBe('hammerAxe');
    expect(crtColumnFor('monster')).toBe('monster');
    expect(COMBAT_RESULTS_TABLE.section).toBe('8.7');
  });

  it('reads cells a player would look up', () => {
    expect(lookupCrt('axe', 4).wounds).toBe(1); // the Hammer/Axe column is the first to wound on a 4
    expect(lookupCrt('sword', 4).wounds).toBe(0);
    expect(lookupCrt('sword', 5).wounds).toBe(1);
    expect(lookupCrt('throwingDagger', 5).wounds).toBe(0);
    expect(lookupCrt('bow', 11).wounds).toBe(2);
    expect(lookupCrt('monster', 11).wounds).toBe(1);
    expect(lookupCrt('hammer', 15).wounds).toBe(4);
    expect(lookupCrt('monster', 16)).toMatchObject({ wounds: 3, rowLabel: '16', columnLabel: 'Monsters' });
    for (let r = 6; r <= 9; r++) expect(lookupCrt('monster', r).rowLabel).toBe('6-9');
  });

  it('reads rolls off the printed rows: below 1 as the 1-3 row, above 17 as 17+', () => {
    expect(lookupCrt('hammer', -1)).toMatchObject({ wounds: 0, rowLabel: '1-3' });
    expect(lookupCrt('hammer', 0)).toMatchObject({ wounds: 0, rowLabel: '1-3' });
    expect(lookupCrt('throwingDagger', 17)).toMatchObject({ wounds: 4, rowLabel: '17+' });
    expect(lookupCrt('monster', 30)).toMatchObject({ wounds: 4, rowLabel: '17+' });
  });

  it('gives each column as a core RangeTable that reads the same (the Bow column serves trap arrows, [10.22])', () => {
    const bow = crtColumnAsRangeTable('bow');
    expect(bow.section).toBe('8.7');
    for (let total = -2; total <= 20; total++) expect(rangeRow(bow, total).result).toBe(lookupCrt('bow', total).wounds);
  });
});

describe('[8.8] Monster Weapons Chart and [8.9] Evil Heroes', () => {
  it('matches the chart sheet', () => {
    expect(MONSTER_WEAPONS_CHART.section).toBe('8.8');
    expect(monsterWeapons('Evil Hero')).toMatchObject({ weapons: ['sword'], skillDice: '1D6' });
    expect(monsterWeapons('EvlThf')?.weapons).toEqual(['sword']);
    expect(monsterWeapons('Evil Wizard')?.weapons).toEqual(['dagger']);
    expect(monsterWeapons('Goblins')?.weapons).toEqual(['dagger', 'bow']);
    expect(monsterWeapons('orc')?.weapons).toEqual(['sword', 'bow']);
    expect(monsterWeapons('Troll')).toBeUndefined();
  });
});

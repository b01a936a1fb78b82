import { describe, expect, it } from 'vitest';
import { rangeRow } from '../../../shared/core/table';
import { crtColumnAsRangeTable, crtProblems, lookupCrtColumn } from '../../../shared/kit/crt';
import { combatResultsTable, crtWounds } from '../../../shared/rulesets/citadel';

describe('Citadel of Blood on the tile-maze kit', () => {
  it('prints a 9.9 Combat Results Table the kit finds sound: contiguous rows, a result per column, wounds never falling', () => {
    expect(crtProblems(combatResultsTable)).toEqual([]);
  });

  it('rolls the 7.1 Arrow trap on the Bow column as a range table reading the same wounds as combat does', () => {
    const bow = crtColumnAsRangeTable(combatResultsTable, 'bow');
    expect(bow).toMatchObject({ id: 'citadel-combat-results-bow', section: '9.9', title: 'Combat Results Table (Bow)' });
    for (let total = -2; total <= 20; total++) expect(rangeRow(bow, total).result).toBe(crtWounds('bow', total));
  });

  it('reads a cell with its printed labels', () => {
    expect(lookupCrtColumn(combatResultsTable, 'hammer', 16)).toEqual({ wounds: 5, row: 10, column: 4, rowLabel: '16', columnLabel: 'Hammer' });
  });
});

import { describe, expect, it } from 'vitest';
import { crtCell, crtColumnAsRangeTable, crtColumnIndex, crtProblems, crtRowOf, lookupCrtColumn, type WeaponRollTable } from '../../../shared/kit/crt';
import { rangeRow } from '../../../shared/core/table';

// The top and bottom of both printed tables (Deathmaze [8.7] Hammer/Axe and Monsters, Citadel 9.9 Sword and Monsters).
const TABLE: WeaponRollTable = {
  kind: 'weapon-roll',
  id: 'test-crt',
  section: '8.7',
  title: 'Combat Results Table',
  dice: '1D6',
  columns: [
    { id: 'hammerAxe', label: 'Hammer/Axe' },
    { id: 'monster', label: 'Monsters' },
  ],
  rows: [
    { label: '1-3', min: 1, max: 3, results: [0, 0] },
    { label: '4', min: 4, max: 4, results: [1, 0] },
    { label: '5-9', min: 5, max: 9, results: [1, 1] },
    { label: '10+', min: 10, max: null, results: [4, 5] },
  ],
};

describe('the Combat Results Table lookup', () => {
  it('reads the row a modified roll falls in, the first below the table and the open-ended row above it', () => {
    expect(crtRowOf(TABLE, 4)).toBe(1);
    expect(crtRowOf(TABLE, 7)).toBe(2);
    expect(crtRowOf(TABLE, -2)).toBe(0);
    expect(crtRowOf(TABLE, 0)).toBe(0);
    expect(crtRowOf(TABLE, 25)).toBe(3);
  });

  it('gives the wounds and the printed labels of the cell', () => {
    expect(lookupCrtColumn(TABLE, 'hammerAxe', 4)).toEqual({ wounds: 1, row: 1, column: 0, rowLabel: '4', columnLabel: 'Hammer/Axe' });
    expect(lookupCrtColumn(TABLE, 'monster', 12).wounds).toBe(5);
    expect(crtColumnIndex(TABLE, 'monster')).toBe(1);
    expect(() => lookupCrtColumn(TABLE, 'bow', 5)).toThrow(/No Combat Results Table column bow/);
    expect(() => crtCell(TABLE, 9, 0)).toThrow(/has no cell/);
  });

  it('turns one column into a range table that reads the same wounds', () => {
    const column = crtColumnAsRangeTable(TABLE, 'hammerAxe');
    expect(column).toMatchObject({ id: 'test-crt-hammerAxe', title: 'Combat Results Table (Hammer/Axe)', section: '8.7', dice: '1D6' });
    for (let total = -1; total <= 14; total++) expect(rangeRow(column, total).result).toBe(lookupCrtColumn(TABLE, 'hammerAxe', total).wounds);
  });

  it('finds what is wrong with a mistyped table, and nothing in a sound one', () => {
    expect(crtProblems(TABLE)).toEqual([]);
    const broken: WeaponRollTable = {
      ...TABLE,
      rows: [
        { label: '1-3', min: 1, max: 3, results: [0, 2] },
        { label: '5', min: 5, max: null, results: [1, 1] },
        { label: '6', min: 6, max: 6, results: [1] },
      ],
    };
    expect(crtProblems(broken)).toEqual([
      'Row 5 is open-ended but not the last row.',
      'Row 5 does not follow row 1-3.',
      'Column Monsters falls from 2 to 1 at row 5.',
      'Row 6 has 1 results for 2 columns.',
      'Row 6 does not follow row 5.',
    ]);
  });
});

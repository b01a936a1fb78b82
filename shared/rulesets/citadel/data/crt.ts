import { lookupCrtColumn, type CrtColumn as KitCrtColumn, type WeaponRollTable } from '../../../kit/crt';
import type { WeaponId } from './characters';

export type CrtColumnId = WeaponId | 'monsters';

/** A column of 9.9: one per weapon, and Monsters. */
export type CrtColumn = KitCrtColumn<CrtColumnId>;

export type { CrtRow, WeaponRollTable } from '../../../kit/crt';

/**
 * 9.9 Combat Results Table, read with 1D6 + Weapon Skill + Combat Bonus (the header's "iD6 + ws + cs"). Seven
 * columns: one for each weapon, and Monsters for unarmed monsters (9.0 F). The Monsters column on 14 reads 2 as the
 * excerpt prints it (PL: 3).
 */
export const combatResultsTable: WeaponRollTable<CrtColumn> = {
  kind: 'weapon-roll',
  id: 'citadel-combat-results',
  section: '9.9',
  title: 'Combat Results Table',
  dice: '1D6',
  columns: [
    { id: 'dagger', label: 'Dagger' },
    { id: 'throwDagger', label: 'Throw Dagger' },
    { id: 'bow', label: 'Bow' },
    { id: 'sword', label: 'Sword' },
    { id: 'hammer', label: 'Hammer' },
    { id: 'ax', label: 'Ax' },
    { id: 'monsters', label: 'Monsters' },
  ],
  rows: [
    { label: '1-3', min: 1, max: 3, results: [0, 0, 0, 0, 0, 0, 0] },
    { label: '4', min: 4, max: 4, results: [0, 0, 0, 1, 1, 1, 0] },
    { label: '5', min: 5, max: 5, results: [1, 0, 1, 1, 1, 1, 0] },
    { label: '6-9', min: 6, max: 9, results: [1, 1, 1, 1, 1, 1, 1] },
    { label: '10', min: 10, max: 10, results: [1, 1, 1, 2, 2, 2, 1] },
    { label: '11', min: 11, max: 11, results: [2, 1, 2, 2, 2, 2, 1] },
    { label: '12', min: 12, max: 12, results: [2, 2, 2, 2, 3, 2, 2] },
    { label: '13', min: 13, max: 13, results: [2, 2, 2, 3, 3, 3, 2] },
    { label: '14', min: 14, max: 14, results: [3, 2, 3, 3, 4, 4, 2] },
    { label: '15', min: 15, max: 15, results: [3, 3, 3, 4, 4, 4, 3] },
    { label: '16', min: 16, max: 16, results: [4, 3, 4, 4, 5, 5, 4] },
    { label: '17+', min: 17, max: null, results: [4, 4, 4, 5, 5, 5, 5] },
  ],
};

/**
 * Wound Points for a modified roll in a column. Totals below 1 read the "1-3" row (a roll cannot go below the table),
 * totals above 16 the "17+" row.
 */
export function crtWounds(column: CrtColumnId, total: number): number {
  return lookupCrtColumn(combatResultsTable, column, total).wounds;
}

import type { WeaponId } from './characters';

export type CrtColumnId = WeaponId | 'monsters';

export interface CrtColumn {
  readonly id: CrtColumnId;
  readonly label: string;
}

export interface CrtRow {
  /** The modified roll as printed: "1-3", "6-9", "17+". */
  readonly label: string;
  readonly min: number;
  /** null for the open-ended last row ("17+"). */
  readonly max: number | null;
  /** Wound Points inflicted, in column order. */
  readonly results: readonly number[];
}

/** A weapon × modified-roll table: one die, one column per weapon (the same shape as Deathmaze's CRT). */
export interface WeaponRollTable {
  readonly kind: 'weapon-roll';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly dice: string;
  readonly columns: readonly CrtColumn[];
  readonly rows: readonly CrtRow[];
}

/**
 * 9.9 Combat Results Table, read with 1D6 + Weapon Skill + Combat Bonus (the header's "iD6 + ws + cs"). Seven
 * columns: one for each weapon, and Monsters for unarmed monsters (9.0 F). The Monsters column on 14 reads 2 as the
 * excerpt prints it (PL: 3).
 */
export const combatResultsTable: WeaponRollTable = {
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
  const col = combatResultsTable.columns.findIndex((c) => c.id === column);
  if (col < 0) throw new Error(`No Combat Results Table column ${column}.`);
  const row = combatResultsTable.rows.find((r) => total <= (r.max ?? Infinity)) ?? combatResultsTable.rows[combatResultsTable.rows.length - 1];
  const wounds = row?.results[col];
  if (wounds === undefined) throw new Error(`Combat Results Table has no result for ${total}.`);
  return wounds;
}

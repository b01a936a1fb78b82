import type { RangeTable } from '../core/table';

/**
 * A Combat Results Table in the SPI dungeon-crawl mould (Deathmaze [8.7], Citadel of Blood 9.9): one die plus
 * modifiers picks a row, the attacker's weapon (or "Monsters") picks a column, and the cell is the wounds inflicted.
 * Not a RangeTable (one die, many columns) nor a GridTable (two dice). Each ruleset keeps its own printed data; this
 * is the shape and the lookup they share.
 */
export interface CrtColumn<Id extends string = string> {
  readonly id: Id;
  /** The header as printed (two-line headers joined with a slash). */
  readonly label: string;
}

export interface CrtRow {
  /** The modified die-roll as printed: "1-3", "6-9", "17+". */
  readonly label: string;
  readonly min: number;
  /** null for the open-ended last row ("17+"). */
  readonly max: number | null;
  /** Wounds inflicted, in column order. */
  readonly results: readonly number[];
}

export interface WeaponRollTable<Column extends CrtColumn = CrtColumn> {
  readonly kind: 'weapon-roll';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly dice: string;
  readonly columns: readonly Column[];
  readonly rows: readonly CrtRow[];
}

/** One cell read, with the labels the roll log and the table view show. */
export interface CrtLookup {
  readonly wounds: number;
  readonly row: number;
  readonly column: number;
  readonly rowLabel: string;
  readonly columnLabel: string;
}

/**
 * The row a modified roll reads. A total below the first row (a drunk adventurer's -2 in Deathmaze [6.14]) reads the
 * first row; a total past the last reads the printed open-ended row ("17+").
 */
export function crtRowOf(table: WeaponRollTable, modifiedRoll: number): number {
  const rows = table.rows;
  if (modifiedRoll < (rows[0]?.min ?? 1)) return 0;
  // The first row the roll does not pass: the row it falls in, for a table whose rows follow on (crtProblems).
  const row = rows.findIndex((r) => r.max === null || modifiedRoll <= r.max);
  return row >= 0 ? row : rows.length - 1;
}

/** The index of a column by its id, or -1. */
export function crtColumnIndex<Column extends CrtColumn>(table: WeaponRollTable<Column>, columnId: Column['id']): number {
  return table.columns.findIndex((c) => c.id === columnId);
}

/** The cell at a row and column index (as crtRowOf and crtColumnIndex give them); throws for a cell the table lacks. */
export function crtCell(table: WeaponRollTable, row: number, column: number): CrtLookup {
  const rowData = table.rows[row];
  const columnData = table.columns[column];
  const wounds = rowData?.results[column];
  if (!rowData || !columnData || wounds === undefined) throw new Error(`${table.title} has no cell ${row}/${column}.`);
  return { wounds, row, column, rowLabel: rowData.label, columnLabel: columnData.label };
}

/** Reads the table for a column id and a modified roll. */
export function lookupCrtColumn<Column extends CrtColumn>(table: WeaponRollTable<Column>, columnId: Column['id'], modifiedRoll: number): CrtLookup {
  const column = crtColumnIndex(table, columnId);
  if (column < 0) throw new Error(`No ${table.title} column ${columnId}.`);
  return crtCell(table, crtRowOf(table, modifiedRoll), column);
}

/** The id of one column's own table (crtColumnAsRangeTable): what a roll on that column cites. */
export function crtColumnTableId(table: WeaponRollTable, columnId: string): string {
  return `${table.id}-${columnId}`;
}

/**
 * One column as a core RangeTable: for a ruleset's table list, and for rules that roll "on the Bow column" outside
 * combat (the arrow traps of Deathmaze [10.22] and Citadel 7.1).
 */
export function crtColumnAsRangeTable<Column extends CrtColumn>(table: WeaponRollTable<Column>, columnId: Column['id']): RangeTable<number> {
  const index = crtColumnIndex(table, columnId);
  const column = table.columns[index];
  if (!column) throw new Error(`Unknown ${table.title} column ${columnId}.`);
  return {
    kind: 'range',
    id: crtColumnTableId(table, columnId),
    section: table.section,
    title: `${table.title} (${column.label})`,
    dice: table.dice,
    rows: table.rows.map((r) => ({ min: r.min, max: r.max ?? r.min, result: r.results[index] ?? 0 })),
  };
}

/**
 * What is wrong with a table's data, in words (empty when nothing): every row has a result per column, the rows run
 * upward without gap or overlap, only the last is open-ended, and wounds never fall as the roll rises.
 */
export function crtProblems(table: WeaponRollTable): string[] {
  const problems: string[] = [];
  table.rows.forEach((row, i) => {
    if (row.results.length !== table.columns.length) problems.push(`Row ${row.label} has ${row.results.length} results for ${table.columns.length} columns.`);
    if (row.max === null && i !== table.rows.length - 1) problems.push(`Row ${row.label} is open-ended but not the last row.`);
    if (row.max !== null && row.max < row.min) problems.push(`Row ${row.label} ends before it starts.`);
    const previous = table.rows[i - 1];
    if (previous !== undefined) {
      if (previous.max === null || row.min !== previous.max + 1) problems.push(`Row ${row.label} does not follow row ${previous.label}.`);
      row.results.forEach((wounds, c) => {
        const before = previous.results[c];
        if (before !== undefined && wounds < before) problems.push(`Column ${table.columns[c]?.label ?? c} falls from ${before} to ${wounds} at row ${row.label}.`);
      });
    }
  });
  return problems;
}

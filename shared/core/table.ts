import type { Rng } from './rng';
import { roll, withResult, type RollModifier, type RollRecord } from './dice';

/**
 * A printed table as data. Every table carries the rule section it is printed under, so the roll log can open it
 * and the reference view can cite it.
 */
export interface RangeTable<R> {
  readonly kind: 'range';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  /** The dice code rolled against the table ("1D6", "2D6"). */
  readonly dice: string;
  /** Inclusive ranges of the (modified) total; totals past either end use the nearest row. */
  readonly rows: readonly { readonly min: number; readonly max: number; readonly result: R }[];
}

/** A table read by two dice, one choosing the row and one the column (the monster tables of [7.3]/[7.4]). */
export interface GridTable<R> {
  readonly kind: 'grid';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly rowDice: string;
  readonly columnDice: string;
  /** cells[row - 1][column - 1] */
  readonly cells: readonly (readonly R[])[];
}

export type Table<R> = RangeTable<R> | GridTable<R>;

export function rangeRow<R>(table: RangeTable<R>, total: number): { index: number; result: R } {
  const rows = table.rows;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error(`Table ${table.section} ${table.title} has no rows.`);
  if (total < first.min) return { index: 0, result: first.result };
  if (total > last.max) return { index: rows.length - 1, result: last.result };
  let index = 0;
  while (index < rows.length && !(total >= rows[index]!.min && total <= rows[index]!.max)) index++;
  const row = rows[index];
  if (!row) throw new Error(`Table ${table.section} ${table.title} has no row for ${total}.`);
  return { index, result: row.result };
}

export interface TableRoll<R> {
  readonly result: R;
  readonly rolls: readonly RollRecord[];
  /** Which row (and column, for grids) was read, so the UI can highlight it. */
  readonly cell: { readonly row: number; readonly column?: number };
}

export function rollOnRange<R>(
  rng: Rng,
  table: RangeTable<R>,
  describe: (result: R) => string,
  options: { purpose?: string; modifiers?: readonly RollModifier[] } = {},
): TableRoll<R> {
  // Written out rather than spread from `options`: roll reads only these fields, and a spread into a literal is slow.
  const record = roll(rng, table.dice, { section: table.section, table: table.title, purpose: options.purpose, modifiers: options.modifiers });
  const { index, result } = rangeRow(table, record.total);
  return { result, rolls: [withResult(record, describe(result))], cell: { row: index } };
}

export function rollOnGrid<R>(
  rng: Rng,
  table: GridTable<R>,
  describe: (result: R) => string,
  options: { purpose?: string } = {},
): TableRoll<R> {
  const rowRoll = roll(rng, table.rowDice, { section: table.section, table: `${table.title} (row)`, purpose: options.purpose });
  const columnRoll = roll(rng, table.columnDice, { section: table.section, table: `${table.title} (column)`, purpose: options.purpose });
  const row = table.cells[rowRoll.total - 1];
  const result = row?.[columnRoll.total - 1];
  if (result === undefined) throw new Error(`Table ${table.section} ${table.title} has no cell ${rowRoll.total}/${columnRoll.total}.`);
  const text = describe(result);
  return {
    result,
    rolls: [withResult(rowRoll, text), withResult(columnRoll, text)],
    cell: { row: rowRoll.total - 1, column: columnRoll.total - 1 },
  };
}

import type { RollRecord } from '../../../core/dice';
import { rangeRow, type Table, type TableRoll } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { citadelTables } from '../data';

/** A line of the log, with the rule it follows. */
export function note(kind: string, text: string, section?: string): GameEvent {
  return section === undefined ? { kind, text } : { kind, text, section };
}

/** A roll made without a table (a Resistance Check, a wound code), for the log. */
export function rolled(kind: string, text: string, roll: RollRecord): GameEvent {
  return { kind, text, section: roll.section, roll };
}

/** Every roll of a table lookup as a log event, with the table and the cell it read. */
export function tableEvents(kind: string, text: string, r: TableRoll<unknown>, tableId: string): GameEvent[] {
  return r.rolls.map((roll, i) => ({
    kind,
    text: i === r.rolls.length - 1 ? text : `${roll.purpose ?? roll.table}: ${roll.total}`,
    section: roll.section,
    roll,
    tableId,
    cell: r.cell,
  }));
}

/** The rolled tables by their titles (each title is one table's): a data helper's roll names its table by title. */
const BY_TITLE: ReadonlyMap<string, Table<unknown>> = new Map(citadelTables.map((t) => [t.title, t]));

/** What a roll's table title names: a range table, one die of a grid ("… (row)", "… (column)"), or no printed table. */
type TitleRead = { readonly kind: 'range'; readonly table: Table<unknown> } | { readonly kind: 'grid'; readonly table: Table<unknown>; readonly die: 'row' | 'column' } | null;

/** Each title read once (the titles are a few dozen; the rolls thousands an expedition), not matched again per roll. */
const titleReads = new Map<string, TitleRead>();

function readTitle(title: string): TitleRead {
  let read = titleReads.get(title);
  if (read === undefined) {
    const range = BY_TITLE.get(title);
    const grid = /^(.*) \((row|column)\)$/.exec(title);
    const table = grid ? BY_TITLE.get(grid[1]!) : undefined;
    read = range?.kind === 'range' ? { kind: 'range', table: range } : grid && table?.kind === 'grid' ? { kind: 'grid', table, die: grid[2] === 'row' ? 'row' : 'column' } : null;
    titleReads.set(title, read);
  }
  return read;
}

/**
 * Rolls made inside a data helper (treasure, monsters), logged one by one. A roll read on a printed table carries the
 * table and the cell it read, as `tableEvents` gives them, so the log lights it: a range table's row for its total; a
 * grid's row die and column die ("Room Monster Table (row)", then "(column)") the cell the two of them name.
 */
export function rollEvents(kind: string, rolls: readonly RollRecord[]): GameEvent[] {
  return rolls.map((roll, i) => {
    const text = `${roll.purpose ?? roll.table}: ${roll.total}${roll.result ? ` (${roll.result})` : ''}`;
    const read = readTitle(roll.table);
    if (read?.kind === 'range' && read.table.kind === 'range') {
      return { kind, text, section: roll.section, roll, tableId: read.table.id, cell: { row: rangeRow(read.table, roll.total).index } };
    }
    if (read?.kind !== 'grid') return { kind, text, section: roll.section, roll };
    const rowRoll = read.die === 'row' ? roll : rolls[i - 1];
    const columnRoll = read.die === 'row' ? rolls[i + 1] : roll;
    if (!rowRoll || !columnRoll) return { kind, text, section: roll.section, roll };
    return { kind, text, section: roll.section, roll, tableId: read.table.id, cell: { row: rowRoll.total - 1, column: columnRoll.total - 1 } };
  });
}

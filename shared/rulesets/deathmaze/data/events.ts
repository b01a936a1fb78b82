import type { RollRecord } from '../../../core/dice';
import type { Table, TableRoll } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';

/** What every resolution function in this folder returns beside its result: the log, every die roll included. */
export interface Resolved {
  readonly events: readonly GameEvent[];
}

/** The log line for a die roll made outside any printed table (a dice code such as "1D3" poison wounds). */
export function rollEvent(text: string, roll: RollRecord): GameEvent {
  return { kind: 'roll', text, section: roll.section, roll };
}

/**
 * The log lines for a roll on a printed table: one event per die (a grid reads two), each pointing at the table and
 * the cell read, so the UI can open the table there.
 */
export function tableRollEvents<R>(table: Table<R>, rolled: TableRoll<R>, text: string): GameEvent[] {
  return rolled.rolls.map((roll, i) => ({
    kind: 'roll',
    text: rolled.rolls.length > 1 && logWordsWritten() ? `${text} (${i === 0 ? 'row' : 'column'} die ${roll.total})` : text,
    section: table.section,
    roll,
    tableId: table.id,
    cell: rolled.cell,
  }));
}

export function message(text: string, section: string): GameEvent {
  return { kind: 'message', text, section };
}

/** Dice faces as a player would read them aloud ("4" or "3+5"). */
export function facesText(roll: RollRecord): string {
  return roll.faces.join('+');
}

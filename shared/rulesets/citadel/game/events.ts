import type { RollRecord } from '../../../core/dice';
import type { TableRoll } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';

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

/** Rolls made inside a data helper (treasure, monsters), logged one by one. */
export function rollEvents(kind: string, rolls: readonly RollRecord[]): GameEvent[] {
  return rolls.map((roll) => ({ kind, text: `${roll.purpose ?? roll.table}: ${roll.total}${roll.result ? ` (${roll.result})` : ''}`, section: roll.section, roll }));
}

import { roll, withResult, type RollModifier } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { RESISTANCE_CAP } from '../data/characters';
import { combatResultsTable, type CrtColumnId } from '../data/crt';

/** Plain words for the log. */
export function note(text: string, section: string, data?: GameEvent['data']): GameEvent {
  return data === undefined ? { kind: 'message', text, section } : { kind: 'message', text, section, data };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The row of the 9.9 table a modified roll reads: below 1 the "1-3" row, above 16 the "17+" row. */
export function crtRow(total: number): number {
  const rows = combatResultsTable.rows;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (total <= (r.max ?? Infinity)) return i;
  }
  return rows.length - 1;
}

export interface CrtCell {
  readonly wounds: number;
  readonly row: number;
  readonly column: number;
}

/** Each column's place in the printed table, found once rather than searched for on every attack. */
const COLUMN_INDEX: ReadonlyMap<CrtColumnId, number> = new Map(combatResultsTable.columns.map((c, i) => [c.id, i]));

export function crtCell(column: CrtColumnId, total: number): CrtCell {
  const col = COLUMN_INDEX.get(column) ?? -1;
  if (col < 0) throw new Error(`No Combat Results Table column ${column}.`);
  const row = crtRow(total);
  return { wounds: combatResultsTable.rows[row]!.results[col]!, row, column: col };
}

/**
 * One attack on the 9.9 Combat Results Table: 1D6 + weapon skill + Combat Bonus (+ whatever else applies), read in
 * the weapon's column. The event cites the table and the cell read: the row, and the column counted from the first
 * weapon (Dagger 0 … Monsters 6), as a grid's column is, the printed chart's column 0 being the roll.
 */
export function rollCrt(
  rng: Rng,
  attack: { attacker: string; victim: string; column: CrtColumnId; weaponLabel: string; modifiers: readonly RollModifier[] },
  events: GameEvent[],
  data?: GameEvent['data'],
): number {
  const record = roll(rng, combatResultsTable.dice, {
    section: combatResultsTable.section,
    table: combatResultsTable.title,
    purpose: `${attack.attacker} attacks ${attack.victim} (${attack.weaponLabel})`,
    modifiers: attack.modifiers,
  });
  const cell = crtCell(attack.column, record.total);
  const rowLabel = combatResultsTable.rows[cell.row]!.label;
  const columnLabel = combatResultsTable.columns[cell.column]!.label;
  const result = cell.wounds === 0 ? 'miss' : plural(cell.wounds, 'wound');
  const mods = attack.modifiers.map((m) => ` ${m.value >= 0 ? '+' : ''}${m.value} ${m.label}`).join(',');
  events.push({
    kind: 'roll',
    text: `${attack.attacker} attacks ${attack.victim} with ${attack.weaponLabel}: rolled ${record.faces.join('+')}${mods} = ${record.total}, ${columnLabel} column, row ${rowLabel}: ${result}.`,
    section: combatResultsTable.section,
    roll: withResult(record, result),
    tableId: combatResultsTable.id,
    cell: { row: cell.row, column: cell.column },
    ...(data === undefined ? {} : { data }),
  });
  return cell.wounds;
}

/** 11.0 Resistance Check: 1D6 at most the Resistance Value (never above 5) resists. */
export function resists(rng: Rng, who: { name: string; resistance: number }, against: string, section: string, events: GameEvent[]): boolean {
  const value = Math.min(RESISTANCE_CAP, who.resistance);
  const record = roll(rng, '1D6', { section: '11.0', table: 'Resistance Check', purpose: `${who.name} resists ${against} (RV ${value})` });
  const ok = record.total <= value;
  const result = ok ? 'resisted' : 'not resisted';
  events.push({
    kind: 'roll',
    text: `${who.name} tries to resist ${against}: rolled ${record.total} against Resistance ${value}: ${result}.`,
    section,
    roll: withResult(record, result),
  });
  return ok;
}

/** A plain roll of a dice code for an amount (Lightning's 1D3×2, Mental Attack's 2D6+2…), logged. */
export function rollAmount(rng: Rng, code: string, section: string, table: string, purpose: string, events: GameEvent[]): number {
  const record = roll(rng, code, { section, table, purpose });
  events.push({ kind: 'roll', text: `${purpose}: ${code} rolled ${record.faces.join('+')} = ${record.total}.`, section, roll: withResult(record, String(record.total)) });
  return record.total;
}

/**
 * 9.3 (PL): a die decides between equally near targets: two, 1–3 the first and 4–6 the second; three, 1–2, 3–4, 5–6;
 * more (a tie-break among many), the die's share of the list. One option needs no roll.
 */
export function pickByDie<T>(rng: Rng, options: readonly T[], nameOf: (t: T) => string, purpose: string, section: string, events: GameEvent[]): T | undefined {
  if (options.length <= 1) return options[0];
  const record = roll(rng, '1D6', { section, table: 'Target die', purpose });
  const index = Math.min(options.length - 1, Math.floor(((record.total - 1) * options.length) / 6));
  const chosen = options[index]!;
  events.push({
    kind: 'roll',
    text: `${purpose}: rolled ${record.total} among ${options.map(nameOf).join(', ')}: ${nameOf(chosen)}.`,
    section,
    roll: withResult(record, nameOf(chosen)),
  });
  return chosen;
}

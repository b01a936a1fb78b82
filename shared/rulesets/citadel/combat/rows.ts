import type { CitadelCombat, Fighter, Row, Side } from './types';

/**
 * March-order rows for both sides (9.0 A, H; PL 9.1, 9.3, 9.8). Each row has three boxes, left, centre and right in
 * one frame shared by the two sides, so "opposite" and "nearest" are box distances. The party's rows are its own march
 * order; the monsters may need any number of rows.
 */
export const BOXES = 3;
export const BOX_NAMES = ['left', 'centre', 'right'] as const;

export function emptyRow(): (string | null)[] {
  return [null, null, null];
}

export function members(row: Row | undefined): string[] {
  return (row ?? []).filter((id): id is string => id !== null);
}

export function rowsOf(combat: CitadelCombat, side: Side): (string | null)[][] {
  return side === 'party' ? combat.partyRows : combat.monsterRows;
}

export function placeOf(combat: CitadelCombat, id: string): { side: Side; row: number; box: number } | undefined {
  for (const side of ['party', 'monsters'] as const) {
    const rows = rowsOf(combat, side);
    for (let r = 0; r < rows.length; r++) {
      const box = rows[r]!.indexOf(id);
      if (box >= 0) return { side, row: r, box };
    }
  }
  return undefined;
}

/**
 * 9.1 (PL) boxes for a row of n: one stands in the centre, two at the flanks, three fill the row. The same layout the
 * excerpt's diagrams of 9.3 use.
 */
export function layoutRow(ids: readonly string[]): (string | null)[] {
  if (ids.length === 1) return [null, ids[0]!, null];
  if (ids.length === 2) return [ids[0]!, null, ids[1]!];
  return [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
}

/** 9.0 A: the monsters in rows of three, in the order given (strongest first), each row laid out as 9.1. */
export function monsterRowsFor(ordered: readonly string[]): (string | null)[][] {
  const rows: (string | null)[][] = [];
  for (let i = 0; i < ordered.length; i += BOXES) rows.push(layoutRow(ordered.slice(i, i + BOXES)));
  return rows;
}

/** Takes a fighter off whichever row he stands in (death, stone, a change of side). */
export function removeFromRows(combat: CitadelCombat, id: string): void {
  for (const rows of [combat.partyRows, combat.monsterRows]) {
    for (const row of rows) {
      const box = row.indexOf(id);
      if (box >= 0) row[box] = null;
    }
  }
}

/**
 * Places a fighter in the first free box of a side's rows from `fromRow` on, the box nearest the centre first; a new
 * row is added behind if every row is full.
 */
export function placeInFreeBox(combat: CitadelCombat, side: Side, id: string, fromRow = 0, preferBox = 1): { row: number; box: number } {
  const rows = rowsOf(combat, side);
  const order = [preferBox, ...[1, 0, 2].filter((b) => b !== preferBox)];
  for (let r = fromRow; r < rows.length; r++) {
    for (const b of order) {
      if (rows[r]![b] === null) {
        rows[r]![b] = id;
        return { row: r, box: b };
      }
    }
  }
  while (rows.length < fromRow) rows.push(emptyRow());
  const row = emptyRow();
  row[preferBox] = id;
  rows.push(row);
  return { row: rows.length - 1, box: preferBox };
}

/**
 * Results apply at once (9.0 B): a row left empty is closed up at once by the rows behind it stepping forward, boxes
 * kept, so a side always fights with its first occupied row as its front (see citadelRulings "An emptied row closes
 * up at once"). Trailing empty rows are dropped.
 */
export function closeUp(combat: CitadelCombat): void {
  for (const side of ['party', 'monsters'] as const) {
    const rows = rowsOf(combat, side);
    const kept = rows.filter((r) => members(r).length > 0);
    rows.length = 0;
    rows.push(...kept);
  }
}

/** The boxes of `row` whose occupant is nearest `box` (9.3: the one opposite, else the nearest ones, all of them if tied). */
export function nearest(row: Row | undefined, box: number): string[] {
  let best = Infinity;
  let out: string[] = [];
  (row ?? []).forEach((id, b) => {
    if (id === null) return;
    const d = Math.abs(b - box);
    if (d < best) {
      best = d;
      out = [id];
    } else if (d === best) out.push(id);
  });
  return out;
}

export function frontRow(combat: CitadelCombat, side: Side): string[] {
  return members(rowsOf(combat, side)[0]);
}

export function fighter(combat: CitadelCombat, id: string): Fighter | undefined {
  return combat.fighters.find((f) => f.id === id);
}

export type MoveCheck = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly message: string };

/**
 * 9.0 H Party Reorganization: one character moves to another box of his row without passing anyone, or one row
 * forward or back, straight or diagonally, into an empty box. With one character left in the first row, the only move
 * is one from the second row up into it; with two there, neither may drop back.
 */
export function checkPartyMove(combat: CitadelCombat, id: string, toRow: number, toBox: number): MoveCheck {
  const from = placeOf(combat, id);
  if (!from || from.side !== 'party') return { ok: false, rule: '9.0', message: `“${id}” is not in the party's march order.` };
  const bar = partyMoveBar(combat.partyRows, from.row, from.box, toRow, toBox);
  return bar === null ? MOVE_OK : { ok: false, rule: '9.0', message: MOVE_REFUSALS[bar] };
}

const MOVE_OK: MoveCheck = { ok: true };

/** Why a party move is refused, in the order `partyMoveBar` asks (the refusal's words only where one is needed). */
const MOVE_REFUSALS = {
  box: 'A move must name a row and one of its three boxes.',
  noRow: 'There is no such row to move to.',
  taken: 'That box is taken; no row holds more than three (9.0 B4).',
  same: 'He is already in that box.',
  past: 'A character may not move past another in his row (9.0 H).',
  mustFill: 'With one character left in the first row, the only move is a character from the second row stepping up (9.0 H).',
  oneRow: 'A character moves one row at a time (9.0 H).',
  beside: 'A character moves straight or diagonally, to a box beside his own (9.0 H).',
  dropBack: 'With two or fewer characters in the first row, neither may drop back (9.0 H).',
} as const;

/** The characters standing in a row (its boxes not empty), counted without listing them. */
function occupied(row: Row | undefined): number {
  let n = 0;
  if (row !== undefined) for (const id of row) if (id !== null) n++;
  return n;
}

/**
 * The rule that bars the party member in row `fromRow`, box `fromBox` from moving to `toRow`, `toBox`, or null where
 * he may. `checkPartyMove` words the refusal; `legalPartyMoves` asks this for every candidate box without building
 * any (the autoplayer's every combat decision lists the moves).
 */
function partyMoveBar(rows: readonly Row[], fromRow: number, fromBox: number, toRow: number, toBox: number): keyof typeof MOVE_REFUSALS | null {
  if (!Number.isInteger(toRow) || !Number.isInteger(toBox) || toBox < 0 || toBox >= BOXES || toRow < 0) return 'box';
  if (toRow > rows.length || (toRow === rows.length && occupied(rows[fromRow]) === 1 && fromRow === rows.length - 1)) return 'noRow';
  if ((rows[toRow]?.[toBox] ?? null) !== null) return 'taken';
  const front = occupied(rows[0]);
  const mustFill = front === 1 && occupied(rows[1]) > 0;
  if (toRow === fromRow) {
    if (toBox === fromBox) return 'same';
    const row = rows[fromRow]!;
    for (let b = Math.min(toBox, fromBox) + 1; b < Math.max(toBox, fromBox); b++) if (row[b] !== null) return 'past';
    return mustFill ? 'mustFill' : null;
  }
  if (Math.abs(toRow - fromRow) !== 1) return 'oneRow';
  if (Math.abs(toBox - fromBox) > 1) return 'beside';
  if (mustFill && !(fromRow === 1 && toRow === 0)) return 'mustFill';
  if (fromRow === 0 && toRow === 1 && front <= 2) return 'dropBack';
  return null;
}

/** Whether the party must still make its move (one character alone in the first row, someone behind him). */
export function partyMoveRequired(combat: CitadelCombat): boolean {
  return !combat.moved && members(combat.partyRows[0]).length === 1 && members(combat.partyRows[1]).length > 0;
}

/** Every legal party move now, in row, box order. */
export function legalPartyMoves(combat: CitadelCombat): { fighterId: string; toRow: number; toBox: number }[] {
  if (combat.moved) return [];
  const out: { fighterId: string; toRow: number; toBox: number }[] = [];
  const rows = combat.partyRows;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let box = 0; box < row.length; box++) {
      const id = row[box];
      // Each member stands in one box of the party's rows, so his place is where he is met (placeOf's answer).
      if (id === null || id === undefined) continue;
      for (let toRow = Math.max(0, r - 1); toRow <= r + 1; toRow++) {
        for (let toBox = 0; toBox < BOXES; toBox++) if (partyMoveBar(rows, r, box, toRow, toBox) === null) out.push({ fighterId: id, toRow, toBox });
      }
    }
  }
  return out;
}

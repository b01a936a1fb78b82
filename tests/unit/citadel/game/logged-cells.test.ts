import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent, PrintedChart } from '../../../../shared/engine/ruleset';
import { citadelRuleset } from '../../../../shared/rulesets/citadel/ruleset';
import { applyAction, choicesFor, chooseAction, newGame, type CitadelState } from '../../../../shared/rulesets/citadel/game';

/**
 * Every roll the log ties to a printed table must light, in the reference view, the cell it was read from: the row
 * whose die faces hold the total, and in a two-way table the column whose heading holds the second die (or the
 * strength band) with the very value the game used. The reference view maps an event's cell as TablesDialog does: a
 * range table's row r is printed row r, result in the last column; a grid's cell (r, c) is printed row r, column c + 1.
 */
const printed = new Map((citadelRuleset.printed ?? []).map((p) => [p.id, p]));

/** Whether a printed die cell ("1–2", "5", "6 or less", "10 or more", "17+", "400+") holds `n`. */
function holds(text: string, n: number): boolean {
  const t = text.replace('–', '-');
  let m = /^(-?\d+) or less$/.exec(t);
  if (m) return n <= Number(m[1]);
  m = /^(-?\d+) or more$/.exec(t) ?? /^(-?\d+)\+$/.exec(t);
  if (m) return n >= Number(m[1]);
  m = /^(-?\d+)-(-?\d+)$/.exec(t);
  if (m) return n >= Number(m[1]) && n <= Number(m[2]);
  m = /^(\d+) or (\d+)$/.exec(t);
  if (m) return n === Number(m[1]) || n === Number(m[2]);
  return t === String(n);
}

/** Plays seeded games by random listed choices (bribes, spells and fights included), collecting the log. */
function play(seed: number, steps: number): GameEvent[] {
  const rng = Rng.fromSeedNumber(seed);
  const pick = Rng.fromSeedNumber(seed + 1000);
  const made = newGame({}, rng);
  let state: CitadelState = made.state;
  const events: GameEvent[] = [...made.events];
  for (let i = 0; i < steps && state.phase.kind !== 'over'; i++) {
    const choices = choicesFor(state);
    // Half the time the built-in player, which goes deeper; otherwise any listed choice.
    const action = pick.die(2) === 1 || choices.length === 0 ? chooseAction(state) : choices[pick.die(choices.length) - 1]!.action;
    const r = applyAction(state, action, rng);
    if (!r.ok) throw new Error(`refused: [${r.rule}] ${r.message}`);
    events.push(...r.events);
    state = r.state;
  }
  return events;
}

/** The printed row read for `total`: the one holding it, or the nearest end (totals past either end read it, core/table). */
function rowHolds(p: PrintedChart, index: number, total: number): boolean {
  const die = (i: number) => p.rows[i]![0]!;
  if (holds(die(index), total)) return true;
  const low = (i: number) => Number(/^-?\d+/.exec(die(i).replace('–', '-'))?.[0]);
  if (index === 0) return total < low(0);
  if (index === p.rows.length - 1) return total > low(index);
  return false;
}

function cellOf(p: PrintedChart, cell: NonNullable<GameEvent['cell']>): { row: readonly string[]; column: number } {
  const row = p.rows[cell.row];
  expect(row, `${p.id} row ${cell.row}`).toBeDefined();
  return { row: row!, column: p.kind === 'grid' ? (cell.column ?? 0) + 1 : p.columns.length - 1 };
}

describe('Citadel roll log: each logged cell is the printed cell the roll was read from', () => {
  const events = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => play(seed, 1500)).filter((e) => e.tableId !== undefined && e.cell !== undefined && e.roll !== undefined);
  const seen = new Set(events.map((e) => e.tableId));

  it('covers the range tables, the monster grids, the Combat Results Table and the Bribery Table', () => {
    for (const id of ['citadel-trap-table', 'citadel-room-monster-table', 'citadel-wandering-monster-table', 'citadel-combat-results', 'citadel-bribery-table', 'citadel-negotiation-table', 'citadel-jewel-table', 'citadel-magic-item-type']) {
      expect(seen.has(id) || [...seen].some((s) => s?.startsWith(id)), `${id} among ${[...seen].join(', ')}`).toBe(true);
    }
  });

  it('lights a printed cell for every logged roll: the row holding the total, the column holding the second die or band', () => {
    for (const e of events) {
      const p = printed.get(e.tableId!);
      expect(p, e.tableId).toBeDefined();
      // A chart is looked up, never lit: a logged cell needs a range table or a grid.
      expect(p!.kind, e.tableId).not.toBe('chart');
      const { row, column } = cellOf(p!, e.cell!);
      const roll = e.roll!;
      expect(row[column], `${p!.id}: ${e.text}`).toBeDefined();
      if (p!.id === 'citadel-bribery-table') {
        // "Bribe of 40 GM (accepted on 3 or less …)": the offer's row and the target the game rolled against.
        const m = /Bribe of (\d+) GM \(accepted on (\d+) or less/.exec(roll.purpose ?? '');
        expect(m, roll.purpose).not.toBeNull();
        expect(holds(row[0]!, Number(m![1])), `${row[0]} holds ${m![1]}`).toBe(true);
        expect(row[column], e.text).toBe(m![2]);
      } else if (p!.id === 'citadel-combat-results') {
        expect(rowHolds(p!, e.cell!.row, roll.total), `${row[0]} holds ${roll.total}: ${e.text}`).toBe(true);
        const wounds = roll.result === 'miss' ? 0 : Number(/^(\d+)/.exec(roll.result ?? '')?.[1]);
        expect(row[column], e.text).toBe(String(wounds));
      } else if (p!.kind === 'grid') {
        // Two rolls, one event each: the row die, then the column die (its printed heading, "3 or 4" for a D3's 2).
        if (roll.table.endsWith('(row)')) expect(row[0], e.text).toBe(String(roll.total));
        else expect(holds(p!.columns[column]!, roll.faces[0]!), `${p!.columns[column]} holds ${roll.faces[0]}`).toBe(true);
      } else {
        expect(rowHolds(p!, e.cell!.row, roll.total), `${p!.id}: ${row[0]} holds ${roll.total}`).toBe(true);
      }
    }
  });
});

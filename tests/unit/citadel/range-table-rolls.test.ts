import { describe, expect, it } from 'vitest';
import { parseDiceCode } from '../../../shared/core/dice';
import { Rng } from '../../../shared/core/rng';
import { rollOnRange, type RangeTable } from '../../../shared/core/table';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { findRuleset } from '../../../shared/rulesets/registry';
import { applyAction, newGame, type CitadelState } from '../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../shared/rulesets/citadel/maze/grid';

/**
 * Issue 17 asks for a statistical test of every die table. The monster grids, the Combat Results Table and the
 * treasure rolls have their own (monster-rolls, crt-statistics, treasure-rolls); this one covers every range table the
 * ruleset lists (MP, dominant sun, traps, negotiation, the Feature and Mirror columns, jewels, magic items…): each row
 * comes up at the chance its printed range gives on its dice, and the game's own rolls — the dominant sun of a new
 * game, an altar investigated — land on the printed rows at those chances too.
 */

/** The exact chance of each total of `code` (1D6, 2D6: every table here is read on one or two six-sided dice). */
function totals(code: string): Map<number, number> {
  const d = parseDiceCode(code);
  if (d.sides !== 6 || d.op !== null || d.count > 2) throw new Error(`${code}: not a plain 1D6 or 2D6`);
  const out = new Map<number, number>();
  const faces = [1, 2, 3, 4, 5, 6];
  const combos = d.count === 1 ? faces.map((a) => [a]) : faces.flatMap((a) => faces.map((b) => [a, b]));
  for (const c of combos) {
    const t = c.reduce((s, x) => s + x, 0);
    out.set(t, (out.get(t) ?? 0) + 1 / combos.length);
  }
  return out;
}

/** The chance of each row: the totals its range holds, the ends taking what falls past them (as rangeRow reads). */
function rowChances(table: RangeTable<unknown>): number[] {
  const last = table.rows.length - 1;
  const out = table.rows.map(() => 0);
  for (const [t, p] of totals(table.dice)) {
    const i = t < table.rows[0]!.min ? 0 : t > table.rows[last]!.max ? last : table.rows.findIndex((r) => t >= r.min && t <= r.max);
    expect(i, `${table.title}: no row for ${t}`).toBeGreaterThanOrEqual(0);
    out[i]! += p;
  }
  return out;
}

/**
 * Observed counts within 4σ of the exact chances (binomial σ per row). 4σ rather than 3σ: about a hundred rows are
 * compared here, and a 3σ band would be crossed by chance somewhere about one time in four.
 */
function withinFourSigma(title: string, counts: readonly number[], chances: readonly number[], n: number): void {
  chances.forEach((p, i) => {
    const sigma = Math.sqrt(n * p * (1 - p));
    const seen = counts[i] ?? 0;
    expect(Math.abs(seen - n * p), `${title}, row ${i + 1}: ${seen} of ${n}, expected ${(n * p).toFixed(1)}`).toBeLessThanOrEqual(4 * sigma);
  });
}

const ruleset = findRuleset('citadel')!;
const rangeTables = ruleset.tables.filter((t): t is RangeTable<unknown> => t.kind === 'range');

describe('Citadel range tables rolled at their printed odds (issue 17: every die table)', () => {
  it('lists the range tables the game rolls on, each on one or two six-sided dice', () => {
    expect(rangeTables.map((t) => t.id)).toEqual(expect.arrayContaining(['citadel-mp-table', 'citadel-dominant-sun', 'citadel-trap-table', 'citadel-negotiation-table', 'citadel-feature-altar', 'citadel-mirror-level', 'citadel-mirror-tiles-away']));
    for (const t of rangeTables) expect(['1D6', '2D6'], t.title).toContain(t.dice);
  });

  for (const table of rangeTables) {
    it(`${table.section} ${table.title}: each row at its printed chance`, () => {
      const n = table.dice === '2D6' ? 7200 : 3600;
      const rng = Rng.fromSeedNumber(1700 + rangeTables.indexOf(table));
      const counts = table.rows.map(() => 0);
      for (let i = 0; i < n; i++) counts[rollOnRange(rng, table, () => '').cell.row]!++;
      withinFourSigma(table.title, counts, rowChances(table), n);
    });
  }

  it('a new game’s dominant sun is Red, Yellow or Blue one time in three each (4.1 D)', () => {
    const n = 900;
    const counts = { red: 0, yellow: 0, blue: 0 };
    for (let seed = 1; seed <= n; seed++) counts[newGame({}, Rng.fromSeedNumber(seed)).state.dominantSun]++;
    withinFourSigma('Dominant sun', [counts.red, counts.yellow, counts.blue], [1 / 3, 1 / 3, 1 / 3], n);
  });

  it('an altar investigated names each of its six demons one time in six, as the log shows it (13.5, 13.9)', () => {
    const altar = rangeTables.find((t) => t.id === 'citadel-feature-altar')!;
    const rng = Rng.fromSeedNumber(1313);
    const s0 = newGame({}, rng).state;
    const key = keyOf(s0.position);
    const { marking: _closed, ...rest } = s0;
    const state: CitadelState = { ...rest, tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'altar', featureUsed: false } } };
    const who = state.order[0]!;
    const n = 1800;
    const counts = altar.rows.map(() => 0);
    for (let i = 0; i < n; i++) {
      const r = applyAction(state, { type: 'investigateFeature', character: who }, rng);
      if (!r.ok) throw new Error(r.message);
      const read = r.events.find((e: GameEvent) => e.tableId === altar.id);
      counts[read!.cell!.row]!++;
    }
    withinFourSigma(altar.title, counts, rowChances(altar), n);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PrintedChart } from '../../../shared/engine/ruleset';
import { citadelRuleset } from '../../../shared/rulesets/citadel/ruleset';
import { FEATURES, MAGIC_ITEM_TYPES } from '../../../shared/rulesets/citadel';

/**
 * Citadel's printed charts (`Ruleset.printed`, shown by the reference view and `tables citadel --json`): one for every
 * table and chart the ruleset lists, keeping each rolled table's rows so a roll lights its printed cell, and reading
 * line for line as the English excerpt prints them where the excerpt is beside the repository.
 */
const printed = citadelRuleset.printed ?? [];
const byId = new Map(printed.map((p) => [p.id, p]));
function chart(id: string): PrintedChart {
  const p = byId.get(id);
  if (!p) throw new Error(`No printed chart ${id}`);
  return p;
}

describe('Citadel printed charts', () => {
  it('gives every table and chart its printed form, under the same id, section and title', () => {
    const listed = [...citadelRuleset.tables, ...citadelRuleset.charts];
    expect(listed.length).toBeGreaterThan(20);
    for (const t of listed) {
      const p = chart(t.id);
      expect({ section: p.section, title: p.title }, t.id).toEqual({ section: t.section, title: t.title });
    }
    expect(new Set(printed.map((p) => p.id)).size).toBe(printed.length);
  });

  it('keeps a rolled table’s rows and columns, so the roll log’s cell lands on the printed one', () => {
    for (const t of citadelRuleset.tables) {
      const p = chart(t.id);
      expect(p.kind, t.id).toBe(t.kind);
      if (t.kind === 'range') {
        expect(p.rows.length, t.id).toBe(t.rows.length);
        // The die column names each row's own faces.
        t.rows.forEach((r, i) => {
          const die = p.rows[i]![0]!;
          if (r.min > -50 && r.max < 50) expect(die, `${t.id} row ${i}`).toContain(String(r.min === r.max || i === t.rows.length - 1 ? r.min : r.max));
        });
      } else {
        expect(p.rows.length, t.id).toBe(t.cells.length);
        for (const row of p.rows) expect(row.length, t.id).toBe(t.cells[0]!.length + 1);
      }
    }
  });

  it('prints words and dice, never data: no empty chart, no braces, no "undefined", rows as wide as the heading', () => {
    for (const p of printed) {
      expect(p.rows.length, p.id).toBeGreaterThan(0);
      for (const row of p.rows) {
        expect(row.length, p.id).toBe(p.columns.length);
        for (const cell of row) expect(cell, p.id).not.toMatch(/[{}]|undefined|NaN|\[object/);
        expect(row[0], p.id).not.toBe('');
      }
    }
  });
});

const FILE = 'citadel-of-blood-excerpts.md';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesDir = process.env['MAZEWRIGHT_RULES_DIR'] ?? path.resolve(repoRoot, '../shared/seeds');
const excerptPath = path.join(rulesDir, FILE);
const available = existsSync(excerptPath);
const suffix = available ? '' : ` (skipped: ${excerptPath} not found; set MAZEWRIGHT_RULES_DIR to the folder holding ${FILE} to run it)`;

/** A line as the excerpt prints it, with dashes, spacing round "x" and trailing tabs made comparable. */
function norm(line: string): string {
  return line
    .split('\t')
    .map((c) => c.trim().replace(/–/g, '-').replace(/\s*x\s*/g, ' x ').replace(/<\/?i>/g, ''))
    .join('\t')
    .replace(/\t+$/, '');
}
const excerptLines = new Set(available ? readFileSync(excerptPath, 'utf8').split('\n').map(norm) : []);

describe.skipIf(!available)(`Citadel printed charts read as the excerpt prints them${suffix}`, () => {
  const expectPrinted = (line: string, id: string) => expect(excerptLines.has(norm(line)), `${id}: ${line}`).toBe(true);

  it.each(['citadel-heroes', 'citadel-initiates', 'citadel-level-chart', 'citadel-monster-characteristics', 'citadel-treasure-table', 'citadel-combat-results', 'citadel-bribery-table', 'citadel-jewel-table', 'citadel-negotiation-table'])(
    '%s: every row is a line of the excerpt',
    (id) => {
      const p = chart(id);
      for (const row of p.rows) expectPrinted(row.join('\t'), id);
    },
  );

  it('the Room and Wandering Monster Tables: every row of cells, after the lost die face', () => {
    for (const id of ['citadel-room-monster-table', 'citadel-wandering-monster-table']) {
      for (const row of chart(id).rows) expectPrinted(['☐', ...row.slice(1)].join('\t'), id);
    }
  });

  it('the Feature Table: its six columns side by side, row by row', () => {
    for (let r = 0; r < 6; r++) expectPrinted(['☐', ...FEATURES.map((f) => chart(`citadel-feature-${f}`).rows[r]![1]!)].join('\t'), '13.9');
  });

  it('the Magic Items Table: the type and its six kind columns side by side, row by row', () => {
    const kinds = ['citadel-magic-weapon', 'citadel-armor', 'citadel-potion', 'citadel-talisman', 'citadel-medallion', 'citadel-ring'];
    expect(kinds.length).toBe(MAGIC_ITEM_TYPES.length);
    for (let r = 0; r < 6; r++) {
      const type = chart('citadel-magic-item-type').rows[r]![1]!;
      const [weapon, ...rest] = kinds.map((k) => chart(k).rows[r]![1]!);
      expectPrinted([`☐ ${type}`, `☐ ${weapon}`, ...rest].join('\t'), '14.9');
    }
  });

  it('the MP Table and the Weapon Table: each row after its lost die face', () => {
    for (const row of chart('citadel-mp-table').rows) expectPrinted(['', ...row.slice(1)].join('\t'), '4.4');
    for (const row of chart('citadel-weapon-bonus').rows) expectPrinted(`☐ ${row[1]}`, '14.9');
  });
});

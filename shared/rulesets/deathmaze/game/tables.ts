import type { Table } from '../../../core/table';
import { dataCharts, dataTables } from '../data';
import { COMBAT_RESULTS_TABLE, crtColumnAsRangeTable, MONSTER_WEAPONS_CHART } from '../combat';
import { CHIT_DESIGNS, DEATHMAZE_CHIT_MIX } from '../maze';
import { spellSummary } from '../advanced/spells';

/**
 * The Combat Results Table [8.7] as five range tables, one per column, so that every table the ruleset lists is a
 * core Table the UI can open at a cell. Trap arrows [10.22] already roll on the Bow column this way.
 */
export const crtColumnTables: readonly Table<unknown>[] = COMBAT_RESULTS_TABLE.columns.map((c) => crtColumnAsRangeTable(c.id));

/** Every table rolled on in the Basic game: data's, the CRT's columns. (The maze draws from cups, with no table.) */
export const deathmazeTables: readonly Table<unknown>[] = [...dataTables, ...crtColumnTables];

/** Charts looked up rather than rolled on, for `tables --json` and the reference view. */
export const deathmazeCharts: readonly { readonly id: string; readonly section: string; readonly title: string }[] = [
  ...dataCharts,
  COMBAT_RESULTS_TABLE,
  MONSTER_WEAPONS_CHART,
  // [11.4] The Advanced game's one chart.
  spellSummary,
  {
    id: 'segment-chits',
    section: '2.2',
    title: 'Segment chits (the ruled countermix)',
    ...{ designs: CHIT_DESIGNS, mix: DEATHMAZE_CHIT_MIX },
  },
];

const TABLE_BY_TITLE: ReadonlyMap<string, string> = new Map(deathmazeTables.map((t) => [t.title, t.id]));

/**
 * The id of a printed table that roll events name only by title (the "how many" roll under a monster table's cell,
 * [7.11]), so the log can open it; undefined for a title no listed table has (most rolls without an id are on tables
 * listed under no title, as the CRT's columns). The reducer tags each action's events with it (reducer.ts).
 */
export function tableIdOf(title: string): string | undefined {
  return TABLE_BY_TITLE.get(title);
}

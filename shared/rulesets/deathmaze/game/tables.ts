import type { Table } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
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
 * Roll events that read a printed table and name it only by title (the "how many" roll under a monster table's cell,
 * [7.11]) get the table's id, so the log can open it.
 */
export function tagTableIds(events: readonly GameEvent[]): GameEvent[] {
  // Most actions' events need no tag (most rolls without an id are on tables listed under no title, as the CRT's
  // columns): they are returned as they are, and the list is copied only once an event is actually tagged.
  let tagged: GameEvent[] | undefined;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const id = e.roll && e.tableId === undefined ? TABLE_BY_TITLE.get(e.roll.table) : undefined;
    if (id === undefined) {
      if (tagged !== undefined) tagged.push(e);
      continue;
    }
    tagged ??= events.slice(0, i);
    tagged.push({ ...e, tableId: id });
  }
  return tagged ?? (events as GameEvent[]);
}

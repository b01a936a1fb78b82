import type { PrintedChart } from '../../../engine/ruleset';
import type { Table } from '../../../core/table';
import { WEAPON_NAMES } from '../data/characters';
import { characteristics, monsterCharacteristicsChart, monsterCounters as monsterCountersChart, type MonsterId } from '../data/monsters';
import { treasureTypeTable } from '../data/treasure';
import { MAGIC_ITEM_NAMES } from '../data/magic-items';
import { FOUNTAIN_TEXT, STATUE_TEXT, TRAP_DOOR_TEXT } from '../data/features';
import { TRAP_NAMES } from '../data/traps';
import { COMBAT_RESULTS_TABLE, MONSTER_WEAPONS_CHART } from '../combat';
import { spellSummary } from '../advanced/spells';
import { deathmazeTables } from './tables';

/*
 * Every table and chart of the 1979 rules (Basic and Advanced) with each cell in the words the printed chart uses, for
 * the reference view and `tables --json`: die ranges as "1–2", results as words, monsters as "1D3 Goblins".
 */

const NEGOTIATION: Record<string, string> = { failure: 'Failure', agreement: 'Agreement', cow: 'Cow' };
const BOOLEAN_WORDS: Record<string, readonly [string, string]> = {
  'exploration-door-trap': ['Door trapped', 'Not trapped'],
  'exploration-wandering-monster': ['Wandering monster', 'None'],
  'exploration-room-monster': ['Room monster', 'None'],
  'exploration-chest-trap': ['Treasure trapped', 'Not trapped'],
};
const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'fountain-table': FOUNTAIN_TEXT,
  'statue-table': STATUE_TEXT,
  'trap-door-table': TRAP_DOOR_TEXT,
  'negotiation-table': NEGOTIATION,
  'magic-item-table': MAGIC_ITEM_NAMES.kind,
  'weapon-table': WEAPON_NAMES,
  'potion-table': MAGIC_ITEM_NAMES.potion,
  'spice-table': MAGIC_ITEM_NAMES.spice,
  'medallion-table': MAGIC_ITEM_NAMES.medallion,
  'ring-table': MAGIC_ITEM_NAMES.ring,
  'trap-table': TRAP_NAMES,
};

/** One cell's words. */
function cellText(tableId: string, result: unknown): string {
  if (typeof result === 'boolean') {
    const words = BOOLEAN_WORDS[tableId];
    return words ? words[result ? 0 : 1] : result ? 'Yes' : 'No';
  }
  if (result === 'rollTwice') return 'Roll Twice';
  if (typeof result === 'string') return NAMES[tableId]?.[result] ?? result;
  if (typeof result === 'number') {
    if (tableId === 'gems-table') return `${result} B`;
    if (tableId === 'weapon-effects-table' || tableId === 'armour-table') return `+${result}`;
    return String(result);
  }
  if (typeof result === 'object' && result !== null && 'monster' in result) {
    const { monster, count } = result as { monster: MonsterId; count: number | string };
    const c = characteristics(monster);
    return count === 1 ? c.name : `${typeof count === 'number' ? count : count.toUpperCase()} ${c.plural}`;
  }
  return JSON.stringify(result);
}

/** "1–2"; the first and last rows of a table whose rolls may run past them are open-ended ("5 or less", "17+"). */
function rollText(min: number, max: number, first: boolean, last: boolean, openEnded: boolean): string {
  if (openEnded && first && min !== max) return `${max} or less`;
  if (openEnded && last && min !== max) return `${min} or more`;
  if (openEnded && last) return `${min}+`;
  return min === max ? String(min) : `${min}–${max}`;
}

/** Tables rolled with modifiers, whose ends stand for every roll past them. */
const OPEN_ENDED = new Set(['negotiation-table']);

function printedTable(t: Table<unknown>): PrintedChart {
  if (t.kind === 'range') {
    const open = OPEN_ENDED.has(t.id) || t.id.startsWith('combat-results');
    return {
      id: t.id,
      section: t.section,
      title: t.title,
      kind: 'range',
      dice: t.dice,
      columns: ['Die', 'Result'],
      rows: t.rows.map((r, i) => [rollText(r.min, r.max, i === 0, i === t.rows.length - 1, open && !(i === 0 && r.min === 1)), cellText(t.id.startsWith('combat-results') ? 'combat' : t.id, r.result)]),
    };
  }
  return {
    id: t.id,
    section: t.section,
    title: t.title,
    kind: 'grid',
    dice: `${t.rowDice} × ${t.columnDice}`,
    columns: ['Die', ...(t.cells[0] ?? []).map((_, c) => String(c + 1))],
    rows: t.cells.map((row, r) => [String(r + 1), ...row.map((cell) => cellText(t.id, cell))]),
  };
}

function monsterCharacteristics(): PrintedChart {
  const c = monsterCharacteristicsChart;
  return {
    id: c.id,
    section: c.section,
    title: c.title,
    kind: 'chart',
    columns: ['Name', 'Negotiation', 'Treasure', 'Magic Resist', 'Special'],
    rows: Object.values(c.rows).map((m) => [m.name, String(m.negotiation), m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`, String(m.magicResistance), m.special ?? '—']),
  };
}

function monsterCounters(): PrintedChart {
  const c = monsterCountersChart;
  return {
    id: c.id,
    section: c.section,
    title: c.title,
    kind: 'chart',
    columns: ['Monster', 'Combat Bonus', 'Wound Die Code'],
    rows: Object.entries(c.rows).map(([id, m]) => [characteristics(id as MonsterId).name, typeof m.combatBonus === 'number' ? `+${m.combatBonus}` : m.combatBonus, m.woundCode]),
  };
}

function treasureTypes(): PrintedChart {
  const c = treasureTypeTable;
  return { id: c.id, section: c.section, title: c.title, kind: 'chart', columns: ['Type', 'Bezants', 'Gems', 'Magic Items'], rows: Object.entries(c.rows).map(([type, r]) => [type, r.bezants, r.gems, r.magicItems]) };
}

function combatResults(): PrintedChart {
  const t = COMBAT_RESULTS_TABLE;
  return {
    id: t.id,
    section: t.section,
    title: t.title,
    kind: 'chart',
    dice: t.dice,
    columns: ['Die', ...t.columns.map((c) => c.label)],
    rows: t.rows.map((r, i) => [i === t.rows.length - 1 && !r.label.includes('+') ? `${r.label}+` : r.label.replace('-', '–'), ...r.results.map(String)]),
  };
}

function monsterWeapons(): PrintedChart {
  const t = MONSTER_WEAPONS_CHART;
  return {
    id: t.id,
    section: t.section,
    title: t.title,
    kind: 'chart',
    columns: ['Monster', 'Weapon'],
    rows: t.entries.map((e) => [e.monster, e.skillDice ? `+${e.skillDice} ${WEAPON_NAMES[e.weapons[0]!]} (see 8.9)` : e.weapons.map((w) => WEAPON_NAMES[w]).join(', ')]),
  };
}

function spells(): PrintedChart {
  const s = spellSummary;
  return { id: s.id, section: s.section, title: s.title, kind: 'chart', columns: [...s.columns], rows: Object.values(s.rows).map((r) => [r.name, String(r.cost), r.printedType]) };
}

/** Every printed table and chart of the rules, tables first in the order the ruleset lists them. */
export const deathmazePrinted: readonly PrintedChart[] = [
  ...deathmazeTables.map(printedTable),
  monsterCharacteristics(),
  monsterCounters(),
  treasureTypes(),
  combatResults(),
  monsterWeapons(),
  spells(),
];

import type { PrintedChart } from '../../../engine/ruleset';
import type { GridTable, RangeTable } from '../../../core/table';
import { monsterAbilitiesChart } from './abilities';
import { dominantSunTable, heroChart, initiateChart, INITIATE_RACES, magicPotentialTable, RACE_NAMES, SKILL_NAMES, SUN_NAMES, SUNS, WEAPON_NAMES, type MagicPotential, type Skill, type WeaponSkill } from './characters';
import { combatResultsTable } from './crt';
import { FEATURE_EFFECTS, featureTables, mirrorLevelTable, mirrorTilesAwayTable, type FeatureId } from './features';
import { levelChart, LEVELS, type LevelModifiers } from './levels';
import { characteristics, describeCell, monsterCharacteristicsChart, monsterCounters, roomMonsterTable, wanderingMonsterTable, type MonsterCell, type MonsterId } from './monsters';
import { briberyTable, NEGOTIATION_RESULT_NAMES, negotiationTable } from './negotiation';
import { spellChart } from './spells';
import { TRAP_EFFECTS, TRAP_NAMES, trapTable } from './traps';
import { CHEST_TREASURE_TYPES, jewelTable, MAGIC_ITEM_NAMES, MAGIC_ITEM_TYPE_NAMES, magicItemKindTables, magicItemTypeTable, treasureTypeTable, weaponBonusTable, type BonusRow, type MagicItemType } from './treasure';

/*
 * Every Citadel table and chart with each cell in the words the excerpts print (7.1's "Roll Twice", 8.3's
 * "Cronks: 1D6", 14.9's "6:1D6 x 10", 6.7's "+2"), for the reference view and `tables citadel --json`. Where the
 * excerpt's die faces are lost ("☐"), the die column shows the faces the ruling reads (1–6 from the top). A range
 * table's row r and a grid's cell (r, c) keep the data's indices, so a roll in the log highlights its printed cell.
 */

/** "1–2", "5"; the open ends of a table read with modifiers print as the rules word them ("6 or less", "10 or more"). */
function dieText(min: number, max: number, open: 'none' | 'words' | 'plus', first: boolean, last: boolean): string {
  if (open === 'words' && first) return `${max} or less`;
  if (open === 'words' && last) return `${min} or more`;
  if (open === 'plus' && last) return `${min}+`;
  return min === max ? String(min) : `${min}–${max}`;
}

function range<R>(t: RangeTable<R>, columns: readonly string[], cells: (result: R) => readonly string[], open: 'none' | 'words' | 'plus' = 'none'): PrintedChart {
  return {
    id: t.id,
    section: t.section,
    title: t.title,
    kind: 'range',
    dice: t.dice,
    columns: ['Die', ...columns],
    rows: t.rows.map((r, i) => [dieText(r.min, r.max, open, i === 0, i === t.rows.length - 1), ...cells(r.result)]),
  };
}

function plus(n: number): string {
  return `+${n}`;
}

function bonus(b: BonusRow): string {
  return b === 'rollTwice' ? 'Roll Twice' : plus(b);
}

function mp(m: MagicPotential): string[] {
  return [String(m.red), String(m.yellow), String(m.blue)];
}

function skill(s: Skill): string {
  // 4.3 prints the Negotiation skill as a bonus ("+2 Negotiation"), the others as a value ("3 Detrap").
  return `${s.skill === 'negotiation' ? '+' : ''}${s.value} ${SKILL_NAMES[s.skill]}`;
}

function weaponSkill(w: WeaponSkill | null): string {
  return w ? `+${w.bonus} ${WEAPON_NAMES[w.weapon]}` : '';
}

/** 8.3 grids: the printed cells ("Cronks: 1D6"); the Wandering table's columns are headed "1 or 2", "3 or 4", "5 or 6". */
function monsterGrid(t: GridTable<MonsterCell>, columnHeads: readonly string[]): PrintedChart {
  return {
    id: t.id,
    section: t.section,
    title: t.title,
    kind: 'grid',
    dice: `${t.rowDice} × ${t.columnDice === '1D3' ? '1D6' : t.columnDice}`,
    columns: ['Die 1', ...columnHeads],
    rows: t.cells.map((row, r) => [String(r + 1), ...row.map(describeCell)]),
  };
}

function feature(id: FeatureId): PrintedChart {
  const effects: Readonly<Record<string, { name: string; section: string }>> = FEATURE_EFFECTS[id];
  return range(featureTables[id] as RangeTable<string>, ['Result', 'See'], (r) => [effects[r]!.name, effects[r]!.section]);
}

const LEVEL_ROWS: readonly (readonly [string, (m: LevelModifiers) => string])[] = [
  ['Monster WP', (m) => plus(m.monsterWoundPoints)],
  ['Monster CB', (m) => plus(m.monsterCombatBonus)],
  ['Monster NV', (m) => plus(m.monsterNegotiation)],
  ['No. of Monsters', (m) => `x${m.monsterCount}`],
  ['Treasure Type', (m) => plus(m.treasureShift)],
  ['Experience Points', (m) => `x${m.experience}`],
];

function monsterName(id: MonsterId): string {
  return characteristics(id).name;
}

/** 4.3 as printed: "0 0 0" for MP, "+2 Sword" for WS, the WS box empty where nothing is printed. */
const heroes: PrintedChart = {
  id: heroChart.id,
  section: heroChart.section,
  title: heroChart.title,
  kind: 'chart',
  columns: ['Name', 'Race', 'WP', 'MP (Red Yellow Blue)', 'RV', 'CB', 'Weapons', 'WS', 'Skill'],
  rows: Object.values(heroChart.rows).map((h) => [h.name, RACE_NAMES[h.race], String(h.woundPoints), mp(h.magicPotential).join(' '), String(h.resistance), String(h.combatBonus), h.weapons.map((w) => WEAPON_NAMES[w]).join(', '), weaponSkill(h.weaponSkill), skill(h.skill)]),
};

/** 4.3a is printed with the races across and the characteristics down the side; it prints no CB (a ruling gives 0). */
const initiates: PrintedChart = {
  id: initiateChart.id,
  section: initiateChart.section,
  title: initiateChart.title,
  kind: 'chart',
  columns: ['', ...INITIATE_RACES.map((r) => RACE_NAMES[r])],
  rows: [
    ['Name', 'Made up by players', '', ''],
    ['WP', ...INITIATE_RACES.map((r) => String(initiateChart.rows[r].woundPoints))],
    ['RV', ...INITIATE_RACES.map((r) => String(initiateChart.rows[r].resistance))],
    ['WS', ...INITIATE_RACES.map((r) => weaponSkill(initiateChart.rows[r].weaponSkill))],
    ['Skills', ...INITIATE_RACES.map((r) => skill(initiateChart.rows[r].skill))],
  ],
};

/** 6.7 is printed with the characteristics down the side and one column per level. */
const levels: PrintedChart = {
  id: levelChart.id,
  section: levelChart.section,
  title: levelChart.title,
  kind: 'chart',
  columns: ['Characteristic', ...LEVELS.map((l) => `L${l}`)],
  rows: LEVEL_ROWS.map(([label, cell]) => [label, ...LEVELS.map((l) => cell(levelChart.rows[l]))]),
};

const monsterChart: PrintedChart = {
  id: monsterCharacteristicsChart.id,
  section: monsterCharacteristicsChart.section,
  title: monsterCharacteristicsChart.title,
  kind: 'chart',
  columns: ['Monster Type', 'RV', 'NV', 'Weapon', 'Spells', 'Treasure', 'Special'],
  rows: Object.values(monsterCharacteristicsChart.rows).map((m) => [
    m.name,
    String(m.resistance),
    m.negotiation === null ? 'None' : String(m.negotiation),
    m.weapon === null ? '-' : `${m.weaponSkill ? `+${m.weaponSkill} ` : ''}${WEAPON_NAMES[m.weapon]}`,
    m.spells.length ? m.spells.map((s) => spellChart.rows[s].name).join(', ') : '-',
    m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`,
    m.special ?? '-',
  ]),
};

const counters: PrintedChart = {
  id: monsterCounters.id,
  section: monsterCounters.section,
  title: monsterCounters.title,
  kind: 'chart',
  columns: ['Monster', 'Wound Points', 'Combat Bonus'],
  rows: Object.entries(monsterCounters.rows).map(([id, c]) => [monsterName(id as MonsterId), c.woundCode, String(c.combatBonus)]),
};

const spells: PrintedChart = {
  id: spellChart.id,
  section: spellChart.section,
  title: spellChart.title,
  kind: 'chart',
  columns: ['Spell', 'Code', 'Cost (WP)', 'Type', 'Resisted', 'Effect'],
  rows: Object.values(spellChart.rows).map((s) => [s.name, s.code, String(s.cost), s.type, s.resisted ? 'Yes' : 'No', s.effect]),
};

/** 14.9 as printed: "2:1D6 x 10", and "(t)" after the chest types with the footnote as a last row. */
const treasure: PrintedChart = {
  id: treasureTypeTable.id,
  section: treasureTypeTable.section,
  title: treasureTypeTable.title,
  kind: 'chart',
  columns: ['Type', 'Gold', 'Jewels', 'Magic'],
  rows: [
    ...Object.entries(treasureTypeTable.rows).map(([letter, r]) => [
      CHEST_TREASURE_TYPES.includes(letter as (typeof CHEST_TREASURE_TYPES)[number]) ? `${letter} (t)` : letter,
      ...[r.gold, r.jewels, r.magic].map((e) => e.replace('x', ' x ')),
    ]),
    [treasureTypeTable.note, '', '', ''],
  ],
};

const WHEN: Readonly<Record<string, string>> = {
  combatStart: 'When the fight begins',
  eachAttack: 'Each of its attacks',
  endOfEveryThirdMonsterPhase: 'Every third Monster Combat Phase',
  firstTwoMonsterPhases: 'First two Monster Combat Phases',
  onWound: 'Each wound it suffers',
  eachMonsterPhase: 'Every Monster Combat Phase',
};

const abilities: PrintedChart = {
  id: monsterAbilitiesChart.id,
  section: monsterAbilitiesChart.section,
  title: monsterAbilitiesChart.title,
  kind: 'chart',
  columns: ['Ability', 'Section', 'Monsters', 'When', 'Resisted', 'Effect'],
  rows: Object.values(monsterAbilitiesChart.rows).map((a) => [a.name, a.section, a.monsters.map(monsterName).join(', '), WHEN[a.when] ?? a.when, a.resisted ? 'Yes' : 'No', a.text]),
};

/** 9.9: a grid, so a roll's cell (row, weapon column) lights up; the header's die is printed "iD6 + ws + cs". */
const crt: PrintedChart = {
  id: combatResultsTable.id,
  section: combatResultsTable.section,
  title: combatResultsTable.title,
  kind: 'grid',
  dice: '1D6 + WS + CB',
  columns: ['1D6 + WS + CB', ...combatResultsTable.columns.map((c) => c.label)],
  rows: combatResultsTable.rows.map((r) => [r.label.replace('-', '–'), ...r.results.map(String)]),
};

/**
 * 8.9: the offer down the side, the monster's Wound Points + Negotiation Value across; cells are 1D6 targets. A grid,
 * as the CRT is: the bribe's log event names the offer's row and the WP + NV column counted from the first band, so
 * the roll lights the very target it was read against.
 */
const bribery: PrintedChart = {
  id: briberyTable.id,
  section: briberyTable.section,
  title: briberyTable.title,
  kind: 'grid',
  dice: briberyTable.dice,
  columns: ['Gold Marks offered', ...briberyTable.columns.map((c) => `WP + NV ${c.label.replace('-', '–')}`)],
  rows: briberyTable.rows.map((r) => [r.label, ...r.targets.map(String)]),
};

const itemKinds = Object.entries(magicItemKindTables) as [MagicItemType, RangeTable<unknown>][];

/** Every printed table and chart of Citadel of Blood, tables in the order the ruleset lists them, then the charts. */
export const citadelPrinted: readonly PrintedChart[] = [
  range(magicPotentialTable, SUNS.map((s) => SUN_NAMES[s]), mp),
  range(dominantSunTable, ['Dominant sun'], (s) => [SUN_NAMES[s]]),
  range(trapTable, ['Trap Type', 'Effect'], (t) => [TRAP_NAMES[t], t === 'rollTwice' ? 'Roll the die twice on the Trap Table, triggering two traps; a second 6 rolls twice again.' : TRAP_EFFECTS[t].text]),
  monsterGrid(roomMonsterTable, ['1', '2', '3', '4', '5', '6']),
  monsterGrid(wanderingMonsterTable, ['1 or 2', '3 or 4', '5 or 6']),
  range(negotiationTable, ['Result'], (r) => [NEGOTIATION_RESULT_NAMES[r]], 'words'),
  ...(Object.keys(featureTables) as FeatureId[]).map(feature),
  range(mirrorLevelTable, ['Level'], (l) => [String(l)]),
  range(mirrorTilesAwayTable, ['Tiles Away'], (n) => [String(n)]),
  range(jewelTable, ['Gold Value'], (v) => [String(v)], 'plus'),
  range(weaponBonusTable, ['Weapon Bonus'], (b) => [bonus(b)]),
  range(magicItemTypeTable, ['Type'], (t) => [MAGIC_ITEM_TYPE_NAMES[t]]),
  ...itemKinds.map(([type, t]) =>
    range(t, [MAGIC_ITEM_TYPE_NAMES[type]], (r) => [type === 'armor' ? bonus(r as BonusRow) : type === 'weapon' ? WEAPON_NAMES[r as keyof typeof WEAPON_NAMES] : (MAGIC_ITEM_NAMES[r as string] ?? String(r))]),
  ),
  heroes,
  initiates,
  levels,
  monsterChart,
  counters,
  spells,
  treasure,
  abilities,
  crt,
  bribery,
];

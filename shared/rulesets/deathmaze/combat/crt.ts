import type { RangeTable } from '../../../core/table';
import { crtCell, crtColumnAsRangeTable as kitColumnAsRangeTable, crtColumnTableId as kitColumnTableId, crtRowOf as kitRowOf, type CrtColumn as KitCrtColumn, type CrtLookup, type WeaponRollTable } from '../../../kit/crt';
import { MISSILE_WEAPONS, WEAPON_NAMES, WEAPONS, type WeaponId } from '../data/characters';

export type { CrtLookup, CrtRow, WeaponRollTable } from '../../../kit/crt';

/**
 * The six weapons of [3.1]/[9.24], as the combat module names them: the one list of data/characters.ts (WEAPONS),
 * so a combat weapon and an adventurer's record name the same six.
 */
export const WEAPON_KINDS = WEAPONS;
export type WeaponKind = WeaponId;
export const WEAPON_KIND_NAMES = WEAPON_NAMES;
/** Weapons usable from the party's second row [5.12], [8.22], [8.34]. */
export { MISSILE_WEAPONS };

export type CrtColumnId = 'swordDagger' | 'throwingDagger' | 'bow' | 'hammerAxe' | 'monster';

/** A column of [8.7], with the weapons of [9.24] it serves. */
export interface CrtColumn extends KitCrtColumn<CrtColumnId> {
  readonly weapons: readonly WeaponKind[];
}

/**
 * [8.7] Combat Results Table, reconstructed from the 1979 chart sheet (the revised text omits the charts). The OCR
 * header reads "Sword Throwing Hammer / Die Dagger Dagger Bow Axe Monsters" over five result columns: three
 * two-line headers (Sword/Dagger, Throwing/Dagger, Hammer/Axe) and two one-line headers (Bow, Monsters): a judgement
 * (the reading that fits both OCR lines over five columns and gives every weapon of [9.24] and the Monster column of
 * [8.44] a column), not the only possible reading.
 * See combatRulings "Combat Results Table columns".
 */
export const COMBAT_RESULTS_TABLE: WeaponRollTable<CrtColumn> = {
  kind: 'weapon-roll',
  id: 'combat-results',
  section: '8.7',
  title: 'Combat Results Table',
  dice: '1D6',
  columns: [
    { id: 'swordDagger', label: 'Sword/Dagger', weapons: ['sword', 'dagger'] },
    { id: 'throwingDagger', label: 'Throwing Dagger', weapons: ['throwingDagger'] },
    { id: 'bow', label: 'Bow', weapons: ['bow'] },
    { id: 'hammerAxe', label: 'Hammer/Axe', weapons: ['hammer', 'axe'] },
    { id: 'monster', label: 'Monsters', weapons: [] },
  ],
  rows: [
    { label: '1-3', min: 1, max: 3, results: [0, 0, 0, 0, 0] },
    { label: '4', min: 4, max: 4, results: [0, 0, 0, 1, 0] },
    { label: '5', min: 5, max: 5, results: [1, 0, 1, 1, 0] },
    { label: '6-9', min: 6, max: 9, results: [1, 1, 1, 1, 1] },
    { label: '10', min: 10, max: 10, results: [1, 1, 1, 2, 1] },
    { label: '11', min: 11, max: 11, results: [2, 1, 2, 2, 1] },
    { label: '12', min: 12, max: 12, results: [2, 2, 2, 2, 2] },
    { label: '13', min: 13, max: 13, results: [2, 2, 2, 3, 2] },
    { label: '14', min: 14, max: 14, results: [3, 2, 3, 3, 2] },
    { label: '15', min: 15, max: 15, results: [3, 3, 3, 4, 3] },
    { label: '16', min: 16, max: 16, results: [4, 3, 4, 4, 3] },
    { label: '17+', min: 17, max: null, results: [4, 4, 4, 4, 4] },
  ],
};

export function crtColumnFor(weapon: WeaponKind | 'monster'): CrtColumnId {
  if (weapon === 'monster') return 'monster';
  const column = COMBAT_RESULTS_TABLE.columns.find((c) => c.weapons.includes(weapon));
  if (!column) throw new Error(`No Combat Results Table column for ${weapon}.`);
  return column.id;
}

/** Each column's index by its id and by the weapon kinds it serves (ids first, as the lookup reads them): read per attack. */
const CRT_COLUMN_INDEX: ReadonlyMap<string, number> = (() => {
  const index = new Map<string, number>();
  COMBAT_RESULTS_TABLE.columns.forEach((c, i) => index.set(c.id, i));
  COMBAT_RESULTS_TABLE.columns.forEach((c, i) => c.weapons.forEach((w) => index.has(w) || index.set(w, i)));
  return index;
})();

/** The row a modified roll reads (the kit's lookup over [8.7]). */
function crtRowOf(modifiedRoll: number): number {
  return kitRowOf(COMBAT_RESULTS_TABLE, modifiedRoll);
}

/** The row each modified roll from 0 to 31 reads, worked out once (read per attack; any other roll is searched). */
const CRT_ROW_BY_ROLL: readonly number[] = Array.from({ length: 32 }, (_, modifiedRoll) => crtRowOf(modifiedRoll));

/** Every cell of [8.7] by column and row, read once: each attack is handed its cell's record (never changed). */
const CRT_CELLS: readonly (readonly CrtLookup[])[] = COMBAT_RESULTS_TABLE.columns.map((_, column) =>
  COMBAT_RESULTS_TABLE.rows.map((_, row) => crtCell(COMBAT_RESULTS_TABLE, row, column)),
);

/**
 * Reads the table. A modified roll below 1 (a drunk adventurer's -2, [6.14]) reads the lowest row, 0 wounds; a roll
 * past 17 reads the printed "17+" row.
 */
export function lookupCrt(weapon: WeaponKind | 'monster' | CrtColumnId, modifiedRoll: number): CrtLookup {
  const column = CRT_COLUMN_INDEX.get(weapon) ?? COMBAT_RESULTS_TABLE.columns.findIndex((c) => c.id === crtColumnFor(weapon as WeaponKind));
  const row = CRT_ROW_BY_ROLL[modifiedRoll] ?? crtRowOf(modifiedRoll);
  return CRT_CELLS[column]?.[row] ?? crtCell(COMBAT_RESULTS_TABLE, row, column);
}

/** The id of one column's own table (crtColumnAsRangeTable): what a roll on that column cites. */
export function crtColumnTableId(columnId: CrtColumnId): string {
  return kitColumnTableId(COMBAT_RESULTS_TABLE, columnId);
}

/** Each column's table id, by column index (read per attack). */
export const CRT_COLUMN_TABLE_IDS: readonly string[] = COMBAT_RESULTS_TABLE.columns.map((c) => crtColumnTableId(c.id));

/** One column of [8.7] as a core RangeTable, for the ruleset's table list and for [10.22] trap arrows (Bow column). */
export function crtColumnAsRangeTable(columnId: CrtColumnId): RangeTable<number> {
  return kitColumnAsRangeTable(COMBAT_RESULTS_TABLE, columnId);
}

export interface MonsterWeaponsEntry {
  readonly monster: string;
  /** In the printed order; where there are two, one is a bow [8.44]. */
  readonly weapons: readonly WeaponKind[];
  /** A weapon skill rolled when the monster is met: the Evil Hero's "+1D6 Sword" [8.9]. */
  readonly skillDice?: string;
  readonly skillWeapon?: WeaponKind;
  readonly note?: string;
}

export interface MonsterWeaponsChart {
  readonly kind: 'monster-weapons';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly entries: readonly MonsterWeaponsEntry[];
}

/** [8.8] Monster Weapons Chart, for monsters whose counter shows Combat Bonus "W" [8.44]. */
export const MONSTER_WEAPONS_CHART: MonsterWeaponsChart = {
  kind: 'monster-weapons',
  id: 'monster-weapons',
  section: '8.8',
  title: 'Monster Weapons Chart',
  entries: [
    {
      monster: 'Evil Hero',
      weapons: ['sword'],
      skillDice: '1D6',
      skillWeapon: 'sword',
      note: '+1D6 Sword: a weapon skill rolled when the Evil Hero is met, not a magic weapon (see 8.9).',
    },
    { monster: 'Evil Thief', weapons: ['sword'] },
    { monster: 'Evil Wizard', weapons: ['dagger'] },
    { monster: 'Goblin', weapons: ['dagger', 'bow'] },
    { monster: 'Orc', weapons: ['sword', 'bow'] },
  ],
};

/** Loose key so "Evil Hero", "EvlHero", "evil-hero" and "Orcs" all find their row. */
function monsterKey(name: string): string {
  const k = name.toLowerCase().replace(/[^a-z]/g, '').replace(/^evl/, 'evil').replace(/thf$/, 'thief');
  return k.replace(/wzrd$/, 'wizard').replace(/s$/, '');
}

/** The chart's rows by their loose keys (the first row for a key, as a search from the top finds). */
const WEAPONS_BY_KEY: ReadonlyMap<string, MonsterWeaponsEntry> = (() => {
  const byKey = new Map<string, MonsterWeaponsEntry>();
  for (const e of MONSTER_WEAPONS_CHART.entries) if (!byKey.has(monsterKey(e.monster))) byKey.set(monsterKey(e.monster), e);
  return byKey;
})();

/** Each type name already looked up (the names met are few): the loose key's regexes ran for every "W" monster of every fight. */
const WEAPONS_BY_TYPE = new Map<string, MonsterWeaponsEntry | undefined>();

export function monsterWeapons(monsterType: string): MonsterWeaponsEntry | undefined {
  if (WEAPONS_BY_TYPE.has(monsterType)) return WEAPONS_BY_TYPE.get(monsterType);
  const entry = WEAPONS_BY_KEY.get(monsterKey(monsterType));
  // Bounded, in case of a caller passing ever new names: past the bound they are simply looked up each time.
  if (WEAPONS_BY_TYPE.size < 1000) WEAPONS_BY_TYPE.set(monsterType, entry);
  return entry;
}

import { roll, withResult, type RollRecord } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import {
  armorTable,
  CHEST_TREASURE_TYPES,
  jewelTable,
  MAGIC_ITEM_NAMES,
  MAGIC_ITEM_TYPE_NAMES,
  magicItemTypeTable,
  magicWeaponTable,
  medallionTable,
  parseTreasureEntry,
  potionTable,
  ringTable,
  talismanTable,
  treasureTypeTable,
  weaponBonusTable,
  type BonusRow,
  type MagicWeapon,
  type MedallionKind,
  type PotionKind,
  type RingKind,
  type TalismanKind,
  type TreasureColumn,
  type TreasureLetter,
} from './treasure';
import { WEAPON_NAMES } from './characters';

export type MagicItem =
  | { readonly type: 'weapon'; readonly weapon: MagicWeapon; readonly bonus: number }
  | { readonly type: 'armor'; readonly bonus: number }
  | { readonly type: 'potion'; readonly kind: PotionKind }
  | { readonly type: 'talisman'; readonly kind: TalismanKind }
  | { readonly type: 'medallion'; readonly kind: MedallionKind }
  | { readonly type: 'ring'; readonly kind: RingKind };

export function describeMagicItem(item: MagicItem): string {
  switch (item.type) {
    case 'weapon':
      return `${WEAPON_NAMES[item.weapon]} +${item.bonus}`;
    case 'armor':
      return `Armor +${item.bonus}`;
    default:
      return `${MAGIC_ITEM_TYPE_NAMES[item.type]} of ${MAGIC_ITEM_NAMES[item.kind] ?? item.kind}`;
  }
}

interface Rolled<T> {
  readonly value: T;
  readonly rolls: readonly RollRecord[];
}

/** 14.9 Weapon Table or the Armor column: "Roll Twice" rolls twice and adds, again on every further Roll Twice (PL 14.3). */
export function rollBonus(rng: Rng, table: RangeTable<BonusRow>, purpose: string): Rolled<number> {
  const rolls: RollRecord[] = [];
  let bonus = 0;
  // Rolls still owed: a Roll Twice owes two more. It ends with probability 1 (each roll owes 2 more with chance 1/6).
  let owed = 1;
  while (owed > 0) {
    owed--;
    const r = rollOnRange(rng, table, (x) => (x === 'rollTwice' ? 'Roll Twice' : `+${x}`), { purpose });
    rolls.push(...r.rolls);
    if (r.result === 'rollTwice') owed += 2;
    else bonus += r.result;
  }
  return { value: bonus, rolls };
}

/** 14.9 Magic Items Table: the type, then the kind in that type's column (PL 14.0 point 5), then any bonus. */
export function rollMagicItem(rng: Rng, purpose = 'Magic item'): Rolled<MagicItem> {
  const type = rollOnRange(rng, magicItemTypeTable, (t) => MAGIC_ITEM_TYPE_NAMES[t], { purpose });
  const rolls: RollRecord[] = [...type.rolls];
  const kind = <K extends string>(table: RangeTable<K>): K => {
    const r = rollOnRange(rng, table, (k) => MAGIC_ITEM_NAMES[k] ?? k, { purpose });
    rolls.push(...r.rolls);
    return r.result;
  };
  let item: MagicItem;
  switch (type.result) {
    case 'weapon': {
      const w = rollOnRange(rng, magicWeaponTable, (k) => WEAPON_NAMES[k], { purpose });
      rolls.push(...w.rolls);
      const bonus = rollBonus(rng, weaponBonusTable, `${purpose}: weapon bonus`);
      rolls.push(...bonus.rolls);
      item = { type: 'weapon', weapon: w.result, bonus: bonus.value };
      break;
    }
    case 'armor': {
      const bonus = rollBonus(rng, armorTable, `${purpose}: armor`);
      rolls.push(...bonus.rolls);
      item = { type: 'armor', bonus: bonus.value };
      break;
    }
    case 'potion':
      item = { type: 'potion', kind: kind(potionTable) };
      break;
    case 'talisman':
      item = { type: 'talisman', kind: kind(talismanTable) };
      break;
    case 'medallion':
      item = { type: 'medallion', kind: kind(medallionTable) };
      break;
    case 'ring':
      item = { type: 'ring', kind: kind(ringTable) };
      break;
  }
  return { value: item, rolls };
}

/** 14.9 Jewel Table: one jewel's value in Gold Marks. */
export function rollJewel(rng: Rng, purpose = 'Jewel'): Rolled<number> {
  const r = rollOnRange(rng, jewelTable, (gm) => `${gm} GM`, { purpose });
  return { value: r.result, rolls: r.rolls };
}

export interface Treasure {
  readonly letter: TreasureLetter;
  readonly goldMarks: number;
  /** Each jewel's value in Gold Marks, valued separately (PL 14.0 point 4). */
  readonly jewels: readonly number[];
  readonly magicItems: readonly MagicItem[];
  /** Types J, K and L are in a chest (14.9 "(t)"), to be checked for a trap before it is opened. */
  readonly inChest: boolean;
  readonly rolls: readonly RollRecord[];
}

const COLUMN_NAMES: Readonly<Record<TreasureColumn, string>> = { gold: 'Gold', jewels: 'Jewels', magic: 'Magic' };

/** One printed cell of the 14.9 Treasure Type Table as a roll reads it: parsed, and its log words made, once. */
interface ColumnRead {
  readonly chance: number;
  /** Null where nothing can be found; a number where the amount is fixed; else the dice code to roll. */
  readonly amount: string | number | null;
  readonly label: string;
  readonly amountLabel: string;
}

/** Every cell read once when the module loads, not again (a regular expression and two sentences) for every roll. */
const COLUMN_READS = Object.fromEntries(
  (Object.keys(treasureTypeTable.rows) as TreasureLetter[]).map((letter) => {
    const read = (column: TreasureColumn): ColumnRead => {
      const printed = treasureTypeTable.rows[letter][column];
      const { chance, amount } = parseTreasureEntry(printed);
      const label = `Treasure Type ${letter}, ${COLUMN_NAMES[column]} (${printed})`;
      return { chance, amount: amount !== null && /^\d+$/.test(amount) ? Number(amount) : amount, label, amountLabel: `${label}: how many` };
    };
    return [letter, { gold: read('gold'), jewels: read('jewels'), magic: read('magic') }];
  }),
) as Readonly<Record<TreasureLetter, Readonly<Record<TreasureColumn, ColumnRead>>>>;

/** PL 14.0 points 2–3: 1D6 at most the chance, then the amount (a dice code or a fixed number). */
function rollColumn(rng: Rng, letter: TreasureLetter, column: TreasureColumn, rolls: RollRecord[]): number {
  const { chance, amount, label, amountLabel } = COLUMN_READS[letter][column];
  if (amount === null) return 0;
  // A chance of 6 cannot fail: no presence die is rolled for it.
  if (chance < 6) {
    const check = roll(rng, '1D6', { section: '14.9', table: treasureTypeTable.title, purpose: label });
    const present = check.total <= chance;
    rolls.push(withResult(check, present ? 'Present' : 'None'));
    if (!present) return 0;
  }
  if (typeof amount === 'number') return amount;
  const r = roll(rng, amount, { section: '14.9', table: treasureTypeTable.title, purpose: amountLabel });
  rolls.push(withResult(r, String(r.total)));
  return r.total;
}

/** 14.9 One monster's treasure of the given (already level-shifted) type (PL 14.2: each monster separately). */
export function rollTreasure(rng: Rng, letter: TreasureLetter): Treasure {
  const rolls: RollRecord[] = [];
  const goldMarks = rollColumn(rng, letter, 'gold', rolls);
  const jewelCount = rollColumn(rng, letter, 'jewels', rolls);
  const jewels: number[] = [];
  for (let i = 0; i < jewelCount; i++) {
    const j = rollJewel(rng, `Jewel ${i + 1} of ${jewelCount}`);
    rolls.push(...j.rolls);
    jewels.push(j.value);
  }
  const itemCount = rollColumn(rng, letter, 'magic', rolls);
  const magicItems: MagicItem[] = [];
  for (let i = 0; i < itemCount; i++) {
    const m = rollMagicItem(rng, `Magic item ${i + 1} of ${itemCount}`);
    rolls.push(...m.rolls);
    magicItems.push(m.value);
  }
  return { letter, goldMarks, jewels, magicItems, inChest: CHEST_TREASURE_TYPES.includes(letter), rolls };
}

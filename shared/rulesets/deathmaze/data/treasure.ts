import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { message, tableRollEvents, type Resolved } from './events';
import { describeFoundItem, rollMagicItem, type MagicItem } from './magic-items';
import { characteristics, type Game, type MonsterGroup, type TreasureLetter } from './monsters';

export const TREASURE_LETTERS: readonly TreasureLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
export type TreasureColumn = 'bezants' | 'gems' | 'magicItems';

/** "chance:amount" as printed [9.12], e.g. "6:3D6x5". */
export type TreasureEntry = `${number}:${string}`;

/**
 * [9.81] Treasure Type Table, entries exactly as printed. Read by [9.12]: roll 1D6 per column; if the roll is at most
 * the number before the colon, roll the code after it for the amount.
 */
export const treasureTypeTable = {
  kind: 'chart',
  id: 'treasure-type-table',
  section: '9.81',
  title: 'Treasure Type Table',
  columns: ['Type', 'Bezants', 'Gems', 'Magic Items'],
  rows: {
    A: { bezants: '0:0', gems: '0:0', magicItems: '0:0' },
    B: { bezants: '5:1D6', gems: '0:0', magicItems: '0:0' },
    C: { bezants: '6:3D6', gems: '0:0', magicItems: '1:1' },
    D: { bezants: '1:3D6', gems: '1:1D3', magicItems: '0:0' },
    E: { bezants: '2:1D6x10', gems: '2:1D6', magicItems: '2:1' },
    F: { bezants: '6:1D6x4', gems: '3:1D3', magicItems: '1:1' },
    G: { bezants: '6:3D6x5', gems: '3:1D6', magicItems: '2:1' },
    H: { bezants: '6:2D6', gems: '1:1D3', magicItems: '1:1' },
    I: { bezants: '6:1D6x5', gems: '2:1D6', magicItems: '2:1' },
    J: { bezants: '6:1D6x20', gems: '2:1D6', magicItems: '3:1D3' },
  } satisfies Record<TreasureLetter, Record<TreasureColumn, TreasureEntry>>,
  /** The chart's footnote; its "see [9.6]" is read as [9.16] (see dataRulings). */
  note: 'Treasure types I and J may be trapped (see 9.16).',
} as const;

/** [9.16] Treasure of these types is in chests, which may be trapped. */
export const CHEST_TREASURE_TYPES: readonly TreasureLetter[] = ['I', 'J'];

export interface ParsedTreasureEntry {
  readonly chance: number;
  /** A dice code, a fixed number ("1"), or null for "0" (none). */
  readonly amount: string | null;
}

export function parseTreasureEntry(entry: string): ParsedTreasureEntry {
  const match = /^(\d):(.+)$/.exec(entry);
  if (!match?.[1] || !match[2]) throw new Error(`Bad treasure entry "${entry}": expected "chance:amount".`);
  const chance = Number(match[1]);
  return { chance, amount: chance === 0 || match[2] === '0' ? null : match[2] };
}

/** [9.82] Gems Table: 2D6 gives a gem's value in Bezants. */
export const gemsTable: RangeTable<number> = {
  kind: 'range',
  id: 'gems-table',
  section: '9.82',
  title: 'Gems Table',
  dice: '2D6',
  rows: [1, 5, 10, 15, 20, 25, 35, 50, 75, 100, 150].map((value, i) => ({ min: i + 2, max: i + 2, result: value })),
};

export const treasureTables = [gemsTable] as const;

export interface Treasure {
  readonly letter: TreasureLetter;
  readonly bezants: number;
  /** Each gem's value in Bezants [9.14]. */
  readonly gems: readonly number[];
  readonly magicItems: readonly MagicItem[];
  /** Types I and J are in a chest [9.16]; check it with checkChestTrap before the party takes it. */
  readonly inChest: boolean;
}

export function treasureValue(t: Pick<Treasure, 'bezants' | 'gems'>): number {
  return t.bezants + t.gems.reduce((a, b) => a + b, 0);
}

export function isEmptyTreasure(t: Treasure): boolean {
  return t.bezants === 0 && t.gems.length === 0 && t.magicItems.length === 0;
}

const COLUMN_NAMES: Record<TreasureColumn, string> = { bezants: 'Bezants', gems: 'Gems', magicItems: 'Magic Items' };

/** One printed entry of the Treasure Type Table, read once: what rollColumn needs, with its words for the log. */
interface ColumnPlan {
  readonly chance: number;
  readonly amount: string | null;
  /** The amount when it is a fixed number rather than a dice code. */
  readonly fixed: number | undefined;
  readonly label: string;
  readonly howMany: string;
}

function planColumn(letter: TreasureLetter, column: TreasureColumn): ColumnPlan {
  const printed = treasureTypeTable.rows[letter][column];
  const { chance, amount } = parseTreasureEntry(printed);
  const label = `Treasure Type ${letter}, ${COLUMN_NAMES[column]} (${printed})`;
  return { chance, amount, fixed: amount !== null && /^\d+$/.test(amount) ? Number(amount) : undefined, label, howMany: `${label}: how many` };
}

function planLetter(letter: TreasureLetter): Readonly<Record<TreasureColumn, ColumnPlan>> {
  return { bezants: planColumn(letter, 'bezants'), gems: planColumn(letter, 'gems'), magicItems: planColumn(letter, 'magicItems') };
}

// Every treasure reads three columns: each entry is parsed and described once, not on every roll.
const PLANS_BY_LETTER = Object.fromEntries(TREASURE_LETTERS.map((letter) => [letter, planLetter(letter)])) as Readonly<
  Record<TreasureLetter, Readonly<Record<TreasureColumn, ColumnPlan>>>
>;

/** [9.12] The presence roll and the amount roll for one column of one Treasure Type. */
function rollColumn(letter: TreasureLetter, column: TreasureColumn, rng: Rng, events: GameEvent[]): number {
  const { chance, amount, fixed, label, howMany } = PLANS_BY_LETTER[letter][column];
  if (amount === null) return 0;
  // A chance of 6 cannot fail, so no presence die is rolled for it.
  if (chance < 6) {
    const check = roll(rng, '1D6', { section: '9.12', table: 'Treasure Type Table', purpose: label });
    const present = check.total <= chance;
    events.push({
      kind: 'roll',
      text: logWordsWritten() ? `${label}: rolled ${check.total} — ${present ? 'present' : 'none'}` : '',
      section: '9.81',
      roll: withResult(check, present ? 'Present' : 'None'),
      tableId: treasureTypeTable.id,
    });
    if (!present) return 0;
  }
  if (fixed !== undefined) return fixed;
  const r = roll(rng, amount, { section: '9.12', table: 'Treasure Type Table', purpose: howMany });
  events.push({
    kind: 'roll',
    text: logWordsWritten() ? `${label}: ${r.total}` : '',
    section: '9.81',
    roll: withResult(r, logWordsWritten() ? String(r.total) : ''),
    tableId: treasureTypeTable.id,
  });
  return r.total;
}

/** [9.14] Values one gem on the Gems Table. */
export function rollGem(rng: Rng): { value: number } & Resolved {
  const r = rollOnRange(rng, gemsTable, logWordsWritten() ? gemText : noText, { purpose: 'Gem value' });
  return { value: r.result, events: tableRollEvents(gemsTable, r, logWordsWritten() ? `Gem worth ${r.result} Bezants` : '') };
}

const gemText = (value: number): string => `${value} Bezants`;
const noText = (): string => '';

/**
 * [9.12]–[9.15] Rolls one Treasure of the given type: Bezants, gems each valued on the Gems Table, and magic items each
 * fully rolled (rings rerolled in the Basic game, [9.7]).
 */
export function rollTreasure(letter: TreasureLetter, rng: Rng, game: Game = 'basic'): { treasure: Treasure } & Resolved {
  const events: GameEvent[] = [];
  const bezants = rollColumn(letter, 'bezants', rng, events);
  const gemCount = rollColumn(letter, 'gems', rng, events);
  const gems: number[] = [];
  for (let i = 0; i < gemCount; i++) {
    const g = rollGem(rng);
    gems.push(g.value);
    events.push(...g.events);
  }
  const itemCount = rollColumn(letter, 'magicItems', rng, events);
  const magicItems: MagicItem[] = [];
  for (let i = 0; i < itemCount; i++) {
    const it = rollMagicItem(rng, game);
    magicItems.push(it.item);
    events.push(...it.events);
  }
  const treasure: Treasure = { letter, bezants, gems, magicItems, inChest: CHEST_TREASURE_TYPES.includes(letter) };
  events.push(message(logWordsWritten() ? `Treasure Type ${letter}: ${describeTreasure(treasure)}.` : '', '9.1'));
  return { treasure, events };
}

export function describeTreasure(t: Treasure): string {
  const parts: string[] = [];
  if (t.bezants > 0) parts.push(`${t.bezants} Bezants`);
  if (t.gems.length > 0) parts.push(`${t.gems.length} gem${t.gems.length === 1 ? '' : 's'} (${t.gems.join(', ')} Bz)`);
  for (const item of t.magicItems) parts.push(describeFoundItem(item));
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** [9.11], [9.13] A group's treasure: one Treasure per monster, each rolled separately. */
export function rollGroupTreasure(group: MonsterGroup, rng: Rng, game: Game = 'basic'): { treasures: readonly Treasure[] } & Resolved {
  const events: GameEvent[] = [message(logWordsWritten() ? whoseTreasureText(group) : '', '9.13')];
  const treasures: Treasure[] = [];
  for (let i = 0; i < group.count; i++) {
    const t = rollTreasure(group.treasure, rng, game);
    treasures.push(t.treasure);
    events.push(...t.events);
  }
  return { treasures, events };
}

/** [9.13] "The Orc's treasure: Type D." */
function whoseTreasureText(group: MonsterGroup): string {
  const c = characteristics(group.type);
  return group.count === 1 ? `The ${c.name}'s treasure: Type ${group.treasure}.` : `The ${c.plural}' treasure: Type ${group.treasure}, rolled for each of the ${group.count}.`;
}

/**
 * [7.24] Bezants handed over on a Cow result are subtracted from the treasure if the party later defeats the
 * monsters. Takes them from the monsters' treasures in order.
 */
export function subtractBezantsTaken(treasures: readonly Treasure[], taken: number): Treasure[] {
  let left = taken;
  return treasures.map((t) => {
    const off = Math.min(left, t.bezants);
    left -= off;
    return off === 0 ? t : { ...t, bezants: t.bezants - off };
  });
}

import type { RangeTable } from '../../../core/table';
import type { ReferenceChart } from './chart';
import { levelModifiers, type Level } from './levels';

export const TREASURE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type TreasureLetter = (typeof TREASURE_LETTERS)[number];
export type TreasureColumn = 'gold' | 'jewels' | 'magic';

/** "chance:amount" as printed: roll 1D6; at most the chance, roll the amount (PL 14.0 points 2–3). */
export type TreasureEntry = `${number}:${string}`;

/** 14.9 Treasure Table, entries exactly as printed in the excerpt (Type C's Gold "6:3D6", where PL has 6:1D6). */
export const treasureTypeTable = {
  kind: 'chart',
  id: 'citadel-treasure-table',
  section: '14.9',
  title: 'Treasure Table',
  columns: ['Type', 'Gold', 'Jewels', 'Magic'],
  rows: {
    A: { gold: '0:0', jewels: '0:0', magic: '0:0' },
    B: { gold: '6:1D6', jewels: '0:0', magic: '0:0' },
    C: { gold: '6:3D6', jewels: '0:0', magic: '1:1' },
    D: { gold: '1:3D6', jewels: '1:1D3', magic: '0:0' },
    E: { gold: '2:1D6x10', jewels: '2:1D6', magic: '2:1' },
    F: { gold: '3:1D6x5', jewels: '3:1D3', magic: '1:1' },
    G: { gold: '6:3D6x5', jewels: '3:1D6', magic: '2:1' },
    H: { gold: '6:2D6', jewels: '1:1D3', magic: '1:1' },
    I: { gold: '6:1D6x5', jewels: '2:1D6', magic: '2:1' },
    J: { gold: '6:1D6x20', jewels: '2:1D6', magic: '3:1D3' },
    K: { gold: '6:2D6x20', jewels: '3:1D6', magic: '3:1D3' },
    L: { gold: '6:3D6x20', jewels: '4:1D6', magic: '4:1D3' },
  } satisfies Record<TreasureLetter, Record<TreasureColumn, TreasureEntry>>,
  note: '(t) Roll 1D6 for each chest, on a 1-3 the chest is trapped.',
} as const satisfies ReferenceChart;

/** 14.9 "(t)": these types come in chests, each trapped on 1–3 (PL 14.1). */
export const CHEST_TREASURE_TYPES: readonly TreasureLetter[] = ['J', 'K', 'L'];

export interface ParsedTreasureEntry {
  readonly chance: number;
  /** A dice code, a fixed number ("1"), or null for none. */
  readonly amount: string | null;
}

export function parseTreasureEntry(entry: string): ParsedTreasureEntry {
  const match = /^(\d):(.+)$/.exec(entry.replace(/\s+/g, ''));
  if (!match?.[1] || !match[2]) throw new Error(`Bad treasure entry "${entry}": expected "chance:amount".`);
  const chance = Number(match[1]);
  return { chance, amount: chance === 0 || match[2] === '0' ? null : match[2] };
}

/**
 * 6.7 "Treasure Type +n" read by PL 6.8: the letter moves n rows down the Treasure Table (C on level 3 is E). Past L
 * it stays L (see citadelRulings).
 */
export function levelTreasure(letter: TreasureLetter, level: Level): TreasureLetter {
  const index = TREASURE_LETTERS.indexOf(letter) + levelModifiers(level).treasureShift;
  return TREASURE_LETTERS[Math.min(index, TREASURE_LETTERS.length - 1)] ?? 'L';
}

/** 14.9 Jewel Table: 2D6 gives a jewel's value in Gold Marks; totals above 12 read the "12+" row. */
export const jewelTable: RangeTable<number> = {
  kind: 'range',
  id: 'citadel-jewel-table',
  section: '14.9',
  title: 'Jewel Table',
  dice: '2D6',
  rows: [1, 5, 10, 15, 20, 25, 35, 50, 75, 100, 150].map((value, i) => ({ min: i + 2, max: i + 2, result: value })),
};

export type BonusRow = number | 'rollTwice';

function d6<R>(id: string, section: string, title: string, results: readonly [R, R, R, R, R, R]): RangeTable<R> {
  return { kind: 'range', id, section, title, dice: '1D6', rows: results.map((result, i) => ({ min: i + 1, max: i + 1, result })) };
}

/** 14.9 Weapon Table (the bonus of a magic weapon, PL 14.3); faces lost in the excerpt, read 1–6 from the top. */
export const weaponBonusTable = d6<BonusRow>('citadel-weapon-bonus', '14.9', 'Weapon Table', [1, 2, 2, 3, 3, 'rollTwice']);

export const MAGIC_ITEM_TYPES = ['weapon', 'armor', 'potion', 'talisman', 'medallion', 'ring'] as const;
export type MagicItemType = (typeof MAGIC_ITEM_TYPES)[number];

export const MAGIC_ITEM_TYPE_NAMES: Readonly<Record<MagicItemType, string>> = {
  weapon: 'Weapon',
  armor: 'Armor',
  potion: 'Potion',
  talisman: 'Talisman',
  medallion: 'Medallion',
  ring: 'Ring',
};

/** 14.9 Magic Items Table, first roll: the type. */
export const magicItemTypeTable = d6<MagicItemType>('citadel-magic-item-type', '14.9', 'Magic Items Table (type)', [
  'weapon',
  'armor',
  'potion',
  'talisman',
  'medallion',
  'ring',
]);

export type MagicWeapon = 'sword' | 'hammer' | 'ax' | 'bow' | 'dagger' | 'throwDagger';
export type PotionKind = 'poison' | 'strength' | 'charmPerson' | 'charmMonster' | 'healing';
export type TalismanKind = 'mind' | 'yellowSun' | 'blueSun' | 'redSun' | 'allSuns' | 'evil';
export type MedallionKind = 'neutralizePoison' | 'potionAppraisal' | 'oratory' | 'dexterity' | 'strangling';
export type RingKind = 'resist1' | 'resist2' | 'sleep' | 'neutralizePoison' | 'heal' | 'resurrect';

/** 14.9 Magic Items Table, second roll: the kind, in the column of the type rolled. */
export const magicWeaponTable = d6<MagicWeapon>('citadel-magic-weapon', '14.9', 'Magic Items Table (Weapon)', [
  'sword',
  'hammer',
  'ax',
  'bow',
  'dagger',
  'throwDagger',
]);
/** PL 14.4: armor adds its bonus to Wound Points; Roll Twice adds two rolls. */
export const armorTable = d6<BonusRow>('citadel-armor', '14.9', 'Magic Items Table (Armor)', [1, 1, 1, 2, 2, 'rollTwice']);
export const potionTable = d6<PotionKind>('citadel-potion', '14.9', 'Magic Items Table (Potion)', [
  'poison',
  'strength',
  'strength',
  'charmPerson',
  'charmMonster',
  'healing',
]);
export const talismanTable = d6<TalismanKind>('citadel-talisman', '14.9', 'Magic Items Table (Talisman)', [
  'mind',
  'yellowSun',
  'blueSun',
  'redSun',
  'allSuns',
  'evil',
]);
export const medallionTable = d6<MedallionKind>('citadel-medallion', '14.9', 'Magic Items Table (Medallion)', [
  'neutralizePoison',
  'potionAppraisal',
  'oratory',
  'dexterity',
  'neutralizePoison',
  'strangling',
]);
export const ringTable = d6<RingKind>('citadel-ring', '14.9', 'Magic Items Table (Ring)', [
  'resist1',
  'resist2',
  'sleep',
  'neutralizePoison',
  'heal',
  'resurrect',
]);

export const MAGIC_ITEM_NAMES: Readonly<Record<string, string>> = {
  poison: 'Poison',
  strength: 'Strength',
  charmPerson: 'Charm Person',
  charmMonster: 'Charm Monster',
  healing: 'Healing',
  mind: 'Mind',
  yellowSun: 'Yellow Sun',
  blueSun: 'Blue Sun',
  redSun: 'Red Sun',
  allSuns: 'All Suns',
  evil: 'Evil',
  neutralizePoison: 'Neutralize Poison',
  potionAppraisal: 'Potion Appraisal',
  oratory: 'Oratory',
  dexterity: 'Dexterity',
  strangling: 'Strangling',
  resist1: 'Resist +1',
  resist2: 'Resist +2',
  sleep: 'Sleep',
  heal: 'Heal',
  resurrect: 'Resurrect',
};

/** The kind tables by type, in the printed column order. */
export const magicItemKindTables = {
  weapon: magicWeaponTable,
  armor: armorTable,
  potion: potionTable,
  talisman: talismanTable,
  medallion: medallionTable,
  ring: ringTable,
} as const satisfies Record<MagicItemType, RangeTable<unknown>>;

/**
 * PL 14.5: Charm Person works on these (the Polish Black Knight, Sorcerer, Orc and Troll); Charm Monster on every other
 * monster (see citadelRulings).
 */
export const CHARM_PERSON_TARGETS = ['evilHero', 'evilMage', 'orc', 'troll'] as const;

export interface ItemEffect {
  readonly section: string;
  readonly text: string;
}

const weaponEffect: ItemEffect = {
  section: '14.3',
  text: 'Roll on the Weapon Table for its bonus; it replaces one of the two weapons carried.',
};

/** PL 14.3–14.8, the items' effects in words (the excerpts print only the table), by type and kind. */
export const MAGIC_ITEM_EFFECTS: {
  readonly [T in MagicItemType]: Readonly<Record<(typeof magicItemKindTables)[T]['rows'][number]['result'] & (string | number), ItemEffect>>;
} = {
  weapon: {
    sword: weaponEffect,
    hammer: weaponEffect,
    ax: weaponEffect,
    bow: weaponEffect,
    dagger: weaponEffect,
    throwDagger: weaponEffect,
  },
  armor: {
    1: { section: '14.4', text: 'Wound Points +1 while worn.' },
    2: { section: '14.4', text: 'Wound Points +2 while worn.' },
    rollTwice: { section: '14.4', text: 'Roll twice and add the bonuses.' },
  },
  potion: {
    poison: { section: '14.5', text: 'The drinker suffers 1D3 Wound Points.' },
    strength: { section: '14.5', text: 'Combat Bonus +1D6 for the next fight only.' },
    charmPerson: { section: '14.5', text: 'Charms an Evil Hero, Evil Mage, Orc or Troll in the segment, as the Charm spell.' },
    charmMonster: { section: '14.5', text: 'Charms any other monster in the segment, as the Charm spell.' },
    healing: { section: '14.5', text: 'Heals 1D6 Wound Points.' },
  },
  talisman: {
    mind: { section: '14.6', text: 'For 1 Wound Point, 1D6 Wound Points to a monster that fails to resist; 1D6 uses.' },
    yellowSun: { section: '14.6', text: 'Yellow-sun Magic Potential +1D3.' },
    blueSun: { section: '14.6', text: 'Blue-sun Magic Potential +1D3.' },
    redSun: { section: '14.6', text: 'Red-sun Magic Potential +1D3.' },
    allSuns: { section: '14.6', text: 'Magic Potential +1D3 on each sun; new spells are chosen at once.' },
    evil: {
      section: '14.6',
      text: 'Resistance Check on taking it; on a failure he attacks the party from his own place until he dies, they die, or a Charm or Redemption overcomes his resistance.',
    },
  },
  medallion: {
    neutralizePoison: { section: '14.7', text: 'Immune to poison while worn.' },
    potionAppraisal: { section: '14.7', text: 'Identifies potions without tasting: two doses are kept.' },
    oratory: { section: '14.7', text: '+3 to negotiation while its wearer is in the segment.' },
    dexterity: { section: '14.7', text: 'Combat Bonus +2 while worn.' },
    strangling: { section: '14.7', text: "It tightens round the wearer's neck: 1D6 Wound Points." },
  },
  ring: {
    resist1: { section: '14.8', text: 'Resistance Value +1.' },
    resist2: { section: '14.8', text: 'Resistance Value +2.' },
    sleep: { section: '14.8', text: 'Casts Sleep free once per expedition.' },
    neutralizePoison: { section: '14.8', text: 'Casts Neutralize Poison free once per expedition.' },
    heal: { section: '14.8', text: 'Casts Heal free once per expedition.' },
    resurrect: { section: '14.8', text: 'Casts Resurrect free once per expedition, and teaches the spell (10.8).' },
  },
};

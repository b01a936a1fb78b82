import type { RangeTable } from '../../../core/table';
import type { Level } from './levels';

/** The six feature kinds of the 13.9 Feature Table, in its printed column order. */
export const FEATURES = ['fountain', 'statue', 'trapDoor', 'furniture', 'altar', 'artwork'] as const;
export type FeatureId = (typeof FEATURES)[number];

export const FEATURE_NAMES: Readonly<Record<FeatureId, string>> = {
  fountain: 'Fountain',
  statue: 'Statue',
  trapDoor: 'Trap Door',
  furniture: 'Furniture',
  altar: 'Altar',
  artwork: 'Artwork',
};

export type FountainResult = 'poison' | 'potion' | 'alcohol' | 'jewel' | 'water' | 'blood';
export type StatueResult = 'medusa' | 'jewels' | 'medallion' | 'demon' | 'talisman' | 'x';
export type TrapDoorResult = 'trap' | 'room' | 'pit' | 'hellgate';
export type FurnitureResult = 'coffin' | 'bookcase' | 'desk' | 'bed' | 'clavichord' | 'mirror';
export type AltarResult = 'alloces' | 'vassago' | 'avnas' | 'malthus' | 'leraje' | 'asmoday';
export type ArtworkResult = 'tapestry' | 'painting' | 'statue' | 'cutGlass' | 'icon' | 'manuscript';

function column<R>(feature: FeatureId, results: readonly [R, R, R, R, R, R]): RangeTable<R> {
  return {
    kind: 'range',
    id: `citadel-feature-${feature}`,
    section: '13.9',
    title: `Feature Table (${FEATURE_NAMES[feature]})`,
    dice: '1D6',
    rows: results.map((result, i) => ({ min: i + 1, max: i + 1, result })),
  };
}

/**
 * 13.9 Feature Table, one range table per column. The excerpt's die faces are lost ("☐"); rows are read 1–6 from the
 * top, as the Polish table numbers them. "Leraje" is the table's spelling (13.5's text has "Laraja").
 */
export const fountainTable = column<FountainResult>('fountain', ['poison', 'potion', 'alcohol', 'jewel', 'water', 'blood']);
export const statueTable = column<StatueResult>('statue', ['medusa', 'jewels', 'medallion', 'demon', 'talisman', 'x']);
export const trapDoorTable = column<TrapDoorResult>('trapDoor', ['trap', 'trap', 'room', 'room', 'pit', 'hellgate']);
export const furnitureTable = column<FurnitureResult>('furniture', ['coffin', 'bookcase', 'desk', 'bed', 'clavichord', 'mirror']);
export const altarTable = column<AltarResult>('altar', ['alloces', 'vassago', 'avnas', 'malthus', 'leraje', 'asmoday']);
export const artworkTable = column<ArtworkResult>('artwork', ['tapestry', 'painting', 'statue', 'cutGlass', 'icon', 'manuscript']);

export const featureTables = {
  fountain: fountainTable,
  statue: statueTable,
  trapDoor: trapDoorTable,
  furniture: furnitureTable,
  altar: altarTable,
  artwork: artworkTable,
} as const satisfies Record<FeatureId, RangeTable<string>>;

/** 13.9 Mirror Table, "Level" column: the first mirror's roll (13.7). */
export const mirrorLevelTable: RangeTable<Level> = {
  kind: 'range',
  id: 'citadel-mirror-level',
  section: '13.9',
  title: 'Mirror Table (Level)',
  dice: '1D6',
  rows: [
    { min: 1, max: 1, result: 1 },
    { min: 2, max: 3, result: 2 },
    { min: 4, max: 6, result: 3 },
  ],
};

/** 13.9 Mirror Table, "Tiles Away" column: the unexplored segment, counted from the next one entered, holding the Hellgate. */
export const mirrorTilesAwayTable: RangeTable<number> = {
  kind: 'range',
  id: 'citadel-mirror-tiles-away',
  section: '13.9',
  title: 'Mirror Table (Tiles Away)',
  dice: '1D6',
  rows: [3, 4, 5, 6, 7, 8].map((result, i) => ({ min: i + 1, max: i + 1, result })),
};

export interface FeatureEffect {
  readonly name: string;
  /** The rule that describes it (13.1 Fountains … 13.6 Artwork, 13.7 Mirrors). */
  readonly section: string;
  /** The investigator makes a Resistance Check (11.0): pass for the boon, fail for the curse. */
  readonly resistanceCheck: boolean;
  readonly text: string;
}

const e = (name: string, section: string, resistanceCheck: boolean, text: string): FeatureEffect => ({ name, section, resistanceCheck, text });

/** 13.0 Room features: every result's effect, as the excerpt prints it (only the investigator unless stated). */
export const FEATURE_EFFECTS = {
  fountain: {
    poison: e('Poison', '13.1', false, 'The investigator suffers 1D3 Wound Points.'),
    potion: e('Potion', '13.1', false, 'Roll on the Potion column (14.5): he takes its effect and may keep one dose.'),
    alcohol: e('Alcohol', '13.1', false, 'Drunk: Combat Bonus −2 for the rest of the expedition.'),
    jewel: e('Jewel', '13.1', false, 'He finds a jewel: roll its value on the Jewel Table (14.9).'),
    water: e('Water', '13.1', false, 'Water; no effect.'),
    blood: e('Blood', '13.1', false, 'Sickened: Combat Bonus −1 for the rest of the expedition.'),
  },
  statue: {
    medusa: e('Medusa', '13.2', true, 'The Medusa comes alive: on a failed Resistance Check he is stone. Then negotiate, bribe or fight her (15.3).'),
    jewels: e('Jewels', '13.2', false, 'A ram with two jewels for eyes: each is valued on the Jewel Table.'),
    medallion: e('Medallion', '13.2', false, 'He may take the medallion: roll the Medallion column.'),
    demon: e('Demon', '13.2', false, 'Roll the Altar column for which demon; the statue is that altar (13.5).'),
    talisman: e('Talisman', '13.2', false, 'He may take the talisman: roll the Talisman column.'),
    x: e('X', '13.2', true, 'On a failed Resistance Check he serves X: he fights the party from the middle space of the monster march order until he dies, the party dies, or a Redemption (which he resists) frees him.'),
  },
  trapDoor: {
    trap: e('Trap', '13.3', false, 'A trap (7.0, 7.1); once dealt with he may take the Type J treasure it guards.'),
    room: e('Room', '13.3', false, 'He falls into a room below (same level, no tile): a room monster check; Type J treasure; the party cannot help.'),
    pit: e('Pit', '13.3', false, 'He falls into a pit with 1D3 Cronks: negotiate, bribe or fight alone; he cannot leave until done.'),
    hellgate: e('Hellgate', '13.3', false, 'A shaft into the Hellgate: he is out of play until it is destroyed (16.0), then freed.'),
  },
  furniture: {
    coffin: e('Coffin', '13.4', false, 'A Vampire rises (15.5) and fights him alone for the first round, with no negotiation or bribe; then the party may join.'),
    bookcase: e('Bookcase', '13.4', false, '1D6: 1–3 it falls on him for 1D3 Wound Points; 4–6 he learns Resurrect (10.8).'),
    desk: e('Desk', '13.4', false, 'A trapped drawer (7.0); past the trap, a medallion.'),
    bed: e('Bed', '13.4', false, 'Lying on it he regains 1D3 Wound Points.'),
    clavichord: e('Clavichord', '13.4', true, 'On a failed Resistance Check half his Gold Marks go inside; reopening it costs 1 Wound Point.'),
    mirror: e('Mirror', '13.7', false, 'Roll on the Mirror Table (13.7).'),
  },
  altar: {
    alloces: e('Alloces', '13.5', true, 'Pass: combat spells cost nothing in the next combat. Fail: Combat Bonus −1 for the rest of the expedition.'),
    vassago: e('Vassago', '13.5', true, 'Pass: Detrap +3 (at most 5). Fail: Detrap lost for good.'),
    avnas: e('Avnas', '13.5', true, 'Pass: Lightning for 1 Wound Point, learnt if not known. Fail: a Lightning is cast at him.'),
    malthus: e('Malthus', '13.5', true, 'Pass: learns Wrath of God. Fail: a Wrath of God is cast at him.'),
    leraje: e('Leraje', '13.5', true, 'Pass: bow skill +3, bow or not. Fail: three magic arrows, each rolled on the Bow column.'),
    asmoday: e('Asmoday', '13.5', true, 'Pass: Combat Bonus +3 and Lightning for 1 Wound Point. Fail: Magic Potential −1 on every sun, for good.'),
  },
  artwork: {
    tapestry: e('Tapestry', '13.6', false, 'He may drop a weapon to carry it: worth a Jewel Table roll +4.'),
    painting: e('Painting', '13.6', false, 'Every party member rolls 1D6; on a 1 he is depicted and suffers 1D3 Wound Points.'),
    statue: e('Statue', '13.6', false, 'Roll the Statue column.'),
    cutGlass: e('Cut Glass', '13.6', false, 'If claimed, 1D6: 1–3 a talisman, 4–6 a medallion; roll that column.'),
    icon: e('Icon', '13.6', false, 'Roll the Altar column for the demon shown; treat it as that altar.'),
    manuscript: e('Manuscript', '13.6', false, 'He learns Wrath of God (10.8).'),
  },
} as const satisfies {
  readonly fountain: Record<FountainResult, FeatureEffect>;
  readonly statue: Record<StatueResult, FeatureEffect>;
  readonly trapDoor: Record<TrapDoorResult, FeatureEffect>;
  readonly furniture: Record<FurnitureResult, FeatureEffect>;
  readonly altar: Record<AltarResult, FeatureEffect>;
  readonly artwork: Record<ArtworkResult, FeatureEffect>;
};

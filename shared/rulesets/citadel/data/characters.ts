import type { RangeTable } from '../../../core/table';
import type { ReferenceChart } from './chart';

/**
 * The six weapons of the Citadel (4.3 "Weapon Types"), which are also the first six columns of the Combat Results
 * Table (9.9). Citadel spells "Throw Dagger" and "Ax"; the ids keep those names.
 */
export const WEAPONS = ['dagger', 'throwDagger', 'bow', 'sword', 'hammer', 'ax'] as const;
export type WeaponId = (typeof WEAPONS)[number];

export const WEAPON_NAMES: Readonly<Record<WeaponId, string>> = {
  dagger: 'Dagger',
  throwDagger: 'Throw Dagger',
  bow: 'Bow',
  sword: 'Sword',
  hammer: 'Hammer',
  ax: 'Ax',
};

/**
 * 9.0 B1: the party's first row fights with melee weapons; bows and thrown daggers are used only from the second row
 * (the garbled "Range" lines of 4.3 are read through 9.0 B1 and PL 9.2; see citadelRulings).
 */
export const WEAPON_ROW: Readonly<Record<WeaponId, 1 | 2>> = {
  dagger: 1,
  sword: 1,
  hammer: 1,
  ax: 1,
  throwDagger: 2,
  bow: 2,
};

/** The three suns of Magic Potential (4.3 "MP", in the printed order Red, Yellow, Blue). */
export const SUNS = ['red', 'yellow', 'blue'] as const;
export type Sun = (typeof SUNS)[number];

export const SUN_NAMES: Readonly<Record<Sun, string>> = { red: 'Red', yellow: 'Yellow', blue: 'Blue' };

/** Magic Potential per sun, in the printed order Red / Yellow / Blue. */
export type MagicPotential = Readonly<Record<Sun, number>>;

export const RACES = ['human', 'elf', 'dwarf', 'demiCronk', 'swampCreature'] as const;
export type Race = (typeof RACES)[number];

export const RACE_NAMES: Readonly<Record<Race, string>> = {
  human: 'Human',
  elf: 'Elf',
  dwarf: 'Dwarf',
  demiCronk: 'Demi-Cronk',
  swampCreature: 'Swamp Creature',
};

/** The three race skills (4.3 "Skill"): Detrap (7.0), a Negotiation bonus (8.4) and the Hellgate skill (16.0). */
export type SkillId = 'detrap' | 'negotiation' | 'hellgate';

export const SKILL_NAMES: Readonly<Record<SkillId, string>> = { detrap: 'Detrap', negotiation: 'Negotiation', hellgate: 'Hellgate' };

export interface Skill {
  readonly skill: SkillId;
  readonly value: number;
}

export interface WeaponSkill {
  readonly weapon: WeaponId;
  readonly bonus: number;
}

export interface HeroCharacteristics {
  readonly name: string;
  readonly race: Race;
  /** Wound Points. */
  readonly woundPoints: number;
  readonly magicPotential: MagicPotential;
  /** Resistance Value (11.0). */
  readonly resistance: number;
  /** Combat Bonus, added to every attack (9.0 E, PL 9.5). */
  readonly combatBonus: number;
  readonly weapons: readonly [WeaponId, WeaponId];
  /** The WS column: applies with that weapon only; null where the chart prints nothing. */
  readonly weaponSkill: WeaponSkill | null;
  readonly skill: Skill;
}

function hero(
  name: string,
  race: Race,
  woundPoints: number,
  mp: readonly [number, number, number],
  resistance: number,
  combatBonus: number,
  weapons: readonly [WeaponId, WeaponId],
  weaponSkill: WeaponSkill | null,
  skill: Skill,
): HeroCharacteristics {
  return { name, race, woundPoints, magicPotential: { red: mp[0], yellow: mp[1], blue: mp[2] }, resistance, combatBonus, weapons, weaponSkill, skill };
}

const ws = (weapon: WeaponId, bonus: number): WeaponSkill => ({ weapon, bonus });
const hellgate = (value: number): Skill => ({ skill: 'hellgate', value });
const detrap = (value: number): Skill => ({ skill: 'detrap', value });
const negotiation = (value: number): Skill => ({ skill: 'negotiation', value });

export const HEROES = [
  'almuric',
  'alric',
  'curvenol',
  'dalmilandril',
  'dierdra',
  'eodred',
  'gerudirr',
  'gilith',
  'gislan',
  'gwaigilion',
  'larraka',
  'linfalas',
  'lordDil',
  'maytwist',
  'paladinGlade',
  'raman',
  'sliggoth',
  'stephenPaladin',
  'theregond',
  'weldron',
  'wendolyn',
  'zareth',
  'zurik',
] as const;
export type HeroId = (typeof HEROES)[number];

/**
 * 4.3 Hero Characteristics Chart, as printed in the English excerpts. Where the Polish chart differs (Curvenol's
 * Wound Points, Sliggoth's race) the English is kept; see citadelRulings.
 */
export const heroChart = {
  kind: 'chart',
  id: 'citadel-heroes',
  section: '4.3',
  title: 'Hero Characteristics Chart',
  columns: ['Name', 'Race', 'WP', 'MP (Red Yellow Blue)', 'RV', 'CB', 'Weapons', 'WS', 'Skill'],
  rows: {
    almuric: hero('Almuric', 'human', 8, [1, 1, 2], 2, 3, ['sword', 'dagger'], ws('sword', 2), hellgate(1)),
    alric: hero('Alric', 'human', 6, [2, 3, 4], 2, 0, ['sword', 'throwDagger'], null, hellgate(1)),
    curvenol: hero('Curvenol', 'human', 5, [5, 5, 5], 1, 0, ['sword', 'throwDagger'], null, hellgate(2)),
    dalmilandril: hero('Dalmilandril', 'elf', 5, [3, 4, 5], 3, 2, ['bow', 'dagger'], ws('bow', 2), negotiation(2)),
    dierdra: hero('Dierdra', 'human', 7, [0, 0, 0], 1, 4, ['hammer', 'sword'], ws('hammer', 1), hellgate(1)),
    eodred: hero('Eodred', 'human', 6, [3, 4, 5], 2, 0, ['bow', 'throwDagger'], null, hellgate(2)),
    gerudirr: hero('Gerudirr', 'dwarf', 6, [0, 0, 0], 2, 6, ['ax', 'dagger'], ws('ax', 3), detrap(1)),
    gilith: hero('Gilith', 'elf', 8, [0, 0, 0], 3, 4, ['bow', 'dagger'], ws('bow', 2), negotiation(2)),
    gislan: hero('Gislan', 'dwarf', 10, [4, 4, 4], 3, 4, ['ax', 'hammer'], ws('ax', 2), detrap(3)),
    gwaigilion: hero('Gwaigilion', 'elf', 7, [4, 3, 2], 3, 4, ['bow', 'dagger'], ws('bow', 2), negotiation(1)),
    larraka: hero('Larraka', 'human', 5, [6, 5, 4], 3, 0, ['bow', 'dagger'], null, hellgate(1)),
    linfalas: hero('Linfalas', 'elf', 9, [0, 0, 0], 2, 5, ['bow', 'sword'], ws('bow', 2), negotiation(3)),
    lordDil: hero('Lord Dil', 'human', 10, [0, 0, 0], 3, 5, ['sword', 'dagger'], ws('sword', 2), hellgate(2)),
    maytwist: hero('Maytwist', 'elf', 7, [3, 3, 3], 2, 0, ['bow', 'throwDagger'], ws('bow', 2), negotiation(3)),
    paladinGlade: hero('Paladin Glade', 'human', 10, [0, 0, 0], 2, 4, ['sword', 'throwDagger'], ws('sword', 2), hellgate(2)),
    raman: hero('Raman', 'demiCronk', 9, [0, 0, 0], 3, 4, ['sword', 'dagger'], ws('sword', 1), detrap(1)),
    sliggoth: hero('Sliggoth', 'swampCreature', 8, [1, 2, 3], 2, 4, ['ax', 'bow'], ws('ax', 1), detrap(1)),
    stephenPaladin: hero('Stephen Paladin', 'human', 10, [0, 0, 0], 2, 5, ['sword', 'dagger'], ws('sword', 2), hellgate(2)),
    theregond: hero('Theregond', 'human', 8, [4, 3, 2], 2, 1, ['sword', 'throwDagger'], ws('sword', 3), hellgate(3)),
    weldron: hero('Weldron', 'human', 9, [0, 0, 0], 2, 5, ['sword', 'bow'], ws('sword', 2), hellgate(3)),
    wendolyn: hero('Wendolyn', 'human', 7, [4, 3, 2], 2, 1, ['sword', 'dagger'], ws('dagger', 2), hellgate(4)),
    zareth: hero('Zareth', 'human', 9, [0, 0, 0], 4, 4, ['sword', 'throwDagger'], ws('sword', 1), hellgate(3)),
    zurik: hero('Zurik', 'dwarf', 8, [3, 4, 5], 2, 3, ['ax', 'dagger'], ws('ax', 2), detrap(3)),
  } satisfies Record<HeroId, HeroCharacteristics>,
} as const satisfies ReferenceChart;

export function heroCharacteristics(id: HeroId): HeroCharacteristics {
  return heroChart.rows[id];
}

/** The races an initiate may be (4.3a; PL 4.1 B2). */
export const INITIATE_RACES = ['elf', 'dwarf', 'human'] as const;
export type InitiateRace = (typeof INITIATE_RACES)[number];

export interface InitiateCharacteristics {
  readonly woundPoints: number;
  readonly resistance: number;
  /** No CB is printed for initiates: 0 (see citadelRulings). */
  readonly combatBonus: number;
  readonly weaponSkill: WeaponSkill;
  readonly skill: Skill;
}

/** 4.3a Initiate Chart. The name is made up by the player; MP is rolled on the 4.4 MP Table. */
export const initiateChart = {
  kind: 'chart',
  id: 'citadel-initiates',
  section: '4.3a',
  title: 'Initiate Chart',
  columns: ['Race', 'WP', 'RV', 'CB', 'WS', 'Skills'],
  rows: {
    elf: { woundPoints: 5, resistance: 2, combatBonus: 0, weaponSkill: ws('bow', 1), skill: negotiation(1) },
    dwarf: { woundPoints: 6, resistance: 2, combatBonus: 0, weaponSkill: ws('ax', 1), skill: detrap(1) },
    human: { woundPoints: 7, resistance: 1, combatBonus: 0, weaponSkill: ws('sword', 1), skill: hellgate(1) },
  } satisfies Record<InitiateRace, InitiateCharacteristics>,
} as const satisfies ReferenceChart;

/**
 * 4.4 MP Table. The excerpt prints six rows without a die column; PL 4.1 B5 rolls 1D6 for each initiate and prints the
 * rows 1–6 in this order (see citadelRulings).
 */
export const magicPotentialTable: RangeTable<MagicPotential> = {
  kind: 'range',
  id: 'citadel-mp-table',
  section: '4.4',
  title: 'MP Table',
  dice: '1D6',
  rows: (
    [
      [0, 0, 0],
      [0, 0, 0],
      [2, 1, 0],
      [0, 1, 2],
      [1, 1, 1],
      [2, 2, 2],
    ] as const
  ).map(([red, yellow, blue], i) => ({ min: i + 1, max: i + 1, result: { red, yellow, blue } })),
};

/** PL 4.1 D: the dominant sun, rolled for each expedition (not printed in the excerpts; see citadelRulings). */
export const dominantSunTable: RangeTable<Sun> = {
  kind: 'range',
  id: 'citadel-dominant-sun',
  section: '4.1',
  title: 'Dominant Sun',
  dice: '1D6',
  rows: [
    { min: 1, max: 2, result: 'red' },
    { min: 3, max: 4, result: 'yellow' },
    { min: 5, max: 6, result: 'blue' },
  ],
};

/** PL 4.1 B6: a character knows as many spells as his highest Magic Potential. */
export function spellsKnown(mp: MagicPotential): number {
  return Math.max(mp.red, mp.yellow, mp.blue);
}

/** PL 4.1 D: under the dominant sun a character may use that sun's MP-many of the spells he knows. */
export function spellsUsable(mp: MagicPotential, sun: Sun): number {
  return mp[sun];
}

/** PL 4.1 A4: at most six characters (three heroes and three initiates in solo play); four advised. */
export const PARTY_LIMITS = { max: 6, advisedMin: 4, soloHeroes: 3, soloInitiates: 3 } as const;

/** PL 7.3, 11.0, 16.0: Detrap, Resistance and the Hellgate skill never exceed 5. */
export const SKILL_CAP = 5;
export const RESISTANCE_CAP = 5;

/** PL 4.1 B7: an initiate's one point of initial experience, chosen by the player. */
export const INITIAL_EXPERIENCE_CHOICES = {
  woundPoint: '+1 Wound Point',
  mainWeaponSkill: '+1 skill with his main weapon',
  raceSkill: '+1 to his race skill',
} as const;
export type InitialExperienceChoice = keyof typeof INITIAL_EXPERIENCE_CHOICES;

/** PL 4.1 B4 and 17.4: every character carries two weapons, chosen freely by initiates. */
export const WEAPONS_CARRIED = 2;

import { parseDiceCode, roll, withResult, type RollRecord } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnGrid, type GridTable } from '../../../core/table';
import type { ReferenceChart } from './chart';
import type { WeaponId } from './characters';
import { levelModifiers, type Level } from './levels';
import type { SpellId } from './spells';
import type { TreasureLetter } from './treasure';

export const MONSTERS = [
  'chimera',
  'cronk',
  'demon',
  'direWolf',
  'evilHero',
  'evilMage',
  'gargoyle',
  'harpy',
  'hydra',
  'medusa',
  'minotaur',
  'ogre',
  'orc',
  'skeleton',
  'troll',
  'vampire',
  'warg',
  'wight',
  'wraith',
  'x',
] as const;
export type MonsterId = (typeof MONSTERS)[number];

/** Only met at the Hellgate (16.0), never rolled on the 8.3 tables. */
export const HELLGATE_GUARDS: readonly MonsterId[] = ['demon', 'x'];

export interface MonsterCharacteristics {
  readonly name: string;
  readonly plural: string;
  /** Resistance Value (11.0). */
  readonly resistance: number;
  /** Negotiation Value, subtracted from the negotiation roll (8.4); null for "None": never negotiates or takes a bribe. */
  readonly negotiation: number | null;
  /** The Weapon column: an armed monster reads that CRT column (9.0 F); null reads the Monsters column. */
  readonly weapon: WeaponId | null;
  /** "+1D6 Sword": a weapon skill rolled for each encounter (see citadelRulings). */
  readonly weaponSkill: string | null;
  readonly spells: readonly SpellId[];
  /** "J/C": the first letter for room monsters, the second for wandering ones (PL 14.0); one letter serves both. */
  readonly treasure: { readonly room: TreasureLetter; readonly wandering: TreasureLetter };
  /** The Special column as printed ("See 15.6", "Firebreath"), or null for "-". */
  readonly special: string | null;
}

function m(
  name: string,
  plural: string,
  resistance: number,
  negotiation: number | null,
  weapon: WeaponId | null,
  spells: readonly SpellId[],
  treasure: string,
  special: string | null,
  weaponSkill: string | null = null,
): MonsterCharacteristics {
  const [room, wandering = room] = treasure.split('/') as [TreasureLetter, TreasureLetter?];
  return { name, plural, resistance, negotiation, weapon, weaponSkill, spells, treasure: { room, wandering }, special };
}

/** 8.2 Monster Characteristics Chart, as printed in the English excerpt. */
export const monsterCharacteristicsChart = {
  kind: 'chart',
  id: 'citadel-monster-characteristics',
  section: '8.2',
  title: 'Monster Characteristics Chart',
  columns: ['Monster Type', 'RV', 'NV', 'Weapon', 'Spells', 'Treasure', 'Special'],
  rows: {
    chimera: m('Chimera', 'Chimeras', 2, 7, null, [], 'I', 'Firebreath'),
    cronk: m('Cronk', 'Cronks', 1, 9, null, [], 'E/B', 'Stench'),
    demon: m('Demon', 'Demons', 4, null, null, [], 'D', 'See 16.0'),
    direWolf: m('Dire Wolf', 'Dire Wolves', 1, 9, null, [], 'A', null),
    evilHero: m('Evil Hero', 'Evil Heroes', 2, 5, 'sword', [], 'J/C', null, '1D6'),
    evilMage: m('Evil Mage', 'Evil Mages', 3, 3, 'dagger', ['lightning'], 'J/C', null),
    gargoyle: m('Gargoyle', 'Gargoyles', 3, 4, null, [], 'G', null),
    harpy: m('Harpy', 'Harpies', 1, 5, null, [], 'A', null),
    hydra: m('Hydra', 'Hydras', 3, 7, null, [], 'J', 'See 15.6'),
    medusa: m('Medusa', 'Medusae', 2, 5, null, [], 'G', 'Flesh/Stone'),
    minotaur: m('Minotaur', 'Minotaurs', 3, 7, null, [], 'J/C', null),
    ogre: m('Ogre', 'Ogres', 2, 2, 'hammer', [], 'J/E', null),
    orc: m('Orc', 'Orcs', 1, 0, 'sword', [], 'H/B', null),
    skeleton: m('Skeleton', 'Skeletons', 1, 9, null, [], 'F/A', null),
    troll: m('Troll', 'Trolls', 3, 4, null, [], 'J', 'Regenerate'),
    vampire: m('Vampire', 'Vampires', 4, 6, null, [], 'J', 'Charm'),
    warg: m('Warg', 'Wargs', 1, 6, null, [], 'A', null),
    wight: m('Wight', 'Wights', 2, 4, null, [], 'H', null),
    wraith: m('Wraith', 'Wraiths', 1, 2, null, [], 'I/D', null),
    x: m('X the Unknown', 'X the Unknown', 4, null, 'sword', ['lightning'], 'L', 'See 16.0'),
  } satisfies Record<MonsterId, MonsterCharacteristics>,
} as const satisfies ReferenceChart;

export function characteristics(monster: MonsterId): MonsterCharacteristics {
  return monsterCharacteristicsChart.rows[monster];
}

export interface MonsterCounter {
  /** Wound Points as a dice code, before the Level Chart's WP modifier. */
  readonly woundCode: string;
  readonly combatBonus: number;
}

/**
 * The monster counters' Wound Points and Combat Bonus. Neither the excerpts nor the Polish rules print them (they are
 * on the counter sheet); the only public source is the fan implementation in marcinbarylka/cob.core, unverified.
 * Every value is therefore a reconstruction, adopted provisionally (see citadelRulings "Monster counters").
 */
export const monsterCounters = {
  kind: 'chart',
  id: 'citadel-monster-counters',
  section: '8.2',
  title: 'Monster counters (Wound Points and Combat Bonus, reconstructed)',
  columns: ['Monster', 'Wound Points', 'Combat Bonus'],
  rows: {
    chimera: { woundCode: '2D6+2', combatBonus: 7 },
    cronk: { woundCode: '1D6+1', combatBonus: 4 },
    demon: { woundCode: '1D6+2', combatBonus: 5 },
    direWolf: { woundCode: '1D3+1', combatBonus: 1 },
    evilHero: { woundCode: '1D6+4', combatBonus: 5 },
    evilMage: { woundCode: '1D6+3', combatBonus: 4 },
    gargoyle: { woundCode: '3D6+1', combatBonus: 9 },
    harpy: { woundCode: '1D3', combatBonus: 0 },
    hydra: { woundCode: '2D6+3', combatBonus: 0 },
    medusa: { woundCode: '2D6', combatBonus: 2 },
    minotaur: { woundCode: '2D6+4', combatBonus: 10 },
    ogre: { woundCode: '1D6+2', combatBonus: 5 },
    orc: { woundCode: '1D6', combatBonus: 3 },
    skeleton: { woundCode: '1D6+1', combatBonus: 2 },
    troll: { woundCode: '2D6+3', combatBonus: 6 },
    vampire: { woundCode: '3D6', combatBonus: 11 },
    warg: { woundCode: '1D3+2', combatBonus: 3 },
    wight: { woundCode: '2D6', combatBonus: 6 },
    wraith: { woundCode: '1D6+3', combatBonus: 3 },
    x: { woundCode: '1D6+6', combatBonus: 5 },
  } satisfies Record<MonsterId, MonsterCounter>,
} as const satisfies ReferenceChart;

export function counter(monster: MonsterId): MonsterCounter {
  return monsterCounters.rows[monster];
}

/** PL 6.8: the level's WP modifier is added to the wound code ("2D6+2" on level 2 is "2D6+4"). */
export function levelWoundCode(monster: MonsterId, level: Level): string {
  const code = parseDiceCode(counter(monster).woundCode);
  if (code.op !== null && code.op !== '+') throw new Error(`Counter code ${code.code} cannot take a level modifier.`);
  const plus = (code.op === '+' ? code.operand : 0) + levelModifiers(level).monsterWoundPoints;
  return `${code.count}D${code.sides}${plus > 0 ? `+${plus}` : ''}`;
}

/** PL 6.8: the level's CB modifier is added to the counter's Combat Bonus. */
export function levelCombatBonus(monster: MonsterId, level: Level): number {
  return counter(monster).combatBonus + levelModifiers(level).monsterCombatBonus;
}

/** PL 6.8: the level's NV modifier is added; "None" stays None (the Demons and X never negotiate). */
export function levelNegotiation(monster: MonsterId, level: Level): number | null {
  const nv = characteristics(monster).negotiation;
  return nv === null ? null : nv + levelModifiers(level).monsterNegotiation;
}

/** A cell of the 8.3 tables: one monster, a fixed number, or a dice code for how many (as printed: "Cronks: 1D6"). */
export interface MonsterCell {
  readonly monster: MonsterId;
  readonly count: 1 | 2 | '1D3' | '1D6' | '1D3+2' | '1D6+1' | '1D6+2';
}

const one = (monster: MonsterId): MonsterCell => ({ monster, count: 1 });
const n = (monster: MonsterId, count: MonsterCell['count']): MonsterCell => ({ monster, count });

export function describeCell(cell: MonsterCell): string {
  const c = characteristics(cell.monster);
  return cell.count === 1 ? c.name : `${c.plural}: ${cell.count}`;
}

/** 8.3 Room Monster Table: the first die reads the row, the second the column (PL 8.1); faces lost in the excerpt. */
export const roomMonsterTable: GridTable<MonsterCell> = {
  kind: 'grid',
  id: 'citadel-room-monster-table',
  section: '8.3',
  title: 'Room Monster Table',
  rowDice: '1D6',
  columnDice: '1D6',
  cells: [
    [one('evilMage'), one('evilHero'), n('cronk', '1D6'), one('gargoyle'), one('chimera'), one('medusa')],
    [n('orc', '1D3'), one('troll'), one('vampire'), n('harpy', '1D3+2'), one('ogre'), one('minotaur')],
    [n('direWolf', '1D6'), one('wight'), n('warg', '1D3'), one('evilMage'), one('evilHero'), n('cronk', '1D6+1')],
    [n('gargoyle', 2), n('chimera', 2), one('medusa'), n('orc', '1D6+1'), one('hydra'), one('vampire')],
    [n('harpy', '1D6+2'), n('ogre', 2), one('minotaur'), n('direWolf', '1D6'), n('wight', 2), n('warg', '1D6')],
    [n('skeleton', '1D3'), n('wraith', '1D3'), n('skeleton', '1D6'), n('wraith', '1D3+2'), one('troll'), one('hydra')],
  ],
};

/**
 * 8.3 Wandering Monster Table: the first die reads the row, the second the column headed "1 or 2", "3 or 4",
 * "5 or 6" (a D3 in the sense of PL 3.1, which is exactly that grouping).
 */
export const wanderingMonsterTable: GridTable<MonsterCell> = {
  kind: 'grid',
  id: 'citadel-wandering-monster-table',
  section: '8.3',
  title: 'Wandering Monster Table',
  rowDice: '1D6',
  columnDice: '1D3',
  cells: [
    [one('evilHero'), one('evilMage'), one('chimera')],
    [one('gargoyle'), one('medusa'), n('orc', '1D3')],
    [one('troll'), one('vampire'), n('harpy', '1D3+2')],
    [one('ogre'), one('minotaur'), n('direWolf', '1D6')],
    [one('wight'), n('warg', '1D3'), n('wraith', '1D3')],
    [one('hydra'), n('skeleton', '1D3'), n('cronk', '1D6')],
  ],
};

/** 5.0 C2: a new room holds room monsters on 1–3; revisited rooms and corridors hold wandering monsters on 1. */
export const MONSTER_CHECK = { newRoom: 3, wandering: 1 } as const;

/** PL 16.0: the Hellgate's guard of Demons, never doubled on level 3 (the other level modifiers apply). */
export const DEMON_COUNT = '2D3+1';

export type MonsterTableKind = 'room' | 'wandering';

export interface MonsterEncounter {
  readonly monster: MonsterId;
  /** How many, after the Level Chart's multiplier. */
  readonly count: number;
  readonly cell: MonsterCell;
  readonly rolls: readonly RollRecord[];
}

/**
 * 8.3 with 6.7: roll the table, then the number of monsters, then multiply by the level's "No. of Monsters"
 * (PL 6.8: two Chimeras on level 3 are four).
 */
export function rollMonsterEncounter(rng: Rng, kind: MonsterTableKind, level: Level): MonsterEncounter {
  const table = kind === 'room' ? roomMonsterTable : wanderingMonsterTable;
  const r = rollOnGrid(rng, table, describeCell, { purpose: `${kind === 'room' ? 'Room' : 'Wandering'} monsters, level ${level}` });
  const rolls: RollRecord[] = [...r.rolls];
  let rolled: number;
  if (typeof r.result.count === 'number') rolled = r.result.count;
  else {
    const countRoll = roll(rng, r.result.count, { section: '8.3', table: table.title, purpose: `How many ${characteristics(r.result.monster).plural}` });
    rolls.push(withResult(countRoll, String(countRoll.total)));
    rolled = countRoll.total;
  }
  return { monster: r.result.monster, count: rolled * levelModifiers(level).monsterCount, cell: r.result, rolls };
}

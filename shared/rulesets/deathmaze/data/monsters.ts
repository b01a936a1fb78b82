import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnGrid, type GridTable, type RangeTable } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { message, rollEvent, tableRollEvents, type Resolved } from './events';
import type { MonsterTableKind } from './exploration';

export const MONSTERS = [
  'alligator',
  'cronk',
  'evilHero',
  'evilThief',
  'evilWizard',
  'gargoyle',
  'giantAnt',
  'giantSpider',
  'goblin',
  'hellhound',
  'medusa',
  'mummy',
  'ogre',
  'orc',
  'skeleton',
  'troll',
  'vampire',
  'vampireBat',
  'werewolf',
] as const;
export type MonsterId = (typeof MONSTERS)[number];

/** Treasure Types of the Treasure Type Table [9.81]. */
export type TreasureLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J';

export interface MonsterCharacteristics {
  readonly name: string;
  readonly plural: string;
  /** The name as the chart abbreviates it ("EvlWzrd"). */
  readonly printed: string;
  /** Subtracted from the negotiation roll [7.21]. */
  readonly negotiation: number;
  /** [9.11] "J/C": the first letter for room monsters, the second for wandering ones; one letter serves both. */
  readonly treasure: { readonly room: TreasureLetter; readonly wandering: TreasureLetter };
  readonly magicResistance: number;
  /** Special Abilities column: ignored in the Basic game [7.15], kept for the Advanced game ([12.3]). */
  readonly special: string | null;
}

function m(
  name: string,
  plural: string,
  printed: string,
  negotiation: number,
  treasure: string,
  magicResistance: number,
  special: string | null = null,
): MonsterCharacteristics {
  const [room, wandering = room] = treasure.split('/') as [TreasureLetter, TreasureLetter?];
  return { name, plural, printed, negotiation, treasure: { room, wandering }, magicResistance, special };
}

/** [7.5] Monster Characteristics Chart: looked up, never rolled on. */
export const monsterCharacteristicsChart = {
  kind: 'chart',
  id: 'monster-characteristics',
  section: '7.5',
  title: 'Monster Characteristics Chart',
  columns: ['Name', 'Negotiation', 'Treasure', 'Magic Resist', 'Special'],
  rows: {
    alligator: m('Alligator', 'Alligators', 'Allgtr', 4, 'E', 1),
    cronk: m('Cronk', 'Cronks', 'Cronk', 9, 'H', 1, 'Stench'),
    evilHero: m('Evil Hero', 'Evil Heroes', 'EvlHero', 5, 'J/C', 2),
    evilThief: m('Evil Thief', 'Evil Thieves', 'EvlThf', 2, 'I/C', 1),
    evilWizard: m('Evil Wizard', 'Evil Wizards', 'EvlWzrd', 3, 'J/C', 5, 'Magic'),
    gargoyle: m('Gargoyle', 'Gargoyles', 'Gargoyle', 4, 'G', 3),
    giantAnt: m('Giant Ant', 'Giant Ants', 'GntAnt', 4, 'D/A', 1),
    giantSpider: m('Giant Spider', 'Giant Spiders', 'GntSpdr', 4, 'E/A', 1),
    goblin: m('Goblin', 'Goblins', 'Goblin', 0, 'H/B', 1),
    hellhound: m('Hell Hound', 'Hell Hounds', 'Hellhnd', 4, 'E/C', 2, 'Firebreath'),
    medusa: m('Medusa', 'Medusae', 'Medusa', 5, 'G', 2, 'Flesh/Stone'),
    mummy: m('Mummy', 'Mummies', 'Mummy', 7, 'G', 3),
    ogre: m('Ogre', 'Ogres', 'Ogre', 2, 'I/C', 2),
    orc: m('Orc', 'Orcs', 'Orc', 0, 'H/B', 1),
    skeleton: m('Skeleton', 'Skeletons', 'Sklton', 9, 'F/A', 1),
    troll: m('Troll', 'Trolls', 'Troll', 4, 'J', 3, 'Regen'),
    vampire: m('Vampire', 'Vampires', 'Vampire', 4, 'J', 4, 'Charm'),
    vampireBat: m('Vampire Bat', 'Vampire Bats', 'VmprBat', 4, 'A', 1),
    werewolf: m('Werewolf', 'Werewolves', 'Wrwolf', 9, 'I/C', 3),
  } satisfies Record<MonsterId, MonsterCharacteristics>,
} as const;

export function characteristics(monster: MonsterId): MonsterCharacteristics {
  return monsterCharacteristicsChart.rows[monster];
}

export interface MonsterCounter {
  /** A number added to the monster's attack roll, or 'W': it wields the weapon of the Monster Weapons Chart [8.8]. */
  readonly combatBonus: number | 'W';
  /** [7.14] "n+m": nD6 plus m Wound Points ("½" = 1D3). */
  readonly woundCode: string;
  /** Why this value: the counters are not in the rule text and are reconstructed. */
  readonly reasoning: string;
}

/**
 * The counters' Combat Bonus and Wound Die Code [7.14]. They are printed only on the counter sheet, which neither
 * text reproduces, so every value here but the Mummy's is a reconstruction; see dataRulings.
 *
 * Scale used: a monster attacks with 1D6 + bonus on the CRT's Monsters column [8.44], where a total of 5 or less does
 * nothing, 6–11 one Wound, 12–14 two; so bonus 3 hits two times in three, 5 every time, 7 (the Mummy) every time
 * and for two Wounds one time in three. Adventurers have 6 or 8 Wound Points [3.1].
 */
export const monsterCounters = {
  kind: 'chart',
  id: 'monster-counters',
  section: '7.14',
  title: 'Monster counters (Combat Bonus and Wound Die Code, reconstructed)',
  columns: ['Monster', 'Combat Bonus', 'Wound Die Code'],
  rows: {
    mummy: {
      combatBonus: 7,
      woundCode: '1+2',
      reasoning:
        'Printed: the counter example of [2.2] (the revised transcription\'s [2.3] "Monster Chits") shows the Mummy counter as 7 / 1+2. It is the yardstick for the rest: a room-only undead of Magic Resistance 3 and Treasure G.',
    },
    evilHero: {
      combatBonus: 'W',
      woundCode: '2+1',
      reasoning:
        'W: the Monster Weapons Chart [8.8] arms Evil Heroes with a sword (+1D6 skill, [8.9]). 2D6+1 averages 8, the Wound Points of a Hero [3.1], whose evil twin it is.',
    },
    evilThief: {
      combatBonus: 'W',
      woundCode: '1+2',
      reasoning: 'W: sword per [8.8]. 1D6+2 (3–8, average 5.5) mirrors a Thief\'s 6 Wound Points [3.1].',
    },
    evilWizard: {
      combatBonus: 'W',
      woundCode: '½+2',
      reasoning:
        'W: dagger per [8.8]. ½+2 (1D3+2, 3–5, average 4) mirrors a Wizard\'s 4 Wound Points [11.11]. Only met in the Advanced game [7.15].',
    },
    goblin: {
      combatBonus: 'W',
      woundCode: '½+1',
      reasoning:
        'W: dagger or bow per [8.8]. Negotiation 0 and the poor Treasure H/B mark the weakest humanoid, met in groups of 1D3 or 1D6: 1D3+1 (2–4) Wound Points.',
    },
    orc: {
      combatBonus: 'W',
      woundCode: '1+1',
      reasoning:
        'W: sword or bow per [8.8] (a better weapon than the Goblin\'s dagger). Same negotiation and treasure as Goblins, met in groups of 1D3 or 1D6, so a little sturdier than a Goblin: 1D6+1 (2–7).',
    },
    skeleton: {
      combatBonus: 3,
      woundCode: '½+1',
      reasoning:
        'The Experience example of [8.6] kills three Skeletons of 2, 3 and 4 Wound Points: exactly the range of ½+1 (1D3+1). Met in groups of 1D3 or 1D6 and with Magic Resistance 1, a weak fighter: +3 hits two times in three.',
    },
    vampireBat: {
      combatBonus: 2,
      woundCode: '½',
      reasoning:
        'Treasure A (nothing) and Magic Resistance 1, met in groups of 1D6 in rooms: the weakest monster, 1D3 Wound Points and +2 (hits one time in two).',
    },
    giantAnt: {
      combatBonus: 3,
      woundCode: '1+1',
      reasoning: 'Magic Resistance 1, Treasure D/A, sometimes two together: a middling vermin, +3 and 1D6+1 (2–7).',
    },
    giantSpider: {
      combatBonus: 4,
      woundCode: '1+1',
      reasoning: 'Like the Giant Ant but with the better Treasure E/A and always met alone: one point more dangerous, +4.',
    },
    cronk: {
      combatBonus: 3,
      woundCode: '1+1',
      reasoning:
        'Met 1D3 at a time, Magic Resistance 1 and Treasure H; their danger is the Advanced game\'s stench [12.32]. In the Basic game a middling brute: +3, 1D6+1.',
    },
    alligator: {
      combatBonus: 5,
      woundCode: '2+0',
      reasoning: 'A lone room beast with Treasure E and Magic Resistance 1: big and hard-biting, +5 (hits every time) and 2D6 (2–12).',
    },
    hellhound: {
      combatBonus: 4,
      woundCode: '1+2',
      reasoning:
        'Magic Resistance 2, Treasure E/C, met alone; its fire breath [12.33] is Advanced only. +4 and 1D6+2 (3–8), between the vermin and the great beasts.',
    },
    ogre: {
      combatBonus: 5,
      woundCode: '2+2',
      reasoning:
        'Not a weapon-wielder in [8.8], so a bonus; a large brute (Magic Resistance 2, Treasure I/C, up to 1D3 in a room): +5 and 2D6+2 (4–14).',
    },
    werewolf: {
      combatBonus: 5,
      woundCode: '2+0',
      reasoning: 'Magic Resistance 3 and Treasure I/C; refuses to negotiate (9). A strong lone beast: +5, 2D6.',
    },
    gargoyle: {
      combatBonus: 5,
      woundCode: '1+4',
      reasoning:
        'Magic Resistance 3 and Treasure G like the Mummy, but also a wandering monster and a Statue result [6.22]: stony and hard to wound, 1D6+4 (5–10), and two points below the Mummy\'s attack, +5.',
    },
    medusa: {
      combatBonus: 3,
      woundCode: '1+3',
      reasoning:
        'Her danger is the petrifying gaze of the Advanced game [12.34]; in the Basic game a weak fighter (Magic Resistance 2, Treasure G): +3, 1D6+3 (4–9).',
    },
    troll: {
      combatBonus: 6,
      woundCode: '2+3',
      reasoning:
        'Treasure J and Magic Resistance 3, met two at a time in rooms and regenerating in the Advanced game [12.35]: the heaviest brute, +6 and 2D6+3 (5–15).',
    },
    vampire: {
      combatBonus: 6,
      woundCode: '2+2',
      reasoning:
        'Treasure J and the highest Magic Resistance of any monster but the Evil Wizard (4); charms in the Advanced game [12.36]: +6 and 2D6+2 (4–14).',
    },
  } satisfies Record<MonsterId, MonsterCounter>,
} as const;

export function counter(monster: MonsterId): MonsterCounter {
  return monsterCounters.rows[monster];
}

/**
 * A cell of the monster tables [7.11]: one monster, the number 2 (two of them), or a dice code for how many.
 */
export interface MonsterCell {
  readonly monster: MonsterId;
  readonly count: 1 | 2 | '1D3' | '1D6';
}

const one = (monster: MonsterId): MonsterCell => ({ monster, count: 1 });
const two = (monster: MonsterId): MonsterCell => ({ monster, count: 2 });
const d3 = (monster: MonsterId): MonsterCell => ({ monster, count: '1D3' });
const d6 = (monster: MonsterId): MonsterCell => ({ monster, count: '1D6' });

export function describeCell(cell: MonsterCell): string {
  const c = characteristics(cell.monster);
  return cell.count === 1 ? c.name : `${cell.count} ${c.plural}`;
}

/**
 * [7.3] Wandering Monster Table: rows 1–6 on the first die, columns 1-2 / 3-4 / 5-6 on the second. A D3 [2.3] is a
 * D6 halved and rounded up, which is exactly the printed column grouping.
 */
export const wanderingMonsterTable: GridTable<MonsterCell> = {
  kind: 'grid',
  id: 'wandering-monster-table',
  section: '7.3',
  title: 'Wandering Monster Table',
  rowDice: '1D6',
  columnDice: '1D3',
  cells: [
    [one('evilHero'), two('ogre'), one('giantSpider')],
    [one('evilWizard'), one('werewolf'), d3('goblin')],
    [one('evilThief'), one('hellhound'), one('goblin')],
    [one('orc'), one('skeleton'), one('troll')],
    [d3('orc'), d3('skeleton'), one('giantAnt')],
    [one('ogre'), one('giantAnt'), one('hellhound')],
  ],
};

/** [7.4] Room Monster Table: 6 × 6, rows on the first die, columns on the second. */
export const roomMonsterTable: GridTable<MonsterCell> = {
  kind: 'grid',
  id: 'room-monster-table',
  section: '7.4',
  title: 'Room Monster Table',
  rowDice: '1D6',
  columnDice: '1D6',
  cells: [
    [one('evilHero'), one('evilWizard'), one('evilThief'), one('gargoyle'), one('hellhound'), one('giantSpider')],
    [d6('orc'), d3('ogre'), d6('skeleton'), d6('goblin'), d3('cronk'), d6('vampireBat')],
    [two('troll'), one('werewolf'), one('mummy'), one('skeleton'), one('medusa'), one('giantAnt')],
    [one('werewolf'), one('alligator'), one('ogre'), one('vampire'), one('troll'), one('goblin')],
    [one('orc'), one('cronk'), one('evilHero'), one('evilWizard'), one('mummy'), one('vampire')],
    [one('hellhound'), one('gargoyle'), one('evilThief'), two('giantAnt'), one('medusa'), one('giantSpider')],
  ],
};

export type NegotiationResult = 'failure' | 'agreement' | 'cow';

/** [7.6] Negotiation Table, read with 2D6 minus the monsters' Negotiation Value [7.21] plus any Oratory. */
export const negotiationTable: RangeTable<NegotiationResult> = {
  kind: 'range',
  id: 'negotiation-table',
  section: '7.6',
  title: 'Negotiation Table',
  dice: '2D6',
  rows: [
    { min: -7, max: 5, result: 'failure' },
    { min: 6, max: 8, result: 'agreement' },
    { min: 9, max: 18, result: 'cow' },
  ],
};

export const monsterTables = [wanderingMonsterTable, roomMonsterTable, negotiationTable] as const;

export interface Monster {
  /** 1-based, in the order rolled, so the log and the marching order can name "Orc 2". */
  readonly index: number;
  readonly woundPoints: number;
  readonly wounds: number;
}

export interface MonsterGroup {
  readonly type: MonsterId;
  readonly source: MonsterTableKind | 'statue';
  readonly count: number;
  readonly monsters: readonly Monster[];
  /** The Treasure Type for this group: the room or wandering letter of [9.11]. */
  readonly treasure: TreasureLetter;
}

export type Game = 'basic' | 'advanced';

/** [7.14] Rolls one monster's Wound Points from its counter's Wound Die Code. */
export function rollWoundPoints(type: MonsterId, index: number, rng: Rng): { woundPoints: number } & Resolved {
  const { woundCode } = counter(type);
  // The monster's name, the roll's purpose and result and the sentence are words for the log: empty in headless play.
  const words = logWordsWritten();
  const name = words ? `${characteristics(type).name} ${index}` : '';
  // A code like "1-1" can total 0; a monster always has at least one Wound Point.
  const r = roll(rng, woundCode, { section: '7.14', table: 'Monster Wound Die Code', purpose: words ? `Wound Points of ${name}` : '' });
  const woundPoints = Math.max(1, r.total);
  return {
    woundPoints,
    events: [words ? rollEvent(`${name}: ${woundPoints} Wound Points (${woundCode})`, withResult(r, `${woundPoints} Wound Points`)) : rollEvent('', withResult(r, ''))],
  };
}

/** Builds a group of known type and size, rolling each monster's Wound Points [7.14]. */
export function makeGroup(type: MonsterId, count: number, source: MonsterGroup['source'], rng: Rng): { group: MonsterGroup } & Resolved {
  const events: GameEvent[] = [];
  const monsters: Monster[] = [];
  for (let index = 1; index <= count; index++) {
    const wp = rollWoundPoints(type, index, rng);
    monsters.push({ index, woundPoints: wp.woundPoints, wounds: 0 });
    events.push(...wp.events);
  }
  const letters = characteristics(type).treasure;
  const treasure = source === 'wandering' ? letters.wandering : letters.room;
  return { group: { type, source, count, monsters, treasure }, events };
}

/**
 * [7.11]/[7.12] Rolls the monsters found in a segment on the Wandering or Room Monster Table, how many, and each one's
 * Wound Points. In the Basic game an Evil Wizard means the segment is empty [7.15]: the group is null.
 */
export function rollMonsters(kind: MonsterTableKind, rng: Rng, game: Game = 'basic'): { group: MonsterGroup | null } & Resolved {
  const table = kind === 'room' ? roomMonsterTable : wanderingMonsterTable;
  const cellRoll = rollOnGrid(rng, table, logWordsWritten() ? describeCell : noText, { purpose: kind === 'room' ? 'Room monster' : 'Wandering monster' });
  const cell = cellRoll.result;
  const events: GameEvent[] = tableRollEvents(table, cellRoll, logWordsWritten() ? `${table.title}: ${describeCell(cell)}` : '');
  if (cell.monster === 'evilWizard' && game === 'basic') {
    events.push(message('Evil Wizards exist only in the Advanced Game: the segment is empty of monsters.', '7.15'));
    return { group: null, events };
  }
  let count: number;
  if (typeof cell.count === 'number') {
    count = cell.count;
  } else {
    const words = logWordsWritten();
    const c = roll(rng, cell.count, { section: table.section, table: table.title, purpose: words ? `How many ${characteristics(cell.monster).plural}` : '' });
    count = c.total;
    events.push(
      words ? rollEvent(`${count} ${count === 1 ? characteristics(cell.monster).name : characteristics(cell.monster).plural} (${cell.count})`, withResult(c, `${count}`)) : rollEvent('', withResult(c, '')),
    );
  }
  const made = makeGroup(cell.monster, count, kind, rng);
  events.push(...made.events);
  return { group: made.group, events };
}

const noText = (): string => '';

/** "the Evil Hero", "the 3 Orcs": for sentences that name a group already met. */
export function theGroup(group: MonsterGroup): string {
  const c = characteristics(group.type);
  return group.count === 1 ? `the ${c.name}` : `the ${group.count} ${c.plural}`;
}

/** "The Evil Hero", "The 3 Orcs": the same, starting a sentence. */
export function TheGroup(group: MonsterGroup): string {
  const text = theGroup(group);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeGroup(group: MonsterGroup): string {
  const c = characteristics(group.type);
  if (group.count !== 1) return `${group.count} ${c.plural}`;
  return `${/^[AEIOU]/.test(c.name) ? 'an' : 'a'} ${c.name}`;
}

import type { RecordSheet, SheetContext } from '../../../shared/engine/sheet';
import { findRuleset } from '../../../shared/rulesets/registry';

export const CAMPAIGN = 'The Long Dark';
export const SEED = 'K7QM-2XPD';
export const CREATED_AT = new Date('2026-01-05T10:00:00Z');

/** The records of a state, as the PDF receives them: through the registry, as the app computes them. */
export function sheetsOf(rulesetId: string, state: unknown, context: SheetContext = {}): readonly RecordSheet[] {
  const sheets = findRuleset(rulesetId)?.sheets;
  if (!sheets) throw new Error(`The ruleset ${rulesetId} keeps no records.`);
  return sheets(state, context);
}

/** One Deathmaze adventurer's record, from a state whose party is him alone. */
function deathmazeRecord(adventurer: Record<string, unknown>, campaign: string = CAMPAIGN): RecordSheet {
  const [sheet] = sheetsOf('deathmaze', { party: [adventurer] }, { campaign, seed: SEED });
  if (!sheet) throw new Error('No record for the adventurer.');
  return sheet;
}

/** A Hero after a good expedition: skill, magic weapon, ring, an untested potion, gems. */
export const aldric = {
  name: 'Aldric the Bold',
  class: 'hero',
  woundPoints: 9,
  wounds: 3,
  magicResistance: 1,
  weapons: ['sword', 'bow'],
  weaponSkills: { sword: 1 },
  detrap: 0,
  experience: 45,
  bezants: 120,
  gems: [50, 100, 20],
  magicItems: [
    { kind: 'weapon', weapon: 'sword', bonus: 2 },
    { kind: 'ring', ring: 'sleep' },
    { kind: 'potion', potion: null },
  ],
};

/** A Thief who died in the maze. */
export const wat = {
  name: 'Wat Nimblefingers',
  class: 'thief',
  woundPoints: 6,
  wounds: 6,
  magicResistance: 1,
  weapons: ['dagger', 'throwingDagger'],
  weaponSkills: {},
  detrap: 2,
  experience: 10,
  bezants: 5,
  gems: [],
  magicItems: [],
};

export const aldricSheet = (): RecordSheet => deathmazeRecord({ ...aldric, expeditionsSurvived: 2, kills: 7 });
export const watSheet = (): RecordSheet =>
  deathmazeRecord({ ...wat, expeditionsSurvived: 0, kills: 1, dead: true, diedAt: 'Room 14, the Pit', causeOfDeath: 'slain by a Troll' });

export const ALL_SPELLS = [
  'Blast', 'Charm', 'Explosion', 'Heal', 'Lightning', 'Lock', 'Mage Armour', 'Neutralize Poison', 'Oratory', 'Sleep', 'Strength', 'Stone-to-flesh',
];
const SPELL_IDS = ['blast', 'charm', 'explosion', 'heal', 'lightning', 'lock', 'mageArmor', 'neutralizePoison', 'oratory', 'sleep', 'strength', 'stoneFlesh'];

const potions = ['healing', 'poison', 'strength', 'charmPerson', 'charmMonster'] as const;
const rings = ['resistance1', 'resistance2', 'sleep', 'neutralizePoison', 'heal', 'blast'] as const;
const medallions = ['neutralizePoison', 'potionAppraisal', 'oratory', 'dexterity', 'strangling'] as const;
const spices = ['mustard', 'sesame', 'spinach', 'redPepper', 'cloves', 'cannabis'] as const;

export const HOARD = [
  ...potions.map((potion) => ({ kind: 'potion', potion })),
  ...rings.map((ring) => ({ kind: 'ring', ring })),
  ...medallions.map((medallion) => ({ kind: 'medallion', medallion })),
  ...spices.map((spice) => ({ kind: 'spice', spice })),
  ...(['sword', 'dagger', 'throwingDagger', 'hammer', 'bow', 'axe'] as const).map((weapon, i) => ({ kind: 'weapon', weapon, bonus: i + 1 })),
  ...[1, 2, 3, 4, 5, 6].map((bonus) => ({ kind: 'armour', bonus })),
];

/**
 * The worst case: the longest name the rules allow, every spell, 34 magic items, 40 gems, skill with every weapon;
 * `items` and `gems` make a smaller one.
 */
export function hoarderSheet(name = 'Bartholomew Fitzwilliam-Ravenscroft III.', options: { items?: number; gems?: readonly number[] } = {}): RecordSheet {
  return deathmazeRecord(
    {
      name,
      class: 'wizard',
      woundPoints: 24,
      wounds: 17,
      magicResistance: 5,
      weapons: ['dagger', 'throwingDagger'],
      weaponSkills: { sword: 3, dagger: 4, throwingDagger: 5, hammer: 1, bow: 2, axe: 6 },
      detrap: 3,
      spells: SPELL_IDS,
      experience: 123456,
      bezants: 9876543,
      gems: options.gems ?? Array.from({ length: 40 }, (_, i) => 5 * (i + 1) * 7),
      magicItems: HOARD.slice(0, options.items ?? HOARD.length),
      expeditionsSurvived: 17,
      kills: 312,
      dead: true,
      diedAt: 'the great hall four doors north and eleven corridors east of the entrance, beside the altar of the forgotten god',
      causeOfDeath: 'turned to stone by a Medusa while the rest of the party fled with the treasure he had carried for seven expeditions',
    },
    'A campaign whose name is as long as any player would ever dare to type into the box',
  );
}

/** A list of a record by its label (every record's lists, whatever their section). */
export function listOf(sheet: RecordSheet, label: string): readonly string[] {
  const list = sheet.sections.flatMap((s) => s.lists).find((l) => l.label === label);
  if (!list) throw new Error(`${sheet.name}'s record has no list “${label}”.`);
  return list.items;
}

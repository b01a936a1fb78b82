import type { Adventurer } from '../../../shared/rulesets/deathmaze/data/characters';
import type { CharacterSheet } from '../../../shared/records/character-sheet';
import { deathmazeSheet } from '../../../shared/records/deathmaze-sheet';

export const CAMPAIGN = 'The Long Dark';
export const SEED = 'K7QM-2XPD';
export const CREATED_AT = new Date('2026-01-05T10:00:00Z');

/** A Hero after a good expedition: skill, magic weapon, ring, an untested potion, gems. */
export const aldric: Adventurer = {
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
export const wat: Adventurer = {
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

export const aldricSheet = (): CharacterSheet => deathmazeSheet(aldric, { expeditionsSurvived: 2, kills: 7, campaign: CAMPAIGN, seed: SEED });
export const watSheet = (): CharacterSheet =>
  deathmazeSheet(wat, { expeditionsSurvived: 0, kills: 1, dead: { where: 'Room 14, the Pit', how: 'slain by a Troll' }, campaign: CAMPAIGN, seed: SEED });

export const ALL_SPELLS = [
  'Blast', 'Charm', 'Explosion', 'Heal', 'Lightning', 'Lock', 'Mage Armour', 'Neutralize Poison', 'Oratory', 'Sleep', 'Strength', 'Stone-to-flesh',
];

const potions = ['healing', 'poison', 'strength', 'charmPerson', 'charmMonster'] as const;
const rings = ['resistance1', 'resistance2', 'sleep', 'neutralizePoison', 'heal', 'blast'] as const;
const medallions = ['neutralizePoison', 'potionAppraisal', 'oratory', 'dexterity', 'strangling'] as const;
const spices = ['mustard', 'sesame', 'spinach', 'redPepper', 'cloves', 'cannabis'] as const;

/** The worst case: the longest name the rules allow, every spell, 34 magic items, 40 gems, skill with every weapon. */
export function hoarderSheet(name = 'Bartholomew Fitzwilliam-Ravenscroft III.'): CharacterSheet {
  const items: Adventurer['magicItems'][number][] = [
    ...potions.map((potion) => ({ kind: 'potion' as const, potion })),
    ...rings.map((ring) => ({ kind: 'ring' as const, ring })),
    ...medallions.map((medallion) => ({ kind: 'medallion' as const, medallion })),
    ...spices.map((spice) => ({ kind: 'spice' as const, spice })),
    ...(['sword', 'dagger', 'throwingDagger', 'hammer', 'bow', 'axe'] as const).map((weapon, i) => ({ kind: 'weapon' as const, weapon, bonus: i + 1 })),
    ...[1, 2, 3, 4, 5, 6].map((bonus) => ({ kind: 'armour' as const, bonus })),
  ];
  const wizard = {
    name,
    class: 'wizard',
    woundPoints: 24,
    wounds: 17,
    magicResistance: 5,
    weapons: ['dagger', 'throwingDagger'],
    weaponSkills: { sword: 3, dagger: 4, throwingDagger: 5, hammer: 1, bow: 2, axe: 6 },
    detrap: 3,
    experience: 123456,
    bezants: 9876543,
    gems: Array.from({ length: 40 }, (_, i) => 5 * (i + 1) * 7),
    magicItems: items,
  } as unknown as Adventurer;
  return deathmazeSheet(wizard, {
    spells: ALL_SPELLS,
    expeditionsSurvived: 17,
    kills: 312,
    dead: {
      where: 'the great hall four doors north and eleven corridors east of the entrance, beside the altar of the forgotten god',
      how: 'turned to stone by a Medusa while the rest of the party fled with the treasure he had carried for seven expeditions',
    },
    campaign: 'A campaign whose name is as long as any player would ever dare to type into the box',
    seed: SEED,
  });
}

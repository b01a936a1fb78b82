import { z } from 'zod';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../../../core/names';
import type { MagicItem } from './magic-items';

/**
 * [3.1] The six weapons an adventurer may carry: the columns of the Combat Results Table [8.7] and the rows of the
 * Weapon Table [9.24] name the same six.
 */
export const WEAPONS = ['sword', 'dagger', 'throwingDagger', 'hammer', 'bow', 'axe'] as const;
export type WeaponId = (typeof WEAPONS)[number];

export const WEAPON_NAMES: Readonly<Record<WeaponId, string>> = {
  sword: 'Sword',
  dagger: 'Dagger',
  throwingDagger: 'Throwing Dagger',
  hammer: 'Hammer',
  bow: 'Bow',
  axe: 'Axe',
};

/** Weapons that may be used from the party's second row [5.12], [8.22]. */
export const MISSILE_WEAPONS: readonly WeaponId[] = ['bow', 'throwingDagger'];

/** The Basic game's classes [3.0]. The Advanced game's Wizard is described below but not yet selectable. */
export const BASIC_CLASSES = ['hero', 'thief'] as const;
export type BasicClassId = (typeof BASIC_CLASSES)[number];
/** Extension point: the Advanced game adds 'wizard' here (see ADVANCED_CLASS_TRAITS). */
export type AdventurerClassId = BasicClassId;

export interface ClassTraits {
  readonly name: string;
  readonly section: string;
  /** Wound Points before the pre-game experience [3.1]. */
  readonly baseWoundPoints: number;
  readonly magicResistance: number;
  /** Detrap skill entered under Skills/Spells [3.1]; 0 means the adventurer cannot detrap. */
  readonly detrap: number;
  /** Weapons the class may carry; all six unless the rules restrict it (Wizards, [11.11]). */
  readonly allowedWeapons: readonly WeaponId[];
}

export const CLASS_TRAITS: Readonly<Record<AdventurerClassId, ClassTraits>> = {
  hero: { name: 'Hero', section: '3.1', baseWoundPoints: 8, magicResistance: 1, detrap: 0, allowedWeapons: WEAPONS },
  thief: { name: 'Thief', section: '3.1', baseWoundPoints: 6, magicResistance: 1, detrap: 1, allowedWeapons: WEAPONS },
};

/**
 * The Advanced game's Wizard [11.11]–[11.13], kept as data so the Advanced engine can add it to CLASS_TRAITS:
 * 4 Wound Points, Magic Resistance 2, daggers and throwing daggers only, one spell (a second as initial experience).
 */
export const ADVANCED_CLASS_TRAITS = {
  wizard: {
    name: 'Wizard',
    section: '11.11',
    baseWoundPoints: 4,
    magicResistance: 2,
    detrap: 0,
    allowedWeapons: ['dagger', 'throwingDagger'],
  },
} as const satisfies Record<string, ClassTraits>;

/** [3.1] a/b/c: the little experience each adventurer gains in the outside world before play. */
export const EXPERIENCE_CHOICES = {
  section: '3.1',
  title: 'Initial experience',
  choices: [
    { id: 'woundPoint', label: 'a. Increase Wound Points by one' },
    { id: 'weaponSkill', label: 'b. Skill with one weapon (+1)' },
    { id: 'detrap', label: 'c. Thieves only: Detrap skill +1' },
  ],
} as const;

const experienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('woundPoint') }),
  z.object({ kind: z.literal('weaponSkill'), weapon: z.enum(WEAPONS) }),
  z.object({ kind: z.literal('detrap') }),
]);
export type InitialExperience = z.infer<typeof experienceSchema>;

/**
 * [3.1] An adventurer's name as the player types it (setup, recruit): 1 to 40 characters, and, as for save slot names,
 * no control characters or invisible text-direction marks (they hide or disguise what the name says).
 */
export const adventurerNameSchema = z
  .string()
  .trim()
  .min(1, 'Every adventurer needs a name [3.1].')
  .max(40, 'Names are at most 40 characters.')
  .refine((s) => !hasForbiddenNameCharacter(s), forbiddenNameMessage('Adventurer names'));

export const adventurerInputSchema = z
  .object({
    name: adventurerNameSchema,
    class: z.enum(BASIC_CLASSES),
    weapons: z
      .array(z.enum(WEAPONS))
      .length(2, 'Two weapons must be entered for each adventurer [3.1].'),
    experience: experienceSchema,
  })
  .superRefine((input, ctx) => {
    const traits = CLASS_TRAITS[input.class];
    for (const w of input.weapons) {
      if (!traits.allowedWeapons.includes(w)) {
        ctx.addIssue({ code: 'custom', path: ['weapons'], message: `A ${traits.name} may not carry a ${WEAPON_NAMES[w]}.` });
      }
    }
    if (input.experience.kind === 'detrap' && traits.detrap === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['experience'],
        message: 'Only Thieves may take a point of Detrap skill as initial experience [3.1 c].',
      });
    }
  });
export type AdventurerInput = z.input<typeof adventurerInputSchema>;

/** A gem is noted by its value in Bezants [9.14]. */
export type Gem = number;

/** An adventurer's Character Record [3.1] as plain data. */
export interface Adventurer {
  readonly name: string;
  readonly class: AdventurerClassId;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly magicResistance: number;
  readonly weapons: readonly WeaponId[];
  /** e.g. { sword: 1 } for "+1 Sword" under Weapon Skill. */
  readonly weaponSkills: Readonly<Partial<Record<WeaponId, number>>>;
  readonly detrap: number;
  readonly experience: number;
  readonly bezants: number;
  readonly gems: readonly Gem[];
  readonly magicItems: readonly MagicItem[];
}

export type CreateAdventurerResult =
  | { readonly ok: true; readonly adventurer: Adventurer }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Fills in a Character Record from the player's choices [3.1], or says which rule a choice breaks. */
export function createAdventurer(input: unknown): CreateAdventurerResult {
  const parsed = adventurerInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => i.message) };
  return { ok: true, adventurer: adventurerFromInput(parsed.data) };
}

/** Choices that passed adventurerInputSchema. */
export type CheckedAdventurerInput = z.output<typeof adventurerInputSchema>;

/** The new Character Record [3.1] of checked choices: a fresh record (nothing shared with the input) on every call. */
export function adventurerFromInput(input: CheckedAdventurerInput): Adventurer {
  const { name, weapons, experience } = input;
  const cls = input.class;
  const traits = CLASS_TRAITS[cls];
  return {
    name,
    class: cls,
    woundPoints: traits.baseWoundPoints + (experience.kind === 'woundPoint' ? 1 : 0),
    wounds: 0,
    magicResistance: traits.magicResistance,
    // Mapped, not spread: the schema's parsed arrays are "holey" in V8, and a spread or slice of one stays so, which
    // gave every function reading a record's weapons a second hidden class to deoptimize on (`map` builds a packed one).
    weapons: weapons.map((w) => w),
    weaponSkills: experience.kind === 'weaponSkill' ? { [experience.weapon]: 1 } : {},
    detrap: traits.detrap + (experience.kind === 'detrap' ? 1 : 0),
    experience: 0,
    bezants: 0,
    gems: [],
    magicItems: [],
  };
}

/** [3.0]/[3.2] How many adventurers and players a game may have. */
export const PARTY_RULES = {
  section: '3.2',
  title: 'How many adventurers should be created',
  minAdventurers: 1,
  maxAdventurers: 6,
  /** "Four adventurers is about the minimum number that have a chance of success." */
  recommendedMinimum: 4,
  minPlayers: 1,
  maxPlayers: 6,
  /** [3.2]'s advice: two players take three each, three players two each, four to six players one each. */
  recommendedShare: { 1: null, 2: 3, 3: 2, 4: 1, 5: 1, 6: 1 } as Readonly<Record<number, number | null>>,
} as const;

export interface PartyCheck {
  readonly ok: boolean;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/** Checks the number of adventurers and players against [3.0] and [3.2]. */
export function checkParty(adventurerCount: number, playerCount = 1): PartyCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!Number.isInteger(adventurerCount) || adventurerCount < 1 || adventurerCount > 6) {
    errors.push('A party has one to six adventurers [3.0].');
  }
  if (!Number.isInteger(playerCount) || playerCount < 1 || playerCount > 6) {
    errors.push('Deathmaze is for one to six players [1.0].');
  } else if (adventurerCount % playerCount !== 0 || adventurerCount < playerCount) {
    errors.push(`Every player controls the same number of adventurers [3.0]: ${adventurerCount} cannot be shared among ${playerCount}.`);
  }
  if (errors.length === 0) {
    if (adventurerCount < PARTY_RULES.recommendedMinimum) {
      warnings.push('Four adventurers is about the minimum number that have a chance of success [3.2].');
    }
    const share = PARTY_RULES.recommendedShare[playerCount];
    if (share != null && adventurerCount / playerCount !== share) {
      warnings.push(`With ${playerCount} players the rules suggest ${share} adventurer${share === 1 ? '' : 's'} each [3.2].`);
    }
  }
  return { ok: errors.length === 0, errors, warnings };
}

/** Built on first use (`z.lazy`), not at import: a simulation never parses it. */
export const partySetupSchema = z.lazy(() =>
  z
    .object({
      players: z.number().int().min(1).max(6).default(1),
      party: z.array(adventurerInputSchema).min(1, 'A party has at least one adventurer [3.0].').max(6, 'A party has at most six adventurers [3.0].'),
    })
    .superRefine((setup, ctx) => {
      for (const error of checkParty(setup.party.length, setup.players).errors) ctx.addIssue({ code: 'custom', message: error });
    }),
);

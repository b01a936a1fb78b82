import { z } from 'zod';
import {
  ADVANCED_CLASS_TRAITS,
  CLASS_TRAITS,
  createAdventurer,
  WEAPON_NAMES,
  WEAPONS,
  adventurerNameSchema,
  type Adventurer,
  type ClassTraits,
  type WeaponId,
} from '../data/characters';
import { SPELLS, spellName, type SpellId } from './spells';

/** The Advanced game's classes [3.0]: Heroes, Thieves and Wizards [11.11]. */
export const ADVANCED_CLASSES = ['hero', 'thief', 'wizard'] as const;
export type AdvancedClassId = (typeof ADVANCED_CLASSES)[number];

export const ALL_CLASS_TRAITS: Readonly<Record<AdvancedClassId, ClassTraits>> = { ...CLASS_TRAITS, ...ADVANCED_CLASS_TRAITS };

/** [11.11] The only weapons a Wizard may use or carry. */
export const WIZARD_WEAPONS: readonly WeaponId[] = ADVANCED_CLASS_TRAITS.wizard.allowedWeapons;

/**
 * A Character Record of the Advanced game: the Basic record [3.1] with the Wizard class allowed and the spells written
 * under Skills/Spells [11.12]. Heroes and Thieves have no spells.
 */
export type AdvancedAdventurer = Omit<Adventurer, 'class'> & {
  readonly class: AdvancedClassId;
  readonly spells: readonly SpellId[];
};

/** [11.13] A Wizard's initial experience: a Wound Point, a point of Magic Resistance, a weapon skill, or a second spell. */
const wizardExperienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('woundPoint') }),
  z.object({ kind: z.literal('magicResistance') }),
  z.object({ kind: z.literal('weaponSkill'), weapon: z.enum(WEAPONS) }),
  z.object({ kind: z.literal('spell'), spell: z.enum(SPELLS) }),
]);

/** Built on first use (`z.lazy`), not at import: a simulation of the Basic game never parses it. */
export const wizardInputSchema = z.lazy(() =>
  z
    .object({
      name: adventurerNameSchema,
      class: z.literal('wizard'),
      weapons: z.array(z.enum(WEAPONS)).length(2, 'Two weapons must be entered for each adventurer [3.1].'),
      /** [11.12] The spell chosen at creation. */
      spell: z.enum(SPELLS),
      experience: wizardExperienceSchema,
    })
    .superRefine((input, ctx) => {
      for (const w of input.weapons) {
        if (!WIZARD_WEAPONS.includes(w)) {
          ctx.addIssue({ code: 'custom', path: ['weapons'], message: `A Wizard may use or carry only daggers and throwing daggers, not a ${WEAPON_NAMES[w]} [11.11].` });
        }
      }
      const e = input.experience;
      if (e.kind === 'weaponSkill' && !WIZARD_WEAPONS.includes(e.weapon)) {
        ctx.addIssue({ code: 'custom', path: ['experience'], message: `A Wizard cannot use a ${WEAPON_NAMES[e.weapon]}; his weapon skill must be with a dagger or throwing dagger [11.11].` });
      }
      if (e.kind === 'spell' && e.spell === input.spell) {
        ctx.addIssue({ code: 'custom', path: ['experience'], message: `${spellName(e.spell)} is already his first spell; the second must be another [11.13].` });
      }
    }),
);
export type WizardInput = z.input<typeof wizardInputSchema>;

export type CreateAdvancedResult =
  | { readonly ok: true; readonly adventurer: AdvancedAdventurer }
  | { readonly ok: false; readonly errors: readonly string[] };

/**
 * [11.1] Creates a Wizard: 4 Wound Points, Magic Resistance 2, daggers and throwing daggers only, one spell, and as
 * initial experience a Wound Point, a point of Magic Resistance, a dagger skill or a second spell.
 */
export function createWizard(input: unknown): CreateAdvancedResult {
  const parsed = wizardInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => i.message) };
  const { name, weapons, spell, experience } = parsed.data;
  const traits = ADVANCED_CLASS_TRAITS.wizard;
  return {
    ok: true,
    adventurer: {
      name,
      class: 'wizard',
      woundPoints: traits.baseWoundPoints + (experience.kind === 'woundPoint' ? 1 : 0),
      wounds: 0,
      magicResistance: traits.magicResistance + (experience.kind === 'magicResistance' ? 1 : 0),
      weapons: [...weapons],
      weaponSkills: experience.kind === 'weaponSkill' ? { [experience.weapon]: 1 } : {},
      detrap: traits.detrap,
      experience: 0,
      bezants: 0,
      gems: [],
      magicItems: [],
      spells: experience.kind === 'spell' ? [spell, experience.spell] : [spell],
    },
  };
}

/**
 * Mirrors createAdventurer for the Advanced game: Wizards by [11.1], Heroes and Thieves by [3.1] (with no spells).
 * In the Basic game a Wizard is refused.
 */
export function createAdvancedAdventurer(input: unknown, game: 'basic' | 'advanced' = 'advanced'): CreateAdvancedResult {
  const cls = typeof input === 'object' && input !== null ? (input as { class?: unknown }).class : undefined;
  if (cls === 'wizard') {
    if (game === 'basic') return { ok: false, errors: ['Wizards exist only in the Advanced Game [3.0], [11.11].'] };
    return createWizard(input);
  }
  const basic = createAdventurer(input);
  if (!basic.ok) return basic;
  return { ok: true, adventurer: { ...basic.adventurer, spells: [] } };
}

/** A Basic record read as an Advanced one (no spells). */
export function asAdvanced(adventurer: Adventurer | AdvancedAdventurer): AdvancedAdventurer {
  return 'spells' in adventurer ? adventurer : { ...adventurer, spells: [] };
}

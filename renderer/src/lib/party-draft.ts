/**
 * The party as the new-game form edits it: for each adventurer a name, a class, two weapons, the initial experience
 * of [3.1] (and for a Wizard his spell, [11.12]). The engine's own checks (memberProblems) judge the result.
 */
import { WEAPONS, WEAPON_NAMES, type WeaponId } from '@shared/rulesets/deathmaze/data/characters';
import { ALL_CLASS_TRAITS, type AdvancedClassId } from '@shared/rulesets/deathmaze/advanced/wizard';
import { SPELLS, spellName, type SpellId } from '@shared/rulesets/deathmaze/advanced/spells';
import { memberProblems, type MemberSetup } from '@shared/rulesets/deathmaze/game/setup';

export type AdventurerClass = AdvancedClassId;
export type ExperienceKind = 'woundPoint' | 'weaponSkill' | 'detrap' | 'spell';
export type Variant = 'basic' | 'advanced';

export interface AdventurerDraft {
  /** Stable key for the list; never sent. */
  readonly key: number;
  name: string;
  class: AdventurerClass;
  weapons: [WeaponId, WeaponId];
  experience: ExperienceKind;
  /** The weapon of a weapon-skill experience. */
  skillWeapon: WeaponId;
  /** A Wizard's first spell, and the second when that is his experience. */
  spell: SpellId;
  secondSpell: SpellId;
}

export const MIN_PARTY = 1;
export const MAX_PARTY = 6;
/** [3.2]: "Four adventurers is about the minimum number that have a chance of success." */
export const ADVISED_PARTY = 4;
export const NAME_MAX = 40;

export function classOptions(variant: Variant): { value: AdventurerClass; label: string }[] {
  const ids: AdventurerClass[] = variant === 'advanced' ? ['hero', 'thief', 'wizard'] : ['hero', 'thief'];
  return ids.map((value) => ({ value, label: ALL_CLASS_TRAITS[value].name }));
}

export function weaponOptions(cls: AdventurerClass): { value: WeaponId; label: string }[] {
  const allowed = ALL_CLASS_TRAITS[cls].allowedWeapons;
  return WEAPONS.filter((w) => allowed.includes(w)).map((value) => ({ value, label: WEAPON_NAMES[value] }));
}

export function experienceOptions(cls: AdventurerClass): { value: ExperienceKind; label: string }[] {
  const out: { value: ExperienceKind; label: string }[] = [
    { value: 'woundPoint', label: '+1 Wound Point' },
    { value: 'weaponSkill', label: '+1 weapon skill' },
  ];
  if (ALL_CLASS_TRAITS[cls].detrap > 0) out.push({ value: 'detrap', label: '+1 Detrap' });
  if (cls === 'wizard') out.push({ value: 'spell', label: 'A second spell' });
  return out;
}

export const SPELL_OPTIONS = SPELLS.map((value) => ({ value, label: spellName(value) }));

/** Name suggestions for the placeholder text, so an empty row still hints at what goes there. */
export const NAME_HINTS = ['Arn', 'Bree', 'Corvin', 'Dagna', 'Elsbeth', 'Fulk'] as const;

/** The usual kit of each class (the engine's own defaults, [3.1] and [11.1]). */
export function classDefaults(cls: AdventurerClass): Pick<AdventurerDraft, 'weapons' | 'experience' | 'skillWeapon'> {
  if (cls === 'wizard') return { weapons: ['dagger', 'throwingDagger'], experience: 'woundPoint', skillWeapon: 'dagger' };
  if (cls === 'thief') return { weapons: ['dagger', 'bow'], experience: 'detrap', skillWeapon: 'dagger' };
  return { weapons: ['sword', 'bow'], experience: 'weaponSkill', skillWeapon: 'sword' };
}

let nextKey = 1;
export function newAdventurer(cls: AdventurerClass = 'hero'): AdventurerDraft {
  return { key: nextKey++, name: '', class: cls, ...classDefaults(cls), spell: 'lightning', secondSpell: 'sleep' };
}

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Every adventurer needs a name.';
  if (trimmed.length > NAME_MAX) return `Names are at most ${NAME_MAX} characters.`;
  return null;
}

/** The setup member the engine takes for one row. */
export function toMember(a: AdventurerDraft): MemberSetup {
  const experience: MemberSetup['experience'] =
    a.experience === 'weaponSkill'
      ? { kind: 'weaponSkill', weapon: a.skillWeapon }
      : a.experience === 'spell'
        ? { kind: 'spell', spell: a.secondSpell }
        : { kind: a.experience };
  return {
    name: a.name.trim(),
    class: a.class,
    weapons: [...a.weapons],
    experience,
    ...(a.class === 'wizard' ? { spell: a.spell } : {}),
  };
}

/** What the rules forbid in this row (the engine's check), name aside. */
export function ruleProblems(a: AdventurerDraft, variant: Variant): string[] {
  return memberProblems(toMember({ ...a, name: a.name || 'x' }), variant);
}

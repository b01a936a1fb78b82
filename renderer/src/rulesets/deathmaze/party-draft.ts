/**
 * The party as the new-game form edits it: for each adventurer a name, a class, two weapons, the initial experience
 * of [3.1] (and for a Wizard his spell, [11.12]). The engine's own checks (memberProblems) judge the result.
 */
import { WEAPONS, WEAPON_NAMES, type WeaponId } from '@shared/rulesets/deathmaze/data/characters';
import { ALL_CLASS_TRAITS, type AdvancedClassId } from '@shared/rulesets/deathmaze/advanced/wizard';
import { SPELLS, spellName, type SpellId } from '@shared/rulesets/deathmaze/advanced/spells';
import { memberProblems, setupSchema, type MemberSetup } from '@shared/rulesets/deathmaze/game/setup';

export type AdventurerClass = AdvancedClassId;
export type ExperienceKind = 'woundPoint' | 'weaponSkill' | 'detrap' | 'magicResistance' | 'spell';
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
  if (cls === 'wizard') out.push({ value: 'magicResistance', label: '+1 Magic Resistance' }, { value: 'spell', label: 'A second spell' });
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

/**
 * [5.11] The marching order: rows of three boxes, front row first. The form keeps the party list in marching order
 * (rows filled three at a time) and sends those rows to the engine as the setup's `marchingOrder`.
 */
export const ROW_SIZE = 3;

export function marchingRows<T>(party: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < party.length; i += ROW_SIZE) rows.push(party.slice(i, i + ROW_SIZE));
  return rows;
}

/** "row 1, box 2" for a place in the party list. */
export function placeName(index: number): string {
  return `row ${Math.floor(index / ROW_SIZE) + 1}, box ${(index % ROW_SIZE) + 1}`;
}

/** The list with the member at `from` taken out and put back at `to` (clamped to the list). */
export function moveMember<T>(party: readonly T[], from: number, to: number): T[] {
  const out = [...party];
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [moved] = out.splice(from, 1);
  if (moved === undefined) return out;
  out.splice(target, 0, moved);
  return out;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** Where Alt+arrow sends the member at `index`: a row forward or back (same box), or a box left or right. */
export function keyTarget(index: number, key: MoveKey, size: number): number | null {
  const to =
    key === 'ArrowUp' ? index - ROW_SIZE : key === 'ArrowDown' ? Math.min(index + ROW_SIZE, size - 1) : key === 'ArrowLeft' ? index - 1 : index + 1;
  if (key === 'ArrowDown' && Math.floor(to / ROW_SIZE) === Math.floor(index / ROW_SIZE)) return null;
  return to < 0 || to >= size || to === index ? null : to;
}

export const MAX_PLAYERS = 6;

/**
 * [3.0] The player each member belongs to, as the engine's newGame deals them: equal shares in party order. Null
 * when the party cannot be shared equally (the setup schema then refuses it).
 */
export function playerOf(index: number, size: number, players: number): number | null {
  if (players < 1 || size % players !== 0 || size < players) return null;
  return Math.floor(index / (size / players)) + 1;
}

/**
 * Gives the member at `index` to `player`. The form keeps each player's share together in party order, so the member
 * swaps places with the one in the same place of that player's share; the players are then sent per member.
 */
export function assignPlayer<T>(party: readonly T[], index: number, player: number, players: number): T[] {
  const current = playerOf(index, party.length, players);
  if (current === null || current === player) return [...party];
  const share = party.length / players;
  const other = (player - 1) * share + (index % share);
  const out = [...party];
  const a = out[index];
  const b = out[other];
  if (a === undefined || b === undefined) return out;
  out[index] = b;
  out[other] = a;
  return out;
}

/** The setup's party, marching order and players as the form shows them ([5.11] rows, [3.0] a player per member). */
export function toSetupParty(party: readonly AdventurerDraft[], players: number): { party: MemberSetup[]; marchingOrder: number[][] } {
  return {
    party: party.map((a, index) => {
      const player = players > 1 ? playerOf(index, party.length, players) : null;
      return player === null ? toMember(a) : { ...toMember(a), player };
    }),
    marchingOrder: marchingRows(party.map((_, index) => index)),
  };
}

/** The setup schema's own complaints about the party as a whole (size, equal shares [3.0]), not about one member. */
export function partyProblems(party: readonly AdventurerDraft[], players: number, variant: Variant): string[] {
  const parsed = setupSchema.safeParse({ party: party.map((a) => toMember({ ...a, name: a.name || 'x' })), players, variant });
  if (parsed.success) return [];
  return parsed.error.issues.filter((i) => i.path.length === 0).map((i) => i.message);
}

/** Names a quick party draws from: short, easy to tell apart in the log. */
export const QUICK_NAMES = [
  'Aldric', 'Brenna', 'Cedric', 'Dagna', 'Edric', 'Freya', 'Gareth', 'Hilde', 'Ivo', 'Jorunn', 'Kael', 'Liesel',
  'Magnus', 'Nessa', 'Osric', 'Petra', 'Quill', 'Rowan', 'Sigrid', 'Tobin', 'Ulla', 'Varek', 'Wynn', 'Ysolde',
] as const;

/**
 * A party for a player who just wants to start: four adventurers ([3.2] "about the minimum that have a chance"), two
 * Heroes and a Thief in the first row and a Thief behind with his Bow ([5.12]); in the Advanced game the one behind is
 * a Wizard, whose spells work from the second row. Each with his class's usual kit; the names are drawn at random.
 */
export function quickParty(variant: Variant, random: () => number = Math.random): AdventurerDraft[] {
  const classes: AdventurerClass[] = variant === 'advanced' ? ['hero', 'hero', 'thief', 'wizard'] : ['hero', 'hero', 'thief', 'thief'];
  const names = [...QUICK_NAMES];
  return classes.map((cls) => {
    const [name] = names.splice(Math.floor(random() * names.length), 1);
    return { ...newAdventurer(cls), name: name ?? 'Arn' };
  });
}

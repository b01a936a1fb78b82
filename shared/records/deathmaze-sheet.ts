// A sheet must print whatever an older or newer save holds, so every field is read defensively below instead of
// trusting the current Adventurer type; only the printed names are taken from the rules' own tables.
import { WEAPON_NAMES, type Adventurer } from '../rulesets/deathmaze/data/characters';
import { MAGIC_ITEM_NAMES, type MagicItem } from '../rulesets/deathmaze/data/magic-items';
import type { SpellId } from '../rulesets/deathmaze/advanced/spells';
import { statusFromExtras, type CharacterSheet, type SheetExtras } from './character-sheet';

const CLASS_NAMES: Readonly<Record<string, string>> = { hero: 'Hero', thief: 'Thief', wizard: 'Wizard' };

/** The names the rules print, kept with the tables they come from ([8.7] weapons, [9.8] magic items). */
const WEAPON_LABELS: Readonly<Record<string, string>> = WEAPON_NAMES;
const ITEM_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = MAGIC_ITEM_NAMES;

/** The Spell Summary's names [11.4] (Mage Armour and Stone-to-flesh as the 1979 text spells them). */
const SPELL_LABELS: Readonly<Record<SpellId, string>> = {
  blast: 'Blast',
  charm: 'Charm',
  explosion: 'Explosion',
  heal: 'Heal',
  lightning: 'Lightning',
  lock: 'Lock',
  mageArmor: 'Mage Armour',
  neutralizePoison: 'Neutralize Poison',
  oratory: 'Oratory',
  sleep: 'Sleep',
  strength: 'Strength',
  stoneFlesh: 'Stone-to-flesh',
};

/** "throwingDagger" → "Throwing Dagger": the fallback for ids this file does not know yet. */
export function titleCaseId(id: string): string {
  const spaced = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim();
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}

const label = (table: Readonly<Record<string, string>> | undefined, id: unknown): string =>
  typeof id === 'string' ? (table?.[id] ?? titleCaseId(id)) : '?';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export const weaponLabel = (id: string): string => label(WEAPON_LABELS, id);
export const spellLabel = (id: string): string => label(SPELL_LABELS, id);

/**
 * A weapon slot as written under Weapon: "Sword", or "+2 Sword" for a magic weapon that replaced it [9.23]. Slots
 * are weapon ids (with the bonus in a parallel `weaponBonuses`, as in play) or {weapon, bonus} (as on the roster).
 */
function weaponSlotLabel(slot: unknown, parallelBonus: unknown): string {
  const id = typeof slot === 'object' && slot !== null ? (slot as Record<string, unknown>).weapon : slot;
  const bonus = typeof slot === 'object' && slot !== null ? num((slot as Record<string, unknown>).bonus) : num(parallelBonus);
  const name = typeof id === 'string' ? weaponLabel(id) : '?';
  return bonus !== 0 ? `${signed(bonus)} ${name}` : name;
}

/** A magic item as it is written under Magic Items, e.g. "+2 Sword", "Ring of Sleep", "Potion (untested)". */
export function magicItemLabel(item: MagicItem | Record<string, unknown>): string {
  const it = item as Record<string, unknown>;
  switch (it.kind) {
    case 'weapon':
      return `${signed(num(it.bonus, 1))} ${weaponLabel(String(it.weapon))}`;
    case 'armour':
      return `${signed(num(it.bonus, 1))} Armour`;
    case 'potion': {
      if (it.potion == null) return 'Potion (untested)';
      const doses = num(it.doses, 1);
      return `Potion of ${label(ITEM_LABELS.potion, it.potion)}${doses > 1 ? ` (${doses} doses)` : ''}`;
    }
    case 'spice':
      return label(ITEM_LABELS.spice, it.spice);
    case 'medallion':
      // [9.61] A medallion found in play is unknown until someone puts it on; the sheet must not give it away.
      return it.tested === false ? 'Medallion (untested)' : `Medallion of ${label(ITEM_LABELS.medallion, it.medallion)}`;
    case 'ring':
      return `Ring of ${label(ITEM_LABELS.ring, it.ring)}`;
    default:
      return typeof it.name === 'string' ? it.name : typeof it.kind === 'string' ? titleCaseId(it.kind) : 'Magic item';
  }
}

/**
 * Maps a Deathmaze adventurer to a printable sheet. Skills/Spells holds "n Detrap" for anyone with Detrap skill
 * [3.1] and then the spells [11.12], in the order given.
 */
export function deathmazeSheet(adventurer: Adventurer, extras: SheetExtras = {}): CharacterSheet {
  const a = adventurer as Partial<Adventurer> & { readonly spells?: unknown; readonly weaponBonuses?: unknown };
  const bonuses = Array.isArray(a.weaponBonuses) ? (a.weaponBonuses as unknown[]) : [];
  const skills = Object.entries(a.weaponSkills ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0)
    .map(([weapon, bonus]) => `${signed(bonus)} ${weaponLabel(weapon)}`);
  const spells = extras.spells ?? (Array.isArray(a.spells) ? a.spells.map((s) => spellLabel(String(s))) : []);
  const detrap = num(a.detrap);
  return {
    gameTitle: extras.gameTitle ?? 'Deathmaze',
    className: label(CLASS_NAMES, a.class),
    name: typeof a.name === 'string' ? a.name : '',
    woundPoints: num(a.woundPoints),
    wounds: num(a.wounds),
    magicResistance: num(a.magicResistance),
    weaponSkills: skills,
    weapons: ((a.weapons ?? []) as readonly unknown[]).map((w, i) => weaponSlotLabel(w, bonuses[i])),
    skillsAndSpells: [...(detrap > 0 ? [`${detrap} Detrap`] : []), ...spells],
    magicItems: (a.magicItems ?? []).map((item) => magicItemLabel(item)),
    experience: num(a.experience),
    bezants: num(a.bezants),
    gems: (a.gems ?? []).filter((g): g is number => typeof g === 'number'),
    expeditionsSurvived: extras.expeditionsSurvived ?? null,
    kills: extras.kills ?? null,
    status: statusFromExtras(extras.dead),
    campaign: extras.campaign ?? null,
    seed: extras.seed ?? null,
  };
}

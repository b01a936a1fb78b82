// The names a Character Record prints, read defensively: a record must print whatever an older or newer save holds,
// so ids this file does not know are title-cased rather than refused. Only the names come from the rules' tables.
import { WEAPON_NAMES } from '../data/characters';
import { MAGIC_ITEM_NAMES, type MagicItem } from '../data/magic-items';
import type { SpellId } from '../advanced/spells';

export const CLASS_NAMES: Readonly<Record<string, string>> = { hero: 'Hero', thief: 'Thief', wizard: 'Wizard' };

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

export const label = (table: Readonly<Record<string, string>> | undefined, id: unknown): string =>
  typeof id === 'string' ? (table?.[id] ?? titleCaseId(id)) : '?';

export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export const weaponLabel = (id: string): string => label(WEAPON_LABELS, id);
export const spellLabel = (id: string): string => label(SPELL_LABELS, id);

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Readonly<Record<string, unknown>>)[key] : undefined);

/**
 * A weapon slot as written under Weapon: "Sword", or "+2 Sword" for a magic weapon that replaced it [9.23]. Slots
 * are weapon ids (with the bonus in a parallel `weaponBonuses`, as in play) or {weapon, bonus} (as on the roster).
 */
export function weaponSlotLabel(slot: unknown, parallelBonus: unknown): string {
  const isObject = typeof slot === 'object' && slot !== null;
  const id = isObject ? field(slot, 'weapon') : slot;
  const bonus = isObject ? num(field(slot, 'bonus')) : num(parallelBonus);
  const name = typeof id === 'string' ? weaponLabel(id) : '?';
  return bonus !== 0 ? `${signed(bonus)} ${name}` : name;
}

/** A magic item as it is written under Magic Items, e.g. "+2 Sword", "Ring of Sleep", "Potion (untested)". */
export function magicItemLabel(item: MagicItem | Readonly<Record<string, unknown>>): string {
  const it: Readonly<Record<string, unknown>> = { ...item };
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

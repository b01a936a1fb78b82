import type { CombatWeapon } from '../combat';
import type { GameAdventurer } from './types';

/*
 * Each adventurer's weapons as the combat engine lists them ("a1-w0", kind, bonus), kept from one fight to the next.
 * A list reads only the adventurer's id, his weapons and their bonuses; the weapons and bonuses lists are never
 * changed in place (a new weapon or bonus makes new lists) and every copy of the adventurer's record shares them, so
 * the list made for those very two lists and that id is the one listing again would give. Nothing changes a combat
 * weapon list either (the fight's records share it, copies.ts), so the kept list itself goes into the fight.
 * Listing them anew made two records and two strings per weapon for every adventurer joining each of about 5.7 fights
 * an expedition.
 *
 * Keyed by the weapons list (a weak key: a list no record holds any more lets its entry go).
 */
interface Kept {
  readonly id: string;
  readonly bonuses: readonly number[];
  readonly list: readonly CombatWeapon[];
}

const kept = new WeakMap<object, Kept>();

/** The adventurer's weapons for the combat engine: the list kept for his weapons, or a new one (then kept). */
export function combatWeaponsOf(a: GameAdventurer): readonly CombatWeapon[] {
  const entry = kept.get(a.weapons);
  if (entry !== undefined && entry.id === a.id && entry.bonuses === a.weaponBonuses) return entry.list;
  const list = listWeapons(a);
  kept.set(a.weapons, { id: a.id, bonuses: a.weaponBonuses, list });
  return list;
}

/** The list made anew (indexed, no closure: see combatWeaponsOf). */
export function listWeapons(a: GameAdventurer): readonly CombatWeapon[] {
  const out: CombatWeapon[] = [];
  const weapons = a.weapons;
  for (let i = 0; i < weapons.length; i++) {
    const kind = weapons[i]!;
    const bonus = a.weaponBonuses[i] ?? 0;
    // Two literals rather than a spread of an optional part: the same keys in the same order, without the copy.
    out.push(bonus ? { id: `${a.id}-w${i}`, kind, magicBonus: bonus, name: `+${bonus} ${kind}` } : { id: `${a.id}-w${i}`, kind });
  }
  return out;
}

import { hasKeysInOrder, hasKeysWithin } from '../../../core/shape';
import type { AdventurerInCombat, CombatAdventurer, CombatState, MonsterInCombat } from './types';

/*
 * Shallow copies of the records a combat action changes, each exactly `{ ...value }` (the same keys in the same order).
 * The records are built in several places, so V8 copies a spread of one through its generic path (0.3-0.4 µs for a
 * dozen keys), and a combat action copies the fight, the attacker and the target. A record with the keys it has when
 * combat starts, in that order (nearly every one), is written out as one literal instead, several times faster; any
 * other record is spread.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const COMBAT_KEYS = ['version', 'game', 'round', 'phase', 'status', 'adventurers', 'monsters', 'party', 'monsterRows', 'acted', 'rowMoveMade'];

export function copyCombatState(s: CombatState): Mutable<CombatState> {
  if (!hasKeysInOrder(s, COMBAT_KEYS)) return { ...s };
  return combatStateRecord(s.version, s.game, s.round, s.phase, s.status, s.adventurers, s.monsters, s.party, s.monsterRows, s.acted, s.rowMoveMade);
}

/**
 * The one literal every Basic-game combat state is built by (when combat starts and at each copy): records built in
 * one place share one hidden class, and the engine's reads of them stay monomorphic.
 */
export function combatStateRecord(
  version: CombatState['version'],
  game: CombatState['game'],
  round: number,
  phase: CombatState['phase'],
  status: CombatState['status'],
  adventurers: CombatState['adventurers'],
  monsters: CombatState['monsters'],
  party: CombatState['party'],
  monsterRows: CombatState['monsterRows'],
  acted: CombatState['acted'],
  rowMoveMade: boolean,
): Mutable<CombatState> {
  return { version, game, round, phase, status, adventurers, monsters, party, monsterRows, acted, rowMoveMade };
}

/** The one literal every combat's `party` (its marching order, `{ rows }`) is built by (see combatStateRecord). */
export function partyRecord(rows: CombatState['party']['rows']): Mutable<CombatState['party']> {
  return { rows };
}

/**
 * Every key an adventurer's combat record may have, in the order its builders write them: a party member's, a charmed
 * monster's (charmedMonster) and the Advanced game's (advanced), then the fight's own.
 */
export const ADVENTURER_KEYS = [
  'id',
  'name',
  'woundPoints',
  'wounds',
  'weapons',
  'weaponInHand',
  'weaponSkills',
  'modifiers',
  'items',
  'charmedMonster',
  'advanced',
  'dead',
  'thrown',
  'strengthBonus',
  'cannabis',
  'itemsUsed',
];

/**
 * `{ ...a }` for a record whose keys stand in ADVENTURER_KEYS' order (every record the fight builds, and any read back
 * from a save), through adventurerInCombatRecord: the same JSON, one hidden class. Any other record is spread.
 */
export function copyAdventurer(a: AdventurerInCombat): Mutable<AdventurerInCombat> {
  if (!hasKeysWithin(a, ADVENTURER_KEYS)) return { ...a };
  return adventurerInCombatRecord(a, a.dead, a.thrown, a.strengthBonus, a.cannabis, a.itemsUsed);
}

/**
 * The one literal every adventurer's combat record is built by (joining combat and each copy; see combatStateRecord):
 * `base`'s fields up to `advanced`, then the fight's own. It writes every key of ADVENTURER_KEYS, those a record
 * lacks (a charmed monster's weapon skills, a party member's charmedMonster) undefined, which JSON leaves out: one
 * hidden class for party members, Wizards and charmed monsters alike.
 */
export function adventurerInCombatRecord(
  base: CombatAdventurer,
  dead: boolean,
  thrown: AdventurerInCombat['thrown'],
  strengthBonus: number,
  cannabis: boolean,
  itemsUsed: AdventurerInCombat['itemsUsed'],
): Mutable<AdventurerInCombat> {
  const record: Mutable<AdventurerInCombat> & { advanced?: unknown } = {
    id: base.id,
    name: base.name,
    woundPoints: base.woundPoints,
    wounds: base.wounds,
    weapons: base.weapons,
    weaponInHand: base.weaponInHand,
    weaponSkills: base.weaponSkills,
    modifiers: base.modifiers,
    items: base.items,
    charmedMonster: base.charmedMonster,
    advanced: (base as { readonly advanced?: unknown }).advanced,
    dead,
    thrown,
    strengthBonus,
    cannabis,
    itemsUsed,
  };
  return record;
}

/** Every key a monster's combat record may have, in the order its builder writes them. */
const MONSTER_KEYS = ['id', 'type', 'name', 'combatBonus', 'weapons', 'weaponSkill', 'woundPoints', 'wounds', 'dead', 'special'];

/** `{ ...m }` through monsterRecord for a record whose keys stand in MONSTER_KEYS' order; any other is spread. */
export function copyMonster(m: MonsterInCombat): Mutable<MonsterInCombat> {
  if (!hasKeysWithin(m, MONSTER_KEYS)) return { ...m };
  return monsterRecord(m.id, m.type, m.name, m.combatBonus, m.weapons, m.weaponSkill, m.woundPoints, m.wounds, m.dead, m.special);
}

/**
 * The one literal every monster's combat record is built by (joining combat and each copy; see combatStateRecord),
 * `special` undefined for most (JSON leaves it out).
 */
export function monsterRecord(
  id: string,
  type: MonsterInCombat['type'],
  name: string,
  combatBonus: MonsterInCombat['combatBonus'],
  weapons: MonsterInCombat['weapons'],
  weaponSkill: number,
  woundPoints: number,
  wounds: number,
  dead: boolean,
  special: MonsterInCombat['special'],
): Mutable<MonsterInCombat> {
  return { id, type, name, combatBonus, weapons, weaponSkill, woundPoints, wounds, dead, special };
}

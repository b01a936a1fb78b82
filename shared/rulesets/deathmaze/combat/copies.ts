import { hasKeysInOrder } from '../../../core/shape';
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
 * The one literal every Basic-game combat state is built by (when combat starts and at each copy), so that V8 gives
 * them all one hidden class: two literals with the same keys still make two classes, and the reads would turn
 * polymorphic.
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

const ADVENTURER_KEYS = [
  'id',
  'name',
  'woundPoints',
  'wounds',
  'weapons',
  'weaponInHand',
  'weaponSkills',
  'modifiers',
  'items',
  'dead',
  'thrown',
  'strengthBonus',
  'cannabis',
  'itemsUsed',
];

export function copyAdventurer(a: AdventurerInCombat): Mutable<AdventurerInCombat> {
  if (!hasKeysInOrder(a, ADVENTURER_KEYS)) return { ...a };
  return adventurerInCombatRecord(a, a.dead, a.thrown, a.strengthBonus, a.cannabis, a.itemsUsed);
}

/**
 * The one literal every adventurer's combat record is built by (joining combat and each copy; see combatStateRecord):
 * `base`'s fields up to `items`, then the fight's own.
 */
export function adventurerInCombatRecord(
  base: CombatAdventurer,
  dead: boolean,
  thrown: AdventurerInCombat['thrown'],
  strengthBonus: number,
  cannabis: boolean,
  itemsUsed: AdventurerInCombat['itemsUsed'],
): Mutable<AdventurerInCombat> {
  return {
    id: base.id,
    name: base.name,
    woundPoints: base.woundPoints,
    wounds: base.wounds,
    weapons: base.weapons,
    weaponInHand: base.weaponInHand,
    weaponSkills: base.weaponSkills,
    modifiers: base.modifiers,
    items: base.items,
    dead,
    thrown,
    strengthBonus,
    cannabis,
    itemsUsed,
  };
}

const MONSTER_KEYS = ['id', 'type', 'name', 'combatBonus', 'weapons', 'weaponSkill', 'woundPoints', 'wounds', 'dead'];

export function copyMonster(m: MonsterInCombat): Mutable<MonsterInCombat> {
  if (!hasKeysInOrder(m, MONSTER_KEYS)) return { ...m };
  return monsterRecord(m.id, m.type, m.name, m.combatBonus, m.weapons, m.weaponSkill, m.woundPoints, m.wounds, m.dead);
}

/** The one literal every monster's combat record is built by (joining combat and each copy; see combatStateRecord). */
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
): Mutable<MonsterInCombat> {
  return { id, type, name, combatBonus, weapons, weaponSkill, woundPoints, wounds, dead };
}

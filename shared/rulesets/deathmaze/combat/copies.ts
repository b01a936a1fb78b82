import { keyList, type EveryField, type KeySet } from '../../../core/shape';
import type { MarchingOrder } from './marching-order';
import type { AdventurerInCombat, CombatState, MonsterInCombat } from './types';

/*
 * The builders of the records a fight is made of: the combat state, its marching order, each adventurer's and each
 * monster's record. Each takes the whole record, named, and writes it out as one literal holding every key the record
 * may have (those it lacks undefined, which JSON leaves out): records built in one place share one hidden class, so the
 * engine's reads of them stay monomorphic, and a copy is several times faster than a spread (V8 copies a spread of a
 * record built elsewhere through its generic path). Each literal is typed with every key, and each key list is checked
 * against the record's type, so a field added to a record and forgotten here does not compile.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A combat state as the Advanced game extends it (its `advanced` data, typed in the advanced folder). */
type CombatRecord = CombatState & { readonly advanced?: unknown };

/** Every key a combat state may have, in the order its builder writes them. */
export const COMBAT_KEYS = keyList({
  version: true,
  game: true,
  round: true,
  phase: true,
  status: true,
  adventurers: true,
  monsters: true,
  party: true,
  monsterRows: true,
  acted: true,
  rowMoveMade: true,
  advanced: true,
  declared: true,
} satisfies KeySet<CombatRecord>);

/** `{ ...combat }`, through the one literal (see above); a fight's Advanced data and declared attacks included. */
export function buildCombatState<C extends CombatRecord>(combat: C): Mutable<C>;
// The record holds exactly `combat`'s fields (the others undefined): the overload above gives it `combat`'s own type.
export function buildCombatState(s: CombatRecord): Partial<EveryField<CombatRecord>> {
  const record: EveryField<CombatRecord> = {
    version: s.version,
    game: s.game,
    round: s.round,
    phase: s.phase,
    status: s.status,
    adventurers: s.adventurers,
    monsters: s.monsters,
    party: s.party,
    monsterRows: s.monsterRows,
    acted: s.acted,
    rowMoveMade: s.rowMoveMade,
    advanced: s.advanced,
    declared: s.declared,
  };
  return record;
}

/** A shallow copy of a combat state to change fields in (see buildCombatState). */
export function copyCombatState(s: CombatState): Mutable<CombatState> {
  return buildCombatState(s);
}

/** The one literal every combat's `party` (its marching order, `{ rows }`) is built by. */
export function buildMarchingOrder<O extends MarchingOrder>(order: O): Mutable<O>;
export function buildMarchingOrder(order: MarchingOrder): Partial<EveryField<MarchingOrder>> {
  const record: EveryField<MarchingOrder> = { rows: order.rows };
  return record;
}

/** An adventurer's combat record as the Advanced game extends it (its `advanced` data, typed in the advanced folder). */
type AdventurerRecord = AdventurerInCombat & { readonly advanced?: unknown };

/**
 * Every key an adventurer's combat record may have, in the order its builder writes them: a party member's, a charmed
 * monster's (charmedMonster) and the Advanced game's (advanced), then the fight's own.
 */
export const ADVENTURER_KEYS = keyList({
  id: true,
  name: true,
  woundPoints: true,
  wounds: true,
  weapons: true,
  weaponInHand: true,
  weaponSkills: true,
  modifiers: true,
  items: true,
  charmedMonster: true,
  advanced: true,
  dead: true,
  thrown: true,
  strengthBonus: true,
  cannabis: true,
  itemsUsed: true,
} satisfies KeySet<AdventurerRecord>);

/**
 * The one literal every adventurer's combat record is built by (joining combat and each copy): one hidden class for
 * party members, Wizards and charmed monsters alike, the keys a record lacks (a charmed monster's weapon skills, a
 * party member's charmedMonster) undefined.
 */
export function buildCombatAdventurer<A extends AdventurerRecord>(a: A): Mutable<A>;
export function buildCombatAdventurer(a: AdventurerRecord): Partial<EveryField<AdventurerRecord>> {
  const record: EveryField<AdventurerRecord> = {
    id: a.id,
    name: a.name,
    woundPoints: a.woundPoints,
    wounds: a.wounds,
    weapons: a.weapons,
    weaponInHand: a.weaponInHand,
    weaponSkills: a.weaponSkills,
    modifiers: a.modifiers,
    items: a.items,
    charmedMonster: a.charmedMonster,
    advanced: a.advanced,
    dead: a.dead,
    thrown: a.thrown,
    strengthBonus: a.strengthBonus,
    cannabis: a.cannabis,
    itemsUsed: a.itemsUsed,
  };
  return record;
}

/** `{ ...a }` through buildCombatAdventurer. */
export function copyAdventurer(a: AdventurerInCombat): Mutable<AdventurerInCombat> {
  return buildCombatAdventurer(a);
}

/** Every key a monster's combat record may have, in the order its builder writes them. */
export const MONSTER_KEYS = keyList({
  id: true,
  type: true,
  name: true,
  combatBonus: true,
  weapons: true,
  weaponSkill: true,
  woundPoints: true,
  wounds: true,
  dead: true,
  special: true,
} satisfies KeySet<MonsterInCombat>);

/** The one literal every monster's combat record is built by, `special` undefined for most (JSON leaves it out). */
export function buildMonster(m: MonsterInCombat): Mutable<MonsterInCombat> {
  const record: EveryField<MonsterInCombat> = {
    id: m.id,
    type: m.type,
    name: m.name,
    combatBonus: m.combatBonus,
    weapons: m.weapons,
    weaponSkill: m.weaponSkill,
    woundPoints: m.woundPoints,
    wounds: m.wounds,
    dead: m.dead,
    special: m.special,
  };
  return record;
}

/** `{ ...m }` through buildMonster. */
export function copyMonster(m: MonsterInCombat): Mutable<MonsterInCombat> {
  return buildMonster(m);
}

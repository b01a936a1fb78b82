import type { CombatOptions } from './advanced';
import { weaponById, weaponLabel } from './attack';
import {
  boxName,
  closestTo,
  findAdventurer,
  findMonster,
  monsterRow,
  occupiedCount,
  partyPlace,
  partyRow,
  type Draft,
  type Place,
} from './combat-state';
import { MISSILE_WEAPONS, WEAPON_KIND_NAMES, type WeaponKind } from './crt';
import { BOXES_PER_ROW } from './marching-order';
import { MAX_PARTY_ROWS } from './schema';
import type { AdventurerInCombat, CombatAction, CombatState, CombatWeapon } from './types';
import { mapPacked } from '../../../core/packed';

/*
 * Whether a combat action is legal now, and what an attack would be: who may act, with which weapon, at whom, and
 * where the party may move in its reorganization. Nothing here changes a fight (phases.ts applies the actions).
 */

export interface Refusal {
  readonly ok: false;
  readonly rule: string;
  readonly message: string;
}
export const refuse = (rule: string, text: string): Refusal => ({ ok: false, rule, message: text });

const PHASE_NAMES: Record<CombatState['phase'], string> = {
  partyCombat: 'Party Combat Phase',
  monsterCombat: 'Monster Combat Phase',
  partyReorganization: 'Party Reorganization Phase',
  monsterReorganization: 'Monster Reorganization Phase',
  over: 'end of combat',
};

// ---------------------------------------------------------------------------------------------------------------
// Party Combat Phase [8.22], [8.3], [8.4]

export interface AttackPlan {
  readonly ok: true;
  readonly row: number;
  /** His box in that row (where he stands decides which monsters are closest, [8.32]). */
  readonly box: number;
  readonly weapon: CombatWeapon | null;
  /** [8.47] An unarmed adventurer takes up his other weapon without losing the attack. */
  readonly freeSwitch: boolean;
  /**
   * What the plan was worked out from: the adventurer's record and the party's rows (a plan reads nothing else but the
   * weapon named). Records and rows are never changed once in a state, so the same two objects give the same plan
   * (see declared-plans.ts).
   */
  readonly adventurer: AdventurerInCombat;
  readonly rows: CombatState['party']['rows'];
}

export function usableFromRow(kind: WeaponKind, row: number): boolean {
  if (row === 0) return kind !== 'bow';
  if (row === 1) return MISSILE_WEAPONS.includes(kind);
  return false;
}

export function unthrown(adventurer: AdventurerInCombat): readonly CombatWeapon[] {
  // Nothing thrown (nearly always): the weapons themselves, no filtered copy; callers only read the list.
  if (adventurer.thrown.length === 0) return adventurer.weapons;
  return notThrown(adventurer.weapons, adventurer.thrown);
}

/*
 * The lookups below are plain functions of their arguments rather than closures inside the hot checks: a parameter a
 * closure reads is kept in a context record that the function makes on every call, closure or no closure (planAttack,
 * unthrown, targetCheck and checkCombatAction each made one for every candidate attack, though the closures were
 * built only on rare paths).
 */

function notThrown(weapons: readonly CombatWeapon[], thrown: readonly string[]): CombatWeapon[] {
  const out: CombatWeapon[] = [];
  for (let i = 0; i < weapons.length; i++) if (!thrown.includes(weapons[i]!.id)) out.push(weapons[i]!);
  return out;
}

/** The first of `weapons` with this id, or null (`find`'s first, undefined made null). */
function weaponIn(weapons: readonly CombatWeapon[], id: string): CombatWeapon | null {
  for (let i = 0; i < weapons.length; i++) if (weapons[i]!.id === id) return weapons[i]!;
  return null;
}

/** The weapons usable from `row`, in order. */
function usableFrom(weapons: readonly CombatWeapon[], row: number): CombatWeapon[] {
  const out: CombatWeapon[] = [];
  for (let i = 0; i < weapons.length; i++) if (usableFromRow(weapons[i]!.kind, row)) out.push(weapons[i]!);
  return out;
}

/** The first item with this id, if any. */
function itemIn(items: AdventurerInCombat['items'], id: string): NonNullable<AdventurerInCombat['items']>[number] | undefined {
  if (items === undefined) return undefined;
  for (let i = 0; i < items.length; i++) if (items[i]!.id === id) return items[i];
  return undefined;
}

function actorCheck(state: CombatState, adventurerId: string): Refusal | { ok: true; adventurer: AdventurerInCombat } {
  if (state.status !== 'ongoing') return refuse('8.11', 'The combat is over.');
  if (state.phase !== 'partyCombat') return refuse('8.2', `Adventurers act only in the Party Combat Phase; it is the ${PHASE_NAMES[state.phase]}.`);
  const adventurer = findAdventurer(state, adventurerId);
  if (!adventurer) return refuse('8.22', `There is no adventurer “${adventurerId}” in this combat.`);
  if (adventurer.dead) return refuse('8.46', `${adventurer.name} is dead.`);
  if (state.acted.includes(adventurer.id)) return refuse('8.22', `${adventurer.name} has already acted in this Party Combat Phase.`);
  return { ok: true, adventurer };
}

/** Which weapon an attack would use, from which row, or why it cannot be made. */
export function planAttack(state: CombatState, adventurer: AdventurerInCombat, weaponId?: string, place: Place | undefined = partyPlace(state, adventurer.id)): AttackPlan | Refusal {
  if (!place) return refuse('8.46', `${adventurer.name} is not in the marching order.`);
  const { row, box } = place;
  if (row >= 2) return refuse('5.12', `${adventurer.name} is in row ${row + 1}; only the first two rows can fight [5.12].`);
  if (adventurer.charmedMonster && typeof adventurer.charmedMonster.combatBonus === 'number' && adventurer.weapons.length === 0) {
    if (row !== 0) return refuse('5.12', `${adventurer.name} has no missile weapon and can fight only from the first row [5.12].`);
    return { ok: true, row, box, weapon: null, freeSwitch: false, adventurer, rows: state.party.rows };
  }
  const available = unthrown(adventurer);
  if (available.length === 0) {
    return refuse('8.47', `${adventurer.name} has no weapons left and may not attack again in this combat [8.47].`);
  }
  const inHand = weaponById(adventurer, adventurer.weaponInHand);
  let weapon = inHand;
  let freeSwitch = false;
  if (weaponId !== undefined && weaponId !== adventurer.weaponInHand) {
    if (inHand) {
      return refuse(
        '8.41',
        `${adventurer.name} holds his ${weaponLabel(inHand)}; changing weapons takes the whole Party Combat Phase and he may not attack in it [8.41].`,
      );
    }
    weapon = weaponIn(available, weaponId);
    if (!weapon) return refuse('8.47', `${adventurer.name} has no unthrown weapon “${weaponId}”.`);
    freeSwitch = true;
  } else if (!inHand) {
    const usable = usableFrom(available, row);
    if (usable.length !== 1) {
      return refuse('8.47', `${adventurer.name} is unarmed; name the weapon he takes up (${available.map((w) => w.id).join(', ')}).`);
    }
    weapon = usable[0]!;
    freeSwitch = true;
  }
  if (!weapon) return refuse('8.41', `${adventurer.name} has no weapon in hand.`);
  if (row === 0 && weapon.kind === 'bow') {
    return refuse('5.12', `${adventurer.name} is in the first row, where only melee weapons can be used; he must change from his bow [5.12], [8.41].`);
  }
  if (row === 1 && !MISSILE_WEAPONS.includes(weapon.kind)) {
    return refuse('8.34', `From the second row only bows and throwing daggers can attack; ${adventurer.name} holds a ${WEAPON_KIND_NAMES[weapon.kind]} [8.34].`);
  }
  return { ok: true, row, box, weapon, freeSwitch, adventurer, rows: state.party.rows };
}

/** The monsters an adventurer may attack from where he stands ([8.31]/[8.32] front row, [8.34] second row). */
export function legalTargets(state: CombatState, adventurer: AdventurerInCombat): string[] {
  const place = partyPlace(state, adventurer.id);
  if (!place || place.row > 1) return [];
  const front = monsterRow(state, 0);
  if (place.row === 1) return mapPacked(front, (m) => m.id);
  return mapPacked(closestTo(place.box, front), (m) => m.id);
}

// Judged for every candidate attack the autoplayer weighs and for every attack made: the rows are read in place, and
// lists are built only for a refusal's words. `place` is the adventurer's own (partyPlace).
function targetCheck(state: CombatState, adventurer: AdventurerInCombat, targetId: string | undefined, place: Place): Refusal | undefined {
  const front = state.monsterRows[0];
  if (occupiedCount(front) === 0) return refuse('8.22', 'There is no monster in the monsters’ front row to attack [8.22].');
  if (!targetId) return refuse('8.32', `Name the monster ${adventurer.name} attacks.`);
  const target = findMonster(state, targetId);
  if (!target || target.dead) return refuse('8.22', `“${targetId}” is not a living monster.`);
  const targetBox = front!.indexOf(targetId);
  if (targetBox < 0) {
    return refuse('8.22', `${target.name} is not in the monsters’ front row; only front-row monsters can be attacked [8.22], [8.34].`);
  }
  // From the first row only the closest (legalTargets); from the second, any in the front row.
  if (place.row === 0 && !isClosest(front!, place.box, targetBox)) return notClosest(state, adventurer);
  return undefined;
}

/** [8.31], [8.32] The refusal of an attack on a front-row monster other than the closest. */
function notClosest(state: CombatState, adventurer: AdventurerInCombat): Refusal {
  const names = legalTargets(state, adventurer).map((id) => findMonster(state, id)?.name ?? id).join(' or ');
  const section = occupiedCount(state.monsterRows[0]) === occupiedCount(state.party.rows[0]) ? '8.31' : '8.32';
  return refuse(section, `${adventurer.name} must attack the monster closest to him (${names}) [${section}].`);
}

/** [8.32] Whether no taken box of the monsters' front row is nearer to `box` than `targetBox` (closestTo, uncounted). */
function isClosest(front: readonly (string | null)[], box: number, targetBox: number): boolean {
  const distance = Math.abs(targetBox - box);
  for (let b = 0; b < front.length; b++) {
    if (front[b] !== null && front[b] !== undefined && Math.abs(b - box) < distance) return false;
  }
  return true;
}

/**
 * The attacks `legalAttacksAmong` last found legal, with their plans and the state they were judged in. The autoplayer
 * lists the legal attacks and then plays one of those very action objects on that very state, so the check that
 * applies it (`checkAttack`) can take the plan worked out for the list instead of judging the attack a second time. A
 * plan depends on nothing but the state and the action, and states are never changed once made, so the plan kept is
 * the one a second judgement would give. One slot, per thread: it holds on to one state at most.
 */
let lastListed: { readonly state: CombatState; readonly attacks: readonly object[]; readonly plans: readonly AttackPlan[] } | undefined;

/** An attack's plan, or why it is illegal: applyCombatAction keeps the plan rather than working it out again. */
export function checkAttack(state: CombatState, action: Extract<CombatAction, { type: 'attack' }>): Refusal | AttackPlan {
  if (lastListed !== undefined && lastListed.state === state) {
    const i = lastListed.attacks.indexOf(action);
    if (i >= 0) return lastListed.plans[i]!;
  }
  const actor = actorCheck(state, action.adventurerId);
  if (!actor.ok) return actor;
  const plan = planAttack(state, actor.adventurer, action.weaponId);
  if (!plan.ok) return plan;
  const refused = targetCheck(state, actor.adventurer, action.targetId, plan);
  return refused ?? plan;
}

/**
 * An attacker the caller has already found able to act (the fight ongoing, its Party Combat Phase, he alive and yet to
 * act: all `actorCheck` asks), with his place in the marching order.
 */
export interface KnownAttacker {
  readonly adventurer: AdventurerInCombat;
  readonly place: Place | undefined;
}

/**
 * The legal ones, in order, among candidate attacks of one adventurer: each judged as `checkCombatAction` judges it,
 * with his own checks made once and each weapon's plan worked out once rather than for every target.
 */
export function legalAttacksAmong<A extends Extract<CombatAction, { type: 'attack' }>>(state: CombatState, candidates: readonly A[], known?: KnownAttacker): A[] {
  const out: A[] = [];
  const first = candidates[0];
  if (first === undefined) return out;
  // He and his place, when the caller knows them already (the same for every candidate).
  let adventurer: AdventurerInCombat;
  let place: Place | undefined;
  if (known !== undefined) {
    adventurer = known.adventurer;
    place = known.place;
  } else {
    const actor = actorCheck(state, first.adventurerId);
    if (!actor.ok) return out;
    adventurer = actor.adventurer;
    place = partyPlace(state, adventurer.id);
  }
  // The plan of the weapon last asked about: candidates come weapon by weapon, so each is planned once (a plan
  // depends on nothing else, so planning one again would give the same). Two locals, no record per call.
  let plan: AttackPlan | Refusal | undefined;
  let plannedWeaponId: string | undefined;
  // Each legal attack's plan, kept for `checkAttack` (see lastListed).
  const plans: AttackPlan[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const action = candidates[i]!;
    if (action.adventurerId !== first.adventurerId) throw new Error('legalAttacksAmong: candidates of one adventurer only');
    if (plan === undefined || plannedWeaponId !== action.weaponId) {
      plan = planAttack(state, adventurer, action.weaponId, place);
      plannedWeaponId = action.weaponId;
    }
    if (plan.ok && targetCheck(state, adventurer, action.targetId, plan) === undefined) {
      out.push(action);
      plans.push(plan);
    }
  }
  lastListed = { state, attacks: out, plans };
  return out;
}

/** Why an action is illegal now, or undefined if it may be applied. Shared by applyCombatAction and combatChoices. */
export function checkCombatAction(state: CombatState, action: CombatAction, options: CombatOptions = {}): Refusal | undefined {
  switch (action.type) {
    case 'retreat':
      return refuse('8.11', 'Once combat has been joined it continues until all the adventurers or all the monsters are dead; the party may not back out [8.11].');
    case 'attack': {
      const checked = checkAttack(state, action);
      return checked.ok ? undefined : checked;
    }
    case 'changeWeapon': {
      const actor = actorCheck(state, action.adventurerId);
      if (!actor.ok) return actor;
      const a = actor.adventurer;
      const weapon = weaponIn(a.weapons, action.weaponId);
      if (!weapon) return refuse('8.41', `${a.name} does not carry “${action.weaponId}”.`);
      if (a.thrown.includes(weapon.id)) return refuse('8.47', `${a.name}'s ${weaponLabel(weapon)} has been thrown; it is recovered only after combat [8.47].`);
      if (a.weaponInHand === weapon.id) return refuse('8.41', `${a.name} already holds his ${weaponLabel(weapon)}.`);
      return undefined;
    }
    case 'useItem': {
      const actor = actorCheck(state, action.adventurerId);
      if (!actor.ok) return actor;
      const a = actor.adventurer;
      const item = itemIn(a.items, action.itemId);
      if (!item) return refuse('9.17', `${a.name} does not carry the item “${action.itemId}”; only its bearer may use an item in combat [9.17].`);
      if (a.itemsUsed.includes(item.id)) return refuse('9.51', `${a.name} has already used that item.`);
      if (item.kind === 'charmPerson' || item.kind === 'charmMonster') {
        const section = item.kind === 'charmPerson' ? '9.45' : '9.46';
        if (a.charmedMonster) return refuse(section, `${a.name} is a charmed monster and drinks no potions.`);
        if (!options.charmPotions) return refuse(section, 'Charm potions are not handled by this combat.');
        return options.charmPotions.check(state, action);
      }
      if (item.kind === 'redPepper') {
        const place = partyPlace(state, a.id);
        if (!place || place.row !== 0) return refuse('9.55', `Only an adventurer in the party’s front row may use Red Pepper [9.55].`);
        return targetCheck(state, a, action.targetId, place);
      }
      return undefined;
    }
    case 'castSpell': {
      const actor = actorCheck(state, action.adventurerId);
      if (!actor.ok) return actor;
      if (state.game !== 'advanced' || !options.hooks?.castSpell) {
        return refuse('11.21', 'Spells are cast only in the Advanced game, which this combat engine does not implement yet [11.21].');
      }
      return undefined;
    }
    case 'endPartyCombat':
      if (state.status !== 'ongoing') return refuse('8.11', 'The combat is over.');
      if (state.phase !== 'partyCombat') return refuse('8.2', `It is the ${PHASE_NAMES[state.phase]}, not the Party Combat Phase.`);
      return undefined;
    case 'shift':
      return checkShift(state, action.adventurerId, action.toBox);
    case 'moveRow':
      return checkRowMove(state, action.adventurerId, action.toRow, action.toBox);
    case 'endPartyReorganization': {
      if (state.status !== 'ongoing') return refuse('8.11', 'The combat is over.');
      if (state.phase !== 'partyReorganization') return refuse('8.2', `It is the ${PHASE_NAMES[state.phase]}, not the Party Reorganization Phase.`);
      const forced = forcedRow(state);
      if (forced !== undefined && !state.rowMoveMade) {
        return refuse(
          '8.24',
          `The party’s front row holds ${occupiedCount(state.party.rows[0]) === 0 ? 'no one' : 'only one adventurer'}: one adventurer from row ${forced + 1} must first move toward the front [8.24], [8.52].`,
        );
      }
      return undefined;
    }
    default:
      return refuse('8.2', `Unknown combat action “${(action as { type?: unknown }).type}”.`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Party Reorganization Phase [8.24], [8.52]

function reorgCheck(state: CombatState, adventurerId: string): Refusal | { ok: true; adventurer: AdventurerInCombat; row: number; box: number } {
  if (state.status !== 'ongoing') return refuse('8.11', 'The combat is over.');
  if (state.phase !== 'partyReorganization') {
    return refuse('8.24', `The marching order changes in combat only in the Party Reorganization Phase; it is the ${PHASE_NAMES[state.phase]} [5.14], [8.24].`);
  }
  const adventurer = findAdventurer(state, adventurerId);
  if (!adventurer || adventurer.dead) return refuse('8.52', `“${adventurerId}” is not a living member of the party.`);
  const place = partyPlace(state, adventurer.id);
  if (!place) return refuse('8.52', `${adventurer.name} is not in the marching order.`);
  // Written out: a spread of the place went through V8's generic copy (the same keys, in the same order).
  return { ok: true, adventurer, row: place.row, box: place.box };
}

function checkShift(state: CombatState, adventurerId: string, toBox: number): Refusal | undefined {
  const who = reorgCheck(state, adventurerId);
  if (!who.ok) return who;
  if (!Number.isInteger(toBox) || toBox < 0 || toBox >= BOXES_PER_ROW) return refuse('8.52', 'A row has three boxes: 0 (left), 1 (centre), 2 (right).');
  if (toBox === who.box) return refuse('8.52', `${who.adventurer.name} is already in that box.`);
  const row = state.party.rows[who.row]!;
  const lo = Math.min(toBox, who.box);
  const hi = Math.max(toBox, who.box);
  for (let b = lo; b <= hi; b++) {
    if (b !== who.box && row[b] !== null) {
      return refuse('8.52', `${who.adventurer.name} cannot shift to the ${boxName(toBox)} box: no counter may move onto, over or through another [8.52].`);
    }
  }
  return undefined;
}

/** When the front row holds one or no adventurer: the row whose adventurers must supply the one move forward. */
export function forcedMovers(state: CombatState): { row: number; ids: string[] } | undefined {
  const row = forcedRow(state);
  return row === undefined ? undefined : { row, ids: partyRow(state, row).map((a) => a.id) };
}

/** `forcedMovers(state)?.row`, counted without listing anyone: checked in every Party Reorganization Phase. */
export function forcedRow(state: CombatState | Draft): number | undefined {
  const rows = state.party.rows;
  if (occupiedCount(rows[0]) > 1) return undefined;
  for (let r = 1; r < rows.length; r++) if (occupiedCount(rows[r]) > 0) return r;
  return undefined;
}

function checkRowMove(state: CombatState, adventurerId: string, toRow: number, toBox: number): Refusal | undefined {
  const who = reorgCheck(state, adventurerId);
  if (!who.ok) return who;
  const name = who.adventurer.name;
  if (state.rowMoveMade) return refuse('8.52', 'Only one adventurer may change rows in a Party Reorganization Phase [8.24], [8.52].');
  if (!Number.isInteger(toRow) || Math.abs(toRow - who.row) !== 1 || toRow < 0) {
    return refuse('8.24', `${name} may move only to the row directly ahead of or behind his own [8.24].`);
  }
  if (toRow > state.party.rows.length) return refuse('8.24', 'There is no such row.');
  if (toRow >= MAX_PARTY_ROWS) return refuse('8.52', `The marching order has ${MAX_PARTY_ROWS} rows at most; ${name} cannot step back further.`);
  if (!Number.isInteger(toBox) || toBox < 0 || toBox >= BOXES_PER_ROW) return refuse('8.52', 'A row has three boxes: 0 (left), 1 (centre), 2 (right).');
  if (Math.abs(toBox - who.box) > 1) {
    return refuse('8.52', `${name} can step only to the box directly ${toRow < who.row ? 'ahead' : 'behind'} or diagonally next to it; shift him along his row first [8.52].`);
  }
  const target = state.party.rows[toRow]?.[toBox] ?? null;
  if (target !== null) return refuse('8.52', `The ${boxName(toBox)} box of row ${toRow + 1} is taken; no row may hold more than three adventurers [8.24].`);
  const forced = forcedRow(state);
  if (forced !== undefined) {
    if (who.row !== forced || toRow !== forced - 1) {
      return refuse(
        '8.52',
        `With ${occupiedCount(state.party.rows[0]) === 0 ? 'no one' : 'one adventurer'} in the front row, the move must be made toward the front by an adventurer of row ${forced + 1}, the nearest to the front [8.24], [8.52].`,
      );
    }
  } else if (who.row === 0 && toRow === 1 && occupiedCount(state.party.rows[0]) === 2) {
    return refuse('8.52', `With two adventurers in the front row neither may move back to the second row [8.52].`);
  }
  return undefined;
}

import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CombatOptions, HookResult } from './advanced';
import { adventurerAttack, inflictWounds, monsterAttack, weaponById, weaponLabel } from './attack';
import {
  actionDraftOf,
  boxName,
  closestTo,
  draftOf,
  findAdventurer,
  findMonster,
  freeze,
  markActed,
  message,
  monsterRow,
  occupiedCount,
  partyPlace,
  partyRow,
  realignFrontLines,
  rollEvent,
  settleStatus,
  trimPartyRows,
  writableAdventurer,
  writableMonster,
  type Draft,
  type Place,
  type DraftAdventurer,
  type DraftMonster,
} from './combat-state';
import { MISSILE_WEAPONS, WEAPON_KIND_NAMES, type WeaponKind } from './crt';
import { BOXES_PER_ROW } from './marching-order';
import { MAX_PARTY_ROWS } from './schema';
import type { AdventurerInCombat, CombatAction, CombatState, CombatStep, CombatWeapon } from './types';

export interface Refusal {
  readonly ok: false;
  readonly rule: string;
  readonly message: string;
}
const refuse = (rule: string, text: string): Refusal => ({ ok: false, rule, message: text });

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
}

function usableFromRow(kind: WeaponKind, row: number): boolean {
  if (row === 0) return kind !== 'bow';
  if (row === 1) return MISSILE_WEAPONS.includes(kind);
  return false;
}

function unthrown(adventurer: AdventurerInCombat): readonly CombatWeapon[] {
  // Nothing thrown (nearly always): the weapons themselves, no filtered copy; callers only read the list.
  if (adventurer.thrown.length === 0) return adventurer.weapons;
  return adventurer.weapons.filter((w) => !adventurer.thrown.includes(w.id));
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
    return { ok: true, row, box, weapon: null, freeSwitch: false };
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
    weapon = available.find((w) => w.id === weaponId) ?? null;
    if (!weapon) return refuse('8.47', `${adventurer.name} has no unthrown weapon “${weaponId}”.`);
    freeSwitch = true;
  } else if (!inHand) {
    const usable = available.filter((w) => usableFromRow(w.kind, row));
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
  return { ok: true, row, box, weapon, freeSwitch };
}

/** The monsters an adventurer may attack from where he stands ([8.31]/[8.32] front row, [8.34] second row). */
export function legalTargets(state: CombatState, adventurer: AdventurerInCombat): string[] {
  const place = partyPlace(state, adventurer.id);
  if (!place || place.row > 1) return [];
  const front = monsterRow(state, 0);
  if (place.row === 1) return front.map((m) => m.id);
  return closestTo(place.box, front).map((m) => m.id);
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
  if (place.row === 0 && !isClosest(front!, place.box, targetBox)) {
    const names = legalTargets(state, adventurer).map((id) => findMonster(state, id)?.name ?? id).join(' or ');
    const section = occupiedCount(front) === occupiedCount(state.party.rows[0]) ? '8.31' : '8.32';
    return refuse(section, `${adventurer.name} must attack the monster closest to him (${names}) [${section}].`);
  }
  return undefined;
}

/** [8.32] Whether no taken box of the monsters' front row is nearer to `box` than `targetBox` (closestTo, uncounted). */
function isClosest(front: readonly (string | null)[], box: number, targetBox: number): boolean {
  const distance = Math.abs(targetBox - box);
  for (let b = 0; b < front.length; b++) {
    if (front[b] !== null && front[b] !== undefined && Math.abs(b - box) < distance) return false;
  }
  return true;
}

/** An attack's plan, or why it is illegal: applyCombatAction keeps the plan rather than working it out again. */
function checkAttack(state: CombatState, action: Extract<CombatAction, { type: 'attack' }>): Refusal | AttackPlan {
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
  // depends on nothing else, so planning one again would give the same).
  let planned: { readonly weaponId: string | undefined; readonly plan: AttackPlan | Refusal } | undefined;
  for (const action of candidates) {
    if (action.adventurerId !== first.adventurerId) throw new Error('legalAttacksAmong: candidates of one adventurer only');
    if (planned === undefined || planned.weaponId !== action.weaponId) {
      planned = { weaponId: action.weaponId, plan: planAttack(state, adventurer, action.weaponId, place) };
    }
    const plan = planned.plan;
    if (plan.ok && targetCheck(state, adventurer, action.targetId, plan) === undefined) out.push(action);
  }
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
      const weapon = a.weapons.find((w) => w.id === action.weaponId);
      if (!weapon) return refuse('8.41', `${a.name} does not carry “${action.weaponId}”.`);
      if (a.thrown.includes(weapon.id)) return refuse('8.47', `${a.name}'s ${weaponLabel(weapon)} has been thrown; it is recovered only after combat [8.47].`);
      if (a.weaponInHand === weapon.id) return refuse('8.41', `${a.name} already holds his ${weaponLabel(weapon)}.`);
      return undefined;
    }
    case 'useItem': {
      const actor = actorCheck(state, action.adventurerId);
      if (!actor.ok) return actor;
      const a = actor.adventurer;
      const item = a.items?.find((i) => i.id === action.itemId);
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
  return { ok: true, adventurer, ...place };
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
function forcedRow(state: CombatState | Draft): number | undefined {
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

// ---------------------------------------------------------------------------------------------------------------
// Applying actions

function applyHook(result: HookResult, events: GameEvent[]): CombatState | Refusal {
  if (!result.ok) return result;
  events.push(...result.events);
  return result.combat;
}

/** Resolves one adventurer's attack action: one attack, or two on the same monster with Cannabis [9.56]. */
function resolveAttack(draft: Draft, origin: CombatState | undefined, action: Extract<CombatAction, { type: 'attack' }>, plan: AttackPlan, rng: Rng, events: GameEvent[]) {
  // The attacker's record is read until something of his changes (most attacks change nothing of his): only then is
  // it copied, through `writable`, and read from the copy after that.
  let a = findAdventurer(draft, action.adventurerId) as DraftAdventurer;
  const writable = (): DraftAdventurer => (a = writableAdventurer(draft, action.adventurerId, origin)!);
  let target = findMonster(draft, action.targetId) as DraftMonster;
  const writableTarget = (): DraftMonster => (target = writableMonster(draft, action.targetId, origin)!);
  let weapon = plan.weapon;
  if (plan.freeSwitch && weapon) {
    writable().weaponInHand = weapon.id;
    events.push(message(`${a.name}, unarmed, takes up his ${weaponLabel(weapon)} without losing his attack [8.47].`, '8.47'));
  }
  const attacks = a.cannabis ? 2 : 1;
  for (let n = 0; n < attacks; n++) {
    if (n === 1) {
      if (target.dead) {
        events.push(message(`${a.name}'s second Cannabis attack is lost: both must be made on the same monster [9.56].`, '9.56'));
        break;
      }
      if (!weapon) {
        const other = unthrown(a as AdventurerInCombat).find((w) => usableFromRow(w.kind, plan.row)) ?? null;
        if (!other) {
          events.push(message(`${a.name} has no weapon left for his second Cannabis attack [8.47].`, '8.47'));
          break;
        }
        weapon = other;
        writable().weaponInHand = other.id;
        events.push(message(`${a.name} takes up his ${weaponLabel(other)} for the second attack [8.47].`, '8.47'));
      }
      events.push(message(`${a.name} attacks again (Cannabis) [9.56].`, '9.56'));
    }
    adventurerAttack(draft, a, weapon, target, rng, events, writableTarget);
    if (weapon && weapon.kind === 'throwingDagger' && plan.row === 1) {
      writable().thrown.push(weapon.id);
      a.weaponInHand = null;
      events.push(message(`${a.name} has thrown his ${weaponLabel(weapon)}; it can be recovered after the fight [8.47].`, '8.47'));
      weapon = null;
    }
  }
}

/**
 * [8.42] The declared attacks, in the order declared. An attack on a monster already dead this phase is wasted (the
 * text has every target chosen first, then every attack resolved); so is one whose attacker has fallen meanwhile.
 */
function resolveDeclared(draft: Draft, origin: CombatState | undefined, rng: Rng, events: GameEvent[]): void {
  const declared = draft.declared;
  if (declared === undefined) return;
  // Cleared, not deleted: the key stays where the combat state's literal wrote it (one hidden class; JSON drops it).
  draft.declared = undefined;
  if (declared.length) events.push(message(`The declared attacks are resolved [8.42].`, '8.42'));
  for (const d of declared) {
    const a = findAdventurer(draft, d.adventurerId);
    const target = findMonster(draft, d.targetId);
    if (!a || a.dead) continue;
    if (!target || target.dead) {
      events.push(message(`${a.name}'s attack on ${target?.name ?? d.targetId} is wasted: it is already dead [8.42].`, '8.42'));
      continue;
    }
    const plan = planAttack(draft as CombatState, a as AdventurerInCombat, d.weaponId);
    if (!plan.ok) {
      events.push(message(`${a.name}'s attack is lost: ${plan.message}`, plan.rule));
      continue;
    }
    resolveAttack(draft, origin, { type: 'attack', ...d }, plan, rng, events);
  }
}

/**
 * [8.42] The attacks declared so far, resolved now without ending the phase (ending the Party Combat Phase does this
 * first): for tests and tools that look at one attack at a time.
 */
export function resolveDeclaredAttacks(state: CombatState, rng: Rng): CombatStep {
  const events: GameEvent[] = [];
  const draft = draftOf(state);
  resolveDeclared(draft, undefined, rng, events);
  settleStatus(draft, events);
  return { ok: true, combat: freeze(draft), events };
}

function resolveItem(draft: Draft, origin: CombatState | undefined, action: Extract<CombatAction, { type: 'useItem' }>, rng: Rng, events: GameEvent[]) {
  const a = writableAdventurer(draft, action.adventurerId, origin)!;
  const item = a.items!.find((i) => i.id === action.itemId)!;
  a.itemsUsed.push(item.id);
  switch (item.kind) {
    case 'strengthPotion':
    case 'spinach': {
      const section = item.kind === 'spinach' ? '9.54' : '9.44';
      const r = roll(rng, '1D6', { section, table: 'Strength', purpose: `${a.name}'s Strength bonus` });
      const before = a.strengthBonus;
      a.strengthBonus = Math.max(before, r.total);
      events.push(
        rollEvent(
          `${a.name} uses ${item.kind === 'spinach' ? 'Spinach' : 'a Strength Potion'}: rolled ${r.total}; Combat Bonus +${a.strengthBonus} for the rest of this combat${before > r.total ? ' (the earlier, higher roll stands)' : ''}.`,
          withResult(r, `+${r.total}`),
        ),
      );
      break;
    }
    case 'cannabis':
      a.cannabis = true;
      events.push(message(`${a.name} uses Cannabis: two attacks in each Party Combat Phase from the next one on [9.56].`, '9.56'));
      break;
    case 'redPepper': {
      const target = writableMonster(draft, action.targetId!, origin)!;
      const r = roll(rng, '1D6', { section: '9.55', table: 'Red Pepper flame', purpose: `${a.name} breathes flame at ${target.name}` });
      events.push(rollEvent(`${a.name} breathes flame (Red Pepper) at ${target.name}: rolled ${r.total}.`, withResult(r, `${r.total} wounds`)));
      inflictWounds(draft, target, r.total, events, '9.55', a.id);
      break;
    }
    case 'healingPotion':
    case 'mustard': {
      const section = item.kind === 'mustard' ? '9.52' : '9.42';
      const r = roll(rng, '1D6', { section, table: 'Healing', purpose: `${a.name} heals` });
      const healed = Math.min(a.wounds, r.total);
      a.wounds -= healed;
      events.push(
        rollEvent(`${a.name} uses ${item.kind === 'mustard' ? 'Mustard' : 'a Healing Potion'}: rolled ${r.total}, ${healed} wound${healed === 1 ? '' : 's'} healed.`, withResult(r, `${healed} healed`)),
      );
      break;
    }
  }
}

/** [8.23], [8.33], [8.35], [8.44] Every monster attacks; no decisions are the player's, so it runs by itself. */
function monsterCombatPhase(draft: Draft, draftOrigin: CombatState | undefined, rng: Rng, options: CombatOptions, events: GameEvent[]): Draft {
  draft.phase = 'monsterCombat';
  events.push(message(`Round ${draft.round}: Monster Combat Phase.`, '8.23'));
  let current = draft;
  // The state `current` shares records with, until an Advanced hook hands back a state and it is copied whole.
  let origin = draftOrigin;
  const hooks = current.game === 'advanced' ? options.hooks : undefined;
  const attackers: { id: string; box: number; row: number }[] = [];
  for (let row = 0; row < 2; row++) {
    const boxes = current.monsterRows[row] ?? [];
    for (let box = 0; box < boxes.length; box++) {
      const id = boxes[box];
      if (id !== null && id !== undefined) attackers.push({ id, box, row });
    }
  }
  for (const slot of attackers) {
    const monster = findMonster(current, slot.id)! as DraftMonster;
    if (monster.dead) continue;
    let weapon: WeaponKind | null = null;
    let targetId: string | undefined;
    if (slot.row === 0) {
      if (monster.combatBonus === 'W') weapon = monster.weapons.find((w) => w !== 'bow') ?? monster.weapons[0] ?? null;
      // The one closest adventurer (the usual case) is read off the row; lists are built only for a tie.
      const only = soleClosest(current.party.rows[0], slot.box);
      const closest = only === undefined ? closestTo(slot.box, partyRow(current, 0)) : undefined;
      if (closest !== undefined && closest.length === 0) {
        events.push(message(`${monster.name} has no one in the party’s front row to attack.`, '8.23'));
        continue;
      }
      targetId = closest === undefined ? only : tieRoll(closest, '8.33', monster.name, rng, events);
    } else {
      // [8.35] Only monsters with bows attack from the second row; [8.44] they use the bow there.
      if (!monster.weapons.includes('bow')) continue;
      weapon = 'bow';
      const targets = partyRow(current, 0);
      if (targets.length === 0) {
        events.push(message(`${monster.name} has no one in the party’s front row to shoot at.`, '8.35'));
        continue;
      }
      targetId = targets.length === 1 ? targets[0]!.id : tieRoll(targets, '8.35', monster.name, rng, events);
    }
    // Read until wounded: the target's record is copied only then (see monsterAttack).
    const draftNow = current;
    const originNow = origin;
    let target = findAdventurer(current, targetId!) as DraftAdventurer;
    monsterAttack(current, monster, weapon, target, rng, events, () => (target = writableAdventurer(draftNow, targetId!, originNow)!));
    if (hooks?.afterMonsterAttack) {
      const next = applyHook(hooks.afterMonsterAttack(freeze(current), monster.id, target.id, rng), events);
      if ('ok' in next) throw new Error(`Advanced hook refused: ${next.message}`);
      current = draftOf(next);
      origin = undefined;
    }
  }
  if (hooks?.endOfMonsterCombatPhase) {
    const next = applyHook(hooks.endOfMonsterCombatPhase(freeze(current), rng), events);
    if ('ok' in next) throw new Error(`Advanced hook refused: ${next.message}`);
    current = draftOf(next);
  }
  return current;
}

/** The id in `row` nearest to `box` when exactly one is nearest; undefined when the row is empty or two tie. */
function soleClosest(row: readonly (string | null)[] | undefined, box: number): string | undefined {
  if (row === undefined) return undefined;
  let best = Infinity;
  let found: string | undefined;
  for (let b = 0; b < row.length; b++) {
    const id = row[b];
    if (id === null || id === undefined) continue;
    const distance = Math.abs(b - box);
    if (distance < best) {
      best = distance;
      found = id;
    } else if (distance === best) {
      found = undefined;
    }
  }
  return found;
}

/**
 * [8.33] two equally close adventurers: 1-3 the rightmost, 4-6 the leftmost. [8.35] a bowman facing three: 1-2
 * rightmost, 3-4 centre, 5-6 leftmost; facing two, the [8.33] procedure.
 */
function tieRoll(candidates: readonly { id: string; box: number }[], section: '8.33' | '8.35', monsterName: string, rng: Rng, events: GameEvent[]): string {
  const sorted = [...candidates].sort((x, y) => x.box - y.box);
  const leftmost = sorted[0]!;
  const rightmost = sorted[sorted.length - 1]!;
  const r = roll(rng, '1D6', {
    section,
    table: sorted.length === 3 ? 'Bow target among three (8.35)' : 'Equally close adventurers (8.33)',
    purpose: `Whom ${monsterName} attacks`,
  });
  let chosen: { id: string; box: number };
  let where: string;
  if (sorted.length === 3) {
    chosen = r.total <= 2 ? rightmost : r.total <= 4 ? sorted[1]! : leftmost;
    where = r.total <= 2 ? 'rightmost (1-2)' : r.total <= 4 ? 'centre (3-4)' : 'leftmost (5-6)';
  } else {
    chosen = r.total <= 3 ? rightmost : leftmost;
    where = r.total <= 3 ? 'rightmost (1-3)' : 'leftmost (4-6)';
  }
  events.push(rollEvent(`${monsterName} picks its target: rolled ${r.total}, the ${where} adventurer.`, withResult(r, where), { section }));
  return chosen.id;
}

/** [8.25], [8.51] One monster steps up from the second row if the front row has a gap; then [8.53]. */
function monsterReorganizationPhase(draft: Draft, rng: Rng, events: GameEvent[]): void {
  draft.phase = 'monsterReorganization';
  // Counted first: the second row is listed only when one of it moves up (in most phases none does).
  if (occupiedCount(draft.monsterRows[0]) < 3 && occupiedCount(draft.monsterRows[1]) > 0) {
    const back = monsterRow(draft, 1);
    const gaps = [0, 1, 2].filter((b) => draft.monsterRows[0]![b] === null);
    const dist = (b: number) => Math.min(...gaps.map((g) => Math.abs(g - b)));
    const best = Math.min(...back.map((m) => dist(m.box)));
    const tied = back.filter((m) => dist(m.box) === best);
    const mover = tied.length === 1 ? tied[0]! : pickSide(tied, 'Which second-row monster moves up (8.51)', rng, events);
    const tiedGaps = gaps.filter((g) => Math.abs(g - mover.box) === best).map((g) => ({ id: String(g), box: g }));
    const gap = tiedGaps.length === 1 ? tiedGaps[0]! : pickSide(tiedGaps, 'Which gap the monster fills (8.51)', rng, events);
    draft.monsterRows[1]![mover.box] = null;
    draft.monsterRows[0]![gap.box] = mover.id;
    const name = draft.monsters.find((m) => m.id === mover.id)?.name ?? mover.id;
    events.push(message(`Monster Reorganization: ${name} moves up into the front row (${boxName(gap.box)} box).`, '8.51'));
  } else {
    events.push(message('Monster Reorganization: no monster moves.', '8.25'));
  }
}

/** [8.51] "1-3, the rightmost; 4-6, the leftmost". */
function pickSide<T extends { box: number }>(tied: readonly T[], table: string, rng: Rng, events: GameEvent[]): T {
  const sorted = [...tied].sort((x, y) => x.box - y.box);
  const r = roll(rng, '1D6', { section: '8.51', table, purpose: table });
  const pick = r.total <= 3 ? sorted[sorted.length - 1]! : sorted[0]!;
  const where = r.total <= 3 ? 'rightmost (1-3)' : 'leftmost (4-6)';
  events.push(rollEvent(`${table}: rolled ${r.total}, the ${where}.`, withResult(r, where)));
  return pick;
}

function startPartyReorganization(draft: Draft, events: GameEvent[]) {
  draft.phase = 'partyReorganization';
  draft.rowMoveMade = false;
  const forced = forcedRow(draft);
  events.push(
    message(
      forced !== undefined
        ? `Round ${draft.round}: Party Reorganization Phase. The front row is short: one adventurer from row ${forced + 1} must move toward the front [8.24].`
        : `Round ${draft.round}: Party Reorganization Phase. Shift adventurers along their rows, and move at most one to an adjacent row [8.52].`,
      '8.24',
    ),
  );
}

/**
 * Applies one decision. Monster phases need no decisions and run by themselves: ending the Party Combat Phase
 * resolves the Monster Combat Phase; ending the Party Reorganization Phase resolves the Monster Reorganization Phase
 * and begins the next round.
 */
export function applyCombatAction(state: CombatState, action: CombatAction, rng: Rng, options: CombatOptions = {}): CombatStep {
  // An attack (most actions) is checked on its own, keeping the plan the check works out.
  const attackPlan = action.type === 'attack' ? checkAttack(state, action) : undefined;
  if (attackPlan !== undefined && !attackPlan.ok) return attackPlan;
  const problem = attackPlan === undefined ? checkCombatAction(state, action, options) : undefined;
  if (problem) return problem;
  const events: GameEvent[] = [];
  let draft = actionDraftOf(state);
  // What the draft still shares with `state` (nothing once a hook's result replaces it with a full copy).
  let origin: CombatState | undefined = state;
  switch (action.type) {
    case 'attack': {
      // [8.42] Declared now, resolved with the others when the party ends the phase.
      const a = findAdventurer(draft, action.adventurerId)!;
      const plan = attackPlan as AttackPlan;
      draft.declared = [...(draft.declared ?? []), action.weaponId === undefined ? { adventurerId: action.adventurerId, targetId: action.targetId } : { adventurerId: action.adventurerId, targetId: action.targetId, weaponId: action.weaponId }];
      events.push(message(`${a.name} will attack ${findMonster(draft, action.targetId)!.name} with ${weaponLabel(plan.weapon, 'its natural attack')}${a.cannabis ? ' (twice, Cannabis)' : ''}; the attacks are resolved when every adventurer has chosen [8.42].`, '8.42'));
      markActed(draft, action.adventurerId);
      break;
    }
    case 'changeWeapon': {
      const a = writableAdventurer(draft, action.adventurerId, origin)!;
      const weapon = a.weapons.find((w) => w.id === action.weaponId)!;
      const unarmed = a.weaponInHand === null;
      a.weaponInHand = weapon.id;
      if (unarmed) {
        // [8.47] An unarmed adventurer's switch costs nothing: he may still attack this phase.
        events.push(message(`${a.name}, unarmed, takes up his ${weaponLabel(weapon)} at no cost [8.47].`, '8.47'));
      } else {
        markActed(draft, a.id);
        events.push(message(`${a.name} changes to his ${weaponLabel(weapon)} and may not attack this phase [8.41].`, '8.41'));
      }
      break;
    }
    case 'useItem': {
      const kind = findAdventurer(state, action.adventurerId)!.items!.find((i) => i.id === action.itemId)!.kind;
      if (kind === 'charmPerson' || kind === 'charmMonster') {
        // The handler marks the drinker as having acted and settles the fight's status itself.
        const next = applyHook(options.charmPotions!.apply(state, action, rng), events);
        if ('ok' in next) return next;
        draft = draftOf(next);
        origin = undefined;
        break;
      }
      resolveItem(draft, origin, action, rng, events);
      markActed(draft, action.adventurerId);
      break;
    }
    case 'castSpell': {
      const next = applyHook(options.hooks!.castSpell!(state, action, rng), events);
      if ('ok' in next) return next;
      draft = draftOf(next);
      origin = undefined;
      break;
    }
    case 'endPartyCombat':
      resolveDeclared(draft, origin, rng, events);
      settleStatus(draft, events);
      if (draft.status !== 'ongoing') return { ok: true, combat: freeze(draft), events };
      events.push(message(`The Party Combat Phase of round ${draft.round} ends.`, '8.22'));
      draft = monsterCombatPhase(draft, origin, rng, options, events);
      settleStatus(draft, events);
      if (draft.status === 'ongoing') startPartyReorganization(draft, events);
      return { ok: true, combat: freeze(draft), events };
    case 'shift': {
      const place = partyPlace(draft, action.adventurerId)!;
      const row = draft.party.rows[place.row]!;
      row[place.box] = null;
      row[action.toBox] = action.adventurerId;
      events.push(message(`${findAdventurer(draft, action.adventurerId)!.name} shifts to the ${boxName(action.toBox)} box of row ${place.row + 1}.`, '8.52'));
      break;
    }
    case 'moveRow': {
      const place = partyPlace(draft, action.adventurerId)!;
      draft.party.rows[place.row]![place.box] = null;
      while (draft.party.rows.length <= action.toRow) draft.party.rows.push([null, null, null]);
      draft.party.rows[action.toRow]![action.toBox] = action.adventurerId;
      draft.rowMoveMade = true;
      trimPartyRows(draft);
      const dir = action.toRow < place.row ? 'forward' : 'back';
      events.push(
        message(`${findAdventurer(draft, action.adventurerId)!.name} moves ${dir} to the ${boxName(action.toBox)} box of row ${action.toRow + 1}.`, '8.52'),
      );
      break;
    }
    case 'endPartyReorganization': {
      monsterReorganizationPhase(draft, rng, events);
      if (realignFrontLines(draft)) {
        events.push(message('The monsters’ front line closes up so that as many counters as possible face each other [8.53].', '8.53'));
      }
      draft.round += 1;
      draft.phase = 'partyCombat';
      draft.acted = [];
      events.push(message(`Round ${draft.round}: Party Combat Phase.`, '8.22'));
      return { ok: true, combat: freeze(draft), events };
    }
    case 'retreat':
      return refuse('8.11', 'The party may not retreat [8.11].');
  }
  settleStatus(draft, events);
  return { ok: true, combat: freeze(draft), events };
}

import type { Choice } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { weaponById, weaponLabel } from './attack';
import { boxName, findAdventurer, findMonster, occupiedCount, partyPlace } from './combat-state';
import { checkCombatAction, legalAttacksAmong, legalTargets } from './phases';
import { forcedRow } from './legality';
import { MAX_PARTY_ROWS } from './schema';
import type { AdventurerInCombat, CombatAction, CombatState } from './types';

const ITEM_NAMES = {
  strengthPotion: 'Strength Potion',
  spinach: 'Spinach',
  cannabis: 'Cannabis',
  redPepper: 'Red Pepper',
  healingPotion: 'Healing Potion',
  mustard: 'Mustard',
  charmPerson: 'Charm Person Potion',
  charmMonster: 'Charm Monster Potion',
} as const;

const ITEM_SECTIONS = { strengthPotion: '9.44', spinach: '9.54', cannabis: '9.56', redPepper: '9.55', healingPotion: '9.42', mustard: '9.52', charmPerson: '9.45', charmMonster: '9.46' } as const;

/**
 * Every decision that might be legal in the current phase, in the order choices list them (unchecked); with `only`,
 * just the decisions of that kind, in the same order.
 */
function candidateActions(state: CombatState, only?: CombatAction['type']): CombatAction[] {
  const candidates: CombatAction[] = [];
  const wanted = (type: CombatAction['type']) => only === undefined || only === type;
  if (state.phase === 'partyCombat') {
    for (const a of state.adventurers) {
      if (a.dead || state.acted.includes(a.id)) continue;
      if (wanted('attack')) pushAttackCandidates(state, a, candidates);
      if (wanted('changeWeapon')) for (const w of a.weapons) candidates.push({ type: 'changeWeapon', adventurerId: a.id, weaponId: w.id });
      if (wanted('useItem')) pushItemCandidates(state, a, candidates);
    }
    if (wanted('endPartyCombat')) candidates.push({ type: 'endPartyCombat' });
  }

  if (state.phase === 'partyReorganization') {
    for (const a of state.adventurers) {
      if (a.dead) continue;
      const place = partyPlace(state, a.id);
      if (!place) continue;
      for (let box = 0; box < 3; box++) {
        if (wanted('shift')) candidates.push({ type: 'shift', adventurerId: a.id, toBox: box });
        if (wanted('moveRow')) for (const toRow of [place.row - 1, place.row + 1]) candidates.push({ type: 'moveRow', adventurerId: a.id, toRow, toBox: box });
      }
    }
    if (wanted('endPartyReorganization')) candidates.push({ type: 'endPartyReorganization' });
  }
  return candidates;
}

/** An adventurer's candidate item uses, item by item: a Red Pepper at each front-row monster, a Charm potion at each monster. */
function pushItemCandidates(state: CombatState, a: AdventurerInCombat, candidates: CombatAction[]): void {
  for (const item of a.items ?? []) {
    if (item.kind === 'redPepper') {
      for (const m of state.monsterRows[0] ?? []) {
        if (m === null) continue;
        candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m });
      }
    } else if (item.kind === 'charmPerson' || item.kind === 'charmMonster') {
      // [9.45] any monster "in his Segment": every monster in the monsters' marching order.
      for (const row of state.monsterRows) {
        for (const m of row) if (m !== null) candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m });
      }
    } else {
      candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id });
    }
  }
}

/**
 * An adventurer's candidate attacks: each front-row monster, with the weapon in hand or (unarmed) each he carries.
 * With `closestTo` (his box in the party's front row), only the monsters closest to him ([8.32], as legalTargets).
 */
function pushAttackCandidates(state: CombatState, a: AdventurerInCombat, candidates: CombatAction[], closestTo?: number): void {
  const front = state.monsterRows[0] ?? [];
  const nearest = closestTo === undefined ? 0 : nearestDistance(front, closestTo);
  // With a weapon in hand (nearly always) or none at all, one pass with no weapon named: no list of the options made.
  if (weaponById(a, a.weaponInHand) !== null || a.weapons.length === 0) {
    pushTargets(front, a.id, undefined, closestTo, nearest, candidates);
    return;
  }
  for (const w of a.weapons) pushTargets(front, a.id, w.id, closestTo, nearest, candidates);
}

/** One weapon's candidate attacks on the front row's monsters (only those `nearest` to `closestTo`, when given). */
function pushTargets(front: readonly (string | null)[], adventurerId: string, weaponId: string | undefined, closestTo: number | undefined, nearest: number, candidates: CombatAction[]): void {
  for (let box = 0; box < front.length; box++) {
    const m = front[box];
    if (m === null || m === undefined || (closestTo !== undefined && Math.abs(box - closestTo) !== nearest)) continue;
    // Two literals rather than a spread of an optional field: the same keys in the same order, built far faster.
    candidates.push(weaponId ? { type: 'attack', adventurerId, targetId: m, weaponId } : { type: 'attack', adventurerId, targetId: m });
  }
}

/** The distance from `box` to the nearest taken box of a row (Infinity if none is taken). */
function nearestDistance(row: readonly (string | null)[], box: number): number {
  let nearest = Infinity;
  for (let b = 0; b < row.length; b++) if (row[b] !== null && row[b] !== undefined) nearest = Math.min(nearest, Math.abs(b - box));
  return nearest;
}

/**
 * Every legal decision for the current phase, without the words for buttons: what an autoplayer needs. The same
 * actions, in the same order, as `combatChoices`.
 */
export function legalCombatActions(state: CombatState, options: CombatOptions = {}): CombatAction[] {
  if (state.status !== 'ongoing') return [];
  const mayPass = quickRefusals(state);
  return candidateActions(state).filter((action) => mayPass(action) && checkCombatAction(state, action, options) === undefined);
}

/**
 * The legal decisions of one kind, in the order `legalCombatActions` lists them among themselves: for a player who
 * needs only some kinds (the autoplayer) and need not check every other candidate.
 */
export function legalCombatActionsOfType<T extends CombatAction['type']>(state: CombatState, type: T, options: CombatOptions = {}): Extract<CombatAction, { type: T }>[] {
  if (state.status !== 'ongoing') return [];
  if (type === 'endPartyCombat' || type === 'endPartyReorganization') return endOfPhase(state, type, options) as Extract<CombatAction, { type: T }>[];
  // Often there is no candidate at all (every adventurer has acted): then the sieve is not even set up.
  const candidates = candidateActions(state, type);
  if (candidates.length === 0) return [];
  const mayPass = quickRefusals(state);
  return candidates.filter(
    (action): action is Extract<CombatAction, { type: T }> => action.type === type && mayPass(action) && checkCombatAction(state, action, options) === undefined,
  );
}

/** Ending the party's phase: the one candidate, listed in its own phase only, checked without walking the party. */
function endOfPhase(state: CombatState, type: 'endPartyCombat' | 'endPartyReorganization', options: CombatOptions): CombatAction[] {
  if (state.phase !== (type === 'endPartyCombat' ? 'partyCombat' : 'partyReorganization')) return [];
  const action: CombatAction = { type };
  return checkCombatAction(state, action, options) === undefined ? [action] : [];
}

/**
 * The legal attacks of the first adventurer, in list order, who has any: all a player needs who lets the first one
 * ready act (the autoplayer). An adventurer's candidates come together in the list, so the checks stop at the next one.
 * (Attacks are judged without the options, as `checkCombatAction` judges them; the parameter keeps the kinds' API.)
 */
export function firstAttackersAttacks(state: CombatState, _options: CombatOptions = {}): Extract<CombatAction, { type: 'attack' }>[] {
  if (state.status !== 'ongoing' || state.phase !== 'partyCombat') return [];
  // One adventurer at a time, so nothing is built for those after the first who has an attack; and only the
  // candidates `quickRefusals` lets through (none beyond the second row, in the front row only the closest monsters).
  // (Indexed loops here and below: see findAdventurer.)
  const adventurers = state.adventurers;
  for (let i = 0; i < adventurers.length; i++) {
    const a = adventurers[i]!;
    if (a.dead || hasActed(state.acted, a.id)) continue;
    const place = partyPlace(state, a.id);
    if (!place || place.row >= 2) continue;
    const candidates: CombatAction[] = [];
    pushAttackCandidates(state, a, candidates, place.row === 0 ? place.box : undefined);
    // An attack's check needs no options: the same verdicts as checkCombatAction's, the shared parts worked out once.
    // He is known able to act (the checks just above are actorCheck's), and his place is known: neither is looked up again.
    const legal = legalAttacksAmong(state, candidates as Extract<CombatAction, { type: 'attack' }>[], { adventurer: a, place });
    if (legal.length > 0) return legal;
  }
  return [];
}

/** `acted.includes(id)` as a plain loop (asked for every adventurer at every decision of a Party Combat Phase). */
function hasActed(acted: readonly string[], id: string): boolean {
  for (let i = 0; i < acted.length; i++) if (acted[i] === id) return true;
  return false;
}

/**
 * The legal uses of a Charm potion [9.45], [9.46], in the order `legalCombatActionsOfType(state, 'useItem')` lists
 * them: the autoplayer's first question in every Party Combat Phase decision of a party carrying one. Only the charm
 * candidates are built and checked (each as `checkCombatAction` judges it), not every item's, and without the sieve.
 */
export function legalCharmPotionUses(state: CombatState, options: CombatOptions = {}): Extract<CombatAction, { type: 'useItem' }>[] {
  const out: Extract<CombatAction, { type: 'useItem' }>[] = [];
  if (state.status !== 'ongoing' || state.phase !== 'partyCombat') return out;
  for (const a of state.adventurers) {
    if (a.dead || a.items === undefined || state.acted.includes(a.id)) continue;
    for (const item of a.items) {
      if (item.kind !== 'charmPerson' && item.kind !== 'charmMonster') continue;
      // [9.51] An item used already: the sieve's refusal (the check would refuse it too, building its words).
      if (a.itemsUsed.includes(item.id)) continue;
      for (const row of state.monsterRows) {
        for (const m of row) {
          if (m === null) continue;
          const action: Extract<CombatAction, { type: 'useItem' }> = { type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m };
          if (checkCombatAction(state, action, options) === undefined) out.push(action);
        }
      }
    }
  }
  return out;
}

type RowMove = Extract<CombatAction, { type: 'moveRow' }>;

/**
 * The first legal row move to `preferredRow` in the order `legalCombatActionsOfType(state, 'moveRow')` lists them, or
 * else the first legal row move at all: what a player taking "forward if he may" from that list takes (the autoplayer,
 * in a Party Reorganization Phase it may not end yet). Asked about once or twice an expedition, where the listing's
 * sieve (its maps and closures), its two dozen candidates and the refusals' words cost some thirty times an ordinary
 * decision. The candidates come in the list's order; those `checkCombatAction` is certain to refuse (the sieve's
 * reasons, and [8.24]'s forced move and two-in-front rule, which are checked last) are passed over without building
 * them, and each of the rest is judged by `checkCombatAction` itself.
 */
export function preferredRowMove(state: CombatState, preferredRow: number, options: CombatOptions = {}): RowMove | undefined {
  if (state.status !== 'ongoing' || state.phase !== 'partyReorganization' || state.rowMoveMade) return undefined;
  const rows = state.party.rows;
  const forced = forcedRow(state);
  const twoInFront = occupiedCount(rows[0]) === 2;
  let first: RowMove | undefined;
  for (const a of state.adventurers) {
    if (a.dead) continue;
    const place = partyPlace(state, a.id);
    if (!place) continue;
    for (let toBox = 0; toBox < 3; toBox++) {
      // [8.52] Straight or diagonally: no more than a box sideways.
      if (Math.abs(toBox - place.box) > 1) continue;
      for (let k = 0; k < 2; k++) {
        const toRow = k === 0 ? place.row - 1 : place.row + 1;
        if (toRow < 0 || toRow > rows.length || toRow >= MAX_PARTY_ROWS || (rows[toRow]?.[toBox] ?? null) !== null) continue;
        if (forced !== undefined ? place.row !== forced || toRow !== forced - 1 : place.row === 0 && toRow === 1 && twoInFront) continue;
        const action: RowMove = { type: 'moveRow', adventurerId: a.id, toRow, toBox };
        if (checkCombatAction(state, action, options) !== undefined) continue;
        if (toRow === preferredRow) return action;
        first ??= action;
      }
    }
  }
  return first;
}

type WeaponChange = Extract<CombatAction, { type: 'changeWeapon' }>;

/**
 * The first legal weapon change, in the order `legalCombatActionsOfType(state, 'changeWeapon')` lists them, by an
 * adventurer with no weapon in hand [8.47] (the adventurer an action names being the first of that id, as a lookup
 * finds him): the one weapon change the autoplayer makes. Only the unarmed adventurers' candidates are built; a
 * thrown weapon (the sieve's refusal) is passed over, and each of the rest is judged by `checkCombatAction`.
 */
export function firstUnarmedWeaponChange(state: CombatState, options: CombatOptions = {}): WeaponChange | undefined {
  if (state.status !== 'ongoing' || state.phase !== 'partyCombat') return undefined;
  const adventurers = state.adventurers;
  for (let i = 0; i < adventurers.length; i++) {
    const a = adventurers[i]!;
    if (a.dead || hasActed(state.acted, a.id)) continue;
    const named = findAdventurer(state, a.id);
    if (named === undefined || named.weaponInHand !== null) continue;
    for (const w of a.weapons) {
      if (named.thrown.includes(w.id)) continue;
      const action: WeaponChange = { type: 'changeWeapon', adventurerId: a.id, weaponId: w.id };
      if (checkCombatAction(state, action, options) === undefined) return action;
    }
  }
  return undefined;
}

type ItemUse = Extract<CombatAction, { type: 'useItem' }>;

/**
 * The legal item uses of the adventurers with this id, in the order `legalCombatActionsOfType(state, 'useItem')`
 * lists them: that list's actions naming him, without building or checking anyone else's.
 */
export function legalItemUsesOf(state: CombatState, adventurerId: string, options: CombatOptions = {}): ItemUse[] {
  const out: ItemUse[] = [];
  if (state.status !== 'ongoing' || state.phase !== 'partyCombat') return out;
  for (const a of state.adventurers) {
    if (a.id !== adventurerId || a.dead || hasActed(state.acted, a.id)) continue;
    const candidates: CombatAction[] = [];
    pushItemCandidates(state, a, candidates);
    for (const action of candidates) {
      if (action.type !== 'useItem') continue;
      // The sieve's refusal: [9.51] an item used already.
      const named = findAdventurer(state, action.adventurerId);
      if (named !== undefined && named.itemsUsed.includes(action.itemId)) continue;
      if (checkCombatAction(state, action, options) === undefined) out.push(action);
    }
  }
  return out;
}

/**
 * A cheap first sieve over the candidates: false only for actions `checkCombatAction` is certain to refuse (an attack
 * on a monster the adventurer may not reach from where he stands [5.12], [8.32]; a change to the weapon in hand or a
 * thrown one, an item used already; a shift to his own box or through
 * another counter, a second row move, a move off the rows, more than a box sideways or onto a taken box [8.52]).
 * Most candidates are refused, and a refusal builds its message: sieving them out first keeps the list identical and
 * skips that work. Places and reachable targets are worked out once per adventurer.
 */
function quickRefusals(state: CombatState): (action: CombatAction) => boolean {
  const places = new Map<string, ReturnType<typeof partyPlace>>();
  const placeOf = (id: string) => {
    if (!places.has(id)) places.set(id, partyPlace(state, id));
    return places.get(id);
  };
  const reachable = new Map<string, readonly string[]>();
  const targetsOf = (a: AdventurerInCombat) => {
    let known = reachable.get(a.id);
    if (known === undefined) {
      known = legalTargets(state, a);
      reachable.set(a.id, known);
    }
    return known;
  };
  return (action) => {
    switch (action.type) {
      case 'attack': {
        const place = placeOf(action.adventurerId);
        if (!place || place.row >= 2) return false;
        if (place.row !== 0) return true;
        const a = findAdventurer(state, action.adventurerId);
        return a === undefined || targetsOf(a).includes(action.targetId);
      }
      case 'shift': {
        const place = placeOf(action.adventurerId);
        if (!place) return true;
        if (action.toBox === place.box) return false;
        const row = state.party.rows[place.row]!;
        for (let b = Math.min(action.toBox, place.box); b <= Math.max(action.toBox, place.box); b++) {
          if (b !== place.box && row[b] !== null && row[b] !== undefined) return false;
        }
        return true;
      }
      case 'changeWeapon': {
        // [8.41] the weapon already in hand, [8.47] a thrown one.
        const a = findAdventurer(state, action.adventurerId);
        return a === undefined || (a.weaponInHand !== action.weaponId && !a.thrown.includes(action.weaponId));
      }
      case 'useItem': {
        // [9.51] an item already used.
        const a = findAdventurer(state, action.adventurerId);
        return a === undefined || !a.itemsUsed.includes(action.itemId);
      }
      case 'moveRow': {
        if (state.rowMoveMade || action.toRow < 0 || action.toRow > state.party.rows.length || action.toRow >= MAX_PARTY_ROWS) return false;
        const place = placeOf(action.adventurerId);
        if (!place) return true;
        if (Math.abs(action.toBox - place.box) > 1) return false;
        return (state.party.rows[action.toRow]?.[action.toBox] ?? null) === null;
      }
      default:
        return true;
    }
  };
}

/** The button's words and rule section for a legal combat action (read from the state it is legal in). */
function describe(state: CombatState, action: CombatAction): { label: string; section: string } {
  const monsterName = (id: string) => findMonster(state, id)?.name ?? id;
  switch (action.type) {
    case 'attack': {
      const a = findAdventurer(state, action.adventurerId)!;
      const w = action.weaponId ? weaponById(a, action.weaponId) : weaponById(a, a.weaponInHand);
      return { label: `${a.name} will attack ${monsterName(action.targetId)} with ${weaponLabel(w, 'a natural attack')}`, section: '8.42' };
    }
    case 'changeWeapon': {
      const a = findAdventurer(state, action.adventurerId)!;
      const w = weaponById(a, action.weaponId);
      return {
        label: a.weaponInHand === null
          ? `${a.name} takes up his ${weaponLabel(w)} (free: he is unarmed)`
          : `${a.name} changes to his ${weaponLabel(w)} (no attack this phase)`,
        section: '8.41',
      };
    }
    case 'useItem': {
      const a = findAdventurer(state, action.adventurerId)!;
      const item = a.items!.find((i) => i.id === action.itemId)!;
      if (item.kind === 'redPepper') return { label: `${a.name} breathes flame at ${monsterName(action.targetId!)} (Red Pepper)`, section: ITEM_SECTIONS.redPepper };
      if (item.kind === 'charmPerson' || item.kind === 'charmMonster') {
        return { label: `${a.name} drinks the ${ITEM_NAMES[item.kind]} to take control of ${monsterName(action.targetId!)} (no attack this phase)`, section: ITEM_SECTIONS[item.kind] };
      }
      return { label: `${a.name} uses ${ITEM_NAMES[item.kind]}`, section: ITEM_SECTIONS[item.kind] };
    }
    case 'endPartyCombat':
      return state.declared?.length
        ? { label: `Resolve the ${state.declared.length === 1 ? 'declared attack' : `${state.declared.length} declared attacks`} and end the Party Combat Phase (the monsters attack)`, section: '8.42' }
        : { label: 'End the Party Combat Phase (the monsters attack)', section: '8.23' };
    case 'shift': {
      const a = findAdventurer(state, action.adventurerId)!;
      const place = partyPlace(state, a.id)!;
      return { label: `${a.name} shifts to the ${boxName(action.toBox)} box of row ${place.row + 1}`, section: '8.52' };
    }
    case 'moveRow': {
      const a = findAdventurer(state, action.adventurerId)!;
      const place = partyPlace(state, a.id)!;
      return { label: `${a.name} moves ${action.toRow < place.row ? 'forward' : 'back'} to the ${boxName(action.toBox)} box of row ${action.toRow + 1}`, section: '8.52' };
    }
    case 'endPartyReorganization':
      return { label: 'End the Party Reorganization Phase (the monsters close up)', section: '8.25' };
    case 'castSpell':
    case 'retreat':
      // Never listed: spells come from the Advanced game's own choices, and retreat is never legal [8.11].
      return { label: action.type, section: '8.2' };
  }
}

/**
 * Every legal decision for the current phase, each already checked by the same rules applyCombatAction enforces.
 * Monster phases have no choices: they run when the party's phase ends.
 */
export function combatChoices(state: CombatState, options: CombatOptions = {}): Choice<CombatAction>[] {
  return legalCombatActions(state, options).map((action, i) => {
    const { label, section } = describe(state, action);
    return { id: `${action.type}-${i}`, label, section, action };
  });
}

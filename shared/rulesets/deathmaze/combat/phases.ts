import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { adventurerAttack, inflictWounds, weaponLabel } from './attack';
import {
  actionDraftOf,
  applyHook,
  boxName,
  draftOf,
  findAdventurer,
  findMonster,
  freeze,
  markActed,
  message,
  partyPlace,
  realignFrontLines,
  rollEvent,
  settleStatus,
  trimPartyRows,
  writableAdventurer,
  writableMonster,
  type Draft,
  type DraftAdventurer,
  type DraftMonster,
} from './combat-state';
import type { AdventurerInCombat, CombatAction, CombatState, CombatStep, CombatWeapon, DeclaredAttack } from './types';
import { checkAttack, checkCombatAction, forcedRow, planAttack, refuse, unthrown, usableFromRow, type AttackPlan, type Refusal } from './legality';
import { monsterCombatPhase, monsterReorganizationPhase } from './monster-turn';
import { logWordsWritten } from '../../../engine/log-words';
import { declaredText, partyCombatBegins, partyCombatEnds, reorganizationBegins } from './sentences';
import { keepDeclaredPlan, keptDeclaredPlan } from './declared-plans';

export { checkCombatAction, forcedMovers, legalAttacksAmong, legalTargets, planAttack, type AttackPlan } from './legality';

// ---------------------------------------------------------------------------------------------------------------
// Applying actions

/** Resolves one adventurer's attack action: one attack, or two on the same monster with Cannabis [9.56]. */
function resolveAttack(draft: Draft, origin: CombatState | undefined, attacker: DraftAdventurer, victim: DraftMonster, plan: AttackPlan, rng: Rng, events: GameEvent[]) {
  // The attacker's record (found by the caller) is read until something of his changes (most attacks change nothing
  // of his): only then is it copied, through `writableAdventurer`, and read from the copy after that. (No closure per
  // attack for either record: a closure assigning `a` put it in a context allocated on every attack, and every read of
  // it went through that context. The target is copied through `origin` when the attack wounds it, and the second
  // Cannabis attack reads it again.)
  const adventurerId = attacker.id;
  const targetId = victim.id;
  let a = attacker;
  let target = victim;
  let weapon = plan.weapon;
  if (plan.freeSwitch && weapon) {
    a = writableAdventurer(draft, adventurerId, origin)!;
    a.weaponInHand = weapon.id;
    events.push(message(`${a.name}, unarmed, takes up his ${weaponLabel(weapon)} without losing his attack [8.47].`, '8.47'));
  }
  const attacks = a.cannabis ? 2 : 1;
  for (let n = 0; n < attacks; n++) {
    if (n === 1) {
      target = findMonster(draft, targetId) as DraftMonster;
      if (target.dead) {
        events.push(message(`${a.name}'s second Cannabis attack is lost: both must be made on the same monster [9.56].`, '9.56'));
        break;
      }
      if (!weapon) {
        const other = firstUsableFrom(unthrown(a as AdventurerInCombat), plan.row);
        if (!other) {
          events.push(message(`${a.name} has no weapon left for his second Cannabis attack [8.47].`, '8.47'));
          break;
        }
        weapon = other;
        a = writableAdventurer(draft, adventurerId, origin)!;
        a.weaponInHand = other.id;
        events.push(message(`${a.name} takes up his ${weaponLabel(other)} for the second attack [8.47].`, '8.47'));
      }
      events.push(message(`${a.name} attacks again (Cannabis) [9.56].`, '9.56'));
    }
    adventurerAttack(draft, a, weapon, target, rng, events, origin);
    if (weapon && weapon.kind === 'throwingDagger' && plan.row === 1) {
      a = writableAdventurer(draft, adventurerId, origin)!;
      a.thrown.push(weapon.id);
      a.weaponInHand = null;
      events.push(message(`${a.name} has thrown his ${weaponLabel(weapon)}; it can be recovered after the fight [8.47].`, '8.47'));
      weapon = null;
    }
  }
}

/** The first of `weapons` usable from `row`, or null: `find` with a closure would have put `plan` in a context. */
function firstUsableFrom(weapons: readonly CombatWeapon[], row: number): CombatWeapon | null {
  for (let i = 0; i < weapons.length; i++) if (usableFromRow(weapons[i]!.kind, row)) return weapons[i]!;
  return null;
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
  for (let i = 0; i < declared.length; i++) {
    const d = declared[i]!;
    const a = findAdventurer(draft, d.adventurerId);
    const target = findMonster(draft, d.targetId);
    if (!a || a.dead) continue;
    if (!target || target.dead) {
      events.push(message(`${a.name}'s attack on ${target?.name ?? d.targetId} is wasted: it is already dead [8.42].`, '8.42'));
      continue;
    }
    // The plan its declaration worked out, while his record and the party's rows are the ones it was worked out from
    // (see declared-plans.ts); else planned again.
    const kept = keptDeclaredPlan(declared, i);
    const plan = kept !== undefined && kept.adventurer === a && kept.rows === draft.party.rows ? kept : planAttack(draft as CombatState, a as AdventurerInCombat, d.weaponId);
    if (!plan.ok) {
      events.push(message(`${a.name}'s attack is lost: ${plan.message}`, plan.rule));
      continue;
    }
    // The records just found, not their ids to find them again by.
    resolveAttack(draft, origin, a as DraftAdventurer, target as DraftMonster, plan, rng, events);
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

function startPartyReorganization(draft: Draft, events: GameEvent[]) {
  draft.phase = 'partyReorganization';
  draft.rowMoveMade = false;
  const forced = forcedRow(draft);
  events.push(message(reorganizationBegins(draft.round, forced), '8.24'));
}

/**
 * `[...(declared ?? []), attack]` by hand: a spread into a literal went through the generic iteration on every
 * declaration (0.3 % of an expedition's samples on that line alone).
 */
function withDeclared(declared: readonly DeclaredAttack[] | undefined, attack: DeclaredAttack): DeclaredAttack[] {
  const out: DeclaredAttack[] = [];
  if (declared !== undefined) for (let i = 0; i < declared.length; i++) out.push(declared[i]!);
  out.push(attack);
  return out;
}

/** [8.42] The log's sentence for a declared attack. */
function declaration(draft: Draft, action: Extract<CombatAction, { type: 'attack' }>, plan: AttackPlan): string {
  const a = findAdventurer(draft, action.adventurerId)!;
  return declaredText(a.name, findMonster(draft, action.targetId)!.name, weaponLabel(plan.weapon, 'its natural attack'), a.cannabis);
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
  // Only the party's own moves write into its rows in place, so only they copy them; every other write to either side's
  // rows (a death, the monsters' reorganization) replaces the rows it changes (see actionDraftOf).
  const type = action.type;
  let draft = actionDraftOf(state, type === 'shift' || type === 'moveRow');
  // What the draft shares records with (the rare actions' hooks, which replace it with a full copy, are applied apart).
  const origin: CombatState = state;
  switch (action.type) {
    case 'attack': {
      // [8.42] Declared now, resolved with the others when the party ends the phase.
      const before = draft.declared;
      draft.declared = withDeclared(before, action.weaponId === undefined ? { adventurerId: action.adventurerId, targetId: action.targetId } : { adventurerId: action.adventurerId, targetId: action.targetId, weaponId: action.weaponId });
      // Its plan, kept for the resolution (which would otherwise work it out again).
      keepDeclaredPlan(before, draft.declared, attackPlan as AttackPlan);
      // The sentence's names and label are looked up only when it is written (not while the autoplayer plays).
      events.push(message(logWordsWritten() ? declaration(draft, action, attackPlan as AttackPlan) : '', '8.42'));
      markActed(draft, action.adventurerId);
      break;
    }
    case 'endPartyCombat':
      resolveDeclared(draft, origin, rng, events);
      settleStatus(draft, events);
      if (draft.status !== 'ongoing') return { ok: true, combat: freeze(draft), events };
      events.push(message(partyCombatEnds(draft.round), '8.22'));
      draft = monsterCombatPhase(draft, origin, rng, options, events);
      settleStatus(draft, events);
      if (draft.status === 'ongoing') startPartyReorganization(draft, events);
      return { ok: true, combat: freeze(draft), events };
    case 'endPartyReorganization': {
      monsterReorganizationPhase(draft, rng, events);
      if (realignFrontLines(draft)) {
        events.push(message('The monsters’ front line closes up so that as many counters as possible face each other [8.53].', '8.53'));
      }
      draft.round += 1;
      draft.phase = 'partyCombat';
      draft.acted = [];
      events.push(message(partyCombatBegins(draft.round), '8.22'));
      return { ok: true, combat: freeze(draft), events };
    }
    case 'retreat':
      return refuse('8.11', 'The party may not retreat [8.11].');
    default: {
      // A hook's state is a full copy of its own (draftOf), sharing nothing with `state`.
      const after = applyRareAction(state, draft, action, rng, options, events);
      if ('ok' in after) return after;
      draft = after;
    }
  }
  settleStatus(draft, events);
  return { ok: true, combat: freeze(draft), events };
}

/**
 * The rarer decisions (a weapon change, an item used, a spell, the party's own moves in its reorganization: a few
 * an expedition, against some 140 others), applied to the action's draft (`state` its origin): the draft after them, or a hook's refusal. They
 * stand apart from applyCombatAction so that its optimized code holds only the common actions: a deoptimization on
 * one of these (an item record of a shape not met before, in the useItem case) threw all of it away, and it then ran
 * unoptimized for the next hundred-odd expeditions.
 */
function applyRareAction(
  state: CombatState,
  draft: Draft,
  action: Extract<CombatAction, { type: 'changeWeapon' | 'useItem' | 'castSpell' | 'shift' | 'moveRow' }>,
  rng: Rng,
  options: CombatOptions,
  events: GameEvent[],
): Draft | Refusal {
  const origin = state;
  switch (action.type) {
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
        return draftOf(next);
      }
      resolveItem(draft, origin, action, rng, events);
      markActed(draft, action.adventurerId);
      break;
    }
    case 'castSpell': {
      const next = applyHook(options.hooks!.castSpell!(state, action, rng), events);
      if ('ok' in next) return next;
      return draftOf(next);
    }
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
  }
  return draft;
}

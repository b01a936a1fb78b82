import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { checkCombatAction, type CombatAction, type CombatItem, type CombatState } from '../combat';
import { inflictWounds } from '../combat/attack';
import { draftOf, freeze, settleStatus, type DraftAdventurer } from '../combat/combat-state';
import { combatOptionsFor, settleCharmedInBasicCombat } from '../advanced';
import { MAGIC_ITEM_NAMES, rollPoison, rollPotionType, type PotionType } from '../data/magic-items';
import { combatStep, settleCombat } from './encounter';
import { refuse, type Refusal } from './flow';
import { replaceAdventurer, wears } from './party';
import type { DeathmazeState, GameAdventurer, GameItem } from './types';

type UseItem = Extract<CombatAction, { type: 'useItem' }>;

/** The combat engine's item for each potion type it resolves itself (Poison is handled here). */
const COMBAT_KIND: Partial<Record<PotionType, CombatItem['kind']>> = {
  healing: 'healingPotion',
  strength: 'strengthPotion',
  charmPerson: 'charmPerson',
  charmMonster: 'charmMonster',
};

/** The untested potion an in-combat `useItem` names, if that is what it names. */
function untestedPotion(state: DeathmazeState, action: UseItem): { owner: GameAdventurer; item: GameItem } | undefined {
  const owner = state.party.find((a) => a.id === action.adventurerId);
  const item = owner?.magicItems.find((i) => i.id === action.itemId);
  return owner && item && item.kind === 'potion' && item.potion === null ? { owner, item } : undefined;
}

/** The combat with `item` among the adventurer's combat items (as the potion it is, or a stand-in to check the actor). */
function withCombatItem(combat: CombatState, adventurerId: string, item: CombatItem): CombatState {
  return {
    ...combat,
    adventurers: combat.adventurers.map((a) => (a.id === adventurerId ? { ...a, items: [...(a.items ?? []).filter((i) => i.id !== item.id), item] } : a)),
  };
}

/**
 * Why the adventurer may not test the potion now: the same rules as any item used in a Party Combat Phase (his turn,
 * alive, not yet acted, combat under way), checked by the combat engine on a stand-in item.
 */
function checkTest(state: DeathmazeState, action: UseItem): Refusal | undefined {
  if (state.phase.kind !== 'combat') return refuse('8.1', 'The party is not in combat.');
  if (action.targetId !== undefined) return refuse('9.41', 'An untested potion is drunk blind: no monster can be named for it.');
  const stand = withCombatItem(state.phase.combat, action.adventurerId, { id: action.itemId, kind: 'healingPotion' });
  const problem = checkCombatAction(stand, { type: 'useItem', adventurerId: action.adventurerId, itemId: action.itemId }, combatOptionsFor(state.gameVariant));
  return problem ? refuse(problem.rule, problem.message) : undefined;
}

/** Whether an in-combat item action is the test of an untested potion (handled here rather than by the engine). */
export function isPotionTest(state: DeathmazeState, action: CombatAction): action is UseItem {
  return state.phase.kind === 'combat' && action.type === 'useItem' && untestedPotion(state, action) !== undefined;
}

/** [9.41] The untested potions the party may test in this Party Combat Phase, each in place of an attack. */
export function potionTestActions(state: DeathmazeState): UseItem[] {
  if (state.phase.kind !== 'combat') return [];
  const out: UseItem[] = [];
  for (const a of state.party) {
    for (const item of a.magicItems) {
      if (item.kind !== 'potion' || item.potion !== null) continue;
      const action: UseItem = { type: 'useItem', adventurerId: a.id, itemId: item.id };
      if (!checkTest(state, action)) out.push(action);
    }
  }
  return out;
}

/**
 * [9.41], [9.45] A Charm potion tested blind takes the legal monster with the most Wound Points left, the first listed
 * on a tie (game ruling "Charm potions"); none if no monster it can take is in the fight.
 */
function blindCharmTarget(combat: CombatState, adventurerId: string, itemId: string, game: DeathmazeState['gameVariant']): string | undefined {
  const legal = combat.monsters.filter((m) => checkCombatAction(combat, { type: 'useItem', adventurerId, itemId, targetId: m.id }, combatOptionsFor(game)) === undefined);
  return [...legal].sort((a, b) => b.woundPoints - b.wounds - (a.woundPoints - a.wounds))[0]?.id;
}

/** The remaining dose stays usable: the engine's "used" mark would take the potion away when the fight ends. */
function keepDose(combat: CombatState, adventurerId: string, itemId: string): CombatState {
  return {
    ...combat,
    adventurers: combat.adventurers.map((a) => (a.id === adventurerId ? { ...a, itemsUsed: a.itemsUsed.filter((i) => i !== itemId) } : a)),
  };
}

/**
 * [9.41] An adventurer tests an untested potion in a Party Combat Phase instead of attacking: its type is rolled on the
 * Potion Table [9.47], he undergoes its effect in the fight, and one dose remains (known from now on). Monsters are
 * around, so a Charm potion takes one if it can [9.45]/[9.46]; otherwise it has no effect.
 */
export function testPotionInCombat(state: DeathmazeState, action: UseItem, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const problem = checkTest(state, action);
  if (problem) return problem;
  const phase = state.phase;
  const found = untestedPotion(state, action);
  if (phase.kind !== 'combat' || !found) return refuse('9.41', 'There is no untested potion to test.');
  const { owner, item } = found;
  const t = rollPotionType(rng, `Potion tested by ${owner.name} in combat`);
  events.push(...t.events, { kind: 'item.tested', section: '9.41', text: `${owner.name} tests the potion instead of attacking: a Potion of ${MAGIC_ITEM_NAMES.potion[t.potion]}; one dose remains.` });
  const tested = replaceAdventurer(state, { ...owner, magicItems: owner.magicItems.map((i) => (i.id === item.id ? { ...item, potion: t.potion, doses: 1 } : i)) });
  const kind = COMBAT_KIND[t.potion];
  const combat = kind ? withCombatItem(phase.combat, owner.id, { id: item.id, kind }) : phase.combat;
  const step: UseItem = { type: 'useItem', adventurerId: owner.id, itemId: item.id };
  if (t.potion === 'charmPerson' || t.potion === 'charmMonster') {
    const targetId = blindCharmTarget(combat, owner.id, item.id, state.gameVariant);
    if (targetId !== undefined) return combatStep(tested, { ...step, targetId }, rng, events, { combat, after: (c) => keepDose(c, owner.id, item.id) });
    events.push({ kind: 'message', section: t.potion === 'charmPerson' ? '9.45' : '9.46', text: `No monster in this fight can be charmed by it: the potion has no effect.` });
    return afterOwnChange(tested, phase.combat, owner.id, rng, events);
  }
  if (kind) return combatStep(tested, step, rng, events, { combat, after: (c) => keepDose(c, owner.id, item.id) });
  // [9.43] Poison: the Wounds count in the fight at once.
  const p = rollPoison({ name: owner.name, immuneToPoison: wears(owner, 'neutralizePoison') }, '9.43', 'poison potion', rng);
  events.push(...p.events);
  return afterOwnChange(tested, phase.combat, owner.id, rng, events, p.wounds);
}

/** The tester has acted (and may have been poisoned); the fight goes on or ends as after any action. */
function afterOwnChange(state: DeathmazeState, combat: CombatState, adventurerId: string, rng: Rng, events: GameEvent[], wounds = 0): DeathmazeState {
  const draft = draftOf(combat);
  const own: GameEvent[] = [];
  const a = draft.adventurers.find((x) => x.id === adventurerId) as DraftAdventurer;
  draft.acted.push(a.id);
  if (wounds > 0) inflictWounds(draft, a, wounds, own, '9.43');
  settleStatus(draft, own);
  let next = freeze(draft);
  if (state.gameVariant === 'advanced') {
    // [9.45], [11.22] The Advanced bookkeeping after every action (a charmed monster whose controller died turns).
    const settled = settleCharmedInBasicCombat(next);
    own.push(...settled.events);
    next = settled.combat;
  }
  events.push(...own);
  return settleCombat(state, next, rng, events);
}

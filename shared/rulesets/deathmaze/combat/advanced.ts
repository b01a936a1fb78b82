import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CombatAction, CombatState } from './types';

/** What an Advanced-game hook returns: a new state and its log, or a refusal naming the rule. */
export type HookResult =
  | { readonly ok: true; readonly combat: CombatState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rule: string; readonly message: string };

/**
 * Extension points for the Advanced game, NOT implemented here. Each is a pure function over the combat state, called
 * by the Basic engine at the moment the rules name:
 *  - castSpell: [11.21]–[11.24] a Wizard casts instead of attacking in the Party Combat Phase (the engine has already
 *    checked the phase and that he has not acted; the hook must add him to `acted`).
 *  - atCombatStart: [12.32] cronk stench (add a -2 entry to modifiers.other), [12.2] Evil Wizards.
 *  - afterMonsterAttack: [12.33] hellhound flame, [12.34] medusa stare, [12.36] vampire charm.
 *  - endOfMonsterCombatPhase: [12.35] troll regeneration.
 */
export interface AdvancedCombatHooks {
  readonly castSpell?: (combat: CombatState, action: Extract<CombatAction, { type: 'castSpell' }>, rng: Rng) => HookResult;
  readonly atCombatStart?: (combat: CombatState, rng: Rng) => HookResult;
  readonly afterMonsterAttack?: (combat: CombatState, monsterId: string, adventurerId: string, rng: Rng) => HookResult;
  readonly endOfMonsterCombatPhase?: (combat: CombatState, rng: Rng) => HookResult;
}

/**
 * [9.45], [9.46] A Charm potion drunk instead of attacking: which monsters it may be turned on, and its effect (the
 * monster leaves the monsters and joins the party under the drinker). Used in both games; without it charm potions
 * are refused.
 */
export interface CharmPotionRules {
  readonly check: (combat: CombatState, action: Extract<CombatAction, { type: 'useItem' }>) => { readonly ok: false; readonly rule: string; readonly message: string } | undefined;
  readonly apply: (combat: CombatState, action: Extract<CombatAction, { type: 'useItem' }>, rng: Rng) => HookResult;
}

export interface CombatOptions {
  /** Hooks are consulted only when the combat state says game: 'advanced'. */
  readonly hooks?: AdvancedCombatHooks;
  readonly charmPotions?: CharmPotionRules;
}

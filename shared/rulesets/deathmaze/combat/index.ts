// Deathmaze combat [8.0]–[8.9] and marching order [5.11]–[5.14]: pure functions over plain data.
export * from './crt';
export * from './marching-order';
export * from './types';
export type { AdvancedCombatHooks, CombatOptions, HookResult } from './advanced';
export { beginCombat, combatInputRefusal, startCombat, type CombatParty, type StartCombatOptions } from './start';
export { applyCombatAction, checkCombatAction, legalTargets, forcedMovers, resolveDeclaredAttacks } from './phases';
export {
  combatChoices,
  firstAttackersAttacks,
  firstUnarmedWeaponChange,
  legalCharmPotionUses,
  legalCombatActions,
  legalCombatActionsOfType,
  legalItemUsesOf,
  preferredRowMove,
} from './choices';
export { combatOutcome, experienceEachOf, experienceForVictory, monsterWoundPointsOf, type CombatOutcome, type AdventurerAfterCombat } from './outcome';
export { adventurerModifiers } from './attack';
export { combatRulings } from './rulings';
export { combatActionSchema } from './schema';

/**
 * Citadel of Blood combat (9.0–9.9, 10.5, 11.0, 15.0, 16.0): `startCombat` → `combatChoices` / `applyCombatAction` until
 * an outcome comes back. Pure functions over plain JSON and a seeded Rng.
 */
export * from './types';
export { startCombat } from './start';
export { applyCombatAction, checkCombatAction, legalCombatActions, outcomeOf, attackTargets } from './phases';
export { combatChoices } from './choices';
export { chooseCombatAction } from './policy';
export { monsterCombatant, hellgateGuards } from './fighters';
export { COMBAT_SPELLS, spellCost } from './spells';
export { combatActionSchema } from './schema';
export { combatView, fighterStatus } from './view';

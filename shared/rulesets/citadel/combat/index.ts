/**
 * Citadel of Blood combat (9.0–9.9, 10.0–10.8, 11.0, 14.5–14.6, 15.0, 16.0): pure functions over plain JSON and a
 * seeded Rng.
 *
 * 1. Map the party onto `CombatPartyInput` (characters, their march order in rows of three boxes, monsters charmed
 *    earlier) and the monsters onto `CombatMonsterInput` (`monsterCombatant` rolls one from the charts with the level;
 *    `hellgateGuards` rolls the Demons and X).
 * 2. `startCombat(party, monsters, context, rng)` lines the monsters up, checks the Cronks' stench and, after a refused
 *    bribe, lets the monsters strike first. It refuses bad input with `{ ok: false, rule, message }`
 *    (`combatInputRefusal`); the engine's own fights, whose input it makes from the records, use `beginCombat`, which
 *    does not check it again.
 * 3. While there is no outcome: offer `combatChoices(combat)` (or let `chooseCombatAction(combat)` pick) and apply the
 *    pick with `applyCombatAction(combat, action, rng)`. Each call runs the phases nobody decides (the monsters'
 *    attacks, the Hellgate's Blasts, the monsters' reorganization) and stops when the party must decide again.
 * 4. The step that ends the fight carries a `CombatOutcome`: who won, each character's wounds, death, stone, charm,
 *    items and thrown daggers, the monsters slain with the fight's experience, monsters charmed or left alive, and
 *    whether the Hellgate was destroyed.
 *
 * `combatView` draws the fight as the contract's CombatView; `combatActionSchema` parses an action from outside.
 */
export * from './types';
export { beginCombat, combatInputRefusal, startCombat } from './start';
export { applyCombatAction, checkCombatAction, legalCombatActions, outcomeOf, attackTargets } from './phases';
export { combatChoices } from './choices';
export { chooseCombatAction } from './policy';
export { monsterCombatant, hellgateGuards } from './fighters';
export { COMBAT_SPELLS, spellCost } from './spells';
export { ITEM_NAMES } from './items';
export { combatActionSchema } from './schema';
export { combatView, fighterStatus } from './view';

/*
 * The Charm rules in one place: Charm Person and Charm Monster potions [9.45], [9.46] (resisted in the Advanced game,
 * [11.25]) and the monsters they take over, with the party between fights and in its marching order when it fights;
 * what becomes of them when their controller dies [9.45] and between expeditions [13.22].
 *   rules.ts        the potion's roll, a charmed monster as a combatant, deaths of controllers, wandering off
 *   in-encounter.ts a potion drunk while the party faces monsters
 *   in-combat.ts    a potion drunk in the Party Combat Phase, and a monster joining the party (also the Charm spell's)
 * (The Advanced combat bookkeeping that turns a charmed monster on the party mid-fight stays with that bookkeeping, in
 * advanced/combat-data.ts and advanced/combat.ts.)
 */
export * from './rules';
export { charmFromEncounter, monsterName, monsterTargetId, potionSuits, type CharmPotion } from './in-encounter';
export { charmPotionRules, monsterJoinsParty } from './in-combat';

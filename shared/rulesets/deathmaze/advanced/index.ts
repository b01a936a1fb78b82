// The Advanced game of Deathmaze [11.0]–[12.3]: Wizards, spells, rings, Evil Wizards and special abilities.
export * from './spells';
export * from './wizard';
export * from './resistance';
export * from './rings';
export * from './non-combat';
export * from '../charm/rules';
export {
  type AdvancedCombatant,
  type AdvancedCombatAdventurer,
  type AdvancedCombatData,
  type AdvancedCombatState,
  type CharmRecord,
  type ThrallRecord,
  MONSTER_SPECIALS,
  specialOf,
} from './combat-data';
export { castCombatSpell, planCast, spellActions, type CastPlan, type CastSource } from './combat-spells';
export { charmPotionRules, monsterJoinsParty } from '../charm/in-combat';
export { evilWizardTurn, evilWizardWillCast, EVIL_WIZARD_LIGHTNING_COST } from './evil-wizard';
export { STENCH_MODIFIER, VAMPIRE_CHARM_PHASES } from './abilities';
export {
  advancedCombatHooks,
  advancedCombatOptions,
  basicCombatOptions,
  combatOptionsFor,
  advancedData,
  applyAdvancedCombatAction,
  finishAdvancedCombat,
  settleCharmedInBasicCombat,
  startAdvancedCombat,
  beginAdvancedCombat,
  type AdvancedCombatReport,
  type CharmedAtEnd,
} from './combat';
export { advancedRulings } from './rulings';

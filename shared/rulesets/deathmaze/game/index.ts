// The Deathmaze Basic game: state, actions and the reducer over data/, maze/ and combat/.
export * from './types';
export { actionSchema, type DeathmazeAction } from './actions';
export { setupSchema, newGame, CLASS_DEFAULTS, WIZARD_DEFAULTS, type DeathmazeSetup, type MemberSetup } from './setup';
export { applyAction, nextState } from './reducer';
export { choicesFor, combatActionsInOrder, investigators } from './choices';
export { summarize } from './summary';
export { gameRulings, advancedPlayRulings } from './rulings';
export { goHome, campaignOf, defaultSelection } from './home';
export { placeText, expeditionReport } from './campaign-bridge';
export { deathmazeTables, deathmazeCharts, crtColumnTables } from './tables';
export { living, effectiveWoundPoints } from './party';
export { finalResults, goalProgress, poolValue, sharePerSurvivor, WIN_BEZANTS, WIN_EXPERIENCE, type GoalProgress } from './results';
export { playExpedition, playCampaign, parseSetupOnce, newGameOnce, MAX_ACTIONS, type Expedition, type CampaignLeg, type CampaignRun } from './simulate';
export { deathmazeInvariants } from './invariants';
export { deathmazePrinted } from './printed';
export { restoreState } from './restore';

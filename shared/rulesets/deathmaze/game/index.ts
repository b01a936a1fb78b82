// The Deathmaze Basic game: state, actions and the reducer over data/, maze/ and combat/.
export * from './types';
export { actionSchema, type DeathmazeAction } from './actions';
export { setupSchema, newGame, CLASS_DEFAULTS, type DeathmazeSetup } from './setup';
export { applyAction } from './reducer';
export { choicesFor, combatActionsInOrder } from './choices';
export { summarize } from './summary';
export { gameRulings } from './rulings';
export { deathmazeTables, deathmazeCharts, crtColumnTables } from './tables';
export { living, effectiveWoundPoints } from './party';
export { finalResults, poolValue, sharePerSurvivor, WIN_BEZANTS, WIN_EXPERIENCE } from './results';
export { playExpedition, MAX_ACTIONS, type Expedition } from './simulate';

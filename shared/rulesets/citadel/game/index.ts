export * from './types';
export { actionSchema, type CitadelAction } from './actions';
export { setupSchema, newGame, type CitadelSetup } from './setup';
export { applyAction } from './reducer';
export { choicesFor } from './choices';
export { listedChoices } from './listed-choices';
export { chooseAction } from './autoplay';
export { citadelAutoplay } from './simulate';
export { citadelView, citadelSummary, citadelSheets, citadelInvariants } from './view';

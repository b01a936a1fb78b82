/** Citadel of Blood (SPI, 1980): tables and rulings, not yet a registered ruleset (the engine comes with issue #16). */
export * from './data';
export { citadelRulings, citadelRulingGroups } from './rulings';
export { citadelRulingsMarkdown } from './rulings-doc';

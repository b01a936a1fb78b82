// Campaign play [13.0]: a roster of adventurers across expeditions, ability points [13.1], treasure sharing [9.18].
export * from './roster';
export * from './advancement';
export * from './sharing';
export * from './schema';
export { campaignRulings } from './rulings';

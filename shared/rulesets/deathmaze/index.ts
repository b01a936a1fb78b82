import type { Ruleset, Ruling } from '../../engine/ruleset';
import { dataRulings } from './data';
import { mazeRulings } from './maze';
import { combatRulings } from './combat';
import { advancedRulings } from './advanced';
import { campaignRulings } from './campaign';
import { chooseAction } from './autoplay';
import { deathmazeAutoplay } from './odds';
import { deathmazeSheets } from './records';
import { deathmazeView } from './view';
import {
  actionSchema,
  applyAction,
  choicesFor,
  deathmazeCharts,
  deathmazeInvariants,
  deathmazePrinted,
  deathmazeTables,
  gameRulings,
  advancedPlayRulings,
  newGame,
  restoreState,
  setupSchema,
  summarize,
  type DeathmazeAction,
  type DeathmazeSetup,
  type DeathmazeState,
  DEATHMAZE_RULES_VERSION,
} from './game';

/**
 * Every ruling, by folder: the tables and resolutions, the maze, combat, the game that joins them, the Advanced game
 * and campaigns.
 */
export const deathmazeRulings: readonly Ruling[] = [
  ...dataRulings,
  ...mazeRulings,
  ...combatRulings,
  ...gameRulings,
  ...advancedRulings,
  ...campaignRulings,
  ...advancedPlayRulings,
];

const QUICK_PARTY = [
  { role: 'hero', name: 'Arn' },
  { role: 'thief', name: 'Bree' },
];

/**
 * SPI's Deathmaze (1979): the Basic game [3.0]–[10.3], the Advanced game [11.0]–[12.3] (setup `variant: 'advanced'`)
 * and campaigns of returning adventurers [13.0]. A game in play is titled by its variant, as slots list it.
 */
export const deathmazeRuleset: Ruleset<DeathmazeState, DeathmazeAction, DeathmazeSetup> & { readonly charts: typeof deathmazeCharts } = {
  id: 'deathmaze',
  title: 'Deathmaze',
  titleOf: (state) => (state.gameVariant === 'advanced' ? 'Deathmaze (Advanced game)' : 'Deathmaze (Basic game)'),
  setupSchema,
  // [3.0] A Basic game; without a party named, a Hero and a Thief (the CLI's default since it had one).
  quickSetup: (members) => ({ party: (members ?? QUICK_PARTY).map((m) => ({ class: m.role, name: m.name })) }),
  actionSchema,
  newGame: (setup, rng) => newGame(setup, rng),
  apply: (state, action, rng) => applyAction(state, action, rng),
  choices: (state) => choicesFor(state),
  summary: (state) => summarize(state),
  tables: deathmazeTables,
  rulings: deathmazeRulings,
  charts: deathmazeCharts,
  printed: deathmazePrinted,
  invariants: (state) => deathmazeInvariants(state),
  sweepSetups: [
    { label: 'Basic game, two Heroes and two Thieves', setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] } },
    { label: 'Advanced game, Hero, Wizard and two Thieves', setup: { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }, { name: 'Dee', class: 'thief' }] } },
  ],
  rulesVersion: DEATHMAZE_RULES_VERSION,
  // States saved before editions were recorded carry version 1.
  rulesVersionOf: (state) => state.version ?? 1,
  restore: (state) => restoreState(state),
  chooseAction: (state) => chooseAction(state),
  autoplay: deathmazeAutoplay,
  sheets: (state, context) => deathmazeSheets(state, context),
  view: (state) => deathmazeView(state),
};

export type { DeathmazeAction, DeathmazeSetup, DeathmazeState };

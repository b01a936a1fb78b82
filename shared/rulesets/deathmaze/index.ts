import type { Ruleset, Ruling } from '../../engine/ruleset';
import { dataRulings } from './data';
import { mazeRulings } from './maze';
import { combatRulings } from './combat';
import {
  actionSchema,
  applyAction,
  choicesFor,
  deathmazeCharts,
  deathmazeTables,
  gameRulings,
  newGame,
  setupSchema,
  summarize,
  type DeathmazeAction,
  type DeathmazeSetup,
  type DeathmazeState,
} from './game';

/** Every ruling, by folder: the tables and resolutions, the maze, combat, and the game that joins them. */
export const deathmazeRulings: readonly Ruling[] = [...dataRulings, ...mazeRulings, ...combatRulings, ...gameRulings];

/** SPI's Deathmaze (1979), the Basic game [3.0]–[10.3]. */
export const deathmazeRuleset: Ruleset<DeathmazeState, DeathmazeAction, DeathmazeSetup> & { readonly charts: typeof deathmazeCharts } = {
  id: 'deathmaze',
  title: 'Deathmaze (Basic game)',
  setupSchema,
  actionSchema,
  newGame: (setup, rng) => newGame(setup, rng),
  apply: (state, action, rng) => applyAction(state, action, rng),
  choices: (state) => choicesFor(state),
  summary: (state) => summarize(state),
  tables: deathmazeTables,
  rulings: deathmazeRulings,
  charts: deathmazeCharts,
};

export type { DeathmazeAction, DeathmazeSetup, DeathmazeState };

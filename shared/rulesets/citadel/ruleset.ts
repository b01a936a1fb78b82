import type { Ruleset } from '../../engine/ruleset';
import type { Table } from '../../core/table';
import { citadelCharts, citadelSpecialTables, citadelTables } from './data';
import { citadelPrinted } from './data/printed';
import { citadelRulings } from './rulings';
import {
  actionSchema,
  applyAction,
  chooseAction,
  citadelAutoplay,
  citadelInvariants,
  citadelSheets,
  citadelSummary,
  citadelView,
  listedChoices,
  CITADEL_RULES_VERSION,
  newGame,
  setupSchema,
  type CitadelAction,
  type CitadelSetup,
  type CitadelState,
} from './game';

/**
 * SPI's Citadel of Blood (Ares #5, 1980): solo or cooperative, three levels of double-sided tiles, the Hellgate to
 * find by its mirrors and destroy, over a campaign of expeditions in one persistent maze.
 */
export const citadelRuleset: Ruleset<CitadelState, CitadelAction, CitadelSetup> & { readonly charts: readonly { id: string; section: string; title: string }[] } = {
  id: 'citadel',
  title: 'Citadel of Blood',
  setupSchema,
  actionSchema,
  newGame: (setup, rng) => newGame(setup, rng),
  apply: (state, action, rng) => applyAction(state, action, rng),
  // Listed once per state and kept (listed-choices.ts): the player, the reducer's check and the autoplayer then read the
  // same list. A copy is handed out, so no caller can change the kept one.
  choices: (state) => listedChoices(state).slice(),
  summary: (state) => citadelSummary(state),
  tables: citadelTables as readonly Table<unknown>[],
  charts: [...citadelCharts, ...citadelSpecialTables],
  printed: citadelPrinted,
  rulings: citadelRulings,
  invariants: (state) => citadelInvariants(state),
  sweepSetups: [
    { label: 'Solo: three heroes and an Elf, a Dwarf and a Human initiate', setup: {} },
    { label: 'Two players: four heroes drawn in turn and two initiates', setup: { heroes: 4, players: 2, initiates: [{ name: 'Ilse', race: 'human', initial: 'raceSkill', player: 1 }, { name: 'Dorn', race: 'dwarf', weapons: ['hammer', 'throwDagger'], initial: 'mainWeaponSkill', player: 2 }] } },
  ],
  rulesVersion: CITADEL_RULES_VERSION,
  rulesVersionOf: (state) => state.version,
  chooseAction: (state) => chooseAction(state),
  autoplay: citadelAutoplay,
  view: (state) => citadelView(state),
  sheets: (state, context) => citadelSheets(state, context),
  // `slots new`: the solitaire party (three heroes drawn, three initiates) or, from `--party "elf:Aelin,dwarf:Borin"`,
  // the initiates named with their races beside the three heroes; the setup schema checks both.
  quickSetup: (members) => (members ? { initiates: members.map((m) => ({ name: m.name, race: m.role })) } : {}),
};

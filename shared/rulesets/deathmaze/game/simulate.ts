import { Rng } from '../../../core/rng';
import { rngStateFromSeed } from '../../../core/seed';
import type { GameEvent } from '../../../engine/ruleset';
import { applyAction } from './reducer';
import { newGame, newGameFrom, partyOpening, setupSchema, type DeathmazeSetup, type PartyOpening } from './setup';
import type { DeathmazeAction } from './actions';
import type { DeathmazeState } from './types';

/** A safety stop far beyond any real expedition (a few hundred actions); reaching it is reported, not hidden. */
export const MAX_ACTIONS = 20_000;

export interface Expedition {
  readonly state: DeathmazeState;
  readonly actions: number;
  readonly finished: boolean;
}

/**
 * Plays one expedition headless with `policy` from a seed, exactly as shared/engine/game.ts would (one generator
 * carried from action to action), calling `onEvent` for every event. Throws if the policy picks an illegal action.
 */
export function playExpedition(
  setupInput: unknown,
  seed: string,
  policy: (state: DeathmazeState) => DeathmazeAction,
  onEvent?: (event: GameEvent, step: number) => void,
): Expedition {
  const rng = new Rng(rngStateFromSeed(seed));
  const started = newGameOnce(setupInput, rng);
  if (onEvent) for (const e of started.events) onEvent(e, 0);
  let state = started.state;
  let actions = 0;
  while (state.phase.kind !== 'ended' && actions < MAX_ACTIONS) {
    const action = policy(state);
    const result = applyAction(state, action, rng);
    if (!result.ok) throw new Error(`The policy chose an illegal action ${JSON.stringify(action)}: [${result.rule}] ${result.message}`);
    actions++;
    if (onEvent) for (const e of result.events) onEvent(e, actions);
    state = result.state;
  }
  return { state, actions, finished: state.phase.kind === 'ended' };
}

/**
 * A simulation plays thousands of expeditions from one setup object: it is checked against setupSchema the first
 * time, and again only if what it holds has changed since (setups are plain JSON data, so their JSON text says what
 * they hold). newGame only reads the setup, so the parsed one can be shared.
 */
export function parseSetupOnce(input: unknown): DeathmazeSetup {
  return parsedOnce(input).setup;
}

/**
 * newGame for a setup as parseSetupOnce takes it: the party's records, marching order and setup texts (what the setup
 * alone decides) are worked out once per parsed setup and shared by every expedition started from it; only the maze
 * and what follows take the expedition's dice. The same game as newGame(parseSetupOnce(input), rng).
 */
export function newGameOnce(input: unknown, rng: Rng): { state: DeathmazeState; events: GameEvent[] } {
  const parsed = parsedOnce(input);
  parsed.opening ??= partyOpening(parsed.setup);
  return newGameFrom(parsed.setup, parsed.opening, rng);
}

interface ParsedSetup {
  readonly json: string;
  readonly setup: DeathmazeSetup;
  /** Worked out on the first newGameOnce: only read by the reducer, never changed. */
  opening?: PartyOpening;
}

function parsedOnce(input: unknown): ParsedSetup {
  if (typeof input !== 'object' || input === null) return { json: '', setup: setupSchema.parse(input) };
  const json = JSON.stringify(input);
  const known = parsedSetups.get(input);
  if (known !== undefined && known.json === json) return known;
  const parsed: ParsedSetup = { json, setup: setupSchema.parse(input) };
  parsedSetups.set(input, parsed);
  return parsed;
}

const parsedSetups = new WeakMap<object, ParsedSetup>();

/** One expedition of a campaign as the campaign command reports it. */
export interface CampaignLeg {
  readonly expedition: number;
  /** The state as the expedition ended (phase 'ended'), before going home. */
  readonly ended: DeathmazeState;
  /** Ability points bought at home before this expedition set out. */
  readonly pointsBought: readonly { readonly id: string; readonly name: string; readonly option: string }[];
  readonly actions: number;
}

export interface CampaignRun {
  readonly legs: readonly CampaignLeg[];
  /** The last state: at home after the last expedition (or ended if no one was left to go). */
  readonly state: DeathmazeState;
  readonly actions: readonly DeathmazeAction[];
  readonly finished: boolean;
}

/**
 * Plays one roster through `expeditions` expeditions headless, as shared/engine/game.ts would (one generator for the
 * whole campaign): each expedition to its end, home, then `policy` at home until the next party sets out. Stops early
 * if the roster has no one left who can go and the policy recruits no one.
 */
export function playCampaign(
  setupInput: unknown,
  seed: string,
  expeditions: number,
  policy: (state: DeathmazeState) => DeathmazeAction,
  onEvent?: (event: GameEvent, step: number) => void,
): CampaignRun {
  const setup: DeathmazeSetup = setupSchema.parse(setupInput);
  const rng = new Rng(rngStateFromSeed(seed));
  const started = newGame(setup, rng);
  if (onEvent) for (const e of started.events) onEvent(e, 0);
  let state = started.state;
  const taken: DeathmazeAction[] = [];
  const legs: CampaignLeg[] = [];
  let bought: { id: string; name: string; option: string }[] = [];
  let legActions = 0;
  const step = (action: DeathmazeAction) => {
    const result = applyAction(state, action, rng);
    if (!result.ok) throw new Error(`The policy chose an illegal action ${JSON.stringify(action)}: [${result.rule}] ${result.message}`);
    taken.push(action);
    legActions++;
    if (onEvent) for (const e of result.events) onEvent(e, taken.length);
    if (action.type === 'advance') {
      const a = result.state.campaign?.roster.find((x) => x.id === action.adventurerId);
      const last = a?.advancement[a.advancement.length - 1];
      if (a && last) bought.push({ id: a.id, name: a.name, option: last.option });
    }
    state = result.state;
  };
  while (legs.length < expeditions && taken.length < MAX_ACTIONS * expeditions) {
    if (state.phase.kind === 'ended') {
      legs.push({ expedition: legs.length + 1, ended: state, pointsBought: bought, actions: legActions });
      bought = [];
      legActions = 0;
      step({ type: 'home' });
      continue;
    }
    step(policy(state));
  }
  // Spend what the last expedition earned, so the roster shows it; stop before setting out again.
  while (state.phase.kind === 'home' && taken.length < MAX_ACTIONS * (expeditions + 1)) {
    const action = policy(state);
    if (action.type !== 'advance') break;
    step(action);
  }
  return { legs, state, actions: taken, finished: legs.length === expeditions };
}

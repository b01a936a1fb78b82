import { Rng } from '../../../core/rng';
import { rngStateFromSeed } from '../../../core/seed';
import type { GameEvent } from '../../../engine/ruleset';
import { applyAction } from './reducer';
import { newGame, setupSchema, type DeathmazeSetup } from './setup';
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
  const setup: DeathmazeSetup = setupSchema.parse(setupInput);
  const rng = new Rng(rngStateFromSeed(seed));
  const started = newGame(setup, rng);
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

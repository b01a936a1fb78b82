import { Rng, type RngState } from '../core/rng';
import { parseSeed, rngStateFromSeed } from '../core/seed';
import type { ApplyResult, GameEvent, Ruleset } from './ruleset';

/**
 * A game as stored: its seed and setup, every action taken, the generator state after the last one, and the
 * ruleset's state. Seed + setup + actions is enough to rebuild the rest (replay verification relies on it).
 */
export interface GameRecord<S = unknown> {
  readonly rulesetId: string;
  readonly seed: string;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  readonly rng: RngState;
  readonly state: S;
}

export type GameStep<S> =
  | { readonly ok: true; readonly game: GameRecord<S>; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rule: string; readonly message: string };

export function startGame<S>(ruleset: Ruleset<S>, seedText: string, setupInput: unknown): GameStep<S> {
  const seed = parseSeed(seedText);
  if (!seed.ok) return { ok: false, rule: 'seed', message: seed.message };
  const setup = ruleset.setupSchema.safeParse(setupInput);
  if (!setup.success) return { ok: false, rule: 'setup', message: describeIssues(setup.error.issues) };
  const rng = new Rng(rngStateFromSeed(seed.seed));
  const { state, events } = ruleset.newGame(setup.data, rng);
  return {
    ok: true,
    game: { rulesetId: ruleset.id, seed: seed.seed, setup: setup.data, actions: [], rng: rng.state(), state },
    events,
  };
}

export function applyAction<S>(ruleset: Ruleset<S>, game: GameRecord<S>, actionInput: unknown): GameStep<S> {
  const action = ruleset.actionSchema.safeParse(actionInput);
  if (!action.success) return { ok: false, rule: 'action', message: describeIssues(action.error.issues) };
  const rng = new Rng(game.rng);
  const result: ApplyResult<S> = ruleset.apply(game.state, action.data, rng);
  if (!result.ok) return result;
  return {
    ok: true,
    // concat, not a spread: a spread of a long campaign's actions (tens of thousands) left V8's fast path and made
    // each action cost milliseconds (issue 18's bench); concat copies the array in one block.
    game: { ...game, actions: game.actions.concat([action.data]), rng: rng.state(), state: result.state },
    events: result.events,
  };
}

/** Rebuilds a game from its seed, setup and actions; fails with the step that was refused. */
export function replayGame<S>(
  ruleset: Ruleset<S>,
  seed: string,
  setup: unknown,
  actions: readonly unknown[],
): GameStep<S> & { readonly allEvents?: readonly GameEvent[] } {
  const started = startGame(ruleset, seed, setup);
  if (!started.ok) return started;
  let game = started.game;
  const allEvents: GameEvent[] = [...started.events];
  // The record's action list is rebuilt once at the end: growing it on every step would copy it n times.
  const checked: unknown[] = [];
  for (const [index, action] of actions.entries()) {
    const step = applyAction(ruleset, { ...game, actions: [] }, action);
    if (!step.ok) return { ok: false, rule: step.rule, message: `Action ${index + 1} was refused: ${step.message}` };
    game = step.game;
    checked.push(step.game.actions[0]);
    allEvents.push(...step.events);
  }
  return { ok: true, game: { ...game, actions: checked }, events: [], allEvents };
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}

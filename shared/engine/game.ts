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
  const log = appended(game, action.data);
  return { ok: true, game: recordOf(game, log, rng.state(), result.state), events: result.events };
}

/**
 * The actions of a game so far, as one array shared by the records of its successive steps: a record holds the array
 * and how many of its entries are its own (`length`). Entries are only ever pushed past the end, never changed, so
 * every record that shares the array reads the same first `length` entries for as long as it lives. Before, every
 * step copied the whole list (`concat`), so a long game paid for its length on every action (docs/performance.md).
 */
interface ActionLog {
  readonly items: unknown[];
  readonly length: number;
}

/**
 * Where a record made by `applyAction` keeps its log. Non-enumerable, so a copy of the record (`{ ...game, actions }`,
 * `structuredClone`, JSON) never carries it: a copy's `actions` may differ from the log, and such a copy is simply
 * appended to by copying its `actions` once, as every record was before.
 */
const LOG: unique symbol = Symbol('mazewright.actionLog');

interface Logged {
  readonly [LOG]?: ActionLog;
}

/** The log after `action`: pushed in place while `game` holds its last entry, else copied once and pushed. */
function appended(game: GameRecord & Logged, action: unknown): ActionLog {
  const log = game[LOG];
  // Only the record at the log's end may push (a second step from the same record, or one from an older record,
  // would otherwise overwrite or interleave another branch's actions): the others copy their own entries first.
  if (log !== undefined && log.items.length === log.length) {
    log.items.push(action);
    return { items: log.items, length: log.length + 1 };
  }
  const items = log !== undefined ? log.items.slice(0, log.length) : game.actions.slice();
  items.push(action);
  return { items, length: items.length };
}

/**
 * A record whose `actions` are the first `log.length` entries of the shared log: an array made from it the first time
 * they are read (and kept), so a caller may keep or change that array without touching the log. The keys come in the
 * order `startGame` gives them, so a record turns into the same JSON as before.
 */
function recordOf<S>(game: GameRecord<S>, log: ActionLog, rng: RngState, state: S): GameRecord<S> {
  let actions: readonly unknown[] | undefined;
  const record: GameRecord<S> = {
    rulesetId: game.rulesetId,
    seed: game.seed,
    setup: game.setup,
    get actions() {
      actions ??= log.items.slice(0, log.length);
      return actions;
    },
    rng,
    state,
  };
  Object.defineProperty(record, LOG, { value: log });
  return record;
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

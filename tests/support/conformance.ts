import { Rng } from '../../shared/core/rng';
import { applyAction, replayGame, startGame, type GameRecord } from '../../shared/engine/game';
import type { Choice, GameEvent, Ruleset } from '../../shared/engine/ruleset';
import type { GameView } from '../../shared/engine/view';
import { findRuleset } from '../../shared/rulesets/registry';
import { replayCheck } from '../../electron/services/slot-verify';

/**
 * What every ruleset in the registry promises, checked on states reached by seeded random play through the same code
 * the app plays with (shared/engine/game.ts: startGame/applyAction, and the slot verifier's replayCheck). The
 * conformance test (tests/unit/conformance/) runs this for every ruleset and setup; a ruleset added to the registry is
 * checked with no further line.
 */

export interface ConformanceOptions {
  /** Actions played at most per game: bounded so the suite's cost stays fixed whatever the ruleset. */
  readonly maxActions: number;
  /** Whether a missing `view` / `sheets` is a failure (the contract requires them) or only reported. */
  readonly require: { readonly view: boolean; readonly sheets: boolean };
}

export interface ConformanceResult {
  readonly actions: number;
  readonly finished: boolean;
  /** What broke, each with the step (0 = the new game); empty when the ruleset kept every promise. */
  readonly problems: readonly string[];
  /** Distinct choice groups seen, so the test can say a ruleset that groups nothing does not group. */
  readonly groups: ReadonlySet<string>;
  readonly viewsChecked: number;
  readonly sheetsChecked: number;
}

/** Stop collecting after this many problems: one broken promise usually repeats at every later step. */
const MAX_PROBLEMS = 20;

/**
 * The path of the first value JSON cannot carry unchanged (a Map, a class instance, a function, NaN, undefined in an
 * array…), or null when the value survives `JSON.parse(JSON.stringify(value))` as it is.
 */
export function firstNonJson(value: unknown, at = '(top)'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${at} is ${value}`;
  if (typeof value !== 'object') return `${at} is a ${typeof value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) return `${at}[${i}] is undefined (JSON writes null)`;
      const d = firstNonJson(value[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${at} is a ${(value as object).constructor?.name ?? 'non-plain object'}, not plain data`;
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue; // dropped by JSON and read back as absent: the same to any reader
    const d = firstNonJson(v, `${at}.${key}`);
    if (d) return d;
  }
  return null;
}

const json = (value: unknown): string => JSON.stringify(value);

/** Ids a choice's `subjectId` may name: the view's people, fighters, tiles and areas. */
function viewIds(view: GameView): Set<string> {
  const ids = new Set<string>(view.people.map((p) => p.id));
  for (const row of view.combat?.rows ?? []) for (const m of row.members) ids.add(m.id);
  if (view.map?.kind === 'tiles') for (const t of view.map.tiles) ids.add(t.id);
  if (view.map?.kind === 'areas') for (const a of view.map.areas) ids.add(a.id);
  return ids;
}

function checkView<S>(ruleset: Ruleset<S>, state: S, choices: readonly Choice<unknown>[], finished: boolean): string[] {
  const problems: string[] = [];
  let view: GameView;
  try {
    view = ruleset.view!(state);
  } catch (error) {
    return [`view(state) threw: ${error instanceof Error ? error.message : String(error)}`];
  }
  const nonJson = firstNonJson(view, 'view');
  if (nonJson) problems.push(`the view is not plain JSON: ${nonJson}`);
  if (!view.phase?.title) problems.push('the view has no phase title to show');
  if (finished && !view.phase.ended) problems.push('the game is finished but the view’s phase is not ended');
  const ids = view.people.map((p) => p.id);
  if (new Set(ids).size !== ids.length) problems.push(`two people in the view share an id: ${ids.join(', ')}`);
  for (const p of view.people) {
    if (!p.name) problems.push(`person ${p.id} has no name`);
    if (p.wounds && (p.wounds.taken < 0 || p.wounds.of <= 0)) problems.push(`person ${p.id} has impossible wounds ${json(p.wounds)}`);
  }
  const known = viewIds(view);
  for (const c of choices) {
    if (c.group !== undefined && c.group.trim() === '') problems.push(`choice “${c.label}” has an empty group`);
    if (c.subjectId !== undefined && !known.has(c.subjectId)) problems.push(`choice “${c.label}” is about “${c.subjectId}”, whom the view does not show (it shows ${[...known].join(', ') || 'no one'})`);
  }
  return problems;
}

function checkSheets<S>(ruleset: Ruleset<S>, state: S): string[] {
  const context = { campaign: 'Conformance', seed: 'CONFORM' };
  let sheets;
  try {
    sheets = ruleset.sheets!(state, context);
  } catch (error) {
    return [`sheets(state) threw: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  const nonJson = firstNonJson(sheets, 'sheets');
  if (nonJson) problems.push(`the sheets are not plain JSON: ${nonJson}`);
  for (const s of sheets) {
    if (!s.name || !s.gameTitle) problems.push(`a record sheet lacks a name or game title: ${json({ name: s.name, gameTitle: s.gameTitle })}`);
    // A game that names its own campaign may print that name instead of the slot's; but never none, and the seed as given.
    if (!s.campaign || s.seed !== context.seed) problems.push(`the record of ${s.name} does not print the campaign and seed it was given`);
    if (!s.alive && s.death === null) problems.push(`the record of ${s.name} says he is dead but not how`);
    for (const section of s.sections) {
      if (!section.title) problems.push(`a section of ${s.name}’s record has no title`);
      for (const f of section.fields) if (typeof f.value !== 'string' || !f.label) problems.push(`field ${json(f)} of ${s.name}’s record is not a labelled text`);
    }
  }
  return problems;
}

/**
 * Plays one game from `seed`, choosing uniformly at random among the listed choices with a generator of its own, and
 * after every step checks: every listed choice applies; the state is plain JSON and a JSON copy of it lists the same
 * choices and applies the chosen action to the same result; the view and the sheets (where the ruleset has them)
 * render and agree with the choices. At the end the game is replayed from seed, setup and actions (as a save is
 * verified) and must come out byte-identical, events included.
 */
export function conformanceGame<S>(ruleset: Ruleset<S>, setup: unknown, seed: string, chooserSeed: number, options: ConformanceOptions): ConformanceResult {
  const problems: string[] = [];
  const groups = new Set<string>();
  let viewsChecked = 0;
  let sheetsChecked = 0;
  const started = startGame(ruleset, seed, setup);
  if (!started.ok) return { actions: 0, finished: false, problems: [`the setup is refused: [${started.rule}] ${started.message}`], groups, viewsChecked, sheetsChecked };
  let game: GameRecord<S> = started.game;
  const events: GameEvent[] = [...started.events];
  const chooser = Rng.fromSeedNumber(chooserSeed);

  const checkState = (step: number, choices: readonly Choice<unknown>[], finished: boolean): void => {
    const say = (p: string) => problems.push(`step ${step}: ${p}`);
    const nonJson = firstNonJson(game.state, 'state');
    if (nonJson) say(`the state does not survive a JSON round trip: ${nonJson}`);
    // The contract requires both; a ruleset assembled at run time (a plug-in, the checker's toy) may still lack them.
    if (typeof ruleset.view === 'function') {
      checkView(ruleset, game.state, choices, finished).forEach(say);
      viewsChecked++;
    } else if (options.require.view && step === 0) say(`${ruleset.title} has no view(state): the contract requires one (shared/engine/view.ts)`);
    if (typeof ruleset.sheets === 'function') {
      checkSheets(ruleset, game.state).forEach(say);
      sheetsChecked++;
    } else if (options.require.sheets && step === 0) say(`${ruleset.title} has no sheets(state): the contract requires them (shared/engine/sheet.ts)`);
  };

  let step = 0;
  for (; step < options.maxActions && problems.length < MAX_PROBLEMS; step++) {
    const finished = ruleset.summary(game.state).finished;
    const choices = ruleset.choices(game.state) as readonly Choice<unknown>[];
    checkState(step, choices, finished);
    if (finished) break;
    if (choices.length === 0) {
      problems.push(`step ${step}: no choice is listed, yet the game is not finished`);
      break;
    }
    const ids = choices.map((c) => c.id);
    if (new Set(ids).size !== ids.length) problems.push(`step ${step}: two listed choices share an id`);
    for (const c of choices) {
      if (c.group) groups.add(c.group);
      const trial = ruleset.actionSchema.safeParse(c.action);
      if (!trial.success) {
        problems.push(`step ${step}: the listed choice “${c.label}” does not pass the ruleset's own action schema`);
        continue;
      }
      const applied = ruleset.apply(game.state, trial.data as never, new Rng(game.rng));
      if (!applied.ok) problems.push(`step ${step}: the listed choice “${c.label}” is refused: [${applied.rule}] ${applied.message}`);
    }
    const chosen = choices[chooser.int(0, choices.length - 1)]!;
    // The same action on a JSON copy of the state, with the same dice, must give the same game.
    const copy = JSON.parse(json(game.state)) as S;
    if (json(ruleset.choices(copy)) !== json(choices)) problems.push(`step ${step}: a JSON copy of the state lists other choices`);
    const fromCopy = applyAction(ruleset, { ...game, state: copy }, chosen.action);
    const next = applyAction(ruleset, game, chosen.action);
    if (!next.ok) {
      problems.push(`step ${step}: the chosen choice “${chosen.label}” is refused by the app's applyAction: [${next.rule}] ${next.message}`);
      break;
    }
    if (!fromCopy.ok || json(fromCopy.game) !== json(next.game) || json(fromCopy.events) !== json(next.events)) {
      problems.push(`step ${step}: “${chosen.label}” applied to a JSON copy of the state gives another result than applied to the state`);
    }
    game = next.game;
    events.push(...next.events);
  }
  const finished = ruleset.summary(game.state).finished;

  // Replay from seed, setup and actions: the same game, the same dice, the same events, byte for byte.
  const stored = JSON.parse(json(game)) as GameRecord<S>;
  const replay = replayGame(ruleset, stored.seed, stored.setup, stored.actions);
  if (!replay.ok) problems.push(`replay: ${replay.message}`);
  else {
    if (json(replay.game) !== json(game)) problems.push('replay: the replayed game (state or dice) is not byte-identical to the game played');
    if (json(replay.allEvents) !== json(events)) problems.push('replay: the replayed events are not byte-identical to the events played');
  }
  // The app's save verifier finds the ruleset in the registry: only a registered ruleset can be verified there.
  if (findRuleset(ruleset.id) === (ruleset as unknown)) {
    const verified = replayCheck(stored as Parameters<typeof replayCheck>[0]);
    if (verified.status !== 'ok') problems.push(`the save verifier calls the game ${verified.status}: ${verified.message}`);
    else if (verified.upgraded) problems.push('the save verifier upgrades a game played under the current rules');
  }
  return { actions: game.actions.length, finished, problems, groups, viewsChecked, sheetsChecked };
}

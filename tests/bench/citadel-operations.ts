import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { Ruleset } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import type { Autoplayer } from '../../shared/sim/outcome';
import { FOUR } from './expeditions';

/**
 * The operations the Citadel bench times for either ruleset, driven the same way through the `Ruleset` contract and
 * its autoplayer only. Kept to modules that exist unchanged since the Citadel bench was written (3df75ad), so the A/B
 * bench (`engine-ab.ts --citadel`) can copy this file into an older tree and time the same code on both.
 */
export interface Side {
  readonly id: string;
  readonly ruleset: Ruleset;
  readonly choose: (state: unknown) => unknown;
  readonly autoplay: Autoplayer;
  readonly setup: unknown;
}

/** Deathmaze with the bench's four adventurers, or Citadel with the autoplayer's own party. */
export function side(id: 'deathmaze' | 'citadel'): Side {
  const ruleset = findRuleset(id);
  if (!ruleset?.chooseAction || !ruleset.autoplay) throw new Error(`${id}: ruleset or its autoplayer missing`);
  const autoplay = ruleset.autoplay;
  const setup = id === 'deathmaze' ? FOUR : autoplay.setupFor(autoplay.defaultParty(false), false);
  return { id, ruleset, choose: ruleset.chooseAction, autoplay, setup };
}

export const seedOf = (prefix: string, n: number): string => `${prefix}-${String(1000 + (n % 8000)).padStart(4, '0')}`;

/** The actions the bench's per-action step plays: the first autoplayed games of its seeds, this many actions in all. */
export const RECORDED_ACTIONS = 6000;
/**
 * A game is cut after this many actions: a Citadel campaign runs to a few hundred or a thousand. A guard only: the
 * autoplayer once looped for ever in BNCA-1019 (a member with three magic weapons took each up in turn, 14.3; fixed in
 * `wieldAnswer`, the game now ends after 867 actions), and a bench must not hang on the next such fault.
 */
export const RECORDED_PER_GAME = 1500;

export interface RecordedGame {
  readonly start: GameRecord;
  readonly actions: readonly unknown[];
}

/** Autoplayed games from the bench's seeds, recorded (untimed) so the step can replay them as a player's clicks. */
export function recordGames(s: Side, total = RECORDED_ACTIONS, perGame = RECORDED_PER_GAME): RecordedGame[] {
  const games: RecordedGame[] = [];
  let recorded = 0;
  for (let n = 0; recorded < total; n++) {
    const started = startGame(s.ruleset, seedOf('BNCA', n), s.setup);
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    const actions: unknown[] = [];
    while (actions.length < perGame && recorded < total && !s.ruleset.summary(game.state).finished && s.ruleset.choices(game.state).length > 0) {
      const action = s.choose(game.state);
      const next = applyAction(s.ruleset, { ...game, actions: [] }, action);
      if (!next.ok) throw new Error(next.message);
      actions.push(action);
      recorded++;
      game = next.game;
    }
    if (actions.length > 0) games.push({ start: started.game, actions });
  }
  return games;
}

/**
 * One action as the app takes it (`electron/services/game-session.ts`: `applyNow`, then the `view()` its answer
 * carries): the action parsed and applied through the game wrapper, given the record without its action list (the
 * session keeps its own and appends to it), then the new state's summary for the slot's header, and the screen's
 * view: the game's title, its view, its summary, its whole labelled choice list and its Character Records. The
 * actions are the autoplayer's, recorded beforehand (`recordGames`): in the app a player picks them, so the
 * autoplayer's own thinking is timed within expeditions (`expeditionRunner`), not here. Replayed game after game, and
 * from the first again after the last.
 */
export function actionStepper(s: Side, games: readonly RecordedGame[] = recordGames(s)): () => void {
  const r = s.ruleset;
  let g = 0;
  let i = 0;
  let game = games[0]!.start;
  return () => {
    const played = games[g]!;
    const step = applyAction(r, { ...game, actions: [] }, played.actions[i]);
    if (!step.ok) throw new Error(step.message);
    const state = step.game.state;
    r.summary(state);
    // The view the answer carries (SessionView): title, view, summary, choices, sheets.
    void (r.titleOf?.(state) ?? r.title);
    r.view?.(state);
    r.summary(state);
    r.choices(state);
    r.sheets?.(state, { campaign: 'Bench', seed: step.game.seed });
    game = step.game;
    if (++i === played.actions.length) {
      i = 0;
      g = (g + 1) % games.length;
      game = games[g]!.start;
    }
  };
}

/** Whole autoplayed expeditions, as `simulate` plays them; each run returns the actions it took. */
export function expeditionRunner(s: Side): () => number {
  let n = 0;
  return () => s.autoplay.expedition(s.setup, seedOf('BNCX', n++)).actions;
}

import { Rng } from '../../shared/core/rng';
import { seedFromInts } from '../../shared/core/seed';
import { startGame } from '../../shared/engine/game';
import type { Ruleset } from '../../shared/engine/ruleset';

/** How one game of the sweep picks its actions. */
export type SweepPolicy = 'random' | 'mixed';

export interface SweepOptions {
  readonly policy: SweepPolicy;
  /** A game still unfinished after this many actions counts as one that never ends. */
  readonly maxActions: number;
  /** Every listed choice is tried (on a copy) at every `checkAllEvery`-th step; the chosen one is applied always. */
  readonly checkAllEvery: number;
}

export interface SweepResult {
  readonly finished: boolean;
  readonly actions: number;
  /** What went wrong, each with the step; empty for a clean game. */
  readonly problems: readonly string[];
}

/** The game seed of sweep game `index`, from its own generator (any game can be replayed alone). */
export function sweepSeed(index: number): string {
  const rng = Rng.fromSeedNumber(0x5eed0000 + index);
  return seedFromInts((max) => rng.int(0, max - 1));
}

/**
 * Plays one game of any ruleset from `seed`, choosing uniformly at random among the listed choices ('random'), or
 * half the time the ruleset's own autoplayer ('mixed'), and checks after every step what every ruleset promises:
 * the listed choices apply, a state without choices is finished, the game ends, and the ruleset's own invariants hold.
 * The choosing generator is separate from the game's, so the game's dice are the same whatever is checked.
 */
export function sweepGame<S, A>(ruleset: Ruleset<S, A>, setup: unknown, seed: string, chooserSeed: number, options: SweepOptions): SweepResult {
  const problems: string[] = [];
  const started = startGame(ruleset, seed, setup);
  if (!started.ok) return { finished: false, actions: 0, problems: [`setup refused: ${started.message}`] };
  const chooser = Rng.fromSeedNumber(chooserSeed);
  const rng = new Rng(started.game.rng);
  let state = started.game.state;
  const check = (step: number) => {
    for (const p of ruleset.invariants?.(state) ?? []) problems.push(`step ${step}: ${p}`);
  };
  check(0);
  for (let step = 1; step <= options.maxActions; step++) {
    if (ruleset.summary(state).finished) return { finished: true, actions: step - 1, problems };
    const choices = ruleset.choices(state);
    if (choices.length === 0) {
      problems.push(`step ${step}: no choice is listed, yet the game is not finished`);
      return { finished: false, actions: step - 1, problems };
    }
    if (step % options.checkAllEvery === 0) {
      for (const c of choices) {
        const trial = ruleset.apply(state, c.action, new Rng(rng.state()));
        if (!trial.ok) problems.push(`step ${step}: the listed choice “${c.label}” is refused: [${trial.rule}] ${trial.message}`);
      }
    }
    const auto = options.policy === 'mixed' && ruleset.chooseAction && chooser.int(0, 1) === 0;
    const action = auto ? ruleset.chooseAction!(state) : choices[chooser.int(0, choices.length - 1)]!.action;
    const result = ruleset.apply(state, action, rng);
    if (!result.ok) {
      problems.push(`step ${step}: ${auto ? 'the autoplayer’s' : 'the listed'} action ${JSON.stringify(action)} is refused: [${result.rule}] ${result.message}`);
      return { finished: false, actions: step, problems };
    }
    state = result.state;
    check(step);
    if (problems.length > 20) return { finished: false, actions: step, problems };
  }
  if (!ruleset.summary(state).finished) problems.push(`the game did not end within ${options.maxActions} actions`);
  return { finished: ruleset.summary(state).finished, actions: options.maxActions, problems };
}

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

/** One autoplayed action through the game wrapper; a finished game is replaced by the next seed's (not timed apart). */
export function actionStepper(s: Side): () => void {
  let n = 0;
  const begin = (): GameRecord => {
    const started = startGame(s.ruleset, seedOf('BNCA', n++), s.setup);
    if (!started.ok) throw new Error(started.message);
    return started.game;
  };
  let game = begin();
  return () => {
    if (s.ruleset.summary(game.state).finished || s.ruleset.choices(game.state).length === 0) {
      game = begin();
      return;
    }
    const next = applyAction(s.ruleset, game, s.choose(game.state));
    if (next.ok) game = next.game;
  };
}

/** Whole autoplayed expeditions, as `simulate` plays them; each run returns the actions it took. */
export function expeditionRunner(s: Side): () => number {
  let n = 0;
  return () => s.autoplay.expedition(s.setup, seedOf('BNCX', n++)).actions;
}

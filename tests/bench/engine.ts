import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { measure, type Measurement } from './measure';

/** Cost of one engine action on a long game: the per-action budget the app must stay well inside. */
export function benchEngine(): Measurement[] {
  const ruleset = findRuleset('deathmaze');
  if (!ruleset) throw new Error('deathmaze ruleset missing');
  const setup = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] };
  const started = startGame(ruleset, 'BNCH-0001', setup);
  if (!started.ok) throw new Error(started.message);
  let game: GameRecord = started.game;
  const step = (): void => {
    const choice = ruleset.choices(game.state).find((c) => c.id !== 'leave');
    if (!choice) {
      const restarted = startGame(ruleset, 'BNCH-0001', setup);
      if (restarted.ok) game = restarted.game;
      return;
    }
    const next = applyAction(ruleset, game, choice.action);
    if (next.ok) game = next.game;
  };
  return [measure('engine: one action (deathmaze, growing game)', step)];
}

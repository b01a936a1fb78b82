import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { deathmazeOperations } from './deathmaze-operations';
import { measure, type Measurement } from './measure';

/** Engine costs: one action on a long game (through the game wrapper), whole expeditions, and a 500-chit maze. */
export function benchEngine(): Measurement[] {
  // The Deathmaze operations are shared with the A/B bench (engine-ab.ts), which times them against an older tree.
  const { step, expedition: oneExpedition, bigAction, policy, bigMazeChits } = deathmazeOperations();

  // Citadel of Blood beside it, through the Ruleset contract only: one autoplayed action, and one whole expedition.
  const citadel = findRuleset('citadel');
  if (!citadel?.chooseAction || !citadel.autoplay) throw new Error('citadel ruleset or its autoplayer missing');
  const citadelChoose = citadel.chooseAction;
  const citadelAuto = citadel.autoplay;
  const citadelSetup = citadelAuto.setupFor(citadelAuto.defaultParty(false), false);
  const citadelStart = (i: number): GameRecord => {
    const s = startGame(citadel, `CTDA-${String(1000 + (i % 8000)).padStart(4, '0')}`, citadelSetup);
    if (!s.ok) throw new Error(s.message);
    return s.game;
  };
  let citadelGame = citadelStart(0);
  let citadelIndex = 0;
  const citadelStep = (): void => {
    if (citadel.summary(citadelGame.state).finished || citadel.choices(citadelGame.state).length === 0) {
      citadelGame = citadelStart(++citadelIndex);
      return;
    }
    const next = applyAction(citadel, citadelGame, citadelChoose(citadelGame.state));
    if (next.ok) citadelGame = next.game;
  };
  let citadelExpedition = 0;
  const citadelOne = (): void => {
    citadelAuto.expedition(citadelSetup, `CTDX-${String(1000 + (citadelExpedition++ % 8000)).padStart(4, '0')}`);
  };

  return [
    measure('engine: one action (deathmaze, autoplayed games)', step),
    measure('engine: one action (citadel, autoplayed games)', citadelStep),
    measure('engine: one whole expedition (citadel autoplayer), warmed up', citadelOne, { budgetMs: 3000, warmUpMs: 3000 }),
    // V8 compiles the engine while the first thousand or so expeditions run (see the cold-start figure, measured in a
    // fresh isolate): the throughput is measured once that is done, as in a long simulation.
    measure('engine: one whole expedition (autoplayer), warmed up', oneExpedition, { budgetMs: 3000, warmUpMs: 3000 }),
    measure(`engine: choices + one action, ${bigMazeChits}-chit maze`, bigAction),
    measure(`autoplayer: one decision, ${bigMazeChits}-chit maze`, policy),
  ];
}

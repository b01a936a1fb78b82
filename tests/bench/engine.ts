import { deathmazeOperations } from './deathmaze-operations';
import { measure, type Measurement } from './measure';

/** Engine costs: one action on a long game (through the game wrapper), whole expeditions, and a 500-chit maze. */
export function benchEngine(): Measurement[] {
  // The Deathmaze operations are shared with the A/B bench (engine-ab.ts), which times them against an older tree.
  const { step, expedition: oneExpedition, simulated, bigAction, policy, bigMazeChits } = deathmazeOperations();

  return [
    measure('engine: one action (deathmaze, autoplayed games)', step),
    // V8 compiles the engine while the first thousand or so expeditions run (see the cold-start figure, measured in a
    // fresh isolate): the throughput is measured once that is done, as in a long simulation.
    measure('engine: one whole expedition (autoplayer), warmed up', oneExpedition, { budgetMs: 3000, warmUpMs: 3000 }),
    // What `simulate` and the Odds view run: the ruleset's autoplayer through the Ruleset contract, to its outcome.
    measure('engine: one whole expedition as simulate plays it, warmed up', simulated, { budgetMs: 3000, warmUpMs: 3000 }),
    measure(`engine: choices + one action, ${bigMazeChits}-chit maze`, bigAction),
    measure(`autoplayer: one decision, ${bigMazeChits}-chit maze`, policy),
  ];
}

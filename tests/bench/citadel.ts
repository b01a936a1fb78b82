import { actionStepper, expeditionRunner, seedOf, side, type Side } from './citadel-operations';
import { measure, type Measurement } from './measure';

/**
 * Citadel of Blood's engine costs beside Deathmaze's (issue 17: "an expedition's cost within 2× of Deathmaze's per
 * action", read as what a player meets: one action as the app takes it, and one simulated expedition). Both rulesets are driven the same way, through the `Ruleset` contract and its autoplayer only, so the
 * ratio compares like with like: one action as the app takes it (through the game wrapper: validation, RNG, reducer;
 * then the new state's summary, view, labelled choices and Character Records, as the session's answer carries them),
 * replaying actions the autoplayer chose beforehand, and whole autoplayed expeditions (the autoplayer's thinking and
 * the reducer), whose cost is also given per action they took. The operations
 * are `citadel-operations.ts`, which the A/B bench (`engine-ab.ts --citadel`) also times against an older tree.
 */

/** Measures like `measure`, and also reports the mean actions per expedition (over every run, warm-up included). */
function measureExpeditions(name: string, s: Side): { m: Measurement; actionsPerExpedition: number } {
  const run = expeditionRunner(s);
  let calls = 0;
  let actions = 0;
  const m = measure(name, () => {
    actions += run();
    calls++;
  }, { budgetMs: 3000, warmUpMs: 3000 });
  return { m, actionsPerExpedition: actions / calls };
}

/** A ratio; with a target, whether it is met, else what the figure is for. */
const ratioLine = (name: string, ratio: number, target: number | string): Measurement => ({
  name,
  operations: 0,
  totalMs: 0,
  text: `${name.padEnd(52)} ${`×${ratio.toFixed(2)}`.padStart(14)}  (${typeof target === 'number' ? `target ≤ ×${target} ${ratio <= target ? '✔' : '✘'}` : target})`,
});

/** The figures `npm run bench` prints in its Citadel section. */
export function benchCitadel(): Measurement[] {
  const deathmaze = side('deathmaze');
  const citadel = side('citadel');
  // Each Citadel figure is measured right after its Deathmaze counterpart: on a shared machine the load drifts, and
  // adjacent measurements keep the two sides of each ratio under much the same load.
  const dmAction = measure('per action: deathmaze (as the app takes it)', actionStepper(deathmaze));
  const cobAction = measure('per action: citadel (as the app takes it)', actionStepper(citadel));
  const dmExp = measureExpeditions('per expedition: deathmaze (autoplayer), warmed up', deathmaze);
  const cobExp = measureExpeditions('per expedition: citadel (autoplayer), warmed up', citadel);
  const perAction = (x: { m: Measurement; actionsPerExpedition: number }): Measurement => ({
    name: `  the same per action (${x.actionsPerExpedition.toFixed(0)} actions an expedition)`,
    operations: Math.round(x.m.operations * x.actionsPerExpedition),
    totalMs: x.m.totalMs,
  });
  const cost = (m: Measurement): number => m.totalMs / m.operations;
  const dmPer = perAction(dmExp);
  const cobPer = perAction(cobExp);
  return [
    dmAction,
    cobAction,
    ratioLine('per action: citadel ÷ deathmaze', cost(cobAction) / cost(dmAction), 2),
    dmExp.m,
    dmPer,
    cobExp.m,
    cobPer,
    ratioLine('per expedition: citadel ÷ deathmaze', cost(cobExp.m) / cost(dmExp.m), 2),
    // The engine's own cost per action, for the A/B passes: not the target's figure, because a Citadel action does
    // more than a Deathmaze one (about 74 actions an expedition against 195; docs/performance.md, "Issue 17's target").
    ratioLine('per action within expeditions: citadel ÷ deathmaze', cost(cobPer) / cost(dmPer), 'the engine alone; a Citadel action does more'),
  ];
}

/** Expeditions a profile run plays (`node --cpu-prof` on the bundled file; see docs/performance.md). */
export function profileCitadel(count: number): number {
  const citadel = side('citadel');
  let actions = 0;
  for (let i = 0; i < count; i++) actions += citadel.autoplay.expedition(citadel.setup, seedOf('PROF', i)).actions;
  return actions;
}


/** Actions as the app takes them, as the bench's per-action figure plays them (for a profile run; recording untimed). */
export function profileCitadelWrapper(count: number): number {
  const step = actionStepper(side('citadel'));
  for (let i = 0; i < count; i++) step();
  return count;
}

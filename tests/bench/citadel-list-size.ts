import { applyAction } from '../../shared/engine/game';
import type { Choice } from '../../shared/engine/ruleset';
import type { CitadelAction } from '../../shared/rulesets/citadel/game/actions';
import { choicesFor, KEPT, type Making } from '../../shared/rulesets/citadel/game/choices';
import type { CitadelState } from '../../shared/rulesets/citadel/game/types';
import { actionStepper, recordGames, side } from './citadel-operations';

/**
 * What a contract change would give the app's step (issue 17; not built): the treasure anyone may hand to anyone
 * (14.0, 80 of an explore state's 99 choices in the bench's games) sent as one entry that the screen would open as a
 * dialog, instead of one choice per giver, taker and good. Over the states the bench's per-action step meets (its
 * recorded games, replayed in order so the kept parts are kept as in the app), it times the Ruleset's listing (the
 * whole list, copied as `choices` hands it out) and a structured clone of it (what Electron's IPC does to the
 * session's answer), with the hand-over part as it is and as one entry (a stand-in: no such action exists), beside
 * the whole step as the app takes it. Bundled and run as one process:
 *
 *   node <bundle of tests/bench/citadel-list-size.ts>
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

type C = Choice<CitadelAction>;

const s = side('citadel');
const games = recordGames(s);
const states: CitadelState[] = [];
for (const g of games) {
  let game = g.start;
  for (const action of g.actions) {
    const step = applyAction(s.ruleset, { ...game, actions: [] }, action);
    if (!step.ok) throw new Error(step.message);
    game = step.game;
    states.push(game.state as CitadelState);
  }
}

/** The hand-over part as one entry: the first gift stands in for the dialog's opening (measurement only). */
const oneEntry: Making = {
  ...KEPT,
  handOver: (state) => {
    const gifts = KEPT.handOver(state);
    return gifts.length === 0 ? gifts : [{ id: 'hand-over', label: 'Hand treasure over…', section: '14.0', group: 'treasure', action: gifts[0]!.action }];
  },
};

function cpuPerState(run: (state: CitadelState) => void, budgetMs: number): number {
  let done = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < budgetMs) {
    for (const state of states) run(state);
    done += states.length;
    now = cpuMs();
  }
  return ((now - start) / done) * 1000;
}

const listed = (making: Making) => (state: CitadelState): readonly C[] => choicesFor(state, making).slice();
const runs = {
  'the list as now': listed(KEPT),
  'the list, the hand-over as one entry': listed(oneEntry),
  'the list as now, cloned': (state: CitadelState) => structuredClone(listed(KEPT)(state)),
  'the list, the hand-over as one entry, cloned': (state: CitadelState) => structuredClone(listed(oneEntry)(state)),
};
const step = actionStepper(s, games);
const stepCpu = (): number => {
  const start = cpuMs();
  for (let i = 0; i < states.length; i++) step();
  return ((cpuMs() - start) / states.length) * 1000;
};
const entries = (making: Making): number => states.reduce((n, state) => n + choicesFor(state, making).length, 0) / states.length;
const bytes = (making: Making): number => states.reduce((n, state) => n + JSON.stringify(choicesFor(state, making)).length, 0) / states.length;

for (const run of Object.values(runs)) cpuPerState(run, 200);
stepCpu();
const cpu = new Map<string, number[]>();
for (let round = 0; round < 5; round++) {
  for (const [name, run] of Object.entries(runs)) (cpu.get(name) ?? cpu.set(name, []).get(name)!).push(cpuPerState(run, 300));
  (cpu.get("the app's whole step") ?? cpu.set("the app's whole step", []).get("the app's whole step")!).push(stepCpu());
}
const median = (xs: readonly number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
console.log(`${states.length} states of the bench's step; choices listed a state: ${entries(KEPT).toFixed(1)} as now, ${entries(oneEntry).toFixed(1)} with the hand-over as one entry; JSON ${bytes(KEPT).toFixed(0)} against ${bytes(oneEntry).toFixed(0)} bytes`);
for (const [name, xs] of cpu) console.log(`${name.padEnd(48)} ${median(xs).toFixed(1).padStart(8)} CPU µs a state (median of 5 rounds)`);

import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Rng, type RngState } from '../../shared/core/rng';
import { rngStateFromSeed } from '../../shared/core/seed';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import { withoutLogWords } from '../../shared/engine/log-words';
import { applyAction, newGameOnce, type DeathmazeAction, type DeathmazeState } from '../../shared/rulesets/deathmaze/game';
import { benchSeed, FOUR } from './expeditions';

/**
 * Deathmaze's combat actions, each kind timed alone (bundled; not part of `npm run bench`: a tool for A/Bs of the
 * combat engine, like Citadel's `citadel-fight-start.ts`). Autoplayed expeditions are played first (untimed, as
 * `simulate` plays them: the party FOUR, the bench's seeds) and the states just before each combat action kept, with
 * the generator's state. Then each kind is played again and again from its kept states as `simulate` plays it: the
 * autoplayer's decision on the state, then the reducer applying it with a fresh generator from the kept state (the
 * decision and its application belong together: the combat engine takes the plan of an attack the autoplayer has just
 * listed rather than judging it again). The decision alone is timed too, so the reducer's share is the difference.
 * The kinds (of 201 actions an expedition, ≈ 146 are combat):
 * - `attack`: an adventurer declares his attack [8.42] (≈ 94 an expedition);
 * - `end party combat`: the declared attacks resolved and the monsters' round run [8.22]–[8.23], the fight going on;
 * - `end party combat, fight ends`: the same, after which the fight is over and carried onto the records;
 * - `end reorganization`: the Party Reorganization Phase ends, the monsters reorganize, a new round begins [8.24]–[8.25];
 * - `fight`: the party joins combat (the fighters made from the records, the automatic phases up to its first decision).
 * Each kind's line also carries a hash of every result it produced (the chosen action, the state and the events), so
 * the two trees of an A/B can be seen to compute the same outcomes.
 *
 *   node <bundle> [expeditions=30]               one JSON line per kind: CPU µs per step (the least of two timings),
 *                                                per step as headless play takes it (withoutLogWords), per
 *                                                decision alone, and the hash of the written steps' results
 *   node --cpu-prof <bundle> attack 200000       plays only that kind (attack, end, ends, reorg, fight) this many times
 * (KINDS_EXPEDITIONS=n sets the expeditions of either; KINDS_BUDGET_MS the CPU time each kind's step is timed for.) The
 * states are kept hot, one kind at a time: the figures are lower than a kind's share of a whole expedition, where each
 * step meets caches the rest of the game has filled (an attack ≈ 1.3 µs here, ≈ 3–4 times that within expeditions).
 */
type Kind = 'attack' | 'end party combat' | 'end party combat, fight ends' | 'end reorganization' | 'fight';
const KINDS: readonly Kind[] = ['attack', 'end party combat', 'end party combat, fight ends', 'end reorganization', 'fight'];
const SHORT: Record<string, Kind> = { attack: 'attack', end: 'end party combat', ends: 'end party combat, fight ends', reorg: 'end reorganization', fight: 'fight' };

interface Sample {
  readonly state: DeathmazeState;
  readonly rng: RngState;
}

function kindOf(before: DeathmazeState, action: DeathmazeAction, after: DeathmazeState): Kind | null {
  if (action.type === 'fight') return 'fight';
  if (action.type !== 'combat') return null;
  const type = action.action.type;
  if (type === 'attack') return 'attack';
  if (type === 'endPartyReorganization') return 'end reorganization';
  if (type === 'endPartyCombat') return after.phase.kind === 'combat' ? 'end party combat' : 'end party combat, fight ends';
  void before;
  return null;
}

/** The states before each kind of action in `expeditions` autoplayed expeditions (as `simulate` plays them). */
function collect(expeditions: number): Record<Kind, Sample[]> {
  const kept = Object.fromEntries(KINDS.map((k) => [k, [] as Sample[]])) as Record<Kind, Sample[]>;
  for (let n = 0; n < expeditions; n++) {
    const rng = new Rng(rngStateFromSeed(benchSeed(n)));
    let state = newGameOnce(FOUR, rng).state;
    for (let i = 0; i < 20_000 && state.phase.kind !== 'ended'; i++) {
      const action = chooseAction(state);
      const before = rng.state();
      const r = applyAction(state, action, rng);
      if (!r.ok) throw new Error(`${benchSeed(n)}: ${r.message}`);
      const kind = kindOf(state, action, r.state);
      if (kind) kept[kind].push({ state, rng: before });
      state = r.state;
    }
  }
  return kept;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Decides and applies each sample in turn, `count` steps in all; hashes the results when asked. */
function step(samples: readonly Sample[], count: number, hash?: ReturnType<typeof createHash>): void {
  for (let i = 0; i < count; i++) {
    const s = samples[i % samples.length]!;
    const action = chooseAction(s.state);
    const r = applyAction(s.state, action, new Rng(s.rng));
    if (hash) hash.update(JSON.stringify(action)).update(JSON.stringify(r));
  }
}

/** The same steps as headless play takes them (odds.ts): combat's commonest sentences left unwritten. */
function stepQuietly(samples: readonly Sample[], count: number): void {
  withoutLogWords(() => step(samples, count));
}

/** The autoplayer's decision alone. */
function decide(samples: readonly Sample[], count: number): void {
  for (let i = 0; i < count; i++) chooseAction(samples[i % samples.length]!.state);
}

/** CPU µs per sample of `run` over whole passes, after a warm-up of half the budget. */
function cpuUsPer(samples: readonly Sample[], run: (samples: readonly Sample[], count: number) => void, budgetCpuMs: number): number {
  const warmEnd = cpuMs() + budgetCpuMs / 2;
  while (cpuMs() < warmEnd) run(samples, samples.length);
  let n = 0;
  const start = cpuMs();
  let cpu = start;
  while (cpu - start < budgetCpuMs) {
    run(samples, samples.length);
    n += samples.length;
    cpu = cpuMs();
  }
  return ((cpu - start) / n) * 1000;
}

const [mode, countArg] = process.argv.slice(2);
const profiled = mode !== undefined && SHORT[mode] !== undefined ? SHORT[mode] : undefined;
// Few expeditions by default: every kept state stays live, and with 150 expeditions' states (≈ 21,000) each step cost
// 3–7 times as much as with 30 (the kept heap, not the engine: the collector and the caches), far more than in play.
const expeditions = Number(process.env.KINDS_EXPEDITIONS ?? (profiled === undefined && mode !== undefined ? mode : 30));
const samples = collect(expeditions);
if (profiled !== undefined) {
  const start = performance.now();
  const count = Number(countArg ?? 100_000);
  step(samples[profiled], count);
  console.log(JSON.stringify({ kind: profiled, count, samples: samples[profiled].length, ms: Math.round(performance.now() - start) }));
} else {
  for (const kind of KINDS) {
    const hash = createHash('sha256');
    step(samples[kind], samples[kind].length, hash);
    const budget = Number(process.env.KINDS_BUDGET_MS ?? 600);
    // The written and the headless step alternate, twice each, so that a drift in the machine's load falls on both.
    const stepUs: number[] = [];
    const quietUs: number[] = [];
    for (let round = 0; round < 2; round++) {
      stepUs.push(cpuUsPer(samples[kind], step, budget / 2));
      quietUs.push(cpuUsPer(samples[kind], stepQuietly, budget / 2));
    }
    const decideUs = cpuUsPer(samples[kind], decide, budget / 2);
    const least = (v: readonly number[]) => +Math.min(...v).toFixed(2);
    console.log(JSON.stringify({ kind, samples: samples[kind].length, stepUs: least(stepUs), headlessUs: least(quietUs), decideUs: +decideUs.toFixed(2), hash: hash.digest('hex').slice(0, 12) }));
  }
}

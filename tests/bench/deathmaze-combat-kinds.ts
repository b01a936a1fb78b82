import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Rng, type RngState } from '../../shared/core/rng';
import { rngStateFromSeed } from '../../shared/core/seed';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
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
 *   node <bundle> [expeditions]                  one JSON line per kind: µs per decision and per step, the hash
 *   node --cpu-prof <bundle> attack 200000       plays only that kind (attack, end, ends, reorg, fight) this many times
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
const expeditions = Number(process.env.KINDS_EXPEDITIONS ?? (profiled === undefined && mode !== undefined ? mode : 150));
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
    const stepUs = cpuUsPer(samples[kind], step, budget);
    const decideUs = cpuUsPer(samples[kind], decide, budget / 2);
    console.log(JSON.stringify({ kind, samples: samples[kind].length, stepUs: +stepUs.toFixed(2), decideUs: +decideUs.toFixed(2), hash: hash.digest('hex').slice(0, 12) }));
  }
}

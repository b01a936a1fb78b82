import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Rng, type RngState } from '../../shared/core/rng';
import { rngStateFromSeed } from '../../shared/core/seed';
import { applyAction, chooseAction, citadelAutoplay, newGame, type CitadelAction, type CitadelState } from '../../shared/rulesets/citadel/game';

/**
 * Citadel's dearest common reducer actions, timed alone (bundled; one of the A/B bench's suites: `engine-ab.ts <older
 * tree> 4 --fight`). Autoplayed expeditions are played first (untimed) and the states just before each action kept,
 * with the generator's state; then each kind of action is applied again and again to its kept states, the reducer
 * alone (no autoplayer, no choices, no wrapper), so a change to the reducer shows without the rest of an expedition
 * around it. The kinds:
 * - `fight`: the party chooses to fight (9.0 A: the fighters made from the records, the monsters ordered, the automatic
 *   phases run up to the party's first decision);
 * - `attack, fight ends`: a party attack after which the fight is over (the monsters' round, if it came, and the
 *   fight's end carried onto the records: wounds, experience, treasure);
 * - `attack, fight goes on`: any other party attack;
 * - `party phase ends`: the party ends its Combat Phase, and the monsters' round runs (9.0 B2–B5).
 * Each kind's line also carries a hash of every result it produced, so the two trees of an A/B can be seen to compute
 * the same outcomes.
 *
 *   node <bundle>                         the JSON line the A/B bench reads
 *   node --cpu-prof <bundle> fight 20000  applies only that kind (fight, end, attack, phase) this many times, for a profile
 */
type Kind = 'fight' | 'attack, fight ends' | 'attack, fight goes on' | 'party phase ends';
interface Sample {
  readonly state: CitadelState;
  readonly action: CitadelAction;
  readonly rng: RngState;
}

const SETUP = citadelAutoplay.setupFor(citadelAutoplay.defaultParty(false), false);
const seedOf = (n: number): string => `FGHT-${String(1000 + n).padStart(4, '0')}`;

function kindOf(before: CitadelState, action: CitadelAction, after: CitadelState): Kind | null {
  if (action.type === 'fight') return 'fight';
  if (action.type !== 'combat' || before.phase.kind !== 'combat') return null;
  if (action.action.type === 'endPartyCombat') return 'party phase ends';
  if (action.action.type !== 'attack') return null;
  return after.phase.kind !== 'combat' ? 'attack, fight ends' : 'attack, fight goes on';
}

/** The states before each kind of action in `expeditions` autoplayed expeditions (as `simulate` plays them). */
function collect(expeditions: number): Record<Kind, Sample[]> {
  const kept: Record<Kind, Sample[]> = { fight: [], 'attack, fight ends': [], 'attack, fight goes on': [], 'party phase ends': [] };
  for (let n = 0; n < expeditions; n++) {
    const rng = new Rng(rngStateFromSeed(seedOf(n)));
    let state = newGame(SETUP as Parameters<typeof newGame>[0], rng).state;
    let out = false;
    for (let i = 0; i < 20_000 && state.phase.kind !== 'over' && !(out && state.phase.kind === 'home'); i++) {
      // As `simulate` sets out: the autoplayer's purchases at home, never the campaign's end.
      const chosen = chooseAction(state);
      const action: CitadelAction = state.phase.kind === 'home' && chosen.type === 'endCampaign' ? { type: 'setOut' } : chosen;
      out ||= state.phase.kind !== 'home';
      const before = rng.state();
      const r = applyAction(state, action, rng);
      if (!r.ok) throw new Error(`${seedOf(n)}: ${r.message}`);
      const kind = kindOf(state, action, r.state);
      if (kind) kept[kind].push({ state, action, rng: before });
      state = r.state;
    }
  }
  return kept;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Applies the samples in turn, `count` times in all; returns a hash of the results (events and states). */
function apply(samples: readonly Sample[], count: number, hash?: ReturnType<typeof createHash>): void {
  for (let i = 0; i < count; i++) {
    const s = samples[i % samples.length]!;
    const r = applyAction(s.state, s.action, new Rng(s.rng));
    if (hash) hash.update(JSON.stringify(r));
  }
}

function timed(name: Kind, samples: readonly Sample[], budgetCpuMs: number): { name: string; us: number; cpuUs: number; samples: number; hash: string } {
  const hash = createHash('sha256');
  apply(samples, samples.length, hash);
  // Warm up on the same samples, then count whole passes until the CPU budget is spent.
  const warmEnd = cpuMs() + budgetCpuMs / 2;
  while (cpuMs() < warmEnd) apply(samples, samples.length);
  let n = 0;
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  let cpu = cpuStart;
  while (cpu - cpuStart < budgetCpuMs) {
    apply(samples, samples.length);
    n += samples.length;
    cpu = cpuMs();
  }
  return { name, us: ((performance.now() - wallStart) / n) * 1000, cpuUs: ((cpu - cpuStart) / n) * 1000, samples: samples.length, hash: hash.digest('hex').slice(0, 12) };
}

const PROFILE_KINDS: Record<string, Kind> = { fight: 'fight', end: 'attack, fight ends', attack: 'attack, fight goes on', phase: 'party phase ends' };
const [mode, countArg] = process.argv.slice(2);
const samples = collect(Number(process.env.FIGHT_EXPEDITIONS ?? 120));
if (mode && PROFILE_KINDS[mode]) {
  const start = performance.now();
  const count = Number(countArg ?? 20_000);
  apply(samples[PROFILE_KINDS[mode]], count);
  console.log(JSON.stringify({ kind: PROFILE_KINDS[mode], count, samples: samples[PROFILE_KINDS[mode]].length, ms: Math.round(performance.now() - start) }));
} else {
  console.log(JSON.stringify((Object.keys(samples) as Kind[]).map((k) => timed(k, samples[k], 800))));
}

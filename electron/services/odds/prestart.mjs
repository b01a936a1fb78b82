// A worker started by the CLI's launcher before the main thread compiles the simulator's bundle, for the pool to take
// when the run begins (issue 19). Why: a worker spends its first ~0.2 s (quiet machine) starting node's side of a
// thread and compiling the bundle, and started by the pool it began that only once the main thread had compiled and
// evaluated the bundle, read the command line and set the run up (~0.25 s after node's start); started by the
// launcher, it does so on the second core while the main thread does the same on the first.
//
// Plain JavaScript: launch.mjs imports it from the sources, and pool.ts, inside the bundle, from its own copy. The
// two copies share the worker through one global slot (a registered symbol), the only state both can see.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const SLOT = Symbol.for('mazewright.odds.prestarted-worker');

/** Games one more thread must have to be worth starting: pool.ts has why (its MIN_GAMES_PER_WORKER is this). */
export const MIN_GAMES_PER_WORKER = 500;

/**
 * Whether a CLI run of `games` on `jobs` threads takes a worker: as the pool decides for the CLI, whose own thread is
 * one of the players (`allowInProcess`), with the default MIN_GAMES_PER_WORKER.
 */
export function wantsWorker({ games, jobs }) {
  return Math.min(jobs, Math.ceil(games / MIN_GAMES_PER_WORKER)) >= 2;
}

/** Flags of `simulate` and `campaign` that take a value (the rest are switches), as their commands parse them. */
const VALUE_FLAGS = new Set(['ruleset', 'games', 'seed', 'party', 'rolls', 'jobs', 'csv', 'expeditions', 'runs']);

/**
 * The games (or campaigns) and jobs a command line asks for, read the way the commands read them (defaults: 100 games,
 * 1 campaign, one job per core), or undefined when it is not a run or cannot be read (the command then says why).
 * A guess, not the run's parse: a wrong one only starts a worker the pool ends, or starts none.
 */
export function runSize(argv) {
  const [command, ...rest] = argv;
  if (command !== 'simulate' && command !== 'campaign') return undefined;
  const flags = new Map();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) return undefined;
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags.set(name, inline);
    else if (VALUE_FLAGS.has(name)) {
      const value = rest[++i];
      if (value === undefined || value.startsWith('--')) return undefined;
      flags.set(name, value);
    }
    else flags.set(name, true);
  }
  const count = (name, fallback) => {
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const games = command === 'simulate' ? count('games', 100) : count('runs', 1);
  const jobs = count('jobs', typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
  return Number.isFinite(games) && Number.isFinite(jobs) ? { games, jobs } : undefined;
}

/**
 * Starts `file` as an odds worker and leaves it for the pool (takePrestarted). Unreferenced until taken, so a run that
 * never takes it (a bad command line, a shorter run than guessed) does not wait for it; a failure before it is taken is
 * kept for the pool to report.
 */
export function prestart(file) {
  const worker = new Worker(file);
  worker.unref();
  const slot = { file, worker, error: undefined };
  worker.once('error', (error) => {
    slot.error = error;
  });
  globalThis[SLOT] = slot;
}

/**
 * The prestarted worker if it runs `file` (else it is ended), with the error it met if any; undefined when there is
 * none. Either way the slot is emptied: a worker is taken once.
 */
export function takePrestarted(file) {
  const slot = globalThis[SLOT];
  if (!slot) return undefined;
  delete globalThis[SLOT];
  if (slot.file !== file) {
    void slot.worker.terminate();
    return undefined;
  }
  slot.worker.ref();
  return { worker: slot.worker, error: slot.error };
}

/** Ends a prestarted worker that no run will take. */
export function discardPrestarted() {
  const slot = globalThis[SLOT];
  if (!slot) return;
  delete globalThis[SLOT];
  void slot.worker.terminate();
}

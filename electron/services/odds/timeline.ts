import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';

/**
 * Where a `simulate` run's wall time goes (issue 19), behind `MAZEWRIGHT_SIM_TIMELINE=1`: each call writes one line to
 * stderr, `timeline <thread> <ms since the epoch> <this thread's CPU ms> <what>`, from the main thread and the workers
 * alike (workers inherit the environment), so the lines of one run can be put on one time axis
 * (`tests/bench/sim-timeline.ts` does). Off, it costs one property read per call: it is called a handful of times a
 * batch, never per game.
 */
export const TIMELINE = process.env.MAZEWRIGHT_SIM_TIMELINE === '1';

/** This thread's CPU time (user + system) in ms from /proc (Linux, 10 ms ticks); NaN elsewhere. */
export function threadCpuMs(): number {
  try {
    // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export function mark(what: string): void {
  if (!TIMELINE) return;
  process.stderr.write(`timeline ${threadId} ${(performance.timeOrigin + performance.now()).toFixed(1)} ${threadCpuMs()} ${what}\n`);
}

/**
 * The `timeline …` lines a simulate run writes to stderr with MAZEWRIGHT_SIM_TIMELINE=1
 * (electron/services/odds/timeline.ts, electron/cli/code-cache.mjs), read back for the bench and the timeline tool.
 */
export interface TimelineMark {
  readonly thread: number;
  /** ms since node's own start (its time origin, the main thread's "process started" mark). */
  readonly at: number;
  /** The thread's time on a CPU so far, ms. */
  readonly cpu: number;
  readonly what: string;
}

export function timelineMarks(stderr: string): TimelineMark[] {
  const raw = stderr
    .split('\n')
    .filter((line) => line.startsWith('timeline '))
    .map((line) => {
      const [, thread, at, cpu, ...what] = line.split(' ');
      return { thread: Number(thread), at: Number(at), cpu: Number(cpu), what: what.join(' ') };
    });
  const origin = raw.find((m) => m.what === 'process started')?.at ?? Math.min(...raw.map((m) => m.at));
  return raw.map((m) => ({ ...m, at: m.at - origin })).sort((a, b) => a.at - b.at);
}

/** Games a batch mark counts ("batch 3 played (25 games)"); 0 for any other mark. */
export const gamesOf = (m: TimelineMark): number => Number(/^batch \d+ played \((\d+) games\)$/.exec(m.what)?.[1] ?? 0);

/**
 * One line per thread: when it was ready to play (the main thread: its run started; a worker: its first batch's start
 * is not marked, so its "worker ready"), its first batch done, its last batch done, and its CPU at each.
 */
export function threadSummaries(marks: readonly TimelineMark[]): string[] {
  const lines: string[] = [];
  for (const thread of [...new Set(marks.map((m) => m.thread))].sort((a, b) => a - b)) {
    const own = marks.filter((m) => m.thread === thread);
    const batches = own.filter((m) => gamesOf(m) > 0);
    const ready = own.find((m) => m.what === (thread === 0 ? 'run started' : 'worker ready'));
    const first = batches[0];
    const last = batches[batches.length - 1];
    const at = (m: TimelineMark | undefined): string => (m ? `${m.at.toFixed(0)} ms (CPU ${m.cpu.toFixed(0)})` : '—');
    lines.push(
      `${thread === 0 ? 'main thread' : `worker ${thread}`}: ${thread === 0 ? 'run started' : 'ready'} at ${at(ready)}, first batch (${first ? gamesOf(first) : 0} games) done at ${at(first)}, ${batches.reduce((n, m) => n + gamesOf(m), 0)} games done at ${at(last)}`,
    );
  }
  return lines;
}

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { FLAGS } from '../../electron/services/odds/v8-flags';

/**
 * Each core's own speed, for reading the odds bench's ratio (issue 19: all cores ÷ one worker, ≥ 0.8 × cores).
 *
 * Why: this machine is a guest on a shared host. Its two cores have run the same engine up to ~45 % apart, and the
 * host's speed has moved by 2× between hours (docs/performance.md, "Ninth pass" and "Tenth pass"). "All cores ÷ one
 * worker" then partly measures where the one worker landed: on the faster core the ratio reads low, on the slower one
 * high. Here the bundled one-core entry (`one-core.ts`) plays warmed-up expeditions in a process pinned to each core in
 * turn (`taskset`), with the simulation's V8 flags and `--single-threaded` (V8's compiler and collector on that core
 * too), the other core left idle. The sum of those rates is what every core playing alone would give; all cores ÷
 * that sum is what the runner itself loses, whichever core is the faster. The per-core figures also say how fast the
 * host was while the bench ran, so figures from different hours can be read side by side.
 */
export interface CoreRate {
  readonly core: number;
  /** Warmed-up expeditions per second on this core alone. */
  readonly perSecond: number;
}

/** One process pinned to each core in turn; undefined (and why) where `taskset` or Linux is missing. */
export function eachCoreAlone(oneCoreBundle: string, budgetMs = 3000): CoreRate[] | string {
  if (process.platform !== 'linux' || spawnSync('taskset', ['--version']).error) return 'needs Linux and taskset';
  const cores = os.cpus().length;
  const rates: CoreRate[] = [];
  for (let core = 0; core < cores; core++) {
    const run = spawnSync('taskset', ['-c', String(core), process.execPath, '--single-threaded', ...FLAGS, oneCoreBundle], {
      encoding: 'utf8',
      env: { ...process.env, WARM_UP_MS: '6000', BUDGET_MS: String(budgetMs) },
    });
    if (run.status !== 0) return `the run pinned to core ${core} failed: ${run.stderr.trim().split('\n').pop() ?? run.status}`;
    const m = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { operations?: number; totalMs?: number };
    if (!m.operations || !m.totalMs) return `the run pinned to core ${core} printed no figures`;
    rates.push({ core, perSecond: (m.operations / m.totalMs) * 1000 });
  }
  return rates;
}

/** The line the bench prints: each core's rate and all cores' rate ÷ their sum. */
export function eachCoreLine(rates: readonly CoreRate[], allCoresPerSecond: number): string {
  const sum = rates.reduce((n, r) => n + r.perSecond, 0);
  const each = rates.map((r) => `core ${r.core} ${r.perSecond.toFixed(0)}/s (${(1000 / r.perSecond).toFixed(2)} ms a game)`).join(', ');
  return `each core alone, warmed up, V8 single-threaded: ${each}; all cores ÷ their sum = ${(allCoresPerSecond / sum).toFixed(2)} (what the runner loses, whichever core is faster)`;
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { withBundle } from './bundled';
import type { Measurement } from './measure';
import { EventHub } from '../../electron/services/event-hub';
import { OddsService } from '../../electron/services/odds/service';
import { defaultJobs, type WorkerScript } from '../../electron/services/odds/pool';
import { FOUR } from './expeditions';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
import { threadSummaries, timelineMarks } from './timeline-marks';
import { eachCoreAlone, eachCoreLine } from './each-core';

/**
 * Odds figures (issue #19): the sustained rate on one worker and on every core, with their ratio; the wall time and
 * peak memory of `npm run cli -- simulate` from a cold start; and the in-app Odds run of 2,000 expeditions.
 * Workers run the engine bundled as the app ships it; the CLI lines run as `npm run cli` does (its launcher builds a
 * bundle on first use), with one line under tsx for comparison.
 */
export async function benchOdds(): Promise<Measurement[]> {
  return withBundle('electron/services/odds/worker.ts', async (file) => {
    const script: WorkerScript = { file };
    const cores = defaultJobs();
    const one = sustained(script, 1);
    const all = sustained(script, cores);
    const lines: Measurement[] = [
      { name: 'odds: sustained expeditions, --jobs 1 (one worker)', operations: one.games, totalMs: one.ms },
      { name: `odds: sustained expeditions, --jobs ${cores} (all cores)`, operations: all.games, totalMs: all.ms },
    ];
    const ratio = all.games / all.ms / (one.games / one.ms);
    console.log(`  odds: all cores ÷ one worker = ${ratio.toFixed(2)} (${(ratio / cores).toFixed(2)} × ${cores} cores; target ≥ 0.8 × cores)`);
    // Right after the all-cores run, so the host's speed has had the least time to move between the two.
    const coreRates = await withBundle('tests/bench/one-core.ts', async (oneCore) => eachCoreAlone(oneCore));
    console.log(`  odds: ${typeof coreRates === 'string' ? `each core alone: skipped (${coreRates})` : eachCoreLine(coreRates, (all.games / all.ms) * 1000)}`);
    // What the wall ratio cannot show on a shared machine: the CPU a game costs the whole process (players, V8's
    // compiler and collector threads, the pool) and how many cores the process kept busy. The same CPU per game on
    // every core means the runner adds nothing; one worker busy on more than one core borrows the idle one for V8.
    for (const [label, s] of [['--jobs 1', one], [`--jobs ${cores}`, all]] as const) {
      console.log(`  odds: sustained, ${label}: ${((s.cpuMs / s.games) * 1000).toFixed(0)} µs of CPU a game (all threads), ${(s.cpuMs / s.ms).toFixed(2)} cores busy (load average ${os.loadavg()[0]!.toFixed(1)})`);
    }
    // The CLI as a user runs it (npm run cli: the launcher and its bundle), with the bundle in a folder of the bench's
    // so that its one-time build is timed here and left out of the runs after it.
    const cache = mkdtempSync(path.join(os.tmpdir(), 'mazewright-bench-cli-'));
    try {
      const build = cliRun(['--games', '1', '--jobs', '1'], cache, 'npm');
      console.log(`  odds: the CLI's first simulate after a change (builds the bundle, then 1 game): ${(build.wallMs / 1000).toFixed(2)} s`);
      const runs: [string, number, number, 'npm' | 'node' | 'tsx'][] = [
        // Start-up alone, with the bundle's V8 code cache that the build's run left (electron/cli/code-cache.mjs).
        ['node electron/cli/launch.mjs (start-up and one game)', 1, 1, 'node'],
        ['npm run cli --', 1000, cores, 'npm'],
        ['npm run cli --', 1000, 1, 'npm'],
        ['node electron/cli/launch.mjs (npm run cli without npm)', 1000, cores, 'node'],
        ['tsx electron/cli/main.ts (the sources, as npm run cli ran before the bundle)', 1000, cores, 'tsx'],
        ['npm run cli --', 100_000, cores, 'npm'],
      ];
      // Where the wall time of one 1,000-game run goes (issue 19): its timeline, per thread.
      const timeline = cliRun(['--games', '1000', '--jobs', String(cores)], cache, 'node', true);
      console.log(`  odds: simulate --games 1,000 --jobs ${cores} (node electron/cli/launch.mjs), its timeline from node's start, wall ${(timeline.wallMs / 1000).toFixed(2)} s:`);
      const marks = timelineMarks(timeline.stderr);
      const main = (what: string): string => {
        const m = marks.find((x) => x.thread === 0 && x.what.startsWith(what));
        return m ? `${m.at.toFixed(0)} ms` : '—';
      };
      console.log(`    main thread: launcher ${main('launcher started')}, bundle compiled ${main('bundle compiled')}, evaluated ${main('bundle evaluated')}, run started ${main('run started')}, every batch in ${main('every batch in')}, report written ${main('report written')}`);
      for (const line of threadSummaries(marks)) console.log(`    ${line}`);
      for (const [how, games, jobs, runner] of runs) {
        const run = cliRun(['--games', String(games), '--jobs', String(jobs)], cache, runner);
        console.log(`  odds: ${how} simulate --games ${games.toLocaleString('en-US')} --jobs ${jobs}: ${(run.wallMs / 1000).toFixed(2)} s wall, start-up included; peak RSS ${run.peakRssMb} MB (all threads)`);
        lines.push({ name: `odds: CLI (${runner}) simulate ${games.toLocaleString('en-US')} games --jobs ${jobs}, wall time per game`, operations: games, totalMs: run.wallMs });
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
    const app = await inApp(script, 2000);
    console.log(`  odds: in-app Odds, 2,000 expeditions: first progress after ${app.firstProgressMs.toFixed(0)} ms, results (what the plots draw) after ${app.finishedMs.toFixed(0)} ms`);
    return lines;
  });
}

/**
 * Games each player plays before the measured window. A fresh isolate plays its first thousand or so games several
 * times slower than later ones while V8 compiles the engine, and that compiling runs on V8's background threads: a
 * window that starts inside it (as this bench's did, from a quarter of 3,000 games a player) flatters one worker,
 * whose compiles run on the idle core, against all cores, whose compiles take time from the players.
 */
const WARM_UP_GAMES_PER_PLAYER = 3000;
/** Games each player plays inside the measured window. */
const MEASURED_GAMES_PER_PLAYER = 3000;

/**
 * The rate once every player is warmed up, to before the last batches: wall time, and the CPU time of the whole
 * process (every thread) over the same window. Measured in a child process started with the node flags `npm run cli`
 * starts the CLI with (package.json's "cli" script: `--single-threaded-gc`, which a V8 flag set at run time cannot
 * give), so the figure is that of what a player runs, not of the bench's own process.
 */
function sustained(workerScript: WorkerScript, jobs: number): { games: number; ms: number; cpuMs: number } {
  const entry = path.join(repoRoot, 'tests/bench/odds-sustained.ts');
  const args = [...cliNodeFlags(), '--import', 'tsx', entry, String(jobs), workerScript.file, String(WARM_UP_GAMES_PER_PLAYER), String(MEASURED_GAMES_PER_PLAYER)];
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`The sustained run on ${jobs} worker(s) failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { games: number; ms: number; cpuMs: number };
}

/** The node flags of package.json's "cli" script (`node <flags> electron/cli/launch.mjs`). */
export function cliNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.cli ?? '').split(/\s+/);
  if (words[0] !== 'node') throw new Error(`package.json's "cli" script no longer starts with node: ${scripts.cli}`);
  return words.slice(1).filter((w) => w.startsWith('--'));
}

/**
 * `simulate` in a fresh process, timed from outside: through npm as a user types it, the launcher alone, or the
 * TypeScript sources under tsx. Its --timing reports the process's peak RSS; with `timeline`, its stderr carries the
 * run's timeline (MAZEWRIGHT_SIM_TIMELINE=1).
 */
function cliRun(args: readonly string[], cache: string, runner: 'npm' | 'node' | 'tsx', timeline = false): { wallMs: number; peakRssMb: number; stderr: string } {
  const argv = ['simulate', ...args, '--seed', 'BENCH', '--json', '--timing'];
  const [file, pre] =
    runner === 'npm' ? ['npm', ['run', '-s', 'cli', '--']] : runner === 'node' ? [process.execPath, ['electron/cli/launch.mjs']] : [process.execPath, ['--import', 'tsx', 'electron/cli/main.ts']];
  const started = performance.now();
  const run = spawnSync(file, [...pre, ...argv], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, MAZEWRIGHT_CLI_CACHE: cache, ...(timeline ? { MAZEWRIGHT_SIM_TIMELINE: '1' } : {}) } });
  const wallMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`simulate ${argv.join(' ')} failed (${run.status}): ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { timing: { peakRssMb: number } };
  return { wallMs, peakRssMb: report.timing.peakRssMb, stderr: run.stderr };
}

/** The app's OddsService as main runs it: time to the first progress event and to the finished summary. */
export async function inApp(workerScript: WorkerScript, games: number): Promise<{ firstProgressMs: number; finishedMs: number }> {
  const events = new EventHub();
  // A setup run reads no slot.
  const noSlots = { readTail: () => Promise.reject(new Error('The bench reads no slots.')) };
  const service = new OddsService(noSlots, events, { workerScript });
  const started = performance.now();
  let firstProgressMs = 0;
  const finished = new Promise<number>((resolve) => {
    events.subscribe((name) => {
      if (name === 'odds:progress' && !firstProgressMs) firstProgressMs = performance.now() - started;
      if (name === 'odds:finished') resolve(performance.now() - started);
    });
  });
  await service.start({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: FOUR }, games });
  const finishedMs = await finished;
  return { firstProgressMs, finishedMs };
}

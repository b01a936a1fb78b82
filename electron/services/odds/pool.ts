import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { emptyCampaignTally, emptyTally, mergeCampaignTally, mergeTally, type CampaignTally, type ExpeditionTally } from '../../../shared/sim/tally';
import type { Autoplayer } from '../../../shared/sim/outcome';
import { isCampaignJob, type BatchReply, type BatchRequest, type OddsJob, type OddsRow, type WorkerBootstrap, type WorkerInput, type WorkerRequest } from './job';
import { MIN_GAMES_PER_WORKER, discardPrestarted, takePrestarted } from './prestart.mjs';
import { loadAutoplayer, playBatch } from './play-batch';
import { mark } from './timeline';
import { tuneV8ForSimulation } from './v8-flags';

export interface OddsProgress {
  readonly done: number;
  readonly total: number;
}

export interface OddsRunOptions {
  readonly job: OddsJob;
  /** Threads to play on (fewer for a short run: see minGamesPerWorker). */
  readonly jobs: number;
  /** Called with every game's row, in game order, as soon as all earlier games are in (for `--csv`). */
  readonly onRows?: (rows: readonly OddsRow[]) => void;
  readonly onProgress?: (progress: OddsProgress) => void;
  /** Stops the run: workers are ended and what finished is returned with `cancelled: true`. */
  readonly signal?: AbortSignal;
  /** Overrides the worker script (tests and the bench); by default found beside this module or the bundle. */
  readonly workerScript?: WorkerScript;
  /**
   * This thread is one of the `jobs` players (so `jobs` 1, or one worker's worth of games, starts no worker at all): it
   * plays a batch at a time between turns of the event loop, so workers' replies, progress and Ctrl-C still get
   * through. It saves a worker's start-up and memory. Only for callers whose thread may be busy: the CLI, not the app's
   * main process.
   */
  readonly allowInProcess?: boolean;
  /** Games one more worker must have to be worth starting (default MIN_GAMES_PER_WORKER). */
  readonly minGamesPerWorker?: number;
}

/**
 * MIN_GAMES_PER_WORKER (500, kept in prestart.mjs so that the CLI's launcher makes the same choice before the bundle
 * is compiled). A thread playing games from cold compiles the engine afresh: it plays its first games several times slower, and a
 * worker also loads the engine. Fewer games than this per thread and another one costs more than it saves.
 * Before the V8 flags of v8-flags.ts (28 November, idle 2-core machine) `simulate --games 1000` took 3.06 s on one
 * thread and 3.80 s on two, so this was 1,000. With those flags a thread's compiles cost about half as much CPU, and
 * 1,000 games on two threads (this one and a worker, 500 each) took 0.70–0.72 × the CPU time of the busiest thread and
 * 1.2–1.3 × the CPU time of the whole process against one thread (per-thread CPU from /proc, 2 interleaved runs of the
 * bundled CLI, load average 26–28: busiest thread 2.7 / 3.0 s against 3.8 / 4.7 s; process 6.3 / 7.2 s against
 * 4.9 / 6.0 s): on two idle cores the wall time is bounded by max(busiest thread, process ÷ 2), about 0.8 × one
 * thread's. So from 500 games a run takes a second thread (docs/performance.md, "Start-up").
 */
export { MIN_GAMES_PER_WORKER };

export interface OddsRunResult {
  readonly tally: ExpeditionTally;
  readonly campaigns?: CampaignTally;
  /** Games whose results are in the tallies (all of them unless cancelled). */
  readonly done: number;
  readonly cancelled: boolean;
}

export interface WorkerScript {
  readonly file: string;
  /** The TypeScript module for the tsx bootstrap to import, when `file` is that bootstrap. */
  readonly entry?: string;
}

export const defaultJobs = (): number => Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);

/**
 * Where the worker is: `odds-worker.js` beside the bundled main process (vite.config.ts builds it), or, when this
 * module runs as TypeScript under tsx, the bootstrap that loads worker.ts.
 */
export function defaultWorkerScript(): WorkerScript {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'odds-worker.js');
  if (existsSync(bundled)) return { file: bundled };
  return { file: path.join(here, 'worker-tsx.mjs'), entry: pathToFileURL(path.join(here, 'worker.ts')).href };
}

/**
 * Games per batch: small enough that progress moves often and the last batches share out evenly, large enough that
 * messages cost nothing next to the games (an expedition is about a millisecond, a campaign several).
 */
export function batchSize(job: OddsJob, jobs: number): number {
  const target = Math.ceil(job.games / (jobs * 16));
  const max = isCampaignJob(job) ? Math.max(1, Math.floor(200 / job.expeditions)) : 200;
  return Math.max(1, Math.min(max, target));
}

/** Near the end of a run a batch is at most the games left ÷ (players × this): see batchPlan. */
const TAIL_SHARES = 4;

/**
 * The run's batches, in game order. The first round (one batch per player) is a sixteenth of the full size and each
 * round doubles it up to batchSize: a cold thread plays its first games several times slower than later ones, and
 * the first progress (the app's bar, the CLI's rate) should not wait for a full batch of them. Near the end batches
 * shrink again, to a share of the games left (down to the first round's size): with full-size batches to the end,
 * the player that took the last one played it alone while the others had nothing left (up to a batch, 0.2 s of a
 * long run; at 1,000 games, 32 cold games of a thread) — the same idea as guided self-scheduling.
 */
export function batchPlan(job: OddsJob, players: number): BatchRequest[] {
  const size = batchSize(job, players);
  const first = Math.max(1, Math.ceil(size / 16));
  const plan: BatchRequest[] = [];
  for (let start = 0, batch = 0; start < job.games; batch++) {
    const left = job.games - start;
    const share = Math.max(first, Math.ceil(left / (players * TAIL_SHARES)));
    const count = Math.min(size, first * 2 ** Math.floor(batch / players), share, left);
    plan.push({ batch, start, count });
    start += count;
  }
  return plan;
}

/** Batches a worker holds at once: the next one is waiting in its queue while it plays one and its reply travels. */
export const IN_FLIGHT = 2;

interface Played {
  readonly tally: ExpeditionTally;
  readonly campaigns?: CampaignTally | undefined;
  readonly rows?: readonly OddsRow[] | undefined;
}

/**
 * Plays a job on `jobs` threads: worker threads, and this one too when `allowInProcess` says it may play. Batches go
 * to whichever player asks next; tallies are merged by addition and rows handed on in game order, so the result is
 * the same for any number of players.
 */
export function runOdds(options: OddsRunOptions): Promise<OddsRunResult> {
  tuneV8ForSimulation();
  mark('run started');
  const { job } = options;
  const players = Math.max(1, Math.min(options.jobs, Math.ceil(job.games / (options.minGamesPerWorker ?? MIN_GAMES_PER_WORKER))));
  const plan = batchPlan(job, players);
  const playHere = options.allowInProcess === true;
  const workerCount = Math.min(plan.length, playHere ? players - 1 : players);
  const tally = emptyTally();
  const campaigns = isCampaignJob(job) ? emptyCampaignTally() : undefined;
  const pendingRows = new Map<number, readonly OddsRow[]>();
  let nextRowBatch = 0;
  let nextBatch = 0;
  let finishedBatches = 0;
  let done = 0;
  const workers: Worker[] = [];

  return new Promise<OddsRunResult>((resolve, reject) => {
    let settled = false;
    const stop = (): void => {
      for (const w of workers) void w.terminate();
      options.signal?.removeEventListener('abort', onAbort);
    };
    const finish = (cancelled: boolean): void => {
      if (settled) return;
      settled = true;
      stop();
      resolve({ tally, ...(campaigns ? { campaigns } : {}), done, cancelled });
    };
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      stop();
      reject(error);
    };
    const onAbort = (): void => finish(true);
    if (options.signal?.aborted) return finish(true);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const take = (): BatchRequest | undefined => (nextBatch < plan.length ? plan[nextBatch++] : undefined);
    const deliver = (batch: number, played: Played): void => {
      mergeTally(tally, played.tally);
      if (campaigns && played.campaigns) mergeCampaignTally(campaigns, played.campaigns);
      done += isCampaignJob(job) ? (played.campaigns?.campaigns ?? 0) : played.tally.games;
      if (options.onRows && played.rows) {
        pendingRows.set(batch, played.rows);
        for (let rows = pendingRows.get(nextRowBatch); rows; rows = pendingRows.get(nextRowBatch)) {
          pendingRows.delete(nextRowBatch++);
          options.onRows(rows);
        }
      }
      finishedBatches++;
      options.onProgress?.({ done, total: job.games });
      if (finishedBatches === plan.length) {
        mark('every batch in');
        finish(false);
      }
    };

    if (workerCount > 0) {
      const script = options.workerScript ?? defaultWorkerScript();
      const input: WorkerInput = { job, rows: options.onRows !== undefined };
      const send = (worker: Worker, request: WorkerRequest | undefined = take()): void => {
        if (request) worker.postMessage(request);
      };
      // The CLI's launcher may have started the first worker already (prestart.mjs); an app's run has none.
      const prestarted = options.workerScript ? undefined : takePrestarted(script.file);
      if (prestarted?.error) return fail(prestarted.error);
      for (let i = 0; i < workerCount; i++) {
        const worker = i === 0 && prestarted ? prestarted.worker : new Worker(script.file, script.entry ? { workerData: { entry: script.entry } satisfies WorkerBootstrap } : {});
        mark(i === 0 && prestarted ? `worker ${worker.threadId} taken (prestarted)` : `worker ${worker.threadId} spawned`);
        workers.push(worker);
        worker.on('message', (reply: BatchReply) => {
          if (settled) return;
          if (!reply.ok) return fail(new Error(reply.message));
          deliver(reply.batch, reply);
          if (!settled) send(worker);
        });
        worker.on('error', (error) => fail(error));
        worker.on('exit', (code) => {
          if (!settled && code !== 0) fail(new Error(`An odds worker stopped with code ${code}.`));
        });
        send(worker, { input });
        for (let n = 0; n < IN_FLIGHT; n++) send(worker);
      }
    } else discardPrestarted();
    if (playHere) void playOnThisThread();

    /** This thread's share: a batch at a time between turns of the event loop, so workers' replies, progress and Ctrl-C get through. */
    async function playOnThisThread(): Promise<void> {
      let autoplay: Autoplayer;
      try {
        autoplay = await loadAutoplayer(job.rulesetId);
      } catch (error) {
        return fail(error instanceof Error ? error : new Error(String(error)));
      }
      while (!settled) {
        await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
        if (settled) return;
        const request = take();
        if (!request) return;
        try {
          const played = playBatch(autoplay, job, request, options.onRows !== undefined);
          mark(`batch ${request.batch} played (${request.count} games)`);
          deliver(request.batch, played);
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
  });
}

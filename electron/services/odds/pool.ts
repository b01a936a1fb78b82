import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { emptyCampaignTally, emptyTally, mergeCampaignTally, mergeTally, type CampaignTally, type ExpeditionTally } from '../../../shared/sim/tally';
import { isCampaignJob, type BatchReply, type BatchRequest, type OddsJob, type OddsRow, type WorkerInput } from './job';
import { playBatch } from './play-batch';

export interface OddsProgress {
  readonly done: number;
  readonly total: number;
}

export interface OddsRunOptions {
  readonly job: OddsJob;
  /** Worker threads to use (at most one per batch). */
  readonly jobs: number;
  /** Called with every game's row, in game order, as soon as all earlier games are in (for `--csv`). */
  readonly onRows?: (rows: readonly OddsRow[]) => void;
  readonly onProgress?: (progress: OddsProgress) => void;
  /** Stops the run: workers are ended and what finished is returned with `cancelled: true`. */
  readonly signal?: AbortSignal;
  /** Overrides the worker script (tests and the bench); by default found beside this module or the bundle. */
  readonly workerScript?: WorkerScript;
  /**
   * With one worker's worth of games or `jobs` 1, play them on this thread instead, a batch at a time between turns of
   * the event loop (so progress and Ctrl-C still get through). Only for callers whose thread may be busy: the CLI, not
   * the app's main process.
   */
  readonly allowInProcess?: boolean;
  /** Games one more worker must have to be worth starting (default MIN_GAMES_PER_WORKER). */
  readonly minGamesPerWorker?: number;
}

/**
 * A worker thread loads the engine afresh, and V8 compiles it again: about as long as a couple of hundred games.
 * Fewer games than that per worker and another worker costs more than it saves.
 */
export const MIN_GAMES_PER_WORKER = 200;

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

/**
 * Plays a job on `jobs` worker threads. Batches go to whichever worker is free; tallies are merged by addition, and
 * rows are handed on in game order, so the result is the same for any number of workers.
 */
export function runOdds(options: OddsRunOptions): Promise<OddsRunResult> {
  const { job } = options;
  const size = batchSize(job, options.jobs);
  const batches = Math.ceil(job.games / size);
  const workerCount = Math.max(1, Math.min(options.jobs, batches, Math.ceil(job.games / (options.minGamesPerWorker ?? MIN_GAMES_PER_WORKER))));
  if (workerCount === 1 && options.allowInProcess) return runHere(options, size, batches);
  const script = options.workerScript ?? defaultWorkerScript();
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

    const send = (worker: Worker): void => {
      if (nextBatch >= batches) return;
      const start = nextBatch * size;
      const request: BatchRequest = { batch: nextBatch, start, count: Math.min(size, job.games - start) };
      nextBatch++;
      worker.postMessage(request);
    };
    const input: WorkerInput = { job, rows: options.onRows !== undefined, ...(script.entry ? { entry: script.entry } : {}) };
    for (let i = 0; i < workerCount; i++) {
      const worker = new Worker(script.file, { workerData: input });
      workers.push(worker);
      worker.on('message', (reply: BatchReply) => {
        if (settled) return;
        if (!reply.ok) return fail(new Error(reply.message));
        mergeTally(tally, reply.tally);
        if (campaigns && reply.campaigns) mergeCampaignTally(campaigns, reply.campaigns);
        done += isCampaignJob(job) ? (reply.campaigns?.campaigns ?? 0) : reply.tally.games;
        if (options.onRows && reply.rows) {
          pendingRows.set(reply.batch, reply.rows);
          for (let rows = pendingRows.get(nextRowBatch); rows; rows = pendingRows.get(nextRowBatch)) {
            pendingRows.delete(nextRowBatch++);
            options.onRows(rows);
          }
        }
        finishedBatches++;
        options.onProgress?.({ done, total: job.games });
        if (finishedBatches === batches) finish(false);
        else send(worker);
      });
      worker.on('error', (error) => fail(error));
      worker.on('exit', (code) => {
        if (!settled && code !== 0) fail(new Error(`An odds worker stopped with code ${code}.`));
      });
      send(worker);
    }
  });
}

/** The same batches played on this thread, yielding to the event loop between them. */
async function runHere(options: OddsRunOptions, size: number, batches: number): Promise<OddsRunResult> {
  const { job } = options;
  const tally = emptyTally();
  const campaigns = isCampaignJob(job) ? emptyCampaignTally() : undefined;
  let done = 0;
  for (let batch = 0; batch < batches; batch++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (options.signal?.aborted) return { tally, ...(campaigns ? { campaigns } : {}), done, cancelled: true };
    const start = batch * size;
    const played = playBatch(job, { start, count: Math.min(size, job.games - start) }, options.onRows !== undefined);
    mergeTally(tally, played.tally);
    if (campaigns && played.campaigns) mergeCampaignTally(campaigns, played.campaigns);
    done += isCampaignJob(job) ? (played.campaigns?.campaigns ?? 0) : played.tally.games;
    if (played.rows) options.onRows?.(played.rows);
    options.onProgress?.({ done, total: job.games });
  }
  return { tally, ...(campaigns ? { campaigns } : {}), done, cancelled: false };
}

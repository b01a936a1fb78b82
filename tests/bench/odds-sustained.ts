import { performance } from 'node:perf_hooks';
import { IN_FLIGHT, batchSize, runOdds } from '../../electron/services/odds/pool';
import type { OddsJob } from '../../electron/services/odds/job';
import { FOUR } from './expeditions';

/**
 * Child-process entry of the odds bench's sustained rates (odds.ts starts it with the node flags `npm run cli`
 * starts the CLI with, read from package.json, so the rate is measured under what players run):
 *   node <cli's node flags> --import tsx tests/bench/odds-sustained.ts <jobs> <worker bundle> <warm-up> <measured>
 * Plays `(warm-up + measured) × jobs` expeditions on `jobs` worker threads and prints, as JSON, the games, wall time
 * and the CPU time of the whole process (every thread) from when `warm-up × jobs` games were done to before the last
 * batches (when some players have no batch left to take and wait for the others).
 */
const [jobsArg, workerFile, warmUpArg, measuredArg] = process.argv.slice(2);
const jobs = Number(jobsArg);
const warmUp = Number(warmUpArg);
const measured = Number(measuredArg);
if (!workerFile || !(jobs >= 1) || !(warmUp >= 0) || !(measured >= 1)) throw new Error('usage: odds-sustained.ts <jobs> <worker bundle> <warm-up> <measured>');

const job: OddsJob = { kind: 'expeditions', rulesetId: 'deathmaze', seed: 'BENCH', games: (warmUp + measured) * jobs, setup: FOUR };
const startAt = warmUp * jobs;
// Once fewer batches than the players hold are left to hand out, a player can run dry.
const endAt = job.games - jobs * IN_FLIGHT * batchSize(job, jobs);
let from: { done: number; at: number; cpu: number } | undefined;
let to: { done: number; at: number; cpu: number } | undefined;
await runOdds({
  job,
  jobs,
  workerScript: { file: workerFile },
  minGamesPerWorker: 1,
  onProgress: ({ done }) => {
    if (done > endAt) return;
    const { user, system } = process.cpuUsage();
    const point = { done, at: performance.now(), cpu: (user + system) / 1000 };
    if (!from && done >= startAt) from = point;
    to = point;
  },
});
if (!from || !to || to.done <= from.done) throw new Error('No progress was reported inside the measured window.');
console.log(JSON.stringify({ games: to.done - from.done, ms: to.at - from.at, cpuMs: to.cpu - from.cpu }));

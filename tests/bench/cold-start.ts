import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { playBenchExpedition } from './expeditions';

/**
 * Worker entry (bundled, run in a fresh V8 isolate with none of the bench's compiled code): times the first
 * `workerData.count` expeditions of a process, JIT warm-up included, as a short `simulate` run meets them.
 */
const count = (workerData as { count: number }).count;
const start = performance.now();
for (let n = 0; n < count; n++) playBenchExpedition(n);
parentPort?.postMessage({ operations: count, totalMs: performance.now() - start });

import { performance } from 'node:perf_hooks';
import { playBenchExpedition } from './expeditions';

/**
 * Child-process entry (bundled; the bench runs it pinned to one CPU with `taskset`, so V8's compiler and garbage
 * collector threads share that core with the game): plays expeditions for `WARM_UP_MS`, unmeasured, while V8 compiles
 * the engine, then for `BUDGET_MS`, and prints the count and time as JSON.
 */
const warmUpMs = Number(process.env.WARM_UP_MS ?? 8000);
const budgetMs = Number(process.env.BUDGET_MS ?? 3000);
let n = 0;
const warmUpEnd = performance.now() + warmUpMs;
while (performance.now() < warmUpEnd) playBenchExpedition(n++);
const start = performance.now();
let operations = 0;
let now = start;
while (now - start < budgetMs) {
  playBenchExpedition(n++);
  operations++;
  now = performance.now();
}
console.log(JSON.stringify({ operations, totalMs: now - start, warmUpExpeditions: n - operations }));

import { performance } from 'node:perf_hooks';
import { deathmazeOperations } from './deathmaze-operations';
import { benchSeed, FOUR } from './expeditions';
import { findRuleset } from '../../shared/rulesets/registry';

/**
 * Child-process entry of the A/B bench (bundled, one fresh process per tree and round): times the Deathmaze engine
 * operations and prints them as one JSON line. Copied into the older tree beside `deathmaze-operations.ts`.
 *
 * Budgets are in CPU time of this process (all its threads: V8's compiler and collector count as the engine's work),
 * and each operation's CPU time is printed beside its wall time: on a machine shared by many processes the wall
 * clock mostly measures the others, the CPU time much less so.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function time(name: string, operation: () => void, budgetCpuMs: number, warmUpCpuMs: number, batch: number): { name: string; us: number; cpuUs: number } {
  const warmUpEnd = cpuMs() + warmUpCpuMs;
  for (let i = 0; i < 20 || cpuMs() < warmUpEnd; i++) operation();
  let operations = 0;
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  let cpu = cpuStart;
  while (cpu - cpuStart < budgetCpuMs) {
    for (let i = 0; i < batch; i++) operation();
    operations += batch;
    cpu = cpuMs();
  }
  const wall = performance.now() - wallStart;
  return { name, us: (wall / operations) * 1000, cpuUs: ((cpu - cpuStart) / operations) * 1000 };
}

// AB_OPS=simulated,expedition times only those (a shorter run on a loaded machine); all of them by default.
const only = process.env.AB_OPS?.split(',');
const wanted = (name: string): boolean => only === undefined || only.includes(name);

/**
 * `cold`: the first 500 expeditions of this fresh process, played as `simulate` plays them, before anything else has
 * run: what a short run pays while V8 is still compiling (the steady operations below warm up first).
 */
function coldExpeditions(count: number): { name: string; us: number; cpuUs: number } {
  const autoplay = findRuleset('deathmaze')?.autoplay;
  if (!autoplay) throw new Error('deathmaze has no autoplayer');
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  for (let i = 0; i < count; i++) autoplay.expedition(FOUR, benchSeed(i));
  return { name: 'cold', us: ((performance.now() - wallStart) / count) * 1000, cpuUs: ((cpuMs() - cpuStart) / count) * 1000 };
}
const cold = wanted('cold') ? [coldExpeditions(500)] : [];

const ops = deathmazeOperations();
const plan: [string, () => void, number, number, number][] = [
  ['step', ops.step, 1000, 300, 8],
  ['expedition', ops.expedition, 2500, 2500, 1],
  ['simulated', ops.simulated, 2500, 2500, 1],
  ['bigAction', ops.bigAction, 1000, 300, 8],
  ['policy', ops.policy, 1000, 300, 1],
];
const results = [...cold, ...plan.filter(([name]) => wanted(name)).map(([name, operation, budget, warmUp, batch]) => time(name, operation, budget, warmUp, batch))];
console.log(JSON.stringify(results));

import { performance } from 'node:perf_hooks';
import { actionStepper, expeditionRunner, side, type Side } from './citadel-operations';

/**
 * Child-process entry of the Citadel A/B bench (`engine-ab.ts --citadel`; bundled, one fresh process per tree and
 * round): the cost per action of either ruleset, within whole autoplayed expeditions and one action at a time through
 * the game wrapper, by the wall clock and by this process's CPU time (all its threads), as one JSON line. Copied into
 * the older tree beside `citadel-operations.ts`.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `operation` (which returns the actions it took) for a CPU budget after a warm-up; the cost per action. */
function perAction(name: string, operation: () => number, budgetCpuMs: number, warmUpCpuMs: number): { name: string; us: number; cpuUs: number } {
  const warmUpEnd = cpuMs() + warmUpCpuMs;
  for (let i = 0; i < 20 || cpuMs() < warmUpEnd; i++) operation();
  let actions = 0;
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  let cpu = cpuStart;
  while (cpu - cpuStart < budgetCpuMs) {
    actions += operation();
    cpu = cpuMs();
  }
  const wall = performance.now() - wallStart;
  return { name, us: (wall / actions) * 1000, cpuUs: ((cpu - cpuStart) / actions) * 1000 };
}

function stepping(s: Side): () => number {
  const step = actionStepper(s);
  return () => {
    step();
    return 1;
  };
}

const deathmaze = side('deathmaze');
const citadel = side('citadel');
console.log(JSON.stringify([
  perAction('dm expedition', expeditionRunner(deathmaze), 1500, 1000),
  perAction('cob expedition', expeditionRunner(citadel), 1500, 1000),
  perAction('dm step', stepping(deathmaze), 600, 200),
  perAction('cob step', stepping(citadel), 600, 200),
]));

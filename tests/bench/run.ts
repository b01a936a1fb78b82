import { execFileSync, spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { importBundled, withBundle } from './bundled';
import type * as CitadelSuite from './citadel';
import type * as EngineSuite from './engine';
import { benchEngine } from './engine';
import { benchMapFrame } from './map-frame';
import { report, type Measurement } from './measure';
import { benchSaveCost } from './save-cost';
import { benchSaveLoad } from './save-load';
import { benchSlotOpen } from './slot-open';
import { benchOdds } from './odds';

/** Expeditions a fresh process plays while V8 is still compiling the engine (the cold-start figure). */
const COLD_EXPEDITIONS = 1000;

/**
 * The engine as the app runs it (bundled); the same expeditions from a cold start, in a worker (a new V8 isolate:
 * nothing the bench compiled carries over); warmed up in a process confined to one CPU; and the one figure that
 * differs under tsx, which `npm run cli` uses.
 */
async function engineSuite(): Promise<Measurement[]> {
  const cold = await withBundle('tests/bench/cold-start.ts', (file) => runWorker(file, { count: COLD_EXPEDITIONS }));
  const oneCore = await withBundle('tests/bench/one-core.ts', async (file) => runOnOneCore(file));
  const bundled = await importBundled<typeof EngineSuite>('tests/bench/engine.ts');
  const shipped = bundled.benchEngine();
  const underTsx = benchEngine().find((m) => m.name.includes('whole expedition'));
  return [
    ...shipped,
    { ...cold, name: `engine: the first ${COLD_EXPEDITIONS.toLocaleString('en-US')} expeditions from a cold start` },
    ...(oneCore ? [{ ...oneCore, name: 'engine: one whole expedition, warmed up, whole process pinned to one CPU' }] : []),
    ...(underTsx ? [{ ...underTsx, name: `${underTsx.name} under tsx` }] : []),
  ];
}

/**
 * Runs the one-core entry in a child process confined to CPU 0 with `taskset` (Linux), so the figure includes what
 * V8's own threads take from that core. Where taskset is missing the line is left out, and says so.
 */
function runOnOneCore(file: string): Measurement | undefined {
  if (process.platform !== 'linux' || spawnSync('taskset', ['--version']).error) {
    console.log('  (one-CPU figure skipped: needs Linux and taskset)');
    return undefined;
  }
  const out = execFileSync('taskset', ['-c', '0', process.execPath, file], { encoding: 'utf8' });
  const m = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { operations: number; totalMs: number };
  return { name: '', operations: m.operations, totalMs: m.totalMs };
}

function runWorker(file: string, workerData: unknown): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once('message', (m: { operations: number; totalMs: number }) => resolve({ name: '', operations: m.operations, totalMs: m.totalMs }));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`The cold-start worker stopped with code ${code}.`))));
  });
}

/** `npm run bench`: per-operation costs on this machine. Figures, not assertions. */
const suites: [string, () => Measurement[] | Promise<Measurement[]>][] = [
  ['engine (bundled as shipped; warmed up unless said; last line: under tsx, as `npm run cli` runs it)', engineSuite],
  ['citadel of blood beside deathmaze (bundled as shipped; issue 17: per action within ×2)', async () => (await importBundled<typeof CitadelSuite>('tests/bench/citadel.ts')).benchCitadel()],
  ['save-load', benchSaveLoad],
  ['save cost as the campaign grows (issue 18)', benchSaveCost],
  ['map-frame', benchMapFrame],
  ['slot-open and exit click (what a player waits for)', benchSlotOpen],
  ['odds (worker threads; CLI lines run under tsx as `npm run cli` does)', benchOdds],
];

// `npm run bench -- citadel` runs only the suites whose heading contains one of the words given (the machine is shared).
const only = process.argv.slice(2).map((w) => w.toLowerCase());
console.log(`Mazewright benchmarks — Node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const [name, suite] of suites) {
  if (only.length > 0 && !only.some((w) => name.toLowerCase().includes(w))) continue;
  console.log(`[${name}]`);
  for (const m of await suite()) console.log(`  ${report(m)}`);
  console.log('');
}

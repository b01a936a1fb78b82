import { spawn } from 'node:child_process';
import os from 'node:os';
import { FLAGS as SIMULATION_FLAGS } from '../../electron/services/odds/v8-flags';

/**
 * Two bundled entries run at the same time, one pinned to each core (`taskset`), swapping cores every round, and their
 * figures printed per core:
 *   npx tsx tests/bench/paired.ts <A bundle.mjs> <B bundle.mjs> [count] [rounds]
 * Each entry is run as `node --single-threaded <simulation flags> <bundle> <count>` and must print a JSON line with
 * "ms" (as `deathmaze-profile.ts` does); bundle it with `bundleEntry` (bundled.ts).
 * Why: this machine's two cores are not alike (the same engine ran ~45 % slower on core 0 than on core 1,
 * docs/performance.md, "Ninth pass"), and its load moves by tens of per cent between runs. Two trees run at once meet
 * the same load; each on both cores in turn, compared core by core, meet the same core. `--single-threaded` keeps V8's
 * compiler and collector on the pinned core too.
 */
const [a, b, countArg = '3000', roundsArg = '4'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: paired.ts <A bundle.mjs> <B bundle.mjs> [count] [rounds]');
const FLAGS = ['--single-threaded', ...SIMULATION_FLAGS];

function run(core: number, bundle: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', String(core), process.execPath, ...FLAGS, bundle, countArg], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = /"ms":(\d+)/.exec(out)?.[1];
      if (code !== 0 || ms === undefined) reject(new Error(`${bundle} on core ${core} exited ${code}: ${out}`));
      else resolve(Number(ms));
    });
  });
}

const byCore: Record<'A' | 'B', number[][]> = { A: [[], []], B: [[], []] };
for (let round = 0; round < Number(roundsArg); round++) {
  const coreA = round % 2;
  const [msA, msB] = await Promise.all([run(coreA, a), run(1 - coreA, b)]);
  byCore.A[coreA]!.push(msA);
  byCore.B[1 - coreA]!.push(msB);
  console.log(`round ${round + 1}: A on core ${coreA} ${msA} ms, B on core ${1 - coreA} ${msB} ms (load ${os.loadavg()[0]!.toFixed(1)})`);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
for (const core of [0, 1]) {
  const ma = median(byCore.A[core]!);
  const mb = median(byCore.B[core]!);
  console.log(`core ${core}: A ${byCore.A[core]!.join(' / ')} ms, B ${byCore.B[core]!.join(' / ')} ms; B ÷ A (medians) ×${(mb / ma).toFixed(2)}`);
}

import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleEntry } from './bundled';
import { FLAGS as SIMULATION_FLAGS } from '../../electron/services/odds/v8-flags';

/**
 * In-process A/B of a simulated Deathmaze expedition (issue 19; a tool, not part of `npm run bench`): both trees'
 * bundles are loaded into one fresh node process (with `simulate`'s V8 flags) and play the same blocks of bench seeds
 * in turn, ABBA, each block timed by the process's CPU time. A block of seeds is played by both trees within seconds,
 * so a drift in the machine's load falls on both nearly alike; the median of the per-block ratios is the figure. On a
 * machine shared by several sessions, where `engine-ab.ts`'s separate processes swing ±20 % between rounds, this sees
 * a few per cent. Checked against itself (a bundle against a copy of it): ×1.00.
 *
 *   npx tsx tests/bench/inprocess-ab.ts <older tree> [blocks=24] [block size=200] [warm-up rounds=6]
 */
const here = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'tests/bench/inprocess-ab-entry.ts';

// The child: warms both trees up on the same seeds, then alternates blocks (old first in even blocks).
const RUNNER = `
const [oldPath, newPath, blocks, size, warmUp] = process.argv.slice(2);
const trees = { old: await import(oldPath), new: await import(newPath) };
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let w = 0; w < Number(warmUp); w++) { trees.old.play(w * 500, 500); trees.new.play(w * 500, 500); }
const us = { old: [], new: [] };
let seed = 20000;
for (let k = 0; k < Number(blocks); k++) {
  for (const name of k % 2 ? ['new', 'old'] : ['old', 'new']) {
    const start = cpu();
    trees[name].play(seed, Number(size));
    us[name].push(((cpu() - start) / Number(size)) * 1000);
  }
  seed += Number(size);
}
console.log(JSON.stringify(us));
`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  const [olderArg, blocksArg, sizeArg, warmUpArg] = process.argv.slice(2);
  if (!olderArg) throw new Error('usage: inprocess-ab.ts <older tree> [blocks] [block size] [warm-up rounds]');
  const older = path.resolve(olderArg);
  if (!existsSync(path.join(older, 'shared'))) throw new Error(`${older} is not a Mazewright tree`);
  const blocks = Number(blocksArg ?? 24);
  const size = Number(sizeArg ?? 200);
  const warmUp = Number(warmUpArg ?? 6);
  if (![blocks, size, warmUp].every((n) => Number.isInteger(n) && n > 0)) throw new Error('blocks, block size and warm-up rounds are positive whole numbers');
  const work = mkdtempSync(path.join(os.tmpdir(), 'mazewright-inprocess-ab-'));
  const target = path.join(older, ENTRY);
  const copied = !existsSync(target);
  try {
    copyFileSync(path.join(here, ENTRY), target);
    const oldBundle = await bundleEntry(older, ENTRY, path.join(work, 'old'));
    const newBundle = await bundleEntry(here, ENTRY, path.join(work, 'new'));
    const runner = path.join(work, 'runner.mjs');
    writeFileSync(runner, RUNNER);
    const load = os.loadavg()[0]!.toFixed(1);
    const out = execFileSync(process.execPath, [...SIMULATION_FLAGS, runner, pathToFileURL(oldBundle).href, pathToFileURL(newBundle).href, String(blocks), String(size), String(warmUp)], { encoding: 'utf8' });
    const us = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { old: number[]; new: number[] };
    const ratios = us.new.map((n, i) => n / us.old[i]!);
    console.log(`old µs CPU an expedition, by block: ${us.old.map((x) => x.toFixed(0)).join(' ')}`);
    console.log(`new µs CPU an expedition, by block: ${us.new.map((x) => x.toFixed(0)).join(' ')}`);
    console.log(
      `medians: old ${median(us.old).toFixed(0)} µs, new ${median(us.new).toFixed(0)} µs; per-block new/old median ×${median(ratios).toFixed(3)}, new below old in ${ratios.filter((r) => r < 1).length} of ${blocks} blocks (load ${load} → ${os.loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    if (copied) rmSync(target, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

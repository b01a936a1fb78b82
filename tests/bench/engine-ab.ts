import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleEntry } from './bundled';

/**
 * Interleaved A/B bench of the Deathmaze engine: this tree against an older one (a git worktree), the same operations
 * (`deathmaze-operations.ts`, copied into the older tree) bundled as the app ships them, each round one fresh process
 * per tree, the order swapped every round (ABBA…) so a drift in the machine's load falls on both alike. Prints each
 * tree's median per operation, by the wall clock and by the process's CPU time, and the ratios new/old. On a shared
 * machine only the ratios mean much, the CPU-time ones most (the wall clock mostly measures the other processes).
 *
 *   npx tsx tests/bench/engine-ab.ts <older tree> [rounds]      (AB_OPS=cold,simulated,expedition: only those operations; `cold` is the first 500 expeditions of a fresh process)
 *   e.g. git worktree add ../base a936e17 && ln -s "$PWD/node_modules" ../base/ && npx tsx tests/bench/engine-ab.ts ../base 6
 *
 * With `--citadel` it times Citadel of Blood beside Deathmaze instead (`citadel-operations.ts`, the operations of the
 * Citadel bench: the cost per action within autoplayed expeditions and through the game wrapper, for each ruleset), so
 * both the Citadel ÷ Deathmaze ratio and each ruleset's new/old can be read from the same rounds (older tree: 3df75ad
 * or later).
 *
 * With `--fight` it times Citadel's reducer alone on its dearest common actions (`citadel-fight-start.ts`: starting a
 * fight, a party attack that ends the party's turn, one that does not), each applied to states kept from autoplayed
 * expeditions; each round also prints a hash of each kind's results, which must be the same for both trees.
 */
const here = fileURLToPath(new URL('../..', import.meta.url));
const SUITES = {
  deathmaze: { entry: 'tests/bench/engine-ab-child.ts', copied: ['tests/bench/deathmaze-operations.ts', 'tests/bench/engine-ab-child.ts'] },
  citadel: { entry: 'tests/bench/citadel-ab-child.ts', copied: ['tests/bench/citadel-operations.ts', 'tests/bench/citadel-ab-child.ts'] },
  fight: { entry: 'tests/bench/citadel-fight-start.ts', copied: ['tests/bench/citadel-fight-start.ts'] },
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const suite = args.includes('--fight') ? SUITES.fight : args.includes('--citadel') ? SUITES.citadel : SUITES.deathmaze;
  const [olderArg, roundsArg] = args.filter((a) => a !== '--citadel' && a !== '--fight');
  if (!olderArg) throw new Error('usage: engine-ab.ts <older tree> [rounds] [--citadel]');
  const older = path.resolve(olderArg);
  if (!existsSync(path.join(older, 'shared'))) throw new Error(`${older} is not a Mazewright tree`);
  const rounds = Number(roundsArg ?? 6);
  const work = mkdtempSync(path.join(os.tmpdir(), 'mazewright-ab-'));
  const copied: string[] = [];
  try {
    for (const file of suite.copied) {
      const target = path.join(older, file);
      if (!existsSync(target)) copied.push(target);
      copyFileSync(path.join(here, file), target);
    }
    const trees = { old: await bundleEntry(older, suite.entry, path.join(work, 'old')), new: await bundleEntry(here, suite.entry, path.join(work, 'new')) };
    const samples: Record<'old' | 'new', Record<string, number[]>> = { old: {}, new: {} };
    for (let round = 0; round < rounds; round++) {
      const order: ('old' | 'new')[] = round % 2 ? ['new', 'old'] : ['old', 'new'];
      for (const tree of order) {
        const out = execFileSync(process.execPath, [trees[tree]], { encoding: 'utf8' });
        const lines = JSON.parse(out.trim().split('\n').pop() ?? '[]') as { name: string; us: number; cpuUs: number; hash?: string }[];
        for (const { name, us, cpuUs } of lines) {
          (samples[tree][name] ??= []).push(us);
          (samples[tree][`${name} (CPU)`] ??= []).push(cpuUs);
        }
        console.log(`round ${round + 1} ${tree.padEnd(3)} ${lines.map((l) => `${l.name} ${l.us.toFixed(1)} µs (CPU ${l.cpuUs.toFixed(1)}${l.hash ? `, results ${l.hash}` : ''})`).join(', ')}  (load ${os.loadavg()[0]!.toFixed(1)})`);
      }
    }
    console.log(`\n${'operation'.padEnd(18)} ${'old µs'.padStart(10)} ${'new µs'.padStart(10)}  new/old (medians of ${rounds} rounds)`);
    for (const name of Object.keys(samples.old)) {
      const a = median(samples.old[name]!);
      const b = median(samples.new[name] ?? []);
      console.log(`${name.padEnd(18)} ${a.toFixed(1).padStart(10)} ${b.toFixed(1).padStart(10)}  ${(b / a).toFixed(3)}`);
    }
  } finally {
    for (const target of copied) rmSync(target, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { longGame, makeLatest, measureOpens, type OpenMode } from './slot-open';
import { launchBenchBrowser, listenLocal } from './bench-browser';

/**
 * Interleaved A/B of opening a slot, two renderer builds on the same services, slots and browser (issue 15; not part
 * of `npm run bench`):
 *   npx tsx tests/bench/open-ab.ts <build A's dist/renderer> <build B's dist/renderer> [rounds] [opens]
 * Each round opens the 1,000-entry slot (while the 20,000-entry one is the latest, or itself with AB_LATEST=1000) in
 * each mode of `slot-open.ts` (AB_MODES, default `hover,click`) with A, then with B, then B, then A (ABBA), so both
 * builds meet the same load. Prints each build's medians per mode, with the load average as it goes.
 */
const [dirA, dirB, roundsArg, opensArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: open-ab.ts <renderer dir A> <renderer dir B> [rounds] [opens]');
const ROUNDS = Number(roundsArg ?? 2);
const OPENS = Number(opensArg ?? 4);
const MODES: readonly OpenMode[] = (process.env['AB_MODES'] ?? 'hover,click').split(',') as OpenMode[];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-open-ab-'));
const store = new SlotStore(dataDir);
for (const size of [1000, 20_000]) {
  const { ruleset, game, log } = longGame(size);
  await store.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }));
}
const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
const hosts = await Promise.all(
  [dirA, dirB].map(async (dir) => {
    const server = createDevHost(services, path.resolve(dir));
    return { server, origin: await listenLocal(server) };
  }),
);
const browser = await launchBenchBrowser();
const results = new Map<string, { total: number[]; wait: number[] }>();
console.log(`A: ${dirA}\nB: ${dirB}\nload average at the start: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await makeLatest(hosts[0]!.origin, `Log of ${process.env['AB_LATEST'] ?? '20000'}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of [0, 1, 1, 0] as const) {
      for (const mode of MODES) {
        const times = await measureOpens(page, hosts[which]!.origin, 'Log of 1000', mode, OPENS);
        const key = `${which === 0 ? 'A' : 'B'} ${mode}`;
        const entry = results.get(key) ?? { total: [], wait: [] };
        entry.total.push(...times.map((t) => t.total));
        entry.wait.push(...times.map((t) => t.requestMs));
        results.set(key, entry);
      }
    }
    console.log(`round ${round + 1} done, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  }
} finally {
  await browser.close();
  for (const { server } of hosts) await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
for (const [key, { total, wait }] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key}: ${total.length} opens of 1,000 entries, click to painted median ${median(total).toFixed(1)} ms (sorted: ${[...total].sort((a, b) => a - b).map((t) => t.toFixed(0)).join(', ')}); waiting for main median ${median(wait).toFixed(1)} ms`);
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../electron/app-services';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { longGame } from './slot-open';

/**
 * Main's side of opening a slot, step by step (not part of `npm run bench`): `npx tsx tests/bench/slot-open-main.ts`.
 * Opens the bench's 1,000- and 20,000-entry slots twelve times each through the session, as `slots:open` does, and
 * prints the median wall and CPU time (this process's user + system: less swayed by other processes than the wall
 * clock) of the claim, the store's open, the view's assembly and the answer's serialisation.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mw-mainopen-'));
const store0 = new SlotStore(dataDir);
const ids: Record<number, string> = {};
for (const size of [1000, 20000]) {
  const { ruleset, game, log } = longGame(size);
  ids[size] = (await store0.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }))).meta.id;
}
const s = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
const times: Record<string, { wall: number[]; cpu: number[] }> = {};
function rec(k: string, wall: number, cpu: number) { (times[k] ??= { wall: [], cpu: [] }); times[k].wall.push(wall); times[k].cpu.push(cpu); }
/** Times every call of `object[name]` (a private method too: the session's view assembly) under `label`. */
function wrap(object: object, name: string, label: string) {
  const target = object as Record<string, (...a: unknown[]) => unknown>;
  const f = target[name]!.bind(object);
  target[name] = (...a: unknown[]) => {
    const t = performance.now(); const c = process.cpuUsage();
    const r = f(...a) as { finally?: (then: () => void) => unknown } | undefined;
    const done = () => { const u = process.cpuUsage(c); rec(label, performance.now() - t, (u.user + u.system) / 1000); };
    if (r && typeof r.finally === 'function') return r.finally(done);
    done(); return r;
  };
}
wrap(s.store, 'claim', 'store.claim');
wrap(s.store, 'open', 'store.open (header, checkpoint, replay check, log hash, tail)');
wrap(s.session, 'view', 'session.view (view, sheets, choices, summary)');
wrap(s.session, 'window', 'session.window');
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
for (const size of [1000, 20000]) {
  for (const k of Object.keys(times)) delete times[k];
  for (let i = 0; i < 12; i++) {
    await s.session.close();
    const t = performance.now(); const c = process.cpuUsage();
    const answer = await s.session.open(ids[size]!);
    const u = process.cpuUsage(c); rec('session.open total', performance.now() - t, (u.user + u.system) / 1000);
    const t2 = performance.now(); const c2 = process.cpuUsage();
    const text = JSON.stringify({ ok: true, value: answer });
    const u2 = process.cpuUsage(c2); rec(`JSON.stringify of the answer (${Math.round(text.length / 1024)} KB)`, performance.now() - t2, (u2.user + u2.system) / 1000);
  }
  console.log(`${size} entries, medians of 12 (2 warm-up included), wall / CPU ms:`);
  for (const [k, v] of Object.entries(times)) console.log(`  ${med(v.wall).toFixed(1).padStart(6)} / ${med(v.cpu).toFixed(1).padStart(6)}  ${k}`);
}
await s.session.close();
rmSync(dataDir, { recursive: true, force: true });

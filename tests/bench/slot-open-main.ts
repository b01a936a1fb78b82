import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import * as slotLog from '../../electron/services/slot-log';
import { decodeLogBytes } from '../../electron/services/slot-log';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame } from '../../shared/engine/game';
import { longGame, PARTY } from './slot-open';

/**
 * Main's side of opening a slot, step by step (not part of `npm run bench`): `npx tsx tests/bench/slot-open-main.ts`.
 * Opens the bench's 1,000- and 20,000-entry slots twelve times each through the session, as `slots:open` does, and
 * prints the median wall and CPU time (this process's user + system: less swayed by other processes than the wall
 * clock) of the claim, the store's open, the view's assembly and the answer's serialisation; then the store's own
 * steps one by one on the same files (reading the log file, counting its lines, hashing them, parsing a tail, the
 * replay of the game's actions), and the transport as the development host carries it: one `slots:open` over HTTP
 * on loopback (request to the whole body received), then decoding and parsing that body as the page does. The
 * client and the server share this process there, so that line's CPU is both sides'. Only the API of every tree
 * since the bench was written is used, so the file can be copied into an older worktree for an A/B run.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 12);
// Looked up, not imported by name, so that the file still runs copied into a tree from before it.
const logTail = (slotLog as { readLogTail?: (file: string, entries: number, logBytes: number, name: string, from: number) => Promise<unknown> }).readLogTail;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mw-mainopen-'));
const store0 = new SlotStore(dataDir);
const ids: Record<number, string> = {};
const games: Record<number, ReturnType<typeof longGame>> = {};
for (const size of [1000, 20000]) {
  games[size] = longGame(size);
  const { ruleset, game, log } = games[size];
  ids[size] = (await store0.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }))).meta.id;
}
const s = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
const times: Record<string, { wall: number[]; cpu: number[] }> = {};
function rec(k: string, wall: number, cpu: number) { (times[k] ??= { wall: [], cpu: [] }); times[k].wall.push(wall); times[k].cpu.push(cpu); }
function time<T>(label: string, f: () => T): T {
  const t = performance.now(); const c = process.cpuUsage();
  const r = f();
  const u = process.cpuUsage(c); rec(label, performance.now() - t, (u.user + u.system) / 1000);
  return r;
}
async function timeAsync<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t = performance.now(); const c = process.cpuUsage();
  const r = await f();
  const u = process.cpuUsage(c); rec(label, performance.now() - t, (u.user + u.system) / 1000);
  return r;
}
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

const host = createDevHost(s, dataDir);
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
async function invoke(channel: string, request: unknown): Promise<Buffer> {
  const response = await fetch(`${origin}/api/invoke`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ channel, request }) });
  return Buffer.from(await response.arrayBuffer());
}

let answerSize = '';
for (const size of [1000, 20000]) {
  for (const k of Object.keys(times)) delete times[k];
  const logFile = path.join(dataDir, 'slots', `${ids[size]}.log.jsonl`);
  const { ruleset, game } = games[size]!;
  for (let i = 0; i < ROUNDS; i++) {
    await s.session.close();
    const t = performance.now(); const c = process.cpuUsage();
    const answer = await s.session.open(ids[size]!);
    const u = process.cpuUsage(c); rec('session.open total', performance.now() - t, (u.user + u.system) / 1000);
    // Trees from issue 15 on check the log's hash just after the answer: timed on its own (older trees have none).
    const late = (s.session as { logChecked?: () => Promise<void> }).logChecked;
    if (late) await timeAsync('the log check after the answer (hash of the whole log)', () => late.call(s.session));
    const text = time('JSON.stringify of the answer', () => JSON.stringify({ ok: true, value: answer }));
    answerSize = `${Math.round(text.length / 1024)} KB, ${answer.log.entries.length} log entries`;
    // The store's steps on the same file, one at a time.
    const bytes = time('  log: read the file', () => readFileSync(logFile));
    time('  log: count the lines and hash them (decodeLogBytes, no entry parsed)', () => decodeLogBytes(bytes, size, 'bench', size));
    time('  log: SHA-256 of the whole file', () => createHash('sha256').update(bytes).digest('hex'));
    for (const tail of [500, 100]) time(`  log: count, hash and parse the newest ${tail}`, () => decodeLogBytes(bytes, size, 'bench', size - tail));
    // Trees from issue 15's logBytes on read the newest entries backwards from where the counted lines end.
    if (logTail) await timeAsync('  log: the newest 100 read backwards from logBytes (readLogTail)', () => logTail(logFile, size, bytes.length, 'bench', size - 100));
    time(`  replay of the game's ${game.actions.length} actions from the seed`, () => {
      const started = startGame(ruleset, game.seed, PARTY);
      if (!started.ok) throw new Error(started.message);
      let g = started.game;
      for (const action of game.actions) {
        const step = applyAction(ruleset, { ...g, actions: [] }, action);
        if (!step.ok) throw new Error(step.message);
        g = step.game;
      }
    });
    // The transport: one open over the development host's HTTP, then what the page does with the body.
    await s.session.close();
    const body = await timeAsync('HTTP: slots:open over loopback, request to the whole body (server side included)', () => invoke('slots:open', { id: ids[size] }));
    // That open's own check after the answer, not timed: left running, it would fall into the next round's open.
    if (late) await late.call(s.session);
    const decoded = time('  page side: decode the body (UTF-8)', () => new TextDecoder().decode(body));
    time('  page side: JSON.parse of the body', () => JSON.parse(decoded) as unknown);
  }
  console.log(`${size} entries (the answer: ${answerSize}), medians of ${ROUNDS}, wall / CPU ms:`);
  for (const [k, v] of Object.entries(times)) console.log(`  ${med(v.wall).toFixed(1).padStart(6)} / ${med(v.cpu).toFixed(1).padStart(6)}  ${k}`);
}
await s.session.close();
host.close();
rmSync(dataDir, { recursive: true, force: true });

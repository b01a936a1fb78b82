import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { EXIT_SCRIPT, OPEN_SCRIPT, PARTY, longGame, post, toTitle } from './slot-open';
import type { TraceEvent } from './trace-event';

/**
 * Where the renderer's time goes in an open and an exit click (not part of `npm run bench`):
 *   npx vite build --mode web --minify false --outDir /tmp/prof && PROFILE_RENDERER_DIR=/tmp/prof npx tsx tests/bench/slot-open-profile.ts
 * PROFILE_CSS='<rules>' adds a style sheet to every page load, to measure what a CSS change would save before making it.
 * Takes a CPU profile of the page (the V8 sampler, 100 µs) around each measured open and click and prints the
 * functions with the most self time summed over them, beside the page's totals: script, "(program)" (the browser's
 * own work: style, layout, paint), garbage collection and idle (waiting for main).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OPENS = Number(process.env['PROFILE_OPENS'] ?? 5);
const CLICKS = Number(process.env['PROFILE_CLICKS'] ?? 15);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

class SelfTimes {
  readonly byFunction = new Map<string, number>();
  /** Time with the function anywhere on the stack (counted once per sample). */
  readonly inclusive = new Map<string, number>();
  runs = 0;
  add(profile: Profile): void {
    this.runs++;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
    const keyOf = (id: number) => {
      const frame = nodes.get(id)!.callFrame;
      const file = frame.url.split('/').pop() ?? '';
      return frame.url ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}` : frame.functionName;
    };
    profile.samples.forEach((id, i) => {
      // A sample's time is the gap to the next one.
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const key = keyOf(id);
      this.byFunction.set(key, (this.byFunction.get(key) ?? 0) + ms);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) seen.add(keyOf(at));
      for (const k of seen) this.inclusive.set(k, (this.inclusive.get(k) ?? 0) + ms);
    });
  }
  print(title: string, top = 35): void {
    const rows = [...this.byFunction.entries()].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, [, ms]) => s + ms, 0);
    const idle = this.byFunction.get('(idle)') ?? 0;
    console.log(`\n${title}: ${this.runs} runs, per run: sampled ${(total / this.runs).toFixed(1)} ms, of which idle ${(idle / this.runs).toFixed(1)} ms, busy ${((total - idle) / this.runs).toFixed(1)} ms`);
    for (const [key, ms] of rows.slice(0, top)) console.log(`  ${(ms / this.runs).toFixed(2).padStart(7)} ms  ${key}`);
    if (!process.env['PROFILE_INCLUSIVE']) return;
    console.log("  inclusive, the page's own functions:");
    const inclusive = [...this.inclusive.entries()].filter(([k]) => k.includes('.js:')).sort((a, b) => b[1] - a[1]);
    for (const [key, ms] of inclusive.slice(0, Number(process.env['PROFILE_INCLUSIVE']))) console.log(`  ${(ms / this.runs).toFixed(2).padStart(7)} ms  ${key}`);
  }
}

/** Thread CPU time (`tdur`, which the load does not inflate) of the page's main thread, by event, self time only. */
class TraceTimes {
  readonly byEvent = new Map<string, number>();
  /** The same, only what started after the last answer from main arrived (the renderer's part). */
  readonly after = new Map<string, number>();
  /** The same again, only up to the end of the frame that shows the result (the bench's `painted`): the first frame. */
  readonly frame = new Map<string, number>();
  /** Counts that the load does not change, after the answer: layouts and their dirty objects, styles recalculated. */
  readonly counts = new Map<string, number>();
  /** The same counts, up to the end of the first frame. */
  readonly frameCounts = new Map<string, number>();
  runs = 0;
  add(events: readonly TraceEvent[]): void {
    this.runs++;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    if (!main) return;
    const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // The answer to the first call to main after the click (the open, or the action): what the game screen waits
    // for. Not the last request's: the rules reference is fetched once the screen is painted, and on a loaded
    // machine its answer came back before the trace ended and counted the whole first frame as waiting for main.
    const first = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/invoke')).sort((a, b) => a.ts - b.ts)[0];
    const finish = (e: TraceEvent) => e.name === 'ResourceFinish' && (first === undefined || e.args?.data?.requestId === first.args?.data?.requestId);
    const answered = Math.max(...events.filter(finish).map((e) => e.ts));
    // The bench's stamp, from the task that runs right after the frame showing the result (WAIT_PAINTED).
    const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'mazewright-painted');
    const painted = stamp?.ts ?? Infinity;
    const stack: { end: number; name: string; self: number; late: boolean; first: boolean }[] = [];
    const close = (upTo: number) => {
      while (stack.length && stack[stack.length - 1]!.end <= upTo) {
        const done = stack.pop()!;
        this.byEvent.set(done.name, (this.byEvent.get(done.name) ?? 0) + done.self / 1000);
        if (done.late) this.after.set(done.name, (this.after.get(done.name) ?? 0) + done.self / 1000);
        if (done.late && done.first) this.frame.set(done.name, (this.frame.get(done.name) ?? 0) + done.self / 1000);
      }
    };
    for (const e of own) {
      close(e.ts);
      const parent = stack[stack.length - 1];
      if (parent) parent.self -= e.tdur!;
      stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, self: e.tdur!, late: e.ts >= answered, first: e.ts < painted });
      if (e.ts < answered) continue;
      const count = (key: string, n: number) => {
        this.counts.set(key, (this.counts.get(key) ?? 0) + n);
        if (e.ts < painted) this.frameCounts.set(key, (this.frameCounts.get(key) ?? 0) + n);
      };
      if (e.name === 'Layout') {
        count('layouts', 1);
        count('layout: dirty objects', e.args?.beginData?.dirtyObjects ?? 0);
      }
      if (e.name === 'UpdateLayoutTree') {
        count('style recalcs', 1);
        count('style: elements', e.args?.elementCount ?? 0);
      }
      if (e.name === 'Paint') count('paints', 1);
    }
    close(Infinity);
  }
  print(title: string): void {
    const rows = [...this.byEvent.entries()].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, [, ms]) => s + ms, 0);
    console.log(`\n${title}: ${this.runs} runs, main thread CPU per run ${(total / this.runs).toFixed(1)} ms (self time by trace event)`);
    for (const [key, ms] of rows.slice(0, 25)) console.log(`  ${(ms / this.runs).toFixed(2).padStart(7)} ms  ${key}`);
    const late = [...this.after.entries()].sort((a, b) => b[1] - a[1]);
    const lateTotal = late.reduce((s, [, ms]) => s + ms, 0);
    console.log(`  after the last answer from main arrived: ${(lateTotal / this.runs).toFixed(1)} ms per run`);
    for (const [key, ms] of late.slice(0, 20)) console.log(`  ${(ms / this.runs).toFixed(2).padStart(7)} ms  ${key}`);
    console.log(`  counts per run after the answer: ${[...this.counts.entries()].map(([k, n]) => `${k} ${(n / this.runs).toFixed(1)}`).join(', ')}`);
    const first = [...this.frame.entries()].sort((a, b) => b[1] - a[1]);
    const firstTotal = first.reduce((s, [, ms]) => s + ms, 0);
    console.log(`  of which up to the end of the first frame showing it (the bench's "painted"): ${(firstTotal / this.runs).toFixed(1)} ms per run`);
    for (const [key, ms] of first.slice(0, 12)) console.log(`  ${(ms / this.runs).toFixed(2).padStart(7)} ms  ${key}`);
    console.log(`  counts per run up to then: ${[...this.frameCounts.entries()].map(([k, n]) => `${k} ${(n / this.runs).toFixed(1)}`).join(', ')}`);
  }
}

const TRACING = process.env['PROFILE_MODE'] === 'trace';

async function profiled<T>(cdp: CDPSession, into: SelfTimes, traced: TraceTimes, page: Page, run: () => Promise<T>): Promise<T> {
  if (TRACING) {
    const browser = page.context().browser()!;
    // PROFILE_CATEGORIES adds trace categories (e.g. `disabled-by-default-v8.compile`: V8's compiling of each function).
    const extra = process.env['PROFILE_CATEGORIES']?.split(',').filter(Boolean) ?? [];
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'toplevel', ...extra] });
    const result = await run();
    const buffer = await browser.stopTracing();
    // Numbered by the traces taken so far (each run's file kept, not the last one written over the others).
    if (process.env['PROFILE_DUMP']) writeFileSync(`${process.env['PROFILE_DUMP']}-${traced.runs}.json`, buffer);
    traced.add((JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
    return result;
  }
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  // The protocol leaves samples and their time deltas out of an empty profile.
  into.add({ nodes: profile.nodes, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] });
  return result;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-profile-open-'));
  const store = new SlotStore(dataDir);
  const size = Number(process.env['PROFILE_LOG'] ?? 1000);
  const { ruleset, game, log } = longGame(size);
  await store.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }));
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const server = createDevHost(services, process.env['PROFILE_RENDERER_DIR'] ?? path.join(repoRoot, 'dist/renderer'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // PROFILE_CSS adds a style sheet to every page load: what a CSS change would save, measured before building it.
    // The app's Content-Security-Policy (`style-src 'self'`) refuses an added <style> element, silently: until
    // 28 November's open17 pass the sheet was never applied, so every PROFILE_CSS figure before it measured the app
    // unchanged. The page bypasses the policy when a sheet is given, and the sheet is checked to be in force.
    const css = process.env['PROFILE_CSS'];
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: Boolean(css) });
    if (css) await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.id = 'profile-css'; s.textContent = ${JSON.stringify(css)}; document.head.append(s); })`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const opens = new SelfTimes();
    const openTrace = new TraceTimes();
    const openTimes: string[] = [];
    for (let i = 0; i <= OPENS; i++) {
      await toTitle(page, origin);
      if (css && i === 0) {
        const rules = await page.evaluate(`document.getElementById('profile-css')?.sheet?.cssRules.length ?? 0`);
        if (!rules) throw new Error('PROFILE_CSS is not in force on the page (no rule of it parsed): nothing would be measured');
      }
      const run = () => page.evaluate(`${OPEN_SCRIPT}(${JSON.stringify(`Log of ${size}`)})`) as Promise<{ total: number; requestMs: number; settledMs: number }>;
      // The first open warms up the page's code.
      const t = i === 0 ? await run() : await profiled(cdp, opens, openTrace, page, run);
      if (i > 0) openTimes.push(`${t.total.toFixed(0)}/${t.requestMs.toFixed(0)}/${t.settledMs.toFixed(0)}`);
    }
    console.log(`opens (painted/waiting for main/deferred work done): ${openTimes.join(', ')}`);
    if (TRACING) openTrace.print(`open, ${size} entries`);
    else opens.print(`open, ${size} entries`);

    const clicks = new SelfTimes();
    const clickTrace = new TraceTimes();
    const clickTimes: string[] = [];
    let n = 0;
    const newGame = async () => {
      n++;
      await post(origin, 'slots:create', { name: `Profile ${n}`, rulesetId: 'deathmaze', seed: `BNCH-EX${'ABCDEFGHJK'[n % 10]}${n % 10}`, setup: PARTY });
      await page.goto(origin);
      await page.getByRole('button', { name: `Continue “Profile ${n}”` }).click();
      await page.locator('[data-testid="map-exit"]').first().waitFor({ timeout: 30_000 });
    };
    await newGame();
    for (let attempts = 0; clickTimes.length < CLICKS && attempts < CLICKS * 6; attempts++) {
      const phase = await page.locator('[data-testid="phase-panel"]').getAttribute('data-phase');
      if (phase === 'placing') {
        await page.locator('[data-testid="place-chit"]').click();
        await page.locator('[data-testid="placing-bar"]').waitFor({ state: 'detached' });
        await page.locator('[data-testid="game-screen"][data-busy="false"]').waitFor();
        continue;
      }
      if (phase !== 'exploring') {
        await newGame();
        continue;
      }
      const warm = attempts < 2;
      const run = () => page.evaluate(`${EXIT_SCRIPT}()`) as Promise<{ total: number; requestMs: number } | null>;
      const t = warm ? await run() : await profiled(cdp, clicks, clickTrace, page, run);
      if (t === null) {
        await newGame();
        continue;
      }
      if (!warm) clickTimes.push(`${t.total.toFixed(0)}/${t.requestMs.toFixed(0)}`);
      await page.locator('[data-testid="game-screen"][data-busy="false"]').waitFor();
    }
    console.log(`\nexit clicks (total/waiting for main): ${clickTimes.join(', ')}`);
    if (TRACING) clickTrace.print('exit click');
    else clicks.print('exit click');
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

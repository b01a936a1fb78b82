import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { measureExitClicks, type ClickTime } from './slot-open';
import type { TraceEvent } from './trace-event';
import { launchBenchBrowser, listenLocal } from './bench-browser';

/**
 * Interleaved A/B of the exit click (not part of `npm run bench`): two builds of the renderer, each served by its own
 * development host with its own services and slots, clicked in turn in one Chromium, ABBA by round so a drift in the
 * load falls on both alike. Each round clicks the same seeded games in both.
 *   npx vite build --mode web --outDir /tmp/old-renderer   (in the older tree)
 *   npm run build:web && npx tsx tests/bench/click-ab.ts /tmp/old-renderer [rounds] [clicks per round]
 * Both builds must speak the same protocol as this tree's services (issue 15: the action answered before its save,
 * then `session:save-outcome`); a build older than that shows every move as not saved and never as saved.
 * Prints, per build, the medians over all its clicks: click to painted, click to saved, waiting for main, and the renderer's part
 * split into the update (answer read, Vue) and the frame. With AB_TRACE=1 each click is also traced and the page's
 * main-thread CPU time after main's answer is added (trace events' thread time: on a loaded machine the wall clock
 * mostly measures the other processes, CPU time much less so), and the CPU time from the click to the first frame
 * showing the move (what the click does before the answer counts there too).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [oldDir, roundsArg, clicksArg] = process.argv.slice(2);
if (!oldDir) throw new Error('Usage: click-ab.ts <older renderer build> [rounds] [clicks per round]');
const rounds = Number(roundsArg ?? 4);
const clicks = Number(clicksArg ?? 10);

const TRACE = process.env['AB_TRACE'] === '1';

/**
 * CPU ms of the page's main thread in the top-level tasks that began after the action's answer arrived: the first
 * answer of the click (main answers the action before its save; the save's outcome, asked for next, answers later and
 * its small update is counted too, as it was when the answer came after the save).
 */
function cpuAfterAnswer(events: readonly TraceEvent[], which: 'action' | 'outcome' = 'action'): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  const finishes = events.filter((e) => e.name === 'ResourceFinish').map((e) => e.ts);
  const answered = which === 'action' ? Math.min(...finishes) : Math.max(...finishes);
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let openUntil = -Infinity;
  for (const e of own) {
    if (e.ts < openUntil) continue; // nested in a task already counted (or begun before the answer)
    openUntil = e.ts + (e.dur ?? 0);
    if (e.ts >= answered) cpu += e.tdur!;
  }
  return cpu / 1000;
}

/**
 * CPU ms of the page's main thread from the click to the bench's "painted" stamp (the end of the first frame showing
 * the move): every top-level task from the one that sent the action to main, so what the click does before the answer
 * (and the frame it may draw meanwhile) counts too, not only what follows the answer.
 */
function cpuClickToPainted(events: readonly TraceEvent[]): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const sent = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/invoke')).map((e) => e.ts);
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'mazewright-painted');
  if (!main || sent.length === 0 || !stamp) return NaN;
  const from = Math.min(...sent);
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let openUntil = -Infinity;
  for (const e of own) {
    if (e.ts < openUntil) continue;
    openUntil = e.ts + (e.dur ?? 0);
    // The task that sent the request began before it (the click's own task); tasks begun after the stamp are later work.
    if (openUntil >= from && e.ts <= stamp.ts) cpu += e.tdur!;
  }
  return cpu / 1000;
}

/** The same after the save's outcome arrived (the last answer of the click): what confirming the move costs. */
function tracer(page: Page, into: number[], afterOutcome: number[] = [], clickToPainted: number[] = []) {
  return async (click: () => Promise<ClickTime | null>): Promise<ClickTime | null> => {
    if (!TRACE) return click();
    const browser = page.context().browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    const result = await click();
    const buffer = await browser.stopTracing();
    if (result) {
      const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      into.push(cpuAfterAnswer(events));
      afterOutcome.push(cpuAfterAnswer(events, 'outcome'));
      clickToPainted.push(cpuClickToPainted(events));
    }
    return result;
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function host(dir: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-click-ab-'));
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const server = createDevHost(services, dir);
  const origin = await listenLocal(server);
  return { origin, close: () => new Promise((resolve) => server.close(resolve)).then(() => rmSync(dataDir, { recursive: true, force: true })) };
}

const trees = [
  { label: 'old', ...(await host(path.resolve(oldDir))), times: [] as ClickTime[], cpu: [] as number[], cpuSaved: [] as number[], cpuClick: [] as number[] },
  { label: 'new', ...(await host(process.env['AB_NEW_DIR'] ?? path.join(repoRoot, 'dist/renderer'))), times: [] as ClickTime[], cpu: [] as number[], cpuSaved: [] as number[], cpuClick: [] as number[] },
];
const browser = await launchBenchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const cpu: number[] = [];
      const cpuSaved: number[] = [];
      const cpuClick: number[] = [];
      const times = await measureExitClicks(page, tree.origin, clicks, `AB round ${round}`, tracer(page, cpu, cpuSaved, cpuClick));
      tree.times.push(...times);
      // The first two clicks of a run warm up and are left out of `times`; so are their CPU figures.
      tree.cpu.push(...cpu.slice(2));
      tree.cpuSaved.push(...cpuSaved.slice(2));
      tree.cpuClick.push(...cpuClick.slice(2));
      const cpuText = TRACE
        ? `, renderer CPU click to painted ${median(cpuClick.slice(2)).toFixed(1)} ms, after the answer ${median(cpu.slice(2)).toFixed(1)} ms (after the save's outcome ${median(cpuSaved.slice(2)).toFixed(1)} ms)`
        : '';
      console.log(`round ${round + 1} ${tree.label}: click to painted median ${median(times.map((t) => t.total)).toFixed(1)} ms, to saved ${median(times.map((t) => t.savedMs)).toFixed(1)} ms, renderer ${median(times.map((t) => t.total - t.requestMs)).toFixed(1)} ms${cpuText}`);
    }
  }
  for (const tree of trees) {
    const t = tree.times;
    console.log(
      `${tree.label}: ${t.length} clicks, medians: click to painted ${median(t.map((x) => x.total)).toFixed(1)} ms, click to saved ${median(t.map((x) => x.savedMs)).toFixed(1)} ms, waiting for main ${median(t.map((x) => x.requestMs)).toFixed(1)} ms, renderer ${median(t.map((x) => x.total - x.requestMs)).toFixed(1)} ms = update ${median(t.map((x) => x.updateMs)).toFixed(1)} ms + frame ${median(t.map((x) => x.total - x.requestMs - x.updateMs)).toFixed(1)} ms${TRACE ? `; renderer CPU click to painted ${median(tree.cpuClick).toFixed(1)} ms, after the answer ${median(tree.cpu).toFixed(1)} ms, after the save's outcome ${median(tree.cpuSaved).toFixed(1)} ms` : ''}`,
    );
  }
} finally {
  await browser.close();
  for (const tree of trees) await tree.close();
}

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { Rng } from '../../shared/core/rng';
import {
  createMaze,
  DEATHMAZE_CHIT_MIX,
  drawForSegment,
  exitsFrom,
  placeChit,
  placedAt,
  scaledMix,
  type Maze,
  type Position,
  type Side,
} from '../../shared/rulesets/deathmaze/maze';
import type { Measurement } from './measure';

/**
 * Frame time of panning a 1,000-chit map in headless Chromium: the built renderer, served by the development host
 * with the real services, showing a real game whose maze is swapped (on its way to the page) for one of 1,000 chits
 * built by the engine's own draw and place functions. Chromium is launched twice: once as it comes (frames paced to
 * a 60 Hz display, so the interval says nothing about the map) and once with the frame-rate limit off (see
 * UNTHROTTLED_ARGS), where the interval between animation frames while panning is what one frame costs.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHITS = 1000;
const PAN_MS = 2000;

/** Grows a maze by the engine's rules from random frontier sides until it holds `target` chits. */
export function buildBigMaze(target: number, seed = 1000): { maze: Maze; last: Position } {
  const rng = Rng.fromSeedNumber(seed);
  let maze = createMaze(rng, { mix: scaledMix(DEATHMAZE_CHIT_MIX, Math.ceil((target * 3) / 200)) });
  let last: Position = { x: 0, y: 0 };
  const frontier: { from: Position; side: Side }[] = exitsFrom(maze, last).filter((e) => e.leadsTo === 'empty').map((e) => ({ from: last, side: e.side }));
  while (maze.placedCount < target) {
    if (frontier.length === 0) {
      // Sides thrown away by failed draws may be open again now that more of the maze is laid: look once more.
      for (const key of Object.keys(maze.placed)) {
        const [x, y] = key.split(',').map(Number) as [number, number];
        for (const exit of exitsFrom(maze, { x, y })) if (exit.leadsTo === 'empty') frontier.push({ from: { x, y }, side: exit.side });
      }
      if (frontier.length === 0) break;
    }
    const [pick] = frontier.splice(rng.int(0, frontier.length - 1), 1);
    if (!pick) break;
    const draw = drawForSegment(maze, pick.from, pick.side, rng);
    if (!draw.ok || !draw.maze.pending) continue;
    const at = draw.maze.pending.position;
    const placed = placeChit(draw.maze, at, draw.chitId, draw.rotations[0] ?? 0);
    if (!placed.ok) continue;
    maze = placed.maze;
    last = at;
    for (const exit of exitsFrom(maze, at)) if (exit.leadsTo === 'empty' && placedAt(maze, exit.to) === undefined) frontier.push({ from: at, side: exit.side });
  }
  return { maze, last };
}

// Runs in the page (as text: the bench's TypeScript has no DOM types). Drags the map with synthetic pointer events,
// one step per animation frame, and returns the time between frames.
const PAN_SCRIPT = `(async (ms, pan) => {
  const canvas = document.querySelector('[data-testid="map-canvas"]');
  const world = document.querySelector('[data-testid="map-world"]');
  const box = canvas.getBoundingClientRect();
  const at = (x, y) => ({ bubbles: true, pointerId: 7, button: 0, buttons: 1, clientX: box.left + x, clientY: box.top + y });
  if (pan) canvas.dispatchEvent(new PointerEvent('pointerdown', at(box.width / 2, box.height / 2)));
  const frames = [];
  const work = [];
  const start = performance.now();
  let previous = start;
  let step = 0;
  await new Promise((done) => {
    const frame = async (now) => {
      if (step > 0) frames.push(now - previous);
      previous = now;
      step++;
      const x = box.width / 2 + Math.sin(step / 20) * box.width * 0.3;
      const y = box.height / 2 + Math.cos(step / 27) * box.height * 0.3;
      const t0 = performance.now();
      if (now - start < ms) requestAnimationFrame(frame); else done();
      if (pan) canvas.dispatchEvent(new PointerEvent('pointermove', at(x, y)));
      // Let Vue flush its update, then force style and layout: the script and style cost of this frame.
      await Promise.resolve();
      getComputedStyle(world).transform;
      void world.getBoundingClientRect();
      work.push(performance.now() - t0);
    };
    requestAnimationFrame(frame);
  });
  if (pan) canvas.dispatchEvent(new PointerEvent('pointerup', at(0, 0)));
  return { frames, work };
})`;

// Zooms in with the map's own + button until the map is drawn at least life size (one chit = 60 CSS pixels).
const LIFE_SIZE_SCRIPT = `(async () => {
  const world = document.querySelector('[data-testid="map-world"]');
  const zoomIn = document.querySelector('[data-testid="map-zoom-in"]');
  for (let i = 0; i < 40 && new DOMMatrix(getComputedStyle(world).transform).a < 1; i++) {
    zoomIn.click();
    await new Promise((r) => requestAnimationFrame(r));
  }
  const { width, height } = world.getBoundingClientRect();
  return { scale: new DOMMatrix(getComputedStyle(world).transform).a, width, height };
})()`;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / Math.max(values.length, 1);

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * Frames as fast as the page can make them. Measured on Debian's Chromium 156 (headless), idle rAF interval on an
 * empty page: no flags 16.7 ms; `--disable-frame-rate-limit` alone 17.6 ms; `--disable-gpu-vsync` changes nothing;
 * `--run-all-compositor-stages-before-draw` alone 16.7 ms; the frame-rate limit off AND every compositor stage run
 * before draw: 0.3 ms. With both, a frame is not drawn until its raster is done, and the next one does not start until
 * it is drawn, so the interval between animation frames is the whole pipeline's cost (script, style, layout, paint,
 * raster, composite), bounded by its slowest stage. Checked: recolouring the walls on every pan frame (a repaint and
 * raster of the whole map each frame) takes the pan interval from about 0.5 ms to about 22 ms, so raster is inside it.
 */
const UNTHROTTLED_ARGS = ['--disable-frame-rate-limit', '--run-all-compositor-stages-before-draw'];

/** Threads whose busy time the traced pan reports, by the name Chromium 156 gives them. */
const THREADS: readonly [label: string, matches: (threadName: string) => boolean][] = [
  ['page main thread', (t) => t === 'CrRendererMain'],
  ['page compositor', (t) => t === 'Compositor'],
  ['display compositor', (t) => t === 'VizCompositorThread'],
];
/** Every name a thread's top-level task goes by in this Chromium (they nest; `busyByThread` counts their union). */
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask', 'TaskGraphRunner::RunTask']);

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * Busy milliseconds per thread label (the union of each thread's top-level tasks, so nested tasks are not counted
 * twice), and under 'raster' the time spent rastering tiles, on whichever pool thread ran it.
 */
function busyByThread(events: readonly TraceEvent[]): Map<string, number> {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !TOP_LEVEL_TASKS.has(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = tasks.get(key) ?? [];
    list.push(e);
    tasks.set(key, list);
  }
  const busy = new Map<string, number>();
  for (const [key, list] of tasks) {
    const label = THREADS.find(([, matches]) => matches(names.get(key) ?? ''))?.[0];
    if (!label) continue;
    let end = -Infinity;
    let total = 0;
    for (const e of list.sort((a, b) => a.ts - b.ts)) {
      const stop = e.ts + (e.dur ?? 0);
      if (stop <= end) continue;
      total += stop - Math.max(e.ts, end);
      end = stop;
    }
    busy.set(label, (busy.get(label) ?? 0) + total / 1000);
  }
  busy.set('raster', events.filter((e) => e.ph === 'X' && e.name === 'RasterTask').reduce((s, e) => s + (e.dur ?? 0) / 1000, 0));
  return busy;
}

/** Pans for a second under a trace and says where each frame's time went (tracing slows every stage a little). */
async function tracedPan(map: Awaited<ReturnType<typeof openMap>>): Promise<string> {
  await map.browser.startTracing(map.page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  const traced = await map.run(1000, true);
  const trace = JSON.parse((await map.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const busy = busyByThread(trace.traceEvents);
  const perFrame = (label: string): string => `${label} ${((busy.get(label) ?? 0) / Math.max(traced.frames.length, 1)).toFixed(2)} ms`;
  return `busy per frame over ${traced.frames.length} traced frames: ${[...THREADS.map(([label]) => label), 'raster'].map(perFrame).join(', ')}`;
}

interface PanResult {
  readonly frames: number[];
  readonly work: number[];
}

/** A page showing the 1,000-chit map, in a Chromium launched with `extraArgs`; closed by the returned `close`. */
async function openMap(origin: string, view: unknown, chits: number, extraArgs: readonly string[]) {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: [...BASE_ARGS, ...extraArgs] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/api/invoke', async (route) => {
    const body = route.request().postDataJSON() as { channel?: string } | null;
    if (body?.channel !== 'session:current') return route.continue();
    // The real answer (whatever shape its log window has), with the big maze swapped into the game's state.
    const real = (await (await route.fetch()).json()) as { ok: boolean; value?: { view: unknown } | null };
    await route.fulfill({ json: real.ok && real.value ? { ...real, value: { ...real.value, view } } : real });
  });
  await page.goto(origin);
  await page.locator(`[data-testid="map-svg"][data-chits="${chits}"]`).waitFor({ timeout: 30_000 });
  // A maze this big opens following the party at a readable scale: Fit shows all of it, as the figures below assume.
  await page.locator('[data-testid="map-fit"]').click();
  await page.evaluate(`${PAN_SCRIPT}(300, true)`); // warm-up
  const run = async (ms: number, pan: boolean): Promise<PanResult> => (await page.evaluate(`${PAN_SCRIPT}(${ms}, ${pan})`)) as PanResult;
  return { browser, page, run, close: () => browser.close() };
}

export async function benchMapFrame(): Promise<Measurement[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-bench-map-'));
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const server = createDevHost(services, path.join(repoRoot, 'dist/renderer'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const created = (await (
      await fetch(`${origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          channel: 'slots:create',
          request: { name: 'Map bench', rulesetId: 'deathmaze', seed: 'BNCH-MAP1', setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] } },
        }),
      })
    ).json()) as { ok: boolean; value?: { view: { state: Record<string, unknown> } } };
    if (!created.ok || !created.value) throw new Error('The development host did not create the bench game.');
    const { maze, last } = buildBigMaze(CHITS);
    const view = { ...created.value.view, state: { ...created.value.view.state, maze, position: last }, choices: [] };
    const chits = maze.placedCount;

    // Chromium's ordinary pacing: a frame per display refresh whatever the page costs. Printed so that nobody reads
    // this interval as the map's cost.
    const paced = await openMap(origin, view, chits, []);
    let pacedIdle: PanResult;
    let pacedPan: PanResult;
    try {
      pacedIdle = await paced.run(1000, false);
      pacedPan = await paced.run(1000, true);
    } finally {
      await paced.close();
    }

    const fast = await openMap(origin, view, chits, UNTHROTTLED_ARGS);
    try {
      const idle = await fast.run(1000, false);
      const panned = await fast.run(PAN_MS, true);
      const fitBreakdown = await tracedPan(fast);
      const frames = panned.frames;
      // Zoomed in, the maze is several screens across and a pan moves parts of it on and off the screen.
      const zoomed = (await fast.page.evaluate(LIFE_SIZE_SCRIPT)) as { scale: number; width: number; height: number };
      await fast.run(300, true);
      const close = await fast.run(PAN_MS, true);
      const closeBreakdown = await tracedPan(fast);
      console.log(
        `  map: ${chits} chits; Chromium's default pacing runs a frame every ${mean(pacedIdle.frames).toFixed(2)} ms idle and ${mean(pacedPan.frames).toFixed(2)} ms panning (display refresh, not the map's cost)`,
      );
      console.log(
        `  map: unthrottled (${UNTHROTTLED_ARGS.join(' ')}): idle frame every ${mean(idle.frames).toFixed(2)} ms; ${frames.length} frames panned in ${(PAN_MS / 1000).toFixed(1)} s, ` +
          `mean ${mean(frames).toFixed(2)} ms, p95 ${percentile(frames, 0.95).toFixed(2)} ms a frame = the whole pipeline's cost per frame (target < 16 ms)`,
      );
      console.log(`  map: whole maze in view, ${fitBreakdown}`);
      console.log(
        `  map: zoomed to ×${zoomed.scale.toFixed(2)} (maze ${Math.round(zoomed.width)} × ${Math.round(zoomed.height)} px, screen 1280 × 800): ${close.frames.length} frames panned in ${(PAN_MS / 1000).toFixed(1)} s, mean ${mean(close.frames).toFixed(2)} ms, p95 ${percentile(close.frames, 0.95).toFixed(2)} ms a frame`,
      );
      console.log(`  map: zoomed in, ${closeBreakdown}`);
      return [
        { name: `pan ${chits}-chit map: mean frame (unthrottled)`, operations: frames.length, totalMs: frames.reduce((s, f) => s + f, 0) },
        { name: `pan ${chits}-chit map: p95 frame (unthrottled)`, operations: 1, totalMs: percentile(frames, 0.95) },
        { name: `pan ${chits}-chit map zoomed in: mean frame`, operations: close.frames.length, totalMs: close.frames.reduce((s, f) => s + f, 0) },
        { name: `pan ${chits}-chit map zoomed in: p95 frame`, operations: 1, totalMs: percentile(close.frames, 0.95) },
        { name: `pan ${chits}-chit map: script+style per frame`, operations: panned.work.length, totalMs: panned.work.reduce((s, f) => s + f, 0) },
        { name: `pan ${chits}-chit map: p95 script+style`, operations: 1, totalMs: percentile(panned.work, 0.95) },
        { name: `idle page frame (unthrottled)`, operations: idle.frames.length, totalMs: idle.frames.reduce((s, f) => s + f, 0) },
        { name: `idle page frame (default pacing, display refresh)`, operations: pacedIdle.frames.length, totalMs: pacedIdle.frames.reduce((s, f) => s + f, 0) },
      ];
    } finally {
      await fast.close();
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

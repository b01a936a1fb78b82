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
 * built by the engine's own draw and place functions. Vsync is off, so each frame takes as long as its work does.
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

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export async function benchMapFrame(): Promise<Measurement[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-bench-map-'));
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const server = createDevHost(services, path.join(repoRoot, 'dist/renderer'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  try {
    const created = (await (
      await fetch(`${origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: 'slots:create',
          request: { name: 'Map bench', rulesetId: 'deathmaze', seed: 'BNCH-MAP1', setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] } },
        }),
      })
    ).json()) as { ok: boolean; value?: { view: { state: Record<string, unknown> } } };
    if (!created.ok || !created.value) throw new Error('The development host did not create the bench game.');
    const { maze, last } = buildBigMaze(CHITS);
    const view = { ...created.value.view, state: { ...created.value.view.state, maze, position: last }, choices: [] };

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/api/invoke', async (route) => {
      const body = route.request().postDataJSON() as { channel?: string } | null;
      if (body?.channel === 'session:current') await route.fulfill({ json: { ok: true, value: { view, log: [] } } });
      else await route.continue();
    });
    await page.goto(origin);
    await page.locator(`[data-testid="map-svg"][data-chits="${maze.placedCount}"]`).waitFor({ timeout: 30_000 });
    await page.evaluate(`${PAN_SCRIPT}(300, true)`); // warm-up
    const idle = (await page.evaluate(`${PAN_SCRIPT}(1000, false)`)) as { frames: number[] };
    const panned = (await page.evaluate(`${PAN_SCRIPT}(${PAN_MS}, true)`)) as { frames: number[]; work: number[] };
    const frames = panned.frames;
    const total = frames.reduce((s, f) => s + f, 0);
    const idleMean = idle.frames.reduce((s, f) => s + f, 0) / Math.max(idle.frames.length, 1);
    const workTotal = panned.work.reduce((s, f) => s + f, 0);
    console.log(`  map: ${maze.placedCount} chits, ${frames.length} frames panned in ${(total / 1000).toFixed(1)} s; the same page idle runs a frame every ${idleMean.toFixed(2)} ms (target < 16 ms a frame)`);
    return [
      { name: `pan ${maze.placedCount}-chit map: mean frame`, operations: frames.length, totalMs: total },
      { name: `pan ${maze.placedCount}-chit map: p95 frame`, operations: 1, totalMs: percentile(frames, 0.95) },
      { name: `pan ${maze.placedCount}-chit map: script+style per frame`, operations: panned.work.length, totalMs: workTotal },
      { name: `pan ${maze.placedCount}-chit map: p95 script+style`, operations: 1, totalMs: percentile(panned.work, 0.95) },
    ];
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

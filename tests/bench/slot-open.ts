import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import type { DeathmazeState } from '../../shared/rulesets/deathmaze/game';
import { findRuleset } from '../../shared/rulesets/registry';
import type { Measurement } from './measure';
import { launchBenchBrowser, listenLocal } from './bench-browser';

/**
 * What a player waits for, in headless Chromium on the built renderer served by the development host with the real
 * services: from clicking a slot's Continue to the game screen painted with its roll log and map (for slots of 1,000
 * and 20,000 log entries), and from clicking an exit into the unknown to the new chit painted. Each figure is the
 * time in the page from the click to the first frame after the screen shows the result, so it includes the request
 * to main (here over HTTP on the same machine), the engine, Vue's update, style, layout and paint.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_SIZES = [1000, 20_000] as const;
const OPENS = 7;
/** Opens of a slot that is not the latest: with the pointer resting on its Continue first, and with no pause. */
const COLD_OPENS = 5;
/**
 * How long a mouse user's pointer rests on a button before the click lands: a realistic pause (the time to see the
 * button under the pointer and press) is a few hundred ms; 150 ms is at the quick end of it.
 */
export const HOVER_PAUSE_MS = 150;

/**
 * How the open is made: `continue`, the latest slot's Continue once the page holds its read-ahead (a player's click
 * comes hundreds of ms after the list shows); `hover`, another slot's Continue as a mouse user opens it (the pointer
 * moved onto the button, `HOVER_PAUSE_MS`, the click); `click`, another slot's Continue clicked with no pause before
 * it (a pointer flicked onto it and clicked at once, a tap, a script: nothing said the click was coming, so main reads
 * the slot on the click, the open as it was before the read-ahead; keyboard focus counts as the pointer's rest).
 */
export type OpenMode = 'continue' | 'hover' | 'click';
const CLICKS = 25;
export const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Corvin', class: 'hero' }, { name: 'Dagny', class: 'thief' }] };

/** A real game some way in (autoplayed), with a log of `entries` real entries: its own, repeated as a campaign's would run on. */
export function longGame(entries: number) {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'BNCH-R0G5', PARTY);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  const events: GameEvent[] = [...started.events];
  for (let i = 0; i < 150; i++) {
    const state = game.state as DeathmazeState;
    if (state.phase.kind === 'ended') break;
    const step = applyAction(ruleset, game, chooseAction(state));
    if (!step.ok) throw new Error(step.message);
    // Stop short of the end: the slot opens on a game in play.
    if ((step.game.state as DeathmazeState).phase.kind === 'ended') break;
    game = step.game;
    events.push(...step.events);
  }
  // Aligned on the end: the newest entries are the game's own last ones at every size, so the first screen (the log's
  // rows in view, what they are) is the same for every slot and only the log's length differs. Before 28 November
  // evening the entries started from the first at entry 0, so each size showed other rows (a third more rolls at 1,000).
  const log = Array.from({ length: entries }, (_, i) => events[(((i - entries) % events.length) + events.length) % events.length]!);
  return { ruleset, game, log };
}

// In the page (as text: the bench's TypeScript has no DOM types). Resolves once `ready()` holds, with two times:
// - `painted`: the end of the first frame after `ready()` held. The animation-frame callback runs at the start of that
//   frame; the browser then styles, lays out and paints it in the same task, and a user-blocking task posted from the
//   callback runs right after that task, ahead of the ordinary tasks already queued (Chromium's scheduler runs them
//   first). This is the frame that shows the screen: what the player sees and can click.
// - `settled`: when an ordinary task posted at the same moment runs, i.e. after every ordinary task queued before it
//   (what the page deferred to just after the paint: the map mounted behind the combat board, the rules reference
//   fetched) and often after one more frame. Until 28 November the bench counted this point as "painted".
export const WAIT_PAINTED = `(ready) => new Promise((resolve) => {
  const painted = () => requestAnimationFrame(() => {
    let at;
    let elements;
    // The trace tool (slot-open-profile.ts) finds this point by its time stamp. The elements in the page then are what
    // that frame styled and laid out: a count the machine's load does not change.
    const first = () => { at = performance.now(); console.timeStamp('mazewright-painted'); elements = document.getElementsByTagName('*').length; };
    if (globalThis.scheduler?.postTask) scheduler.postTask(first, { priority: 'user-blocking' });
    const c = new MessageChannel();
    c.port1.onmessage = () => { const settled = performance.now(); resolve({ painted: at ?? settled, settled, elements }); };
    c.port2.postMessage(0);
  });
  if (ready()) return painted();
  const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); painted(); } });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

/** A slot's own Continue in the list (found as a player reads it: by the slot's name). */
export const ROW_BUTTON = `(name) => [...document.querySelectorAll('[data-testid="slot-row"]')].find((r) => r.textContent.includes(name)).querySelector('[data-testid="continue-button"]')`;

export const OPEN_SCRIPT = `(async (name) => {
  const waitPainted = ${WAIT_PAINTED};
  const button = (${ROW_BUTTON})(name);
  const t0 = performance.now();
  button.click();
  // What the game screen shows first: the roll log, the phase panel, and the map or, in a fight, the combat board
  // (the map hidden behind it may be mounted later).
  const board = () => document.querySelector('[data-testid="combat-board"]') || document.querySelector('[data-testid="map-svg"]');
  const { painted: t1, settled, elements } = await waitPainted(() => document.querySelector('[data-testid="roll-log"] li') && board() && document.querySelector('[data-testid="phase-panel"]'));
  // The requests to main that the click made (opening the slot, and what the game screen asks for as it mounts).
  const requests = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/invoke') && e.startTime >= t0 && e.responseEnd <= t1);
  const requestMs = requests.reduce((s, e) => Math.max(s, e.responseEnd), t0) - t0;
  performance.clearResourceTimings();
  return { total: t1 - t0, requestMs, settledMs: settled - t0, elements };
})`;

export const EXIT_SCRIPT = `(async () => {
  const waitPainted = ${WAIT_PAINTED};
  const exit = document.querySelector('[data-testid="map-exit"].unexplored');
  if (!exit) return null;
  const svg = () => document.querySelector('[data-testid="map-svg"]');
  const before = svg().getAttribute('data-chits');
  // The header's save mark: "Saving…" from main's early answer (before the save's fsyncs) until main confirms it.
  const status = () => document.querySelector('[data-testid="save-status"]');
  let sawSaving = false;
  let savedShown;
  const marks = new MutationObserver(() => {
    if (status().classList.contains('saving')) sawSaving = true;
    else if (sawSaving && savedShown === undefined && status().classList.contains('saved')) savedShown = performance.now();
  });
  marks.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  const t0 = performance.now();
  // When the page first shows the result (Vue has updated the DOM; the MutationObserver's callback runs right after).
  let shown;
  exit.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  // Laid at once, or drawn and waiting for its facing (the preview is drawn where it will go).
  const { painted: t1 } = await waitPainted(() => {
    const ready = svg().getAttribute('data-chits') !== before || document.querySelector('[data-testid="placing-bar"]');
    if (ready && shown === undefined) shown = performance.now();
    return ready;
  });
  // Then the move confirmed saved: the mark back to "Saved", painted.
  const { painted: t2 } = await waitPainted(() => savedShown !== undefined);
  marks.disconnect();
  // The action's own request is the first one the click made; the save's outcome is asked for after its answer.
  const requests = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/invoke') && e.startTime >= t0).sort((a, b) => a.startTime - b.startTime);
  const requestMs = (requests[0]?.responseEnd ?? t0) - t0;
  performance.clearResourceTimings();
  return { total: t1 - t0, requestMs, updateMs: (shown ?? t1) - t0 - requestMs, savedMs: t2 - t0 };
})`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function post(origin: string, channel: string, request: unknown): Promise<unknown> {
  const response = (await (await fetch(`${origin}/api/invoke`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ channel, request }) })).json()) as {
    ok: boolean;
    value?: unknown;
    error?: { message?: string };
  };
  if (!response.ok) throw new Error(`${channel}: ${response.error?.message ?? 'refused'}`);
  return response.value;
}

/** The title screen with no game open. */
export async function toTitle(page: Page, origin: string): Promise<void> {
  await post(origin, 'session:close', {});
  await page.goto(origin);
  await page.locator('[data-testid="slot-row"]').first().waitFor({ timeout: 30_000 });
}

export interface OpenTime {
  /** From the click to the end of the first frame that shows the result. */
  readonly total: number;
  /** Until the last answer from main arrived: reading and checking the slot, not the renderer's work. */
  readonly requestMs: number;
}

export interface OpenTimes extends OpenTime {
  /** From the click until the work the page deferred to just after that frame has run too (see WAIT_PAINTED). */
  readonly settledMs: number;
  /** Elements in the page at the end of the first frame showing the game screen (undefined without `scheduler.postTask`). */
  readonly elements?: number;
}

export interface ClickTime extends OpenTime {
  /**
   * From main's answer to the page's DOM showing it (reading the answer, Vue's update): the script's part. The rest,
   * up to `total`, is the frame: waiting for the next one (up to 16.7 ms at 60 Hz) and its style, layout and paint.
   */
  readonly updateMs: number;
  /**
   * From the click to the first frame showing the move confirmed saved (issue 15): main answers the action before its
   * save's fsyncs and the page paints it marked "Saving…"; this is when the mark says "Saved".
   */
  readonly savedMs: number;
}

/**
 * Makes the slot named `name` the one played last (opened and saved), so the title screen offers it as "Continue"
 * and reads it ahead (issue 15); the other slots are then opened without that.
 */
export async function makeLatest(origin: string, name: string): Promise<void> {
  const listings = (await post(origin, 'slots:list', {})) as { readable: boolean; meta?: { id: string; name: string } }[];
  const id = listings.find((l) => l.meta?.name === name)?.meta?.id;
  if (!id) throw new Error(`No slot named ${name}.`);
  await post(origin, 'slots:open', { id });
  await post(origin, 'session:save', {});
  await post(origin, 'session:close', {});
}

/**
 * The title screen with no game open, as a player finds it when about to click: with `prepared`, once main has read
 * the latest slot ahead and the page holds the answer (a player's click comes hundreds of ms after the list shows).
 */
export async function toTitleReady(page: Page, origin: string, prepared: boolean): Promise<void> {
  const answered = prepared ? page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('"slots:prepare"'), { timeout: 30_000 }) : null;
  await toTitle(page, origin);
  if (answered) {
    await (await answered).finished();
    // The answer read and held by the page (a few tasks after its last byte).
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 50))');
  }
}

/**
 * Opens the slot `name` `opens` times (after one to warm up) from a fresh title screen, as `mode` says. The pointer
 * starts in the window's corner, away from every button; for `hover` it is moved onto the slot's Continue (a real
 * pointer move: the page sees it enter) and rests there `HOVER_PAUSE_MS` before the click. The figure starts at the
 * click.
 */
export async function measureOpens(page: Page, origin: string, name: string, mode: OpenMode, opens = OPENS): Promise<OpenTimes[]> {
  const times: OpenTimes[] = [];
  for (let i = 0; i < opens + 1; i++) {
    await page.mouse.move(0, 0);
    await toTitleReady(page, origin, mode === 'continue');
    if (mode === 'hover') {
      await page.locator('[data-testid="slot-row"]').filter({ hasText: name }).getByTestId('continue-button').hover();
      await page.waitForTimeout(HOVER_PAUSE_MS);
    }
    const ms = (await page.evaluate(`${OPEN_SCRIPT}(${JSON.stringify(name)})`)) as OpenTimes;
    // The first open warms the renderer's code paths up; the rest are what a player sees on the second slot he opens.
    if (i > 0) times.push(ms);
  }
  return times;
}

/** Clicks unexplored exits in fresh games (a new game whenever the party is busy or has no way into the unknown). */
export async function measureExitClicks(
  page: Page,
  origin: string,
  clicks = CLICKS,
  name = 'Exit bench',
  /** Runs each measured click (a tracer wraps it: tests/bench/click-ab.ts). */
  around: (click: () => Promise<ClickTime | null>) => Promise<ClickTime | null> = (click) => click(),
): Promise<ClickTime[]> {
  const times: ClickTime[] = [];
  let game = 0;
  const newGame = async () => {
    game++;
    // The same seeds in every call: a run of clicks meets the same games (an A/B compares like with like).
    await post(origin, 'slots:create', { name: `${name} ${game}`, rulesetId: 'deathmaze', seed: `BNCH-EX${'ABCDEFGHJK'[game % 10]}${game % 10}`, setup: PARTY });
    // A reload brings the title screen up with the live game ready to continue (as the app does after a restart).
    await page.goto(origin);
    await page.getByRole('button', { name: `Continue “${name} ${game}”` }).click();
    await page.locator('[data-testid="map-exit"]').first().waitFor({ timeout: 30_000 });
  };
  await newGame();
  for (let attempts = 0; times.length < clicks + 2 && attempts < clicks * 6; attempts++) {
    const phase = await page.locator('[data-testid="phase-panel"]').getAttribute('data-phase');
    if (phase === 'placing') {
      await page.locator('[data-testid="place-chit"]').click();
      await page.locator('[data-testid="placing-bar"]').waitFor({ state: 'detached' });
      await page.locator('[data-testid="game-screen"][data-busy="false"]').waitFor();
      continue;
    }
    const ms = phase === 'exploring' ? await around(() => page.evaluate(`${EXIT_SCRIPT}()`) as Promise<ClickTime | null>) : null;
    if (ms === null) {
      await newGame();
      continue;
    }
    times.push(ms);
    await page.locator('[data-testid="game-screen"][data-busy="false"]').waitFor();
  }
  // The first two clicks warm up the code paths.
  return times.slice(2);
}

export async function benchSlotOpen(): Promise<Measurement[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-bench-open-'));
  const store = new SlotStore(dataDir);
  for (const size of LOG_SIZES) {
    const { ruleset, game, log } = longGame(size);
    await store.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }));
  }
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  // Each save's own time, to tell the durable write (which must finish before main answers) from the rest.
  const saves: number[] = [];
  const save = services.store.save.bind(services.store);
  services.store.save = async (...args) => {
    const start = performance.now();
    try {
      return await save(...args);
    } finally {
      saves.push(performance.now() - start);
    }
  };
  // BENCH_RENDERER_DIR: another build of the renderer (an older commit's, say) measured against the same slots.
  const server = createDevHost(services, process.env['BENCH_RENDERER_DIR'] ?? path.join(repoRoot, 'dist/renderer'));
  const origin = await listenLocal(server);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const out: Measurement[] = [];
    for (const size of LOG_SIZES) {
      // What a player clicking "Continue" gets: the slot played last, read ahead while the title screen shows.
      await makeLatest(origin, `Log of ${size}`);
      const opens = await measureOpens(page, origin, `Log of ${size}`, 'continue');
      // Another slot's own Continue (not the latest), as a mouse user clicks it (the pointer rests on it first, and
      // the slot is read ahead meanwhile), then clicked with no pause (main reads the slot on the click).
      await makeLatest(origin, `Log of ${LOG_SIZES.find((other) => other !== size)!}`);
      const hovered = await measureOpens(page, origin, `Log of ${size}`, 'hover', COLD_OPENS);
      const cold = await measureOpens(page, origin, `Log of ${size}`, 'click', COLD_OPENS);
      const label = size.toLocaleString('en-US');
      const times = opens.map((t) => t.total);
      const rendering = opens.map((t) => t.total - t.requestMs);
      console.log(
        `  open: ${label}-entry log, the latest slot's Continue (read ahead), ${opens.length} opens (click to painted / of which waiting for main / to the deferred work done): ${opens.map((t) => `${t.total.toFixed(0)}/${t.requestMs.toFixed(0)}/${t.settledMs.toFixed(0)}`).join(', ')} ms (target ≤ 100 ms)`,
      );
      console.log(`  open: ${label}-entry log, elements in the page at the first frame showing the game screen: ${[...new Set(opens.map((t) => t.elements ?? '?'))].join(', ')}`);
      out.push({ name: `open a slot of ${label} log entries: median`, operations: 1, totalMs: median(times) });
      out.push({ name: `open ${label}: median after main answered (renderer)`, operations: 1, totalMs: median(rendering) });
      out.push({ name: `open a slot of ${label} log entries: slowest`, operations: 1, totalMs: Math.max(...times) });
      // The later point the bench called "painted" before 28 November, kept to compare with the earlier figures.
      out.push({ name: `open ${label}: median to the deferred work done (the map behind a fight, the reference's request)`, operations: 1, totalMs: median(opens.map((t) => t.settledMs)) });
      console.log(
        `  open: ${label}-entry log, not the latest slot, the pointer resting ${HOVER_PAUSE_MS} ms on its Continue before the click (read ahead meanwhile), ${hovered.length} opens (click to painted / of which waiting for main): ${hovered.map((t) => `${t.total.toFixed(0)}/${t.requestMs.toFixed(0)}`).join(', ')} ms (target ≤ 100 ms)`,
      );
      out.push({ name: `open ${label}, not the latest, pointer resting ${HOVER_PAUSE_MS} ms first: median`, operations: 1, totalMs: median(hovered.map((t) => t.total)) });
      out.push({ name: `open ${label}, not the latest, pointer resting first: median waiting for main`, operations: 1, totalMs: median(hovered.map((t) => t.requestMs)) });
      console.log(
        `  open: ${label}-entry log, not the latest slot, clicked with no pause before it (not read ahead: a flick and a click, a tap), ${cold.length} opens (click to painted / of which waiting for main): ${cold.map((t) => `${t.total.toFixed(0)}/${t.requestMs.toFixed(0)}`).join(', ')} ms`,
      );
      out.push({ name: `open ${label}, not the latest, clicked with no pause (not read ahead): median`, operations: 1, totalMs: median(cold.map((t) => t.total)) });
      out.push({ name: `open ${label}, not the latest, clicked with no pause: median waiting for main`, operations: 1, totalMs: median(cold.map((t) => t.requestMs)) });
    }
    saves.length = 0;
    const exits = await measureExitClicks(page, origin);
    const clicks = exits.map((t) => t.total);
    const waiting = exits.map((t) => t.requestMs);
    const rendering = exits.map((t) => t.total - t.requestMs);
    const updating = exits.map((t) => t.updateMs);
    const framing = exits.map((t) => t.total - t.requestMs - t.updateMs);
    const toSaved = exits.map((t) => t.savedMs);
    const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b).map((t) => t.toFixed(0)).join(', ');
    console.log(`  exit: ${clicks.length} clicks, click to the new chit painted (marked "Saving…"), sorted: ${sorted(clicks)} ms (target one frame, 16 ms)`);
    console.log(`  exit: click to saved (the mark back to "Saved", painted), sorted: ${sorted(toSaved)} ms`);
    console.log(`  exit: of which waiting for main's early answer, sorted: ${sorted(waiting)} ms; the renderer after main answered: ${sorted(rendering)} ms`);
    console.log(`  exit: the renderer's part split: the update (answer read, Vue), sorted: ${sorted(updating)} ms; the frame (waiting for it, style, layout, paint): ${sorted(framing)} ms`);
    console.log(`  exit: main's saves during the clicks (SlotStore.save: three fsyncs and two renames; off the painted path now), sorted: ${sorted(saves)} ms`);
    out.push({ name: 'click an exit to the new chit painted (early paint, "Saving…"): median', operations: 1, totalMs: median(clicks) });
    out.push({ name: 'click an exit to the new chit painted: mean', operations: clicks.length, totalMs: clicks.reduce((s, t) => s + t, 0) });
    out.push({ name: 'click an exit to saved (confirmed, "Saved" painted): median', operations: 1, totalMs: median(toSaved) });
    out.push({ name: 'click an exit: median waiting for main\'s early answer (action, answer; no save)', operations: 1, totalMs: median(waiting) });
    out.push({ name: 'click an exit: median of main\'s save alone', operations: 1, totalMs: median(saves) });
    out.push({ name: 'click an exit: median after main answered (renderer)', operations: 1, totalMs: median(rendering) });
    out.push({ name: 'click an exit: renderer, median of the update (answer read, Vue)', operations: 1, totalMs: median(updating) });
    out.push({ name: 'click an exit: renderer, median of the frame (wait for it, style, layout, paint)', operations: 1, totalMs: median(framing) });
    return out;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

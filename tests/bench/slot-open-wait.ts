import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { WAIT_PAINTED, longGame, makeLatest, toTitleReady } from './slot-open';
import { launchBenchBrowser, listenLocal } from './bench-browser';

/**
 * Where the wait of an open goes, from the click to the answer adopted (issue 15; not part of `npm run bench`):
 *   npx tsx tests/bench/slot-open-wait.ts          (WAIT_OPENS=8 opens a size; WAIT_RENDERER_DIR=another build)
 * Time stamps on both sides of the development host's HTTP, on one clock (the epoch, from each side's time origin:
 * the page and this process run on the same machine): in the page, the click, the request leaving (`fetch` called,
 * then the resource timing's request and response), the body read, parsed and the game adopted (the game screen in
 * the page), and the first frame painted; in main, the request's arrival, the call's dispatch, the session's turn,
 * the claim and the store's open, the answer's end and its last byte handed to the socket; with main's CPU (this
 * process, user + system) from the request's arrival to that last byte, the other requests main served meanwhile
 * and garbage collections. Each stamp is printed as ms after the click, the median over the opens.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OPENS = Number(process.env['WAIT_OPENS'] ?? 8);
const SIZES = (process.env['WAIT_SIZES'] ?? '1000,20000').split(',').map(Number);

/** The page's own stamps: every call to main, with when it left and when its answer was read and parsed. */
const PAGE_STAMPS = `(() => {
  const calls = [];
  window.__waitCalls = calls;
  const fetch0 = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = String(input);
    if (!url.includes('/api/invoke')) return fetch0(input, init);
    const call = { channel: JSON.parse(init.body).channel, sent: performance.timeOrigin + performance.now() };
    calls.push(call);
    const response = await fetch0(input, init);
    call.headers = performance.timeOrigin + performance.now();
    const json = response.json.bind(response);
    response.json = async () => {
      const text = await response.text();
      call.body = performance.timeOrigin + performance.now();
      call.bytes = text.length;
      const value = JSON.parse(text);
      call.parsed = performance.timeOrigin + performance.now();
      return value;
    };
    void json;
    return response;
  };
})()`;

const OPEN_STAMPED = `(async (name) => {
  const waitPainted = ${WAIT_PAINTED};
  const row = [...document.querySelectorAll('[data-testid="slot-row"]')].find((r) => r.textContent.includes(name));
  const button = row.querySelector('[data-testid="continue-button"]');
  window.__waitCalls.length = 0;
  performance.clearResourceTimings();
  const now = () => performance.timeOrigin + performance.now();
  let adopted;
  const seen = new MutationObserver(() => { if (adopted === undefined && document.querySelector('[data-testid="game-screen"]')) adopted = now(); });
  seen.observe(document.body, { subtree: true, childList: true });
  const click = now();
  button.click();
  const clickDone = now();
  const board = () => document.querySelector('[data-testid="combat-board"]') || document.querySelector('[data-testid="map-svg"]');
  const { painted, elements } = await waitPainted(() => document.querySelector('[data-testid="roll-log"] li') && board() && document.querySelector('[data-testid="phase-panel"]'));
  seen.disconnect();
  const open = window.__waitCalls.find((c) => c.channel === 'slots:open' || c.channel === 'slots:open-prepared');
  const timing = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/invoke') && performance.timeOrigin + e.startTime >= click)[0];
  const at = (t) => (t === undefined ? undefined : performance.timeOrigin + t);
  return {
    click, clickDone, adopted, painted: performance.timeOrigin + painted, elements,
    sent: open && open.sent, headers: open && open.headers, body: open && open.body, parsed: open && open.parsed, bytes: open && open.bytes,
    requestStart: timing && at(timing.requestStart), responseStart: timing && at(timing.responseStart), responseEnd: timing && at(timing.responseEnd),
    connectNew: timing ? timing.connectEnd > timing.connectStart : undefined,
    calls: window.__waitCalls.map((c) => c.channel),
  };
})`;

interface MainStamps {
  arrived?: number;
  dispatched?: number;
  openStart?: number;
  claimStart?: number;
  storeOpenStart?: number;
  storeOpenEnd?: number;
  openEnd?: number;
  finished?: number;
  cpuMs?: number;
  others: string[];
  gcMs: number;
}

const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-open-wait-'));
  const store = new SlotStore(dataDir);
  for (const size of SIZES) {
    const { ruleset, game, log } = longGame(size);
    await store.create(newSlotFor(ruleset, game, { name: `Log of ${size}`, appVersion: 'bench', log }));
  }
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const epoch = (): number => performance.timeOrigin + performance.now();
  let stamps: MainStamps | null = null;
  const wrap = <T extends object>(object: T, name: string, before: (s: MainStamps) => void, after?: (s: MainStamps) => void): void => {
    const target = object as Record<string, ((...a: unknown[]) => unknown) | undefined>;
    // An older tree (an A/B run against main) lacks the read-ahead's calls.
    if (typeof target[name] !== 'function') return;
    const f = target[name].bind(object);
    target[name] = (...a: unknown[]) => {
      const s = stamps;
      if (s) before(s);
      const result = f(...a) as Promise<unknown>;
      if (s && after && result && typeof result.finally === 'function') return result.finally(() => after(s));
      return result;
    };
  };
  wrap(services.handlers, 'slots:open', (s) => (s.dispatched ??= epoch()));
  wrap(services.handlers, 'slots:open-prepared', (s) => (s.dispatched ??= epoch()));
  wrap(services.session, 'open', (s) => (s.openStart ??= epoch()), (s) => (s.openEnd ??= epoch()));
  wrap(services.session, 'openPrepared', (s) => (s.openStart ??= epoch()), (s) => (s.openEnd ??= epoch()));
  wrap(services.store, 'claim', (s) => (s.claimStart ??= epoch()));
  wrap(services.store, 'open', (s) => (s.storeOpenStart ??= epoch()), (s) => (s.storeOpenEnd ??= epoch()));
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (stamps) stamps.gcMs += entry.duration;
  });
  gc.observe({ entryTypes: ['gc'] });

  const server = createDevHost(services, process.env['WAIT_RENDERER_DIR'] ?? path.join(repoRoot, 'dist/renderer'));
  // Runs before the host's own handler: the request's arrival (its headers parsed) and its last byte handed over.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const s = stamps;
    if (!s) return;
    const url = req.url ?? '';
    if (url !== '/api/invoke') {
      s.others.push(url);
      return;
    }
    const arrived = epoch();
    const cpu = process.cpuUsage();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const channel = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { channel: string }).channel;
      if (channel !== 'slots:open' && channel !== 'slots:open-prepared') {
        s.others.push(channel);
        return;
      }
      s.arrived = arrived;
      res.on('finish', () => {
        s.finished = epoch();
        const used = process.cpuUsage(cpu);
        s.cpuMs = (used.user + used.system) / 1000;
      });
    });
  });
  const origin = await listenLocal(server);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(PAGE_STAMPS);
    const modes = (process.env['WAIT_MODES'] ?? 'prepared,cold').split(',');
    for (const [size, prepared] of SIZES.flatMap((size) => modes.map((mode) => [size, mode === 'prepared'] as const))) {
      // Read ahead: the slot is the latest, the title screen's Continue. Cold: another slot is (only one size then).
      const other = SIZES.find((s) => s !== size);
      if (!prepared && other === undefined) continue;
      await makeLatest(origin, `Log of ${prepared ? size : other}`);
      const rows: Record<string, number>[] = [];
      const notes = new Set<string>();
      for (let i = 0; i <= OPENS; i++) {
        await toTitleReady(page, origin, prepared);
        await services.session.logChecked();
        stamps = { others: [], gcMs: 0 };
        const p = (await page.evaluate(`${OPEN_STAMPED}(${JSON.stringify(`Log of ${size}`)})`)) as Record<string, number | undefined> & { calls: string[]; connectNew?: boolean };
        const m = stamps;
        stamps = null;
        // Its log check after the answer, left to finish before the next round.
        await services.session.logChecked();
        if (i === 0) continue;
        const t0 = p['click']!;
        const rel = (t: number | undefined) => (t === undefined ? NaN : t - t0);
        rows.push({
          'page: click handler returned': rel(p['clickDone']),
          'page: fetch called (slots:open)': rel(p['sent']),
          'page: request started (resource timing)': rel(p['requestStart']),
          'main: request arrived (headers parsed)': rel(m.arrived),
          'main: call dispatched (body read, parsed, validated)': rel(m.dispatched),
          'main: session.open (openPrepared) called': rel(m.openStart),
          "main: the session's turn began (claim)": rel(m.claimStart),
          'main: SlotStore.open began': rel(m.storeOpenStart),
          'main: SlotStore.open ended': rel(m.storeOpenEnd),
          'main: session.open (openPrepared) ended': rel(m.openEnd),
          "main: answer's last byte handed to the socket": rel(m.finished),
          'page: response started (first byte)': rel(p['responseStart']),
          'page: response ended (last byte)': rel(p['responseEnd']),
          'page: headers read by fetch': rel(p['headers']),
          'page: body read as text': rel(p['body']),
          'page: body parsed (JSON)': rel(p['parsed']),
          'page: game screen in the page (adopted, Vue mounted)': rel(p['adopted']),
          'page: first frame painted': rel(p['painted']),
          "main's CPU from arrival to last byte": m.cpuMs ?? NaN,
          "main's garbage collection during the open": m.gcMs,
          'answer, KB': (p['bytes'] ?? NaN) / 1024,
          'elements in the page at the first frame': p['elements'] ?? NaN,
        });
        if (m.others.length) notes.add(`main served meanwhile: ${m.others.join(', ')}`);
        if (p.connectNew) notes.add('a new connection was opened for the request');
        notes.add(`page calls up to the paint: ${p.calls.join(', ')}`);
      }
      console.log(`\n${size.toLocaleString('en-US')} entries, ${prepared ? 'the latest slot (read ahead)' : 'not the latest slot (not read ahead)'}, ${rows.length} opens, ms after the click (median; min–max):`);
      for (const key of Object.keys(rows[0]!)) {
        const values = rows.map((r) => r[key]!);
        const finite = values.filter((v) => Number.isFinite(v));
        console.log(`  ${median(values).toFixed(1).padStart(7)}  (${Math.min(...finite).toFixed(1)}–${Math.max(...finite).toFixed(1)})  ${key}`);
      }
      for (const note of notes) console.log(`  ${note}`);
    }
  } finally {
    gc.disconnect();
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

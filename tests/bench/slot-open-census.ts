import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createAppServices } from '../../electron/app-services';
import { createDevHost } from '../../electron/devhost/server';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { longGame, toTitle } from './slot-open';

/**
 * What the first frame of an open draws and what of it a player can see (not part of `npm run bench`):
 *   CENSUS_RENDERER_DIR=<build> CENSUS_SHOT=/tmp/open npx tsx tests/bench/slot-open-census.ts
 * Opens the bench's slot at 1280×800 and 1024×700 and counts, by part of the game screen, the elements in the page
 * and those outside the window or their scroll box (drawn, styled and laid out, but not seen), as the first frame
 * showed them: the count is taken in the task right after that frame. Screenshots of the settled screen with
 * CENSUS_SHOT.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CENSUS = `() => new Promise((resolve) => {
  const take = () => {
    const unseen = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return true;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return true;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
        const b = p.getBoundingClientRect();
        if (r.bottom <= b.top || r.top >= b.bottom || r.right <= b.left || r.left >= b.right) return true;
      }
      return false;
    };
    const parts = {};
    for (const el of document.querySelectorAll('[data-testid="game-screen"] *')) {
      const part = el.closest('[data-testid="game-screen"] > *, [data-testid="game-screen"] > main > * > *')?.className?.baseVal ?? el.closest('[data-testid="game-screen"] > *, [data-testid="game-screen"] > main > * > *')?.className ?? '?';
      const key = String(part).split(' ').slice(0, 2).join(' ');
      const p = (parts[key] ??= { all: 0, unseen: 0 });
      p.all++;
      if (unseen(el)) p.unseen++;
    }
    resolve({ elements: document.getElementsByTagName('*').length, parts });
  };
  const ready = () => document.querySelector('[data-testid="roll-log"] li') && document.querySelector('[data-testid="phase-panel"]');
  const go = () => requestAnimationFrame(() => scheduler.postTask(take, { priority: 'user-blocking' }));
  const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); go(); } });
  observer.observe(document.body, { subtree: true, childList: true });
  [...document.querySelectorAll('[data-testid="slot-row"]')][0].querySelector('[data-testid="continue-button"]').click();
})`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-census-'));
  const store = new SlotStore(dataDir);
  const { ruleset, game, log } = longGame(1000);
  await store.create(newSlotFor(ruleset, game, { name: 'Log of 1000', appVersion: 'bench', log }));
  const services = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
  const server = createDevHost(services, process.env['CENSUS_RENDERER_DIR'] ?? path.join(repoRoot, 'dist/renderer'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [width, height] of [[1280, 800], [1024, 700]] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
        await toTitle(page, origin);
        const census = (await page.evaluate(`(${CENSUS})()`)) as { elements: number; parts: Record<string, { all: number; unseen: number }> };
        if (scheme === 'light') {
          console.log(`${width}×${height}: ${census.elements} elements in the page`);
          for (const [part, n] of Object.entries(census.parts).sort((a, b) => b[1].all - a[1].all)) console.log(`  ${String(n.all).padStart(4)} (${String(n.unseen).padStart(3)} unseen)  ${part}`);
        }
        if (process.env['CENSUS_SHOT']) {
          await page.waitForTimeout(500);
          await page.screenshot({ path: `${process.env['CENSUS_SHOT']}-${width}x${height}-${scheme}.png` });
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { electronBinary } from './tests/electron/electron-binary';

/**
 * Browser tests run the built renderer in Debian's Chromium against the development host and the real main-process
 * services (slots in a fresh temporary directory). The Electron test launches the real app when its binary exists.
 */
const port = Number(process.env['E2E_PORT'] ?? 5199);
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(path.join(os.tmpdir(), 'mazewright-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir;
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// Under CI the browser tests are mandatory; on a developer's machine without Chromium they are left out, loudly.
const haveChromium = existsSync(chromiumPath);
if (!haveChromium) {
  const how = `No Chromium at ${chromiumPath}: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (process.env['CI']) throw new Error(`${how} The browser tests are required under CI.`);
  console.warn(`\n*** ${how} The browser tests are SKIPPED. ***\n`);
}

// Skipped is not passed: say so where the test run's output is read.
const electron = electronBinary();
if ('missing' in electron) console.log(`\n*** The real Electron app test is SKIPPED: ${electron.missing}. ***\n`);

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'electron/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Limits catch a hang, never slowness: assertions wait for what the player would see, however long a loaded
  // machine (2 cores, many processes) takes to show it; a whole expedition played through the UI takes minutes there.
  timeout: 15 * 60_000,
  expect: { timeout: 2 * 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
  },
  projects: [
    ...(haveChromium ? [{ name: 'web', testMatch: 'e2e/**/*.spec.ts' }] : []),
    { name: 'electron', testMatch: 'electron/**/*.spec.ts' },
  ],
  webServer: {
    command: 'npx tsx electron/devhost/start.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 5 * 60_000,
    env: { PORT: String(port), MAZEWRIGHT_DATA_DIR: dataDir },
    stdout: 'pipe',
  },
});

import { _electron as electron, expect, test } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { electronBinary } from './electron-binary';

const binary = electronBinary();

test.describe('the real Electron app', () => {
  test.skip('missing' in binary, `Skipped: ${'missing' in binary ? binary.missing : ''}`);

  test('opens a locked-down window that exposes only the typed API', async () => {
    execSync('npx vite build', { stdio: 'inherit' });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-electron-'));
    const app = await electron.launch({
      executablePath: (binary as { path: string }).path,
      args: ['.', '--no-sandbox'],
      env: { ...process.env, MAZEWRIGHT_DATA_DIR: dataDir },
    });
    const page = await app.firstWindow();
    await expect(page.getByTestId('new-game-button')).toBeVisible();

    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const win = BrowserWindow.getAllWindows()[0]!;
      const p = (win.webContents as unknown as { getLastWebPreferences(): Record<string, unknown> }).getLastWebPreferences();
      return { contextIsolation: p['contextIsolation'], sandbox: p['sandbox'], nodeIntegration: p['nodeIntegration'] };
    });
    expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false });

    const exposed = await page.evaluate(() => {
      const api = (globalThis as unknown as { mazewright: object }).mazewright;
      return {
        keys: Object.keys(api).sort(),
        frozen: Object.isFrozen(api),
        require: typeof (globalThis as unknown as { require?: unknown }).require,
        process: typeof (globalThis as unknown as { process?: unknown }).process,
      };
    });
    expect(exposed).toEqual({ keys: ['invoke', 'on'], frozen: true, require: 'undefined', process: 'undefined' });

    const bad = await page.evaluate(() =>
      (globalThis as unknown as { mazewright: { invoke: (c: string, r: unknown) => Promise<unknown> } }).mazewright.invoke('slots:open', { id: '../../etc' }),
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });

    const opened = await page.evaluate(() => (globalThis as unknown as { open: (u: string) => unknown }).open('https://example.com') === null);
    expect(opened).toBe(true);
    await app.close();
  });
});

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
      // Undocumented (not in electron.d.ts), so it is looked up rather than typed: a rename fails the test visibly.
      const read: unknown = Reflect.get(win.webContents, 'getLastWebPreferences');
      if (typeof read !== 'function') throw new Error('webContents.getLastWebPreferences is gone');
      const p: unknown = read.call(win.webContents);
      if (typeof p !== 'object' || p === null) throw new Error('no web preferences');
      return { contextIsolation: Reflect.get(p, 'contextIsolation'), sandbox: Reflect.get(p, 'sandbox'), nodeIntegration: Reflect.get(p, 'nodeIntegration') };
    });
    expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false });

    const exposed = await page.evaluate(() => {
      const api: unknown = Reflect.get(globalThis, 'mazewright');
      if (typeof api !== 'object' || api === null) throw new Error('window.mazewright is missing');
      return {
        keys: Object.keys(api).sort(),
        frozen: Object.isFrozen(api),
        require: typeof Reflect.get(globalThis, 'require'),
        process: typeof Reflect.get(globalThis, 'process'),
      };
    });
    expect(exposed).toEqual({ keys: ['invoke', 'on'], frozen: true, require: 'undefined', process: 'undefined' });

    const bad = await page.evaluate(() => {
      const api: unknown = Reflect.get(globalThis, 'mazewright');
      const invoke: unknown = typeof api === 'object' && api !== null ? Reflect.get(api, 'invoke') : undefined;
      if (typeof invoke !== 'function') throw new Error('window.mazewright.invoke is missing');
      return invoke.call(api, 'slots:open', { id: '../../etc' });
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });

    const opened = await page.evaluate(() => {
      const open: unknown = Reflect.get(globalThis, 'open');
      if (typeof open !== 'function') throw new Error('window.open is missing');
      return open.call(globalThis, 'https://example.com') === null;
    });
    expect(opened).toBe(true);
    await app.close();
  });
});

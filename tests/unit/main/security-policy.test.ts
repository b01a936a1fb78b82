import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APP_ENTRY_URL, APP_SCHEME_PRIVILEGES, appEntryUrl, createAppProtocolHandler } from '../../../electron/app-protocol';
import { exportFilesIn } from '../../../electron/launch-files';
import { CONTENT_SECURITY_POLICY, DEV_SERVER_CONTENT_SECURITY_POLICY, isAppUrl, isTrustedSender, mainWindowOptions } from '../../../electron/security-policy';
import { denyDevicePermission, denyPermissionCheck, denyPermissionRequest, navigationGuard } from '../../../electron/session-guards';
import { resolveDataDir, singleInstanceProfileDir } from '../../../electron/services/data-dir';

const mainSource = readFileSync(path.resolve(import.meta.dirname, '../../../electron/main.ts'), 'utf8');

describe('the main window security settings', () => {
  it('isolates and sandboxes the page with no Node access', () => {
    const { webPreferences } = mainWindowOptions('/app/dist-electron/preload.cjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has a CSP that allows only the app itself', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:/);
    // No inline styles in the built app (the UI sets styles only through the DOM, which CSP allows).
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    // Only the Vite dev server's pages, in development, may use inline styles (its hot reload injects them).
    expect(DEV_SERVER_CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(DEV_SERVER_CONTENT_SECURITY_POLICY.replace(" 'unsafe-inline'", '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('keeps navigation and IPC to the app page', () => {
    const entry = 'file:///opt/Mazewright/resources/app.asar/dist/renderer/index.html';
    expect(isAppUrl(`${entry}#slots`, entry)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', entry)).toBe(false);
    expect(isAppUrl('https://example.com/', entry)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/game', 'http://127.0.0.1:5173/')).toBe(true);
    expect(isAppUrl('http://127.0.0.1:9999/', 'http://127.0.0.1:5173/')).toBe(false);
    expect(isTrustedSender(undefined, entry)).toBe(false);
    expect(isTrustedSender({ url: 'not a url', isTopFrame: true }, entry)).toBe(false);
    expect(isTrustedSender({ url: entry, isTopFrame: true }, entry)).toBe(true);
  });

  it('answers IPC only from the app page in the top frame, never from a frame inside it', () => {
    expect(isTrustedSender({ url: `${APP_ENTRY_URL}#game`, isTopFrame: true }, APP_ENTRY_URL)).toBe(true);
    expect(isTrustedSender({ url: APP_ENTRY_URL, isTopFrame: false }, APP_ENTRY_URL)).toBe(false);
    expect(isTrustedSender({ url: 'app://elsewhere/index.html', isTopFrame: true }, APP_ENTRY_URL)).toBe(false);
    expect(isTrustedSender({ url: 'file:///opt/Mazewright/index.html', isTopFrame: true }, APP_ENTRY_URL)).toBe(false);
    expect(isTrustedSender(null, APP_ENTRY_URL)).toBe(false);
    // ipc-register.ts tells the check whether the sending frame has a parent.
    const ipcSource = readFileSync(path.resolve(import.meta.dirname, '../../../electron/ipc-register.ts'), 'utf8');
    expect(ipcSource).toContain('isTrustedSender(frame ? { url: frame.url, isTopFrame: frame.parent === null } : null, appEntryUrl())');
  });
});

describe('where the app is loaded from', () => {
  it('honours VITE_DEV_SERVER_URL only when not packaged, and only for a loopback http server', () => {
    const dev = { VITE_DEV_SERVER_URL: 'http://localhost:5173/' };
    expect(appEntryUrl(dev, false)).toBe('http://localhost:5173/');
    expect(appEntryUrl(dev, true)).toBe(APP_ENTRY_URL);
    expect(appEntryUrl({ VITE_DEV_SERVER_URL: 'https://attacker.example/' }, false)).toBe(APP_ENTRY_URL);
    expect(appEntryUrl({ VITE_DEV_SERVER_URL: 'file:///etc/passwd' }, false)).toBe(APP_ENTRY_URL);
    expect(appEntryUrl({ VITE_DEV_SERVER_URL: 'not a url' }, false)).toBe(APP_ENTRY_URL);
    expect(appEntryUrl({}, false)).toBe(APP_ENTRY_URL);
    expect(APP_ENTRY_URL).toBe('app://mazewright/index.html');
    // main.ts asks Electron whether it is packaged rather than trusting the variable.
    expect(mainSource).toContain('chooseEntryUrl(process.env, app.isPackaged)');
    expect(mainSource).not.toMatch(/process\.env\[?['"]?VITE_DEV_SERVER_URL/);
  });

  it('registers app:// as a secure standard scheme answered by the protocol handler, not file://', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true });
    expect(mainSource).toContain('protocol.registerSchemesAsPrivileged');
    expect(mainSource).toContain('protocol.handle(APP_SCHEME, createAppProtocolHandler(');
    expect(mainSource).not.toContain('pathToFileURL');
  });
});

describe('the app:// protocol handler', () => {
  let root: string;
  let handler: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mazewright-protocol-'));
    await mkdir(path.join(root, 'renderer', 'assets'), { recursive: true });
    await writeFile(path.join(root, 'renderer', 'index.html'), '<!doctype html><title>Mazewright</title>');
    await writeFile(path.join(root, 'renderer', 'assets', 'app.js'), 'export {};');
    await writeFile(path.join(root, 'secret.txt'), 'not for the page');
    handler = createAppProtocolHandler(path.join(root, 'renderer'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('serves the renderer with the CSP as a response header', async () => {
    const page = await handler(new Request(APP_ENTRY_URL));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Mazewright</title>');
    const script = await handler(new Request('app://mazewright/assets/app.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await handler(new Request('app://mazewright/'))).status).toBe(200);
  });

  it('serves nothing outside the renderer folder, from another host, or at a malformed address', async () => {
    for (const url of ['app://mazewright/../secret.txt', 'app://mazewright/%2e%2e/secret.txt', 'app://mazewright/assets/..%2f..%2fsecret.txt']) {
      const answer = await handler(new Request(url));
      expect(answer.status, url).not.toBe(200);
      expect(await answer.text(), url).not.toContain('not for the page');
    }
    expect((await handler(new Request('app://other/index.html'))).status).toBe(404);
    expect((await handler(new Request('app://mazewright/%'))).status).toBe(400);
    expect((await handler(new Request('app://mazewright/missing.js'))).status).toBe(404);
    expect((await handler(new Request(APP_ENTRY_URL, { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});

describe('session and navigation guards', () => {
  it('refuses every permission request, permission check and device permission', () => {
    let granted: boolean | undefined;
    denyPermissionRequest(null, 'media', (answer) => (granted = answer));
    expect(granted).toBe(false);
    expect(denyPermissionCheck()).toBe(false);
    expect(denyDevicePermission()).toBe(false);
    for (const wiring of ['setPermissionRequestHandler(denyPermissionRequest)', 'setPermissionCheckHandler(denyPermissionCheck)', 'setDevicePermissionHandler(denyDevicePermission)', "'select-hid-device'", "'select-serial-port'", "'select-usb-device'"]) {
      expect(mainSource, wiring).toContain(wiring);
    }
  });

  it('stops any frame from navigating or being redirected outside the app', () => {
    const guard = navigationGuard(() => APP_ENTRY_URL);
    const attempt = (url: string): boolean => {
      let stopped = false;
      guard({ url, preventDefault: () => (stopped = true) });
      return stopped;
    };
    expect(attempt('app://mazewright/index.html#slots')).toBe(false);
    expect(attempt('https://attacker.example/')).toBe(true);
    expect(attempt('file:///etc/passwd')).toBe(true);
    expect(attempt('app://evil/index.html')).toBe(true);
    for (const event of ["'will-navigate', keepToApp", "'will-frame-navigate', keepToApp", "'will-redirect', keepToApp"]) expect(mainSource, event).toContain(event);
  });
});

describe('launching with files and data folders', () => {
  it('resolves a second launch’s relative .mazewright path against that launch’s folder', () => {
    const argv = ['/opt/Mazewright/mazewright', '--flag', 'saves/run.mazewright', '/abs/other.MAZEWRIGHT', 'notes.txt'];
    expect(exportFilesIn(argv, '/home/second/work')).toEqual([path.resolve('/home/second/work', 'saves/run.mazewright'), path.resolve('/abs/other.MAZEWRIGHT')]);
    expect(mainSource).toContain("app.on('second-instance', (_event, argv, workingDirectory) => {");
    expect(mainSource).toContain('exportFilesIn(argv, workingDirectory)');
  });

  it('keys the single-instance lock on MAZEWRIGHT_DATA_DIR: the data folder becomes Electron’s userData', () => {
    const env = { MAZEWRIGHT_DATA_DIR: '/data/campaigns' };
    const dataDir = resolveDataDir(env, '/home/u/.config/Mazewright');
    expect(singleInstanceProfileDir(env, dataDir)).toBe(path.resolve('/data/campaigns'));
    expect(singleInstanceProfileDir({}, resolveDataDir({}, '/home/u/.config/Mazewright'))).toBeUndefined();
    expect(singleInstanceProfileDir({ MAZEWRIGHT_DATA_DIR: '  ' }, '/x')).toBeUndefined();
    // The folder is set before the lock is asked for.
    const setAt = mainSource.indexOf("app.setPath('userData', profileDir)");
    const lockAt = mainSource.indexOf('app.requestSingleInstanceLock()');
    expect(setAt).toBeGreaterThan(0);
    expect(lockAt).toBeGreaterThan(setAt);
  });
});

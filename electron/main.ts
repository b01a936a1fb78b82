import { app, BrowserWindow, session as electronSession, shell } from 'electron';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { createAppServices } from './app-services';
import { forwardEvents, registerIpc } from './ipc-register';
import { CONTENT_SECURITY_POLICY, isAppUrl, mainWindowOptions } from './security-policy';
import { resolveDataDir } from './services/data-dir';

const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = process.env['VITE_DEV_SERVER_URL'];
const appEntryUrl = devServerUrl ?? pathToFileURL(path.join(here, '../dist/renderer/index.html')).href;

// One writer per data directory: a second launch hands over to the first window instead.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const dataDir = resolveDataDir(process.env, app.getPath('userData'));
  const services = createAppServices({ dataDir, appVersion: app.getVersion(), host: 'electron' });
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // Nothing the page does may open windows, navigate away, or attach webviews.
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      if (/^https?:\/\//.test(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url, appEntryUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    electronSession.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    });
    electronSession.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    registerIpc(services.handlers, () => appEntryUrl);

    mainWindow = new BrowserWindow(mainWindowOptions(path.join(here, 'preload.cjs')));
    forwardEvents(services.events, mainWindow.webContents);
    mainWindow.once('ready-to-show', () => mainWindow?.show());
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
    void mainWindow.loadURL(appEntryUrl);
  });

  app.on('window-all-closed', () => app.quit());
}

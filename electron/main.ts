import { app, BrowserWindow, session as electronSession } from 'electron';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { createAppServices } from './app-services';
import { electronPathPicker, forwardEvents, registerIpc } from './ipc-register';
import { CONTENT_SECURITY_POLICY, isAppUrl, mainWindowOptions } from './security-policy';
import { resolveDataDir } from './services/data-dir';
import { EXPORT_FILE_EXTENSION } from '../shared/saves/export-format';

const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = process.env['VITE_DEV_SERVER_URL'];
const appEntryUrl = devServerUrl ?? pathToFileURL(path.join(here, '../dist/renderer/index.html')).href;

/** `.mazewright` files on a command line (Windows and Linux file association: the OS passes the path as an argument). */
function exportFilesIn(argv: readonly string[]): string[] {
  return argv.slice(1).filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(EXPORT_FILE_EXTENSION));
}

// One writer per data directory: a second launch hands over to the first window instead.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const dataDir = resolveDataDir(process.env, app.getPath('userData'));
  let mainWindow: BrowserWindow | null = null;
  const services = createAppServices({ dataDir, appVersion: app.getVersion(), host: 'electron', picker: electronPathPicker(() => mainWindow) });

  // Opening a `.mazewright` file starts the import flow: main reads it and holds it; the page asks the player first
  // (and picks up requests made before it loaded through 'imports:requested').
  const requestImport = (file: string): void => {
    void services.pendingImports.requestFile(path.resolve(file)).then((request) => services.events.emit('import:requested', request));
  };
  for (const file of exportFilesIn(process.argv)) requestImport(file);
  // macOS hands files over with an event, possibly before the app is ready.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    if (file.toLowerCase().endsWith(EXPORT_FILE_EXTENSION)) requestImport(file);
  });

  app.on('second-instance', (_event, argv) => {
    for (const file of exportFilesIn(argv)) requestImport(file);
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // Nothing the page does may open windows, navigate away, or attach webviews.
  app.on('web-contents-created', (_event, contents) => {
    // The app links nowhere outside itself, so no URL is handed to the system browser either.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
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
  app.on('before-quit', () => services.odds.cancelAll());
}

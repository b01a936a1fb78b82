import { app, BrowserWindow, protocol, session as electronSession } from 'electron';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppServices } from './app-services';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, appEntryUrl as chooseEntryUrl, createAppProtocolHandler } from './app-protocol';
import { electronPathPicker, forwardEvents, registerIpc } from './ipc-register';
import { exportFilesIn } from './launch-files';
import { DEV_SERVER_CONTENT_SECURITY_POLICY, mainWindowOptions } from './security-policy';
import { denyDevicePermission, denyPermissionCheck, denyPermissionRequest, navigationGuard } from './session-guards';
import { resolveDataDir, singleInstanceProfileDir } from './services/data-dir';
import { EXPORT_FILE_EXTENSION } from '../shared/saves/export-format';

const here = path.dirname(fileURLToPath(import.meta.url));
// The Vite dev server only in an unpackaged run; the packaged app always loads its own pages from app://.
const appEntryUrl = chooseEntryUrl(process.env, app.isPackaged);
const servedByDevServer = appEntryUrl.startsWith('http:');

// Must happen before the app is ready: app:// gets an origin and counts as secure, like https.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

// One writer per data directory: a second launch on the same data hands over to the first window instead. Electron
// keys its lock on the userData folder, so a MAZEWRIGHT_DATA_DIR moves userData there (two data folders, two apps).
const dataDir = resolveDataDir(process.env, app.getPath('userData'));
const profileDir = singleInstanceProfileDir(process.env, dataDir);
if (profileDir !== undefined) app.setPath('userData', profileDir);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  const services = createAppServices({ dataDir, appVersion: app.getVersion(), host: 'electron', picker: electronPathPicker(() => mainWindow) });

  // Opening a `.mazewright` file starts the import flow: main reads it and holds it; the page asks the player first
  // (and picks up requests made before it loaded through 'imports:requested').
  const requestImport = (file: string): void => {
    void services.pendingImports.requestFile(file).then((request) => services.events.emit('import:requested', request));
  };
  for (const file of exportFilesIn(process.argv, process.cwd())) requestImport(file);
  // macOS hands files over with an event, possibly before the app is ready.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    if (file.toLowerCase().endsWith(EXPORT_FILE_EXTENSION)) requestImport(path.resolve(file));
  });

  // A relative path on the second launch's command line is relative to where that launch ran, not to this process.
  app.on('second-instance', (_event, argv, workingDirectory) => {
    for (const file of exportFilesIn(argv, workingDirectory)) requestImport(file);
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // Nothing the page does may open windows, navigate away (any frame, or by a redirect), or attach webviews.
  const keepToApp = navigationGuard(() => appEntryUrl);
  app.on('web-contents-created', (_event, contents) => {
    // The app links nowhere outside itself, so no URL is handed to the system browser either.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', keepToApp);
    contents.on('will-frame-navigate', keepToApp);
    contents.on('will-redirect', keepToApp);
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('select-bluetooth-device', (event, _devices, callback) => {
      event.preventDefault();
      callback('');
    });
  });

  void app.whenReady().then(() => {
    const session = electronSession.defaultSession;
    protocol.handle(APP_SCHEME, createAppProtocolHandler(path.join(here, '../dist/renderer')));
    // app:// responses carry the CSP themselves; the dev server's get the development policy added here.
    if (servedByDevServer) {
      session.webRequest.onHeadersReceived((details, callback) => {
        callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [DEV_SERVER_CONTENT_SECURITY_POLICY] } });
      });
    }
    session.setPermissionRequestHandler(denyPermissionRequest);
    session.setPermissionCheckHandler(denyPermissionCheck);
    session.setDevicePermissionHandler(denyDevicePermission);
    // A page asking to pick a HID, serial or USB device gets the chooser cancelled (no device) instead.
    session.on('select-hid-device', (event, _details, callback) => {
      event.preventDefault();
      callback();
    });
    session.on('select-serial-port', (event, _ports, _contents, callback) => {
      event.preventDefault();
      callback('');
    });
    session.on('select-usb-device', (event, _details, callback) => {
      event.preventDefault();
      callback();
    });
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

/**
 * The window's security settings and the rules for what its page may do, as plain data and functions so unit tests
 * can assert them without an Electron binary. Only main.ts turns them into a BrowserWindow.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface MainWindowOptions {
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly title: string;
  readonly show: boolean;
  readonly backgroundColor: string;
  readonly webPreferences: {
    readonly preload: string;
    readonly contextIsolation: true;
    readonly sandbox: true;
    readonly nodeIntegration: false;
    readonly nodeIntegrationInWorker: false;
    readonly nodeIntegrationInSubFrames: false;
    readonly webSecurity: true;
    readonly allowRunningInsecureContent: false;
    readonly webviewTag: false;
    readonly spellcheck: false;
  };
}

export function mainWindowOptions(preloadPath: string): MainWindowOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 640,
    title: 'Mazewright',
    show: false,
    backgroundColor: '#16130f',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}

/** The page may only ever show the app itself: same file, or the Vite dev server's origin during development. */
export function isAppUrl(candidate: string, appEntryUrl: string): boolean {
  let target: URL;
  let entry: URL;
  try {
    target = new URL(candidate);
    entry = new URL(appEntryUrl);
  } catch {
    return false;
  }
  if (entry.protocol === 'file:') return target.protocol === 'file:' && target.pathname === entry.pathname;
  return target.origin === entry.origin;
}

/** IPC is answered only for our own top-level page; anything else (an injected frame, a navigated page) is refused. */
export function isTrustedSender(frameUrl: string | undefined, appEntryUrl: string): boolean {
  return typeof frameUrl === 'string' && isAppUrl(frameUrl, appEntryUrl);
}

/**
 * The window's security settings and the rules for what its page may do, as plain data and functions so unit tests
 * can assert them without an Electron binary. Only main.ts turns them into a BrowserWindow.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * During development only, the Vite dev server injects each stylesheet as an inline <style> element for hot reload,
 * so its pages need inline styles; the built app (served by the app:// handler) never gets this policy.
 */
export const DEV_SERVER_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

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

/**
 * The page may only ever show the app itself: any page of `app://mazewright` (the packaged app), the same file for a
 * `file:` entry, or the Vite dev server's origin during development.
 */
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
  if (entry.protocol === 'http:' || entry.protocol === 'https:') return target.origin === entry.origin;
  // A custom scheme has no origin in Node's URL ("null"): the scheme and host are what make a page the app's.
  return target.protocol === entry.protocol && target.host === entry.host && entry.host !== '';
}

/** The frame an IPC call came from: its URL, and whether it is the window's top frame (no parent). */
export interface SenderFrame {
  readonly url: string;
  readonly isTopFrame: boolean;
}

/**
 * IPC is answered only for our own page in the window's top frame; anything else (an injected frame, even one
 * showing an app URL, or a navigated page) is refused.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, appEntryUrl: string): boolean {
  return frame !== null && frame !== undefined && frame.isTopFrame && typeof frame.url === 'string' && isAppUrl(frame.url, appEntryUrl);
}

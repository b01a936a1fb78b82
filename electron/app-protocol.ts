import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './security-policy';

/**
 * The packaged app's pages come from `app://mazewright/…`, a custom protocol main answers itself, rather than from
 * `file://`: a file URL can reach every file on the disk, and Chromium ignores `frame-ancestors` in a meta tag, so
 * the CSP must travel as a response header, which only a protocol handler can add. Kept free of Electron imports:
 * main.ts registers it, the unit tests call the handler directly.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'mazewright';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * What `protocol.registerSchemesAsPrivileged` needs: a standard scheme (relative URLs and an origin), treated as
 * secure (like https), and usable by fetch. Nothing more: no CORS, no service workers, no CSP bypass.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

/**
 * The page to load. The Vite dev server's URL is honoured only in an unpackaged run: in the packaged app,
 * `VITE_DEV_SERVER_URL` set in the environment would otherwise load any page and trust it for IPC. Even in
 * development it must be an http URL on loopback.
 */
export function appEntryUrl(env: NodeJS.ProcessEnv, isPackaged: boolean): string {
  const dev = env['VITE_DEV_SERVER_URL'];
  if (isPackaged || dev === undefined || dev.trim() === '') return APP_ENTRY_URL;
  let url: URL;
  try {
    url = new URL(dev);
  } catch {
    return APP_ENTRY_URL;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  return url.protocol === 'http:' && loopback ? url.href : APP_ENTRY_URL;
}

/**
 * The `app://` handler: files under `rootDir` (the built renderer) and nothing else, each with the CSP and
 * `nosniff` headers. Anything outside the root, another host, or a malformed address is refused.
 */
export function createAppProtocolHandler(rootDir: string): (request: Request) => Promise<Response> {
  const root = path.resolve(rootDir);
  const refuse = (status: number, text: string): Response => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return refuse(400, 'That is not a valid address.');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return refuse(404, 'Not found.');
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Method not allowed.');
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname === '/' || url.pathname === '' ? '/index.html' : url.pathname);
    } catch {
      return refuse(400, 'That is not a valid address.');
    }
    const file = path.resolve(root, `.${relative}`);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return refuse(403, 'Outside the app.');
    try {
      if (!(await stat(file)).isFile()) return refuse(404, 'Not found.');
      const body = await readFile(file);
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: {
          'content-type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        },
      });
    } catch {
      return refuse(404, 'Not found.');
    }
  };
}

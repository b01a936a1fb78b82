import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_UPLOAD_MAX_CHARS, ipcEventNames } from '../../shared/ipc/contract';
import { dispatch } from '../services/api-handlers';
import type { AppServices } from '../app-services';
import { CONTENT_SECURITY_POLICY } from '../security-policy';

/** Room for the largest `.mazewright` upload (JSON-escaped, so up to twice its length) and nothing much more. */
export const MAX_BODY_BYTES = IMPORT_UPLOAD_MAX_CHARS * 2 + 64 * 1024;
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * The development host: the built renderer and the same typed API as the preload, over HTTP on loopback, backed by
 * the real main-process services. It exists because the Electron binary cannot run everywhere the app is tested.
 */
export function createDevHost(services: AppServices, rendererDir: string): Server {
  const root = path.resolve(rendererDir);
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error('[devhost]', error);
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'The development host failed.' } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopbackHost(req.headers.host)) return sendText(res, 403, 'Only loopback hosts are served.');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      return sendText(res, 400, 'That is not a valid address.');
    }
    if (url.pathname === '/api/invoke') return invoke(req, res);
    if (url.pathname === '/api/events') return events(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed.');
    return serveStatic(url.pathname, res);
  }

  async function invoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendText(res, 405, 'Use POST.');
    // A page from another origin must not drive the game, even on loopback: only a request that says it comes from
    // this very origin is answered (a browser always sends Origin on a POST, and Sec-Fetch-Site where it can).
    if (!isSameOriginRequest(req.headers)) {
      // Whatever was sent is read and dropped, so the client hears the answer rather than a reset connection.
      req.resume();
      return sendJson(res, 403, { ok: false, error: { code: 'forbidden', message: 'This page may not talk to Mazewright.' } });
    }
    const text = await readBody(req);
    if (text === TOO_LARGE) return sendJson(res, 400, { ok: false, error: { code: 'invalid-payload', message: 'The request is too large.' } });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return sendJson(res, 400, { ok: false, error: { code: 'invalid-payload', message: 'The request is not JSON.' } });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof (body as { channel?: unknown }).channel !== 'string') {
      const message = 'The request must be a JSON object naming a call: {"channel": "…", "request": {…}}.';
      return sendJson(res, 400, { ok: false, error: { code: 'invalid-payload', message } });
    }
    const { channel, request } = body as { channel: string; request?: unknown };
    sendJson(res, 200, await dispatch(services.handlers, channel, request));
  }

  function events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    const unsubscribe = services.events.subscribe((name, payload) => {
      if (!(ipcEventNames as readonly string[]).includes(name)) return;
      res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    req.on('close', unsubscribe);
  }

  async function serveStatic(pathname: string, res: ServerResponse): Promise<void> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
    } catch {
      return sendText(res, 400, 'That is not a valid address.');
    }
    const file = path.resolve(root, `.${relative}`);
    if (file !== root && !file.startsWith(root + path.sep)) return sendText(res, 403, 'Outside the app.');
    try {
      if (!(await stat(file)).isFile()) return sendText(res, 404, 'Not found.');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      sendText(res, 404, pathname.endsWith('index.html') || pathname === '/' ? 'The renderer is not built: run `npm run build:web`.' : 'Not found.');
    }
  }

  // Node closes an idle keep-alive connection after 5 s by default. A client that sends on that connection just as it
  // closes gets ECONNRESET (Chromium retries such a request; Node's HTTP client, which Playwright's API requests use,
  // does not): on a loaded machine an e2e test's pause of about 5 s met that race. A loopback host serving one player
  // can keep its connections for a minute; the headers' timeout must stay above it (Node's rule).
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
}

const TOO_LARGE = Symbol('too large');

/**
 * The request body as text, or TOO_LARGE past MAX_BODY_BYTES. An oversized body is still read to its end (and
 * dropped) rather than cut off: destroying the socket mid-upload reaches the client as a reset, not as the answer.
 */
function readBody(req: IncomingMessage): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? TOO_LARGE : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A same-origin signal from the browser: `Sec-Fetch-Site: same-origin`, or an Origin that is this loopback host.
 * A request with neither (a script outside any browser, a form from a page that suppresses Origin) is refused,
 * and a cross-site Sec-Fetch-Site is refused whatever the Origin says.
 */
export function isSameOriginRequest(headers: IncomingMessage['headers']): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = headers.origin;
  if (origin !== undefined) return isLoopbackOrigin(origin, headers.host);
  return site === 'same-origin';
}

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '');
  return name === '127.0.0.1' || name === 'localhost' || name === '[::1]';
}

function isLoopbackOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return url.host === host && isLoopbackHost(url.host);
  } catch {
    return false;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

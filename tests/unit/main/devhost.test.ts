import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request, type ClientRequest } from 'node:http';
import { createAppServices } from '../../../electron/app-services';
import { createDevHost, MAX_BODY_BYTES } from '../../../electron/devhost/server';

let dir: string;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-devhost-'));
  const rendererDir = path.join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Mazewright</title>');
  await writeFile(path.join(dir, 'secret.txt'), 'not for the browser');
  const services = createAppServices({ dataDir: path.join(dir, 'data'), appVersion: '0.0.0-test', host: 'web' });
  const server = createDevHost(services, rendererDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

/** What the app's own page sends with every call: a browser adds Origin (and Sec-Fetch-Site) to a POST. */
const sameOrigin = (): Record<string, string> => ({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' });

function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

describe('the development host', () => {
  it('serves the renderer with the CSP and answers the typed API', async () => {
    const page = await send({ path: '/' });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    const info = await send({ method: 'POST', path: '/api/invoke', headers: sameOrigin(), body: JSON.stringify({ channel: 'app:info', request: {} }) });
    expect(JSON.parse(info.body)).toMatchObject({ ok: true, value: { host: 'web', version: '0.0.0-test' } });
  });

  it('refuses other hosts and origins, paths outside the app, and oversized or non-JSON bodies', async () => {
    expect((await send({ path: '/', headers: { host: 'attacker.example' } })).status).toBe(403);
    const foreign = await send({
      method: 'POST',
      path: '/api/invoke',
      headers: { origin: 'http://attacker.example' },
      body: JSON.stringify({ channel: 'slots:list', request: {} }),
    });
    expect(JSON.parse(foreign.body)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await send({ path: '/../secret.txt' })).body).not.toContain('not for the browser');
    expect((await send({ path: '/%2e%2e/secret.txt' })).body).not.toContain('not for the browser');
    const junk = await send({ method: 'POST', path: '/api/invoke', headers: sameOrigin(), body: '{nope' });
    expect(JSON.parse(junk.body)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it('answers a body over the size limit with the 400 JSON error, not a reset connection', async () => {
    const body = JSON.stringify({ channel: 'slots:list', request: 'x'.repeat(MAX_BODY_BYTES + 1000) });
    const huge = await send({ method: 'POST', path: '/api/invoke', headers: sameOrigin(), body });
    expect(huge.status).toBe(400);
    expect(JSON.parse(huge.body)).toEqual({ ok: false, error: { code: 'invalid-payload', message: 'The request is too large.' } });
  });

  it('says what a request must look like when the body is JSON but not a call', async () => {
    for (const body of ['[]', '"slots:list"', '42', 'null', '{"request":{}}']) {
      const answer = await send({ method: 'POST', path: '/api/invoke', headers: sameOrigin(), body });
      expect(answer.status, body).toBe(400);
      const parsed = JSON.parse(answer.body) as { error: { code: string; message: string } };
      expect(parsed.error.code).toBe('invalid-payload');
      expect(parsed.error.message).toContain('"channel"');
      expect(parsed.error.message).not.toContain('undefined');
    }
  });

  it('answers a malformed address with 400, not a server error', async () => {
    for (const bad of ['/%', '/%E0%A4%A', '/assets/%zz.js']) {
      const answer = await send({ path: bad });
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toBe('That is not a valid address.');
    }
  });

  it('drives the game only for requests that carry a same-origin signal', async () => {
    const call = JSON.stringify({ channel: 'slots:list', request: {} });
    const ask = (headers: Record<string, string>) => send({ method: 'POST', path: '/api/invoke', headers, body: call });
    const forbidden = { ok: false, error: { code: 'forbidden' } };
    // No Origin and no Sec-Fetch-Site: a script outside any browser, or a page hiding where it comes from.
    expect(JSON.parse((await ask({})).body)).toMatchObject(forbidden);
    expect((await ask({})).status).toBe(403);
    expect(JSON.parse((await ask({ 'sec-fetch-site': 'cross-site' })).body)).toMatchObject(forbidden);
    expect(JSON.parse((await ask({ 'sec-fetch-site': 'same-site', origin: `http://127.0.0.1:${port}` })).body)).toMatchObject(forbidden);
    expect(JSON.parse((await ask({ origin: 'null' })).body)).toMatchObject(forbidden);
    expect(JSON.parse((await ask({ origin: `http://127.0.0.1:${port + 1}` })).body)).toMatchObject(forbidden);
    // Either signal alone is enough.
    expect(JSON.parse((await ask({ 'sec-fetch-site': 'same-origin' })).body)).toMatchObject({ ok: true });
    expect(JSON.parse((await ask({ origin: `http://127.0.0.1:${port}` })).body)).toMatchObject({ ok: true });
  });

  it('carries a move answered before its save, then its save outcome, and tells the event stream only once it is saved', async () => {
    const invoke = async (channel: string, request: unknown) => {
      const answer = JSON.parse((await send({ method: 'POST', path: '/api/invoke', headers: sameOrigin(), body: JSON.stringify({ channel, request }) })).body) as { ok: boolean; value: unknown };
      expect(answer.ok).toBe(true);
      return answer.value as never;
    };
    // The event stream, read as the page's EventSource reads it.
    const heard: string[] = [];
    let stream: ClientRequest | undefined;
    await new Promise<void>((resolve) => {
      stream = request({ host: '127.0.0.1', port, path: '/api/events' }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => heard.push(chunk));
        resolve();
      });
      stream.end();
    });
    try {
      const created: { view: { revision: number; choices: { action: unknown }[] } } = await invoke('slots:create', {
        name: 'Bridge',
        rulesetId: 'deathmaze',
        seed: 'K7QM-2XPD',
        setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] },
      });
      const early: { view: { revision: number; saveStatus: unknown } } = await invoke('session:act', { action: created.view.choices[0]!.action });
      expect(early.view.saveStatus).toEqual({ saved: false, saving: true });
      const outcome: { saved: boolean; revision: number } = await invoke('session:save-outcome', { revision: early.view.revision });
      expect(outcome).toEqual({ saved: true, revision: early.view.revision + 1 });
      const changed = () =>
        heard
          .join('')
          .split('\n\n')
          .filter((m) => m.startsWith('event: session:changed'))
          .map((m) => (JSON.parse(m.slice(m.indexOf('data: ') + 6)) as { revision: number }).revision);
      await expect.poll(changed).toContain(outcome.revision);
      // The early revision (the move not yet saved) is never announced to other windows.
      expect(changed()).not.toContain(early.view.revision);
      await invoke('session:close', {});
    } finally {
      stream?.destroy();
    }
  });
});

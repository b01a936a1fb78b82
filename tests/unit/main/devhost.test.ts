import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
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
    const info = await send({ method: 'POST', path: '/api/invoke', body: JSON.stringify({ channel: 'app:info', request: {} }) });
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
    const junk = await send({ method: 'POST', path: '/api/invoke', body: '{nope' });
    expect(JSON.parse(junk.body)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const huge = await send({ method: 'POST', path: '/api/invoke', body: JSON.stringify({ channel: 'slots:list', request: 'x'.repeat(MAX_BODY_BYTES + 1000) }) }).catch(() => null);
    if (huge) expect(huge.status).toBe(400);
  });
});

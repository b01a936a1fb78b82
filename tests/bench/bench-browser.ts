import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium as every page bench runs it: no sandbox (root in CI), no GPU (none here), and none of Chromium's
 * own network traffic (QUIC, first-run, component and sync fetches) beside the page's requests to the host.
 */
export const BENCH_BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchBenchBrowser(args: readonly string[] = BENCH_BROWSER_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: [...args] });
}

/** Starts `server` on a free port of the loopback interface; resolves to its origin. */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

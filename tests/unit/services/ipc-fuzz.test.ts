import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import { ipcChannels, type IpcErrorCode } from '../../../shared/ipc/contract';
import { appServices, PARTY, snapshot, tempDataDir } from './helpers';

const CODES: readonly IpcErrorCode[] = ['invalid-payload', 'unknown-channel', 'not-found', 'rejected', 'conflict', 'io', 'forbidden', 'internal'];

let root: string;
let cleanup: () => Promise<void>;
let dataDir: string;
let app: AppServices;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-fuzz-'));
  dataDir = path.join(root, 'data');
  app = appServices({ dataDir, appVersion: '0.1.0-fuzz', host: 'web' });
});
afterEach(async () => cleanup());

/** Seeded, so a failure can be replayed. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s % n;
  };
  const strings = ['', ' ', 'x', '../../etc/passwd', '/etc/passwd', 'C:\\Windows', '\u0000', 'é'.repeat(70), 'a'.repeat(5000), '__proto__', 'constructor', 'slots:list', '0b5c2a4e-0000-4000-8000-000000000000'];
  const value = (depth: number): unknown => {
    switch (next(depth > 3 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return undefined;
      case 2:
        return [0, -1, 1.5, NaN, Infinity, -0, 2 ** 53, 1e308][next(8)];
      case 3:
        return strings[next(strings.length)];
      case 4:
        return next(2) === 0;
      case 5:
        return { id: strings[next(strings.length)] };
      case 6:
        return Array.from({ length: next(4) }, () => value(depth + 1));
      case 7: {
        const keys = ['id', 'name', 'action', 'file', 'dir', 'seed', 'setup', 'rulesetId', '__proto__', 'type', 'extra'];
        return Object.fromEntries(Array.from({ length: next(4) }, () => [keys[next(keys.length)]!, value(depth + 1)]));
      }
      default:
        return { action: { type: ['explore?', 'leave ', 7, null][next(4)] } };
    }
  };
  const channel = (): unknown => {
    const r = next(10);
    if (r < 8) return ipcChannels[next(ipcChannels.length)];
    return [undefined, 42, 'slots:nuke', 'mazewright:slots:list', {}, 'toString', '__proto__'][next(7)];
  };
  return { value, channel };
}

describe('fuzzing the IPC dispatcher', () => {
  it('answers every malformed call with a typed error, never throws, and never changes a file', async () => {
    const created = await dispatch(app.handlers, 'slots:create', { name: 'Target', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    expect(created.ok).toBe(true);
    const gen = generator(0xfa22);
    let failures = 0;
    for (let i = 0; i < 800; i++) {
      const before = await snapshot(dataDir);
      const channel = gen.channel();
      const request = gen.value(0);
      const result = await dispatch(app.handlers, channel, request);
      expect(typeof result.ok).toBe('boolean');
      if (!result.ok) {
        failures++;
        expect(CODES, `${String(channel)} ${JSON.stringify(request)}`).toContain(result.error.code);
        expect(result.error.code).not.toBe('internal');
        expect(typeof result.error.message).toBe('string');
        expect(await snapshot(dataDir), `${String(channel)} ${JSON.stringify(request)}`).toEqual(before);
      }
    }
    expect(failures).toBeGreaterThan(500);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses hostile but well-formed file requests with typed errors and no changes', async () => {
    const created = await dispatch(app.handlers, 'slots:create', { name: 'Target', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.value as { view: { slot: { id: string } } }).view.slot.id;
    const calls: [string, unknown, IpcErrorCode][] = [
      // Paths are never accepted from the page: main picks them with a dialog, or moves file contents instead.
      ['slots:import', { file: '/etc/passwd' }, 'invalid-payload'],
      ['slots:import', { upload: { fileName: 'x.mazewright', text: '/etc/passwd' } }, 'invalid-payload'],
      ['slots:import', { upload: { fileName: 'x.mazewright', text: 'x'.repeat(8 * 1024 * 1024 + 1) } }, 'invalid-payload'],
      ['slots:import', { upload: { fileName: '', text: '{}' } }, 'invalid-payload'],
      ['slots:import', {}, 'invalid-payload'],
      ['slots:import', { token: '0b5c2a4e-0000-4000-8000-000000000000' }, 'not-found'],
      ['slots:import', { token: '../../etc/passwd' }, 'invalid-payload'],
      ['slots:export', { id, file: path.join(dataDir, 'slots', `${id}.json`) }, 'invalid-payload'],
      ['slots:export', { id: '0b5c2a4e-0000-4000-8000-000000000000' }, 'not-found'],
      ['slots:export', { id: '../../x' }, 'invalid-payload'],
      ['saves:backup-all', { dir: dataDir }, 'invalid-payload'],
      ['saves:backup-all', { dir: 'relative' }, 'invalid-payload'],
      ['imports:dismiss', { token: 'x' }, 'invalid-payload'],
      ['slots:open', { id: 'ffffffff-ffff' }, 'not-found'],
      // Log pages: whole non-negative numbers, a bounded page, nothing else.
      ['session:log-page', {}, 'invalid-payload'],
      ['session:log-page', { before: -1, limit: 10 }, 'invalid-payload'],
      ['session:log-page', { before: 1.5, limit: 10 }, 'invalid-payload'],
      ['session:log-page', { before: '10', limit: 10 }, 'invalid-payload'],
      ['session:log-page', { before: 10, limit: 0 }, 'invalid-payload'],
      ['session:log-page', { before: 10, limit: 1_000_000 }, 'invalid-payload'],
      ['session:log-page', { before: 10, limit: 10, id }, 'invalid-payload'],
    ];
    for (const [channel, request, code] of calls) {
      const before = await snapshot(root);
      const result = await dispatch(app.handlers, channel, request);
      expect(result, `${channel} ${JSON.stringify(request)}`).toMatchObject({ ok: false, error: { code } });
      expect(await snapshot(root), channel).toEqual(before);
    }
  });
});

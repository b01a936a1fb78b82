import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAppServices, type AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import { replayGame } from '../../../shared/engine/game';
import { findRuleset } from '../../../shared/rulesets/registry';
import type { IpcChannel, IpcResponse, IpcResult } from '../../../shared/ipc/contract';

let dataDir: string;
let services: AppServices;
const call = <C extends IpcChannel>(channel: C, request: unknown) =>
  dispatch(services.handlers, channel, request) as Promise<IpcResult<IpcResponse<C>>>;
const rawCall = (channel: unknown, request: unknown) => dispatch(services.handlers, channel, request);
const party = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] };

function value<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-api-'));
  services = createAppServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('the typed API over the real services', () => {
  it('creates a seeded game, plays it, and finds the same game after a restart', async () => {
    const created = value(await call('slots:create', { name: 'First delve', rulesetId: 'deathmaze', seed: 'k7qm-2xpd', setup: party }));
    expect(created.view.seed).toBe('K7QM-2XPD');
    expect(created.view.slot.party).toContain('Arn');

    const choice = created.view.choices[0];
    expect(choice).toBeDefined();
    let view = created.view;
    for (let i = 0; i < 5; i++) {
      const next = view.choices.find((c) => c.id === choice!.id) ?? view.choices[0]!;
      view = value(await call('session:act', { action: next.action })).view;
    }
    // The last move was answered before its save (issue 15); its outcome says it is on disk.
    expect(view.saveStatus).toEqual({ saved: false, saving: true });
    expect(value(await call('session:save-outcome', { revision: view.revision }))).toEqual({ saved: true, revision: view.revision + 1 });

    // A fresh set of services on the same folder is an app restart (the old app's game is closed when it quits).
    value(await call('session:close', {}));
    services = createAppServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const listing = value(await call('slots:list', {}));
    expect(listing).toHaveLength(1);
    const entry = listing[0]!;
    expect(entry.readable && entry.meta.name).toBe('First delve');
    const reopened = value(await call('slots:open', { id: entry.readable ? entry.meta.id : '' }));
    expect(reopened.view.state).toEqual(view.state);
    expect(reopened.log.entries.length).toBeGreaterThan(1);

    // The saved action list replays to the saved state: the game can always be rebuilt from its seed.
    // Schema 3: the actions in their own file, one per line; the small file keeps the dice they end on.
    const file = JSON.parse(await readFile(path.join(dataDir, 'slots', `${reopened.view.slot.id}.json`), 'utf8'));
    const lines = (await readFile(path.join(dataDir, 'slots', `${reopened.view.slot.id}.actions.jsonl`), 'utf8')).split('\n').slice(0, -1);
    const replayed = replayGame(findRuleset('deathmaze')!, file.game.seed, file.game.setup, lines.map((l) => JSON.parse(l) as unknown));
    expect(replayed.ok && JSON.stringify(replayed.game.rng)).toBe(JSON.stringify(file.game.rng));
    expect(replayed.ok && JSON.parse(JSON.stringify(replayed.game.state))).toEqual(JSON.parse(JSON.stringify(view.state)));
  });

  it('refuses a bad seed with the reason and writes nothing', async () => {
    const result = await call('slots:create', { name: 'Bad', rulesetId: 'deathmaze', seed: 'K7QM-2XP!', setup: party });
    expect(result).toMatchObject({ ok: false, error: { code: 'rejected' } });
    expect(!result.ok && result.error.message).toMatch(/seed/);
    expect(await readdir(path.join(dataDir, 'slots')).catch(() => [])).toEqual([]);
  });

  it('refuses an unknown ruleset and an illegal action with a clear message', async () => {
    expect(await call('slots:create', { name: 'X', rulesetId: 'chess', seed: 'K7QM-2XPD', setup: party })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(await call('session:act', { action: { type: 'explore' } })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    value(await call('slots:create', { name: 'Y', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party }));
    const bad = await call('session:act', { action: { type: 'teleport' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'rejected' } });
  });

  it('renames, duplicates and deletes slots, keeping names unique', async () => {
    const a = value(await call('slots:create', { name: 'Alpha', rulesetId: 'deathmaze', seed: 'AAAA-AAAA', setup: party }));
    const id = a.view.slot.id;
    expect(value(await call('slots:rename', { id, name: 'Beta' })).name).toBe('Beta');
    expect(value(await call('session:current', {}))?.view.slot.name).toBe('Beta');
    const copy = value(await call('slots:duplicate', { id, name: 'Gamma' }));
    expect(await call('slots:rename', { id: copy.id, name: 'beta' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    value(await call('slots:delete', { id }));
    expect(value(await call('session:current', {}))).toBeNull();
    const names = value(await call('slots:list', {})).map((l) => (l.readable ? l.meta.name : l.file));
    expect(names).toEqual(['Gamma']);
  });

  it('answers every malformed payload with a typed error and never throws', async () => {
    const channels = ['slots:open', 'slots:rename', 'slots:create', 'session:act', 'rules:reference', 'slots:list', 'nope', 42, null];
    const payloads = [undefined, null, 7, 'x', [], { id: 5 }, { id: '../../etc/passwd' }, { name: '' }, { extra: true }, { id: 'a'.repeat(200) }];
    for (const channel of channels) {
      for (const payload of payloads) {
        const result = await rawCall(channel, payload);
        if (!result.ok) {
          expect(['invalid-payload', 'unknown-channel', 'not-found']).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }
    }
    expect(await readdir(path.join(dataDir, 'slots')).catch(() => [])).toEqual([]);
  });

  it('draws readable random seeds and serves the reference tables', async () => {
    const { seed } = value(await call('seed:random', {}));
    expect(seed).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const reference = value(await call('rules:reference', { rulesetId: 'deathmaze' }));
    expect(reference.tables.length).toBeGreaterThan(0);
    expect(reference.tables.every((t) => /^\d+\.\d+$/.test(t.section))).toBe(true);
  });
});

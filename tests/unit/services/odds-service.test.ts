import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import type { IpcEvents, IpcRequest, OddsStarted } from '../../../shared/ipc/contract';
import { appServices, PARTY, playGame, services as slotServices, tempDataDir } from './helpers';

let root: string;
let cleanup: () => Promise<void>;
let app: AppServices;
let events: { name: string; payload: unknown }[];
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-odds-'));
  app = appServices({ dataDir: path.join(root, 'data'), appVersion: '0.1.0-test', host: 'web' });
  events = [];
  app.events.subscribe((name, payload) => events.push({ name, payload }));
});
afterEach(async () => {
  app.odds.cancelAll();
  await cleanup();
});

const finished = (runId: string) =>
  new Promise<IpcEvents['odds:finished']>((resolve) => {
    const unsubscribe = app.events.subscribe((name, payload) => {
      if (name === 'odds:finished' && (payload as IpcEvents['odds:finished']).runId === runId) {
        unsubscribe();
        resolve(payload as IpcEvents['odds:finished']);
      }
    });
  });

/** odds:start through the validating dispatcher, as the window calls it. */
async function start(request: IpcRequest<'odds:start'>): Promise<OddsStarted> {
  const result = await dispatch(app.handlers, 'odds:start', request);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as OddsStarted;
}

// Worker threads load (under tsx, compile) the engine afresh: room for a busy machine, nothing timed.
describe('odds:start and odds:cancel', () => {
  it('answers at once, reports progress on the event channel, and finishes with the summary of every game', async () => {
    const started = await start({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: PARTY }, games: 30, seed: 'ODDS-0001' });
    expect(started).toMatchObject({ runId: expect.stringMatching(/^odds-\d+$/), games: 30, seed: 'ODDS-0001' });
    // Other calls are answered while it plays.
    expect(await dispatch(app.handlers, 'slots:list', {})).toMatchObject({ ok: true });
    const end = await finished(started.runId);
    expect(end).toMatchObject({ outcome: 'done', summary: { games: 30 } });
    const progress = events.filter((e) => e.name === 'odds:progress').map((e) => e.payload as IpcEvents['odds:progress']);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toEqual({ runId: started.runId, done: 30, total: 30 });
  });

  it('names the money as the ruleset’s autoplayer does: Bezants for Deathmaze, Gold Marks for Citadel of Blood', async () => {
    const deathmaze = await start({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: PARTY }, games: 100_000 });
    const citadel = await start({ source: { kind: 'setup', rulesetId: 'citadel', setup: {} }, games: 100_000 });
    app.odds.cancelAll();
    expect([deathmaze.money, citadel.money]).toEqual(['Bezants', 'Gold Marks']);
  });

  it('cancels a run and reports the games it finished', async () => {
    const started = await start({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: PARTY }, games: 100_000 });
    const end = finished(started.runId);
    expect(await dispatch(app.handlers, 'odds:cancel', { runId: started.runId })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await end).toMatchObject({ outcome: 'cancelled' });
    expect(await dispatch(app.handlers, 'odds:cancel', { runId: started.runId })).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('refuses what cannot be simulated with a plain message', async () => {
    const call = (request: unknown) => dispatch(app.handlers, 'odds:start', request);
    expect(await call({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: PARTY }, games: 0 })).toMatchObject({ ok: false, error: { code: 'invalid-payload', message: expect.stringMatching(/at least one/) } });
    expect(await call({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: PARTY }, games: 1e6 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/At most 100,000/) } });
    expect(await call({ source: { kind: 'setup', rulesetId: 'chess', setup: PARTY }, games: 5 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await call({ source: { kind: 'setup', rulesetId: 'deathmaze', setup: { party: [] } }, games: 5 })).toMatchObject({ ok: false, error: { code: 'invalid-payload', message: expect.stringMatching(/^The party cannot be simulated/) } });
    expect(await call({ source: { kind: 'slot', id: '0b5c2a4e-0000-4000-8000-000000000000' }, games: 5 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await dispatch(app.handlers, 'odds:cancel', { runId: 'nope' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it('simulates from a slot’s saved state', async () => {
    const { session } = slotServices(path.join(root, 'data'));
    const id = await playGame(session, 'Under way', 4);
    const started = await start({ source: { kind: 'slot', id }, games: 10, seed: 'SLOT-0001' });
    const end = await finished(started.runId);
    expect(end).toMatchObject({ outcome: 'done', summary: { games: 10, survival: { of: 20 } } });
  });
});

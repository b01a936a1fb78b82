import { mkdir, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import { SlotStore } from '../../../electron/services/slot-store';
import type { IpcChannel, IpcResponse } from '../../../shared/ipc/contract';
import { appServices, PARTY, slotOnDisk, tempDataDir } from './helpers';

/**
 * Issue 15: an action is answered (and painted) before its save's fsyncs, and acknowledged only by the save's
 * outcome. These tests hold the store's save at a gate the test opens, so the order is forced, never timed.
 */
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-early-')));
afterEach(async () => cleanup());

type App = AppServices;

async function invoke<C extends IpcChannel>(app: App, channel: C, request: unknown): Promise<IpcResponse<C>> {
  const result = await dispatch(app.handlers, channel, request);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as IpcResponse<C>;
}

/** Makes each save of the store wait, before it starts writing, until the test calls the returned `open`. */
function gateSaves(store: SlotStore): { open: () => void; started: () => number } {
  const realSave = store.save.bind(store);
  const gates: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  let started = 0;
  store.save = async (...args: Parameters<SlotStore['save']>) => {
    started++;
    await new Promise<void>((resolve) => {
      if (gates.length > 0) {
        gates.shift()!();
        resolve();
      } else waiting.push(resolve);
    });
    return realSave(...args);
  };
  return {
    open: () => {
      const next = waiting.shift();
      if (next) next();
      else gates.push(() => undefined);
    },
    started: () => started,
  };
}

/** Lets every promise that can settle now settle (the gate holds the save, so nothing else is pending). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function newGame(app: App, name: string) {
  const created = await invoke(app, 'slots:create', { name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
  return created;
}

describe('an action painted before its save (issue 15)', () => {
  it('answers before the save ends, marked saving; is acknowledged only once on disk; other windows hear only then', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const created = await newGame(app, 'Early');
    const id = created.view.slot.id;
    const heard: unknown[] = [];
    app.events.subscribe((name, payload) => {
      if (name === 'session:changed') heard.push(payload);
    });
    const gate = gateSaves(app.store);

    const early = await invoke(app, 'session:act', { action: created.view.choices[0]!.action });
    // The answer went out before the save began (the save's synchronous start, its schema check and serialisation,
    // no longer delays it), and the save then starts and waits at the gate: the move is shown, marked as saving, and
    // nothing is on disk.
    expect(gate.started()).toBe(0);
    await settle();
    expect(gate.started()).toBe(1);
    expect(early.view.slot.actionCount).toBe(1);
    expect(early.view.saveStatus).toEqual({ saved: false, saving: true });
    expect(early.events.length).toBeGreaterThan(0);
    expect((await slotOnDisk(dataDir, id))?.ok && (await slotOnDisk(dataDir, id))).toMatchObject({ file: { meta: { actionCount: 0 } } });
    // A window that reloads meanwhile is shown the move as saving too, never as saved.
    expect((await invoke(app, 'session:current', {}))?.view.saveStatus).toEqual({ saved: false, saving: true });

    let outcome: IpcResponse<'session:save-outcome'> | undefined;
    const asked = invoke(app, 'session:save-outcome', { revision: early.view.revision }).then((o) => (outcome = o));
    // A second action (another window) waits for the first one's save: it is not applied to a game not yet saved.
    let second: IpcResponse<'session:act'> | undefined;
    const secondCall = invoke(app, 'session:act', { action: early.view.choices[0]!.action }).then((a) => (second = a));
    await settle();
    expect(outcome).toBeUndefined();
    expect(second).toBeUndefined();
    expect(heard).toEqual([]);

    gate.open();
    await asked;
    expect(outcome).toEqual({ saved: true, revision: early.view.revision + 1 });
    expect((await slotOnDisk(dataDir, id))?.ok && (await slotOnDisk(dataDir, id))).toMatchObject({ file: { meta: { actionCount: 1 } } });
    expect(heard).toEqual([{ slotId: id, revision: early.view.revision + 1 }]);

    // Only then is the second action applied, on the saved game.
    await settle();
    expect(gate.started()).toBe(2);
    gate.open();
    await secondCall;
    expect(second?.view.slot.actionCount).toBe(2);
    expect(await invoke(app, 'session:save-outcome', { revision: second!.view.revision })).toEqual({ saved: true, revision: second!.view.revision + 1 });
  });

  it('a failed save undoes the move: main and the answer go back to the last save, and the next move saves whole', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const created = await newGame(app, 'Undone');
    const id = created.view.slot.id;
    const first = await invoke(app, 'session:act', { action: created.view.choices[0]!.action });
    const firstSaved = await invoke(app, 'session:save-outcome', { revision: first.view.revision });
    expect(firstSaved.saved).toBe(true);
    const before = await invoke(app, 'session:current', {});

    // The actions file becomes a folder: the save appends the log, then fails on the actions (a half-done save).
    const actions = path.join(dataDir, 'slots', `${id}.actions.jsonl`);
    await rename(actions, `${actions}.away`);
    await mkdir(actions);
    const early = await invoke(app, 'session:act', { action: first.view.choices[0]!.action });
    expect(early.view.slot.actionCount).toBe(2);
    const outcome = await invoke(app, 'session:save-outcome', { revision: early.view.revision });
    if (outcome.saved) throw new Error('the save was expected to fail');
    expect(outcome.message).toMatch(/^Not saved: .+ That move was undone: the game is back where it was last saved, and nothing saved before is lost\./);
    // The game the answer carries is the one saved before the move: same actions, state, choices and log.
    expect(outcome.view.slot.actionCount).toBe(1);
    expect(outcome.view.state).toEqual(before?.view.state);
    expect(outcome.view.choices).toEqual(before?.view.choices);
    expect(outcome.view.saveStatus).toEqual({ saved: true });
    expect(outcome.log).toEqual(before?.log);
    expect((await invoke(app, 'session:current', {}))?.view.state).toEqual(before?.view.state);

    await rmdir(actions);
    await rename(`${actions}.away`, actions);
    // The same move again: the log line the failed save left past the saved header is cut off, and the slot replays.
    const again = await invoke(app, 'session:act', { action: first.view.choices[0]!.action });
    expect(again.events).toEqual(early.events);
    expect((await invoke(app, 'session:save-outcome', { revision: again.view.revision })).saved).toBe(true);
    await invoke(app, 'session:close', {});
    const opened = await new SlotStore(dataDir).open(id);
    expect(opened.verified).toBe('ok');
    expect(opened.file.meta.actionCount).toBe(2);
    expect(opened.file.log).toEqual([...(before?.log.entries ?? []), ...early.events]);
  });

  it('closing the game waits for a save under way: what was painted is on disk before the slot is let go', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const created = await newGame(app, 'Closed');
    const id = created.view.slot.id;
    const gate = gateSaves(app.store);
    const early = await invoke(app, 'session:act', { action: created.view.choices[0]!.action });
    let closed = false;
    const closing = invoke(app, 'session:close', {}).then(() => (closed = true));
    await settle();
    expect(closed).toBe(false);
    gate.open();
    await closing;
    expect(await invoke(app, 'session:save-outcome', { revision: early.view.revision })).toEqual({ saved: true, revision: early.view.revision + 1 });
    expect((await slotOnDisk(dataDir, id))?.ok && (await slotOnDisk(dataDir, id))).toMatchObject({ file: { meta: { actionCount: 1 } } });
  });

  it('an action the rules refuse is refused at once, and an unknown outcome is an error, never a wait', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    await newGame(app, 'Refused');
    const refused = await dispatch(app.handlers, 'session:act', { action: { type: 'no-such-action' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected' } });
    const unknown = await dispatch(app.handlers, 'session:save-outcome', { revision: 999 });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found', message: expect.stringMatching(/no longer waiting/) } });
  });
});

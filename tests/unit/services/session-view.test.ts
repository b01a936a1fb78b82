import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import type { IpcChannel, IpcResponse } from '../../../shared/ipc/contract';
import { appServices, PARTY, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
let apps: AppServices[] = [];
beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-sessionview-'));
  apps = [];
});
afterEach(async () => {
  // An action is answered before its save (issue 15): closing the game waits for that save, which would otherwise
  // still be writing its backup while the folder is removed (ENOTEMPTY, seen once on a loaded machine).
  for (const app of apps) await dispatch(app.handlers, 'session:close', {});
  await cleanup();
});

function newApp(): AppServices {
  const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
  apps.push(app);
  return app;
}

async function invoke<C extends IpcChannel>(app: AppServices, channel: C, request: unknown): Promise<IpcResponse<C>> {
  const result = await dispatch(app.handlers, channel, request);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as IpcResponse<C>;
}

describe('the session view the shell draws from', () => {
  it('carries the ruleset’s view model, made in main, and keeps it current after each action', async () => {
    const app = newApp();
    const created = await invoke(app, 'slots:create', { name: 'View', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const view = created.view.view;
    expect(view.phase).toMatchObject({ title: 'Exploring', ended: false });
    expect(view.people.map((p) => p.name)).toEqual(PARTY.party.map((m) => m.name));
    expect(view.map?.kind).toBe('tiles');
    // Every choice is grouped; the first move goes through the shell's own channel and the view follows it.
    expect(created.view.choices.every((c) => typeof c.group === 'string')).toBe(true);
    const move = created.view.choices.find((c) => c.group === 'Where to go')!;
    const after = await invoke(app, 'session:act', { action: move.action });
    // Into unknown darkness a chit is drawn: laid at once, or waiting for the player to choose how it faces.
    const laid = (v: typeof view) => Number(v.facts.find((f) => f.label === 'Chits laid')!.value);
    const next = after.view.view;
    expect(next.phase.kind === 'placing' || laid(next) === laid(view) + 1).toBe(true);
  });

  it('announces each change of the live game by slot and revision only, the revision the answer’s own view carries', async () => {
    const app = newApp();
    const heard: unknown[] = [];
    app.events.subscribe((name, payload) => {
      if (name === 'session:changed') heard.push(payload);
    });
    const created = await invoke(app, 'slots:create', { name: 'Heard', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const id = created.view.slot.id;
    const first = await invoke(app, 'session:act', { action: created.view.choices[0]!.action });
    // The action is answered before its save (issue 15); the other windows hear of it once it is saved.
    expect(first.view.saveStatus).toEqual({ saved: false, saving: true });
    const firstSaved = await invoke(app, 'session:save-outcome', { revision: first.view.revision });
    const second = await invoke(app, 'session:act', { action: first.view.choices[0]!.action });
    const secondSaved = await invoke(app, 'session:save-outcome', { revision: second.view.revision });
    if (!firstSaved.saved || !secondSaved.saved) throw new Error('a save failed');
    // Each action moves the revision on; what the other windows hear names it, and nothing of the view itself.
    expect(new Set([created.view.revision, first.view.revision, firstSaved.revision, second.view.revision, secondSaved.revision]).size).toBe(5);
    await invoke(app, 'session:current', {});
    expect(heard).toEqual([
      { slotId: id, revision: created.view.revision },
      { slotId: id, revision: firstSaved.revision },
      { slotId: id, revision: secondSaved.revision },
    ]);
    // A window that asks is shown the revision it heard; closing the game is announced as no game at all.
    expect((await invoke(app, 'session:current', {}))?.view).toMatchObject({ revision: secondSaved.revision, saveStatus: { saved: true } });
    await invoke(app, 'session:close', {});
    expect(heard.at(-1)).toBeNull();
  });
});

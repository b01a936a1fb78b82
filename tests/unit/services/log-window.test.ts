import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import { GameSession } from '../../../electron/services/game-session';
import { newSlotFor } from '../../../electron/services/slot-store';
import { startGame } from '../../../shared/engine/game';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { LOG_WINDOW, type IpcChannel, type IpcResponse } from '../../../shared/ipc/contract';
import { findRuleset } from '../../../shared/rulesets/registry';
import { appServices, logPath, PARTY, playGame, services, slotPath, step, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-logwindow-'));
});
afterEach(async () => cleanup());

const LONG = 20_000;

/** The synthetic entry `i` of a long log: its text says which one it is. */
function entry(i: number): GameEvent {
  return i % 3 === 0
    ? { kind: 'message', text: `Entry ${i + 1}`, section: '5.1' }
    : {
        kind: 'roll',
        text: `Entry ${i + 1}`,
        section: '5.27',
        tableId: 'wandering-monster-check',
        cell: { row: (i % 6) + 1 },
        roll: { code: '1D6', section: '5.27', table: 'Wandering monster check', faces: [(i % 6) + 1], values: [(i % 6) + 1], modifiers: [], total: (i % 6) + 1 },
      };
}

/** A real game (it replays) with a 20,000-entry log: the log is not checked against the game except when rebuilt. */
async function longSlot(app: AppServices): Promise<string> {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'K7QM-2XPD', PARTY);
  if (!started.ok) throw new Error(started.message);
  const file = await app.store.create(newSlotFor(ruleset, started.game, { name: 'Long campaign', appVersion: '0.1.0-test', log: Array.from({ length: LONG }, (_, i) => entry(i)) }));
  return file.meta.id;
}

async function invoke<C extends IpcChannel>(app: AppServices, channel: C, request: unknown): Promise<IpcResponse<C>> {
  const result = await dispatch(app.handlers, channel, request);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as IpcResponse<C>;
}

const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
const range = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, k) => `Entry ${from + k + 1}`);

describe('the log window of a long campaign', () => {
  it('opens with the newest entries in order and the total, and pages back through every older entry exactly', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const id = await longSlot(app);
    const fresh = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const opened = await invoke(fresh, 'slots:open', { id });
    expect(opened.notice).toBeUndefined();
    expect(opened.log.total).toBe(LONG);
    expect(opened.log.start).toBe(LONG - LOG_WINDOW);
    expect(texts(opened.log.entries)).toEqual(range(LONG - LOG_WINDOW, LONG));
    expect(await invoke(fresh, 'session:current', {})).toMatchObject({ log: { start: LONG - LOG_WINDOW, total: LONG } });

    // Page back to the start, a thousand at a time, and the pages join into the whole log.
    const seen: string[] = texts(opened.log.entries);
    let before = opened.log.start;
    while (before > 0) {
      const page = await invoke(fresh, 'session:log-page', { before, limit: 1000 });
      expect(page.total).toBe(LONG);
      expect(page.start + page.entries.length).toBe(before);
      seen.unshift(...texts(page.entries));
      before = page.start;
    }
    expect(seen).toEqual(range(0, LONG));

    // Pages that reach into the window, past the end, or before the start are cut to what exists.
    expect(texts((await invoke(fresh, 'session:log-page', { before: LONG - 10, limit: 20 })).entries)).toEqual(range(LONG - 30, LONG - 10));
    expect(await invoke(fresh, 'session:log-page', { before: LONG + 50, limit: 5 })).toMatchObject({ start: LONG - 5, total: LONG });
    expect(await invoke(fresh, 'session:log-page', { before: 0, limit: 5 })).toEqual({ entries: [], start: 0, total: LONG });
  });

  it('a page request with a bad payload or no open game gets a typed error', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    for (const request of [{ before: -1, limit: 5 }, { before: 5, limit: 5000 }, { before: 5 }, { before: 5, limit: 5, slot: 'x' }, null]) {
      expect(await dispatch(app.handlers, 'session:log-page', request)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(await dispatch(app.handlers, 'session:log-page', { before: 5, limit: 5 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('actions after opening append to the log file: counts stay right and a reopen shows them after the old entries', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const id = await longSlot(app);
    const { session } = services(dataDir);
    await session.open(id);
    const played: GameEvent[] = [];
    for (let i = 0; i < 3; i++) played.push(...(await step(session)).events);
    const total = LONG + played.length;

    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { logEntries: number };
    expect(header.logEntries).toBe(total);
    expect((await readFile(logPath(dataDir, id), 'utf8')).trimEnd().split('\n')).toHaveLength(total);

    session.close();
    const reopened = await services(dataDir).session.open(id);
    expect(reopened.notice).toBeUndefined();
    expect(reopened.log.total).toBe(total);
    expect(reopened.log.entries.slice(-played.length)).toEqual(played);
    expect(texts(reopened.log.entries.slice(0, -played.length))).toEqual(range(total - LOG_WINDOW, LONG));
    // No backup and nothing in the damaged folder: only appends happened.
    expect(await readdir(path.join(dataDir, 'damaged')).catch(() => [])).toEqual([]);
  });
});

describe('the log window of a real game (small window)', () => {
  /** A session whose window is 3 entries, so a short real game has older entries to page. */
  const smallSession = (): GameSession => new GameSession(services(dataDir).store, '0.1.0-test', 3);

  it('a damaged older line is found by the log hash just after the open answers, rebuilt by replay and reported', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Paged', 5);
    const whole = (await services(dataDir).store.read(id)).log;
    session.close();
    const lines = (await readFile(logPath(dataDir, id), 'utf8')).split('\n');
    lines[1] = '{"kind":"message","text":';
    await writeFile(logPath(dataDir, id), lines.join('\n'));

    const paged = smallSession();
    let toldLater = 0;
    paged.onChangedLater(() => toldLater++);
    // The answer comes before the whole log is hashed: the tail it shows is good, and nothing is said yet.
    const opened = await paged.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.view.lateNotice).toBeUndefined();
    await paged.logChecked();
    // Then the check finds the damage, repairs the log from the replay and says so in every view from then on.
    expect(toldLater).toBe(1);
    const current = paged.current()!;
    expect(current.view.revision).toBe(opened.view.revision + 1);
    expect(current.view.lateNotice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/rebuilt the log/) });
    expect(current.view.lateNotice?.movedTo).toMatch(/damaged[\\/].*\.log\.jsonl$/);
    expect(current.log).toEqual({ entries: whole.slice(-3), start: whole.length - 3, total: whole.length });

    const page = await paged.logPage(current.log.start, 100);
    expect(page.entries).toEqual(whole.slice(0, -3));
    expect(page.notice).toBeUndefined();
    // The log file on disk is whole again, and play goes on appending to it.
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
    const { events } = await step(paged);
    expect((await services(dataDir).store.read(id)).log).toEqual([...whole, ...events]);
  });

  it('an action sent at once after the open waits for the late log check, whose repair it then carries', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Eager', 5);
    const whole = (await services(dataDir).store.read(id)).log;
    session.close();
    const lines = (await readFile(logPath(dataDir, id), 'utf8')).split('\n');
    lines[0] = lines[0]!.replace('"text":"', '"text":"Changed by hand: ');
    await writeFile(logPath(dataDir, id), lines.join('\n'));

    const paged = smallSession();
    const opened = await paged.open(id);
    expect(opened.notice).toBeUndefined();
    const acted = await step(paged);
    expect(acted.view.lateNotice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/does not match the game from entry 1 /) });
    expect((await services(dataDir).store.read(id)).log).toEqual([...whole, ...acted.events]);
  });

  it('a good log raises no late notice and changes nothing after the open', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Sound', 5);
    session.close();
    const paged = smallSession();
    let toldLater = 0;
    paged.onChangedLater(() => toldLater++);
    const opened = await paged.open(id);
    await paged.logChecked();
    expect(toldLater).toBe(0);
    expect(paged.current()!.view).toMatchObject({ revision: opened.view.revision });
    expect(paged.current()!.view.lateNotice).toBeUndefined();
    expect(await readdir(path.join(dataDir, 'damaged')).catch(() => [])).toEqual([]);
  });

  it('a damaged line in the tail is still found on open and rebuilt from the game', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Tail', 5);
    const whole = (await services(dataDir).store.read(id)).log;
    session.close();
    const lines = (await readFile(logPath(dataDir, id), 'utf8')).split('\n');
    lines[whole.length - 1] = '{"kind":7,"text":"x"}';
    await writeFile(logPath(dataDir, id), lines.join('\n'));

    const opened = await smallSession().open(id);
    expect(opened.notice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/rebuilt the log/) });
    expect(opened.log).toEqual({ entries: whole.slice(-3), start: whole.length - 3, total: whole.length });
  });

  it('a session opened on the tail appends each action to the log file and pages across old and new entries', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Appends', 4);
    const whole = (await services(dataDir).store.read(id)).log;
    session.close();
    const paged = smallSession();
    await paged.open(id);
    const { events } = await step(paged);
    const { events: more } = await step(paged);
    expect((await services(dataDir).store.read(id)).log).toEqual([...whole, ...events, ...more]);
    expect(await paged.logPage(whole.length + events.length + more.length, 1000)).toMatchObject({ start: 0, entries: [...whole, ...events, ...more] });
  });
});

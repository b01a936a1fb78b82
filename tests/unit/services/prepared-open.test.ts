import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameSession } from '../../../electron/services/game-session';
import { logPath, playGame, services, slotOnDisk, slotPath, snapshot, step, tempDataDir } from './helpers';

/**
 * Issue 15: the title screen's "Continue" is read ahead by main (`prepare`) while the player looks at the list, and
 * the click (`openPrepared`) only claims the slot and checks that its files did not change. Nothing a player relies
 * on may be lost: a slot changed on disk in between is read afresh, and damage is still found and reported.
 */
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-prepared-')));
afterEach(async () => cleanup());

async function played(name: string, actions: number): Promise<string> {
  const { session } = services(dataDir);
  const id = await playGame(session, name, actions);
  session.close();
  return id;
}

async function prepareOrFail(session: GameSession, id: string) {
  const prepared = await session.prepare(id);
  if (!prepared) throw new Error('the slot was not read ahead');
  return prepared;
}

describe('opening the slot read ahead (issue 15)', () => {
  it('answers only a revision, and the live game is the one the read-ahead showed, as an ordinary open shows it', async () => {
    const id = await played('Ahead', 5);
    const { session } = services(dataDir);
    const prepared = await prepareOrFail(session, id);
    const opened = await session.openPrepared(id, prepared.token);
    expect(opened).toEqual({ kind: 'prepared', revision: expect.any(Number) });
    await session.logChecked();
    const live = session.current()!;
    expect({ ...prepared.view, revision: 0 }).toEqual({ ...live.view, revision: 0 });
    expect(prepared.log).toEqual(live.log);
    // The same as a fresh open by another session.
    session.close();
    const other = services(dataDir).session;
    const fresh = await other.open(id);
    expect(fresh.view.state).toEqual(prepared.view.state);
    expect(fresh.view.choices).toEqual(prepared.view.choices);
    expect(fresh.log).toEqual(prepared.log);
    other.close();
  });

  it('any slot, not only the latest, read ahead (the pointer resting on its Continue) opens as an ordinary open shows it', async () => {
    const older = await played('Older', 7);
    const latest = await played('Latest', 3);
    const { session } = services(dataDir);
    // The title screen read the latest ahead; then the player's pointer rests on the older slot's Continue.
    await prepareOrFail(session, latest);
    const prepared = await prepareOrFail(session, older);
    expect(await session.openPrepared(older, prepared.token)).toMatchObject({ kind: 'prepared' });
    await session.logChecked();
    const live = session.current()!;
    expect(live.view.slot.id).toBe(older);
    expect({ ...prepared.view, revision: 0 }).toEqual({ ...live.view, revision: 0 });
    session.close();
    const other = services(dataDir).session;
    const fresh = await other.open(older);
    expect(fresh.view.slot.actionCount).toBe(7);
    expect({ ...fresh.view, revision: 0 }).toEqual({ ...prepared.view, revision: 0 });
    expect(fresh.log).toEqual(prepared.log);
    other.close();
    // The one read before it is no longer held: its token opens that slot afresh, as it is on disk.
    const { session: again } = services(dataDir);
    const first = await prepareOrFail(again, latest);
    await prepareOrFail(again, older);
    const reopened = await again.openPrepared(latest, first.token);
    expect(reopened.kind).toBe('opened');
    if (reopened.kind === 'opened') expect(reopened.view.slot.actionCount).toBe(3);
    again.close();
  });

  it('the game opened so plays on and saves: the next action lands in the slot with its log', async () => {
    const id = await played('Plays on', 5);
    const { session } = services(dataDir);
    const prepared = await prepareOrFail(session, id);
    await session.openPrepared(id, prepared.token);
    const stepped = await step(session);
    expect(stepped.notSaved).toBeUndefined();
    session.close();
    const decoded = await slotOnDisk(dataDir, id);
    if (!decoded?.ok) throw new Error('the slot does not read after the action');
    expect(decoded.file.game.actions).toHaveLength(6);
    expect(decoded.file.log.slice(-stepped.events.length)).toEqual(stepped.events);
    expect(decoded.file.log).toHaveLength(prepared.log.total + stepped.events.length);
  });

  it('a slot played elsewhere after it was read ahead is read afresh on the click', async () => {
    const id = await played('Changed', 5);
    const { session } = services(dataDir);
    const prepared = await prepareOrFail(session, id);
    // Another Mazewright (its own store) plays one more action meanwhile.
    const elsewhere = services(dataDir).session;
    await elsewhere.open(id);
    await step(elsewhere);
    elsewhere.close();
    const opened = await session.openPrepared(id, prepared.token);
    expect(opened.kind).toBe('opened');
    if (opened.kind !== 'opened') return;
    expect(opened.view.slot.actionCount).toBe(6);
    expect(opened.log.total).toBeGreaterThan(prepared.log.total);
    session.close();
  });

  it('a log damaged after it was read ahead is found on the click and the player told', async () => {
    const id = await played('Damaged later', 5);
    const { session } = services(dataDir);
    const prepared = await prepareOrFail(session, id);
    const text = await readFile(logPath(dataDir, id), 'utf8');
    await writeFile(logPath(dataDir, id), text.replace(/"text":"./, '"text":"X'));
    const opened = await session.openPrepared(id, prepared.token);
    await session.logChecked();
    const notice = (opened.kind === 'opened' ? opened.notice : undefined) ?? session.current()!.view.lateNotice;
    expect(notice?.kind).toBe('repaired');
    expect(notice?.message).toMatch(/nothing was lost/);
    session.close();
  });

  it('a log whose damage only its whole hash shows is reported just after the click, as after any open', async () => {
    const id = await played('Damaged before', 5);
    const text = await readFile(logPath(dataDir, id), 'utf8');
    const lines = text.split('\n').filter((l) => l !== '');
    // The oldest entry's words changed: read ahead, nothing looks wrong until the whole log is hashed.
    lines[0] = lines[0]!.replace(/"text":"./, '"text":"X');
    await writeFile(logPath(dataDir, id), `${lines.join('\n')}\n`);
    const { session } = services(dataDir);
    const prepared = await prepareOrFail(session, id);
    expect(await session.openPrepared(id, prepared.token)).toMatchObject({ kind: 'prepared' });
    await session.logChecked();
    expect(session.current()!.view.lateNotice?.kind).toBe('repaired');
    session.close();
  });

  it('a slot that needs repairing is not read ahead, nothing is written, and the open repairs it and says so', async () => {
    const id = await played('Header wrong', 5);
    const header = await readFile(slotPath(dataDir, id), 'utf8');
    await writeFile(slotPath(dataDir, id), header.replace(/"actionCount": (\d+)/, (_, n: string) => `"actionCount": ${Number(n) + 5}`));
    const { session } = services(dataDir);
    const before = await snapshot(dataDir);
    expect(await session.prepare(id)).toBeNull();
    expect(await snapshot(dataDir)).toEqual(before);
    const opened = await session.open(id);
    expect(opened.notice?.kind).toBe('repaired');
    session.close();
  });

  it('reading ahead claims and writes nothing: another Mazewright may still open the slot', async () => {
    const id = await played('Unclaimed', 3);
    const { session } = services(dataDir);
    const before = await snapshot(dataDir);
    await prepareOrFail(session, id);
    expect(await snapshot(dataDir)).toEqual(before);
    const elsewhere = services(dataDir).session;
    await expect(elsewhere.open(id)).resolves.toMatchObject({ view: { slot: { id } } });
    elsewhere.close();
  });

  it('a token that is not the latest read-ahead (another slot read since, a rename) opens the slot afresh', async () => {
    const first = await played('First', 3);
    const second = await played('Second', 3);
    const { session } = services(dataDir);
    const old = await prepareOrFail(session, first);
    await prepareOrFail(session, second);
    const opened = await session.openPrepared(first, old.token);
    expect(opened.kind).toBe('opened');
    session.close();
    const again = await prepareOrFail(session, first);
    session.renamed(first, 'First, renamed');
    expect((await session.openPrepared(first, again.token)).kind).toBe('opened');
    session.close();
  });
});

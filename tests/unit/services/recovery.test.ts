import { appendFile, copyFile, mkdir, readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/services/api-error';
import { SlotError } from '../../../electron/services/slot-store';
import { SLOT_SCHEMA_VERSION, type SlotFile } from '../../../shared/saves/slot-schema';
import { logPath, playGame, services, slotPath, snapshot, step, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-recovery-')));
afterEach(async () => cleanup());

const readJson = async (file: string): Promise<SlotFile> => JSON.parse(await readFile(file, 'utf8')) as SlotFile;

async function backupCounts(id: string): Promise<number[]> {
  const dir = path.join(dataDir, 'backups', id);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => (await readJson(path.join(dir, n))).meta.actionCount));
}

describe('rotating backups', () => {
  it('keeps the three previous saves of a slot, oldest dropped first', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Rotation', 6);
    expect((await readJson(slotPath(dataDir, id))).meta.actionCount).toBe(6);
    expect(await backupCounts(id)).toEqual([3, 4, 5]);
  });

  it('keeps as many as asked', async () => {
    const { session } = services(dataDir, { backupsKept: 5 });
    const id = await playGame(session, 'Five', 8);
    expect(await backupCounts(id)).toEqual([3, 4, 5, 6, 7]);
  });
});

/** Each way a slot file can go bad, applied to the text of a good save. */
const corruptions: Record<string, { damage: (text: string) => string; lost: number | undefined; listed: RegExp }> = {
  truncated: { damage: (t) => t.slice(0, Math.floor(t.length * 0.6)), lost: 1, listed: /cut off or corrupted/ },
  'not JSON': { damage: () => 'PK\u0003\u0004 this is a zip now', lost: undefined, listed: /not a Mazewright save \(not JSON\)/ },
  empty: { damage: () => '', lost: undefined, listed: /the file is empty/ },
  'fails validation': {
    damage: (t) => JSON.stringify({ ...(JSON.parse(t) as SlotFile), game: { ...(JSON.parse(t) as SlotFile).game, rng: 'lost' } }),
    lost: 1,
    listed: /game\.rng: expected array/,
  },
  'foreign JSON': { damage: () => JSON.stringify({ theme: 'dark' }), lost: undefined, listed: /holds JSON, but not a save slot/ },
};

describe('recovering a damaged slot from its newest good backup', () => {
  for (const [kind, { damage, lost, listed }] of Object.entries(corruptions)) {
    it(`${kind}: keeps the bad file, restores the previous save and says what was lost`, async () => {
      const { store, session } = services(dataDir);
      const id = await playGame(session, `Damaged ${kind}`, 4);
      session.close();
      const good = await readFile(slotPath(dataDir, id), 'utf8');
      const bad = damage(good);
      await writeFile(slotPath(dataDir, id), bad);

      const listing = (await store.list()).find((l) => !l.readable && l.id === id);
      expect(listing).toMatchObject({ readable: false, recoverable: true, message: expect.stringMatching(listed) });
      expect(listing && !listing.readable && listing.message).toMatch(/Open it to restore its most recent backup\.$/);

      const opened = await session.open(id);
      expect(opened.notice?.kind).toBe('recovered');
      expect(opened.notice?.actionsLost).toBe(lost);
      expect(opened.notice?.message).toMatch(listed);
      expect(opened.notice?.message).toMatch(/, so it could not be used\. The damaged file was kept as /);
      expect(opened.notice?.message).toMatch(lost === 1 ? /The last action played since that backup is lost\./ : /Anything played after that backup is lost\./);
      expect(opened.view.slot.actionCount).toBe(3);
      expect(opened.view.slot.name).toBe(`Damaged ${kind}`);
      // The damaged bytes are kept, byte for byte, in the damaged folder.
      const movedTo = opened.notice!.movedTo!;
      expect(path.dirname(movedTo)).toBe(path.join(dataDir, 'damaged'));
      expect(await readFile(movedTo, 'utf8')).toBe(bad);
      // The slot is good again and the game goes on from the restored save.
      expect((await store.read(id)).meta.actionCount).toBe(3);
      expect((await store.list()).find((l) => l.readable && l.meta.id === id)).toBeDefined();
      const next = await step(session);
      expect(next.view.saveStatus.saved).toBe(true);
      expect(next.view.slot.actionCount).toBe(4);
      const log = await readFile(path.join(dataDir, 'mazewright.log'), 'utf8');
      expect(log).toMatch(new RegExp(`WARN Slot ${id}: recovered from .*backups`));
    });
  }

  it('replay check failed: a hand-edited state is set aside and the previous save restored', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Edited', 4);
    session.close();
    const file = await readJson(slotPath(dataDir, id));
    // Schema 3 stores no state, only the dice after the last action (the state is replayed): edit those.
    const edited = { ...file, game: { ...file.game, rng: [1, 2, 3, 4] } };
    await writeFile(slotPath(dataDir, id), JSON.stringify(edited));
    const opened = await session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 1 });
    expect(opened.notice?.message).toMatch(/failed its replay check .*dice in another state/);
    expect(opened.view.slot.actionCount).toBe(3);
    expect(await readJson(opened.notice!.movedTo!)).toEqual(edited);
  });

  it('skips backups that are damaged themselves and takes the newest good one', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Layers', 5);
    session.close();
    const backups = (await readdir(path.join(dataDir, 'backups', id))).filter((n) => n.endsWith('.json')).sort();
    await writeFile(path.join(dataDir, 'backups', id, backups.at(-1)!), '{"schemaVersion":1,');
    await writeFile(slotPath(dataDir, id), 'garbage');
    const opened = await session.open(id);
    expect(opened.view.slot.actionCount).toBe(3);
  });

  it('without a good backup the damaged file stays exactly where it is and opening says why', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Only copy', 0);
    session.close();
    await writeFile(slotPath(dataDir, id), '{"schemaVersion": 1, "meta": {"actionCount": 0, ');
    const before = await snapshot(dataDir);
    const listing = (await store.list()).find((l) => !l.readable && l.id === id);
    expect(listing && !listing.readable && listing.recoverable).toBeFalsy();
    const error = await session.open(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlotError);
    expect((error as SlotError).code).toBe('unreadable');
    expect((error as SlotError).message).toMatch(/cut off or corrupted.*There is no backup to restore it from; the file was left as it is\./);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('a game that does not replay and has no better copy opens as it is, with a warning, untouched', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Lonely', 0);
    session.close();
    const file = await readJson(slotPath(dataDir, id));
    await writeFile(slotPath(dataDir, id), JSON.stringify({ ...file, game: { ...file.game, rng: [9, 9, 9, 9] } }));
    const before = await snapshot(dataDir);
    const opened = await session.open(id);
    expect(opened.notice?.kind).toBe('unverified');
    expect(opened.notice?.message).toMatch(/dice in another state/);
    const after = await snapshot(dataDir);
    after.delete('mazewright.log');
    expect(after).toEqual(before);
  });

  it('an autosave over a file damaged while the game was open keeps the damaged file', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Open game', 2);
    await writeFile(slotPath(dataDir, id), 'scribbled over');
    const after = await step(session);
    expect(after.view.saveStatus.saved).toBe(true);
    const kept = await readdir(path.join(dataDir, 'damaged'));
    expect(kept).toHaveLength(1);
    expect(await readFile(path.join(dataDir, 'damaged', kept[0]!), 'utf8')).toBe('scribbled over');
    expect((await readJson(slotPath(dataDir, id))).meta.actionCount).toBe(3);
  });

  it('lists any mix of good, damaged and recoverable files', async () => {
    const { store, session } = services(dataDir);
    const good = await playGame(session, 'Good', 2);
    const broken = await playGame(session, 'Broken', 2);
    await writeFile(slotPath(dataDir, broken), '{"schemaVersion":1,"meta":{');
    await writeFile(path.join(dataDir, 'slots', 'notes.json'), 'my notes');
    const listings = await store.list();
    expect(listings.map((l) => (l.readable ? l.meta.id : `${l.file}:${String(l.recoverable ?? false)}`))).toEqual([
      good,
      `${broken}.json:true`,
      'notes.json:false',
    ]);
  });
});

describe('a slot from a newer Mazewright', () => {
  async function plantNewer(id: string): Promise<{ file: string; bytes: Buffer; mtimeMs: number; realId: string }> {
    const { session } = services(dataDir);
    const realId = await playGame(session, 'From the future', 3);
    const current = await readJson(slotPath(dataDir, realId));
    const future = { ...current, schemaVersion: 7, appVersion: '9.0.0', meta: { ...current.meta, id }, lighting: { torches: 3 } };
    const file = slotPath(dataDir, id);
    await writeFile(file, JSON.stringify(future, null, 2));
    await copyFile(logPath(dataDir, realId), logPath(dataDir, id));
    await copyFile(path.join(dataDir, 'slots', `${realId}.actions.jsonl`), path.join(dataDir, 'slots', `${id}.actions.jsonl`));
    const info = await stat(file);
    return { file, bytes: await readFile(file), mtimeMs: info.mtimeMs, realId };
  }

  it('lists and opens read-only, refuses every write, and never changes the file', async () => {
    const id = 'future-slot-0001';
    const planted = await plantNewer(id);
    const { store, session } = services(dataDir);
    const listed = (await store.list()).find((l) => l.readable && l.meta.id === id);
    expect(listed).toMatchObject({ readable: true, readOnly: expect.stringMatching(/newer Mazewright \(schema version 7\).*read-only/) });

    const opened = await session.open(id);
    expect(opened.notice?.kind).toBe('read-only');
    expect(opened.view.readOnly).toMatch(/update Mazewright to play it/);
    expect(opened.view.slot.actionCount).toBe(3);
    await expect(step(session)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(session.save()).rejects.toBeInstanceOf(ApiError);

    const real = await store.read(planted.realId);
    const file = { ...real, meta: { ...real.meta, id } };
    for (const attempt of [
      () => store.save({ ...file, log: [], schemaVersion: SLOT_SCHEMA_VERSION }),
      () => store.rename(id, 'Renamed'),
      () => store.duplicate(id, 'Copy'),
      () => store.read(id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'read-only' });
    }
    expect(await readFile(planted.file)).toEqual(planted.bytes);
    expect((await stat(planted.file)).mtimeMs).toBe(planted.mtimeMs);
    const dirs = await readdir(dataDir);
    expect(dirs).not.toContain('damaged');
    expect(await readdir(path.join(dataDir, 'backups'))).not.toContain(id);
  });

  it('a newer file this version cannot even show is refused read-only, not treated as damage', async () => {
    const id = 'future-slot-0002';
    await mkdir(path.join(dataDir, 'slots'), { recursive: true });
    await writeFile(slotPath(dataDir, id), JSON.stringify({ schemaVersion: 8, meta: { id }, world: {} }));
    const before = await snapshot(dataDir);
    const { session } = services(dataDir);
    await expect(session.open(id)).rejects.toMatchObject({ code: 'read-only', message: expect.stringMatching(/cannot show it/) });
    expect(await snapshot(dataDir)).toEqual(before);
  });
});

describe('a slot whose log file is lost or damaged', () => {
  const logDamage: Record<string, (dataDir: string, id: string) => Promise<void>> = {
    missing: (dir, id) => unlink(logPath(dir, id)),
    'cut off': async (dir, id) => {
      const text = await readFile(logPath(dir, id), 'utf8');
      await writeFile(logPath(dir, id), text.slice(0, Math.floor(text.length / 2)));
    },
    'a scribbled line': async (dir, id) => {
      const lines = (await readFile(logPath(dir, id), 'utf8')).split('\n');
      lines[1] = '{"kind": 7, "text": "edited by hand"}';
      await writeFile(logPath(dir, id), lines.join('\n'));
    },
  };
  for (const [kind, damage] of Object.entries(logDamage)) {
    it(`${kind}: the log is rebuilt by replaying the game, the player is told, and nothing is lost`, async () => {
      const { session } = services(dataDir);
      const id = await playGame(session, `Log ${kind}`, 4);
      const before = session.current()!.log;
      session.close();
      await damage(dataDir, id);

      const listed = (await services(dataDir).store.list()).find((l) => l.readable && l.meta.id === id);
      expect(listed, 'the list reads only the small file').toBeDefined();
      const reopened = services(dataDir).session;
      const opened = await reopened.open(id);
      reopened.close();
      expect(opened.notice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/rebuilt the log by replaying the game's 4 actions from its seed; nothing was lost/) });
      expect(opened.log).toEqual(before);
      expect(opened.view.slot.actionCount).toBe(4);
      // The rebuilt log is on disk now: the next open is clean.
      const again = await services(dataDir).session.open(id);
      expect(again.notice).toBeUndefined();
      expect(again.log).toEqual(before);
      if (kind !== 'missing') expect(opened.notice?.movedTo).toMatch(/damaged[\\/].*\.log\.jsonl$/);
      expect(await readFile(path.join(dataDir, 'mazewright.log'), 'utf8')).toMatch(/rebuilt the log/);
    });
  }

  it('a log and a game that cannot be replayed: the slot is damaged and its backup restored', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Lost for good', 4);
    session.close();
    await unlink(logPath(dataDir, id));
    const header = await readJson(slotPath(dataDir, id));
    await writeFile(slotPath(dataDir, id), JSON.stringify({ ...header, game: { ...header.game, rng: [9, 9, 9, 9] } }));
    const opened = await services(dataDir).session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 1 });
    expect(opened.view.slot.actionCount).toBe(3);
    expect(opened.log.entries.length).toBeGreaterThan(0);
  });

  it('lines past the save (an append a crash cut short) are ignored, and the next save cuts them off', async () => {
    const { session } = services(dataDir);
    const id = await playGame(session, 'Leftovers', 3);
    const before = session.current()!.log;
    session.close();
    await appendFile(logPath(dataDir, id), '{"kind":"note","text":"from a save that never finished"}\n{"kind":"no');
    const fresh = services(dataDir);
    const opened = await fresh.session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.log).toEqual(before);
    const { events } = await step(fresh.session);
    const lines = (await readFile(logPath(dataDir, id), 'utf8')).trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(JSON.parse(JSON.stringify([...before.entries, ...events])));
  });
});

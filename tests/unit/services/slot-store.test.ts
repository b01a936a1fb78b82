import { chmod, copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../../electron/services/data-dir';
import { SlotError, SlotStore, type NewSlot } from '../../../electron/services/slot-store';
import { toSlotError } from '../../../electron/services/slot-error';
import type { SlotFile, SlotListing } from '../../../shared/saves/slot-schema';

/** A new-slot input with a small but real-shaped game and log; override any field. */
function newSlot(overrides: Partial<NewSlot> = {}): NewSlot {
  return {
    name: 'Into the maze',
    rulesetId: 'deathmaze',
    rulesetTitle: 'Deathmaze',
    seed: 'K7QM-2XPD',
    party: 'Four adventurers',
    progress: 'Level 1, 3 rooms',
    finished: false,
    actionCount: 0,
    appVersion: '0.1.0',
    game: { rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: {}, actions: [], rng: [1, 2, 3, 4], state: {} },
    log: [{ kind: 'start', text: 'The party enters the maze.' }],
    ...overrides,
  };
}

/** A clock that moves one minute forward on every call, so lastPlayed orders are predictable. */
function steppingClock(start = Date.UTC(2025, 0, 1, 12, 0, 0)): () => Date {
  let t = start;
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

async function expectSlotError(promise: Promise<unknown>, code: SlotError['code'], message?: RegExp): Promise<SlotError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SlotError);
  const slotError = error as SlotError;
  expect(slotError.code).toBe(code);
  if (message) expect(slotError.message).toMatch(message);
  return slotError;
}

const readableNames = (listings: readonly SlotListing[]): string[] =>
  listings.flatMap((l) => (l.readable ? [l.meta.name] : []));

let dataDir: string;
let store: SlotStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-slots-'));
  store = new SlotStore(dataDir, { now: steppingClock() });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('creating and reading slots', () => {
  it('creates a slot that lists and reads back exactly as created', async () => {
    const created = await store.create(newSlot());
    expect(created.meta.name).toBe('Into the maze');
    expect(created.meta.createdAt).toBe('2025-01-01T12:00:00.000Z');
    expect(created.meta.lastPlayed).toBe(created.meta.createdAt);
    expect(await store.list()).toEqual([{ readable: true, meta: created.meta }]);
    expect(await store.read(created.meta.id)).toEqual(created);
    // Three files (schema 3): the small one with nothing that grows, the actions and the log, one per line.
    const { log, ...rest } = created;
    const { actions, state: _state, ...smallGame } = rest.game;
    const onDisk = JSON.parse(await readFile(path.join(dataDir, 'slots', `${created.meta.id}.json`), 'utf8')) as unknown;
    const sha256 = expect.stringMatching(/^[0-9a-f]{64}$/);
    const logText = await readFile(path.join(dataDir, 'slots', `${created.meta.id}.log.jsonl`), 'utf8');
    // This test game does not replay from its seed, so its state is kept in a checkpoint at its last action.
    // `logBytes`: where the counted log lines end, the whole file here (issue 15).
    expect(onDisk).toEqual({
      ...rest,
      game: smallGame,
      actions: { entries: actions.length, hash: sha256 },
      logEntries: log.length,
      logHash: sha256,
      logBytes: Buffer.byteLength(logText),
      checkpoint: { actions: 0, hash: sha256, bytes: expect.any(Number) },
    });
    expect(await readFile(path.join(dataDir, 'slots', `${created.meta.id}.actions.jsonl`), 'utf8')).toBe(actions.map((a) => `${JSON.stringify(a)}\n`).join(''));
    const lines = logText.split('\n');
    expect(lines.slice(0, -1).map((l) => JSON.parse(l) as unknown)).toEqual(log);
    expect(lines.at(-1)).toBe('');
  });

  it('lists into an empty data dir, creating the slots folder', async () => {
    expect(await store.list()).toEqual([]);
    expect(await readdir(dataDir)).toContain('slots');
  });

  it('stores the name trimmed and refuses a name taken in another case or with extra spaces', async () => {
    await store.create(newSlot({ name: '  Lost in the Pit ' }));
    await expectSlotError(store.create(newSlot({ name: 'lost in the pit' })), 'conflict', /A save slot named “lost in the pit” already exists\./);
    expect(readableNames(await store.list())).toEqual(['Lost in the Pit']);
  });

  it('lists the most recently played slot first', async () => {
    const first = await store.create(newSlot({ name: 'First' }));
    await store.create(newSlot({ name: 'Second' }));
    expect(readableNames(await store.list())).toEqual(['Second', 'First']);
    await store.save(first);
    expect(readableNames(await store.list())).toEqual(['First', 'Second']);
  });

  it('says a slot is gone when its id is unknown, and refuses ids that are not slot ids', async () => {
    await expectSlotError(store.read('0b5c2a4e-0000-4000-8000-000000000000'), 'not-found', /no longer exists/);
    await expectSlotError(store.read('../../etc/passwd'), 'invalid', /Not a save slot id/);
    await expectSlotError(store.delete('ABC'), 'invalid');
    await expectSlotError(store.create(newSlot({ name: '   ' })), 'invalid', /needs a name/);
    await expectSlotError(store.create(newSlot({ name: 'x'.repeat(61) })), 'invalid', /at most 60/);
  });
});

describe('saving', () => {
  it('saves a changed game and reads it back deep equal, with lastPlayed moved on', async () => {
    const created = await store.create(newSlot());
    const changed: SlotFile = {
      ...created,
      meta: { ...created.meta, actionCount: 2, progress: 'Level 2, 7 rooms' },
      game: { ...created.game, actions: [{ move: 'north' }, { search: true }], rng: [5, 6, 7, 8], state: { level: 2, hp: [3, 4] } },
      log: [
        ...created.log,
        {
          kind: 'roll',
          text: 'Room roll: 9',
          section: '8.7',
          tableId: 'rooms',
          cell: { row: 9 },
          roll: { code: '2D6', section: '8.7', table: 'Rooms', faces: [4, 5], values: [4, 5], modifiers: [], total: 9 },
        },
      ],
    };
    const saved = await store.save(changed);
    expect(saved.meta.lastPlayed > created.meta.lastPlayed).toBe(true);
    expect(saved.meta.createdAt).toBe(created.meta.createdAt);
    expect(saved.game).toEqual(changed.game);
    expect(await store.read(created.meta.id)).toEqual(saved);
  });

  it('keeps a rename made while the game was open when an older copy is saved', async () => {
    const created = await store.create(newSlot({ name: 'Old name' }));
    await store.rename(created.meta.id, 'New name');
    const saved = await store.save(created);
    expect(saved.meta.name).toBe('New name');
    expect((await store.read(created.meta.id)).meta.name).toBe('New name');
  });

  it('refuses to save a slot that was deleted, and does not bring it back', async () => {
    const created = await store.create(newSlot());
    await store.delete(created.meta.id);
    await expectSlotError(store.save(created), 'not-found');
    expect(await store.list()).toEqual([]);
  });

  it('refuses to save a file that is not in the slot shape', async () => {
    const created = await store.create(newSlot());
    const broken = { ...created, game: { ...created.game, rng: [1, 2] } };
    await expectSlotError(store.save(broken), 'invalid', /game\.rng/);
  });

  it('repairs a damaged slot file when the game in memory is saved over it', async () => {
    const created = await store.create(newSlot());
    await writeFile(path.join(dataDir, 'slots', `${created.meta.id}.json`), '{"schemaVersion": 1, "meta": {');
    expect((await store.list())[0]?.readable).toBe(false);
    await store.save(created);
    expect(readableNames(await store.list())).toEqual(['Into the maze']);
  });

  it('serializes concurrent saves to one slot: the file stays valid and holds the last save', async () => {
    const created = await store.create(newSlot());
    const versions = Array.from({ length: 25 }, (_, n): SlotFile => ({
      ...created,
      meta: { ...created.meta, actionCount: n },
      game: { ...created.game, actions: Array.from({ length: n }, (_, i) => ({ step: i })) },
      log: Array.from({ length: n * 20 }, (_, i) => ({ kind: 'note', text: `event ${i} of save ${n}` })),
    }));
    const results = await Promise.all(versions.map((v) => store.save(v)));
    const onDisk = await store.read(created.meta.id);
    expect(onDisk).toEqual(results.at(-1));
    expect(onDisk.meta.actionCount).toBe(24);
    expect(onDisk.log).toHaveLength(24 * 20);
  });

  it('leaves no temp files behind after writes', async () => {
    const a = await store.create(newSlot({ name: 'A' }));
    await Promise.all([store.save(a), store.save(a), store.rename(a.meta.id, 'A2')]);
    await store.duplicate(a.meta.id, 'B');
    const files = await readdir(path.join(dataDir, 'slots'));
    // Each slot's small file, actions, log, and (these test games do not replay from their seed) its state checkpoint.
    expect(files).toHaveLength(8);
    expect(files.every((f) => /^[a-z0-9-]+\.(json|log\.jsonl|actions\.jsonl|at-0\.state)$/.test(f))).toBe(true);
  });
});

describe('rename, duplicate, delete', () => {
  it('renames a slot, refusing a name another slot has but allowing a change of case', async () => {
    const a = await store.create(newSlot({ name: 'Alpha' }));
    await store.create(newSlot({ name: 'Beta' }));
    const renamed = await store.rename(a.meta.id, 'Gamma');
    expect(renamed).toEqual({ ...a.meta, name: 'Gamma' });
    await expectSlotError(store.rename(a.meta.id, 'BETA'), 'conflict', /“BETA” already exists/);
    expect((await store.rename(a.meta.id, 'GAMMA')).name).toBe('GAMMA');
    expect(readableNames(await store.list()).sort()).toEqual(['Beta', 'GAMMA']);
    await expectSlotError(store.rename('0b5c2a4e-0000-4000-8000-000000000000', 'Delta'), 'not-found');
  });

  it('does not let two renames claim the same name at once', async () => {
    const a = await store.create(newSlot({ name: 'A' }));
    const b = await store.create(newSlot({ name: 'B' }));
    const outcomes = await Promise.allSettled([store.rename(a.meta.id, 'Same'), store.rename(b.meta.id, 'same')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(readableNames(await store.list()).filter((n) => n.toLowerCase() === 'same')).toHaveLength(1);
  });

  it('duplicates a slot under a new id and name with the same game and log', async () => {
    const source = await store.create(newSlot({ name: 'Original' }));
    const copyMeta = await store.duplicate(source.meta.id, 'Try the east door');
    expect(copyMeta.id).not.toBe(source.meta.id);
    expect(copyMeta.name).toBe('Try the east door');
    const copy = await store.read(copyMeta.id);
    expect(copy.game).toEqual(source.game);
    expect(copy.log).toEqual(source.log);
    expect(readableNames(await store.list()).sort()).toEqual(['Original', 'Try the east door']);
    await expectSlotError(store.duplicate(source.meta.id, 'original'), 'conflict');
  });

  it('moves a deleted slot into the trash, from where it can be restored by hand', async () => {
    const keep = await store.create(newSlot({ name: 'Keep' }));
    const gone = await store.create(newSlot({ name: 'Gone' }));
    await store.delete(gone.meta.id);
    expect(readableNames(await store.list())).toEqual(['Keep']);
    await expectSlotError(store.read(gone.meta.id), 'not-found');
    await expectSlotError(store.delete(gone.meta.id), 'not-found');
    const trashed = path.join(dataDir, 'trash', `${gone.meta.id}.json`);
    const { log, ...header } = gone;
    expect(JSON.parse(await readFile(trashed, 'utf8'))).toMatchObject({ meta: header.meta, logEntries: log.length, actions: { entries: header.game.actions.length } });
    const trashedLog = path.join(dataDir, 'trash', `${gone.meta.id}.log.jsonl`);
    expect(await readFile(trashedLog, 'utf8')).toBe(`${JSON.stringify(log[0])}\n`);
    const trashedActions = path.join(dataDir, 'trash', `${gone.meta.id}.actions.jsonl`);

    await copyFile(trashed, path.join(dataDir, 'slots', `${gone.meta.id}.json`));
    await copyFile(trashedLog, path.join(dataDir, 'slots', `${gone.meta.id}.log.jsonl`));
    await copyFile(trashedActions, path.join(dataDir, 'slots', `${gone.meta.id}.actions.jsonl`));
    await copyFile(path.join(dataDir, 'trash', `${gone.meta.id}.at-0.state`), path.join(dataDir, 'slots', `${gone.meta.id}.at-0.state`));
    expect(await store.read(gone.meta.id)).toEqual(gone);
    expect(readableNames(await store.list()).sort()).toEqual(['Gone', 'Keep']);
    // Deleted again while the first trashed copy is still there: both copies are kept.
    await store.delete(gone.meta.id);
    const trash = await readdir(path.join(dataDir, 'trash'));
    expect(trash).toHaveLength(8);
    expect(trash.every((f) => f.startsWith(gone.meta.id))).toBe(true);
    expect(keep.meta.id).not.toBe(gone.meta.id);
  });
});

describe('files that are not readable saves', () => {
  async function plant(name: string, text: string): Promise<void> {
    await writeFile(path.join(dataDir, 'slots', name), text);
  }

  it('lists each bad file with a plain reason while the good slots still list', async () => {
    const good = await store.create(newSlot({ name: 'Good' }));
    const goodText = await readFile(path.join(dataDir, 'slots', `${good.meta.id}.json`), 'utf8');
    const goodJson = JSON.parse(goodText) as SlotFile;

    await plant('corrupt-000001.json', goodText.slice(0, 200) + '\u0000\u0013garbage' + goodText.slice(220));
    await plant('truncated-000002.json', goodText.slice(0, Math.floor(goodText.length / 2)));
    await plant('notjson-000003.json', 'These are my notes about the maze.\n');
    await plant('foreign-000004.json', JSON.stringify({ editor: 'vim', theme: 'dark', files: [] }));
    await plant('future-000005.json', JSON.stringify({ ...goodJson, schemaVersion: 4, meta: { ...goodJson.meta, id: 'future-000005' } }));
    await plant('badseed-000006.json', JSON.stringify({ ...goodJson, meta: { ...goodJson.meta, id: 'badseed-000006', seed: 42 } }));
    await plant('empty-000007.json', '');
    await plant('copied-000008.json', goodText);
    // Not slots at all: ignored rather than reported.
    await plant(`.${good.meta.id}.json.abc123.tmp`, '{"half": ');
    await plant('readme.txt', 'hello');

    const listings = await store.list();
    expect(listings[0]).toEqual({ readable: true, meta: good.meta });
    // A newer Mazewright's slot is not damage: it lists with its own header, marked read-only.
    const future = listings.find((l) => l.readable && l.meta.id === 'future-000005');
    expect(future).toMatchObject({ readable: true, readOnly: expect.stringMatching(/written by a newer Mazewright \(schema version 4\)/) });
    const unreadable = Object.fromEntries(listings.flatMap((l) => (l.readable ? [] : [[l.file, l.message]])));
    expect(Object.keys(unreadable).sort()).toEqual([
      'badseed-000006.json',
      'copied-000008.json',
      'corrupt-000001.json',
      'empty-000007.json',
      'foreign-000004.json',
      'notjson-000003.json',
      'truncated-000002.json',
    ]);
    expect(unreadable['corrupt-000001.json']).toMatch(/^“corrupt-000001\.json” is damaged: it is cut off or corrupted/);
    expect(unreadable['truncated-000002.json']).toMatch(/^“truncated-000002\.json” is damaged: it is cut off or corrupted/);
    expect(unreadable['notjson-000003.json']).toBe('“notjson-000003.json” is not a Mazewright save (not JSON).');
    expect(unreadable['foreign-000004.json']).toMatch(/^“foreign-000004\.json” is not a Mazewright save/);
    expect(unreadable['badseed-000006.json']).toBe('“badseed-000006.json” is damaged: meta.seed: expected string');
    expect(unreadable['empty-000007.json']).toMatch(/is damaged: the file is empty/);
    expect(unreadable['copied-000008.json']).toMatch(/does not match its file name/);
    expect(listings).toHaveLength(9);
  });

  it('refuses to open a bad file with the same message the list shows', async () => {
    await store.list();
    await plant('future-000005.json', JSON.stringify({ schemaVersion: 4, meta: {} }));
    await expectSlotError(store.read('future-000005'), 'read-only', /newer Mazewright \(schema version 4\)/);
    await plant('notjson-000003.json', 'nope');
    const listed = (await store.list()).find((l) => !l.readable && l.file === 'notjson-000003.json');
    const error = await expectSlotError(store.open('notjson-000003'), 'unreadable');
    expect(error.message.startsWith(listed && !listed.readable ? listed.message : '?')).toBe(true);
  });

  it('counts unreadable files as taking no names, so new slots can still be created', async () => {
    await store.list();
    await plant('notjson-000003.json', 'nope');
    await store.create(newSlot({ name: 'Fresh' }));
    expect(readableNames(await store.list())).toEqual(['Fresh']);
  });
});

describe('where the files go', () => {
  it('writes slots under MAZEWRIGHT_DATA_DIR, given relative to the working directory', async () => {
    const relative = path.relative(process.cwd(), path.join(dataDir, 'override'));
    expect(path.isAbsolute(relative)).toBe(false);
    const resolved = resolveDataDir({ MAZEWRIGHT_DATA_DIR: relative }, path.join(dataDir, 'platform-default'));
    expect(resolved).toBe(path.join(dataDir, 'override'));
    const overridden = new SlotStore(resolved);
    const created = await overridden.create(newSlot());
    expect((await readdir(path.join(dataDir, 'override', 'slots'))).sort()).toEqual([`${created.meta.id}.actions.jsonl`, `${created.meta.id}.at-0.state`, `${created.meta.id}.json`, `${created.meta.id}.log.jsonl`]);
    expect(await readdir(dataDir)).not.toContain('platform-default');
  });

  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
    'reports a folder it may not write to in plain words',
    async () => {
      const created = await store.create(newSlot());
      const slots = path.join(dataDir, 'slots');
      await chmod(slots, 0o500);
      try {
        await expectSlotError(store.save(created), 'io', /Mazewright may not write to .*slots/);
        expect(await readdir(slots)).toEqual([`${created.meta.id}.json`]);
      } finally {
        await chmod(slots, 0o700);
      }
    },
  );

  it('reports a slots folder that cannot be used as an io error, not a crash', async () => {
    // A plain file where the slots folder should be: a real failure that does not depend on permissions.
    await writeFile(path.join(dataDir, 'slots'), 'not a folder');
    await expectSlotError(store.list(), 'io', /Mazewright could not use its save folder/);
    await expectSlotError(store.create(newSlot()), 'io');
  });

  it('words disk errors so a player can act on them', () => {
    const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(code), { code });
    expect(toSlotError(errno('ENOSPC'), '/saves')).toMatchObject({ code: 'io', message: expect.stringMatching(/^The disk is full/) });
    expect(toSlotError(errno('EACCES'), '/saves').message).toMatch(/may not write to \/saves/);
    expect(toSlotError(errno('EPERM'), '/saves', 'read').message).toMatch(/may not read from \/saves/);
    expect(toSlotError(errno('EROFS'), '/saves').message).toMatch(/read-only disk/);
    const passthrough = new SlotError('conflict', 'taken');
    expect(toSlotError(passthrough, '/saves')).toBe(passthrough);
  });
});

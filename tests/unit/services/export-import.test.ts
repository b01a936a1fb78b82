import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../electron/services/api-handlers';
import { backupDataDir } from '../../../electron/services/data-backup';
import type { PathPicker } from '../../../electron/services/path-picker';
import { PendingImports } from '../../../electron/services/pending-imports';
import type { BackupOutcome, ExportOutcome, ImportOutcome, RequestedImport } from '../../../shared/ipc/contract';
import { exportFileName, exportSlot, importSlotFile, parseExport } from '../../../electron/services/slot-export';
import { SlotError, SlotStore } from '../../../electron/services/slot-store';
import { EXPORT_FORMAT_TAG } from '../../../shared/saves/export-format';
import { findRuleset } from '../../../shared/rulesets/registry';
import { appServices, logPath, playGame, services, slotPath, snapshot, tempDataDir } from './helpers';

/** The rules edition Deathmaze plays today. */
const DEATHMAZE_EDITION = findRuleset('deathmaze')?.rulesVersion;

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/saves');

let root: string;
let cleanup: () => Promise<void>;
let dataDir: string;
let outDir: string;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-export-'));
  dataDir = path.join(root, 'data');
  outDir = path.join(root, 'out');
  await mkdir(outDir);
});
afterEach(async () => cleanup());

describe('export and import of one slot', () => {
  it('round-trips a slot through a .mazewright file into a new slot with the same game', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Traveller', 6);
    const target = path.join(outDir, 'traveller.mazewright');
    const done = await exportSlot(store, id, target, '0.1.0-test', new Date(Date.UTC(2025, 1, 2)));
    expect(done.file).toBe(target);
    const envelope = JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>;
    expect(envelope).toMatchObject({ format: EXPORT_FORMAT_TAG, formatVersion: 1, exportedAt: '2025-02-02T00:00:00.000Z', appVersion: '0.1.0-test' });
    // The export carries the whole slot: the small file and its log, joined.
    expect(envelope['slot']).toEqual(JSON.parse(JSON.stringify(await store.read(id))));

    // Elsewhere: another data directory, as on another computer.
    const other = services(path.join(root, 'other'));
    const { file: imported } = await importSlotFile(other.store, target);
    expect(imported.meta.name).toBe('Traveller');
    const original = await store.read(id);
    expect(imported.game).toEqual(original.game);
    expect(imported.log).toEqual(original.log);
    const opened = await other.session.open(imported.meta.id);
    expect(opened.notice).toBeUndefined();
  });

  it('never overwrites: an existing export file, a taken name, the same file twice', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Twice', 1);
    const target = path.join(outDir, 'twice.mazewright');
    await writeFile(target, 'precious');
    await expect(exportSlot(store, id, target, 'x')).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/already exists; Mazewright will not replace it/) });
    expect(await readFile(target, 'utf8')).toBe('precious');

    const fresh = path.join(outDir, 'twice-2.mazewright');
    await exportSlot(store, id, fresh, 'x');
    const before = await snapshot(dataDir);
    await expect(importSlotFile(store, fresh)).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/“Twice” already exists\. Import it under another name\./) });
    expect(await snapshot(dataDir)).toEqual(before);
    const { file: renamed } = await importSlotFile(store, fresh, 'Twice again');
    expect(renamed.meta.id).not.toBe(id);
    const { file: copy } = await importSlotFile(store, fresh, 'Twice thrice');
    expect(new Set([id, renamed.meta.id, copy.meta.id]).size).toBe(3);
    expect((await store.read(id)).meta.name).toBe('Twice');
  });

  it('imports the version 1 export fixture', async () => {
    const { store } = services(dataDir);
    const { file: imported } = await importSlotFile(store, path.join(fixtures, 'v1', 'deep-in-the-maze.mazewright'));
    expect(imported.meta).toMatchObject({ name: 'Deep in the maze', actionCount: 24 });
  });

  it('explains each kind of bad import', () => {
    const refuse = (text: string) => {
      try {
        parseExport(text, 'x.mazewright');
      } catch (error) {
        expect(error).toBeInstanceOf(SlotError);
        return (error as SlotError).message;
      }
      throw new Error('accepted');
    };
    expect(refuse('{"format": "mazewr')).toMatch(/not a Mazewright export \(not JSON, or cut off\)/);
    expect(refuse('{"theme":"dark"}')).toMatch(/no “mazewright-slot” format tag/);
    expect(refuse(JSON.stringify({ format: EXPORT_FORMAT_TAG, formatVersion: 1 }))).toMatch(/envelope is damaged: exportedAt: expected string/);
    expect(refuse(JSON.stringify({ format: EXPORT_FORMAT_TAG, formatVersion: 9, exportedAt: '', appVersion: '5.0.0', slot: {} }))).toMatch(
      /exported by a newer Mazewright \(5\.0\.0, export format 9\)/,
    );
    expect(refuse(JSON.stringify({ format: EXPORT_FORMAT_TAG, formatVersion: 1, exportedAt: '', appVersion: '5.0.0', slot: { schemaVersion: 4, meta: {} } }))).toMatch(
      /slot was written by a newer Mazewright/,
    );
    expect(refuse(JSON.stringify({ format: EXPORT_FORMAT_TAG, formatVersion: 1, exportedAt: '', appVersion: '1', slot: { schemaVersion: 1, meta: {} } }))).toMatch(
      /the slot inside is damaged: appVersion: expected string \(and 13 more problems\)/,
    );
  });

  it('refuses a slot whose game does not replay', async () => {
    const text = await readFile(path.join(fixtures, 'v1', 'deep-in-the-maze.mazewright'), 'utf8');
    const envelope = JSON.parse(text) as { slot: { game: { state: Record<string, unknown> } } };
    // Claimed to be of the current rules edition, so today's rules must replay it exactly (its older-edition choices
    // and the hand edit both fail that); a game of an older edition is upgraded or kept read-only instead.
    envelope.slot.game.state['version'] = DEATHMAZE_EDITION;
    envelope.slot.game.state['handEdited'] = 0;
    expect(() => parseExport(JSON.stringify(envelope), 'x.mazewright')).toThrow(/does not check out\./);
  });

  it('survives fuzzed import files: each one a typed error or a valid slot, never a crash, never a changed file', async () => {
    const { store, session } = services(dataDir);
    await playGame(session, 'Bystander', 2);
    const good = await readFile(path.join(fixtures, 'v1', 'deep-in-the-maze.mazewright'), 'utf8');
    let seed = 12345;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const nasty: unknown[] = [null, 0, -1, 1e308, '', 'x'.repeat(1000), [], {}, { __proto__: { polluted: true } }, true, [[[[[]]]]]];
    const mutate = (text: string): string => {
      switch (random(6)) {
        case 0:
          return text.slice(0, random(text.length));
        case 1: {
          const at = random(text.length);
          return text.slice(0, at) + String.fromCharCode(random(128)) + text.slice(at + 1);
        }
        case 2:
          return text.replace(/"[a-zA-Z]+":/g, (m) => (random(25) === 0 ? '"x":' : m));
        case 3: {
          const json = JSON.parse(text) as Record<string, unknown>;
          const slot = json['slot'] as Record<string, unknown>;
          const target = random(2) === 0 ? json : slot;
          const keys = Object.keys(target);
          target[keys[random(keys.length)]!] = nasty[random(nasty.length)];
          return JSON.stringify(json);
        }
        case 4:
          return '['.repeat(5000) + ']'.repeat(5000);
        default:
          return JSON.stringify(nasty[random(nasty.length)]);
      }
    };
    let refused = 0;
    for (let i = 0; i < 150; i++) {
      const file = path.join(outDir, `fuzz-${i}.mazewright`);
      await writeFile(file, mutate(good));
      const before = await snapshot(dataDir);
      try {
        await importSlotFile(store, file, `Fuzz ${i}`);
      } catch (error) {
        expect(error).toBeInstanceOf(SlotError);
        expect(['invalid', 'conflict']).toContain((error as SlotError).code);
        expect(await snapshot(dataDir)).toEqual(before);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // Whatever got in is a complete, good slot.
    expect((await store.list()).every((l) => l.readable)).toBe(true);
  });

  it('reports a missing file and a folder as typed errors', async () => {
    const { store } = services(dataDir);
    await expect(importSlotFile(store, path.join(outDir, 'nope.mazewright'))).rejects.toMatchObject({ code: 'not-found' });
    await expect(importSlotFile(store, outDir)).rejects.toMatchObject({ code: 'invalid', message: expect.stringMatching(/is not a file/) });
  });
});

describe('backing up the whole data directory', () => {
  it('copies slots, their backups, damaged files and the log into a new folder, and refuses a folder inside the data', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Kept', 4);
    await playGame(session, 'Also kept', 1);
    await writeFile(path.join(dataDir, 'slots', 'notes.json'), 'not a save');
    const result = await backupDataDir(store, path.join(root, 'usb'), new Date(Date.UTC(2025, 2, 3, 4, 5, 6)));
    expect(result.slots).toBe(2);
    expect(path.basename(result.folder)).toBe('mazewright-backup-2025-03-03T04-05-06Z');
    expect((await readdir(result.folder)).sort()).toEqual(['backup-info.json', 'backups', 'slots']);
    expect(await readFile(path.join(result.folder, 'slots', `${id}.json`), 'utf8')).toBe(await readFile(slotPath(dataDir, id), 'utf8'));
    expect(await readFile(path.join(result.folder, 'slots', `${id}.log.jsonl`), 'utf8')).toBe(await readFile(logPath(dataDir, id), 'utf8'));
    expect(await readdir(path.join(result.folder, 'slots'))).toContain('notes.json');
    // Three previous saves, each as its small file (a backup's log is the slot's own log up to its count).
    expect(await readdir(path.join(result.folder, 'backups', id))).toHaveLength(3);

    // A second backup in the same second goes next to the first, never over it.
    const again = await backupDataDir(store, path.join(root, 'usb'), new Date(Date.UTC(2025, 2, 3, 4, 5, 6)));
    expect(again.folder).toBe(`${result.folder}-2`);
    await expect(backupDataDir(store, path.join(dataDir, 'slots'))).rejects.toMatchObject({ code: 'invalid' });
    await expect(backupDataDir(store, dataDir)).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('a backup that does not finish', () => {
  /** A store whose slot copies report what the destination folder looks like at that moment, or fail. */
  class WatchedStore extends SlotStore {
    seen: string[] = [];
    constructor(
      dataDir: string,
      private readonly destination: string,
      private readonly failOn?: number,
    ) {
      super(dataDir);
    }
    override async copySlotFile(id: string, target: string): Promise<boolean> {
      this.seen.push(...(await readdir(this.destination)));
      if (this.failOn !== undefined && this.seen.length >= this.failOn) throw Object.assign(new Error('no space left'), { code: 'ENOSPC' });
      return super.copySlotFile(id, target);
    }
  }

  it('is marked INCOMPLETE in its folder name while it is being written (what a kill leaves behind)', async () => {
    const { session } = services(dataDir);
    await playGame(session, 'One', 1);
    await playGame(session, 'Two', 1);
    const usb = path.join(root, 'usb');
    await mkdir(usb);
    const store = new WatchedStore(dataDir, usb);
    const result = await backupDataDir(store, usb, new Date(Date.UTC(2025, 2, 3, 4, 5, 6)));
    expect(store.seen).toEqual(['mazewright-backup-2025-03-03T04-05-06Z.INCOMPLETE', 'mazewright-backup-2025-03-03T04-05-06Z.INCOMPLETE']);
    expect(await readdir(usb)).toEqual(['mazewright-backup-2025-03-03T04-05-06Z']);
    expect(result.folder).toBe(path.join(usb, 'mazewright-backup-2025-03-03T04-05-06Z'));
  });

  it('that fails leaves nothing behind and says why', async () => {
    const { session } = services(dataDir);
    await playGame(session, 'One', 1);
    await playGame(session, 'Two', 1);
    const usb = path.join(root, 'usb');
    await mkdir(usb);
    await expect(backupDataDir(new WatchedStore(dataDir, usb, 2), usb)).rejects.toThrow(/The disk is full/);
    expect(await readdir(usb)).toEqual([]);
  });
});

describe('export, import and backup through the API, without paths from the page', () => {
  /** Answers each dialog with the next queued path (undefined: the player cancelled) and records what was asked. */
  function fakePicker(answers: (string | undefined)[]): PathPicker & { asked: string[] } {
    const asked: string[] = [];
    const next = async (title: string) => {
      asked.push(title);
      return answers.shift();
    };
    return { asked, saveFile: (o) => next(`save ${o.defaultName}`), openFile: (o) => next(`open ${o.extension}`), chooseFolder: (o) => next(`folder ${o.title}`) };
  }
  const ok = <T>(result: { ok: boolean; value?: unknown; error?: unknown }): T => {
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value as T;
  };

  it('browser host: export returns the text, an upload imports it, a conflict is held until another name is given', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const id = await playGame(app.session, 'Lantern', 3);
    const exported = ok<ExportOutcome>(await dispatch(app.handlers, 'slots:export', { id }));
    if (exported.kind !== 'download') throw new Error(exported.kind);
    expect(exported.fileName).toBe('Lantern.mazewright');
    expect(parseExport(exported.text, exported.fileName).meta.id).toBe(id);

    const before = await snapshot(dataDir);
    const clash = ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', { upload: { fileName: exported.fileName, text: exported.text } }));
    if (clash.kind !== 'conflict') throw new Error(clash.kind);
    expect(clash).toMatchObject({ name: 'Lantern', message: expect.stringMatching(/“Lantern” already exists\. Import it under another name\./) });
    expect(await snapshot(dataDir)).toEqual(before);

    // The same name again is still a conflict, on the same held file; a new name imports it.
    expect(ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', { token: clash.token, name: 'Lantern' }))).toMatchObject({ kind: 'conflict', token: clash.token });
    const imported = ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', { token: clash.token, name: 'Lantern II' }));
    expect(imported).toMatchObject({ kind: 'imported', meta: { name: 'Lantern II' } });
    // Used up: the token is forgotten.
    expect(await dispatch(app.handlers, 'slots:import', { token: clash.token, name: 'Lantern III' })).toMatchObject({ ok: false, error: { code: 'not-found' } });

    // An upload is checked exactly like a file.
    const damaged = await dispatch(app.handlers, 'slots:import', { upload: { fileName: 'bad.mazewright', text: exported.text.slice(0, 200) } });
    expect(damaged).toMatchObject({ ok: false, error: { code: 'invalid-payload', message: expect.stringMatching(/“bad\.mazewright” cannot be imported: it is not a Mazewright export/) } });
  });

  it('browser host: backing up all saves writes into a fixed folder in the data directory, again and again', async () => {
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    await playGame(app.session, 'Kept', 1);
    const first = ok<BackupOutcome>(await dispatch(app.handlers, 'saves:backup-all', {}));
    if (first.kind !== 'done') throw new Error(first.kind);
    expect(path.dirname(first.folder)).toBe(path.join(path.resolve(dataDir), 'full-backups'));
    expect(first.slots).toBe(1);
    const second = ok<BackupOutcome>(await dispatch(app.handlers, 'saves:backup-all', {}));
    if (second.kind !== 'done') throw new Error(second.kind);
    // The earlier backup is not copied into the later one.
    expect((await readdir(second.folder)).sort()).toEqual(['backup-info.json', 'backups', 'slots']);
  });

  it('Electron: main asks with its own dialogs; cancelling does nothing; an existing file is never replaced', async () => {
    const picker = fakePicker([undefined, path.join(outDir, 'mine.mazewright'), path.join(outDir, 'mine.mazewright'), undefined, path.join(outDir, 'mine.mazewright'), path.join(root, 'usb')]);
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'electron', picker });
    const id = await playGame(app.session, 'Ember/Ash', 2);
    expect(ok<ExportOutcome>(await dispatch(app.handlers, 'slots:export', { id }))).toEqual({ kind: 'cancelled' });
    expect(await readdir(outDir)).toEqual([]);
    expect(ok<ExportOutcome>(await dispatch(app.handlers, 'slots:export', { id }))).toEqual({ kind: 'saved', file: path.join(outDir, 'mine.mazewright') });
    expect(await dispatch(app.handlers, 'slots:export', { id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(picker.asked[0]).toBe('save Ember-Ash.mazewright');

    expect(ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', {}))).toEqual({ kind: 'cancelled' });
    const clash = ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', {}));
    if (clash.kind !== 'conflict') throw new Error(clash.kind);
    expect(ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', { token: clash.token, name: 'Ember again' }))).toMatchObject({ kind: 'imported' });
    expect(picker.asked).toHaveLength(5);

    const backup = ok<BackupOutcome>(await dispatch(app.handlers, 'saves:backup-all', {}));
    expect(backup).toMatchObject({ kind: 'done', slots: 2 });
    expect(ok<BackupOutcome>(await dispatch(app.handlers, 'saves:backup-all', {}))).toEqual({ kind: 'cancelled' });
  });

  it('a file the app was opened with waits for the player, and can be declined', async () => {
    // Made with this engine, so the test does not depend on old fixtures still replaying.
    const elsewhere = services(path.join(root, 'elsewhere'));
    const fixture = path.join(outDir, 'deep-in-the-maze.mazewright');
    await exportSlot(elsewhere.store, await playGame(elsewhere.session, 'Deep in the maze', 3), fixture, '0.1.0-test');
    const app = appServices({ dataDir, appVersion: '0.1.0-test', host: 'electron' });
    const request = await app.pendingImports.requestFile(fixture);
    const missing = await app.pendingImports.requestFile(path.join(outDir, 'gone.mazewright'));
    expect(missing.problem).toMatch(/There is no file/);
    expect(ok<RequestedImport[]>(await dispatch(app.handlers, 'imports:requested', {})).map((r) => r.fileName)).toEqual(['deep-in-the-maze.mazewright', 'gone.mazewright']);
    expect(await dispatch(app.handlers, 'slots:import', { token: missing.token })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/There is no file/) } });
    expect(ok(await dispatch(app.handlers, 'imports:dismiss', { token: missing.token }))).toEqual({ dismissed: true });
    expect(await app.store.list()).toEqual([]);
    expect(ok<ImportOutcome>(await dispatch(app.handlers, 'slots:import', { token: request.token }))).toMatchObject({ kind: 'imported', meta: { name: 'Deep in the maze' } });
    expect(ok<RequestedImport[]>(await dispatch(app.handlers, 'imports:requested', {}))).toEqual([]);
  });

  it('holds only a handful of imports: the oldest question is forgotten first', () => {
    const held = new PendingImports();
    const tokens = Array.from({ length: 9 }, (_, i) => held.hold({ fileName: `f${i}.mazewright`, text: String(i) }));
    expect(held.get(tokens[0]!)).toBeUndefined();
    expect(held.get(tokens[8]!)).toEqual({ fileName: 'f8.mazewright', text: '8' });
    // Held for a name clash, not asked for by the operating system: not a request to show.
    expect(held.requested()).toEqual([]);
  });
});

describe('clear answers for awkward export targets and imported names', () => {
  it('exports into a folder named with a trailing slash, or an existing folder, under the slot’s name', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Crypt run', 1);
    const done = await exportSlot(store, id, `${outDir}${path.sep}`, 'x');
    expect(done.file).toBe(path.join(outDir, 'Crypt run.mazewright'));
    const again = path.join(outDir, 'again');
    await mkdir(again);
    expect((await exportSlot(store, id, again, 'x')).file).toBe(path.join(again, 'Crypt run.mazewright'));
    // A folder that is not there is not quietly turned into a file named like it.
    await expect(exportSlot(store, id, path.join(outDir, 'missing') + path.sep, 'x')).rejects.toThrow(`The folder ${path.join(outDir, 'missing')} does not exist.`);
    expect(await readdir(outDir)).not.toContain('missing');
  });

  it('exports under a file name of 237 to 255 bytes, and refuses a longer one in words', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Long', 1);
    for (const bytes of [237, 246, 255]) {
      const name = `${'n'.repeat(bytes - '.mazewright'.length)}.mazewright`;
      expect((await exportSlot(store, id, path.join(outDir, name), 'x')).file).toBe(path.join(outDir, name));
    }
    await expect(exportSlot(store, id, path.join(outDir, `${'n'.repeat(245)}.mazewright`), 'x')).rejects.toThrow(/is too long \(at most 255 bytes\)/);
    expect((await readdir(outDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.runIf(process.platform === 'linux')('says a folder refuses new files instead of claiming it does not exist (/proc)', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Proc', 1);
    await expect(exportSlot(store, id, '/proc/x.mazewright', 'x')).rejects.toThrow('Mazewright cannot create files in /proc. Choose another folder.');
  });

  it('imports an export whose carried name is too long or holds a control character under a new name', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Carrier', 1);
    const target = path.join(outDir, 'carrier.mazewright');
    await exportSlot(store, id, target, 'x');
    const other = services(path.join(root, 'other'));
    for (const [index, bad] of ['x'.repeat(61), 'Bell\u0007', 'Rev\u202Eesrever'].entries()) {
      const envelope = JSON.parse(await readFile(target, 'utf8')) as { slot: { meta: { name: string } } };
      envelope.slot.meta.name = bad;
      const file = path.join(outDir, `bad-${index}.mazewright`);
      await writeFile(file, JSON.stringify(envelope));
      // Without a new name: the same answer as a taken name, so the player is asked for one.
      await expect(importSlotFile(other.store, file)).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('cannot be used here') });
      const imported = await importSlotFile(other.store, file, `Renamed ${index}`);
      expect(imported.file.meta.name).toBe(`Renamed ${index}`);
    }
    expect((await other.store.list()).map((l) => (l.readable ? l.meta.name : l.file)).sort()).toEqual(['Renamed 0', 'Renamed 1', 'Renamed 2']);
  });

  it('asks the app’s player for a new name, offering the carried one without its control characters', async () => {
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Carrier', 1);
    const target = path.join(outDir, 'c.mazewright');
    await exportSlot(store, id, target, 'x');
    const text = await readFile(target, 'utf8');
    const envelope = JSON.parse(text) as { slot: { meta: { name: string } } };
    envelope.slot.meta.name = 'Dark\u0085 \u202Ecrypt';
    const app = appServices({ dataDir: path.join(root, 'app'), appVersion: 'x', host: 'web' });
    const outcome = await dispatch(app.handlers, 'slots:import', { upload: { fileName: 'c.mazewright', text: JSON.stringify(envelope) } });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'conflict', name: 'Dark crypt' } });
    const value = outcome.ok ? (outcome.value as ImportOutcome) : null;
    if (value?.kind !== 'conflict') throw new Error('expected a conflict');
    const token = value.token;
    const retried = await dispatch(app.handlers, 'slots:import', { token, name: 'Dark crypt' });
    expect(retried).toMatchObject({ ok: true, value: { kind: 'imported', meta: { name: 'Dark crypt' } } });
  });
});

describe('export file names', () => {
  it('never proposes a name Windows reserves for a device', () => {
    for (const name of ['CON', 'con', 'Nul', 'AUX', 'PRN', 'COM1', 'lpt9', 'COM\u00b9', 'CON.', ' nul ', 'CON.txt']) {
      const file = exportFileName(name);
      expect(file.replace(/\..*$/, '').trim().toLowerCase(), name).not.toMatch(/^(con|prn|aux|nul|com.|lpt.)$/);
      expect(file.endsWith('.mazewright')).toBe(true);
    }
    expect(exportFileName('CON')).toBe('CON (slot).mazewright');
    expect(exportFileName('Console')).toBe('Console.mazewright');
  });

  it('drops control and text-direction characters and stays within 255 bytes', () => {
    expect(exportFileName('Evil\u202Etxt.exe')).toBe('Eviltxt.exe.mazewright');
    expect(exportFileName('a\u007Fb\u0085c')).toBe('abc.mazewright');
    const wide = exportFileName('\u{1F409}'.repeat(60));
    expect(Buffer.byteLength(wide)).toBeLessThanOrEqual(255);
    expect(wide).not.toMatch(/\p{Cs}/u);
  });
});

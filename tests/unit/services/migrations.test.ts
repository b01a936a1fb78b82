import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeSlot } from '../../../electron/services/slot-file-decode';
import { replayedLog, verifySlot } from '../../../electron/services/slot-verify';
import { migrateSlotData, type SlotMigration } from '../../../shared/saves/migrations';
import { SLOT_SCHEMA_VERSION, storedHeaderSchema, type SlotFile } from '../../../shared/saves/slot-schema';
import { replayGame } from '../../../shared/engine/game';
import { findRuleset } from '../../../shared/rulesets/registry';
import { LOG_WINDOW, type LogWindow } from '../../../shared/ipc/contract';
import { logPath, services, slotPath, snapshot, tempDataDir } from './helpers';

/** What an open sends of a whole log: its newest LOG_WINDOW entries (older ones are paged in). */
function openedWindow(log: SlotFile['log']): LogWindow {
  const start = Math.max(0, log.length - LOG_WINDOW);
  return { entries: log.slice(start), start, total: log.length };
}

const fixturesRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/saves');

/** Every slot file of every released schema version we keep fixtures of. */
async function fixtureSlots(): Promise<{ version: number; file: string }[]> {
  const versions = (await readdir(fixturesRoot)).filter((d) => /^v\d+$/.test(d));
  const out: { version: number; file: string }[] = [];
  for (const v of versions) {
    for (const name of await readdir(path.join(fixturesRoot, v))) {
      if (name.endsWith('.json')) out.push({ version: Number(v.slice(1)), file: path.join(fixturesRoot, v, name) });
    }
  }
  return out;
}

/** A fixture as a whole slot: schema 1 holds its log inline, schema 2 on keeps it in `<id>.log.jsonl` next to it. */
async function readFixture(file: string): Promise<SlotFile> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as SlotFile & { logEntries?: number };
  if (raw.logEntries === undefined) return raw;
  const { logEntries, ...header } = raw;
  const lines = (await readFile(file.replace(/\.json$/, '.log.jsonl'), 'utf8')).split('\n').slice(0, logEntries);
  const log = lines.map((l) => JSON.parse(l) as SlotFile['log'][number]);
  const stored = storedHeaderSchema.safeParse(raw);
  if (!stored.success) return { ...header, log };
  // Schema 3: the actions are in their own file and the state is what they replay to (no checkpoint in these fixtures).
  const actionLines = (await readFile(file.replace(/\.json$/, '.actions.jsonl'), 'utf8')).split('\n').slice(0, stored.data.actions.entries);
  const actions = actionLines.map((l) => JSON.parse(l) as unknown);
  const replayed = replayGame(findRuleset(stored.data.game.rulesetId)!, stored.data.game.seed, stored.data.game.setup, actions);
  if (!replayed.ok) throw new Error(`fixture ${file} does not replay: ${replayed.message}`);
  const { meta, appVersion, schemaVersion } = stored.data;
  return { schemaVersion, appVersion, meta, game: { ...stored.data.game, actions: replayed.game.actions, state: replayed.game.state }, log };
}

/** Copies a fixture (and its log file, when it has one) into the data directory's slots folder. */
async function plantFixture(file: string, into = dataDir): Promise<void> {
  await mkdir(path.join(into, 'slots'), { recursive: true });
  await copyFile(file, path.join(into, 'slots', path.basename(file)));
  // The companions a slot has from its schema on: the log (2), the actions (3).
  for (const companion of [file.replace(/\.json$/, '.log.jsonl'), file.replace(/\.json$/, '.actions.jsonl')]) {
    await copyFile(companion, path.join(into, 'slots', path.basename(companion))).catch(() => undefined);
  }
}

/**
 * What opening a fixture must show: the stored game, or, for a game saved under an older edition of its rules, the
 * game and log its seed and choices give under the current rules (with a notice saying so).
 */
function asOpened(original: SlotFile): { state: unknown; log: SlotFile['log']; how: 'as saved' | 'upgraded' | 'read-only' } {
  const verdict = verifySlot(original);
  if (verdict.status === 'outdated') return { state: original.game.state, log: original.log, how: 'read-only' };
  if (verdict.status !== 'ok') throw new Error(`fixture ${original.meta.name} does not verify: ${verdict.message}`);
  if (!verdict.upgraded) return { state: original.game.state, log: original.log, how: 'as saved' };
  const log = replayedLog(verdict.upgraded.game);
  if (!log) throw new Error(`the upgraded ${original.meta.name} does not replay`);
  return { state: verdict.upgraded.game.state, log, how: 'upgraded' };
}

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-migrate-')));
afterEach(async () => cleanup());

describe('fixtures of every released schema version', () => {
  it('has fixtures of version 1 and of the current version', async () => {
    const versions = new Set((await fixtureSlots()).map((f) => f.version));
    expect(versions.has(1)).toBe(true);
    expect(versions.has(SLOT_SCHEMA_VERSION)).toBe(true);
  });

  it('every fixture lists, opens (without a notice, or told it was replayed under the current rules), and comes up at the current schema version', async () => {
    const all = await fixtureSlots();
    // Each version in a data directory of its own: the fixtures of every version share their slot ids.
    for (const version of new Set(all.map((f) => f.version))) {
    const fixtures = all.filter((f) => f.version === version);
    const dir = path.join(dataDir, `v${version}`);
    for (const f of fixtures) await plantFixture(f.file, dir);
    const { store, session } = services(dir);
    const listings = await store.list();
    expect(listings.every((l) => l.readable)).toBe(true);
    expect(listings).toHaveLength(fixtures.length);
    for (const f of fixtures) {
      const original = await readFixture(f.file);
      const opened = await session.open(original.meta.id);
      const expected = asOpened(original);
      const edition = /older edition of the Deathmaze rules \(edition 1\).*current rules \(edition 2\)/;
      if (expected.how === 'upgraded') expect(opened.notice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(edition) });
      else if (expected.how === 'read-only') expect(opened.notice).toMatchObject({ kind: 'read-only', message: expect.stringMatching(edition) });
      else expect(opened.notice).toBeUndefined();
      expect(opened.view.slot.name).toBe(original.meta.name);
      expect(opened.view.state).toEqual(expected.state);
      expect(opened.log).toEqual(openedWindow(expected.log));
      // Upgraded once: the next open finds a game of the current edition, with nothing more to say.
      if (expected.how === 'upgraded') expect((await session.open(original.meta.id)).notice).toBeUndefined();
    }
    }
  });

  it('every fixture game replays: to its stored state, or, saved under an older rules edition, under the current rules', async () => {
    // When a ruleset changes how it plays without raising its rules edition, this fails: old campaigns would then
    // open with an 'unverified' notice.
    // A fixture whose choices today's rules no longer allow is 'outdated' (kept as saved, read-only), never damage.
    const seen = new Set<string>();
    for (const f of await fixtureSlots()) {
      const verdict = verifySlot(await readFixture(f.file));
      expect(['ok', 'outdated']).toContain(verdict.status);
      if (verdict.status === 'ok' && verdict.upgraded) expect(verdict.upgraded.from).toBeLessThan(verdict.upgraded.to);
      seen.add(verdict.status === 'ok' ? (verdict.upgraded ? 'upgraded' : 'as saved') : verdict.status);
    }
    // The fixtures exercise the upgrade by replay, not only the read-only path.
    expect(seen).toContain('upgraded');
  });

  it('a game of the current rules edition whose stored state does not follow from its choices is still a mismatch', async () => {
    const all = await Promise.all((await fixtureSlots()).map(async (f) => readFixture(f.file)));
    const upgraded = all.map((file) => ({ file, verdict: verifySlot(file) })).find((x) => x.verdict.status === 'ok' && x.verdict.upgraded);
    if (!upgraded || upgraded.verdict.status !== 'ok' || !upgraded.verdict.upgraded) throw new Error('no fixture upgrades');
    const current = upgraded.verdict.upgraded.game;
    const edited = { ...upgraded.file, game: { ...current, state: { ...(current.state as object), handEdited: 0 } } };
    expect(verifySlot(edited)).toMatchObject({ status: 'mismatch', message: expect.stringContaining('state.handEdited') });
  });

  it('opening and playing an old fixture saves it at the current version, keeping the original as a backup', async () => {
    // One that today's rules can still play on (an outdated one opens read-only).
    const playable = [];
    for (const f of (await fixtureSlots()).filter((x) => x.version === 1)) if (verifySlot(await readFixture(f.file)).status === 'ok') playable.push(f);
    const first = playable[0]!;
    const original = await readFixture(first.file);
    await plantFixture(first.file);
    const { session } = services(dataDir);
    await session.open(original.meta.id);
    await session.save();
    const saved = JSON.parse(await readFile(slotPath(dataDir, original.meta.id), 'utf8')) as Record<string, unknown>;
    expect(saved['schemaVersion']).toBe(SLOT_SCHEMA_VERSION);
    const backups = await readdir(path.join(dataDir, 'backups', original.meta.id));
    // The original is kept as a backup: the only one, or (a game upgraded to the current rules on opening, then
    // saved again) one of two.
    const originalText = await readFile(first.file, 'utf8');
    const kept = await Promise.all(backups.map(async (b) => readFile(path.join(dataDir, 'backups', original.meta.id, b), 'utf8')));
    expect(backups).toHaveLength(asOpened(original).how === 'upgraded' ? 2 : 1);
    expect(kept).toContain(originalText);
  });

  it('a schema-1 slot keeps its whole log when it is split into two files on its first save', async () => {
    for (const f of (await fixtureSlots()).filter((x) => x.version === 1)) {
      const original = await readFixture(f.file);
      // An outdated game opens read-only and is never written again.
      if (verifySlot(original).status === 'outdated') continue;
      const id = original.meta.id;
      await plantFixture(f.file);
      const { session, store } = services(dataDir);
      const opened = await session.open(id);
      const expectedLog = asOpened(original).log;
      expect(opened.log).toEqual(openedWindow(expectedLog));
      const choice = opened.view.choices.find((c) => c.id !== 'leave');
      const played = choice ? (await session.act(choice.action)).events : (await session.save(), []);
      const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as Record<string, unknown>;
      expect(header).not.toHaveProperty('log');
      expect(header['logEntries']).toBe(expectedLog.length + played.length);
      const lines = (await readFile(logPath(dataDir, id), 'utf8')).trimEnd().split('\n');
      expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(JSON.parse(JSON.stringify([...expectedLog, ...played])));
      // A fresh store (no cache) reads the two files back as the same slot.
      const reread = await services(dataDir).store.read(id);
      expect(reread.log).toEqual([...expectedLog, ...played]);
      // Once split, the next save only appends to the log.
      const next = opened.view.choices.length > 0 ? await session.save() : null;
      if (next) expect((await readFile(logPath(dataDir, id), 'utf8')).trimEnd().split('\n')).toHaveLength(lines.length);
      await store.delete(id);
    }
  });
});

describe('the migration chain', () => {
  // A made-up history: v1 had `meta.title`, v2 renamed it to `meta.name`, v3 added `meta.tags`.
  const steps = new Map<number, SlotMigration>([
    [1, (old) => {
      const { title, ...meta } = old['meta'] as Record<string, unknown>;
      return { ...old, meta: { ...meta, name: title } };
    }],
    [2, (old) => ({ ...old, meta: { ...(old['meta'] as object), tags: [] } })],
  ]);

  it('runs every step from the file version up to the target, in order, stamping each version', () => {
    const result = migrateSlotData({ schemaVersion: 1, meta: { title: 'Old', id: 'x' } }, 3, steps);
    expect(result).toEqual({ ok: true, from: 1, data: { schemaVersion: 3, meta: { id: 'x', name: 'Old', tags: [] } } });
    expect(migrateSlotData({ schemaVersion: 2, meta: { name: 'Mid' } }, 3, steps)).toEqual({
      ok: true,
      from: 2,
      data: { schemaVersion: 3, meta: { name: 'Mid', tags: [] } },
    });
  });

  it('does not touch the input, leaves current files alone and tells newer and impossible versions apart', () => {
    const input = Object.freeze({ schemaVersion: 1, meta: Object.freeze({ title: 'Old' }) });
    migrateSlotData(input, 3, steps);
    expect(input.meta).toEqual({ title: 'Old' });
    expect(migrateSlotData({ schemaVersion: 3, meta: {} }, 3, steps)).toMatchObject({ ok: true, from: 3 });
    expect(migrateSlotData({ schemaVersion: 4 }, 3, steps)).toEqual({ ok: false, reason: 'newer', version: 4 });
    expect(migrateSlotData({ schemaVersion: 0 }, 3, steps)).toEqual({ ok: false, reason: 'no-path', version: 0 });
  });

  it('decodes a migrated file with full validation and reports where it came from', async () => {
    const fixture = (await fixtureSlots()).find((f) => f.version === 1)!;
    const v1 = JSON.parse(await readFile(fixture.file, 'utf8')) as SlotFile;
    const { name, ...meta } = v1.meta;
    const older = { ...v1, schemaVersion: 0, meta: { ...meta, title: name } };
    const chain = new Map<number, SlotMigration>([[0, steps.get(1)!]]);
    const decoded = decodeSlot(JSON.stringify(older), 'old.json', { migrations: chain, targetVersion: 1 });
    expect(decoded).toMatchObject({ ok: true, migratedFrom: 0 });
    expect(decoded.ok && decoded.file).toEqual({ ...v1, schemaVersion: SLOT_SCHEMA_VERSION });
    // A step that produces a bad shape is caught by the validation that follows the chain.
    const broken = new Map<number, SlotMigration>([[0, (old) => ({ ...old, meta: 'gone' })]]);
    expect(decodeSlot(JSON.stringify(older), 'old.json', { migrations: broken, targetVersion: 1 })).toMatchObject({
      ok: false,
      kind: 'damaged',
      message: expect.stringMatching(/meta: expected object/),
    });
  });

  it('a version no release wrote is damage that names the version, and nothing is written while listing it', async () => {
    const fixture = (await fixtureSlots()).find((f) => f.version === 1)!;
    const v1 = JSON.parse(await readFile(fixture.file, 'utf8')) as SlotFile;
    await mkdir(path.join(dataDir, 'slots'), { recursive: true });
    await copyFile(fixture.file, slotPath(dataDir, v1.meta.id));
    await writeFile(slotPath(dataDir, v1.meta.id), JSON.stringify({ ...v1, schemaVersion: 0 }));
    const before = await snapshot(dataDir);
    const { store } = services(dataDir);
    const [listing] = await store.list();
    expect(listing).toMatchObject({ readable: false, message: expect.stringMatching(/schema version 0, which no version of Mazewright wrote/) });
    expect(await snapshot(dataDir)).toEqual(before);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtemp, open, readdir, rm, stat, truncate, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { PARTY, logPath, playGame, services, slotOnDisk, slotPath, step } from './helpers';

/**
 * A real full disk and a real read-only disk: a 256 KiB tmpfs mounted for the test (Linux, as root, where mount
 * is allowed; skipped elsewhere). Permission tests are meaningless as root, so "unwritable" is tested as
 * read-only media (EROFS), which root cannot write either.
 */
let mountPoint = '';
let mounted = false;

beforeAll(async () => {
  mountPoint = await mkdtemp(path.join(os.tmpdir(), 'mazewright-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint], { stdio: 'ignore' });
    mounted = true;
  } catch {
    mounted = false;
  }
});

afterAll(async () => {
  if (mounted) execFileSync('umount', [mountPoint], { stdio: 'ignore' });
  await rm(mountPoint, { recursive: true, force: true });
});

/** Writes a filler file until the disk refuses; returns its path. */
async function fillDisk(dir: string): Promise<string> {
  const filler = path.join(dir, 'filler.bin');
  const handle = await open(filler, 'w');
  const chunk = Buffer.alloc(4096, 7);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    await handle.close();
  }
  return filler;
}

const onDisk = async (dataDir: string, id: string) => {
  const decoded = await slotOnDisk(dataDir, id);
  if (!decoded?.ok || decoded.logRebuilt !== undefined) throw new Error(`slot ${id} does not read back whole`);
  return decoded.file;
};

describe('a full disk and read-only media', () => {
  it('full disk: the move is undone and the player told plainly, the last save is intact, saving resumes (issue 15)', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'full');
    const { session } = services(dataDir);
    const created = await session.create({ name: 'Cramped', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const id = created.view.slot.id;
    await step(session);
    await step(session);
    const filler = await fillDisk(mountPoint);
    try {
      // The move was shown before its save (the early paint); the save failed, so the game went back to the last save.
      let taken = await step(session);
      expect(taken.notSaved).toMatch(/^Not saved: The disk is full: Mazewright could not save in .*Free some space and try again\./);
      expect(taken.notSaved).toMatch(/That move was undone: the game is back where it was last saved, and nothing saved before is lost\./);
      expect(taken.view.slot.actionCount).toBe(2);
      expect(taken.events).toEqual([]);
      taken = await step(session);
      expect(taken.view.slot.actionCount).toBe(2);
      expect(taken.notSaved).toMatch(/disk is full/);
      // What the game shows is what is on disk, and no half-written temp files are left to fill the disk further.
      expect(session.current()?.view.saveStatus).toEqual({ saved: true });
      expect((await onDisk(dataDir, id)).meta.actionCount).toBe(2);
      expect((await readdir(path.join(dataDir, 'slots'))).filter((n) => !n.endsWith('.lock')).sort()).toEqual([`${id}.actions.jsonl`, `${id}.json`, `${id}.log.jsonl`]);
    } finally {
      await unlink(filler);
    }
    const view = (await step(session)).view;
    expect(view.saveStatus).toEqual({ saved: true });
    expect(view.slot.actionCount).toBe(3);
    expect((await onDisk(dataDir, id)).meta.actionCount).toBe(3);
  });

  it('read-only media: saving is refused in plain words, the move undone, and play resumes when writable', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'ro');
    const { session, store } = services(dataDir);
    const created = await session.create({ name: 'Locked', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const id = created.view.slot.id;
    await step(session);
    execFileSync('mount', ['-o', 'remount,ro', mountPoint], { stdio: 'ignore' });
    try {
      const taken = await step(session);
      expect(taken.notSaved).toMatch(/is on a read-only disk, so Mazewright cannot save there\./);
      expect(taken.view.slot.actionCount).toBe(1);
      // Listing and opening still work from a read-only disk.
      expect((await store.list()).map((l) => l.readable)).toEqual([true]);
      expect((await onDisk(dataDir, id)).meta.actionCount).toBe(1);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mountPoint], { stdio: 'ignore' });
    }
    expect((await step(session)).view.saveStatus.saved).toBe(true);
    expect((await onDisk(dataDir, id)).meta.actionCount).toBe(2);
  });

  it('a backup never takes the space the save needs: no half backups, and the save goes through (issue 18, item 5)', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'tight');
    const { session } = services(dataDir);
    const id = await playGame(session, 'Tight', 60);
    const page = 4096;
    const pages = async (file: string) => Math.ceil((await stat(file)).size / page);
    const logPages = await pages(logPath(dataDir, id));
    const headerPages = await pages(slotPath(dataDir, id));
    // The log is much larger than the small file (schema 3: one page whatever the campaign's length). Room is left
    // for one copy of the log plus a page: a backup that copied the log would fill it and leave no room for the
    // save; a backup of the small file alone leaves plenty.
    expect(headerPages).toBe(1);
    expect(logPages).toBeGreaterThanOrEqual(2 * headerPages + 2);
    const filler = await fillDisk(mountPoint);
    try {
      await truncate(filler, Math.max(0, (await stat(filler)).size - (logPages + 1) * page));
      const view = (await step(session)).view;
      expect(view.saveStatus).toEqual({ saved: true });
      expect((await onDisk(dataDir, id)).meta.actionCount).toBe(61);
      // Whatever the backup step managed, it left whole backups only: every backup file is a backup header.
      const backups = await readdir(path.join(dataDir, 'backups', id));
      expect(backups.filter((n) => !/^\d+\.json$/.test(n))).toEqual([]);
    } finally {
      await unlink(filler);
    }
  });

  it('the CLI stops at the first failed save and says so plainly', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'cli');
    const out: string[] = [];
    const err: string[] = [];
    const env = { MAZEWRIGHT_DATA_DIR: dataDir };
    expect(await runCli(['slots', 'new', 'Warm-up', '--seed', 'K7QM-2XPD', '--autoplay', '1'], { out: (t) => out.push(t), err: (t) => err.push(t), env })).toBe(0);
    const filler = await fillDisk(mountPoint);
    try {
      // Room for the new slot and its first few saves, not for 200 actions.
      await truncate(filler, Math.max(0, (await stat(filler)).size - 6 * 4096));
      const code = await runCli(['slots', 'new', 'Crowded', '--seed', 'K7QM-2XPD', '--autoplay', '200'], { out: (t) => out.push(t), err: (t) => err.push(t), env });
      expect(code).toBe(1);
      const said = err.join('\n');
      expect(said).toMatch(/Stopped after (\d+) actions?: action \1 could not be saved \(The disk is full/);
      expect(said).not.toMatch(/will try again/);
      const stopped = Number(/Stopped after (\d+)/.exec(said)?.[1]);
      expect(stopped).toBeLessThan(200);
    } finally {
      await unlink(filler);
    }
  });
});

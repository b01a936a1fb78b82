import { execFileSync } from 'node:child_process';
import { mkdtemp, open, readdir, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTY, services, slotOnDisk, step } from './helpers';

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
  it('full disk: the game goes on from memory, the player is told plainly, the last save is intact, saving resumes', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'full');
    const { session } = services(dataDir);
    const created = await session.create({ name: 'Cramped', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const id = created.view.slot.id;
    await step(session);
    await step(session);
    const filler = await fillDisk(mountPoint);

    let view = (await step(session)).view;
    expect(view.saveStatus.saved).toBe(false);
    expect(view.saveStatus.message).toMatch(/^Not saved: The disk is full: Mazewright could not save in .*Free some space and try again\./);
    expect(view.saveStatus.message).toMatch(/The game goes on from memory; Mazewright will try again after your next action\./);
    view = (await step(session)).view;
    expect(view.slot.actionCount).toBe(4);
    expect(view.saveStatus.saved).toBe(false);
    await expect(session.save()).rejects.toMatchObject({ code: 'io', message: expect.stringMatching(/disk is full/) });
    // Nothing saved before is lost, and no half-written temp files are left to fill the disk further.
    expect((await onDisk(dataDir, id)).meta.actionCount).toBe(2);
    expect((await readdir(path.join(dataDir, 'slots'))).sort()).toEqual([`${id}.json`, `${id}.log.jsonl`]);

    await unlink(filler);
    view = (await step(session)).view;
    expect(view.saveStatus).toEqual({ saved: true });
    expect((await onDisk(dataDir, id)).meta.actionCount).toBe(5);
  });

  it('read-only media: saving is refused in plain words, the game goes on, and the save resumes when writable', async (ctx) => {
    if (!mounted) ctx.skip();
    const dataDir = path.join(mountPoint, 'ro');
    const { session, store } = services(dataDir);
    const created = await session.create({ name: 'Locked', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const id = created.view.slot.id;
    await step(session);
    execFileSync('mount', ['-o', 'remount,ro', mountPoint], { stdio: 'ignore' });
    try {
      const view = (await step(session)).view;
      expect(view.saveStatus.saved).toBe(false);
      expect(view.saveStatus.message).toMatch(/is on a read-only disk, so Mazewright cannot save there\./);
      expect(view.slot.actionCount).toBe(2);
      // Listing and opening still work from a read-only disk.
      expect((await store.list()).map((l) => l.readable)).toEqual([true]);
      expect((await onDisk(dataDir, id)).meta.actionCount).toBe(1);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mountPoint], { stdio: 'ignore' });
    }
    expect((await session.save()).saveStatus.saved).toBe(true);
    expect((await onDisk(dataDir, id)).meta.actionCount).toBe(2);
  });
});

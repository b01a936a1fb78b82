import { access, cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeDirs } from './make-dirs';
import { slotIdSchema } from '../../shared/saves/slot-schema';
import { backupsDir, damagedDir } from './backups';
import { logFileFor } from './recovery-log';
import { SlotError, isErrno, toSlotError } from './slot-error';
import type { SlotStore } from './slot-store';

export interface DataBackupResult {
  /** The new folder holding the copy. */
  readonly folder: string;
  /** Slot files copied (readable or not: everything in the slots folder). */
  readonly slots: number;
}

/**
 * Copies Mazewright's own files (slots, their backups, damaged and trashed files, the log) into a new folder
 * `mazewright-backup-<time>` inside `destination`. Only our entries are copied: the data directory may be
 * Electron's userData folder, full of browser caches. Each slot is copied while no write to it can run, so every
 * copy is a whole save. Nothing in the destination is ever replaced.
 */
export async function backupDataDir(store: SlotStore, destination: string, now: Date = new Date()): Promise<DataBackupResult> {
  const dataDir = path.resolve(store.dataDir);
  const parent = path.resolve(destination);
  const inside = path.relative(dataDir, parent);
  // The one folder inside the data that is allowed: it is never itself copied, so backups cannot nest.
  const isFixedFolder = parent === fixedBackupFolder(dataDir);
  if (!isFixedFolder && (inside === '' || (!inside.startsWith('..') && !path.isAbsolute(inside)))) {
    throw new SlotError('invalid', `Choose a folder outside Mazewright's data folder (${dataDir}) for the backup.`);
  }
  const base = `mazewright-backup-${now.toISOString().replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z')}`;
  // The copy is made under a name that says it is unfinished, and takes its real name only once complete: a backup
  // killed halfway leaves a folder plainly marked INCOMPLETE, never one that looks like a good backup.
  const folder = await newFolder(parent, `${base}${INCOMPLETE_SUFFIX}`);
  try {
    const slotsTarget = path.join(folder, 'slots');
    await mkdir(slotsTarget);
    let slots = 0;
    const names = await listOrEmpty(store.slotsDir);
    for (const name of names) {
      const target = path.join(slotsTarget, name);
      const stem = name.replace(/\.json$/, '');
      // A slot's log, actions and state checkpoints are copied together with its small file, under the same lock.
      const companionOf = /^(.+?)\.(?:log\.jsonl|actions\.jsonl|at-\d+\.state)$/.exec(name)?.[1];
      if (companionOf !== undefined && names.includes(`${companionOf}.json`)) continue;
      if (name.endsWith('.json') && slotIdSchema.safeParse(stem).success) {
        if (await store.copySlotFile(stem, target)) slots++;
      } else if (!name.startsWith('.')) {
        await cp(path.join(store.slotsDir, name), target, { recursive: true, errorOnExist: true, force: false });
      }
    }
    for (const dir of [backupsDir(dataDir), damagedDir(dataDir), store.trashDir]) {
      if ((await listOrEmpty(dir)).length > 0) await cp(dir, path.join(folder, path.basename(dir)), { recursive: true, errorOnExist: true, force: false });
    }
    for (const log of [logFileFor(dataDir), `${logFileFor(dataDir)}.1`]) {
      await cp(log, path.join(folder, path.basename(log)), { errorOnExist: true, force: false }).catch((error: unknown) => {
        if (!isErrno(error, 'ENOENT')) throw error;
      });
    }
    const info = { madeBy: 'Mazewright', createdAt: now.toISOString(), from: dataDir, slots, restore: 'Copy these folders into a Mazewright data folder (MAZEWRIGHT_DATA_DIR) while Mazewright is closed.' };
    await writeFile(path.join(folder, 'backup-info.json'), `${JSON.stringify(info, null, 2)}\n`, { flag: 'wx' });
    return { folder: await finish(folder, parent, base), slots };
  } catch (error) {
    // A failed copy is of no use and may hold the space the player needs: it goes (a killed one stays, marked).
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    throw toSlotError(error, folder);
  }
}

/** What a backup folder's name ends with while it is being written. */
export const INCOMPLETE_SUFFIX = '.INCOMPLETE';

/** Gives a finished backup its real name: `base`, or `base-2`, `base-3`… when that name is taken meanwhile. */
async function finish(folder: string, parent: string, base: string): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const target = path.join(parent, n === 1 ? base : `${base}-${n}`);
    if (await access(target).then(() => true, () => false)) continue;
    try {
      await rename(folder, target);
      return target;
    } catch (error) {
      // Taken in the meantime (Windows says EPERM for an existing folder): try the next name.
      if (!isErrno(error, 'EEXIST', 'ENOTEMPTY', 'EPERM')) throw error;
    }
  }
  throw new SlotError('conflict', `Too many backups named ${base} in ${parent}.`);
}

/**
 * Where hosts without a folder dialog (the browser development host) put full backups: a fixed folder in the data
 * directory that the backup itself never copies.
 */
export function fixedBackupFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'full-backups');
}

async function listOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw toSlotError(error, dir, 'read');
  }
}

/** `base`, or `base-2`, `base-3`… when a backup of the same second already exists there. */
async function newFolder(parent: string, base: string): Promise<string> {
  try {
    await makeDirs(parent);
  } catch (error) {
    throw toSlotError(error, parent);
  }
  for (let n = 1; n < 100; n++) {
    const folder = path.join(parent, n === 1 ? base : `${base}-${n}`);
    try {
      await mkdir(folder);
      return folder;
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw toSlotError(error, parent);
    }
  }
  throw new SlotError('conflict', `Too many backups named ${base} in ${parent}.`);
}

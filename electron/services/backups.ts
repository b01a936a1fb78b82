import { randomBytes } from 'node:crypto';
import { copyFile, constants, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { makeDirs } from './make-dirs';
import { isErrno } from './slot-error';

/** Previous good versions of each slot: `<dataDir>/backups/<id>/<n>.json`, n counting up with every save. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** Files that failed to load are moved here, never deleted: `<dataDir>/damaged/`. */
export function damagedDir(dataDir: string): string {
  return path.join(dataDir, 'damaged');
}

/** How many previous versions each slot keeps by default (the issue asks for at least three). */
export const DEFAULT_BACKUPS_KEPT = 3;

const BACKUP_NAME = /^(\d{1,12})\.json$/;
/** A snapshot of a schema-3 slot: `snap-<n>.json` (its small file) and `snap-<n>.actions.jsonl` (its first n actions). */
const SNAPSHOT_NAME = /^snap-(\d{1,12})\.json$/;
/** Snapshots kept per slot. */
const SNAPSHOTS_KEPT = 2;

/**
 * When a schema-3 save takes a snapshot of its actions: once the actions since the last snapshot reach an eighth of
 * the campaign (and at least 500). Copying the actions file is the one step whose size grows with the campaign;
 * spacing the copies in proportion keeps what they add to a save constant (about 8 × an action's line, amortized)
 * while a damaged actions file still loses at most an eighth of the game.
 */
export function snapshotDue(actions: number, lastSnapshot: number): boolean {
  return actions - lastSnapshot >= Math.max(500, Math.ceil(actions / 8));
}

/** The actions copy that goes with snapshot `snap-<n>.json`. */
export function snapshotActionsFor(snapshotFile: string): string {
  return snapshotFile.replace(/\.json$/, '.actions.jsonl');
}

export function isSnapshot(backupFile: string): boolean {
  return SNAPSHOT_NAME.test(path.basename(backupFile));
}

/**
 * The rotating backups of the slots. Before a save replaces a slot file that read back as good, that small file is
 * copied here (a copy, not a hard link: a file edited in place by hand must not change its backup too); the
 * oldest copies beyond the limit are then removed. A copy is written under a temp name and renamed, so a crash
 * or a full disk leaves either a whole backup or none; backups are validated again before use anyway.
 *
 * The log is not copied: it is append-only, so a backup's log is the first `logEntries` lines of the slot's own
 * log file (checked against the backup's `logHash`), and it is derivable, so replaying the backup's game gives it
 * back when the live log is damaged. Copying it made each save's cost grow with the campaign and, on a full disk,
 * took the space the save itself needed. Backups made before this carry a `<n>.log.jsonl`, which is still used.
 */
export class BackupShelf {
  constructor(
    readonly dataDir: string,
    readonly kept: number = DEFAULT_BACKUPS_KEPT,
  ) {}

  dirFor(id: string): string {
    return path.join(backupsDir(this.dataDir), id);
  }

  /** Backup files of a slot, newest first (absolute paths); then its snapshots, newest first. */
  async list(id: string): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dirFor(id));
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return [];
      throw error;
    }
    const numbered = (pattern: RegExp): string[] =>
      names
        .flatMap((name) => {
          const match = pattern.exec(name);
          return match?.[1] !== undefined ? [{ name, n: Number(match[1]) }] : [];
        })
        .sort((a, b) => b.n - a.n)
        .map((entry) => path.join(this.dirFor(id), entry.name));
    return [...numbered(BACKUP_NAME), ...numbered(SNAPSHOT_NAME)];
  }

  /** The action count of the slot's newest snapshot (0: none). */
  async newestSnapshot(id: string): Promise<number> {
    const names = await readdir(this.dirFor(id)).catch(() => []);
    return Math.max(0, ...names.map((name) => Number(SNAPSHOT_NAME.exec(name)?.[1] ?? 0)));
  }

  /**
   * Keeps a snapshot of a schema-3 slot after `actions` actions: its actions file (exactly the saved lines, as just
   * written) and its small file, each copied whole under a temp name; then drops the oldest beyond SNAPSHOTS_KEPT.
   */
  async snapshot(id: string, actions: number, header: string, actionsFile: string): Promise<void> {
    const dir = this.dirFor(id);
    await makeDirs(dir);
    const target = path.join(dir, `snap-${actions}.json`);
    // The actions first: a snapshot header is only ever found beside its whole actions copy.
    await copyWhole(actionsFile, snapshotActionsFor(target));
    await copyWhole(header, target);
    const snapshots = (await this.list(id)).filter(isSnapshot);
    for (const old of snapshots.slice(SNAPSHOTS_KEPT)) {
      await unlink(old).catch(() => undefined);
      await unlink(snapshotActionsFor(old)).catch(() => undefined);
    }
  }

  /** Copies the small file `source` in as the newest backup of `id` and drops the oldest beyond the limit; returns the new path. */
  async keep(id: string, source: string): Promise<string> {
    const dir = this.dirFor(id);
    await makeDirs(dir);
    const existing = (await this.list(id)).filter((file) => !isSnapshot(file));
    const newest = existing[0] ? Number(BACKUP_NAME.exec(path.basename(existing[0]))?.[1] ?? 0) : 0;
    const target = path.join(dir, `${String(newest + 1).padStart(6, '0')}.json`);
    await copyWhole(source, target);
    for (const old of [target, ...existing].slice(this.kept)) {
      await unlink(old).catch(() => undefined);
      await unlink(backupLogFor(old)).catch(() => undefined);
    }
    return target;
  }
}

/** The log file kept with backup `<n>.json`: `<n>.log.jsonl`. */
export function backupLogFor(backupFile: string): string {
  return backupFile.replace(/\.json$/, '.log.jsonl');
}

/** A copy under a temp name, then renamed: a crash leaves the whole file or none. */
async function copyWhole(source: string, target: string): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // A reflink where the file system offers one (instant, no extra space until the slot changes), else a copy.
    await copyFile(source, temp, constants.COPYFILE_FICLONE);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * Keeps a file that failed to load in the damaged folder under a name that says which slot it was and when; never
 * overwrites anything there. It is a copy: the caller then replaces the original atomically, so at no moment is
 * the slot missing and at no moment is the damaged version gone. Returns the path of the kept copy.
 */
export async function copyAside(dataDir: string, file: string, now: Date): Promise<string> {
  const dir = damagedDir(dataDir);
  await makeDirs(dir);
  const ext = file.endsWith('.log.jsonl') ? '.log.jsonl' : '.json';
  const stem = path.basename(file).slice(0, path.basename(file).endsWith(ext) ? -ext.length : undefined);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(dir, `${stem}.${stamp}-${randomBytes(4).toString('hex')}${ext}`);
  await copyFile(file, target, constants.COPYFILE_EXCL);
  return target;
}

import type { Dirent } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { backupsDir } from './backups';
import { slotsDir } from './data-dir';

/**
 * A temp file no writer can still be using: every write of a save, log or backup finishes (or fails and removes
 * its temp file) within seconds. Only a killed or crashed process leaves one behind, and those add up (37 files,
 * up to 11 MB, after repeated kills). Ten minutes is far beyond any write and still cleans up at the next start.
 */
export const STALE_TEMP_AGE_MS = 10 * 60 * 1000;

/** Mazewright's temp files: dot-prefixed, `.tmp`-suffixed (see tempFileFor and the backup copies). */
function isOurTempFile(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}

/**
 * Removes temp files left by interrupted writes in the slots folder and every slot's backup folder, if they are
 * older than STALE_TEMP_AGE_MS. Never throws: a folder that cannot be read is simply not swept.
 * Returns the files removed.
 */
export async function sweepStaleTempFiles(dataDir: string, now: Date = new Date()): Promise<string[]> {
  const folders = [slotsDir(dataDir)];
  const backups = backupsDir(dataDir);
  for (const entry of await entries(backups)) if (entry.isDirectory()) folders.push(path.join(backups, entry.name));
  const removed: string[] = [];
  for (const folder of folders) {
    for (const entry of await entries(folder)) {
      if (!entry.isFile() || !isOurTempFile(entry.name)) continue;
      const file = path.join(folder, entry.name);
      try {
        if (now.getTime() - (await stat(file)).mtimeMs < STALE_TEMP_AGE_MS) continue;
        await unlink(file);
        removed.push(file);
      } catch {
        // Gone already (another process swept it), or not ours to remove: either way nothing to do.
      }
    }
  }
  return removed;
}

async function entries(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

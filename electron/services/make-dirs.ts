import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isErrno } from './slot-error';

/**
 * `mkdir -p` that always returns. Node's own `mkdir(dir, { recursive: true })` loops forever when the kernel answers
 * ENOENT for a folder whose parent exists (a pseudo file system such as /proc: `MAZEWRIGHT_DATA_DIR=/proc/1` hung
 * every command). Here each level is created at most once: if its parent exists and it still cannot be created,
 * the ENOENT is passed on to the caller, which words it for the player.
 */
export async function makeDirs(dir: string): Promise<void> {
  const target = path.resolve(dir);
  try {
    await mkdir(target);
    return;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return assertDirectory(target, error);
    if (!isErrno(error, 'ENOENT')) throw error;
    const parent = path.dirname(target);
    // The root (or a drive) missing is nothing another mkdir can fix.
    if (parent === target) throw error;
    await makeDirs(parent);
  }
  try {
    await mkdir(target);
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return assertDirectory(target, error);
    if (!isErrno(error, 'ENOENT')) throw error;
    // The parent is there now, so this is a folder that refuses new entries.
    throw Object.assign(new Error(`the system does not allow a new folder in ${path.dirname(target)}`), { code: 'ENOENT', cause: error });
  }
}

/** `mkdir -p` accepts an existing folder but not an existing file in its place (ENOTDIR, as Node's does). */
async function assertDirectory(target: string, original: unknown): Promise<void> {
  const info = await stat(target).catch(() => null);
  if (info?.isDirectory()) return;
  throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${target}'`), { code: 'ENOTDIR', cause: original });
}

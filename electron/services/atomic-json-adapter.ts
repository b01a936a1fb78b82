import { randomBytes } from 'node:crypto';
import { open, rename, unlink, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { isErrno } from './slot-error';

export interface AtomicJsonOptions<T> {
  /** Turns the file's text into data; throws when the text is not acceptable (the caller's error passes through). */
  readonly decode: (text: string) => T;
  /** Turns data into the file's text; pretty JSON by default so a player can read a save by hand. */
  readonly encode?: (data: T) => string;
  /**
   * Runs once the new text is safely on disk in the temp file and just before it replaces the target: the moment
   * to keep a backup of the version about to be replaced (a failure here aborts the write, target untouched).
   */
  readonly beforeReplace?: () => Promise<void>;
}

/** The temp file name used while writing `target`; dot-prefixed and `.tmp`-suffixed so listings skip it. */
export function tempFileFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
}

export function isTempFileName(name: string): boolean {
  return name.startsWith('.') || name.endsWith('.tmp');
}

const isWindows = process.platform === 'win32';

/**
 * A lowdb adapter that never leaves a half-written file: it writes a temp file in the same folder, flushes it to
 * disk, renames it over the target (atomic on one file system) and flushes the folder entry too, so after a crash
 * or power loss the slot holds either the old save or the new one. Reading a missing file gives null (lowdb's
 * "no data yet").
 */
export class AtomicJsonFile<T> implements Adapter<T> {
  readonly #filename: string;
  readonly #decode: (text: string) => T;
  readonly #encode: (data: T) => string;
  readonly #beforeReplace: (() => Promise<void>) | undefined;

  constructor(filename: string, options: AtomicJsonOptions<T>) {
    this.#filename = filename;
    this.#decode = options.decode;
    this.#encode = options.encode ?? ((data) => `${JSON.stringify(data, null, 2)}\n`);
    this.#beforeReplace = options.beforeReplace;
  }

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.#filename, 'utf8');
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return null;
      throw error;
    }
    return this.#decode(text);
  }

  async write(data: T): Promise<void> {
    await writeFileAtomically(this.#filename, this.#encode(data), this.#beforeReplace);
  }
}

export async function writeFileAtomically(target: string, text: string, beforeReplace?: () => Promise<void>): Promise<void> {
  const temp = tempFileFor(target);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (beforeReplace) await beforeReplace();
    await renameWithRetry(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(target));
}

/**
 * On Windows a virus scanner or indexer briefly holding the target makes rename fail with EPERM/EBUSY/EACCES;
 * a few short retries ride that out. Elsewhere those errors are real and are reported at once.
 */
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      if (!isWindows || attempt >= 4 || !isErrno(error, 'EPERM', 'EBUSY', 'EACCES')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)));
    }
  }
}

/**
 * Makes the rename itself durable. Windows cannot open a directory for fsync, and some file systems refuse it;
 * the data is already safely in the file by then, so a refusal here is not worth failing the save over.
 */
async function syncDirectory(dir: string): Promise<void> {
  if (isWindows) return;
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!isErrno(error, 'EISDIR', 'EINVAL', 'EPERM', 'EACCES', 'ENOTSUP', 'EBADF')) throw error;
  }
}

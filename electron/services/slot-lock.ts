import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isErrno } from './slot-error';

/** Who holds a lock: written into the lock file so the second writer can be told, and a dead holder detected. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** One per SlotStore: two stores in one process (tests, a future second window host) are two writers. */
  readonly token: string;
  readonly since: string;
  readonly what: string;
}

export type LockResult = { readonly ok: true; readonly lock: FileLock } | { readonly ok: false; readonly owner: LockOwner | null };

/**
 * A lock file held by one writer across processes (`<slot>.lock`, created exclusively, holding its owner as
 * JSON). A lock whose owner process is gone on this machine (killed, crashed) is stale and is taken over; a lock
 * from another machine (a data folder on a shared drive) is never taken over, since its owner's life cannot be
 * checked from here. Node has no portable advisory file locks, hence a file; no library was needed for this much.
 */
export class FileLock {
  private constructor(
    readonly file: string,
    readonly owner: LockOwner,
  ) {}

  static newToken(): string {
    return randomUUID();
  }

  static async acquire(file: string, token: string, what: string, now: Date = new Date()): Promise<LockResult> {
    const owner: LockOwner = { pid: process.pid, host: os.hostname(), token, since: now.toISOString(), what };
    // Two rounds: the second after removing a stale lock (someone else may win that race; then we lose cleanly).
    for (let round = 0; round < 2; round++) {
      // The owner is written to a file of our own first and then linked into place: link() fails if the lock exists,
      // and the lock file appears whole, so no other writer ever reads a lock still being written (and takes an empty
      // one for a crashed writer's, as it did under load when the lock was created empty and then filled).
      // Dot-prefixed and `.tmp`-suffixed: a draft left by a crash is swept like any other temp file (temp-sweep.ts).
      const draft = path.join(path.dirname(file), `.${path.basename(file)}.${token}.tmp`);
      await writeFile(draft, JSON.stringify(owner), 'utf8');
      try {
        await link(draft, file);
        return { ok: true, lock: new FileLock(file, owner) };
      } catch (error) {
        if (!isErrno(error, 'EEXIST')) throw error;
      } finally {
        await unlink(draft).catch(() => undefined);
      }
      const holder = await readOwner(file);
      if (holder && holder.token === token) return { ok: true, lock: new FileLock(file, holder) };
      if (holder && !isStale(holder)) return { ok: false, owner: holder };
      // Stale (its process is gone) or unreadable (damaged: a lock is only ever linked in whole): take it over, unless another
      // writer took it over in the meantime (the file then names a live owner).
      const again = await readOwner(file);
      if (again && holder && again.token !== holder.token) return { ok: false, owner: again };
      await unlink(file).catch((error: unknown) => {
        if (!isErrno(error, 'ENOENT')) throw error;
      });
    }
    return { ok: false, owner: await readOwner(file) };
  }

  /**
   * acquire, retried while another writer holds the lock, for short operations such as claiming a name: the other
   * side releases it within one file write. Gives up after `tries` (then the caller says who holds it).
   */
  static async acquireWaiting(file: string, token: string, what: string, tries = 200): Promise<LockResult> {
    let result = await FileLock.acquire(file, token, what);
    for (let i = 1; i < tries && !result.ok; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      result = await FileLock.acquire(file, token, what);
    }
    return result;
  }

  /** release, at once: for a session closing from a synchronous call (the lock is gone when it returns). */
  releaseNow(): void {
    let text = '';
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return;
    }
    if (parseOwner(text)?.token !== this.owner.token) return;
    try {
      unlinkSync(this.file);
    } catch {
      // Already gone.
    }
  }

  /** Removes the lock file if it is still ours. */
  async release(): Promise<void> {
    const holder = await readOwner(this.file);
    if (holder?.token !== this.owner.token) return;
    await unlink(this.file).catch(() => undefined);
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  return parseOwner(await readFile(file, 'utf8').catch(() => ''));
}

function parseOwner(text: string): LockOwner | null {
  try {
    const raw = JSON.parse(text) as Partial<LockOwner>;
    if (typeof raw.pid !== 'number' || typeof raw.host !== 'string' || typeof raw.token !== 'string') return null;
    return { pid: raw.pid, host: raw.host, token: raw.token, since: typeof raw.since === 'string' ? raw.since : '?', what: typeof raw.what === 'string' ? raw.what : 'a save slot' };
  } catch {
    return null;
  }
}

function isStale(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; only ESRCH means it is gone.
    return isErrno(error, 'ESRCH');
  }
}

/** The second writer's message: who holds the slot, so the player knows which window or process to close. */
export function describeOwner(owner: LockOwner | null): string {
  if (!owner) return 'another Mazewright';
  const where = owner.host === os.hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
  return `another Mazewright (${where}, since ${owner.since})`;
}

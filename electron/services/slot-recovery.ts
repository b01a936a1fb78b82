import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { slotIdSchema, type SlotFile, type SlotHeader, type SlotListing, type StoredHeader } from '../../shared/saves/slot-schema';
import { BackupShelf, backupLogFor, backupsDir, copyAside, isSnapshot, snapshotActionsFor } from './backups';
import { appendLog } from './recovery-log';
import { decodeSlotHeader, isStored, type DecodedHeader } from './slot-file-decode';
import { LOG_EXT, logDigest, readLogFile, type GameEventRecord } from './slot-log';
import { replayedLog, verifySlot, type VerifyResult } from './slot-verify';

/** A slot restored from a backup, as the store's `open` returns it. */
export interface RecoveredSlot {
  readonly file: SlotFile;
  readonly logStart: 0;
  readonly verified: VerifyResult['status'];
  readonly notice: { kind: 'recovered'; message: string; movedTo?: string; actionsLost?: number };
}

/** What recovery needs from the store: where a slot's files are, and how the store writes one (queue and lock held). */
export interface RecoveryHost {
  readonly dataDir: string;
  readonly trashDir: string;
  readonly shelf: BackupShelf;
  now(): Date;
  fileFor(id: string): string;
  logFor(id: string): string;
  exists(id: string): Promise<boolean>;
  /** Keeps the damaged small file in the damaged folder (logged); returns where it went. */
  keepDamaged(id: string, why: string): Promise<string>;
  /** Writes the slot whole (header and log), replacing what is on disk, with no backup of it. */
  writeWhole(file: SlotFile): Promise<void>;
  /** Runs `task` in the slot's queue (list-time reads must not overlap a write). */
  queued<T>(id: string, task: () => Promise<T>): Promise<T>;
  /** A schema-3 header made whole from the slot's actions file (a prefix of it, for a backup) and its checkpoint. */
  materialize(id: string, stored: StoredHeader, actionsFile?: string): Promise<{ decoded: DecodedHeader }>;
}

/**
 * Bringing a slot back from its backups (issue 18, moved out of the store by issue 16): which backups load as a
 * whole save that replays, the listing of a slot whose small file is gone, and the restore itself with what the
 * player must be told about what was lost. The store decides when; this module knows how.
 */
export class SlotRecovery {
  constructor(private readonly host: RecoveryHost) {}

  /** The newest backup that reads as a good slot and passes (or cannot run) its replay check. */
  async newestGoodBackup(id: string): Promise<{ file: SlotFile; path: string } | null> {
    let candidates: string[];
    try {
      candidates = await this.host.shelf.list(id);
    } catch {
      return null;
    }
    for (const candidate of candidates) {
      const file = await this.loadBackup(id, candidate);
      if (file) return { file, path: candidate };
    }
    return null;
  }

  /** How many of a slot's backups load as a whole save that replays (what a restore could use), of how many. */
  async goodBackups(id: string): Promise<{ good: number; total: number }> {
    const all = await this.host.shelf.list(id).catch(() => []);
    let good = 0;
    for (const candidate of all) if (await this.loadBackup(id, candidate)) good++;
    return { good, total: all.length };
  }

  /** One backup as a whole save, when it reads and passes (or cannot run) its replay check; else null. */
  async loadBackup(id: string, candidate: string): Promise<SlotFile | null> {
    let text: string;
    try {
      text = await readFile(candidate, 'utf8');
    } catch {
      return null;
    }
    const small = decodeSlotHeader(text, path.basename(candidate), { expectedId: id });
    // A schema-3 backup is its small file only: its actions are the first lines of the slot's append-only actions file.
    // A snapshot carries its own copy of the actions (for when the slot's actions file is damaged).
    const actionsFile = isSnapshot(candidate) ? snapshotActionsFor(candidate) : undefined;
    const decoded = isStored(small) ? (await this.host.materialize(id, small.stored, actionsFile).catch(() => null))?.decoded : small;
    if (!decoded?.ok) return null;
    let log = decoded.inlineLog;
    if (!log) {
      // Its own log copy (backups made before log copies were dropped), else the slot's log file up to its count
      // (the log is append-only), when the hash says those are the very lines; else the replay of its game.
      const { logEntries, logHash } = decoded.header;
      const own = await readLogFile(backupLogFor(candidate), logEntries, path.basename(backupLogFor(candidate))).catch(() => null);
      const live = own?.ok || logHash === undefined ? null : await readLogFile(this.host.logFor(id), logEntries, `${id}${LOG_EXT}`).catch(() => null);
      if (own?.ok && (logHash === undefined || logDigest(own.hash) === logHash)) log = own.log;
      else if (live?.ok && logDigest(live.hash) === logHash) log = live.log;
      else log = replayedLog(decoded.header.game) ?? undefined;
    }
    if (!log || log.length !== decoded.header.logEntries) return null;
    const file = withLog(decoded.header, log);
    return verifySlot(file).status !== 'mismatch' ? file : null;
  }

  /** Whether the slot was deleted (it is in the trash): its backups then do not bring it back by themselves. */
  async inTrash(id: string): Promise<boolean> {
    try {
      return (await readdir(this.host.trashDir)).some((name) => name.startsWith(`${id}.`));
    } catch {
      return false;
    }
  }

  /**
   * Slots whose small file is missing but whose backups remain (not deleted: nothing in the trash): listed by the
   * name in their newest good backup, with what restoring brings back.
   */
  async missingSlots(present: ReadonlySet<string>, slotExt: string): Promise<SlotListing[]> {
    let ids: string[];
    try {
      ids = (await readdir(backupsDir(this.host.dataDir), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch {
      return [];
    }
    const out: SlotListing[] = [];
    for (const id of ids) {
      if (present.has(id) || !slotIdSchema.safeParse(id).success || (await this.inTrash(id))) continue;
      const listing = await this.host.queued(id, async (): Promise<SlotListing | null> => {
        if (await this.host.exists(id)) return null;
        const candidates = await this.host.shelf.list(id).catch(() => []);
        if (candidates.length === 0) return null;
        const file = `${id}${slotExt}`;
        const backup = await this.newestGoodBackup(id);
        if (!backup) return { readable: false, file, id, message: `The save file “${file}” is missing, and none of its ${candidates.length} ${plural(candidates.length, 'backup')} loads.` };
        const { meta } = backup.file;
        return {
          readable: false,
          file,
          id,
          name: meta.name,
          recoverable: true,
          message: `The save file of “${meta.name}” is missing. Restoring brings back its newest good backup: ${meta.actionCount} ${plural(meta.actionCount, 'action')}, saved ${meta.lastPlayed}.`,
        };
      });
      if (listing) out.push(listing);
    }
    return out;
  }

  /**
   * Replaces a bad slot file by its newest good backup, keeping the bad file (and the live log, which may hold
   * more than the backup); null when no backup is good. The caller holds the slot's queue and lock.
   */
  async recover(id: string, label: string, why: string, claimedActions: number | undefined): Promise<RecoveredSlot | null> {
    const { host } = this;
    const backup = await this.newestGoodBackup(id);
    if (!backup) return null;
    const missing = !(await host.exists(id));
    const movedTo = missing ? undefined : await host.keepDamaged(id, `${label} ${why}`);
    await copyAside(host.dataDir, host.logFor(id), host.now()).catch(() => undefined);
    const restored = backup.file;
    await host.writeWhole(restored);
    const kept = restored.meta.actionCount;
    const lost = claimedActions !== undefined && claimedActions > kept ? claimedActions - kept : undefined;
    const lostText =
      lost !== undefined
        ? lost === 1
          ? 'The last action played since that backup is lost.'
          : `The last ${lost} actions played since that backup are lost.`
        : 'Anything played after that backup is lost.';
    const keptText = movedTo ? ` The damaged file was kept as ${movedTo}.` : '';
    const message = `The save “${restored.meta.name}” ${why.replace(/\.$/, '')}, so it could not be used.${keptText} Mazewright restored the most recent good backup, saved ${restored.meta.lastPlayed} after ${kept} ${kept === 1 ? 'action' : 'actions'}. ${lostText}`;
    await appendLog(host.dataDir, 'warn', `Slot ${id}: recovered from ${backup.path}. ${message}`, host.now());
    return {
      file: restored,
      logStart: 0,
      verified: verifySlot(restored).status,
      notice: { kind: 'recovered', message, ...(movedTo ? { movedTo } : {}), ...(lost !== undefined ? { actionsLost: lost } : {}) },
    };
  }
}

export function withLog(header: SlotHeader, log: readonly GameEventRecord[]): SlotFile {
  const { logEntries: _entries, logHash: _hash, logBytes: _bytes, ...rest } = header;
  return { ...rest, log };
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

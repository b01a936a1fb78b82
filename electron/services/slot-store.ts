import { randomUUID, type Hash } from 'node:crypto';
import { access, constants, copyFile, readFile, readdir, rename as moveFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { makeDirs } from './make-dirs';
import { Low } from 'lowdb';
import {
  SLOT_SCHEMA_VERSION,
  slotIdSchema,
  slotNameSchema,
  type SlotFile,
  type SlotHeader,
  type SlotListing,
  type SlotMeta,
  type SlotNotice,
  type StoredHeader,
} from '../../shared/saves/slot-schema';
import type { GameRecord } from '../../shared/engine/game';
import { gameTitle, type GameEvent, type Ruleset } from '../../shared/engine/ruleset';
import { AtomicJsonFile, isTempFileName } from './atomic-json-adapter';
import { BackupShelf, copyAside, damagedDir, snapshotDue } from './backups';
import { slotsDir, trashDir } from './data-dir';
import { KeyedQueue } from './keyed-queue';
import { FileLock, describeOwner } from './slot-lock';
import { appendLog } from './recovery-log';
import { decodeSlotHeader, describeIssues, encodeStoredHeader, isStored, markValidated, parseSlotFile, type DecodedHeader, type DecodedSlot, type DecodedSmallFile } from './slot-file-decode';
import { ACTIONS_EXT, encodeActionLines, isActionsPrefix, readActionsFile, writeActionsFile, type ActionsOnDisk } from './slot-actions';
import { checkpointDue, checkpointFile, checkpointFiles, materialize, pruneCheckpoints, readCheckpoint, replayable, writeCheckpoint } from './slot-checkpoint';
import { LOG_EXT, appendLogLines, encodeLogLines, logDigest, readLogFile, readLogTail, writeLogFile, type GameEventRecord, type LogRead } from './slot-log';
import { SlotError, isErrno, toSlotError } from './slot-error';
import { SlotRecovery, plural, withLog } from './slot-recovery';
import { firstLogDifference, replayCheck, replayLog, replayedLog, rulesEditionOf, rulesPathOf, withRulesEdition, type RulesPath, type RulesUpgrade, type VerifyResult } from './slot-verify';
import { findRuleset } from '../../shared/rulesets/registry';

export { SlotError, type SlotErrorCode } from './slot-error';

/** Everything a new slot needs from the session; the store adds the id and the timestamps. */
export interface NewSlot {
  readonly name: string;
  readonly rulesetId: string;
  readonly rulesetTitle: string;
  readonly seed: string;
  readonly party: string;
  readonly progress: string;
  readonly finished: boolean;
  readonly actionCount: number;
  readonly appVersion: string;
  readonly game: GameRecord;
  readonly log: readonly GameEvent[];
}

/** The new slot for a game just started: its listing fields come from the ruleset's summary of the first state. */
export function newSlotFor(ruleset: Ruleset, game: GameRecord, slot: { name: string; appVersion: string; log: readonly GameEvent[] }): NewSlot {
  const summary = ruleset.summary(game.state);
  return {
    name: slot.name,
    rulesetId: ruleset.id,
    rulesetTitle: gameTitle(ruleset, game.state),
    seed: game.seed,
    party: summary.party,
    progress: summary.progress,
    finished: summary.finished,
    actionCount: game.actions.length,
    appVersion: slot.appVersion,
    game,
    log: slot.log,
  };
}

export interface SlotStoreOptions {
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** Previous versions kept per slot (default 3). */
  readonly backupsKept?: number;
}

/** A slot as opened for play: the game, whether it may be saved, and what the player must be told about it. */
export interface OpenedSlot {
  /** The game; `file.log` holds the log from entry `logStart` on (all of it unless a tail was asked for). */
  readonly file: SlotFile;
  readonly logStart: number;
  /** Set for a newer Mazewright's slot: the reason it opens read-only. Saving it is refused. */
  readonly readOnly?: string;
  readonly notice?: SlotNotice;
  /** The replay check's verdict on the file as opened. */
  readonly verified: VerifyResult['status'];
  /** Which rules path opening took: current edition, upgraded by replay, or outdated and read-only (issue 16). */
  readonly rules?: RulesPath;
  /**
   * With `deferLogHash`: the log's hash check, still to run. Null when the log is the one written; else the slot as
   * repaired from the replay (its whole log, from entry 0) with the `repaired` notice the player must be shown.
   */
  readonly logCheck?: Promise<OpenedSlot | null>;
}

/**
 * A slot read ahead of the player's click (issue 15: the title screen's "Continue"), only when it reads cleanly on
 * the open's fast path: nothing was written and nothing needs telling. `stamp` is its files' stamp taken before the
 * read: the click opens it only if the stamp is still the same once the slot is claimed (`stampOf`), else it is read
 * afresh. The log's hash check, which an open runs just after its answer, starts only when the slot is opened
 * (`startLogCheck`), so a damaged log is found and reported then, exactly as an open finds it.
 */
export interface PreparedSlot {
  readonly file: SlotFile;
  readonly logStart: number;
  readonly stamp: string;
  readonly startLogCheck: () => Promise<OpenedSlot | null>;
}

export interface OpenOptions {
  /** Read only the newest `logTail` log entries (the rest is paged in later). */
  readonly logTail?: number;
  /**
   * false: never restore a backup (the CLI's verify only reports what a restore would be needed for); repairs
   * from the game's own replay, which lose nothing, are still made. Default true.
   */
  readonly restore?: boolean;
  /** Compare the whole log with the replay even when its hash matches the header (the CLI's verify). */
  readonly wholeLog?: boolean;
  /**
   * Check the log file's hash after answering instead of before (a live game's open, issue 15): when everything
   * else checks out, the answer comes with `logCheck`, and the hash is compared on the slot's queue, so a save of
   * the slot waits for it. What a mismatch finds is repaired exactly as on an open without it.
   */
  readonly deferLogHash?: boolean;
}

const SLOT_EXT = '.json';
/** The lock file held while a name is being claimed (create, import, rename, duplicate), across processes. */
const NAMES_LOCK = '.names.lock';
/** The one key under which every name-changing operation queues, so two of them cannot both claim a name. */
const NAMES = 'names';

interface CachedDecode {
  readonly stamp: string;
  readonly decoded: DecodedHeader;
  /** What the log file holds for this header, once read or written: where the next append goes. */
  log?: LogState;
  /** A schema-3 small file as stored (its checkpoint reference), and what its actions file holds for it. */
  stored?: StoredHeader;
  actions?: ActionsOnDisk;
}

/** The log lines on disk that belong to the cached header: how many, their bytes, and the last event object. */
interface LogState {
  readonly entries: number;
  readonly bytes: number;
  readonly last: GameEventRecord | undefined;
  /** SHA-256 running over those bytes: the header's `logHash`, carried on by each append. */
  readonly hash: Hash;
}

/**
 * The save slots on disk: one JSON file per slot in `<dataDir>/slots/<id>.json`, read and written through lowdb
 * with an atomic adapter (temp file, fsync, rename). Before a save replaces a good file, that file is copied to
 * `<dataDir>/backups/<id>/`; a damaged file is copied to `<dataDir>/damaged/` before anything replaces it, so no
 * version the player had is ever destroyed. Opening a damaged slot restores its newest good backup and says so.
 * Writes to one slot are queued one after another; operations that claim a name (create, rename, duplicate,
 * import) are queued together so name uniqueness holds. Deleted slots go to `<dataDir>/trash/`.
 * A slot written by a newer Mazewright is listed and opened read-only and never written.
 * The store checks ids and names itself even though IPC already did: it is the last line before the file system.
 */
export class SlotStore {
  readonly slotsDir: string;
  readonly trashDir: string;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #slotQueue = new KeyedQueue();
  readonly #nameQueue = new KeyedQueue();
  readonly #shelf: BackupShelf;
  readonly #recovery: SlotRecovery;
  /** Decoded files by id, valid while the file's mtime, size and inode are unchanged: lists and saves skip re-parsing. */
  readonly #cache = new Map<string, CachedDecode>();
  /** This store's identity in lock files: one writer per slot across processes (and across stores). */
  readonly #lockToken = FileLock.newToken();
  /** Slots this store holds for a live game (GameSession): its writes to them need no lock of their own. */
  readonly #claims = new Map<string, FileLock>();

  constructor(
    readonly dataDir: string,
    options: SlotStoreOptions = {},
  ) {
    this.slotsDir = slotsDir(dataDir);
    this.trashDir = trashDir(dataDir);
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
    this.#shelf = new BackupShelf(dataDir, options.backupsKept);
    this.#recovery = new SlotRecovery({
      dataDir,
      trashDir: this.trashDir,
      shelf: this.#shelf,
      now: () => this.#now(),
      fileFor: (id) => this.#fileFor(id),
      logFor: (id) => this.#logFor(id),
      exists: (id) => this.#exists(id),
      keepDamaged: (id, why) => this.#keepDamaged(id, why),
      writeWhole: async (file) => {
        this.#forgetLog(file.meta.id);
        this.#forgetActions(file.meta.id);
        await this.#write(file, false);
      },
      queued: (id, task) => this.#slotQueue.run(id, task),
      materialize: (id, stored, actionsFile) => this.#materialize(id, stored, actionsFile),
    });
  }

  /** Every slot file, newest played first; files that cannot be read are listed after them with the reason. */
  async list(): Promise<SlotListing[]> {
    await this.#ensureDir(this.slotsDir);
    let names: string[];
    try {
      const entries = await readdir(this.slotsDir, { withFileTypes: true });
      names = entries.filter((e) => e.isFile() && e.name.endsWith(SLOT_EXT) && !isTempFileName(e.name)).map((e) => e.name);
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
    const listings = (await Promise.all(names.map((name) => this.#listOne(name)))).filter((l): l is SlotListing => l !== null);
    const present = new Set(names.map((name) => name.slice(0, -SLOT_EXT.length)));
    return [...listings, ...(await this.#recovery.missingSlots(present, SLOT_EXT))].sort(compareListings);
  }

  async create(input: NewSlot): Promise<SlotFile> {
    const name = checkName(input.name);
    const stamp = this.#now().toISOString();
    const file = checkFile({
      schemaVersion: SLOT_SCHEMA_VERSION,
      appVersion: input.appVersion,
      meta: {
        id: 'pending-id',
        name,
        rulesetId: input.rulesetId,
        rulesetTitle: input.rulesetTitle,
        seed: input.seed,
        party: input.party,
        progress: input.progress,
        finished: input.finished,
        createdAt: stamp,
        lastPlayed: stamp,
        actionCount: input.actionCount,
      },
      game: input.game,
      log: input.log,
    });
    return this.#addNew(withRulesEdition(file), name);
  }

  /**
   * Adds an imported slot under a fresh id (an import never replaces a slot), named `name` or as it was exported.
   * A name already taken is a conflict: the caller asks the player for another name.
   */
  async importSlot(file: SlotFile, name?: string): Promise<SlotFile> {
    const checked = checkFile(file);
    const finalName = checkName(name ?? checked.meta.name);
    return this.#addNew(withRulesEdition(checked), finalName);
  }

  /** A good slot's file as stored (no recovery, no replay): for export, duplicate and the CLI. */
  async read(id: string): Promise<SlotFile> {
    const slotId = checkId(id);
    const decoded = await this.#slotQueue.run(slotId, () => this.#whole(slotId, false));
    if (!decoded) throw notFound();
    if (decoded.ok) return decoded.file;
    throw new SlotError(decoded.kind === 'newer' ? 'read-only' : 'unreadable', decoded.message);
  }

  /**
   * A good slot as `open` reads it, without the replay check or any recovery: the header and the newest `logTail`
   * log entries (`file.log` starts at entry `logStart`). What opening costs apart from the replay (the benchmark).
   */
  async readTail(id: string, logTail: number): Promise<{ file: SlotFile; logStart: number }> {
    const slotId = checkId(id);
    const decoded = await this.#slotQueue.run(slotId, () => this.#whole(slotId, true, logTail));
    if (!decoded) throw notFound();
    if (decoded.ok) return { file: decoded.file, logStart: decoded.logStart ?? 0 };
    throw new SlotError(decoded.kind === 'newer' ? 'read-only' : 'unreadable', decoded.message);
  }

  /**
   * Log entries `from` up to (not including) `to`, read from the slot's log file and checked like an open checks the
   * tail; the lines before `from` are counted, never parsed. `ok: false` says why the file could not give them.
   */
  async readLogRange(id: string, from: number, to: number): Promise<LogRead> {
    const slotId = checkId(id);
    return this.#slotQueue.run(slotId, () => this.#readLog(slotId, to, from));
  }

  /**
   * Replaces a slot's log file by `file.log` (the whole log, rebuilt by replaying the game) when paging found the
   * log file damaged: the damaged file is kept, the player told, as when an open finds it so.
   */
  async rebuildLog(file: SlotFile, why: string): Promise<OpenedSlot> {
    const checked = checkFile(file);
    return this.#exclusive(checked.meta.id, async () => {
      if (!(await this.#exists(checked.meta.id))) throw notFound();
      return this.#repairLog(checked, why, 'ok');
    });
  }

  /** What is in a slot file right now, good or not, without changing anything (the CLI's verify and list). */
  async inspect(id: string): Promise<DecodedSlot | null> {
    const slotId = checkId(id);
    return this.#slotQueue.run(slotId, () => this.#whole(slotId, false));
  }

  /**
   * Opens a slot for play. A good file is replay-checked; a damaged one (or one that fails its replay check when
   * a backup passes it) is copied to the damaged folder and replaced by its newest good backup, and the notice
   * says what happened and what was lost; the same goes to the log file. With no good backup the file is left
   * exactly where it is: unreadable (an error), or opened with an 'unverified' notice when it reads but does not
   * replay (a changed ruleset is likelier than damage then, and the player's game should not vanish).
   */
  async open(id: string, options: OpenOptions = {}): Promise<OpenedSlot> {
    const opened = await this.#openNow(id, options);
    return opened.rules ? opened : { ...opened, rules: rulesPathOf(opened.file.game, opened.verified, opened.file.meta.rulesVersion) };
  }

  /**
   * Reads a slot as a live game's open would (the newest `logTail` entries, the log's hash left for later), without
   * claiming it and without writing anything: null unless it reads cleanly on the open's fast path (a schema-3 slot
   * of the current rules, its state replayed from its checkpoint, its header's counts right). Anything else (a slot
   * to repair, restore, upgrade or show read-only) is left to `open`, which does it when the player asks.
   */
  async prepare(id: string, logTail: number): Promise<PreparedSlot | null> {
    const slotId = checkId(id);
    return this.#slotQueue.run(slotId, async () => {
      const stamp = await this.#stampOf(slotId);
      const decoded = await this.#whole(slotId, true, logTail, true);
      if (!decoded?.ok || !this.#replayedOnRead(slotId, decoded.file)) return null;
      const { game, meta } = decoded.file;
      const eventsOf = () => {
        const verdict = replayCheck(game, meta.rulesVersion);
        return verdict.status === 'ok' ? verdict.events : null;
      };
      const deferred = this.#deferredLogCheck(slotId, decoded, eventsOf);
      if (!deferred) return null;
      return { file: decoded.file, logStart: decoded.logStart ?? 0, stamp, startLogCheck: deferred };
    });
  }

  /** The stamp of a slot's files (header, actions, log): any save, replacement or edit by hand changes it. */
  async stampOf(id: string): Promise<string> {
    return this.#stampOf(checkId(id));
  }

  async #stampOf(id: string): Promise<string> {
    const one = (file: string) => fileStamp(file).catch((error: unknown) => (isErrno(error, 'ENOENT') ? '-' : Promise.reject(toSlotError(error, this.slotsDir, 'read'))));
    return (await Promise.all([one(this.#fileFor(id)), one(this.#actionsFor(id)), one(this.#logFor(id))])).join('|');
  }

  async #openNow(id: string, options: OpenOptions): Promise<OpenedSlot> {
    const slotId = checkId(id);
    const restore = options.restore ?? true;
    return this.#exclusive(slotId, async () => {
      // A live game's open, whose log check runs after the answer, may read the tail backwards from `logBytes`.
      const decoded = await this.#whole(slotId, true, options.logTail, options.deferLogHash === true && !options.wholeLog);
      if (!decoded) {
        // The small file is gone: its newest good backup brings the slot back (unless it was deleted on purpose).
        const recovered = restore && !(await this.#recovery.inTrash(slotId)) ? await this.#recovery.recover(slotId, 'Its save file', 'is missing', undefined) : null;
        if (recovered) return recovered;
        throw notFound();
      }
      if (decoded.ok && !options.wholeLog && this.#replayedOnRead(slotId, decoded.file)) {
        // A schema-3 slot's state was just replayed from its checkpoint and ended on the saved dice: the replay check
        // from the seed (seconds for a long campaign) is left to `slots verify`, and runs here only if the log's
        // checksum or the header's counts say something changed.
        const { game, meta } = decoded.file;
        return this.#checkAgainstReplay(
          slotId,
          decoded,
          () => {
            const verdict = replayCheck(game, meta.rulesVersion);
            return verdict.status === 'ok' ? verdict.events : null;
          },
          false,
          options.deferLogHash === true,
        );
      }
      if (decoded.ok) {
        // The replay check needs the game and its actions only; the log is then checked against what it gave.
        const verdict = replayCheck(decoded.file.game, decoded.file.meta.rulesVersion);
        if (verdict.status === 'ok' && verdict.upgraded) return this.#upgrade(slotId, decoded, verdict.upgraded, verdict.events);
        if (verdict.status === 'ok') return this.#checkAgainstReplay(slotId, decoded, () => verdict.events, options.wholeLog === true, options.deferLogHash === true);
        if (verdict.status === 'unverifiable') return { file: decoded.file, logStart: decoded.logStart ?? 0, verified: verdict.status };
        if (verdict.status === 'outdated') {
          return { file: decoded.file, logStart: decoded.logStart ?? 0, readOnly: verdict.message, verified: verdict.status, notice: { kind: 'read-only', rules: 'outdated', message: verdict.message } };
        }
        const why = `failed its replay check (${verdict.message})`;
        if (!restore) return { file: decoded.file, logStart: decoded.logStart ?? 0, verified: 'mismatch', notice: { kind: 'unverified', message: verdict.message } };
        const recovered = await this.#recovery.recover(slotId, decoded.file.meta.name, why, decoded.file.meta.actionCount);
        if (recovered) return recovered;
        const message = `“${decoded.file.meta.name}” opened, but it ${why}. No backup passes the check either, so the save is kept as it is; if the game looks wrong, it may have been edited by hand.`;
        await appendLog(this.dataDir, 'warn', `Slot ${slotId}: ${message}`, this.#now());
        return { file: decoded.file, logStart: decoded.logStart ?? 0, verified: 'mismatch', notice: { kind: 'unverified', message } };
      }
      if (decoded.kind === 'newer') {
        if (!decoded.file) throw new SlotError('read-only', `${decoded.message} This version cannot show it.`);
        return {
          file: decoded.file,
          logStart: decoded.logStart ?? 0,
          readOnly: decoded.message,
          verified: 'unverifiable',
          notice: { kind: 'read-only', message: decoded.message },
        };
      }
      if (!restore) throw new SlotError('unreadable', decoded.message);
      const recovered = await this.#recovery.recover(slotId, `“${slotId}${SLOT_EXT}”`, decoded.message.replace(/^“[^”]*” /, ''), decoded.actionCount);
      if (recovered) return recovered;
      throw new SlotError('unreadable', `${decoded.message} There is no backup to restore it from; the file was left as it is.`);
    });
  }

  /**
   * Writes the game and log and stamps lastPlayed. The name and creation time on disk win over the caller's copy:
   * a rename that happened while the game was open must not be undone by the next autosave. The version being
   * replaced becomes the newest backup; a damaged file being replaced is kept in the damaged folder.
   * `logStart` > 0: `file.log` is only the log from that entry on (a session opened with the log's tail); the
   * entries before it are the ones already on disk.
   */
  async save(file: SlotFile, logStart = 0): Promise<SlotFile> {
    const checked = checkFile(file);
    const id = checked.meta.id;
    return this.#exclusive(id, async () => {
      const current = await this.#header(id, false);
      if (!current) throw notFound();
      if (!current.ok && current.kind === 'newer') throw readOnly(current.message);
      const stored = current.ok ? current.header.meta : checked.meta;
      const written: SlotFile = withRulesEdition({
        ...checked,
        meta: { ...checked.meta, name: stored.name, createdAt: stored.createdAt, lastPlayed: this.#now().toISOString() },
      });
      if (!current.ok) await this.#keepDamaged(id, current.message);
      await this.#write(written, current.ok, logStart);
      return written;
    });
  }

  async rename(id: string, newName: string): Promise<SlotMeta> {
    const slotId = checkId(id);
    const name = checkName(newName);
    return this.#namesExclusive(() =>
      this.#exclusive(slotId, async () => {
        const file = await this.#loadGood(slotId);
        await this.#assertNameFree(name, slotId);
        const renamed: SlotFile = { ...file, meta: { ...file.meta, name } };
        await this.#write(renamed, true);
        return renamed.meta;
      }),
    );
  }

  /** A second slot with the same game and log under a new name, so the player can try another path. */
  async duplicate(id: string, newName: string): Promise<SlotMeta> {
    const sourceId = checkId(id);
    const name = checkName(newName);
    return this.#namesExclusive(async () => {
      const source = await this.#slotQueue.run(sourceId, () => this.#loadGood(sourceId));
      await this.#assertNameFree(name);
      const copyId = this.#freshId();
      const stamp = this.#now().toISOString();
      const copy: SlotFile = { ...source, meta: { ...source.meta, id: copyId, name, createdAt: stamp, lastPlayed: stamp } };
      return this.#exclusive(copyId, async () => {
        if (await this.#exists(copyId)) throw new SlotError('conflict', 'A save slot with this id already exists.');
        await this.#write(copy, false);
        return copy.meta;
      });
    });
  }

  /** Moves the slot's file into the trash folder; nothing is unlinked, so a mistaken delete can be undone by hand. */
  async delete(id: string): Promise<void> {
    const slotId = checkId(id);
    await this.#exclusive(slotId, async () => {
      if (!(await this.#exists(slotId))) throw notFound();
      await this.#ensureDir(this.trashDir);
      const target = await this.#trashTarget(slotId);
      try {
        await moveFile(this.#fileFor(slotId), target);
      } catch (error) {
        if (isErrno(error, 'ENOENT')) throw notFound();
        throw toSlotError(error, this.slotsDir);
      }
      this.#cache.delete(slotId);
      // The log, the actions and the checkpoints go with it (an older slot, or one whose log was lost, has fewer).
      const companions: [string, string][] = [
        [this.#logFor(slotId), target.replace(/\.json$/, LOG_EXT)],
        [this.#actionsFor(slotId), target.replace(/\.json$/, ACTIONS_EXT)],
        ...(await checkpointFiles(this.slotsDir, slotId)).map((cp): [string, string] => [cp, target.replace(/\.json$/, path.basename(cp).slice(slotId.length))]),
      ];
      for (const [from, to] of companions) {
        await moveFile(from, to).catch((error: unknown) => {
          if (!isErrno(error, 'ENOENT')) throw toSlotError(error, this.slotsDir);
        });
      }
    });
  }

  /** Backup files of a slot, newest first. */
  async backups(id: string): Promise<string[]> {
    return this.#shelf.list(checkId(id));
  }

  /** How many of a slot's backups load as a whole save that replays (what a restore could use), of how many. */
  async goodBackups(id: string): Promise<{ good: number; total: number }> {
    const slotId = checkId(id);
    return this.#slotQueue.run(slotId, () => this.#recovery.goodBackups(slotId));
  }

  /**
   * Copies one slot file to `target` while no write to that slot can run, so the copy is a whole save (for the
   * data-directory backup). Returns false when the slot vanished meanwhile.
   */
  async copySlotFile(id: string, target: string): Promise<boolean> {
    const slotId = checkId(id);
    return this.#slotQueue.run(slotId, async () => {
      try {
        await copyFile(this.#fileFor(slotId), target, constants.COPYFILE_EXCL);
        const companions: [string, string][] = [
          [this.#logFor(slotId), target.replace(/\.json$/, LOG_EXT)],
          [this.#actionsFor(slotId), target.replace(/\.json$/, ACTIONS_EXT)],
          ...(await checkpointFiles(this.slotsDir, slotId)).map((cp): [string, string] => [cp, path.join(path.dirname(target), path.basename(cp))]),
        ];
        for (const [from, to] of companions) {
          await copyFile(from, to, constants.COPYFILE_EXCL).catch((error: unknown) => {
            if (!isErrno(error, 'ENOENT')) throw error;
          });
        }
        return true;
      } catch (error) {
        if (isErrno(error, 'ENOENT') && !(await this.#exists(slotId))) return false;
        throw error;
      }
    });
  }

  /**
   * Holds a slot for this store's live game until `release`: any other process (or store) that tries to write it
   * meanwhile is refused with a message naming the holder. Refused itself, with that message, when another holds it.
   */
  async claim(id: string): Promise<void> {
    const slotId = checkId(id);
    await this.#slotQueue.run(slotId, async () => {
      if (this.#claims.has(slotId)) return;
      const acquire = () => FileLock.acquire(this.#lockFor(slotId), this.#lockToken, 'playing a game');
      let result;
      try {
        result = await acquire();
      } catch (error) {
        // The folder is made only when it is missing: making sure of it first cost every open a failed mkdir and a
        // stat (an EEXIST error with its stack trace), on the way to the game screen.
        if (!isErrno(error, 'ENOENT')) throw error;
        await this.#ensureDir(this.slotsDir);
        result = await acquire();
      }
      if (!result.ok) throw inUse(describeOwner(result.owner));
      this.#claims.set(slotId, result.lock);
    });
  }

  /** Lets go of a slot claimed for a live game (nothing happens if it was not claimed). */
  async release(id: string): Promise<void> {
    const slotId = checkId(id);
    await this.#slotQueue.run(slotId, async () => {
      const lock = this.#claims.get(slotId);
      this.#claims.delete(slotId);
      await lock?.release();
    });
  }

  /** release, synchronously: the claim is gone when this returns (a session closed from a synchronous call). */
  releaseNow(id: string): void {
    const lock = this.#claims.get(id);
    this.#claims.delete(id);
    lock?.releaseNow();
  }

  /**
   * Runs a write to one slot: after this store's earlier operations on it (the queue) and while no other process
   * or store writes it (the slot's lock file, held for the operation unless this store claimed the slot).
   */
  async #exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.#slotQueue.run(id, async () => {
      if (this.#claims.has(id)) return task();
      let result;
      try {
        await this.#ensureDir(this.slotsDir);
        result = await FileLock.acquire(this.#lockFor(id), this.#lockToken, 'changing it');
      } catch (error) {
        throw toSlotError(error, this.slotsDir);
      }
      if (!result.ok) throw inUse(describeOwner(result.owner));
      try {
        return await task();
      } finally {
        await result.lock.release();
      }
    });
  }

  /** Operations that claim a name run one at a time in this store (the queue) and across processes (a lock file). */
  async #namesExclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#nameQueue.run(NAMES, async () => {
      let result;
      try {
        await this.#ensureDir(this.slotsDir);
        result = await FileLock.acquireWaiting(path.join(this.slotsDir, NAMES_LOCK), this.#lockToken, 'naming a slot');
      } catch (error) {
        throw toSlotError(error, this.slotsDir);
      }
      if (!result.ok) throw inUse(describeOwner(result.owner));
      try {
        return await task();
      } finally {
        await result.lock.release();
      }
    });
  }

  #lockFor(id: string): string {
    return path.join(this.slotsDir, `${id}.lock`);
  }

  #fileFor(id: string): string {
    return path.join(this.slotsDir, `${id}${SLOT_EXT}`);
  }

  #logFor(id: string): string {
    return path.join(this.slotsDir, `${id}${LOG_EXT}`);
  }

  #actionsFor(id: string): string {
    return path.join(this.slotsDir, `${id}${ACTIONS_EXT}`);
  }

  async #addNew(file: SlotFile, name: string): Promise<SlotFile> {
    return this.#namesExclusive(async () => {
      await this.#ensureDir(this.slotsDir);
      await this.#assertNameFree(name);
      const id = this.#freshId();
      const added: SlotFile = { ...file, meta: { ...file.meta, id, name } };
      return this.#exclusive(id, async () => {
        if (await this.#exists(id)) throw new SlotError('conflict', 'A save slot with this id already exists.');
        await this.#write(added, false);
        return added;
      });
    });
  }

  /**
   * The decoded small file (header, or an older whole slot), or null when there is none. `fresh` skips the cache
   * (opening a slot always looks at the bytes). Callers hold the slot's queue.
   */
  async #header(id: string, fresh: boolean): Promise<DecodedHeader | null> {
    const file = this.#fileFor(id);
    let stamp: string;
    try {
      stamp = await fileStamp(file);
    } catch (error) {
      if (isErrno(error, 'ENOENT')) {
        this.#cache.delete(id);
        return null;
      }
      throw toSlotError(error, this.slotsDir, 'read');
    }
    const cached = this.#cache.get(id);
    if (!fresh && cached?.stamp === stamp) return cached.decoded;
    const db = new Low<DecodedSmallFile | null>(new AtomicJsonFile<DecodedSmallFile | null>(file, { decode: (text) => decodeSlotHeader(text, `${id}${SLOT_EXT}`) }), null);
    try {
      await db.read();
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
    const small = db.data;
    // A schema-3 small file is made whole from the actions file and the state checkpoint (issue 18).
    const made = small && isStored(small) ? await this.#materialize(id, small.stored) : null;
    let decoded: DecodedHeader | null = made ? made.decoded : small && !isStored(small) ? small : null;
    if (decoded && !decoded.ok && decoded.kind === 'newer' && decoded.stored && !decoded.header) {
      // A newer Mazewright's slot in today's schema-3 shape: made whole (read only) so it can be shown.
      const whole = (await this.#materialize(id, decoded.stored)).decoded;
      if (whole.ok) decoded = { ...decoded, header: whole.header };
    }
    // The file's name is the slot's id (it is where every save goes). A header naming another id is read under its
    // file's id and repaired on open, unless a slot with that other id exists: then it is a copy made by hand of
    // that slot, and reads as damaged (playing it would fork that slot's game under the same name).
    if (decoded?.ok && decoded.header.meta.id !== id) {
      const claimed = decoded.header.meta.id;
      const copied = slotIdSchema.safeParse(claimed).success && (await this.#exists(claimed));
      decoded = copied
        ? { ok: false, kind: 'damaged', message: `“${id}${SLOT_EXT}” is damaged: its slot id (${claimed}) does not match its file name.`, actionCount: decoded.header.meta.actionCount }
        : { ...decoded, header: { ...decoded.header, meta: { ...decoded.header.meta, id } }, idWas: claimed };
    }
    if (decoded) this.#cache.set(id, { stamp, decoded, ...(made?.stored && decoded.ok ? { stored: made.stored } : {}), ...(made?.actions && decoded.ok ? { actions: made.actions } : {}) });
    return decoded;
  }

  /**
   * A schema-3 stored header made whole: its actions read from the actions file (the counted lines must hash to the
   * header's `actions.hash`) and its state replayed from its checkpoint. Also reads backups' headers, whose actions
   * are a prefix of the same append-only file. Anything that does not fit makes the slot damaged, with the reason.
   */
  async #materialize(id: string, stored: StoredHeader, actionsFile = this.#actionsFor(id)): Promise<{ decoded: DecodedHeader; stored?: StoredHeader; actions?: ActionsOnDisk }> {
    const damaged = (why: string): { decoded: DecodedHeader } => ({
      decoded: { ok: false, kind: 'damaged', message: `“${id}${SLOT_EXT}” is damaged: ${why}.`, actionCount: stored.meta.actionCount },
    });
    let read;
    try {
      read = await readActionsFile(actionsFile, stored.actions.entries, path.basename(actionsFile));
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
    if (!read.ok) return damaged(read.message);
    if (logDigest(read.onDisk.hash) !== stored.actions.hash) return damaged(`its actions file “${id}${ACTIONS_EXT}” does not hold the actions this save counted (their checksum differs)`);
    // A missing or changed checkpoint only costs time: the state is then replayed from the start.
    const checkpoint = stored.checkpoint ? await readCheckpoint(checkpointFile(this.slotsDir, id, stored.checkpoint.actions), stored.checkpoint).catch(() => null) : null;
    const made = materialize(stored, read.actions, checkpoint?.checkpoint ?? null);
    if (!made.ok) return damaged(made.message);
    // `stored` is kept only for a clean replay: it lets opening skip the replay from the seed (#replayedOnRead).
    if (!made.replayed) return { decoded: { ok: true, header: made.header }, actions: read.onDisk };
    const kept: StoredHeader = checkpoint ? stored : withoutCheckpoint(stored);
    return { decoded: { ok: true, header: made.header }, stored: kept, actions: read.onDisk };
  }

  /**
   * The whole slot (header and log), or null when there is none. A log file that is missing or damaged is rebuilt
   * in memory by replaying the game (`logRebuilt` says why); one that cannot be rebuilt makes the slot damaged.
   */
  async #whole(id: string, fresh: boolean, logTail?: number, tailByBytes = false): Promise<DecodedSlot | null> {
    const read = await this.#header(id, fresh);
    if (!read) return null;
    const decoded = asSaved(read, this.#cache.get(id));
    if (!decoded.ok) {
      if (decoded.kind !== 'newer' || decoded.file || !decoded.header) return decoded;
      const log = await this.#readLog(id, decoded.header.logEntries, tailStart(decoded.header.logEntries, logTail));
      return log.ok ? { ...decoded, file: withLog(decoded.header, log.log), logStart: log.start } : decoded;
    }
    const migrated = {
      ...(decoded.migratedFrom !== undefined ? { migratedFrom: decoded.migratedFrom } : {}),
      ...(decoded.idWas !== undefined ? { idWas: decoded.idWas } : {}),
    };
    if (decoded.inlineLog) return { ok: true, file: withLog(decoded.header, decoded.inlineLog), ...migrated };
    const entries = decoded.header.logEntries;
    const from = tailStart(entries, logTail);
    const logBytes = decoded.header.logBytes;
    if (tailByBytes && from > 0 && logBytes !== undefined && this.#replayedOnRead(id, decoded.header)) {
      // Only the tail is read, backwards from where the counted lines end (issue 15): opening a long campaign then
      // costs the same as a short one. Only a slot whose open goes straight to `#checkAgainstReplay` reads it so
      // (its state replayed cleanly from its checkpoint): that counts and hashes the whole file before any save.
      const tail = await this.#readLogTail(id, entries, logBytes, from);
      if (tail.usable && tail.ok) return { ok: true, file: withLog(decoded.header, tail.log), ...migrated, logStart: tail.start, logUncounted: true };
      if (tail.usable) {
        const rebuilt = replayedLog(decoded.header.game);
        if (rebuilt) return { ok: true, file: withLog(decoded.header, rebuilt), ...migrated, logRebuilt: tail.message };
      }
      // Not the lines the header counts (a file cut short, changed by hand): read from the front as before.
    }
    const log = await this.#readLog(id, entries, from);
    if (log.ok) {
      const entry = this.#cache.get(id);
      // The hash is worked out when first read: by the check on open, or after the answer (`deferLogHash`).
      if (entry?.decoded === read) {
        entry.log = {
          entries,
          bytes: log.bytes,
          last: log.log.at(-1),
          get hash() {
            return log.hash;
          },
        };
      }
      return { ok: true, file: withLog(decoded.header, log.log), ...migrated, ...(log.start > 0 ? { logStart: log.start } : {}) };
    }
    // The replay is the truth about the log: its length wins over a header that counts another number of entries.
    const rebuilt = replayedLog(decoded.header.game);
    if (rebuilt) return { ok: true, file: withLog(decoded.header, rebuilt), ...migrated, logRebuilt: log.message };
    return {
      ok: false,
      kind: 'damaged',
      message: `“${id}${SLOT_EXT}” is damaged: ${log.message}, and replaying the game does not give it back.`,
      actionCount: decoded.header.meta.actionCount,
    };
  }

  /**
   * The log's hash check an open may leave until just after its answer, to be started then; null when it cannot be
   * left (the log is inline or rebuilt, the header has no hash, its counts or id are wrong, nothing of the log was
   * read): the open then checks everything before answering. Started, it runs on the slot's queue (a save waits for
   * it) and resolves null when the log is the one written, else with the slot as repaired from the replay.
   */
  #deferredLogCheck(id: string, decoded: Extract<DecodedSlot, { ok: true }>, eventsOf: () => readonly unknown[] | null): (() => Promise<OpenedSlot | null>) | null {
    const entry = this.#cache.get(id);
    const header = entry?.decoded.ok ? entry.decoded.header : undefined;
    const inline = entry?.decoded.ok === true && entry.decoded.inlineLog !== undefined;
    const logState = entry?.log;
    const hash = header?.logHash;
    if (inline || !header || hash === undefined || decoded.idWas !== undefined || decoded.logRebuilt !== undefined) return null;
    if (decoded.file.meta.actionCount !== decoded.file.game.actions.length) return null;
    if (logState === undefined && decoded.logUncounted !== true) return null;
    return () =>
      this.#exclusive(id, async () => {
        // Queued behind the open, this would otherwise start a few microtasks after it, before the answer is sent:
        // one turn of the event loop lets the answer go out first (IPC reply, or the development host's response).
        await new Promise((resolve) => setImmediate(resolve));
        // A tail read backwards from `logBytes`: the whole file is counted and hashed now, nothing in it parsed.
        const counted = await this.#countLog(id, decoded);
        const state = decoded.logUncounted === true ? entry?.log : logState;
        if (counted.logRebuilt === undefined && state && logDigest(state.hash) === hash && (header.logBytes === undefined || state.bytes === header.logBytes)) return null;
        const checked = await this.#checkAgainstReplay(id, counted, eventsOf);
        // A log that could not even be counted is never passed as checked (the session then says it is unverified).
        if (!checked.notice && counted.logRebuilt !== undefined) throw new Error(counted.logRebuilt);
        return checked.notice ? checked : null;
      });
  }

  /**
   * A game that replays is the truth about its slot: the header's counts and id and the log must agree with it.
   * Cheap when they do: the log file's hash equals the header's `logHash` (computed while reading it anyway), and
   * the action count and id are compared. Otherwise the log is compared line by line with the replay's, and what
   * was wrong is repaired from the replay (the replaced header or log kept in the damaged folder) and reported:
   * nothing the player did is lost. A log without a hash (saved before hashes) that matches is left as it is.
   */
  async #checkAgainstReplay(
    id: string,
    opened: Extract<DecodedSlot, { ok: true }>,
    eventsOf: () => readonly unknown[] | null,
    wholeLog = false,
    deferHash = false,
  ): Promise<OpenedSlot> {
    let decoded = opened;
    const { file } = decoded;
    // The same entry throughout: counting the log (`#countLog`) only sets its `log`.
    const entry = this.#cache.get(id);
    const header = entry?.decoded.ok ? entry.decoded.header : undefined;
    const inline = entry?.decoded.ok === true && entry.decoded.inlineLog !== undefined;
    const actions = file.game.actions.length;
    const problems: string[] = [];
    if (decoded.idWas !== undefined) problems.push(`its header gave another slot id (${decoded.idWas}) than its file name`);
    if (file.meta.actionCount !== actions) problems.push(`its header counted ${file.meta.actionCount} ${plural(file.meta.actionCount, 'action')} where the game holds ${actions}`);
    const deferred = deferHash && !wholeLog && problems.length === 0 ? this.#deferredLogCheck(id, decoded, eventsOf) : null;
    if (deferred) {
      // Everything but the hash holds: answer now, and compare the hash next on the slot's queue (a save waits for
      // it). Nothing can change the slot in between: its writes all go through that queue, after this check.
      const logCheck = deferred();
      // Whoever opened may be gone before it settles (a session that failed after the open): never an unhandled rejection.
      logCheck.catch(() => undefined);
      return { file, logStart: decoded.logStart ?? 0, verified: 'ok', logCheck };
    }
    decoded = await this.#countLog(id, decoded);
    // A header whose `logBytes` is not where its counted lines end (changed by hand): a tail read backwards from it
    // is not the log's, so the log is read whole and the header written again.
    const lengthWrong = !inline && decoded.logRebuilt === undefined && header?.logBytes !== undefined && entry?.log !== undefined && entry.log.bytes !== header.logBytes;
    if (lengthWrong) problems.push(`its header gave the log's length as ${header?.logBytes} bytes where its ${header?.logEntries} entries end at byte ${entry?.log?.bytes}`);
    const hashed = !inline && decoded.logRebuilt === undefined && header?.logHash !== undefined && entry?.log !== undefined && logDigest(entry.log.hash) === header.logHash;
    let whole: SlotFile['log'] | undefined;
    let logDamage: string | undefined;
    if (!hashed || wholeLog || lengthWrong) {
      const events = eventsOf();
      const replayed = events ? replayLog(events) : null;
      if (!replayed) return { file, logStart: decoded.logStart ?? 0, verified: 'ok' };
      let onFile: readonly GameEventRecord[] | undefined;
      if (decoded.logRebuilt !== undefined) logDamage = decoded.logRebuilt;
      else if (inline) onFile = file.log;
      else {
        const read = await this.#readLog(id, replayed.length);
        if (read.ok) onFile = read.log;
        else logDamage = read.message;
      }
      if (onFile) {
        // A hash that no longer matches says the file changed since it was written: then every word must match the
        // replay. Without a hash (an older save) only the wording may differ: older versions worded some entries
        // differently.
        const wording = header?.logHash !== undefined && !inline && !hashed ? 'compare' : 'ignore';
        const at = firstLogDifference(onFile, replayed, wording);
        if (at >= 0) logDamage = `its log file does not match the game from entry ${at + 1} of ${replayed.length} on`;
      }
      if (logDamage === undefined && header && !inline) {
        if (header.logEntries !== replayed.length) problems.push(`its header counted ${header.logEntries} log ${plural(header.logEntries, 'entry', 'entries')} where the game gives ${replayed.length}`);
        else if (header.logHash !== undefined && !hashed) problems.push("its header's checksum of the log did not match the log file");
      }
      // The file's own entries are kept when they hold (their wording may be an older version's).
      if (logDamage !== undefined) whole = replayed;
      else if (problems.length > 0) whole = onFile ? [...onFile] : replayed;
    }
    if (logDamage === undefined && problems.length === 0) return { file, logStart: decoded.logStart ?? 0, verified: 'ok' };

    const kept: string[] = [];
    const keep = async (source: string): Promise<void> => {
      try {
        kept.push(await copyAside(this.dataDir, source, this.#now()));
      } catch (error) {
        if (!isErrno(error, 'ENOENT')) throw toSlotError(error, damagedDir(this.dataDir));
      }
    };
    if (problems.length > 0) await keep(this.#fileFor(id));
    if (logDamage !== undefined) await keep(this.#logFor(id));
    const repaired: SlotFile = { ...file, meta: { ...file.meta, id, actionCount: actions }, log: whole ?? file.log };
    // The lines on disk are not to be appended to: the whole log is written again.
    if (whole) this.#forgetLog(id);
    await this.#write(repaired, false, whole ? 0 : (decoded.logStart ?? 0));
    const found = [...problems, ...(logDamage !== undefined ? [logDamage] : [])].join('; ');
    const how = logDamage !== undefined ? 'rebuilt the log by replaying' : 'repaired the header by replaying';
    const keptText = kept.length > 0 ? ` What was replaced was kept as ${kept.join(' and ')}.` : '';
    const message = `The save “${file.meta.name}” opened, but ${found}. Mazewright ${how} the game's ${actions} ${plural(actions, 'action')} from its seed; nothing was lost.${keptText}`;
    await appendLog(this.dataDir, 'warn', `Slot ${id}: ${message}`, this.#now());
    const movedTo = kept.at(-1);
    return { file: repaired, logStart: whole ? 0 : (decoded.logStart ?? 0), verified: 'ok', notice: { kind: 'repaired', message, ...(movedTo ? { movedTo } : {}) } };
  }

  /**
   * A game saved under an older edition of its rules: written again as the current rules replay it (game and log),
   * the files as they were kept aside first, and the player told (a 'repaired' notice saying why).
   */
  async #upgrade(id: string, decoded: Extract<DecodedSlot, { ok: true }>, upgrade: RulesUpgrade, events: readonly unknown[]): Promise<OpenedSlot> {
    const log = replayLog(events);
    if (!log) {
      const message = `${upgrade.message} Its new log could not be stored, so it is shown as it was saved.`;
      return { file: decoded.file, logStart: decoded.logStart ?? 0, verified: 'mismatch', notice: { kind: 'unverified', message } };
    }
    const kept: string[] = [];
    for (const source of [this.#fileFor(id), this.#logFor(id)]) {
      try {
        kept.push(await copyAside(this.dataDir, source, this.#now()));
      } catch (error) {
        if (!isErrno(error, 'ENOENT')) throw toSlotError(error, damagedDir(this.dataDir));
      }
    }
    const file: SlotFile = withRulesEdition({ ...decoded.file, meta: { ...decoded.file.meta, id, actionCount: upgrade.game.actions.length }, game: upgrade.game, log });
    this.#forgetLog(id);
    // keepPrevious: the save as it was also becomes the slot's newest backup.
    await this.#write(file, true, 0);
    const keptText = kept.length > 0 ? ` The save as it was is kept as its newest backup and as ${kept.join(' and ')}.` : '';
    const message = `${upgrade.message}${keptText}`;
    await appendLog(this.dataDir, 'info', `Slot ${id}: ${message}`, this.#now());
    const movedTo = kept.at(0);
    return {
      file,
      logStart: 0,
      verified: 'ok',
      rules: { path: 'upgraded', from: upgrade.from, to: upgrade.to },
      notice: { kind: 'repaired', rules: 'upgraded', message, ...(movedTo ? { movedTo } : {}) },
    };
  }

  /**
   * Whether opening may skip the replay from the seed: the slot is schema 3 (its state was replayed from a
   * checkpoint this Mazewright wrote and ended on the saved dice while reading it) and of the current rules edition
   * (an older edition takes the upgrade path, which needs the whole replay).
   */
  #replayedOnRead(id: string, file: Pick<SlotFile, 'game'>): boolean {
    if (this.#cache.get(id)?.stored === undefined) return false;
    const ruleset = findRuleset(file.game.rulesetId);
    return ruleset !== undefined && rulesEditionOf(file.game) === ruleset.rulesVersion;
  }

  /** Makes the next write replace the log file whole instead of appending to the lines on disk. */
  #forgetLog(id: string): void {
    const entry = this.#cache.get(id);
    if (entry) delete entry.log;
  }

  /** Makes the next write replace the actions file whole (and start its checkpoints afresh): another game's actions. */
  #forgetActions(id: string): void {
    const entry = this.#cache.get(id);
    if (entry) {
      delete entry.actions;
      delete entry.stored;
    }
  }

  /**
   * A slot whose log tail was read backwards from `logBytes` (`logUncounted`), now counted and hashed as an open
   * from the front does (every counted line found, none parsed): the cache then knows where the next append goes
   * and the running hash. A file that does not hold the counted lines comes back with `logRebuilt` saying why, as
   * `#whole` reports it; the log is then rebuilt by replaying the game.
   */
  async #countLog(id: string, decoded: Extract<DecodedSlot, { ok: true }>): Promise<Extract<DecodedSlot, { ok: true }>> {
    if (decoded.logUncounted !== true) return decoded;
    const { logUncounted: _uncounted, ...counted } = decoded;
    const entry = this.#cache.get(id);
    const header = entry?.decoded.ok ? entry.decoded.header : undefined;
    if (!entry || !header) return counted;
    const entries = header.logEntries;
    const read = await this.#readLog(id, entries, entries);
    if (!read.ok) return { ...counted, logRebuilt: read.message };
    entry.log = {
      entries,
      bytes: read.bytes,
      last: decoded.file.log.at(-1),
      get hash() {
        return read.hash;
      },
    };
    return counted;
  }

  async #readLogTail(id: string, entries: number, logBytes: number, from: number): ReturnType<typeof readLogTail> {
    try {
      const read = await readLogTail(this.#logFor(id), entries, logBytes, `${id}${LOG_EXT}`, from);
      if (read.ok) markValidated(read.log);
      return read;
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
  }

  async #readLog(id: string, entries: number, from = 0): Promise<LogRead> {
    try {
      const read = await readLogFile(this.#logFor(id), entries, `${id}${LOG_EXT}`, from);
      if (read.ok) markValidated(read.log);
      return read;
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
  }

  /** Opening a slot whose log had to be rebuilt: the damaged log is kept, the rebuilt one written, the player told. */
  async #repairLog(file: SlotFile, why: string, verified: VerifyResult['status']): Promise<OpenedSlot> {
    const id = file.meta.id;
    let movedTo: string | undefined;
    try {
      movedTo = await copyAside(this.dataDir, this.#logFor(id), this.#now());
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw toSlotError(error, damagedDir(this.dataDir));
    }
    this.#forgetLog(id);
    await this.#write(file, false);
    const kept = movedTo ? ` The damaged log was kept as ${movedTo}.` : '';
    const message = `The save “${file.meta.name}” opened, but ${why}. Mazewright rebuilt the log by replaying the game's ${file.meta.actionCount} ${file.meta.actionCount === 1 ? 'action' : 'actions'} from its seed; nothing was lost.${kept}`;
    await appendLog(this.dataDir, 'warn', `Slot ${id}: ${message}`, this.#now());
    return { file, logStart: 0, verified, notice: { kind: 'repaired', message, ...(movedTo ? { movedTo } : {}) } };
  }

  /** A slot that must read as good for the operation (rename, duplicate): anything else is the matching error. */
  async #loadGood(id: string): Promise<SlotFile> {
    const decoded = await this.#whole(id, false);
    if (!decoded) throw notFound();
    if (decoded.ok) return decoded.file;
    if (decoded.kind === 'newer') throw readOnly(decoded.message);
    throw new SlotError('unreadable', decoded.message);
  }

  /**
   * Writes a slot as schema 3: first the log and the actions (only the new lines appended and flushed when the
   * lines on disk are this game's, else the whole file replaced atomically), a state checkpoint when one is due,
   * then the small file through lowdb's atomic adapter, whose rename is the moment the save happens; then old
   * checkpoints go and a snapshot of the actions is kept when due. Nothing written grows with the campaign except
   * the checkpoints and snapshots, whose spacing grows with it (docs/save-format.md, "Schema 3"). `keepPrevious`
   * makes the small file being replaced the newest backup first. `logStart` > 0: `file.log` is the log from that
   * entry on, and the earlier entries must be the ones on disk (else the whole log is rebuilt by replaying the game).
   */
  async #write(file: SlotFile, keepPrevious: boolean, logStart = 0): Promise<void> {
    const id = file.meta.id;
    const target = this.#fileFor(id);
    const logFile = this.#logFor(id);
    const cached = this.#cache.get(id);
    const onDisk = cached?.decoded.ok && !cached.decoded.inlineLog ? (cached.log ?? (logStart > 0 ? await this.#logOnDisk(id, cached.decoded.header) : undefined)) : undefined;
    const total = logStart + file.log.length;
    try {
      if (keepPrevious) {
        try {
          await this.#shelf.keep(id, target);
        } catch (error) {
          // A missing backup lowers the safety margin but loses nothing; the new save itself matters more.
          const why = error instanceof Error ? error.message : String(error);
          await appendLog(this.dataDir, 'warn', `Slot ${id}: could not keep a backup before saving (${why}).`, this.#now());
        }
      }
      let written: { bytes: number; hash: Hash };
      if (onDisk && isLogPrefix(onDisk, file.log, logStart)) {
        const text = encodeLogLines(file.log.slice(onDisk.entries - logStart));
        const bytes = await appendLogLines(logFile, onDisk.bytes, text);
        // A copy: the cached hash stays that of the lines on disk until this save is complete.
        written = { bytes, hash: onDisk.hash.copy().update(text, 'utf8') };
      } else if (logStart === 0) {
        written = await writeLogFile(logFile, file.log);
      } else {
        // Only the tail is in memory and the file is not its prefix: the log is derivable, so replay it whole.
        const whole = replayedLog(file.game);
        if (!whole || whole.length !== total) throw new Error(`the log file ${logFile} does not hold this game's earlier entries, and replaying the game does not give them back`);
        written = await writeLogFile(logFile, whole);
      }
      // The actions: appended after the lines on disk when they are this game's, else the file written whole.
      const actionsOnDisk = cached?.decoded.ok ? cached.actions : undefined;
      const appendActions = actionsOnDisk !== undefined && isActionsPrefix(actionsOnDisk, file.game.actions);
      const actions = appendActions ? await this.#appendActions(id, actionsOnDisk, file.game.actions) : await writeActionsFile(this.#actionsFor(id), file.game.actions);
      // The state: a checkpoint when one is due, else the last one (only when it is this game's: appended actions).
      const lastCheckpoint = appendActions ? cached?.stored?.checkpoint : undefined;
      let checkpoint = lastCheckpoint;
      const n = file.game.actions.length;
      if (lastCheckpoint?.actions !== n && (checkpointDue(n, lastCheckpoint) || !replayable(file.game))) {
        checkpoint = { actions: n, ...(await writeCheckpoint(checkpointFile(this.slotsDir, id, n), { actions: n, rng: file.game.rng, state: file.game.state })) };
      }
      const { log, ...rest } = file;
      const { actions: _actions, state: _state, ...smallGame } = file.game;
      const stored: StoredHeader = {
        schemaVersion: SLOT_SCHEMA_VERSION,
        appVersion: file.appVersion,
        meta: file.meta,
        game: smallGame,
        actions: { entries: actions.entries, hash: logDigest(actions.hash) },
        logEntries: total,
        logHash: logDigest(written.hash),
        logBytes: written.bytes,
        ...(checkpoint ? { checkpoint } : {}),
      };
      const header: SlotHeader = { ...rest, logEntries: total, logHash: stored.logHash, logBytes: written.bytes };
      const db = new Low<StoredHeader>(new AtomicJsonFile<StoredHeader>(target, { decode: () => stored, encode: encodeStoredHeader }), stored);
      await db.write();
      try {
        this.#cache.set(id, { stamp: await fileStamp(target), decoded: { ok: true, header }, log: { entries: total, bytes: written.bytes, last: log.at(-1), hash: written.hash }, stored, actions });
      } catch {
        this.#cache.delete(id);
      }
      // Older checkpoints are dropped only once the save that no longer needs them is on disk.
      if (checkpoint !== lastCheckpoint) {
        await pruneCheckpoints(this.slotsDir, id);
        await this.#snapshotIfDue(id, actions.entries);
      }
    } catch (error) {
      this.#cache.delete(id);
      throw toSlotError(error, this.slotsDir);
    }
  }

  /**
   * A snapshot of the actions (and the small file that counts them) in the backups, when one is due: looked at only
   * when a checkpoint was written. Like any backup it may fail (a full disk) without failing the save it follows.
   */
  async #snapshotIfDue(id: string, actions: number): Promise<void> {
    try {
      if (!snapshotDue(actions, await this.#shelf.newestSnapshot(id))) return;
      await this.#shelf.snapshot(id, actions, this.#fileFor(id), this.#actionsFor(id));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await appendLog(this.dataDir, 'warn', `Slot ${id}: could not keep a snapshot of its actions (${why}).`, this.#now());
    }
  }

  /** Appends the actions after the ones on disk (cutting off a crash's leftover lines) and flushes them. */
  async #appendActions(id: string, onDisk: ActionsOnDisk, actions: readonly unknown[]): Promise<ActionsOnDisk> {
    const text = encodeActionLines(actions.slice(onDisk.entries));
    if (text === '') return onDisk;
    const bytes = await appendLogLines(this.#actionsFor(id), onDisk.bytes, text);
    const last = actions.at(-1);
    // A copy: the cached hash stays that of the lines on disk until this save is complete.
    return { entries: actions.length, bytes, hash: onDisk.hash.copy().update(text, 'utf8'), lastJson: last === undefined ? undefined : JSON.stringify(last) };
  }

  /** The log lines on disk that belong to `header` (count, bytes, last event), read when the cache lost them. */
  async #logOnDisk(id: string, header: SlotHeader): Promise<LogState | undefined> {
    const read = await readLogFile(this.#logFor(id), header.logEntries, `${id}${LOG_EXT}`, header.logEntries - 1).catch(() => null);
    return read?.ok ? { entries: header.logEntries, bytes: read.bytes, last: read.log.at(-1), hash: read.hash } : undefined;
  }

  /** Keeps a damaged slot file in the damaged folder before it is replaced (logged); returns where it went. */
  async #keepDamaged(id: string, why: string): Promise<string> {
    let movedTo: string;
    try {
      movedTo = await copyAside(this.dataDir, this.#fileFor(id), this.#now());
    } catch (error) {
      throw toSlotError(error, damagedDir(this.dataDir));
    }
    await appendLog(this.dataDir, 'warn', `Slot ${id}: ${why} The file was kept as ${movedTo}.`, this.#now());
    return movedTo;
  }

  async #listOne(fileName: string): Promise<SlotListing | null> {
    const stem = fileName.slice(0, -SLOT_EXT.length);
    const id = slotIdSchema.safeParse(stem).success ? stem : undefined;
    let decoded: DecodedSmallFile | null;
    try {
      decoded = id !== undefined ? await this.#smallFile(id) : await this.#decodeLoose(fileName, stem);
    } catch (error) {
      const message = error instanceof SlotError ? error.message : `“${fileName}” could not be read.`;
      return { readable: false, file: fileName, message, ...(id ? { id } : {}) };
    }
    // Deleted between readdir and read: simply not there any more.
    if (!decoded) return null;
    if (isStored(decoded)) return { readable: true, meta: decoded.stored.meta };
    if (decoded.ok) return { readable: true, meta: decoded.header.meta };
    if (decoded.kind === 'newer' && decoded.meta) return { readable: true, meta: decoded.meta, readOnly: decoded.message };
    if (id === undefined || decoded.kind === 'newer') return { readable: false, file: fileName, message: decoded.message, ...(id ? { id } : {}) };
    const backup = await this.#recovery.newestGoodBackup(id);
    return backup
      ? { readable: false, file: fileName, message: `${decoded.message} Open it to restore its most recent backup.`, id, recoverable: true, name: backup.file.meta.name }
      : { readable: false, file: fileName, message: decoded.message, id };
  }

  /**
   * What the list needs of a slot: its small file alone. A schema-3 header is listed from its meta without reading
   * its actions (a long campaign's actions file is megabytes); what is wrong with those is found on open.
   */
  async #smallFile(id: string): Promise<DecodedSmallFile | null> {
    const cached = this.#cache.get(id);
    if (cached) {
      const stamp = await fileStamp(this.#fileFor(id)).catch(() => null);
      if (cached.stamp === stamp) return cached.decoded;
    }
    let text: string;
    try {
      text = await readFile(this.#fileFor(id), 'utf8');
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return null;
      throw toSlotError(error, this.slotsDir, 'read');
    }
    const decoded = decodeSlotHeader(text, `${id}${SLOT_EXT}`);
    if (!isStored(decoded)) return this.#header(id, false);
    const claimed = decoded.stored.meta.id;
    if (claimed === id) return decoded;
    // As #header: a copy made by hand of another existing slot is damaged; any other wrong id is the file's.
    if (slotIdSchema.safeParse(claimed).success && (await this.#exists(claimed))) {
      return { ok: false, kind: 'damaged', message: `“${id}${SLOT_EXT}” is damaged: its slot id (${claimed}) does not match its file name.`, actionCount: decoded.stored.meta.actionCount };
    }
    return { ok: true, stored: { ...decoded.stored, meta: { ...decoded.stored.meta, id } } };
  }

  /** A file whose name is not a slot id is never opened, but the list still says what it is. */
  async #decodeLoose(fileName: string, stem: string): Promise<DecodedSmallFile | null> {
    try {
      return decodeSlotHeader(await readFile(path.join(this.slotsDir, fileName), 'utf8'), fileName, { expectedId: stem });
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return null;
      throw toSlotError(error, this.slotsDir, 'read');
    }
  }

  async #assertNameFree(name: string, exceptId?: string): Promise<void> {
    const wanted = nameKey(name);
    const taken = (await this.list()).some((l) => l.readable && l.meta.id !== exceptId && nameKey(l.meta.name) === wanted);
    if (taken) throw new SlotError('conflict', `A save slot named “${name}” already exists.`);
  }

  async #exists(id: string): Promise<boolean> {
    try {
      await access(this.#fileFor(id));
      return true;
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false;
      throw toSlotError(error, this.slotsDir, 'read');
    }
  }

  /** `<id>.json` in the trash, or a stamped name when that slot was deleted before (restored by hand, deleted again). */
  async #trashTarget(id: string): Promise<string> {
    const plain = path.join(this.trashDir, `${id}${SLOT_EXT}`);
    try {
      await access(plain);
    } catch {
      return plain;
    }
    const stamp = this.#now().toISOString().replace(/[:.]/g, '-');
    return path.join(this.trashDir, `${id}.deleted-${stamp}-${randomUUID().slice(0, 8)}${SLOT_EXT}`);
  }

  #freshId(): string {
    const id = this.#newId();
    const parsed = slotIdSchema.safeParse(id);
    if (!parsed.success) throw new SlotError('invalid', `The new save slot id “${id}” is not a valid id.`);
    return parsed.data;
  }

  async #ensureDir(dir: string): Promise<void> {
    try {
      await makeDirs(dir);
    } catch (error) {
      throw toSlotError(error, dir);
    }
  }
}

/** Where reading the newest `logTail` of `entries` log lines starts (0: the whole log). */
function tailStart(entries: number, logTail: number | undefined): number {
  return logTail === undefined ? 0 : Math.max(0, entries - Math.max(1, logTail));
}

/**
 * Whether the log lines on disk are the start of the log whose entries from `logStart` on are `log`: the counts fit
 * and the last line on disk is the same event (the same object, or one with the same JSON after a re-read).
 */
function isLogPrefix(onDisk: LogState, log: readonly GameEventRecord[], logStart: number): boolean {
  if (onDisk.entries === 0) return logStart === 0;
  if (onDisk.entries <= logStart || onDisk.entries > logStart + log.length) return false;
  const same = log[onDisk.entries - 1 - logStart];
  return same === onDisk.last || (same !== undefined && JSON.stringify(same) === JSON.stringify(onDisk.last));
}

function withoutCheckpoint(stored: StoredHeader): StoredHeader {
  const { checkpoint: _checkpoint, ...rest } = stored;
  return rest;
}

/** Changes whenever the file is replaced or written: its mtime, size and inode. */
async function fileStamp(file: string): Promise<string> {
  const info = await stat(file, { bigint: true });
  return `${info.mtimeNs}:${info.size}:${info.ino}`;
}

function readOnly(message: string): SlotError {
  return new SlotError('read-only', `${message.replace(/ It is shown read-only.*$/, '')} This version of Mazewright will not save over it.`);
}

function inUse(owner: string): SlotError {
  return new SlotError('conflict', `This save slot is in use by ${owner}. Only one Mazewright at a time can play or change a save slot: close it there first, then try again.`);
}

function notFound(): SlotError {
  return new SlotError('not-found', 'That save slot no longer exists; it may have been deleted.');
}

function checkId(id: string): string {
  const parsed = slotIdSchema.safeParse(id);
  if (!parsed.success) throw new SlotError('invalid', parsed.error.issues[0]?.message ?? 'Not a save slot id.');
  return parsed.data;
}

function checkName(name: string): string {
  const parsed = slotNameSchema.safeParse(name);
  if (!parsed.success) throw new SlotError('invalid', parsed.error.issues[0]?.message ?? 'Not a valid save slot name.');
  return parsed.data;
}

function checkFile(file: unknown): SlotFile {
  const parsed = parseSlotFile(file);
  if (!parsed.success) throw new SlotError('invalid', `This save is not in the expected shape: ${describeIssues(parsed.error.issues)}`);
  const meta = parsed.data.meta;
  return { ...parsed.data, meta: { ...meta, name: checkName(meta.name) } };
}

/**
 * A cached header as it was saved. The live session appends each new action in place to the list it last saved
 * (GameSession: copying a long campaign's list for every action cost more with every action), and that list is
 * the one the cache holds, so while an action is being saved the cached list may hold one the small file does not
 * count yet. Whoever reads the slot meanwhile (an export, a duplicate) gets the saved actions only: cut off here,
 * a copy made only on this path.
 */
function asSaved(decoded: DecodedHeader, cached: CachedDecode | undefined): DecodedHeader {
  const saved = cached?.decoded === decoded ? cached.actions?.entries : undefined;
  if (!decoded.ok || saved === undefined || decoded.header.game.actions.length <= saved) return decoded;
  return { ...decoded, header: { ...decoded.header, game: { ...decoded.header.game, actions: decoded.header.game.actions.slice(0, saved) } } };
}

/** Names are compared the way a player reads them: ignoring case and surrounding spaces. */
function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

function compareListings(a: SlotListing, b: SlotListing): number {
  if (a.readable && b.readable) {
    const byTime = playedAt(b.meta) - playedAt(a.meta);
    return byTime !== 0 ? byTime : a.meta.name.localeCompare(b.meta.name);
  }
  if (a.readable) return -1;
  if (b.readable) return 1;
  return a.file.localeCompare(b.file);
}

function playedAt(meta: SlotMeta): number {
  const ms = Date.parse(meta.lastPlayed);
  return Number.isNaN(ms) ? 0 : ms;
}

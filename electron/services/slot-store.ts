import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename as moveFile } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import {
  SLOT_SCHEMA_VERSION,
  slotFileSchema,
  slotIdSchema,
  slotNameSchema,
  type SlotFile,
  type SlotListing,
  type SlotMeta,
} from '../../shared/saves/slot-schema';
import type { GameRecord } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { AtomicJsonFile, isTempFileName } from './atomic-json-adapter';
import { slotsDir, trashDir } from './data-dir';
import { KeyedQueue } from './keyed-queue';
import { describeIssues, decodeSlotText } from './slot-file-decode';
import { SlotError, isErrno, toSlotError } from './slot-error';

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

export interface SlotStoreOptions {
  readonly now?: () => Date;
  readonly newId?: () => string;
}

const SLOT_EXT = '.json';
/** The one key under which every name-changing operation queues, so two of them cannot both claim a name. */
const NAMES = 'names';

/**
 * The save slots on disk: one JSON file per slot in `<dataDir>/slots/<id>.json`, read and written through lowdb
 * with an atomic adapter. Writes to one slot are queued one after another; operations that claim a name (create,
 * rename, duplicate) are queued together so name uniqueness holds. Deleted slots go to `<dataDir>/trash/`.
 * The store checks ids and names itself even though IPC already did: it is the last line before the file system.
 */
export class SlotStore {
  readonly slotsDir: string;
  readonly trashDir: string;
  readonly #now: () => Date;
  readonly #newId: () => string;
  readonly #slotQueue = new KeyedQueue();
  readonly #nameQueue = new KeyedQueue();

  constructor(
    readonly dataDir: string,
    options: SlotStoreOptions = {},
  ) {
    this.slotsDir = slotsDir(dataDir);
    this.trashDir = trashDir(dataDir);
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
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
    const listings = await Promise.all(names.map((name) => this.#listOne(name)));
    return listings.filter((l): l is SlotListing => l !== null).sort(compareListings);
  }

  async create(input: NewSlot): Promise<SlotFile> {
    const name = checkName(input.name);
    const stamp = this.#now().toISOString();
    const id = this.#freshId();
    const file = checkFile({
      schemaVersion: SLOT_SCHEMA_VERSION,
      appVersion: input.appVersion,
      meta: {
        id,
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
    return this.#nameQueue.run(NAMES, async () => {
      await this.#ensureDir(this.slotsDir);
      await this.#assertNameFree(name);
      return this.#slotQueue.run(id, async () => {
        if (await this.#exists(id)) throw new SlotError('conflict', 'A save slot with this id already exists.');
        await this.#write(file);
        return file;
      });
    });
  }

  async read(id: string): Promise<SlotFile> {
    return this.#load(checkId(id));
  }

  /**
   * Writes the game and log and stamps lastPlayed. The name and creation time on disk win over the caller's copy:
   * a rename that happened while the game was open must not be undone by the next autosave.
   */
  async save(file: SlotFile): Promise<SlotFile> {
    const checked = checkFile(file);
    const id = checked.meta.id;
    return this.#slotQueue.run(id, async () => {
      const stored = (await this.#loadForOverwrite(id)) ?? checked.meta;
      const written: SlotFile = {
        ...checked,
        meta: { ...checked.meta, name: stored.name, createdAt: stored.createdAt, lastPlayed: this.#now().toISOString() },
      };
      await this.#write(written);
      return written;
    });
  }

  async rename(id: string, newName: string): Promise<SlotMeta> {
    const slotId = checkId(id);
    const name = checkName(newName);
    return this.#nameQueue.run(NAMES, () =>
      this.#slotQueue.run(slotId, async () => {
        const file = await this.#load(slotId);
        await this.#assertNameFree(name, slotId);
        const renamed: SlotFile = { ...file, meta: { ...file.meta, name } };
        await this.#write(renamed);
        return renamed.meta;
      }),
    );
  }

  /** A second slot with the same game and log under a new name, so the player can try another path. */
  async duplicate(id: string, newName: string): Promise<SlotMeta> {
    const sourceId = checkId(id);
    const name = checkName(newName);
    return this.#nameQueue.run(NAMES, async () => {
      const source = await this.#slotQueue.run(sourceId, () => this.#load(sourceId));
      await this.#assertNameFree(name);
      const copyId = this.#freshId();
      const stamp = this.#now().toISOString();
      const copy: SlotFile = { ...source, meta: { ...source.meta, id: copyId, name, createdAt: stamp, lastPlayed: stamp } };
      return this.#slotQueue.run(copyId, async () => {
        if (await this.#exists(copyId)) throw new SlotError('conflict', 'A save slot with this id already exists.');
        await this.#write(copy);
        return copy.meta;
      });
    });
  }

  /** Moves the slot's file into the trash folder; nothing is unlinked, so a mistaken delete can be undone by hand. */
  async delete(id: string): Promise<void> {
    const slotId = checkId(id);
    await this.#slotQueue.run(slotId, async () => {
      if (!(await this.#exists(slotId))) throw notFound();
      await this.#ensureDir(this.trashDir);
      const target = await this.#trashTarget(slotId);
      try {
        await moveFile(this.#fileFor(slotId), target);
      } catch (error) {
        if (isErrno(error, 'ENOENT')) throw notFound();
        throw toSlotError(error, this.slotsDir);
      }
    });
  }

  #fileFor(id: string): string {
    return path.join(this.slotsDir, `${id}${SLOT_EXT}`);
  }

  #db(id: string): Low<SlotFile | null> {
    const fileName = `${id}${SLOT_EXT}`;
    const adapter = new AtomicJsonFile<SlotFile | null>(this.#fileFor(id), {
      decode: (text) => {
        const file = decodeSlotText(text, fileName);
        // The file name is the slot's address; a file copied by hand under another name would be saved elsewhere.
        if (file.meta.id !== id) {
          throw new SlotError('unreadable', `“${fileName}” is damaged: its slot id (${file.meta.id}) does not match its file name.`);
        }
        return file;
      },
    });
    return new Low<SlotFile | null>(adapter, null);
  }

  async #loadOrNull(id: string): Promise<SlotFile | null> {
    const db = this.#db(id);
    try {
      await db.read();
    } catch (error) {
      throw toSlotError(error, this.slotsDir, 'read');
    }
    return db.data;
  }

  async #load(id: string): Promise<SlotFile> {
    const file = await this.#loadOrNull(id);
    if (!file) throw notFound();
    return file;
  }

  /**
   * The meta on disk that save keeps name and createdAt from; null when the file is damaged, which the good game
   * in memory may overwrite (that repairs it). A missing file is not-found: the slot was deleted and saving must
   * not bring it back.
   */
  async #loadForOverwrite(id: string): Promise<SlotMeta | null> {
    try {
      return (await this.#load(id)).meta;
    } catch (error) {
      if (error instanceof SlotError && error.code === 'unreadable' && (await this.#exists(id))) return null;
      throw error;
    }
  }

  async #write(file: SlotFile): Promise<void> {
    const db = this.#db(file.meta.id);
    db.data = file;
    try {
      await db.write();
    } catch (error) {
      throw toSlotError(error, this.slotsDir);
    }
  }

  async #listOne(fileName: string): Promise<SlotListing | null> {
    const id = fileName.slice(0, -SLOT_EXT.length);
    try {
      const file = await this.#loadOrNull(id);
      // Deleted between readdir and read: simply not there any more.
      if (!file) return null;
      return { readable: true, meta: file.meta };
    } catch (error) {
      const message = error instanceof SlotError ? error.message : `“${fileName}” could not be read.`;
      return { readable: false, file: fileName, message };
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
      await mkdir(dir, { recursive: true });
    } catch (error) {
      throw toSlotError(error, dir);
    }
  }
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
  const parsed = slotFileSchema.safeParse(file);
  if (!parsed.success) throw new SlotError('invalid', `This save is not in the expected shape: ${describeIssues(parsed.error.issues)}`);
  const meta = parsed.data.meta;
  return { ...parsed.data, meta: { ...meta, name: checkName(meta.name) } };
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

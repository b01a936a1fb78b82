import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink, access } from 'node:fs/promises';
import path from 'node:path';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../shared/core/json-depth';
import { withoutForbiddenNameCharacters } from '../../shared/core/names';
import {
  EXPORT_FORMAT_TAG,
  EXPORT_FILE_EXTENSION,
  EXPORT_FORMAT_VERSION,
  EXPORT_MAX_BYTES,
  exportEnvelopeSchema,
  type ExportEnvelope,
} from '../../shared/saves/export-format';
import { SLOT_NAME_MAX, slotNameSchema, type SlotFile } from '../../shared/saves/slot-schema';
import { decodeSlot, describeIssues } from './slot-file-decode';
import { SlotError, isErrno, toSlotError } from './slot-error';
import type { SlotStore } from './slot-store';
import { firstLogDifference, replayCheck, replayLog, verifySlot } from './slot-verify';

/** A checked import: the slot to add, and what was repaired in it from its own replay (for the player). */
export interface CheckedImport {
  readonly file: SlotFile;
  readonly repaired?: string;
}

/** The `.mazewright` text for one slot (see docs/save-format.md). */
export function encodeExport(file: SlotFile, appVersion: string, now: Date): string {
  const envelope: ExportEnvelope = {
    format: EXPORT_FORMAT_TAG,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    appVersion,
    // A spread: the slot file is an interface, which TypeScript will not treat as a plain record; same keys, same JSON.
    slot: { ...file },
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

/**
 * Checks an export completely before anything is written: the envelope, the slot inside (migrated from an older
 * schema when needed, then validated), and its replay. Every refusal is a SlotError('invalid') that says why.
 */
export function parseExport(text: string, fileName: string): SlotFile {
  return checkExport(text, fileName).file;
}

/**
 * parseExport, and the log inside compared with the log the game's replay gives: a log that differs (edited,
 * forged, cut) is replaced by the replay's, and `repaired` says so. The game itself must replay exactly.
 */
export function checkExport(text: string, fileName: string): CheckedImport {
  const refuse = (why: string): SlotError => new SlotError('invalid', `“${fileName}” cannot be imported: ${why}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw refuse('it is not a Mazewright export (not JSON, or cut off).');
  }
  if (nestsDeeperThan(raw)) throw refuse(`it nests its data more than ${MAX_JSON_DEPTH} levels deep, which no Mazewright export does.`);
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== EXPORT_FORMAT_TAG) {
    throw refuse('it is not a Mazewright export (it has no “mazewright-slot” format tag).');
  }
  const envelope = exportEnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw refuse(`its envelope is damaged: ${describeIssues(envelope.error.issues)}`);
  if (envelope.data.formatVersion > EXPORT_FORMAT_VERSION) {
    throw refuse(`it was exported by a newer Mazewright (${envelope.data.appVersion}, export format ${envelope.data.formatVersion}). Update Mazewright to import it.`);
  }
  const decoded = decodeSlot(JSON.stringify(envelope.data.slot), 'slot');
  if (!decoded.ok) {
    if (decoded.kind === 'newer') throw refuse(`its slot was written by a newer Mazewright (${envelope.data.appVersion}). Update Mazewright to import it.`);
    throw refuse(`the slot inside is damaged: ${decoded.message.replace(/^“slot” (is damaged: )?/, '')}`);
  }
  const verdict = verifySlot(decoded.file);
  // A game of an older rules edition that today's rules cannot replay is imported as it is (it opens read-only).
  if (verdict.status === 'outdated') return { file: decoded.file, repaired: `“${fileName}”: ${verdict.message}` };
  if (verdict.status !== 'ok') throw refuse(`the game inside does not check out. ${verdict.message}`);
  const check = replayCheck(decoded.file.game, decoded.file.meta.rulesVersion);
  const replayed = check.status === 'ok' ? replayLog(check.events) : null;
  if (!replayed) return { file: decoded.file };
  if (check.status === 'ok' && check.upgraded) {
    const { game } = check.upgraded;
    return { file: { ...decoded.file, meta: { ...decoded.file.meta, actionCount: game.actions.length }, game, log: replayed }, repaired: `“${fileName}”: ${check.upgraded.message}` };
  }
  const at = firstLogDifference(decoded.file.log, replayed);
  if (at < 0) return { file: decoded.file };
  const where = at < replayed.length ? `from entry ${at + 1} of ${replayed.length} on` : `it holds ${decoded.file.log.length} entries where the game gives ${replayed.length}`;
  // An older Mazewright worded some entries differently: say so rather than call an honest file forged.
  const wordingOnly = firstLogDifference(decoded.file.log, replayed, 'ignore') < 0;
  const repaired = wordingOnly
    ? `The log inside “${fileName}” is worded differently from how this version words it (${where}); it was imported with the log its game's replay gives.`
    : `The log inside “${fileName}” did not match its game (${where}); the game was imported with the log its own replay gives.`;
  return { file: { ...decoded.file, log: replayed }, repaired };
}

/**
 * Writes one slot to `target` as a `.mazewright` file; an existing file there is never replaced. A `target` that is
 * a folder (or is written as one, ending in a slash) gets the file inside it, named after the slot.
 */
export async function exportSlot(store: SlotStore, id: string, target: string, appVersion: string, now = new Date()): Promise<{ file: string; slot: SlotFile }> {
  const file = await store.read(id);
  const absolute = await exportTarget(target, file.meta.name);
  await writeNewFile(absolute, encodeExport(file, appVersion, now));
  return { file: absolute, slot: file };
}

/** Where an export to `target` goes: `target` itself, or `<target>/<slot name>.mazewright` when it names a folder. */
async function exportTarget(target: string, slotName: string): Promise<string> {
  const absolute = path.resolve(target);
  const named = (): string => path.join(absolute, exportFileName(slotName));
  if (/[\\/]$/.test(target)) {
    const info = await stat(absolute).catch(() => null);
    if (!info?.isDirectory()) throw new SlotError('not-found', `The folder ${absolute} does not exist.`);
    return named();
  }
  const info = await stat(absolute).catch(() => null);
  return info?.isDirectory() ? named() : absolute;
}

/** Reads a `.mazewright` file for import (size-capped); its name is kept for messages. */
export async function readImportFile(source: string): Promise<{ fileName: string; text: string }> {
  const absolute = path.resolve(source);
  const fileName = path.basename(absolute);
  try {
    const info = await stat(absolute);
    if (!info.isFile()) throw new SlotError('invalid', `“${fileName}” is not a file.`);
    if (info.size > EXPORT_MAX_BYTES) throw new SlotError('invalid', `“${fileName}” is far too large to be a Mazewright export.`);
    return { fileName, text: await readFile(absolute, 'utf8') };
  } catch (error) {
    if (error instanceof SlotError) throw error;
    if (isErrno(error, 'ENOENT', 'ENOTDIR')) throw new SlotError('not-found', `There is no file ${absolute}.`);
    throw toSlotError(error, path.dirname(absolute), 'read');
  }
}

/** Reads, checks and adds a `.mazewright` file as a new slot (named `name`, or as exported). */
export async function importSlotFile(store: SlotStore, source: string, name?: string): Promise<CheckedImport> {
  const { fileName, text } = await readImportFile(source);
  return importSlotText(store, text, fileName, name);
}

/**
 * Checks and adds the text of a `.mazewright` file (read from disk, or uploaded by the browser) as a new slot:
 * exactly the same checks whichever way the text arrived.
 */
export async function importSlotText(store: SlotStore, text: string, fileName: string, name?: string): Promise<CheckedImport> {
  if (text.length > EXPORT_MAX_BYTES) throw new SlotError('invalid', `“${fileName}” is far too large to be a Mazewright export.`);
  const { file, repaired } = checkExport(text, fileName);
  try {
    const added = await importSlotAs(store, file, name);
    return { file: added, ...(repaired !== undefined ? { repaired } : {}) };
  } catch (error) {
    if (error instanceof SlotError && error.code === 'conflict' && name === undefined) {
      throw new SlotError('conflict', `${error.message} Import it under another name.`);
    }
    throw error;
  }
}

/**
 * Adds a checked export as a new slot named `name`, or by the name it carries. The carried name is only a
 * suggestion: with `name` given it is replaced before anything checks it, so an export whose name is too long or
 * holds a control character can still be imported under another name. Without `name`, such a name is answered
 * like a taken one ('conflict'), which makes every host ask the player for another name.
 */
export async function importSlotAs(store: SlotStore, file: SlotFile, name?: string): Promise<SlotFile> {
  if (name !== undefined) return store.importSlot({ ...file, meta: { ...file.meta, name } }, name);
  const carried = slotNameSchema.safeParse(file.meta.name);
  if (!carried.success) {
    const why = carried.error.issues[0]?.message ?? 'It is not a valid save slot name.';
    throw new SlotError('conflict', `The name this game was exported under cannot be used here: ${why}`);
  }
  return store.importSlot(file);
}

/** The name offered for an import under another name: the carried one, cleaned so that it can be accepted. */
export function suggestedImportName(carried: string): string {
  return withoutForbiddenNameCharacters(carried).trim().slice(0, SLOT_NAME_MAX).trim();
}

/**
 * Names Windows reserves for devices in every folder, with any extension: "CON.mazewright" cannot be created there.
 * COM¹²³/LPT¹²³ count too (Windows treats the superscript digits as 1-3).
 */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])\s*(\..*)?$/i;

/** A file name for a slot's export that every file system accepts: "Crypt run" → "Crypt run.mazewright". */
export function exportFileName(slotName: string): string {
  const cleaned = withoutForbiddenNameCharacters(slotName).replace(/\p{Cc}/gu, '').replace(/[\\/:*?"<>|]/g, '-');
  // At most 80 characters and 200 bytes, cut between code points (never through a surrogate pair).
  let cut = '';
  for (const char of cleaned) {
    if (cut.length + char.length > 80 || Buffer.byteLength(cut + char) > 200) break;
    cut += char;
  }
  let safe = cut.replace(/^[\s.]+|[\s.]+$/g, '');
  // "CON" → "CON (slot)", "CON.txt" → "CON (slot).txt": Windows looks only at the part before the first dot.
  if (WINDOWS_RESERVED.test(safe)) safe = safe.replace(/^([^.\s]+)\s*/, '$1 (slot)');
  return `${safe || 'slot'}${EXPORT_FILE_EXTENSION}`;
}

/** Most file systems (ext4, APFS, NTFS counted in UTF-16 units but close enough) allow 255 bytes per name. */
const NAME_MAX_BYTES = 255;

/**
 * Creates `target` with `text`, flushed to disk, without ever replacing an existing file: the text goes to a temp
 * file that is then hard-linked to the target (which fails if it exists). File systems without hard links (FAT
 * USB sticks) get a check-then-rename instead.
 */
export async function writeNewFile(target: string, text: string): Promise<void> {
  const dir = path.dirname(target);
  if (Buffer.byteLength(path.basename(target)) > NAME_MAX_BYTES) {
    throw new SlotError('invalid', `The file name “${path.basename(target)}” is too long (at most ${NAME_MAX_BYTES} bytes). Choose a shorter name.`);
  }
  const exists = new SlotError('conflict', `${target} already exists; Mazewright will not replace it. Choose another file name.`);
  if (await access(target).then(() => true, () => false)) throw exists;
  // The temp name does not grow with the target's: a 250-byte export name must not need a 270-byte temp name.
  const temp = path.join(dir, `.mazewright-export-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temp, target);
    } catch (error) {
      if (isErrno(error, 'EEXIST')) throw exists;
      if (!isErrno(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS')) throw error;
      if (await access(target).then(() => true, () => false)) throw exists;
      await rename(temp, target);
    }
  } catch (error) {
    if (isErrno(error, 'ENOENT', 'ENOTDIR')) {
      // /proc, /sys and the like exist but refuse new files with the same error a missing folder gives.
      const isFolder = await stat(dir).then((info) => info.isDirectory(), () => false);
      throw new SlotError('not-found', isFolder ? `Mazewright cannot create files in ${dir}. Choose another folder.` : `The folder ${dir} does not exist.`);
    }
    if (isErrno(error, 'ENAMETOOLONG')) throw new SlotError('invalid', `The file name “${path.basename(target)}” is too long. Choose a shorter name.`);
    throw toSlotError(error, dir);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

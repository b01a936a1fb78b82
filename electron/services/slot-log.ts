import { createHash, type Hash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { nestsDeeperThan } from '../../shared/core/json-depth';
import { gameEventSchema, type SlotFile } from '../../shared/saves/slot-schema';
import { writeFileAtomically } from './atomic-json-adapter';
import { describeIssues } from './slot-file-decode';
import { isErrno } from './slot-error';

/**
 * A slot's log file (`<id>.log.jsonl`): one game event per line, only ever appended to while a game goes on. The
 * slot's small file says how many lines belong to the save (`logEntries`); lines past that are an append a crash
 * cut off before the header was written, and are ignored (and cut away by the next append).
 */
export type GameEventRecord = SlotFile['log'][number];

export const LOG_EXT = '.log.jsonl';

export type LogRead =
  | {
      readonly ok: true;
      /** The events read: lines `start` up to the count asked for. */
      readonly log: GameEventRecord[];
      /** The index of the first event in `log` (0 unless only a tail or a page was read). */
      readonly start: number;
      /** Where the last counted line ends: where the next append goes. */
      readonly bytes: number;
      /**
       * SHA-256 running over those first `bytes` bytes, to compare with the header's `logHash` and carry on appending.
       * Worked out the first time it is read (a page of older entries never needs it; an open may check it after
       * answering): hashing a 20,000-entry log is ≈ 5 ms on a loaded machine.
       */
      readonly hash: Hash;
    }
  | { readonly ok: false; readonly missing: boolean; readonly message: string };

/** The lines for `events`, each ending in a newline (JSON.stringify never emits a raw newline). */
export function encodeLogLines(events: readonly GameEventRecord[]): string {
  let out = '';
  for (const event of events) out += `${JSON.stringify(event)}\n`;
  return out;
}

/**
 * Reads the first `entries` events of a log file, checked against the event schema; never throws for bad data.
 * With `from`, every line up to `entries` is still counted (a cut-off file is still found) but only the lines from
 * `from` on are parsed and checked: opening a long campaign reads its tail and leaves older lines to paging.
 */
export async function readLogFile(file: string, entries: number, fileName: string, from = 0): Promise<LogRead> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return { ok: false, missing: true, message: `its log file “${fileName}” is missing` };
    throw error;
  }
  return decodeLogBytes(bytes, entries, fileName, from);
}

export function decodeLogBytes(bytes: Buffer, entries: number, fileName: string, from = 0): LogRead {
  const first = Math.min(Math.max(0, from), entries);
  let end = 0;
  let begin = 0;
  for (let line = 0; line < entries; line++) {
    if (line === first) begin = end;
    const newline = bytes.indexOf(10, end);
    if (newline < 0) return { ok: false, missing: false, message: `its log file “${fileName}” is cut off (${line} of ${entries} entries)` };
    end = newline + 1;
  }
  const count = entries - first;
  // The whole counted part is hashed even when only a tail is read, but only once someone asks for the hash.
  // Once hashed, the file's bytes are let go: a cached read must not keep a long log's whole file alive (each open
  // would then take fresh memory for the next read, which cost more than the hash).
  let counted: Buffer | undefined = bytes.subarray(0, end);
  let hash: Hash | undefined;
  const read = (log: GameEventRecord[]): LogRead => ({
    ok: true,
    log,
    start: first,
    bytes: end,
    get hash(): Hash {
      if (!hash) {
        hash = createHash('sha256').update(counted ?? Buffer.alloc(0));
        counted = undefined;
      }
      return hash;
    },
  });
  if (count === 0) return read([]);
  const parsed = parseLines(bytes.toString('utf8', begin, end - 1), count, first, fileName);
  return parsed.ok ? read(parsed.log) : parsed;
}

/**
 * What a live game's open reads of a long log (issue 15): the lines `from` up to `entries`, found by reading
 * backwards from `logBytes` (where the header says the counted lines end) instead of counting every line from the
 * front, and checked as `readLogFile` checks them. Nothing before the tail is read, so neither the count of the
 * lines before it nor the hash is checked here: the caller must check both later (the store does, on the slot's
 * queue before any save) by reading the whole file with `readLogFile`.
 *
 * `usable: false` when the bytes cannot be the lines the header counts (the file is shorter than `logBytes`, the
 * byte before it is not a line's end, fewer lines precede it than the tail needs): the caller then reads the file
 * from the front as before, which says what is wrong in the usual words. A tail that is there but does not parse
 * is damage, reported exactly as `readLogFile` reports it.
 */
export type LogTailRead =
  | { readonly ok: true; readonly usable: true; readonly log: GameEventRecord[]; readonly start: number; readonly bytes: number }
  | { readonly ok: false; readonly usable: true; readonly missing: false; readonly message: string }
  | { readonly ok: false; readonly usable: false };

/** The first read backwards; a tail of 100 entries is ≈ 20–40 KB, so one read is the usual case. */
const TAIL_CHUNK = 64 * 1024;

export async function readLogTail(file: string, entries: number, logBytes: number, fileName: string, from: number): Promise<LogTailRead> {
  const first = Math.min(Math.max(0, from), entries);
  const count = entries - first;
  // Only a tail with lines before it is read this way: a short log is read from the front, as before.
  if (first === 0 || count === 0) return { ok: false, usable: false };
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    // A missing file is reported by the read from the front, in its usual words.
    if (isErrno(error, 'ENOENT')) return { ok: false, usable: false };
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size < logBytes) return { ok: false, usable: false };
    // Read backwards from logBytes until the newline before the tail's first line is in hand.
    let chunk = Buffer.alloc(0);
    let chunkStart = logBytes;
    let begin = -1;
    // Reaching the file's start first means fewer lines than the header counts: not the lines it counted.
    while (begin < 0 && chunkStart > 0) {
      const want = Math.min(chunkStart, Math.max(TAIL_CHUNK, chunk.length));
      const more = Buffer.alloc(want);
      const { bytesRead } = await handle.read(more, 0, want, chunkStart - want);
      if (bytesRead !== want) return { ok: false, usable: false };
      chunk = Buffer.concat([more, chunk]);
      chunkStart -= want;
      begin = startOfLastLines(chunk, count);
      if (begin >= 0) begin += chunkStart;
    }
    if (begin < 0 || chunk[chunk.length - 1] !== 10) return { ok: false, usable: false };
    const parsed = parseLines(chunk.toString('utf8', begin - chunkStart, chunk.length - 1), count, first, fileName);
    return parsed.ok ? { ok: true, usable: true, log: parsed.log, start: first, bytes: logBytes } : { ...parsed, usable: true };
  } finally {
    await handle.close();
  }
}

/**
 * Where the last `count` lines of `chunk` begin (it ends with a line's newline), or -1 when the chunk does not
 * reach back to the newline before them.
 */
function startOfLastLines(chunk: Buffer, count: number): number {
  let at = chunk.length - 1;
  for (let seen = 0; seen < count; seen++) {
    const newline = at > 0 ? chunk.lastIndexOf(10, at - 1) : -1;
    if (newline < 0) return -1;
    at = newline;
  }
  return at + 1;
}

/** `count` lines of events (newlines between them, none after the last), parsed and checked against the event schema. */
function parseLines(text: string, count: number, first: number, fileName: string): { ok: true; log: GameEventRecord[] } | { ok: false; missing: false; message: string } {
  let raw: unknown[];
  try {
    // One parse of the whole range is several times faster than a parse per line.
    raw = JSON.parse(`[${text.replaceAll('\n', ',')}]`) as unknown[];
  } catch {
    raw = [];
  }
  if (raw.length !== count) return { ok: false, missing: false, message: `its log file “${fileName}” is damaged (a line is not JSON)` };
  const log: GameEventRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const event = raw[i];
    if (isPlainEvent(event)) {
      log[i] = event;
      continue;
    }
    const checked = gameEventSchema.safeParse(event);
    if (!checked.success) {
      return { ok: false, missing: false, message: `its log file “${fileName}” is damaged (line ${first + i + 1}: ${describeIssues(checked.error.issues)})` };
    }
    log[i] = checked.data;
  }
  return { ok: true, log };
}

/** The hex digest of a running log hash, leaving the hash itself open for more appends. */
export function logDigest(hash: Hash): string {
  return hash.copy().digest('hex');
}

/**
 * Appends `text` after the first `validBytes` bytes of the log (cutting off a crash's leftover lines first) and
 * flushes it to disk. The header that counts the new lines is written only after this returns.
 */
export async function appendLogLines(file: string, validBytes: number, text: string): Promise<number> {
  const handle = await open(file, validBytes === 0 ? 'a+' : 'r+');
  try {
    const { size } = await handle.stat();
    if (size < validBytes) throw new Error(`the log file ${file} is shorter than the saved game says`);
    if (size !== validBytes) await handle.truncate(validBytes);
    const data = Buffer.from(text, 'utf8');
    if (data.length > 0) await handle.write(data, 0, data.length, validBytes);
    await handle.sync();
    return validBytes + data.length;
  } finally {
    await handle.close();
  }
}

/** Replaces the whole log file atomically (a new slot, a restored backup, a rebuilt log); returns its size and hash. */
export async function writeLogFile(file: string, events: readonly GameEventRecord[]): Promise<{ bytes: number; hash: Hash }> {
  const text = encodeLogLines(events);
  await writeFileAtomically(file, text);
  return { bytes: Buffer.byteLength(text, 'utf8'), hash: createHash('sha256').update(text, 'utf8') };
}

const EVENT_KEYS = new Set(['kind', 'text', 'section', 'roll', 'tableId', 'cell', 'data']);
const ROLL_KEYS = new Set(['code', 'section', 'table', 'purpose', 'faces', 'values', 'modifiers', 'total', 'result']);

/**
 * A quick structural check that accepts only events the zod schema would return unchanged (no unknown keys, which
 * zod would strip); anything it does not accept goes through the schema, which has the last word and the message.
 */
function isPlainEvent(value: unknown): value is GameEventRecord {
  if (!isObject(value) || typeof value['kind'] !== 'string' || typeof value['text'] !== 'string') return false;
  for (const key in value) if (!EVENT_KEYS.has(key)) return false;
  if (!optionalString(value['section']) || !optionalString(value['tableId'])) return false;
  const data = value['data'];
  if (data !== undefined && (!isObject(data) || nestsDeeperThan(data))) return false;
  const cell = value['cell'];
  if (cell !== undefined) {
    if (!isObject(cell) || !Number.isInteger(cell['row']) || (cell['column'] !== undefined && !Number.isInteger(cell['column']))) return false;
    for (const key in cell) if (key !== 'row' && key !== 'column') return false;
  }
  const roll = value['roll'];
  return roll === undefined || isPlainRoll(roll);
}

function isPlainRoll(roll: unknown): boolean {
  if (!isObject(roll)) return false;
  for (const key in roll) if (!ROLL_KEYS.has(key)) return false;
  if (typeof roll['code'] !== 'string' || typeof roll['section'] !== 'string' || typeof roll['table'] !== 'string') return false;
  if (!optionalString(roll['purpose']) || !optionalString(roll['result']) || typeof roll['total'] !== 'number') return false;
  if (!intArray(roll['faces']) || !intArray(roll['values'])) return false;
  const modifiers = roll['modifiers'];
  if (!Array.isArray(modifiers)) return false;
  for (const m of modifiers as unknown[]) {
    if (!isObject(m) || typeof m['label'] !== 'string' || typeof m['value'] !== 'number') return false;
    for (const key in m) if (key !== 'label' && key !== 'value') return false;
  }
  return true;
}

function intArray(value: unknown): boolean {
  return Array.isArray(value) && (value as unknown[]).every((n) => Number.isInteger(n));
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

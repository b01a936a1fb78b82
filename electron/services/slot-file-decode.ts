import { z } from 'zod';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../shared/core/json-depth';
import { migrateSlotData, slotMigrations, type SlotMigration } from '../../shared/saves/migrations';
import {
  SLOT_SCHEMA_VERSION,
  gameEventSchema,
  gameRecordSchema,
  slotFileSchema,
  slotHeaderSchema,
  slotMetaSchema,
  storedHeaderSchema,
  type SlotFile,
  type StoredHeader,
  type SlotHeader,
  type SlotMeta,
} from '../../shared/saves/slot-schema';
import { SlotError } from './slot-error';

/**
 * What reading a slot file's text can give:
 * - ok: a valid current-schema slot (migrated if it was older; `migratedFrom` says from which version);
 * - newer: a newer Mazewright's slot, never to be modified; `file` is set when it also reads as today's shape
 *   (so it can be shown read-only), `meta` when at least its header does (so it can be listed);
 * - damaged: empty, cut off, corrupted, or a field that fails validation;
 * - foreign: JSON, but not a save slot (or not JSON at all).
 * `actionCount` on a failure is what the file claims, when it says, so a recovery can tell what was lost.
 */
export type DecodedSlot =
  | {
      readonly ok: true;
      readonly file: SlotFile;
      readonly migratedFrom?: number;
      /** Why the log file could not be used, when the log was rebuilt by replaying the game instead. */
      readonly logRebuilt?: string;
      /** Set when only the log's tail was read: `file.log` holds the entries from this index on. */
      readonly logStart?: number;
      /**
       * Set when the tail was read backwards from the header's `logBytes` (a live game's open, issue 15): the lines
       * before it were neither counted nor hashed, and must be before the slot is saved or reported as verified.
       */
      readonly logUncounted?: boolean;
      /** The slot id the header carried when it was not the file's own (the store reads it under the file's id). */
      readonly idWas?: string;
    }
  | {
      readonly ok: false;
      readonly kind: 'newer';
      readonly message: string;
      readonly schemaVersion: number;
      readonly file?: SlotFile;
      readonly meta?: SlotMeta;
      /** A newer header-only file that still reads as today's header: the store adds its log to show it. */
      readonly header?: SlotHeader;
      /** A newer small file that still reads as today's schema-3 stored header: the store makes it whole to show it. */
      readonly stored?: StoredHeader;
      /** As for a good slot: `file.log` holds the entries from this index on. */
      readonly logStart?: number;
    }
  | { readonly ok: false; readonly kind: 'damaged' | 'foreign'; readonly message: string; readonly actionCount?: number };

export type DecodeFailure = Extract<DecodedSlot, { ok: false }>;

/**
 * What reading a slot's small file (`<id>.json`) can give: a schema-2 header, whose log is in `<id>.log.jsonl`,
 * or an older whole slot with its log inline (`inlineLog`; it is split into two files on its next save).
 */
export type DecodedHeader =
  | { readonly ok: true; readonly header: SlotHeader; readonly inlineLog?: SlotFile['log']; readonly migratedFrom?: number; readonly idWas?: string }
  | DecodeFailure;

/**
 * A schema-3 small file as stored: the header without actions or state. The store reads the actions file and
 * replays the state from its checkpoint to make the whole header (slot-checkpoint.ts `materialize`).
 */
export interface DecodedStored {
  readonly ok: true;
  readonly stored: StoredHeader;
}

/** What a slot's small file can hold: a schema-3 stored header, an older whole header or slot, or a failure. */
export type DecodedSmallFile = DecodedHeader | DecodedStored;

export function isStored(decoded: DecodedSmallFile): decoded is DecodedStored {
  return decoded.ok && 'stored' in decoded;
}

export interface DecodeOptions {
  /** The slot id the file name carries: a file copied by hand under another name would be saved elsewhere. */
  readonly expectedId?: string;
  /** For tests of the migration machinery; the real chain by default. */
  readonly migrations?: ReadonlyMap<number, SlotMigration>;
  readonly targetVersion?: number;
}

type Prelude = { readonly ok: true; readonly raw: Record<string, unknown> } | DecodeFailure;

/** JSON.parse and "is this a save at all", shared by the whole-slot and the header readers. */
function readPrelude(text: string, fileName: string): Prelude {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: the file is empty.` };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    // A save that lost its tail (a crash before atomic writes, a bad copy) still begins like one.
    const looksLikeSave = body.trimStart().startsWith('{') && body.includes('"schemaVersion"');
    return looksLikeSave
      ? { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: it is cut off or corrupted and is no longer valid JSON.`, ...claimedActions(body) }
      : { ok: false, kind: 'foreign', message: `“${fileName}” is not a Mazewright save (not JSON).` };
  }
  if (nestsDeeperThan(raw)) return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: its data nests more than ${MAX_JSON_DEPTH} levels deep.` };
  if (!isRecord(raw) || !('schemaVersion' in raw) || !('meta' in raw)) {
    return { ok: false, kind: 'foreign', message: `“${fileName}” is not a Mazewright save (it holds JSON, but not a save slot).` };
  }
  return { ok: true, raw };
}

/** Reads a whole slot's text (log inline: an export's slot, a schema-1 file). Never throws. */
export function decodeSlot(text: string, fileName: string, options: DecodeOptions = {}): DecodedSlot {
  const prelude = readPrelude(text, fileName);
  return prelude.ok ? decodeWholeSlot(prelude.raw, fileName, options) : prelude;
}

/**
 * Reads a slot's small file: a header (schema 2 on) or an older whole slot with its log inline. Never throws.
 * Parsing the header alone is what keeps the slot list and every save cheap however long the log grows.
 */
export function decodeSlotHeader(text: string, fileName: string, options: DecodeOptions = {}): DecodedSmallFile {
  const prelude = readPrelude(text, fileName);
  if (!prelude.ok) return prelude;
  const { raw } = prelude;
  if (raw['schemaVersion'] === SLOT_SCHEMA_VERSION && isRecord(raw['actions']) && (options.targetVersion ?? SLOT_SCHEMA_VERSION) === SLOT_SCHEMA_VERSION) {
    const actionCount = metaActionCount(raw);
    const counted = actionCount !== undefined ? { actionCount } : {};
    const parsed = storedHeaderSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: ${describeIssues(parsed.error.issues)}`, ...counted };
    if (options.expectedId !== undefined && parsed.data.meta.id !== options.expectedId) {
      return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: its slot id (${parsed.data.meta.id}) does not match its file name.`, ...counted };
    }
    return { ok: true, stored: parsed.data };
  }
  if (Array.isArray(raw['log'])) {
    const whole = decodeWholeSlot(raw, fileName, options);
    if (!whole.ok) return whole;
    const { log, ...rest } = whole.file;
    return { ok: true, header: { ...rest, logEntries: log.length }, inlineLog: log, ...(whole.migratedFrom !== undefined ? { migratedFrom: whole.migratedFrom } : {}) };
  }
  const target = options.targetVersion ?? SLOT_SCHEMA_VERSION;
  const actionCount = metaActionCount(raw);
  const counted = actionCount !== undefined ? { actionCount } : {};
  const migrated = migrateSlotData(raw, target, options.migrations ?? slotMigrations);
  if (!migrated.ok && migrated.reason === 'newer') return newer(raw, fileName, migrated.version, target);
  if (!migrated.ok) return { ok: false, kind: 'damaged', message: `“${fileName}” uses schema version ${migrated.version}, which no version of Mazewright wrote.`, ...counted };
  const parsed = slotHeaderSchema.safeParse({ ...migrated.data, schemaVersion: SLOT_SCHEMA_VERSION });
  if (!parsed.success) return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: ${describeIssues(parsed.error.issues)}`, ...counted };
  if (options.expectedId !== undefined && parsed.data.meta.id !== options.expectedId) {
    return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: its slot id (${parsed.data.meta.id}) does not match its file name.`, ...counted };
  }
  return migrated.from < target ? { ok: true, header: parsed.data, migratedFrom: migrated.from } : { ok: true, header: parsed.data };
}

function decodeWholeSlot(raw: Record<string, unknown>, fileName: string, options: DecodeOptions): DecodedSlot {
  const target = options.targetVersion ?? SLOT_SCHEMA_VERSION;
  const actionCount = metaActionCount(raw);
  const migrated = migrateSlotData(raw, target, options.migrations ?? slotMigrations);
  if (!migrated.ok && migrated.reason === 'newer') return newer(raw, fileName, migrated.version, target);
  if (!migrated.ok) {
    return {
      ok: false,
      kind: 'damaged',
      message: `“${fileName}” uses schema version ${migrated.version}, which no version of Mazewright wrote.`,
      ...(actionCount !== undefined ? { actionCount } : {}),
    };
  }
  const parsed = parseSlotFile(target === SLOT_SCHEMA_VERSION ? migrated.data : { ...migrated.data, schemaVersion: SLOT_SCHEMA_VERSION });
  if (!parsed.success) {
    return { ok: false, kind: 'damaged', message: `“${fileName}” is damaged: ${describeIssues(parsed.error.issues)}`, ...(actionCount !== undefined ? { actionCount } : {}) };
  }
  if (options.expectedId !== undefined && parsed.data.meta.id !== options.expectedId) {
    return {
      ok: false,
      kind: 'damaged',
      message: `“${fileName}” is damaged: its slot id (${parsed.data.meta.id}) does not match its file name.`,
      ...(actionCount !== undefined ? { actionCount } : {}),
    };
  }
  return migrated.from < target ? { ok: true, file: parsed.data, migratedFrom: migrated.from } : { ok: true, file: parsed.data };
}

/** The text of a schema-3 small file: every field small, pretty-printed so a player can read it by hand. */
export function encodeStoredHeader(stored: StoredHeader): string {
  const indented = (value: unknown): string => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
  const fields = [
    `"schemaVersion": ${JSON.stringify(stored.schemaVersion)}`,
    `"appVersion": ${JSON.stringify(stored.appVersion)}`,
    `"meta": ${indented(stored.meta)}`,
    `"game": ${JSON.stringify(stored.game)}`,
    `"actions": ${JSON.stringify(stored.actions)}`,
    `"logEntries": ${stored.logEntries}`,
    `"logHash": ${JSON.stringify(stored.logHash)}`,
    ...(stored.logBytes !== undefined ? [`"logBytes": ${stored.logBytes}`] : []),
    ...(stored.checkpoint ? [`"checkpoint": ${JSON.stringify(stored.checkpoint)}`] : []),
  ];
  return `{\n  ${fields.join(',\n  ')}\n}\n`;
}

/** decodeSlot for callers that only want a good slot: any failure is a SlotError ('read-only' for a newer file). */
export function decodeSlotText(text: string, fileName: string, options: DecodeOptions = {}): SlotFile {
  const decoded = decodeSlot(text, fileName, options);
  if (decoded.ok) return decoded.file;
  throw new SlotError(decoded.kind === 'newer' ? 'read-only' : 'unreadable', decoded.message);
}

/**
 * The slot schema with the log left unchecked, which parseSlotFile checks event by event, and the actions passed
 * through as the same list: an action may be any value here (the ruleset's schema checks it on replay), so the only
 * check is that they are a list, and copying a long campaign's list on every save made each save cost more than the
 * last (issue 18). The message is the one z.array gave.
 */
const actionListSchema = z.custom<readonly unknown[]>((value) => Array.isArray(value), { message: 'expected array' });
const slotShellSchema = slotFileSchema.extend({ game: gameRecordSchema.extend({ actions: actionListSchema }), log: z.array(z.unknown()).readonly() });
/** Log events already validated in this process (the objects the schema returned): never checked twice. */
const validatedEvents = new WeakSet<object>();

/** Records events that passed an equivalent check (the log file reader's) so a save does not check them again. */
export function markValidated(events: readonly object[]): void {
  for (const event of events) validatedEvents.add(event);
}

/**
 * slotFileSchema.safeParse, but a log event object that passed before is not checked again. A campaign log is
 * append-only and tens of thousands of events long; the session hands the same event objects back with every
 * autosave, so each save validates only the new events. Results are the same as the full schema's.
 */
export function parseSlotFile(value: unknown): { success: true; data: SlotFile } | { success: false; error: { issues: z.core.$ZodIssue[] } } {
  const shell = slotShellSchema.safeParse(value);
  if (!shell.success) return { success: false, error: { issues: shell.error.issues } };
  const log: SlotFile['log'][number][] = new Array(shell.data.log.length);
  for (let i = 0; i < shell.data.log.length; i++) {
    const event = shell.data.log[i];
    if (typeof event === 'object' && event !== null && validatedEvents.has(event)) {
      log[i] = event as SlotFile['log'][number];
      continue;
    }
    const checked = gameEventSchema.safeParse(event);
    if (!checked.success) return { success: false, error: { issues: checked.error.issues.map((issue) => ({ ...issue, path: ['log', i, ...issue.path] })) } };
    validatedEvents.add(checked.data);
    log[i] = checked.data;
  }
  return { success: true, data: { ...shell.data, log } };
}

function newer(raw: Record<string, unknown>, fileName: string, version: number, target: number): DecodeFailure {
  const message = `“${fileName}” was written by a newer Mazewright (schema version ${version}); this version reads schema version ${target}. It is shown read-only and never saved over; update Mazewright to play it.`;
  // Newer versions usually add fields rather than change old ones; when today's shape still fits, it can be shown.
  const asCurrent = slotFileSchema.safeParse({ ...raw, schemaVersion: SLOT_SCHEMA_VERSION });
  if (asCurrent.success) return { ok: false, kind: 'newer', message, schemaVersion: version, file: asCurrent.data, meta: asCurrent.data.meta };
  const asHeader = slotHeaderSchema.safeParse({ ...raw, schemaVersion: SLOT_SCHEMA_VERSION });
  if (asHeader.success) return { ok: false, kind: 'newer', message, schemaVersion: version, header: asHeader.data, meta: asHeader.data.meta };
  const asStored = storedHeaderSchema.safeParse({ ...raw, schemaVersion: SLOT_SCHEMA_VERSION });
  if (asStored.success) return { ok: false, kind: 'newer', message, schemaVersion: version, stored: asStored.data, meta: asStored.data.meta };
  const meta = slotMetaSchema.safeParse(raw['meta']);
  return { ok: false, kind: 'newer', message, schemaVersion: version, ...(meta.success ? { meta: meta.data } : {}) };
}

function metaActionCount(raw: Record<string, unknown>): number | undefined {
  const meta = raw['meta'];
  if (!isRecord(meta)) return undefined;
  const count = meta['actionCount'];
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** A cut-off file still shows its header; the action count there says how much a restored backup loses. */
function claimedActions(body: string): { actionCount?: number } {
  const match = /"actionCount"\s*:\s*(\d{1,9})/.exec(body);
  return match?.[1] !== undefined ? { actionCount: Number(match[1]) } : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "meta.seed: expected string", plus how many other problems there are: enough to find the spot by hand. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return 'it does not match the save format.';
  const where = formatPath(first.path);
  const what = first.code === 'invalid_type' ? `expected ${first.expected}` : first.message;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more ${issues.length === 2 ? 'problem' : 'problems'})` : '';
  return `${where ? `${where}: ` : ''}${what}${more}`;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

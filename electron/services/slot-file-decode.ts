import type { z } from 'zod';
import { SLOT_SCHEMA_VERSION, slotFileSchema, type SlotFile } from '../../shared/saves/slot-schema';
import { SlotError } from './slot-error';

/**
 * Steps that lift a slot file from schema version n to n + 1, keyed by n. None yet: version 1 is the first.
 * When the schema changes, bump SLOT_SCHEMA_VERSION and add the step from the old version here.
 */
const migrations: ReadonlyMap<number, (old: Record<string, unknown>) => Record<string, unknown>> = new Map();

const unreadable = (fileName: string, why: string): SlotError => new SlotError('unreadable', `“${fileName}” ${why}`);

/**
 * Reads a slot file's text, telling apart the ways it can fail so the player learns what happened: not JSON at
 * all, cut off mid-file, someone else's JSON, a newer Mazewright's save, or a save with a damaged field.
 * Throws SlotError('unreadable') with that message; never anything else.
 */
export function decodeSlotText(text: string, fileName: string): SlotFile {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw unreadable(fileName, 'is damaged: the file is empty.');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    // A save that lost its tail (a crash before atomic writes, a bad copy) still begins like one.
    const looksLikeSave = body.trimStart().startsWith('{') && body.includes('"schemaVersion"');
    throw unreadable(
      fileName,
      looksLikeSave ? 'is damaged: it is cut off or corrupted and is no longer valid JSON.' : 'is not a Mazewright save (not JSON).',
    );
  }
  if (!isRecord(raw) || !('schemaVersion' in raw) || !('meta' in raw)) {
    throw unreadable(fileName, 'is not a Mazewright save (it holds JSON, but not a save slot).');
  }
  const upgraded = upgrade(raw, fileName);
  const parsed = slotFileSchema.safeParse(upgraded);
  if (!parsed.success) throw unreadable(fileName, `is damaged: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

function upgrade(raw: Record<string, unknown>, fileName: string): Record<string, unknown> {
  const version = raw.schemaVersion;
  // A non-numeric version is damage, which the schema check reports with the field's path.
  if (typeof version !== 'number' || !Number.isInteger(version)) return raw;
  if (version > SLOT_SCHEMA_VERSION) {
    throw unreadable(
      fileName,
      `was written by a newer Mazewright (schema version ${version}); this version reads schema version ${SLOT_SCHEMA_VERSION}. Update Mazewright to open it.`,
    );
  }
  let current = raw;
  for (let at = version; at < SLOT_SCHEMA_VERSION; at++) {
    const step = migrations.get(at);
    if (!step) {
      throw unreadable(fileName, `uses schema version ${version}, which no version of Mazewright can read.`);
    }
    current = { ...step(current), schemaVersion: at + 1 };
  }
  return current;
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

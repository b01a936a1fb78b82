import { createHash, type Hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from './atomic-json-adapter';
import { isErrno } from './slot-error';

/**
 * A schema-3 slot's actions file (`<id>.actions.jsonl`): every action the player took, one JSON value per line,
 * only ever appended to (and flushed) while a game goes on, like the log. The small file says how many lines belong
 * to the save and carries the SHA-256 of exactly those bytes; lines past the count are an append a crash cut off
 * before the small file was written, ignored and cut away by the next append (`appendLogLines` does both files).
 * Unlike the log, the actions cannot be derived from anything: they are the game.
 */
export const ACTIONS_EXT = '.actions.jsonl';

/** The actions lines on disk that belong to a save: how many, where they end, the running hash, the last line's JSON. */
export interface ActionsOnDisk {
  readonly entries: number;
  readonly bytes: number;
  readonly hash: Hash;
  readonly lastJson: string | undefined;
}

export type ActionsRead =
  | { readonly ok: true; readonly actions: unknown[]; readonly onDisk: ActionsOnDisk }
  | { readonly ok: false; readonly missing: boolean; readonly message: string };

/** The lines for `actions`, each ending in a newline. */
export function encodeActionLines(actions: readonly unknown[]): string {
  let out = '';
  for (const action of actions) out += `${JSON.stringify(action)}\n`;
  return out;
}

/** Reads the first `entries` actions of an actions file and hashes their bytes; never throws for bad data. */
export async function readActionsFile(file: string, entries: number, fileName: string): Promise<ActionsRead> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return { ok: false, missing: true, message: `its actions file “${fileName}” is missing` };
    throw error;
  }
  return decodeActionBytes(bytes, entries, fileName);
}

export function decodeActionBytes(bytes: Buffer, entries: number, fileName: string): ActionsRead {
  let end = 0;
  let lastStart = 0;
  for (let line = 0; line < entries; line++) {
    const newline = bytes.indexOf(10, end);
    if (newline < 0) return { ok: false, missing: false, message: `its actions file “${fileName}” is cut off (${line} of ${entries} actions)` };
    lastStart = end;
    end = newline + 1;
  }
  const hash = createHash('sha256').update(bytes.subarray(0, end));
  if (entries === 0) return { ok: true, actions: [], onDisk: { entries, bytes: end, hash, lastJson: undefined } };
  let actions: unknown;
  try {
    // One parse of the whole range is several times faster than a parse per line.
    actions = JSON.parse(`[${bytes.toString('utf8', 0, end - 1).replaceAll('\n', ',')}]`);
  } catch {
    actions = null;
  }
  if (!Array.isArray(actions) || actions.length !== entries) return { ok: false, missing: false, message: `its actions file “${fileName}” is damaged (a line is not JSON)` };
  return { ok: true, actions, onDisk: { entries, bytes: end, hash, lastJson: bytes.toString('utf8', lastStart, end - 1) } };
}

/** Replaces the whole actions file atomically (a new slot, an upgraded schema-2 slot, a restored backup). */
export async function writeActionsFile(file: string, actions: readonly unknown[]): Promise<ActionsOnDisk> {
  const text = encodeActionLines(actions);
  await writeFileAtomically(file, text);
  const last = actions.at(-1);
  return { entries: actions.length, bytes: Buffer.byteLength(text, 'utf8'), hash: createHash('sha256').update(text, 'utf8'), lastJson: last === undefined ? undefined : JSON.stringify(last) };
}

/** Whether the lines on disk are the start of `actions`: the count fits and the last line on disk is the same action. */
export function isActionsPrefix(onDisk: ActionsOnDisk, actions: readonly unknown[]): boolean {
  if (onDisk.entries > actions.length) return false;
  if (onDisk.entries === 0) return true;
  return JSON.stringify(actions[onDisk.entries - 1]) === onDisk.lastJson;
}

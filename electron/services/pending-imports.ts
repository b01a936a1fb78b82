import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RequestedImport } from '../../shared/ipc/contract';
import { readImportFile } from './slot-export';
import { SlotError } from './slot-error';

interface Pending {
  readonly fileName: string;
  /** The file's text, read once; undefined when it could not be read (then `problem` says why). */
  readonly text?: string;
  readonly problem?: string;
  /** True for files the operating system handed us (file association): the UI asks before importing them. */
  readonly requested: boolean;
}

/** A handful is plenty: each is one import the player is being asked about. */
const MAX_PENDING = 8;

/**
 * Imports waiting on the player: a name conflict to resolve, or a `.mazewright` file the app was opened with. The page
 * only ever holds an opaque token; the file's path and text stay in main.
 */
export class PendingImports {
  readonly #entries = new Map<string, Pending>();

  /** Keeps `source` for a later retry (new name) and returns its token. */
  hold(source: { fileName: string; text: string }): string {
    return this.#add({ fileName: source.fileName, text: source.text, requested: false });
  }

  /** Reads a file the operating system asked us to open; failures are kept too, so the player hears about them. */
  async requestFile(file: string): Promise<RequestedImport> {
    const fileName = path.basename(file);
    let entry: Pending;
    try {
      entry = { ...(await readImportFile(file)), requested: true };
    } catch (error) {
      entry = { fileName, problem: error instanceof SlotError ? error.message : `“${fileName}” could not be read.`, requested: true };
    }
    return describe(this.#add(entry), entry);
  }

  #add(entry: Pending): string {
    const token = randomUUID();
    this.#entries.set(token, entry);
    // The oldest go first: a player who walked away from a question does not hold memory forever.
    while (this.#entries.size > MAX_PENDING) this.#entries.delete(this.#entries.keys().next().value as string);
    return token;
  }

  get(token: string): { fileName: string; text: string } | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.text === undefined) throw new SlotError('invalid', entry.problem ?? `“${entry.fileName}” could not be read.`);
    return { fileName: entry.fileName, text: entry.text };
  }

  drop(token: string): boolean {
    return this.#entries.delete(token);
  }

  /** The files the operating system handed us that the player has not answered yet. */
  requested(): RequestedImport[] {
    return [...this.#entries].filter(([, e]) => e.requested).map(([token, e]) => describe(token, e));
  }
}

function describe(token: string, entry: Pending): RequestedImport {
  return { token, fileName: entry.fileName, ...(entry.problem ? { problem: entry.problem } : {}) };
}

import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SlotListing, SlotMeta, SlotNotice } from '@shared/saves/slot-schema';
import { IMPORT_UPLOAD_MAX_CHARS, type BackupOutcome, type ExportOutcome, type ImportOutcome, type RequestedImport } from '@shared/ipc/contract';
import { api, hostKind } from '../api/bridge';
import { call } from '../lib/call';
import { useNoticeStore } from './notices';
import { useSessionStore } from './session';
import { downloadBytes } from '../lib/download';

type ReadableListing = Extract<SlotListing, { readable: true }>;
type UnreadableListing = Extract<SlotListing, { readable: false }>;

/** The save slots as main reports them; main pushes 'slots:changed' after every change, so the list never goes stale. */
export const useSlotStore = defineStore('slots', () => {
  const listings = ref<readonly SlotListing[]>([]);
  const loaded = ref(false);

  const readable = computed<SlotMeta[]>(() =>
    listings.value
      .filter((l): l is ReadableListing => l.readable)
      .map((l) => l.meta)
      .sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed)),
  );
  /** Why each read-only slot (written by a newer Mazewright) cannot be played, by slot id. */
  const readOnly = computed<ReadonlyMap<string, string>>(
    () => new Map(listings.value.flatMap((l) => (l.readable && l.readOnly ? [[l.meta.id, l.readOnly] as const] : []))),
  );
  const unreadable = computed<UnreadableListing[]>(() =>
    listings.value.filter((l): l is UnreadableListing => !l.readable),
  );

  /** `.mazewright` files the app was opened with, waiting for the player's yes or no. */
  const requestedImports = ref<readonly RequestedImport[]>([]);
  /** An Export/Import/Backup call is running (Electron: a native dialog may be open). */
  const transferring = ref(false);

  let unsubscribe: (() => void) | null = null;
  function subscribe(): void {
    unsubscribe ??= api.on('slots:changed', (next) => {
      listings.value = next;
      loaded.value = true;
    });
    api.on('import:requested', (request) => {
      if (!requestedImports.value.some((r) => r.token === request.token)) requestedImports.value = [...requestedImports.value, request];
    });
    void call('imports:requested', {}).then((pending) => {
      if (pending?.length) requestedImports.value = pending;
    });
  }

  /**
   * Opens a slot (also the "Restore from backup" of an unreadable one) and returns what the player must be told
   * first, if anything. The session store adopts the open game, log included, from the answer. The list is read
   * again only when the player stays on this screen to read a notice (a restore changes it): otherwise the game
   * screen comes up at once, and the title screen reads the list whenever it comes back.
   */
  async function open(id: string, adopted?: (opened: { notice?: SlotNotice }) => void): Promise<{ notice?: SlotNotice } | undefined> {
    const opened = await useSessionStore().open(id, adopted);
    if (opened?.notice) await refresh();
    return opened;
  }

  async function transfer<T>(work: () => Promise<T | undefined>): Promise<T | undefined> {
    transferring.value = true;
    try {
      return await work();
    } finally {
      transferring.value = false;
    }
  }

  /** Electron writes the file where the player chose; in a browser the text comes back and is downloaded here. */
  async function exportSlot(slot: SlotMeta): Promise<ExportOutcome | undefined> {
    const outcome = await transfer(() => call('slots:export', { id: slot.id }, `Exporting “${slot.name}”`));
    if (outcome?.kind === 'download') download(outcome.fileName, outcome.text);
    return outcome;
  }

  /** Electron: main shows the open dialog. */
  function importPicked(): Promise<ImportOutcome | undefined> {
    return transfer(() => call('slots:import', {}, 'Importing a saved game'));
  }

  /** Browser: the text of the file the player picked, checked in main exactly like a file. */
  async function importUpload(file: File): Promise<ImportOutcome | undefined> {
    if (file.size > IMPORT_UPLOAD_MAX_CHARS) {
      useNoticeStore().report({ code: 'invalid-payload', message: `“${file.name}” is far too large to be a Mazewright export.` }, 'Importing a saved game');
      return undefined;
    }
    const text = await file.text();
    return transfer(() => call('slots:import', { upload: { fileName: file.name, text } }, 'Importing a saved game'));
  }

  /** Retries (or confirms) an import main is holding, under `name` when given. */
  async function importHeld(token: string, name?: string): Promise<ImportOutcome | undefined> {
    const outcome = await transfer(() => call('slots:import', name === undefined ? { token } : { token, name }, 'Importing a saved game'));
    forgetRequested(token);
    return outcome;
  }

  async function dismissImport(token: string): Promise<void> {
    forgetRequested(token);
    await call('imports:dismiss', { token });
  }

  function forgetRequested(token: string): void {
    requestedImports.value = requestedImports.value.filter((r) => r.token !== token);
  }

  function backupAll(): Promise<BackupOutcome | undefined> {
    return transfer(() => call('saves:backup-all', {}, 'Backing up all saves'));
  }

  async function refresh(): Promise<void> {
    const value = await call('slots:list', {}, 'Listing the save slots');
    if (value) listings.value = value;
    loaded.value = true;
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const meta = await call('slots:rename', { id, name }, 'Renaming the slot');
    if (meta) await refresh();
    return meta !== undefined;
  }

  async function duplicate(slot: SlotMeta): Promise<boolean> {
    const meta = await call('slots:duplicate', { id: slot.id, name: copyName(slot.name) }, 'Duplicating the slot');
    if (meta) await refresh();
    return meta !== undefined;
  }

  async function remove(id: string): Promise<boolean> {
    const done = await call('slots:delete', { id }, 'Deleting the slot');
    if (done) await refresh();
    return done !== undefined;
  }

  return {
    listings,
    loaded,
    readable,
    unreadable,
    readOnly,
    requestedImports,
    transferring,
    canPickFiles: hostKind === 'electron',
    subscribe,
    refresh,
    open,
    rename,
    duplicate,
    remove,
    exportSlot,
    importPicked,
    importUpload,
    importHeld,
    dismissImport,
    backupAll,
  };
});

/** "Crypt run" → "Crypt run (copy)", kept inside the 60-character name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return name.length + suffix.length <= 60 ? name + suffix : name.slice(0, 60 - suffix.length).trimEnd() + suffix;
}

function download(fileName: string, text: string): void {
  downloadBytes(fileName, text, 'application/octet-stream');
}

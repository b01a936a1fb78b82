import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { recordsPdfForSlot } from './record-export';
import type { z } from 'zod';
import {
  ipcContract,
  type IpcChannel,
  type IpcContract,
  type IpcError,
  type IpcErrorCode,
  type IpcResponse,
  type IpcResult,
} from '../../shared/ipc/contract';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../shared/core/json-depth';
import { seedFromInts } from '../../shared/core/seed';
import { findRuleset, rulesetList } from '../../shared/rulesets/registry';
import { ApiError } from './api-error';
import type { EventHub } from './event-hub';
import type { GameSession } from './game-session';
import { backupDataDir, fixedBackupFolder } from './data-backup';
import { EXPORT_FILE_EXTENSION } from '../../shared/saves/export-format';
import type { PathPicker } from './path-picker';
import type { PendingImports } from './pending-imports';
import type { OddsService } from './odds/service';
import { checkExport, encodeExport, exportFileName, exportSlot, importSlotAs, readImportFile, suggestedImportName } from './slot-export';
import { SlotError, type SlotStore } from './slot-store';

export type Handlers = {
  [C in IpcChannel]: (request: z.output<IpcContract[C]['request']>) => Promise<IpcResponse<C>>;
};

export interface ApiServices {
  readonly store: SlotStore;
  readonly session: GameSession;
  readonly events: EventHub;
  readonly appVersion: string;
  readonly dataDir: string;
  readonly host: 'electron' | 'web';
  readonly pendingImports: PendingImports;
  readonly odds: OddsService;
  /**
   * The native dialogs (Electron). Without one, export hands the text back for a browser download, import takes
   * uploaded text, and full backups go to a fixed folder in the data directory.
   */
  readonly picker?: PathPicker;
}

/** The implementation of every channel of the contract, shared by Electron's IPC and the development host. */
export function createHandlers(services: ApiServices): Handlers {
  const { store, session, events, picker, pendingImports, odds } = services;
  const slotsChanged = async (): Promise<void> => events.emit('slots:changed', await store.list());
  // A change no call answered (the log check after an open repaired the log): every window hears of it as of any other.
  session.onChangedLater(() => events.emit('session:changed', session.announcement()));

  return {
    'app:info': async () => ({
      version: services.appVersion,
      dataDir: services.dataDir,
      rulesets: rulesetList(),
      host: services.host,
    }),
    'seed:random': async () => ({ seed: seedFromInts((max) => randomInt(max)) }),
    'slots:list': async () => store.list(),
    'slots:create': async (request) => {
      const created = await session.create(request);
      events.emit('session:changed', session.announcement());
      await slotsChanged();
      return created;
    },
    'slots:open': async ({ id }) => {
      const opened = await session.open(id);
      events.emit('session:changed', session.announcement());
      return opened;
    },
    'slots:prepare': async ({ id }) => session.prepare(id),
    'slots:open-prepared': async ({ id, token }) => {
      const opened = await session.openPrepared(id, token);
      events.emit('session:changed', session.announcement());
      return opened;
    },
    'slots:rename': async ({ id, name }) => {
      const meta = await store.rename(id, name);
      session.renamed(id, meta.name);
      await slotsChanged();
      return meta;
    },
    'slots:duplicate': async ({ id, name }) => {
      const meta = await store.duplicate(id, name);
      await slotsChanged();
      return meta;
    },
    'slots:delete': async ({ id }) => {
      await store.delete(id);
      session.forget(id);
      await slotsChanged();
      return { deleted: id };
    },
    'session:current': async () => session.current(),
    'session:log-page': async ({ before, limit }) => session.logPage(before, limit),
    'session:act': async ({ action }) => {
      // Answered before the save's fsyncs (issue 15); the window asks `session:save-outcome` next. Other windows are
      // told once the save has ended, so they only ever fetch a game that is saved (or as it was, if it failed).
      const early = await session.actEarly(action);
      const announce = (): void => events.emit('session:changed', session.announcement());
      void session.saveOutcome(early.view.revision).then(announce, announce);
      return early;
    },
    'session:save-outcome': async ({ revision }) => session.saveOutcome(revision),
    'session:save': async () => {
      const view = await session.save();
      events.emit('session:changed', session.announcement());
      return view;
    },
    'session:close': async () => {
      // An action painted before its save still has its save under way: the game is let go only after it ends.
      await session.settled();
      const closed = session.close();
      events.emit('session:changed', session.announcement());
      return { closed };
    },
    'rules:reference': async ({ rulesetId }) => {
      const ruleset = findRuleset(rulesetId);
      if (!ruleset) throw new ApiError('not-found', `There is no ruleset “${rulesetId}”.`);
      return { rulesetTitle: ruleset.title, tables: ruleset.tables, rulings: ruleset.rulings, ...(ruleset.printed ? { printed: ruleset.printed } : {}) };
    },
    'slots:export': async ({ id }) => {
      if (!picker) {
        const file = await store.read(id);
        return { kind: 'download', fileName: exportFileName(file.meta.name), text: encodeExport(file, services.appVersion, new Date()) };
      }
      const { meta } = await store.read(id);
      const target = await picker.saveFile({ title: `Export “${meta.name}”`, defaultName: exportFileName(meta.name), extension: EXPORT_FILE_EXTENSION });
      if (!target) return { kind: 'cancelled' };
      return { kind: 'saved', file: (await exportSlot(store, id, target, services.appVersion)).file };
    },
    'records:export-pdf': async ({ id, adventurer, paper, layout }) => {
      const pdf = await recordsPdfForSlot(store, id, { ...(adventurer ? { adventurer } : {}), paper, layout, now: new Date() });
      if (!picker) return { kind: 'download', fileName: pdf.fileName, base64: Buffer.from(pdf.bytes).toString('base64'), records: pdf.records };
      const target = await picker.saveFile({ title: 'Save the Character Records', defaultName: pdf.fileName, extension: 'pdf' });
      if (!target) return { kind: 'cancelled' };
      try {
        await writeFile(target, pdf.bytes);
      } catch (error) {
        throw new ApiError('io', `Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { kind: 'saved', file: target, records: pdf.records };
    },
    'slots:import': async ({ upload, token, name }) => {
      let source: { fileName: string; text: string } | undefined;
      if (token) {
        source = pendingImports.get(token);
        if (!source) throw new ApiError('not-found', 'That import is no longer waiting. Choose the file again.');
      } else if (upload) {
        source = upload;
      } else if (picker) {
        const chosen = await picker.openFile({ title: 'Import a saved game', extension: EXPORT_FILE_EXTENSION });
        if (!chosen) return { kind: 'cancelled' };
        source = await readImportFile(chosen);
      } else {
        throw new ApiError('invalid-payload', 'Choose a .mazewright file to import.');
      }
      const { file, repaired } = checkExport(source.text, source.fileName);
      try {
        const imported = await importSlotAs(store, file, name);
        if (token) pendingImports.drop(token);
        await slotsChanged();
        return { kind: 'imported', meta: imported.meta, ...(repaired !== undefined ? { repaired } : {}) };
      } catch (error) {
        if (!(error instanceof SlotError) || error.code !== 'conflict') throw error;
        // Keep the file in main so the player only has to pick another name.
        const held = token ?? pendingImports.hold(source);
        return { kind: 'conflict', token: held, name: name ?? suggestedImportName(file.meta.name), message: `${error.message} Import it under another name.` };
      }
    },
    'imports:requested': async () => pendingImports.requested(),
    'imports:dismiss': async ({ token }) => ({ dismissed: pendingImports.drop(token) }),
    'saves:backup-all': async () => {
      const folder = picker ? await picker.chooseFolder({ title: 'Choose where to put a copy of all saves' }) : fixedBackupFolder(services.dataDir);
      if (!folder) return { kind: 'cancelled' };
      return { kind: 'done', ...(await backupDataDir(store, folder)) };
    },
    'odds:start': async (request) => odds.start(request),
    'odds:cancel': async ({ runId }) => ({ cancelled: odds.cancel(runId) }),
  };
}

function isChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(ipcContract, channel);
}

/**
 * Validates a raw request against the contract and runs its handler. Whatever arrives — an unknown channel, a
 * malformed payload, a handler that throws — the caller gets a typed result, never an exception.
 */
export async function dispatch(handlers: Handlers, channel: unknown, rawRequest: unknown): Promise<IpcResult<unknown>> {
  if (!isChannel(channel)) {
    return { ok: false, error: { code: 'unknown-channel', message: `There is no call named “${String(channel).slice(0, 60)}”.` } };
  }
  if (nestsDeeperThan(rawRequest)) return { ok: false, error: { code: 'invalid-payload', message: `The request nests more than ${MAX_JSON_DEPTH} levels deep.` } };
  const parsed = ipcContract[channel].request.safeParse(rawRequest);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
      .join('; ');
    return { ok: false, error: { code: 'invalid-payload', message: detail } };
  }
  try {
    const handler = handlers[channel] as (request: unknown) => Promise<unknown>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

function toIpcError(error: unknown): IpcError {
  if (error instanceof ApiError) return { code: error.code, message: error.message, ...(error.rule ? { rule: error.rule } : {}) };
  if (error instanceof SlotError) {
    const code: IpcErrorCode =
      error.code === 'invalid' ? 'invalid-payload' : error.code === 'unreadable' ? 'io' : error.code === 'read-only' ? 'forbidden' : error.code;
    return { code, message: error.message };
  }
  // Anything else is our bug: keep the details in the log, give the player a plain sentence.
  console.error('[mazewright] internal error', error);
  return { code: 'internal', message: 'Something went wrong inside Mazewright. Your saved games are untouched.' };
}

export type { IpcResponse };

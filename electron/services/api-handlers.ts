import { randomInt } from 'node:crypto';
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
import { seedFromInts } from '../../shared/core/seed';
import { findRuleset, rulesetList } from '../../shared/rulesets/registry';
import { ApiError } from './api-error';
import type { EventHub } from './event-hub';
import type { GameSession } from './game-session';
import { backupDataDir } from './data-backup';
import { exportSlot, importSlotFile } from './slot-export';
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
}

/** The implementation of every channel of the contract, shared by Electron's IPC and the development host. */
export function createHandlers(services: ApiServices): Handlers {
  const { store, session, events } = services;
  const slotsChanged = async (): Promise<void> => events.emit('slots:changed', await store.list());

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
      events.emit('session:changed', created.view);
      await slotsChanged();
      return created;
    },
    'slots:open': async ({ id }) => {
      const opened = await session.open(id);
      events.emit('session:changed', opened.view);
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
    'session:act': async ({ action }) => {
      const result = await session.act(action);
      events.emit('session:changed', result.view);
      return result;
    },
    'session:save': async () => session.save(),
    'session:close': async () => {
      const closed = session.close();
      events.emit('session:changed', null);
      return { closed };
    },
    'rules:reference': async ({ rulesetId }) => {
      const ruleset = findRuleset(rulesetId);
      if (!ruleset) throw new ApiError('not-found', `There is no ruleset “${rulesetId}”.`);
      return { rulesetTitle: ruleset.title, tables: ruleset.tables, rulings: ruleset.rulings };
    },
    'slots:export': async ({ id, file }) => ({ file: (await exportSlot(store, id, file, services.appVersion)).file }),
    'slots:import': async ({ file, name }) => {
      const imported = await importSlotFile(store, file, name);
      await slotsChanged();
      return imported.meta;
    },
    'saves:backup-all': async ({ dir }) => backupDataDir(store, dir),
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

import { z } from 'zod';
import { slotIdSchema, slotNameSchema, type SlotListing, type SlotMeta, type SlotNotice } from '../saves/slot-schema';
import type { Choice, GameEvent, GameSummary, Ruling } from '../engine/ruleset';
import type { Table } from '../core/table';

/**
 * The one map of every call the renderer can make to the main process: channel → request schema (validated in
 * main) and response type. The preload, the IPC registration and the browser development host are all built from it.
 */
const channel =
  <Response>() =>
  <Request extends z.ZodType>(request: Request) => ({ request, response: undefined as unknown as Response });

const empty = z.object({}).strict();
const seedText = z.string().max(40, 'A seed is 8 characters.');
/** A file or folder the player chose (in main, through a dialog); absolute, no NUL bytes. */
const chosenPath = z
  .string()
  .min(1, 'Choose a file or folder.')
  .max(4096, 'That path is too long.')
  .refine((p) => !p.includes('\0'), 'That path is not valid.')
  .refine((p) => p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\'), 'The path must be absolute.');

export interface AppInfo {
  readonly version: string;
  readonly dataDir: string;
  readonly rulesets: readonly { readonly id: string; readonly title: string }[];
  readonly host: 'electron' | 'web';
}

/** What the game screen needs to draw the live session. */
export interface SessionView {
  readonly slot: SlotMeta;
  readonly rulesetTitle: string;
  readonly seed: string;
  readonly state: unknown;
  readonly summary: GameSummary;
  readonly choices: readonly Choice<unknown>[];
  readonly saveStatus: { readonly saved: boolean; readonly message?: string };
  /** Set when the slot was written by a newer Mazewright: why it is read-only. Actions and saves are refused. */
  readonly readOnly?: string;
}

export interface ReferenceTables {
  readonly rulesetTitle: string;
  readonly tables: readonly Table<unknown>[];
  readonly rulings: readonly Ruling[];
}

export const ipcContract = {
  'app:info': channel<AppInfo>()(empty),
  'seed:random': channel<{ seed: string }>()(empty),
  'slots:list': channel<readonly SlotListing[]>()(empty),
  'slots:create': channel<{ view: SessionView; log: readonly GameEvent[] }>()(
    z
      .object({
        name: slotNameSchema,
        rulesetId: z.string().max(40),
        seed: seedText,
        setup: z.unknown(),
      })
      .strict(),
  ),
  /** `notice`: the slot was restored from a backup, failed its replay check, or is read-only; show it to the player. */
  'slots:open': channel<{ view: SessionView; log: readonly GameEvent[]; notice?: SlotNotice }>()(z.object({ id: slotIdSchema }).strict()),
  'slots:rename': channel<SlotMeta>()(z.object({ id: slotIdSchema, name: slotNameSchema }).strict()),
  'slots:duplicate': channel<SlotMeta>()(z.object({ id: slotIdSchema, name: slotNameSchema }).strict()),
  'slots:delete': channel<{ deleted: string }>()(z.object({ id: slotIdSchema }).strict()),
  'session:current': channel<{ view: SessionView; log: readonly GameEvent[] } | null>()(empty),
  'session:act': channel<{ view: SessionView; events: readonly GameEvent[] }>()(
    z.object({ action: z.unknown() }).strict(),
  ),
  'session:save': channel<SessionView>()(empty),
  'session:close': channel<{ closed: boolean }>()(empty),
  'rules:reference': channel<ReferenceTables>()(z.object({ rulesetId: z.string().max(40) }).strict()),
  /** Writes one slot as a `.mazewright` file; never replaces an existing file (conflict). */
  'slots:export': channel<{ file: string }>()(z.object({ id: slotIdSchema, file: chosenPath }).strict()),
  /** Adds a `.mazewright` file as a new slot; a name already taken is a conflict unless `name` gives another. */
  'slots:import': channel<SlotMeta>()(z.object({ file: chosenPath, name: slotNameSchema.optional() }).strict()),
  /** Copies all saves, backups and the log into a new `mazewright-backup-<time>` folder inside `dir`. */
  'saves:backup-all': channel<{ folder: string; slots: number }>()(z.object({ dir: chosenPath }).strict()),
} as const;

export type IpcContract = typeof ipcContract;
export type IpcChannel = keyof IpcContract;
export type IpcRequest<C extends IpcChannel> = z.input<IpcContract[C]['request']>;
export type IpcResponse<C extends IpcChannel> = IpcContract[C]['response'];
export const ipcChannels = Object.freeze(Object.keys(ipcContract) as IpcChannel[]);

export type IpcErrorCode = 'invalid-payload' | 'unknown-channel' | 'not-found' | 'rejected' | 'conflict' | 'io' | 'forbidden' | 'internal';
export interface IpcError {
  readonly code: IpcErrorCode;
  readonly message: string;
  /** The rule section an engine rejection cites, when there is one. */
  readonly rule?: string;
}
export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError };

/** Events main pushes to the renderer (subscriptions only; the renderer cannot send on these). */
export interface IpcEvents {
  'session:changed': SessionView | null;
  'slots:changed': readonly SlotListing[];
}
export type IpcEventName = keyof IpcEvents;
export const ipcEventNames = Object.freeze(['session:changed', 'slots:changed'] as const satisfies readonly IpcEventName[]);

/** The API object the preload exposes (and the browser host imitates): invoke-style calls and subscriptions only. */
export interface MazewrightApi {
  invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>>;
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void;
}

/** Prefix for Electron channel names, so ours never collide with Electron's own. */
export const IPC_PREFIX = 'mazewright:';

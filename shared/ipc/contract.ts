import { z } from 'zod';
import { slotIdSchema, slotNameSchema, type SlotListing, type SlotMeta, type SlotNotice } from '../saves/slot-schema';
import type { Choice, GameEvent, GameSummary, GameView, PrintedChart, RecordSheet, Ruling } from '../engine/ruleset';
import type { Table } from '../core/table';
import type { CampaignSummary, ExpeditionSummary } from '../sim/tally';

/**
 * The one map of every call the renderer can make to the main process: channel → request schema (validated in
 * main) and response type. The preload, the IPC registration and the browser development host are all built from it.
 */
interface Channel<Request extends z.ZodType, Response> {
  readonly request: Request;
  /** Never set: it carries the response's type for `IpcResponse`, which the request schema cannot. */
  readonly response?: (answer: Response) => void;
}
const channel =
  <Response>() =>
  <Request extends z.ZodType>(request: Request): Channel<Request, Response> => ({ request });

const empty = z.object({}).strict();
const seedText = z.string().max(40, 'A seed is 8 characters.');
/**
 * The largest `.mazewright` text a page may upload (the browser host has no file dialog in main). Far above any real
 * campaign; the development host's request limit is set from it.
 */
export const IMPORT_UPLOAD_MAX_CHARS = 8 * 1024 * 1024;
/** An import main is holding for the player (a name conflict, or a file the app was opened with). */
const importToken = z.string().regex(/^[0-9a-f-]{36}$/, 'That import is not known.');
const importRequest = z
  .object({
    /** The browser host: the text of a file the player picked with <input type="file">, checked like a file import. */
    upload: z
      .object({
        fileName: z.string().min(1).max(255),
        text: z.string().max(IMPORT_UPLOAD_MAX_CHARS, 'That file is far too large to be a Mazewright export.'),
      })
      .strict()
      .optional(),
    /** Retry (or confirm) an import main is holding. */
    token: importToken.optional(),
    name: slotNameSchema.optional(),
  })
  .strict()
  .refine((r) => !(r.upload && r.token), 'Give either a file or a held import, not both.');

export interface AppInfo {
  readonly version: string;
  readonly dataDir: string;
  readonly rulesets: readonly { readonly id: string; readonly title: string }[];
  readonly host: 'electron' | 'web';
}

/** What the game screen needs to draw the live session. */
export interface SessionView {
  /** Main's count of changes to the live game when this view was made (see `SessionChange`). */
  readonly revision: number;
  readonly slot: SlotMeta;
  readonly rulesetTitle: string;
  readonly seed: string;
  /**
   * The ruleset's own state: read only by that ruleset's renderer parts (renderer/src/rulesets/<id>/), chosen by
   * `slot.rulesetId`. The shell draws from `view`, `choices` and `summary`.
   */
  readonly state: unknown;
  /** What the shell draws (phase, people, map, fight, facts), computed in main through the registry. */
  readonly view: GameView;
  readonly summary: GameSummary;
  readonly choices: readonly Choice<unknown>[];
  /** The Character Records of the game as it stands (`Ruleset.sheets`, computed in main); empty for a game without. */
  readonly sheets: readonly RecordSheet[];
  /**
   * `saving`: the action this view shows was applied and sent before its save reached the disk (issue 15's early
   * paint); it is not acknowledged until `session:save-outcome` says it was saved. `saved` is false meanwhile.
   */
  readonly saveStatus: { readonly saved: boolean; readonly saving?: boolean; readonly message?: string };
  /** Set when the slot was written by a newer Mazewright: why it is read-only. Actions and saves are refused. */
  readonly readOnly?: string;
  /**
   * What the check of the log that runs just after a slot is opened (its checksum, issue 15) found and repaired from
   * the game's replay: nothing was lost, but the player is told, as an open's own notice would have told them.
   */
  readonly lateNotice?: SlotNotice;
}

/**
 * What every window hears when the live game changes: which slot is open and main's revision of it, or null when
 * none is. Not the view itself: the window that asked already has it in the answer, and a window showing another
 * revision asks for the view (`session:current`) only then, so an action's view is built and sent once.
 */
export type SessionChange = { readonly slotId: string; readonly revision: number } | null;

/**
 * How the save of an action shown early ended (`session:save-outcome`). Saved: the action is acknowledged, and the
 * game's `revision` is now this (the view shown stays as it was, but saved). Not saved: main went back to the game
 * as last saved (the action and its events are gone, nothing saved before is lost) and sends that game whole, with
 * why, for the window to show instead of what it painted.
 */
export type SaveOutcome =
  | { readonly saved: true; readonly revision: number }
  | { readonly saved: false; readonly message: string; readonly view: SessionView; readonly log: LogWindow };

/**
 * A stretch of a slot's log, oldest first: `entries` are entries `start`, `start + 1`, … of the `total` the log
 * holds. Opening a slot sends the newest `LOG_WINDOW`; older ones come a page at a time through `session:log-page`.
 */
export interface LogWindow {
  readonly entries: readonly GameEvent[];
  readonly start: number;
  readonly total: number;
}

/**
 * How many of the newest log entries opening (or creating, or resuming) a game sends. The first screen's roll log
 * shows 10–20 of them; the rest come a page at a time as the player scrolls back (or filters, or exports). 500 made
 * the answer to an open ≈ 111 KB and main parse and check that many entries before answering (issue 15).
 */
export const LOG_WINDOW = 100;
/** The most entries one `session:log-page` call returns. */
export const LOG_PAGE_MAX = 1000;

/** How Export… ended: written where the player chose (Electron), handed to the browser to download, or cancelled. */
export type ExportOutcome =
  | { readonly kind: 'saved'; readonly file: string }
  | { readonly kind: 'download'; readonly fileName: string; readonly text: string }
  | { readonly kind: 'cancelled' };

/** How "Records to PDF" ended: written where the player chose (Electron), downloaded (browser), or cancelled. */
export type PdfExportOutcome =
  | { readonly kind: 'saved'; readonly file: string; readonly records: number }
  | { readonly kind: 'download'; readonly fileName: string; readonly base64: string; readonly records: number }
  | { readonly kind: 'cancelled' };

/**
 * How Import… ended. `conflict`: a slot already has that name; main holds the file under `token`, so the player can
 * pick another name and retry with `{ token, name }` without choosing the file again.
 */
export type ImportOutcome =
  /** `repaired`: what was wrong in the file and repaired from the game's own replay (the player is told). */
  | { readonly kind: 'imported'; readonly meta: SlotMeta; readonly repaired?: string }
  | { readonly kind: 'conflict'; readonly token: string; readonly name: string; readonly message: string }
  | { readonly kind: 'cancelled' };

export type BackupOutcome = { readonly kind: 'done'; readonly folder: string; readonly slots: number } | { readonly kind: 'cancelled' };

/** A `.mazewright` file the app was opened with; imported only once the player confirms. */
export interface RequestedImport {
  readonly token: string;
  readonly fileName: string;
  /** Set when the file could not even be read. */
  readonly problem?: string;
}

export interface ReferenceTables {
  readonly rulesetTitle: string;
  readonly tables: readonly Table<unknown>[];
  readonly rulings: readonly Ruling[];
  /** Every printed table and chart with its cells as printed (the view shows these when the ruleset gives them). */
  readonly printed?: readonly PrintedChart[];
}

/** The most expeditions one in-app Odds run may play (the CLI has no such limit). */
export const ODDS_MAX_GAMES = 100_000;

/** The most expeditions a slot's campaign Odds plays each campaign on for. */
export const ODDS_MAX_CAMPAIGN_EXPEDITIONS = 20;

/**
 * Where an Odds run starts: a party being set up (a new game's setup), or a saved slot's current state — its next
 * expedition, or (with `expeditions`) its campaign played on for that many expeditions, `games` campaigns in all.
 */
const oddsSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setup'), rulesetId: z.string().max(40), setup: z.unknown() }).strict(),
  z
    .object({
      kind: z.literal('slot'),
      id: slotIdSchema,
      expeditions: z.number().int().min(1, 'Play the campaign on for at least one expedition.').max(ODDS_MAX_CAMPAIGN_EXPEDITIONS, `At most ${ODDS_MAX_CAMPAIGN_EXPEDITIONS} expeditions a campaign.`).optional(),
    })
    .strict(),
]);
const oddsRunId = z.string().regex(/^odds-\d{1,9}$/, 'That Odds run is not known.');

export interface OddsStarted {
  readonly runId: string;
  readonly games: number;
  readonly seed: string;
  /** What the ruleset calls its money ("Bezants", "Gold Marks"): its autoplayer's words, as the CLI reports them. */
  readonly money: string;
}

/** A slot read ahead of the click: what opening it shows, and the token that opens it (`slots:open-prepared`). */
export interface PreparedOpen {
  readonly token: string;
  readonly view: SessionView;
  readonly log: LogWindow;
}

export type PreparedOpenAnswer =
  | { readonly kind: 'prepared'; readonly revision: number }
  | { readonly kind: 'opened'; readonly view: SessionView; readonly log: LogWindow; readonly notice?: SlotNotice };

export const ipcContract = {
  'app:info': channel<AppInfo>()(empty),
  'seed:random': channel<{ seed: string }>()(empty),
  'slots:list': channel<readonly SlotListing[]>()(empty),
  'slots:create': channel<{ view: SessionView; log: LogWindow }>()(
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
  'slots:open': channel<{ view: SessionView; log: LogWindow; notice?: SlotNotice }>()(z.object({ id: slotIdSchema }).strict()),
  /**
   * Reads a slot ahead of the player's click (issue 15: the title screen's "Continue") and answers with what opening
   * it would show, under a token; null when it must be opened the ordinary way (anything to repair, restore, upgrade
   * or tell). Nothing is claimed or written.
   */
  'slots:prepare': channel<PreparedOpen | null>()(z.object({ id: slotIdSchema }).strict()),
  /**
   * Opens the slot `slots:prepare` read under `token`. `prepared`: its files are as they were then, and the window
   * shows that answer at `revision`; `opened`: they changed or it is no longer held, and the slot was opened afresh.
   */
  'slots:open-prepared': channel<PreparedOpenAnswer>()(z.object({ id: slotIdSchema, token: z.string().max(100) }).strict()),
  'slots:rename': channel<SlotMeta>()(z.object({ id: slotIdSchema, name: slotNameSchema }).strict()),
  'slots:duplicate': channel<SlotMeta>()(z.object({ id: slotIdSchema, name: slotNameSchema }).strict()),
  'slots:delete': channel<{ deleted: string }>()(z.object({ id: slotIdSchema }).strict()),
  'session:current': channel<{ view: SessionView; log: LogWindow } | null>()(empty),
  /**
   * The open game's log entries before entry `before` (at most `limit` of them, the newest of those): the "Load
   * earlier entries" of the roll log. `notice`: the log file was damaged and has been rebuilt by replaying the game.
   */
  'session:log-page': channel<LogWindow & { notice?: SlotNotice }>()(
    z
      .object({
        before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        limit: z.number().int().min(1).max(LOG_PAGE_MAX, `At most ${LOG_PAGE_MAX} entries at a time.`),
      })
      .strict(),
  ),
  /**
   * Applies the player's action and answers at once with the new view (its `saveStatus.saving` set) and events,
   * before the save's fsyncs; the save's outcome comes from `session:save-outcome` (docs/save-format.md, "Painted
   * before saved").
   */
  'session:act': channel<{ view: SessionView; events: readonly GameEvent[] }>()(
    z.object({ action: z.unknown() }).strict(),
  ),
  /**
   * Answers once the save of the action whose early view carried `revision` is on disk, or has failed and been
   * undone (issue 15: `session:act` answers before the save's fsyncs). Asked by the window that acted; any window may.
   */
  'session:save-outcome': channel<SaveOutcome>()(z.object({ revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }).strict()),
  'session:save': channel<SessionView>()(empty),
  'session:close': channel<{ closed: boolean }>()(empty),
  'rules:reference': channel<ReferenceTables>()(z.object({ rulesetId: z.string().max(40) }).strict()),
  /**
   * One slot as a `.mazewright` file. Electron: main asks where with a save dialog and never replaces an existing
   * file (conflict); the browser host returns the text for a download. The page never names a path.
   */
  'slots:export': channel<ExportOutcome>()(z.object({ id: slotIdSchema }).strict()),
  /** A slot's Character Records as a PDF: everyone (living and dead) or one adventurer by name [3.1]. */
  'records:export-pdf': channel<PdfExportOutcome>()(
    z
      .object({
        id: slotIdSchema,
        adventurer: z.string().trim().min(1).max(80).optional(),
        paper: z.enum(['A4', 'Letter']).default('A4'),
        layout: z.enum(['one-per-page', 'two-per-page']).default('one-per-page'),
      })
      .strict(),
  ),
  /**
   * Adds a `.mazewright` file as a new slot: `{}` lets main show an open dialog (Electron), `upload` carries a file's
   * text (browser), `token` retries a held import. A name already taken is answered with `conflict`, never overwritten.
   */
  'slots:import': channel<ImportOutcome>()(importRequest),
  /** Files the app was opened with that still wait for the player's answer. */
  'imports:requested': channel<readonly RequestedImport[]>()(empty),
  /** The player declined a held import: main forgets it. */
  'imports:dismiss': channel<{ dismissed: boolean }>()(z.object({ token: importToken }).strict()),
  /**
   * Copies all saves, backups and the log into a new `mazewright-backup-<time>` folder: inside a folder the player
   * picks in a dialog (Electron), or in a fixed folder under the data directory (browser host).
   */
  'saves:backup-all': channel<BackupOutcome>()(empty),
  /**
   * Starts N simulated expeditions with the ruleset's autoplayer in worker threads owned by main, and answers at once:
   * progress and the result come as `odds:progress` and `odds:finished` events for `runId`. Other calls go on meanwhile.
   */
  'odds:start': channel<OddsStarted>()(
    z
      .object({
        source: oddsSource,
        games: z.number().int().min(1, 'Play at least one expedition.').max(ODDS_MAX_GAMES, `At most ${ODDS_MAX_GAMES.toLocaleString('en-US')} expeditions at a time.`),
        seed: seedText.optional(),
      })
      .strict()
      .refine((r) => r.source.kind !== 'slot' || r.games * (r.source.expeditions ?? 1) <= ODDS_MAX_GAMES, {
        path: ['games'],
        message: `At most ${ODDS_MAX_GAMES.toLocaleString('en-US')} expeditions at a time (campaigns × expeditions each).`,
      }),
  ),
  /** Stops an Odds run; its `odds:finished` event then says `cancelled`. */
  'odds:cancel': channel<{ cancelled: boolean }>()(z.object({ runId: oddsRunId }).strict()),
} as const;

export type IpcContract = typeof ipcContract;
export type IpcChannel = keyof IpcContract;
export type IpcRequest<C extends IpcChannel> = z.input<IpcContract[C]['request']>;
export type IpcResponse<C extends IpcChannel> = IpcContract[C] extends Channel<z.ZodType, infer Response> ? Response : never;
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
  'session:changed': SessionChange;
  'slots:changed': readonly SlotListing[];
  /** The app was opened with a `.mazewright` file: ask the player before importing it. */
  'import:requested': RequestedImport;
  /** An Odds run's games played so far. */
  'odds:progress': { readonly runId: string; readonly done: number; readonly total: number };
  /** An Odds run ended: its summary (of the games played, if cancelled), or why it failed. */
  'odds:finished':
    | { readonly runId: string; readonly outcome: 'done' | 'cancelled'; readonly summary: ExpeditionSummary; readonly campaigns?: CampaignSummary }
    | { readonly runId: string; readonly outcome: 'failed'; readonly message: string };
}
export type IpcEventName = keyof IpcEvents;
export const ipcEventNames = Object.freeze(['session:changed', 'slots:changed', 'import:requested', 'odds:progress', 'odds:finished'] as const satisfies readonly IpcEventName[]);

/** The API object the preload exposes (and the browser host imitates): invoke-style calls and subscriptions only. */
export interface MazewrightApi {
  invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>>;
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void;
}

/** Prefix for Electron channel names, so ours never collide with Electron's own. */
export const IPC_PREFIX = 'mazewright:';

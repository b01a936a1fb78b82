import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { gameTitle, type Choice, type GameEvent, type Ruleset } from '../../shared/engine/ruleset';
import { LOG_WINDOW, type LogWindow, type SaveOutcome, type SessionChange, type SessionView } from '../../shared/ipc/contract';
import type { SlotFile, SlotNotice } from '../../shared/saves/slot-schema';
import { SLOT_SCHEMA_VERSION } from '../../shared/saves/slot-schema';
import { findRuleset } from '../../shared/rulesets/registry';
import { ApiError } from './api-error';
import { KeyedQueue } from './keyed-queue';
import { newSlotFor, type OpenedSlot, type PreparedSlot, type SlotStore } from './slot-store';
import { replayedLog } from './slot-verify';

/** Resolves after the continuations already queued (an answer on its way out) and the I/O they started have run. */
function afterAnswer(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The one key of the session's queue: there is one live game. */
const TURN = 'live';

interface Live {
  /** The game; `file.log` holds only the log from entry `logStart` on (the tail read on open, plus what was played). */
  file: SlotFile;
  logStart: number;
  ruleset: Ruleset;
  saved: boolean;
  /** An action applied and shown whose save is still under way (issue 15's early paint). */
  saving?: boolean;
  saveMessage?: string;
  /** Why the last save failed, in the store's words (for callers that stop rather than retry, such as the CLI). */
  saveError?: string;
  /** A newer Mazewright's slot: shown, never played or saved. */
  readOnly?: string;
  /** What the log check that finished after the open's answer found and repaired (every view carries it from then). */
  lateNotice?: SlotNotice;
  /**
   * The action list this session appends to in place: `file.game.actions` from the first action after opening on
   * (one copy of the opened list). Copying the list for every action, as the rules' `applyAction` does, cost more
   * with every action a campaign had taken (≈ 10 ms an action at 100,000 actions; issue 18).
   */
  ownActions?: unknown[];
}

/** A slot read ahead of the click (`prepare`), and the answer the window was given for it. */
interface Prepared {
  readonly id: string;
  readonly token: string;
  readonly slot: PreparedSlot;
  readonly file: SlotFile;
  readonly ruleset: Ruleset;
}

/**
 * The one live game of the main process. It applies the player's actions through the rules package and saves the
 * slot after each resolved action; when a save fails the game goes on from memory and the failure is reported.
 */
export class GameSession {
  private live: Live | null = null;
  /**
   * Counts every change of the live game (opened, created, acted on, saved, renamed): each view carries it, and
   * windows are told only this number, so a window that already shows it does nothing and one behind asks for the view.
   */
  private revision = 0;
  /**
   * Every call that reads or replaces the live game runs after the previous one has finished, its save included:
   * two overlapping requests (two windows, a busy development host) must not apply an action to a game whose
   * newer version is still being saved, nor let an older save's answer replace a newer game.
   */
  private readonly turns = new KeyedQueue();
  /** The slot the title screen will most likely open, read ahead (issue 15); one at a time, used once. */
  private prepared: Prepared | null = null;
  private preparedCount = 0;
  /** The log check an open left to run after its answer (resolved once it has run and its finding is adopted). */
  private checking: Promise<void> = Promise.resolve();
  /** Told when the live game changed by itself, not in answer to a call (a late log check's repair). */
  private changedLater: () => void = () => undefined;
  /**
   * The outcomes of the saves of the latest actions, by the revision their early view carried: a window asks for
   * its action's outcome after painting it, possibly after the save has already ended. A few are kept, not all.
   */
  private readonly outcomes = new Map<number, Promise<SaveOutcome>>();

  constructor(
    private readonly store: SlotStore,
    private readonly appVersion: string,
    /** How many of the newest log entries an open reads and a response carries (smaller in tests). */
    private readonly logWindow: number = LOG_WINDOW,
  ) {}

  async create(input: { name: string; rulesetId: string; seed: string; setup: unknown }): Promise<{ view: SessionView; log: LogWindow }> {
    return this.turns.run(TURN, () => this.createNow(input));
  }

  private async createNow(input: { name: string; rulesetId: string; seed: string; setup: unknown }): Promise<{ view: SessionView; log: LogWindow }> {
    this.prepared = null;
    const ruleset = this.ruleset(input.rulesetId);
    const started = startGame(ruleset, input.seed, input.setup);
    if (!started.ok) throw new ApiError('rejected', started.message, started.rule);
    const file = await this.store.create(newSlotFor(ruleset, started.game, { name: input.name, appVersion: this.appVersion, log: [...started.events] }));
    await this.letGo();
    // A brand-new slot: nobody else can hold it yet, so this claim only keeps other processes out from now on.
    await this.store.claim(file.meta.id);
    this.live = { file, logStart: 0, ruleset, saved: true };
    this.revision++;
    return { view: this.view(), log: this.window() };
  }

  /** Opens a slot (the store recovers a damaged one from its backups); `notice` is what the player must be told. */
  async open(id: string): Promise<{ view: SessionView; log: LogWindow; notice?: SlotNotice }> {
    return this.turns.run(TURN, () => this.openNow(id));
  }

  /**
   * Reads a slot ahead of the player's click (issue 15: the title screen's "Continue", read while the player looks at
   * the list), and answers with what opening it would show, under a token. `openPrepared` with that token then only
   * claims the slot and checks that its files did not change meanwhile: the answer is a revision, not the game again.
   * Null when the slot does not read cleanly on the open's fast path (anything to repair, restore, upgrade or tell the player is done by the open itself).
   * Nothing is claimed or written; the log's hash is checked when the slot is opened, as every open checks it.
   */
  async prepare(id: string): Promise<{ token: string; view: SessionView; log: LogWindow } | null> {
    return this.turns.run(TURN, async () => {
      this.prepared = null;
      const slot = await this.store.prepare(id, this.logWindow).catch(() => null);
      if (!slot) return null;
      const ruleset = this.ruleset(slot.file.game.rulesetId);
      const file = ruleset.restore ? { ...slot.file, game: { ...slot.file.game, state: ruleset.restore(slot.file.game.state) } } : slot.file;
      const prepared: Prepared = { id, token: `${id}:${++this.preparedCount}`, slot, file, ruleset };
      this.prepared = prepared;
      const live: Live = { file, logStart: slot.logStart, ruleset, saved: true };
      return { token: prepared.token, view: this.viewOf(live), log: this.windowOf(live) };
    });
  }

  /**
   * Opens the slot `prepare` read under `token`: once the slot is claimed, its files' stamp is compared with the one
   * taken before that read. The same: the game read then is the live game, its log check starts as every open's
   * does, and the answer is only the new revision (the window shows what `prepare` answered). Changed on disk since,
   * or no longer held (another open, a rename, a deletion came between): opened afresh, as `open` does.
   */
  async openPrepared(id: string, token: string): Promise<{ kind: 'prepared'; revision: number } | ({ kind: 'opened' } & Awaited<ReturnType<GameSession['open']>>)> {
    return this.turns.run(TURN, async () => {
      const prepared = this.prepared;
      this.prepared = null;
      if (prepared?.id !== id || prepared.token !== token) return { kind: 'opened', ...(await this.openNow(id)) };
      if (this.live?.file.meta.id !== id) {
        await this.store.claim(id);
        await this.letGo();
      }
      let stamp: string | undefined;
      try {
        stamp = await this.store.stampOf(id);
      } catch {
        stamp = undefined;
      }
      if (stamp !== prepared.slot.stamp) return { kind: 'opened', ...(await this.openNow(id)) };
      const live: Live = { file: prepared.file, logStart: prepared.slot.logStart, ruleset: prepared.ruleset, saved: true };
      this.live = live;
      this.revision++;
      const check = prepared.slot.startLogCheck();
      check.catch(() => undefined);
      this.checking = this.turns.run(TURN, () => this.adoptLogCheck(live, check));
      return { kind: 'prepared', revision: this.revision };
    });
  }

  private async openNow(id: string): Promise<{ view: SessionView; log: LogWindow; notice?: SlotNotice }> {
    this.prepared = null;
    // One writer per slot: the slot is claimed before it is read, and another process playing it refuses the open.
    if (this.live?.file.meta.id !== id) {
      await this.store.claim(id);
      await this.letGo();
    }
    // Only the log's tail is read: a long campaign's older entries are paged in when the player asks for them. The
    // log's hash is checked just after the answer: the first screen does not need the whole log read (issue 15).
    let opened;
    try {
      opened = await this.store.open(id, { logTail: this.logWindow, deferLogHash: true });
    } catch (error) {
      if (this.live?.file.meta.id !== id) await this.store.release(id).catch(() => undefined);
      throw error;
    }
    const ruleset = this.ruleset(opened.file.game.rulesetId);
    // The saved state's records rebuilt once, as play builds them (Ruleset.restore): the same game, played at full speed.
    const file = ruleset.restore ? { ...opened.file, game: { ...opened.file.game, state: ruleset.restore(opened.file.game.state) } } : opened.file;
    const live: Live = { file, logStart: opened.logStart, ruleset, saved: true, ...(opened.readOnly ? { readOnly: opened.readOnly } : {}) };
    this.live = live;
    this.revision++;
    if (opened.logCheck) this.checking = this.turns.run(TURN, () => this.adoptLogCheck(live, opened.logCheck!));
    return { view: this.view(), log: this.window(), ...(opened.notice ? { notice: opened.notice } : {}) };
  }

  /**
   * Runs as the next turn after an open: waits for the store's log check (so no action is applied before it) and,
   * when it repaired the log, takes the repaired log's tail, says so in every view from then on, and tells windows
   * the game changed. A check that could not run at all is said too: the log was not verified.
   */
  private async adoptLogCheck(live: Live, check: Promise<OpenedSlot | null>): Promise<void> {
    let notice: SlotNotice;
    try {
      const repaired = await check;
      if (!repaired?.notice) return;
      notice = repaired.notice;
      if (this.live === live) {
        const whole = repaired.file.log;
        const keep = Math.min(whole.length, this.logWindow);
        live.file = { ...live.file, log: whole.slice(whole.length - keep) };
        live.logStart = repaired.logStart + whole.length - keep;
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      notice = { kind: 'unverified', message: `The save “${live.file.meta.name}” opened, but its log could not be checked: ${why}` };
    }
    if (this.live !== live) return;
    live.lateNotice = notice;
    this.revision++;
    this.changedLater();
  }

  /** Resolves once the log check an open left to run after its answer has run (tests, benches). */
  logChecked(): Promise<void> {
    return this.checking;
  }

  /** Who to tell when the live game changes by itself (the API layer announces it to every window). */
  onChangedLater(listener: () => void): void {
    this.changedLater = listener;
  }

  /** What windows are told when the live game changed: its slot and revision, or null once none is open. */
  announcement(): SessionChange {
    return this.live ? { slotId: this.live.file.meta.id, revision: this.revision } : null;
  }

  current(): { view: SessionView; log: LogWindow } | null {
    return this.live ? { view: this.view(), log: this.window() } : null;
  }

  /**
   * Up to `limit` log entries before entry `before`, from memory when they are there, else from the log file. A
   * log file that turns out damaged is rebuilt by replaying the game (and rewritten, unless the slot is read-only).
   */
  async logPage(before: number, limit: number): Promise<LogWindow & { notice?: SlotNotice }> {
    return this.turns.run(TURN, () => this.logPageNow(before, limit));
  }

  private async logPageNow(before: number, limit: number): Promise<LogWindow & { notice?: SlotNotice }> {
    const live = this.requireLive();
    const total = live.logStart + live.file.log.length;
    const end = Math.min(before, total);
    const start = Math.max(0, end - limit);
    const inMemory = live.file.log.slice(Math.max(0, start - live.logStart), Math.max(0, end - live.logStart));
    if (start >= live.logStart) return { entries: inMemory, start, total };
    const id = live.file.meta.id;
    const read = await this.store.readLogRange(id, start, Math.min(end, live.logStart));
    if (read.ok) return { entries: [...read.log, ...inMemory], start, total };
    const whole = replayedLog(live.file.game);
    if (!whole || whole.length !== total) {
      throw new ApiError('io', `The older entries of the log could not be read: ${read.message}, and replaying the game does not give them back.`);
    }
    if (live.readOnly) return { entries: whole.slice(start, end), start, total };
    const repaired = await this.store.rebuildLog({ ...live.file, log: whole }, read.message);
    if (this.live === live) {
      live.file = repaired.file;
      live.logStart = 0;
      live.saved = true;
      delete live.saveMessage;
    }
    return { entries: whole.slice(start, end), start, total, ...(repaired.notice ? { notice: repaired.notice } : {}) };
  }

  /**
   * Applies one action and answers only once its save has ended: the saved view, or (the save failed) the game as
   * last saved with `notSaved` saying why. What `session:act` followed by `session:save-outcome` gives a window.
   */
  async act(action: unknown): Promise<{ view: SessionView; events: readonly GameEvent[]; notSaved?: string }> {
    const early = await this.actEarly(action);
    const outcome = await this.saveOutcome(early.view.revision);
    if (!outcome.saved) return { view: outcome.view, events: [], notSaved: outcome.message };
    return { view: { ...early.view, revision: outcome.revision, saveStatus: { saved: true } }, events: early.events };
  }

  /**
   * Applies one action and answers at once, before its save (issue 15: the window paints it while the fsyncs run);
   * the save runs in the same turn, so nothing else touches the game until it has ended, and `saveOutcome` with the
   * answer's revision says how it ended. A failed save undoes the action: the game goes back to what is on disk, so
   * nothing a window was told is saved is ever lost, and nothing unsaved goes on being played as if it were.
   */
  async actEarly(action: unknown): Promise<{ view: SessionView; events: readonly GameEvent[] }> {
    return new Promise((answer, refuse) => {
      let settle: ((outcome: SaveOutcome) => void) | undefined;
      let fail: (error: unknown) => void = () => undefined;
      this.turns
        .run(TURN, async () => {
          const live = this.requireLive();
          const before = { file: live.file, logStart: live.logStart, actions: live.file.game.actions.length, saved: live.saved, saveMessage: live.saveMessage, saveError: live.saveError };
          const events = this.applyNow(live, action);
          this.revision++;
          live.saving = true;
          const outcome = new Promise<SaveOutcome>((resolve, reject) => {
            settle = resolve;
            fail = reject;
          });
          // A failure nobody asks about (the window went away) must not surface as an unhandled rejection.
          outcome.catch(() => undefined);
          this.remember(this.revision, outcome);
          answer({ view: this.view(), events });
          // The answer goes out first: its serialisation and send are continuations of `answer`, and would otherwise
          // wait behind the save's synchronous start (the slot's schema check, the file's serialisation).
          await afterAnswer();
          const failure = await this.persist(live);
          live.saving = false;
          this.revision++;
          if (failure === undefined) {
            settle?.({ saved: true, revision: this.revision });
            return;
          }
          // Back to the game as it was before the action: the list of actions is the session's own and was appended
          // to in place, so it is cut back; the store's files past the saved header are ignored and cut off next time.
          live.file = before.file;
          live.logStart = before.logStart;
          live.ownActions?.splice(before.actions);
          // Saved as before (an autoplayed game's unsaved group stays unsaved, with its own reason).
          live.saved = before.saved;
          if (before.saveMessage === undefined) delete live.saveMessage;
          else live.saveMessage = before.saveMessage;
          if (before.saveError === undefined) delete live.saveError;
          else live.saveError = before.saveError;
          const message = `Not saved: ${failure} That move was undone: the game is back where it was last saved, and nothing saved before is lost. Try it again once the problem is solved.`;
          settle?.({ saved: false, message, view: this.view(), log: this.window() });
        })
        .catch((error: unknown) => {
          // Refused before the answer (an action the rules reject): the caller hears why. After it, whoever waits on
          // the outcome hears the error instead of waiting for ever.
          if (settle) fail(error);
          else refuse(error);
        });
    });
  }

  /** How the save of the action whose early view carried `revision` ended; waits for it while it runs. */
  async saveOutcome(revision: number): Promise<SaveOutcome> {
    const outcome = this.outcomes.get(revision);
    if (!outcome) throw new ApiError('not-found', 'That move is no longer waiting to be saved: the game was closed or another move came after it.');
    return outcome;
  }

  /** Resolves once every call already made (an action's save included) has ended: before the game is let go. */
  async settled(): Promise<void> {
    await this.turns.run(TURN, () => Promise.resolve());
  }

  private remember(revision: number, outcome: Promise<SaveOutcome>): void {
    this.outcomes.set(revision, outcome);
    // Only the newest few: a window asks right after its answer, and a later action's outcome implies this one's.
    for (const key of this.outcomes.keys()) {
      if (this.outcomes.size <= 8) break;
      this.outcomes.delete(key);
    }
  }

  /**
   * Applies one action and does not save it: for autoplay, which saves a group of actions at once (`save()` makes
   * every action applied before it durable; docs/save-format.md, "Autoplay"). A player's actions go through `act`,
   * each answered only once it is saved. Answers only what choosing the next action needs.
   */
  async actUnsaved(action: unknown): Promise<{ state: unknown; choices: readonly Choice<unknown>[] }> {
    return this.turns.run(TURN, () => {
      const live = this.requireLive();
      this.applyNow(live, action);
      live.saved = false;
      this.revision++;
      return Promise.resolve({ state: live.file.game.state, choices: live.ruleset.choices(live.file.game.state) });
    });
  }

  /** The action applied to the live game in memory (not saved); its events. */
  private applyNow(live: Live, action: unknown): readonly GameEvent[] {
    if (live.readOnly) throw new ApiError('forbidden', live.readOnly);
    // The rules never read the action list: they get the game without it, and the action they accepted (as their
    // schema parsed it) is appended to the session's own list.
    const step = applyAction(live.ruleset, { ...(live.file.game as GameRecord), actions: [] }, action);
    if (!step.ok) throw new ApiError('rejected', step.message, step.rule);
    const actions = this.ownActions(live);
    actions.push(...step.game.actions);
    const summary = live.ruleset.summary(step.game.state);
    live.file = {
      ...live.file,
      schemaVersion: SLOT_SCHEMA_VERSION,
      appVersion: this.appVersion,
      meta: {
        ...live.file.meta,
        // Slots saved before games were titled by variant catch up on their next move.
        rulesetTitle: gameTitle(live.ruleset, step.game.state),
        party: summary.party,
        progress: summary.progress,
        finished: summary.finished,
        actionCount: actions.length,
      },
      game: { ...step.game, actions },
      log: [...live.file.log, ...step.events],
    };
    return step.events;
  }

  /** The live game's action list, owned by this session so it can be appended to (copied once after it was opened). */
  private ownActions(live: Live): unknown[] {
    if (live.ownActions !== live.file.game.actions) live.ownActions = [...live.file.game.actions];
    return live.ownActions;
  }

  /** Saves the live game now (the player's "Save" and the retry after a failed autosave). */
  async save(): Promise<SessionView> {
    return this.turns.run(TURN, () => this.saveNow());
  }

  private async saveNow(): Promise<SessionView> {
    const live = this.requireLive();
    if (live.readOnly) throw new ApiError('forbidden', live.readOnly);
    await this.persist(live);
    this.revision++;
    if (!live.saved) throw new ApiError('io', live.saveMessage ?? 'The game could not be saved.');
    return this.view();
  }

  /** The reason the live game's last save failed, or undefined when it is saved. */
  lastSaveError(): string | undefined {
    return this.live?.saved === false ? this.live.saveError : undefined;
  }

  close(): boolean {
    const had = this.live !== null;
    this.letGoNow();
    return had;
  }

  /** A slot deleted or renamed elsewhere must not leave a stale live game behind. */
  forget(id: string): void {
    if (this.prepared?.id === id) this.prepared = null;
    if (this.live?.file.meta.id === id) this.letGoNow();
  }

  private letGoNow(): void {
    const id = this.live?.file.meta.id;
    this.live = null;
    if (id !== undefined) this.store.releaseNow(id);
  }

  /** Ends the live game and lets go of its slot's claim (other processes may then play it). */
  private async letGo(): Promise<void> {
    const id = this.live?.file.meta.id;
    this.live = null;
    if (id !== undefined) await this.store.release(id).catch(() => undefined);
  }

  renamed(id: string, name: string): void {
    if (this.prepared?.id === id) this.prepared = null;
    if (this.live?.file.meta.id !== id) return;
    this.live.file = { ...this.live.file, meta: { ...this.live.file.meta, name } };
    this.revision++;
  }

  /** The newest `logWindow` entries of the live log. */
  private window(): LogWindow {
    return this.windowOf(this.requireLive());
  }

  private windowOf(live: Live): LogWindow {
    const entries = live.file.log.slice(-this.logWindow);
    const total = live.logStart + live.file.log.length;
    return { entries, start: total - entries.length, total };
  }

  view(): SessionView {
    return this.viewOf(this.requireLive());
  }

  private viewOf(live: Live): SessionView {
    const { file, ruleset } = live;
    return {
      revision: this.revision,
      slot: file.meta,
      rulesetTitle: gameTitle(ruleset, file.game.state),
      seed: file.game.seed,
      state: file.game.state,
      view: ruleset.view(file.game.state),
      summary: ruleset.summary(file.game.state),
      choices: ruleset.choices(file.game.state),
      sheets: ruleset.sheets?.(file.game.state, { campaign: file.meta.name, seed: file.meta.seed }) ?? [],
      saveStatus: live.saving
        ? { saved: false, saving: true }
        : live.saved
          ? { saved: true }
          : { saved: false, ...(live.saveMessage ? { message: live.saveMessage } : {}) },
      ...(live.readOnly ? { readOnly: live.readOnly } : {}),
      ...(live.lateNotice ? { lateNotice: live.lateNotice } : {}),
    };
  }

  /** Saves the live game; undefined once it is on disk, else why it is not (also kept in `live` for the view). */
  private async persist(live: Live): Promise<string | undefined> {
    try {
      live.file = await this.store.save(live.file, live.logStart);
      // Once saved, entries older than two windows live only in the log file (paged in on request): the copy and
      // the check each action's save makes of the in-memory log then stay the same size however long the game.
      const excess = live.file.log.length - 2 * this.logWindow;
      if (excess > 0) {
        const keep = live.file.log.length - this.logWindow;
        live.file = { ...live.file, log: live.file.log.slice(keep) };
        live.logStart += keep;
      }
      live.saved = true;
      delete live.saveMessage;
      delete live.saveError;
      return undefined;
    } catch (error) {
      live.saved = false;
      live.saveError = error instanceof Error ? error.message : String(error);
      live.saveMessage = `Not saved: ${live.saveError} The game goes on from memory; Mazewright will try again after your next action.`;
      return live.saveError;
    }
  }

  private ruleset(id: string): Ruleset {
    const ruleset = findRuleset(id);
    if (!ruleset) throw new ApiError('not-found', `This version of Mazewright has no ruleset “${id}”.`);
    return ruleset;
  }

  private requireLive(): Live {
    if (!this.live) throw new ApiError('not-found', 'No game is open. Choose a save slot or start a new game.');
    return this.live;
  }
}

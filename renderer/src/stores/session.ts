import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { LOG_PAGE_MAX, LOG_WINDOW, type IpcRequest, type LogWindow, type PreparedOpen, type SessionChange, type SessionView } from '@shared/ipc/contract';
import type { SlotNotice } from '@shared/saves/slot-schema';
import type { GameEvent } from '@shared/engine/ruleset';
import { api } from '../api/bridge';
import { painted } from '../lib/after-first-paint';
import { readAhead } from '../lib/read-ahead';
import { call } from '../lib/call';
import { useNoticeStore } from './notices';
import { reuseUnchanged } from '../lib/reuse-unchanged';
import { isNewer, isNews, viewAfterOutcome } from '../lib/session-order';

/** Why a window went back to the title screen by itself: another window or tab opened another slot. */
export const OTHER_GAME_OPENED =
  'Another window opened a different game, and Mazewright plays one game at a time, so this one went back to the title screen. Your game is saved: Continue it from the saved expeditions.';

/** Entries one "Load earlier entries" asks for. */
const LOG_PAGE = 500;

/** The live game as main holds it. The renderer only mirrors the view and the log and sends the player's intents. */
export const useSessionStore = defineStore('session', () => {
  /**
   * Shallow: each answer from main replaces the view and the log whole, never a part of them, so nothing needs Vue's
   * deep proxies (which every read of a big maze or a long log would otherwise go through, on every action).
   */
  const view = shallowRef<SessionView | null>(null);
  /** A window on the log, oldest first, as the engine produced it: entries `logStart` on of `logTotal`. */
  const log = shallowRef<GameEvent[]>([]);
  const logStart = ref(0);
  const logTotal = ref(0);
  const loadingEarlier = ref(false);
  /** How many entries the window keeps as play goes on: the newest page, plus every page the player loaded. */
  let keep = LOG_WINDOW;
  /**
   * A call to main is on its way (an open, a creation, an action). The game screen does not draw it into its parts
   * (issue 15: dimming every choice and bringing it back drew the screen twice per move); `act` ignores a choice made
   * meanwhile instead, and the screen's root says it in `aria-busy`/`data-busy`.
   */
  const busy = ref(false);
  /** Actions the engine accepted in this window: lets tests and live regions tell that a step has landed. */
  const accepted = ref(0);

  /**
   * Main announces every change of the live game by slot and revision only. This window's own calls bring their view
   * in the answer (the announcement of it is then old news); a change made elsewhere (another window or tab) is
   * fetched once, and another slot opened elsewhere sends this window back to the title screen.
   */
  let heard: SessionChange = null;
  /** Something was heard while own calls ran: looked at once the last of them has ended (and only then). */
  let newsDuringOwnCalls = false;
  /** This window's calls to main that answer with a view, still waiting: what is heard meanwhile is checked after. */
  let ownCalls = 0;
  let unsubscribe: (() => void) | null = null;
  function subscribe(): void {
    unsubscribe ??= api.on('session:changed', (next) => {
      heard = next;
      if (ownCalls === 0) void reconcile();
      else newsDuringOwnCalls = true;
    });
  }

  async function reconcile(): Promise<void> {
    const next = heard;
    const shown = view.value;
    if (!shown) return;
    // Main counts every change of its live game, whatever the slot, and the count only grows: news not newer than the
    // view shown is old news (this window's own save, announced over the event stream after its outcome's answer was
    // shown; a game this window left, heard after the one it opened since), never a reason to fetch or to leave.
    if (!isNews(next, shown)) return;
    if (!next || next.slotId !== shown.slot.id) {
      view.value = null;
      setWindow({ entries: [], start: 0, total: 0 });
      // Main holds one live game (the development host shares it between tabs): say why the screen changed.
      if (next) useNoticeStore().current = { message: OTHER_GAME_OPENED, context: 'Another window opened a game' };
      return;
    }
    await own(
      () => call('session:current', {}, 'Restoring the open game'),
      (current) => {
        // Adopted only if it is still the game this window shows (it may have been closed or replaced meanwhile) and
        // newer than what it shows: this answer can come after that of a call made later (an action, its save's
        // outcome), and must not take the window back to before it.
        if (current && isNewer(current.view, view.value)) adopt(current);
      },
    );
  }

  /**
   * Runs one of this window's calls whose answer carries the view and shows the answer (`show`), then looks at what
   * was announced meanwhile: only news beyond that answer (another window's change) is fetched.
   */
  async function own<T>(request: () => Promise<T | undefined>, show: (answer: T) => void): Promise<T | undefined> {
    ownCalls++;
    try {
      const answer = await request();
      if (answer !== undefined) show(answer);
      return answer;
    } finally {
      ownCalls--;
      // Only news heard while own calls ran: what was heard before was looked at then, and is older than this answer
      // (a window sent back to the title screen by another tab's game, continuing its own, was sent back again by
      // that old news when its answer came over HTTP before its announcement over the event stream).
      if (ownCalls === 0 && newsDuringOwnCalls) {
        newsDuringOwnCalls = false;
        if (heard && view.value && heard.revision !== view.value.revision) void reconcile();
      }
    }
  }

  function setWindow(window: LogWindow): void {
    log.value = [...window.entries];
    logStart.value = window.start;
    logTotal.value = window.total;
    keep = Math.max(LOG_WINDOW, window.entries.length);
  }

  function adopt(next: { view: SessionView; log: LogWindow }): void {
    view.value = next.view;
    setWindow(next.log);
    heedLateNotice(next.view);
  }

  /**
   * The log check that runs just after an open (main answers first) may find damage and repair it from the game's
   * replay: the view then carries what it found, shown once in the banner, as an open's own notice would be.
   */
  let lateShown = '';
  function heedLateNotice(shown: SessionView): boolean {
    const late = shown.lateNotice;
    if (!late || lateShown === `${shown.slot.id}\n${late.message}`) return false;
    lateShown = `${shown.slot.id}\n${late.message}`;
    useNoticeStore().current = { message: late.message, context: 'Checking the save' };
    return true;
  }

  /** Shows a game that was being opened or created, no longer busy from the same tick (see `act`). */
  function adoptNow(next: { view: SessionView; log: LogWindow }): void {
    busy.value = false;
    adopt(next);
  }

  /**
   * Fetches the page of log entries just before the window and puts it in front. A fetch already under way is joined
   * rather than refused, so a scroll and a filter asking at once both see it through.
   */
  let fetching: Promise<boolean> | null = null;
  function loadEarlier(limit = LOG_PAGE): Promise<boolean> {
    if (logStart.value === 0) return Promise.resolve(false);
    fetching ??= fetchEarlier(limit).finally(() => {
      fetching = null;
    });
    return fetching;
  }

  async function fetchEarlier(limit: number): Promise<boolean> {
    loadingEarlier.value = true;
    try {
      const page = await call('session:log-page', { before: logStart.value, limit }, 'Loading earlier log entries');
      if (!page) return false;
      // A log file found damaged was rebuilt by replaying the game: rare, and the player should know.
      if (page.notice) useNoticeStore().current = { message: page.notice.message, context: 'Loading earlier log entries' };
      // Only entries that end where the window starts fit in front of it (a game opened meanwhile does not).
      if (page.start + page.entries.length !== logStart.value) return false;
      log.value = [...page.entries, ...log.value];
      logStart.value = page.start;
      logTotal.value = page.total;
      keep = log.value.length;
      return true;
    } finally {
      loadingEarlier.value = false;
    }
  }

  /** Fetches every entry before the window (filtering the log looks at all of it); false if a page failed. */
  async function loadAll(): Promise<boolean> {
    while (logStart.value > 0) if (!(await loadEarlier(LOG_PAGE_MAX))) return false;
    return true;
  }

  async function resume(): Promise<boolean> {
    const current = await own(() => call('session:current', {}, 'Restoring the open game'), (answer) => answer && adopt(answer));
    return Boolean(current);
  }

  async function create(request: IpcRequest<'slots:create'>): Promise<boolean> {
    if (busy.value) return false;
    busy.value = true;
    // Main drops its read-ahead when it creates a game: so does this window.
    ahead.drop();
    try {
      const created = await own(() => call('slots:create', request, 'Starting the game'), adoptNow);
      return created !== undefined;
    } finally {
      busy.value = false;
    }
  }

  /**
   * The slot the player is about to open, read ahead by main (issue 15): the latest slot (the title screen's large
   * "Continue") once the list is painted, and any slot whose Continue the pointer rests on or the keyboard focuses.
   * Its answer is here before the click, so the click only asks main to claim it and to check that its files did
   * not change meanwhile. Quiet: when main cannot read it ahead (a slot to repair or restore, a failed call), the
   * click opens the slot the ordinary way and says whatever there is to say then. Not asked while an open or a
   * creation is on its way (that call has its own).
   */
  const ahead = readAhead<PreparedOpen>(
    (id) =>
      api.invoke('slots:prepare', { id }).then(
        (result) => (result.ok ? result.value : null),
        () => null,
      ),
    () => !busy.value,
  );

  /**
   * Opens the slot, from its read-ahead when there is one: main answers only the revision when its files are as
   * they were read, and the game shown is the one read then. A read-ahead that came back empty opens it the ordinary way.
   */
  async function openAhead(id: string, held: Promise<PreparedOpen | null>): Promise<{ view: SessionView; log: LogWindow; notice?: SlotNotice } | undefined> {
    const read = await held;
    if (!read) return call('slots:open', { id }, 'Opening the slot');
    const answer = await call('slots:open-prepared', { id, token: read.token }, 'Opening the slot');
    if (!answer) return undefined;
    if (answer.kind === 'opened') return answer;
    return { view: { ...read.view, revision: answer.revision }, log: read.log };
  }

  /**
   * Opens a slot and shows its game from the answer itself (view and the log's newest page): one round trip. What
   * the player must be told first (restored from a backup, unverified, read-only) is returned; undefined if it failed,
   * or if another open or a creation is already on its way (refused here, so the screen that asked need not draw
   * its buttons disabled meanwhile: issue 15, that frame delayed the answer).
   * `adopted` runs in the same tick as the game is adopted (the caller switches to the game screen there): after the
   * await, the screen that asked was first drawn again, no longer busy, just before it was replaced. A slot read
   * ahead (`prepare`) is opened with its token, and main then answers only the revision.
   */
  async function open(id: string, adopted?: (opened: { notice?: SlotNotice }) => void): Promise<{ notice?: SlotNotice } | undefined> {
    if (busy.value) return undefined;
    busy.value = true;
    const held = ahead.take(id);
    try {
      const opened = await own(
        () => (held ? openAhead(id, held) : call('slots:open', { id }, 'Opening the slot')),
        (answer) => {
          adoptNow(answer);
          adopted?.(answer);
        },
      );
      if (!opened) return undefined;
      return opened.notice ? { notice: opened.notice } : {};
    } finally {
      busy.value = false;
    }
  }

  /**
   * The save of the action last shown, while main has not yet said how it ended (issue 15: main answers an action
   * before its save's fsyncs, and this window paints it marked "saving…"). Resolves true once it is on disk, false
   * when it failed (the game shown is then the last save again) or could not be confirmed.
   */
  const saving = ref(false);
  let saved: Promise<boolean> = Promise.resolve(true);
  /** An action chosen while the previous one was saving: it waits for that save (one at a time, see `act`). */
  let queued = false;

  /**
   * Applies the player's action. Main answers before the save, and the answer is painted at once; the save's outcome
   * follows. An action chosen meanwhile is **queued**, not refused: it is sent once the previous one is saved, and
   * dropped (with the reason shown) if that save failed, since the game it was chosen in was undone. Queued rather
   * than disabling every button while saving: that would draw the choices twice per move (disabled, then enabled
   * again a few milliseconds later, the flicker and cost issue 15 is about), and a click made then is what the
   * player meant. One action waits at most; more clicks meanwhile are ignored, as clicks while busy always were.
   */
  async function act(action: unknown): Promise<boolean> {
    if (busy.value) return false;
    if (saving.value) {
      if (queued) return false;
      queued = true;
      try {
        if (!(await saved)) return false;
      } finally {
        queued = false;
      }
      if (busy.value || saving.value) return false;
    }
    busy.value = true;
    try {
      const result = await own(() => call('session:act', { action }, 'The engine refused that'), (answer) => {
        // Not busy from the same tick as the answer is shown: set after the await, it came a microtask after Vue had
        // drawn the answer, and every part that dims while busy was drawn a second time.
        busy.value = false;
        // What the action left as it was stays the same object, so a panel showing only that is not drawn again.
        view.value = view.value?.slot.id === answer.view.slot.id ? reuseUnchanged(view.value, answer.view) : answer.view;
        const grown = [...log.value, ...answer.events];
        const dropped = Math.max(0, grown.length - keep);
        log.value = dropped > 0 ? grown.slice(dropped) : grown;
        logStart.value += dropped;
        logTotal.value += answer.events.length;
        accepted.value++;
        // The log was repaired just before this action: the entries shown were the damaged ones, fetched again.
        if (heedLateNotice(answer.view)) void resume();
        if (answer.view.saveStatus.saving) saved = confirm(answer.view.revision);
      });
      return result !== undefined;
    } finally {
      busy.value = false;
    }
  }

  /**
   * Waits for main to say how the save of the action shown at `revision` ended, and shows it.
   *
   * The order of events (issue 15, the load-dependent e2e failure): main answers the action (view at `revision`,
   * "saving"), saves, then in one tick both announces revision + 1 to every window (event stream) and answers the
   * outcome (this call's connection); the two may reach this window in either order. This window paints the move in
   * between, at a frame that a loaded machine delays and a hidden page never draws. So:
   * - the outcome is asked for at once, in the same tick as the move is shown: main is asked whatever the frames do
   *   (it used to be asked only after the move's frame, which a loaded machine pushed back, and a hidden one for ever);
   * - its answer is shown only once the move's frame is painted (or at once when hidden): arriving earlier, it would
   *   add a second update to the frame that shows the move;
   * - all of it within `own`, from the action's answer on without a gap, so the announcement of this save, whenever it
   *   arrives, is this window's own news; and news is compared by revision (`reconcile`), so it is old news even when
   *   it arrives after the outcome was shown;
   * - the answer is judged by revision, not by arrival: the move's view gets the outcome's mark only if it is still
   *   the view shown; a failed save always says why, and takes the window back to the game as saved unless a newer
   *   view is shown already.
   * `saving` stays true until the outcome is shown, so a move chosen meanwhile waits for this save (see `act`).
   */
  async function confirm(revision: number): Promise<boolean> {
    saving.value = true;
    try {
      const framed = painted();
      const outcome = await own(
        async () => {
          const answer = call('session:save-outcome', { revision }, 'Saving your move');
          await framed;
          return answer;
        },
        (answer) => {
          const next = viewAfterOutcome(view.value, revision, answer);
          if (answer.saved) {
            if (next) view.value = next;
            return;
          }
          // Main undid the move: show the game as last saved (unless this window shows a newer one), and say why.
          if (next) adopt({ view: next, log: answer.log });
          useNoticeStore().current = { message: answer.message, context: 'Saving your move' };
        },
      );
      if (outcome === undefined) {
        // Main did not answer (it stopped, or the host went away): whether the move reached the disk is unknown, so
        // it is never shown as saved. The banner already says what failed.
        const shown = view.value;
        if (shown?.revision === revision) {
          view.value = { ...shown, saveStatus: { saved: false, message: 'Mazewright could not confirm that your last move was saved.' } };
        }
        return false;
      }
      return outcome.saved;
    } finally {
      saving.value = false;
    }
  }

  /** Saves the live game now (the retry after a failed autosave); the answer is the view saying how it went. */
  async function save(): Promise<boolean> {
    const saved = await own(
      () => call('session:save', {}, 'Saving the game'),
      (answer) => {
        if (view.value?.slot.id === answer.slot.id) view.value = answer;
      },
    );
    return saved !== undefined;
  }

  async function close(): Promise<boolean> {
    const closed = await call('session:close', {}, 'Closing the game');
    if (closed === undefined) return false;
    view.value = null;
    setWindow({ entries: [], start: 0, total: 0 });
    return true;
  }

  return { view, log, logStart, logTotal, loadingEarlier, busy, saving, accepted, subscribe, resume, create, prepare: ahead.ask, readAheadSoon: ahead.soon, readAheadCancel: ahead.cancel, open, act, save, close, loadEarlier, loadAll };
});

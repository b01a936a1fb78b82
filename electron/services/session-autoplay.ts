import type { SessionView } from '../../shared/ipc/contract';
import type { GameSession } from './game-session';

/**
 * Autoplay saves in groups (docs/save-format.md, "Autoplay"): a durable save is three or four fsyncs, 5–15 ms each on
 * a quiet disk and far more on a busy one, so one per action made `slots new --autoplay 100000` hours of fsyncs. A
 * group ends after this many actions or this long, whichever comes first; `onSaved` reports each group once it is
 * on disk, and only then: a kill loses at most the group not yet reported.
 */
export const AUTOPLAY_GROUP_ACTIONS = 200;
export const AUTOPLAY_GROUP_MS = 250;

export interface AutoplayOptions {
  readonly actions: number;
  /** Called after each group is durably saved, with the actions saved so far. */
  readonly onSaved?: (saved: number) => void;
  readonly groupActions?: number;
  readonly groupMs?: number;
  readonly now?: () => number;
}

/** A save of a group failed: autoplay stops at once (there is no next action to retry it after). */
export class AutoplaySaveError extends Error {}

/**
 * Plays the live game on by the CLI's rule (the first offered choice that does not end the expedition), saving in
 * groups. Returns how many actions were played (fewer when the game ran out of choices) and the view once all are
 * saved; throws AutoplaySaveError, with what was kept, at the first save that fails.
 */
export async function autoplaySession(session: GameSession, options: AutoplayOptions): Promise<{ played: number; view: SessionView }> {
  // A run no longer than one group saves after every action, as a player's actions are saved: at most 200 saves,
  // and its backups are the ones play would have left.
  const grouped = options.actions > (options.groupActions ?? AUTOPLAY_GROUP_ACTIONS);
  const groupActions = grouped ? (options.groupActions ?? AUTOPLAY_GROUP_ACTIONS) : 1;
  const groupMs = grouped ? (options.groupMs ?? AUTOPLAY_GROUP_MS) : 0;
  const now = options.now ?? (() => performance.now());
  const start = session.current();
  if (!start) throw new Error('No game is open to autoplay.');
  let choices = start.view.choices;
  let view = start.view;
  let played = 0;
  let saved = 0;
  let groupStart = now();
  const saveGroup = async (): Promise<void> => {
    try {
      view = await session.save();
    } catch {
      const why = session.lastSaveError() ?? 'the save failed';
      const lost = played - saved === 1 ? `action ${played}` : `actions ${saved + 1}–${played}`;
      throw new AutoplaySaveError(
        `Stopped after ${played} ${played === 1 ? 'action' : 'actions'}: ${lost} could not be saved (${why}). “${view.slot.name}” holds the game as of its last saved action (${saved} ${saved === 1 ? 'action' : 'actions'}).`,
      );
    }
    saved = played;
    groupStart = now();
    options.onSaved?.(saved);
  };
  while (played < options.actions) {
    const choice = choices.find((c) => c.id !== 'leave');
    if (!choice) break;
    choices = (await session.actUnsaved(choice.action)).choices;
    played++;
    if (played - saved >= groupActions || now() - groupStart >= groupMs) await saveGroup();
  }
  if (played > saved) await saveGroup();
  return { played, view };
}

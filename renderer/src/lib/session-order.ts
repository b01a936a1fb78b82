import type { SaveOutcome, SessionChange, SessionView } from '@shared/ipc/contract';

/**
 * How a window orders what main tells it about the live game by main's revision, not by arrival (issue 15). Main
 * counts every change of its live game, whatever the slot, and the count only grows; a window hears of changes on two
 * paths that do not keep order between them (the answers to its own calls, and the announcements every window gets),
 * and an answer to a call made earlier can arrive after one made later. So what is older than the view shown is
 * never shown again, and an announcement not newer than it is news this window already has.
 */

/** Whether an announcement tells this window something it does not show yet (a null one: the game was closed). */
export function isNews(heard: SessionChange, shown: SessionView): boolean {
  return heard === null || heard.revision > shown.revision;
}

/** Whether a view fetched from main (`session:current`) should replace the one shown: the same game, and newer. */
export function isNewer(fetched: SessionView, shown: SessionView | null): boolean {
  return shown !== null && fetched.slot.id === shown.slot.id && fetched.revision > shown.revision;
}

/**
 * What the window shows once main says how the save of the move shown at `revision` ended: that view marked saved
 * (if it is still the one shown), or, the save having failed, the game as last saved (unless a newer view is shown
 * already); undefined where the view shown stays as it is.
 */
export function viewAfterOutcome(shown: SessionView | null, revision: number, outcome: SaveOutcome): SessionView | undefined {
  if (!shown) return undefined;
  if (outcome.saved) return shown.revision === revision ? { ...shown, revision: outcome.revision, saveStatus: { saved: true } } : undefined;
  return shown.slot.id === outcome.view.slot.id && shown.revision <= outcome.view.revision ? outcome.view : undefined;
}

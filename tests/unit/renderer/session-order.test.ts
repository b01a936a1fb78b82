import { describe, expect, it } from 'vitest';
import type { SaveOutcome, SessionView } from '@shared/ipc/contract';
import { isNewer, isNews, viewAfterOutcome } from '../../../renderer/src/lib/session-order';

/** The parts of a view these rules read; the rest of a real view rides along untouched. */
function viewOf(slotId: string, revision: number, saveStatus: SessionView['saveStatus'] = { saved: true }): SessionView {
  const partial = { revision, slot: { id: slotId }, saveStatus, seed: `seed at ${revision}` };
  return partial as Partial<SessionView> as SessionView;
}

// Issue 15: the move at revision 7 is shown "saving"; main saves it, then announces revision 8 to every window and
// answers the outcome; the announcement, the outcome and the answers to older calls reach the window in any order.
const move = viewOf('a', 7, { saved: false, saving: true });

describe('what a window showing a move being saved does with what it hears, whatever the order', () => {
  it('takes its own save, announced after its outcome was shown, for old news (no fetch, no flash)', () => {
    const confirmed = viewAfterOutcome(move, 7, { saved: true, revision: 8 })!;
    expect(confirmed.saveStatus).toEqual({ saved: true });
    expect(isNews({ slotId: 'a', revision: 8 }, confirmed)).toBe(false);
  });

  it('takes its own save announced before its outcome for old news once the outcome is shown', () => {
    // Heard while the outcome was awaited; looked at after it was shown (the end of the own call).
    const confirmed = viewAfterOutcome(move, 7, { saved: true, revision: 8 })!;
    expect(isNews({ slotId: 'a', revision: 8 }, confirmed)).toBe(false);
  });

  it('hears a change beyond its own (another window moved since) and a game closed as news', () => {
    expect(isNews({ slotId: 'a', revision: 9 }, viewOf('a', 8))).toBe(true);
    expect(isNews(null, viewOf('a', 8))).toBe(true);
  });

  it('does not leave the game for a late announcement of a game it showed before the one it shows now', () => {
    // Slot b was left (revision 3), slot a opened since (revision 4); b's announcement arrives last.
    expect(isNews({ slotId: 'b', revision: 3 }, viewOf('a', 4))).toBe(false);
    // Another window opening slot b after it is news (the window goes back to the title screen).
    expect(isNews({ slotId: 'b', revision: 5 }, viewOf('a', 4))).toBe(true);
  });

  it('does not take the game back to before the move when an earlier fetch of the game is answered after the move', () => {
    // A fetch made before the click (the game at revision 6) answered after the move's answer (revision 7).
    expect(isNewer(viewOf('a', 6), move)).toBe(false);
    // The same fetch answered after the save (revision 8) brings the saved move: newer, taken.
    expect(isNewer(viewOf('a', 8), move)).toBe(true);
    // Never another game's view, nor one the window closed meanwhile.
    expect(isNewer(viewOf('b', 9), move)).toBe(false);
    expect(isNewer(viewOf('a', 9), null)).toBe(false);
  });

  it('marks the move saved only while the move is the view shown', () => {
    const confirmed = viewAfterOutcome(move, 7, { saved: true, revision: 8 })!;
    expect(confirmed).toMatchObject({ revision: 8, saveStatus: { saved: true }, seed: move.seed });
    // A newer view is shown already (fetched after the save): the outcome leaves it as it is.
    expect(viewAfterOutcome(viewOf('a', 8), 7, { saved: true, revision: 8 })).toBeUndefined();
    expect(viewAfterOutcome(null, 7, { saved: true, revision: 8 })).toBeUndefined();
  });

  it('shows the game as last saved after a failed save, even when the announcement of it was fetched first', () => {
    const undone = viewOf('a', 8);
    const failed: SaveOutcome = { saved: false, message: 'Not saved: disk full.', view: undone, log: { entries: [], start: 0, total: 0 } };
    expect(viewAfterOutcome(move, 7, failed)).toBe(undone);
    // The announcement (revision 8) came first and the game as saved was fetched: the same game, shown again.
    expect(viewAfterOutcome(viewOf('a', 8), 7, failed)).toBe(undone);
    // A newer game is shown (another window moved after the failure): it stays.
    expect(viewAfterOutcome(viewOf('a', 9), 7, failed)).toBeUndefined();
  });
});

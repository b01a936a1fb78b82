import type { Choice, GameEvent } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { note } from './events';
import { here, withTile } from './flow';
import { activeMembers, maxWounds, member, withMember, wound } from './party';
import type { CitadelState } from './types';

/**
 * 13.4 Clavichord: a character who fails his Resistance Check places half his Gold Marks inside it; "the money may
 * only be reclaimed by incurring a Wound Point to reopen the instrument". The gold stays in the room's clavichord
 * until someone in the party reopens it, taking the Wound Point and the gold (the 13.4 ruling).
 */

type C = Choice<CitadelAction>;

/** The gold a failed check puts inside the clavichord of the party's room. */
export function feedClavichord(state: CitadelState, goldMarks: number): CitadelState {
  if (goldMarks <= 0) return state;
  const t = here(state);
  return withTile(state, { ...t, clavichordGold: (t.clavichordGold ?? 0) + goldMarks });
}

/** Who may reopen it now: anyone able to act whom the Wound Point does not kill (as a spell's cost, 10.2). */
export function clavichordChoices(state: CitadelState): C[] {
  const gold = here(state).clavichordGold ?? 0;
  if (gold <= 0) return [];
  return activeMembers(state)
    .filter((c) => c.wounds + 1 < maxWounds(c))
    .map((c): C => ({
      id: `clavichord-${c.id}`,
      label: `${c.name} reopens the clavichord for its ${gold} Gold Marks (1 Wound Point)`,
      section: '13.4',
      group: 'feature',
      subjectId: c.id,
      action: { type: 'reopenClavichord', character: c.id },
    }));
}

export function reopenClavichord(state: CitadelState, who: string, events: GameEvent[]): CitadelState {
  const t = here(state);
  const gold = t.clavichordGold ?? 0;
  const { clavichordGold: _taken, ...emptied } = t;
  // The Wound Point is a price paid, as a spell's cost is: Mage Armor does not take it (10.6).
  const w = wound(withTile(state, emptied), who, 1, 'reopening the clavichord', false);
  events.push(...w.events, note('feature', `${member(state, who).name} reopens the clavichord and takes back ${gold} Gold Marks.`, '13.4'));
  return withMember(w.state, who, (c) => ({ ...c, goldMarks: c.goldMarks + gold }));
}

import type { Choice } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { choicesFor } from './choices';
import type { CitadelState } from './types';

const listed = new WeakMap<CitadelState, readonly Choice<CitadelAction>[]>();

/**
 * `choicesFor`, listed once per state: the autoplayer reads the list to decide and the reducer to check the action
 * against it, from the same state object (states are never changed once made). Read-only: callers that hand choices
 * out (the Ruleset's `choices`) keep calling `choicesFor`, which builds a fresh list.
 */
export function listedChoices(state: CitadelState): readonly Choice<CitadelAction>[] {
  let found = listed.get(state);
  if (!found) {
    found = choicesFor(state);
    listed.set(state, found);
  }
  return found;
}

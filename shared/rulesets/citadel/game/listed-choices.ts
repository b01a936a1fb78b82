import type { Choice } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { choicesFor, choicesOfType } from './choices';
import { exits } from './move';
import type { CitadelState } from './types';

type Listed = readonly Choice<CitadelAction>[];

const listed = new WeakMap<CitadelState, Listed>();
const listedByType = new WeakMap<CitadelState, Map<CitadelAction['type'], Listed>>();

/**
 * `choicesFor`, listed once per state: the autoplayer reads the list to decide and the reducer to check the action
 * against it, from the same state object (states are never changed once made). Read-only: the Ruleset's `choices`
 * hands out a copy of the list (the choices themselves are never changed by anyone).
 */
export function listedChoices(state: CitadelState): Listed {
  let found = listed.get(state);
  if (!found) {
    found = choicesFor(state);
    listed.set(state, found);
  }
  return found;
}

/**
 * The listed choices of one action type, once per state and type (read-only, as `listedChoices`): the autoplayer asks
 * for the moves or the heals and the reducer then checks the chosen action, so neither builds the whole list (in an
 * explore state mostly the treasure anyone may hand to anyone, 14.0).
 */
export function listedOfType(state: CitadelState, type: CitadelAction['type']): Listed {
  const whole = listed.get(state);
  if (whole) return whole.filter((c) => c.action.type === type);
  let byType = listedByType.get(state);
  if (!byType) {
    byType = new Map();
    listedByType.set(state, byType);
  }
  let found = byType.get(type);
  if (!found) {
    found = choicesOfType(state, type);
    byType.set(type, found);
  }
  return found;
}

/** Whether `action` is one of the state's listed choices, compared by value (actions come parsed from outside too). */
export function isListed(state: CitadelState, action: CitadelAction): boolean {
  // An explore state lists one move for each way out (moveChoices, whose action names only the way): the ways out
  // answer the check without the moves' labels, which the autoplayer, reading `exits` itself, never asks for.
  if (action.type === 'move' && state.phase.kind === 'explore') return exits(state).some((e) => e.dir === action.dir) && sameAction({ type: 'move', dir: action.dir }, action);
  return listedOfType(state, action.type).some((c) => sameAction(c.action, action));
}

/**
 * Two actions alike field by field (a missing field and an undefined one are alike, as in JSON). The actions checked
 * here are flat records of strings and numbers; a nested value is compared through JSON. Cheaper than turning every
 * listed action into JSON, which the check did before.
 */
function sameAction(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  for (const key in a) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  for (const key in b) if (!(key in a) && b[key] !== undefined) return false;
  return true;
}

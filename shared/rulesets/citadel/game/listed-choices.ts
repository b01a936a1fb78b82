import type { Choice } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { wardingSpellChoices } from './casting';
import { choicesFor, choicesOfType } from './choices';
import { exits } from './move';
import type { CitadelState } from './types';

type Listed = readonly Choice<CitadelAction>[];

/**
 * The lists of the last state asked about: the autoplayer reads a state's choices to decide and the reducer then
 * checks the chosen action against them, from the same state object (states are never changed once made), and then
 * the next state is asked about. One state's lists are kept, not every state's: a WeakMap entry per state (two, with
 * a Map, before) left the collector an ephemeron per action to trace. A pure function of its key, so games played in
 * turn on one thread never see each other's lists.
 */
let lastState: CitadelState | null = null;
let lastWhole: Listed | null = null;
let lastByType: Map<CitadelAction['type'], Listed> | null = null;
let lastWards: Listed | null = null;

function keep(state: CitadelState): void {
  if (lastState === state) return;
  lastState = state;
  lastWhole = null;
  lastByType = null;
  lastWards = null;
}

/**
 * `choicesFor`, listed once per state: the autoplayer reads the list to decide and the reducer to check the action
 * against it. Read-only: the Ruleset's `choices` hands out a copy of the list (the choices themselves are never
 * changed by anyone).
 */
export function listedChoices(state: CitadelState): Listed {
  keep(state);
  lastWhole ??= choicesFor(state);
  return lastWhole;
}

/**
 * The listed choices of one action type, once per state and type (read-only, as `listedChoices`): the autoplayer asks
 * for the moves or the heals and the reducer then checks the chosen action, so neither builds the whole list (in an
 * explore state mostly the treasure anyone may hand to anyone, 14.0).
 */
export function listedOfType(state: CitadelState, type: CitadelAction['type']): Listed {
  keep(state);
  if (lastWhole !== null) return lastWhole.filter((c) => c.action.type === type);
  lastByType ??= new Map();
  let found = lastByType.get(type);
  if (!found) {
    found = choicesOfType(state, type);
    lastByType.set(type, found);
  }
  return found;
}

/** The casts a warding spell makes: Strength and Mage Armor (10.6). */
const isWard = (c: Choice<CitadelAction>): boolean => c.action.type === 'cast' && (c.action.spell === 'strength' || c.action.spell === 'mageArmor');

/**
 * The listed Strength and Mage Armor casts (10.6) of a state, in the listed order: `listedOfType(state, 'cast')` with
 * only those kept. The autoplayer asks for them before every fight it takes and every coffin it opens (wardFor), where
 * the whole cast list would also list an encounter's Cow, Lock (a walk of the map) and Teleport for every caster. Out
 * of a fight, exploring, meeting monsters or at a trap, those two spells are listed only by `wardingSpellChoices`, at
 * the end of the phase's cast list (casting.ts), so that part alone is the same list (a test sweeps autoplayed states).
 */
export function listedWards(state: CitadelState): Listed {
  keep(state);
  const listed = lastWhole ?? lastByType?.get('cast');
  if (listed) return listed.filter(isWard);
  const p = state.phase;
  if (!(p.kind === 'explore' || p.kind === 'trap' || (p.kind === 'encounter' && !p.teleporting))) return listedOfType(state, 'cast').filter(isWard);
  lastWards ??= wardingSpellChoices(state).filter(isWard);
  return lastWards;
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

import { describe, expect, it } from 'vitest';
import { ACTION_PHASE, expectedPhase } from '../../../../shared/rulesets/deathmaze/game/action-phases';
import type { DeathmazeAction } from '../../../../shared/rulesets/deathmaze/game';

// Every action type the reducer knows; those without an entry in the table may be taken in more than one phase.
const TYPES = [
  'move', 'place', 'trap', 'negotiate', 'attack', 'passBy', 'peg', 'hold', 'placeMonsters', 'fight', 'combat', 'investigate',
  'ignoreFeature', 'openChest', 'assign', 'discard', 'give', 'use', 'wield', 'arrange', 'leave', 'cast', 'decline', 'home',
  'recruit', 'rename', 'retire', 'advance', 'chooseParty', 'beginExpedition',
] as const satisfies readonly DeathmazeAction['type'][];
// Fails to compile when an action type is added and not listed above.
const listsEveryType: [Exclude<DeathmazeAction['type'], (typeof TYPES)[number]>] extends [never] ? true : false = true;

describe('expectedPhase', () => {
  it('is the table read by the action type, for every type', () => {
    for (const type of TYPES) expect(expectedPhase(type), type).toBe(ACTION_PHASE[type]);
  });

  it('covers every type the table lists', () => {
    expect(listsEveryType).toBe(true);
    for (const type of Object.keys(ACTION_PHASE)) expect(TYPES).toContain(type);
  });
});

import type { Rng } from '../../../core/rng';
import type { ApplyResult, GameEvent } from '../../../engine/ruleset';
import { isEntrance } from '../maze';
import type { DeathmazeAction } from './actions';
import { attack, combatStep, doNegotiate, passBy, peg } from './encounter';
import { ignoreFeature, investigate } from './features';
import { move, placeAndEnter, refuse, type Refusal } from './flow';
import { arrange, assign, discard, give, use, wield } from './items';
import { leaveMaze } from './results';
import { dealWithTrap, openChest } from './traps';
import { tagTableIds } from './tables';
import type { DeathmazeState, Phase } from './types';

const PHASE_WORDS: Record<Phase['kind'], string> = {
  exploring: 'exploring',
  placing: 'choosing how the drawn chit faces [5.24]',
  trap: 'dealing with a trap [10.1]',
  encounter: 'facing monsters [7.13]',
  combat: 'in combat [8.1]',
  feature: 'at an unusual feature [6.0]',
  treasure: 'dealing with treasure [9.1]',
  ended: 'finished',
};

/** The phase each action belongs to, and the rule a player breaks by taking it at another time. */
const ACTION_PHASE: Partial<Record<DeathmazeAction['type'], { phase: Phase['kind']; rule: string }>> = {
  move: { phase: 'exploring', rule: '5.28' },
  place: { phase: 'placing', rule: '5.24' },
  trap: { phase: 'trap', rule: '10.1' },
  negotiate: { phase: 'encounter', rule: '7.13' },
  attack: { phase: 'encounter', rule: '7.13' },
  passBy: { phase: 'encounter', rule: '7.23' },
  peg: { phase: 'encounter', rule: '9.57' },
  combat: { phase: 'combat', rule: '8.1' },
  investigate: { phase: 'feature', rule: '6.0' },
  ignoreFeature: { phase: 'feature', rule: '6.0' },
  openChest: { phase: 'treasure', rule: '9.16' },
  assign: { phase: 'treasure', rule: '9.17' },
  discard: { phase: 'treasure', rule: '9.17' },
  leave: { phase: 'exploring', rule: '4.0' },
};

function dispatch(state: DeathmazeState, action: DeathmazeAction, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind === 'ended') return refuse('4.0', 'The expedition is over: no more actions.');
  const expected = ACTION_PHASE[action.type];
  if (expected && expected.phase !== state.phase.kind) {
    return refuse(expected.rule, `That is not possible while the party is ${PHASE_WORDS[state.phase.kind]}.`);
  }
  switch (action.type) {
    case 'move':
      return move(state, action.side, rng, events);
    case 'place': {
      const phase = state.phase;
      if (phase.kind !== 'placing') return refuse('5.24', 'No chit is waiting to be placed.');
      if (!phase.rotations.includes(action.rotation)) {
        return refuse('5.25', `The chit cannot face that way: doors must meet doors, walls walls and open ends open ends. Valid facings: ${phase.rotations.join(', ')} quarter turns.`);
      }
      return placeAndEnter(state, action.rotation, rng, events);
    }
    case 'trap':
      return dealWithTrap(state, action.method, action.adventurerId, rng, events);
    case 'negotiate':
      return doNegotiate(state, rng, events);
    case 'attack':
      return attack(state, rng, events);
    case 'passBy':
      return passBy(state, events);
    case 'peg':
      return peg(state, action.adventurerId, events);
    case 'combat':
      return combatStep(state, action.action, rng, events);
    case 'investigate':
      return investigate(state, action.adventurerId, rng, events);
    case 'ignoreFeature':
      return ignoreFeature(state, events);
    case 'openChest':
      return openChest(state, action.index, rng, events);
    case 'assign':
      return assign(state, action.itemId, action.adventurerId, rng, events);
    case 'discard':
      return discard(state, action.itemId, events);
    case 'give':
      return give(state, action.itemId, action.adventurerId, events);
    case 'use':
      return use(state, action.itemId, rng, events);
    case 'wield':
      return wield(state, action.itemId, action.slot, events);
    case 'arrange':
      return arrange(state, action.rows, events);
    case 'leave':
      if (!isEntrance(state.position)) {
        return refuse('4.0', 'The party may leave the Deathmaze only from the Corridor chit by which it entered.');
      }
      return leaveMaze(state, events);
  }
}

/** The ruleset's apply: a new state and its events, or a refusal naming the rule (the state is untouched). */
export function applyAction(state: DeathmazeState, action: DeathmazeAction, rng: Rng): ApplyResult<DeathmazeState> {
  const events: GameEvent[] = [];
  const result = dispatch(state, action, rng, events);
  if ('ok' in result) return result;
  return { ok: true, state: result, events: tagTableIds(events) };
}

/** Which phase each action belongs to, and how a refusal names the phase the party is in instead. */
import type { DeathmazeAction } from './actions';
import type { Phase } from './types';

/** How a refusal names the phase the party is in. */
export const PHASE_WORDS: Record<Phase['kind'], string> = {
  exploring: 'exploring',
  placing: 'choosing how the drawn chit faces [5.24]',
  trap: 'dealing with a trap [10.1]',
  encounter: 'facing monsters [7.13]',
  beforeCombat: 'getting ready for combat [8.41]',
  poisoned: 'deciding whether to cast Neutralize Poison [11.3]',
  combat: 'in combat [8.1]',
  feature: 'at an unusual feature [6.0]',
  treasure: 'dealing with treasure [9.1]',
  ended: 'finished',
  petrified: 'deciding whether to cast Stone-Flesh [12.34]',
  home: 'at home between expeditions [13.0]',
};

/** The phase each action belongs to, and the rule a player breaks by taking it at another time. */
export const ACTION_PHASE: Partial<Record<DeathmazeAction['type'], { phase: Phase['kind']; rule: string }>> = {
  move: { phase: 'exploring', rule: '5.28' },
  place: { phase: 'placing', rule: '5.24' },
  trap: { phase: 'trap', rule: '10.1' },
  negotiate: { phase: 'encounter', rule: '7.13' },
  attack: { phase: 'encounter', rule: '7.13' },
  passBy: { phase: 'encounter', rule: '7.23' },
  peg: { phase: 'encounter', rule: '9.57' },
  hold: { phase: 'beforeCombat', rule: '8.41' },
  placeMonsters: { phase: 'beforeCombat', rule: '8.13' },
  fight: { phase: 'beforeCombat', rule: '8.1' },
  combat: { phase: 'combat', rule: '8.1' },
  investigate: { phase: 'feature', rule: '6.0' },
  ignoreFeature: { phase: 'feature', rule: '6.0' },
  openChest: { phase: 'treasure', rule: '9.16' },
  assign: { phase: 'treasure', rule: '9.17' },
  discard: { phase: 'treasure', rule: '9.17' },
  leave: { phase: 'exploring', rule: '4.0' },
  home: { phase: 'ended', rule: '13.0' },
  recruit: { phase: 'home', rule: '13.0' },
  retire: { phase: 'home', rule: '13.0' },
  advance: { phase: 'home', rule: '13.11' },
  chooseParty: { phase: 'home', rule: '13.0' },
  beginExpedition: { phase: 'home', rule: '13.0' },
};

/**
 * `ACTION_PHASE[type]` by a switch, the commonest actions first: the table read by the action's type was a megamorphic
 * keyed load on every action (the stub cache shared with every other such site), a few string comparisons are not.
 */
export function expectedPhase(type: DeathmazeAction['type']): { phase: Phase['kind']; rule: string } | undefined {
  switch (type) {
    case 'combat':
      return ACTION_PHASE.combat;
    case 'move':
      return ACTION_PHASE.move;
    case 'place':
      return ACTION_PHASE.place;
    case 'fight':
      return ACTION_PHASE.fight;
    case 'negotiate':
      return ACTION_PHASE.negotiate;
    case 'trap':
      return ACTION_PHASE.trap;
    case 'attack':
      return ACTION_PHASE.attack;
    case 'passBy':
      return ACTION_PHASE.passBy;
    case 'peg':
      return ACTION_PHASE.peg;
    case 'hold':
      return ACTION_PHASE.hold;
    case 'placeMonsters':
      return ACTION_PHASE.placeMonsters;
    case 'investigate':
      return ACTION_PHASE.investigate;
    case 'ignoreFeature':
      return ACTION_PHASE.ignoreFeature;
    case 'openChest':
      return ACTION_PHASE.openChest;
    case 'assign':
      return ACTION_PHASE.assign;
    case 'discard':
      return ACTION_PHASE.discard;
    case 'leave':
      return ACTION_PHASE.leave;
    case 'home':
      return ACTION_PHASE.home;
    case 'recruit':
      return ACTION_PHASE.recruit;
    case 'retire':
      return ACTION_PHASE.retire;
    case 'advance':
      return ACTION_PHASE.advance;
    case 'chooseParty':
      return ACTION_PHASE.chooseParty;
    case 'beginExpedition':
      return ACTION_PHASE.beginExpedition;
    default:
      return undefined;
  }
}


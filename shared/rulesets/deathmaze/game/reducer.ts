import type { Rng } from '../../../core/rng';
import type { ApplyResult, GameEvent } from '../../../engine/ruleset';
import { isEntrance } from '../maze';
import type { DeathmazeAction } from './actions';
import { attack, combatStep, combatStepWithEvents, doNegotiate, fight, holdWeapon, passBy, peg, placeMonsters, startFight } from './encounter';
import { advanceMember, beginNextExpedition, chooseParty, goHome, recruitMember, retireMember } from './home';
import { renameAnywhere } from './rename';
import { castOutsideCombat, hostileGroup, petrifiedAreDead } from './spellcasting';
import { ignoreFeature, investigate } from './features';
import { move, placeAndEnter, refuse, type Refusal } from './flow';
import { arrange, assign, discard, give, use, wield } from './items';
import { leaveMaze } from './results';
import { isPotionTest, testPotionInCombat } from './potion-test-in-combat';
import { holdForNeutralizePoison, poisonTakesEffect } from './poison';
import { dealWithTrap, openChest } from './traps';
import { tagTableIds } from './tables';
import { withAdventurer, withState } from './state-copy';
import { replaceAdventurer } from './party';
import type { DeathmazeState } from './types';
import { expectedPhase, PHASE_WORDS } from './action-phases';

function dispatch(state: DeathmazeState, action: DeathmazeAction, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind === 'ended' && action.type !== 'home' && action.type !== 'rename') return refuse('4.0', 'The expedition is over: the party may only go home [13.0].');
  const expected = expectedPhase(action.type);
  if (expected && expected.phase !== state.phase.kind) {
    return refuse(expected.rule, `That is not possible while the party is ${PHASE_WORDS[state.phase.kind]}.`);
  }
  // The commonest action first (≈ 141 of ≈ 194 an expedition): the cases are compared in order.
  switch (action.type) {
    case 'combat':
      // [9.41] An untested potion is tested in combat outside the engine, which knows only tested items.
      if (isPotionTest(state, action.action)) return testPotionInCombat(state, action.action, rng, events);
      return combatStep(state, action.action, rng, events);
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
    case 'hold':
      return holdWeapon(state, action.adventurerId, action.slot, events);
    case 'placeMonsters':
      return placeMonsters(state, action.front, events);
    case 'fight':
      return fight(state, rng, events);
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
      return use(state, action.itemId, rng, events, action.target);
    case 'wield':
      return wield(state, action.itemId, action.slot, events);
    case 'arrange':
      return arrange(state, action.rows, events);
    case 'leave':
      if (!isEntrance(state.position)) {
        return refuse('4.0', 'The party may leave the Deathmaze only from the Corridor chit by which it entered.');
      }
      return leaveMaze(state, events);
    case 'cast':
      return castOutsideCombat(state, action.adventurerId, action.spell, action.targetId, rng, events);
    case 'decline':
      if (state.phase.kind === 'poisoned') return poisonTakesEffect(state, events);
      if (state.phase.kind !== 'petrified') return refuse('12.34', `That is not possible while the party is ${PHASE_WORDS[state.phase.kind]}.`);
      return petrifiedAreDead(state, events);
    case 'home':
      return goHome(state, events);
    case 'recruit':
      return recruitMember(state, action.adventurer, events);
    case 'rename':
      return renameAnywhere(state, action.adventurerId, action.name, events);
    case 'retire':
      return retireMember(state, action.adventurerId, events);
    case 'advance':
      return advanceMember(state, action.adventurerId, action.option, events);
    case 'chooseParty':
      return chooseParty(state, action.members, events);
    case 'beginExpedition':
      return beginNextExpedition(state, rng, events);
  }
}

/** [9.45] Charmed monsters whose controller died outside combat attack at once, one at a time. */
function hostileAttack(state: DeathmazeState, rng: Rng, events: GameEvent[]): DeathmazeState {
  const first = state.hostile?.[0];
  const k = state.phase.kind;
  if (!first || !(k === 'exploring' || k === 'treasure' || k === 'feature')) return state;
  const group = hostileGroup(first);
  events.push({ kind: 'encounter', section: '9.45', text: `${first.name} attacks the party!` });
  const rest = withState(state, { hostile: state.hostile!.slice(1) });
  const fight = startFight(rest, group, null, 'treasure', rng, events);
  return 'ok' in fight ? rest : fight;
}

/**
 * Kills, for the Character Record: every monster death this action named a party member as the killer of (a charmed
 * monster's kills are nobody's). Counted here, once, whatever part of the engine dealt the blow.
 */
function countKills(state: DeathmazeState, events: readonly GameEvent[]): DeathmazeState {
  // An indexed loop and no closure: this runs after every action, and nearly every action kills no one.
  let next = state;
  for (let i = 0; i < events.length; i++) {
    const by = events[i]!.data?.killedBy;
    if (typeof by !== 'string') continue;
    const a = memberById(next.party, by);
    if (a) next = replaceAdventurer(next, withAdventurer(a, { kills: (a.kills ?? 0) + 1 }));
  }
  return next;
}

function memberById(party: DeathmazeState['party'], id: string): DeathmazeState['party'][number] | undefined {
  for (let i = 0; i < party.length; i++) if (party[i]!.id === id) return party[i];
  return undefined;
}

/** Where a step's events are handed out to a caller that reads them (applyAction). */
interface MadeEvents {
  events: GameEvent[];
}

const NO_EVENTS: GameEvent[] = [];

/**
 * One action on the state: the new state, or a refusal naming the rule (the state is untouched). The step's events
 * go into `made` when given; the caller that reads only the state (headless play, nextState) gets none, and they are
 * not tagged with their tables' ids.
 */
function reduce(state: DeathmazeState, action: DeathmazeAction, rng: Rng, made: MadeEvents | undefined): DeathmazeState | Refusal {
  let events: GameEvent[];
  let dispatched: DeathmazeState | Refusal;
  // Whether the action may have named a killer: only the combat engine's resolution does (inflictWounds), and only a
  // combat action runs it; every other action's events are not looked through for kills.
  let mayKill: boolean;
  // The phase is read first: in combat the autoplayer's actions all have one shape, so this test's read of the
  // action's type meets one hidden class there (a generic read of it meets every kind's).
  if (state.phase.kind === 'combat' && action.type === 'combat' && !isPotionTest(state, action.action)) {
    // dispatch's combat case, whose checks this state passes (≈ 141 of ≈ 194 actions an expedition): the step's events
    // are the combat engine's own list, not copied one by one onto an empty one (see combatStepWithEvents).
    const step = combatStepWithEvents(state, action.action, rng);
    events = step.events;
    dispatched = step.result;
    mayKill = true;
  } else {
    events = [];
    dispatched = dispatch(state, action, rng, events);
    mayKill = action.type === 'combat';
  }
  if (made !== undefined) made.events = events;
  if ('ok' in dispatched) return dispatched;
  const result = dispatched.poisonPending ? holdForNeutralizePoison(dispatched) : dispatched;
  const fought = result.hostile?.length ? hostileAttack(result, rng, events) : result;
  return mayKill ? countKills(fought, events) : fought;
}

/** The ruleset's apply: a new state and its events, or a refusal naming the rule (the state is untouched). */
export function applyAction(state: DeathmazeState, action: DeathmazeAction, rng: Rng): ApplyResult<DeathmazeState> {
  const made: MadeEvents = { events: NO_EVENTS };
  const next = reduce(state, action, rng, made);
  if ('ok' in next) return next;
  return { ok: true, state: next, events: tagTableIds(made.events) };
}

/**
 * applyAction for a caller that reads only the state (headless play: simulate, campaigns, the Odds workers): the same
 * state, or the same refusal; the events are made by the steps but not handed out, nor tagged with their tables' ids.
 */
export function nextState(state: DeathmazeState, action: DeathmazeAction, rng: Rng): DeathmazeState | Refusal {
  return reduce(state, action, rng, undefined);
}

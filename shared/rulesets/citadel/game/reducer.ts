import { roll } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { ApplyResult, GameEvent } from '../../../engine/ruleset';
import { spell } from '../data/spells';
import type { CitadelAction } from './actions';
import { cancelTeleport, castSpell, teleportTo, THIEF_BONUS } from './casting';
import { isListed } from './listed-choices';
import { holdChest, openChest } from './chest';
import { wakeTalismans } from './talismans';
import { takeTapestry } from './tapestry';
import { learnSpell } from './learning';
import { wield } from './wielding';
import { dropAward, shareExperience } from './experience-share';
import { holdPoison, poisonTakesEffect } from './poison';
import { markSpell } from './marking';
import { loseSpell } from './spell-loss';
import { reopenClavichord } from './clavichord';
import { arm, give, giveGold, moveUp } from './sharing';
import { rolled, note } from './events';
import { claimFound, investigate } from './features';
import { bribe, combatAction, destroyGate, endExpedition, monsterPhase, negotiate, startFight, withdraw } from './flow';
import { advance, recruit, type Characteristic } from './home';
import { detrap } from './loot';
import { climb, move, place } from './move';
import { activeMembers, heal, member, wound } from './party';
import { beginExpedition } from './setup';
import type { CitadelState } from './types';

function refuse(rule: string, message: string): ApplyResult<CitadelState> {
  return { ok: false, rule, message };
}

/**
 * Applies one action: only what `choicesFor` lists (a bribe may name any printed amount the party can pay). The action
 * is typed: what comes from outside is parsed with `actionSchema` first, by the game wrapper (shared/engine/game.ts)
 * as for every ruleset; parsing it again here cost the simulator a tenth of its time.
 */
export function applyAction(state: CitadelState, action: CitadelAction, rng: Rng): ApplyResult<CitadelState> {
  if (state.phase.kind === 'over') return refuse('17.0', 'The campaign is over.');
  // A bribe may name any printed amount; a combat action is checked by the combat module itself (listing every
  // legal combat action only to find this one among them would cost more than the fight).
  const checkedElsewhere = (action.type === 'bribe' && state.phase.kind === 'encounter') || (action.type === 'combat' && state.phase.kind === 'combat');
  if (!checkedElsewhere && !isListed(state, action)) return refuse('5.0', `That cannot be done now (${state.phase.kind}): choose one of the listed actions.`);
  const events: GameEvent[] = [];
  // 4.1 D: the marks are made before the party steps off the Gateway.
  const moving = action.type === 'move' || action.type === 'leave' || action.type === 'stairs';
  // 12.0: the last fight's experience is divided before the party moves on.
  const before = moving ? dropAward(state) : state;
  const done = step(before.marking && (action.type === 'move' || action.type === 'leave') ? withoutMarking(before) : before, action, rng, events);
  if (typeof done === 'string') return refuse(action.type === 'combat' ? '9.0' : '8.9', done);
  // 14.1: a trapped chest met by this action waits for the players to name its opener; 10.6: poison dealt by this
  // action waits for Neutralize Poison before anything else (the chest after it).
  // 14.6: talismans in the take act once it is shared (a chest still shut holds the take back).
  const stepped = holdPoison(wakeTalismans(holdChest(done, rng, events), rng, events), events);
  // Whatever killed the last of them (a chest's trap after a won fight, a feature), an expedition with no one able to
  // act is over.
  const ended = stepped.phase.kind !== 'over' && stepped.phase.kind !== 'home' && activeMembers(stepped).length === 0 ? endExpedition(stepped, 'died', events) : stepped;
  // 10.8: Resurrect works only right after the fight; any other action lets the chance pass.
  const passed = state.fallen ?? [];
  const keep = action.type === 'cast' && action.spell === 'resurrect';
  const next = passed.length > 0 && !keep ? { ...ended, fallen: (ended.fallen ?? []).filter((id) => !passed.includes(id)) } : ended;
  return { ok: true, state: { ...next, stats: { ...next.stats, actions: next.stats.actions + 1 } }, events };
}

function withoutMarking(state: CitadelState): CitadelState {
  const { marking: _done, ...rest } = state;
  return rest;
}

function step(state: CitadelState, action: CitadelAction, rng: Rng, events: GameEvent[]): CitadelState | string {
  switch (action.type) {
    case 'move':
      return move(state, rng, action.dir, events);
    case 'orient': {
      const p = state.phase;
      if (p.kind !== 'orient') return state;
      return place({ ...state, phase: { kind: 'explore' } }, rng, p.designId, p.face, action.rotation, p.dir, events);
    }
    case 'stairs':
      return climb(state, rng, action.level, events);
    case 'leave':
      return endExpedition(state, 'escaped', events);
    case 'investigateTrap': {
      const thief = state.phase.kind === 'trap' && state.phase.thief === action.character ? THIEF_BONUS : 0;
      const next = detrap(state, rng, action.character, 'door trap', events, thief);
      return activeMembers(next).length === 0 ? next : monsterPhase(next, rng, events, true);
    }
    case 'investigateFeature':
      return investigate(state, rng, action.character, events);
    case 'negotiate':
      return negotiate(state, rng, events);
    case 'bribe':
      return bribe(state, rng, action.goldMarks, events);
    case 'fight':
      return startFight(state, rng, events);
    case 'combat':
      return combatAction(state, rng, action.action, events);
    case 'destroyGate':
      return destroyGate(state, rng, action.character, events);
    case 'withdraw':
      return withdraw(state, events);
    case 'heal': {
      const caster = member(state, action.caster);
      const def = spell(action.spell);
      const paid = wound(state, caster.id, def.cost, 'the cost of a spell', false);
      const key = `${caster.id}:${action.spell}`;
      const r = roll(rng, action.spell === 'heal' ? '1D3+1' : '1D6+1', { section: '10.6', table: def.name, purpose: `${caster.name} heals ${member(state, action.target).name}` });
      events.push(rolled('spell', `${caster.name} casts ${def.name}: ${member(state, action.target).name} heals ${r.total}.`, r));
      return { ...heal(paid.state, action.target, r.total), healUses: { ...state.healUses, [key]: (state.healUses[key] ?? 0) - 1 } };
    }
    case 'cast':
      return castSpell(state, rng, action, events);
    case 'markSpell':
      return markSpell(state, rng, action.character, action.spell, action.instead, events);
    case 'reopenClavichord':
      return reopenClavichord(state, action.character, events);
    case 'loseSpell':
      return loseSpell(state, action.character, action.spell, events);
    case 'tapestry':
      return takeTapestry(state, rng, action.character, action.drop, events);
    case 'learnSpell':
      return learnSpell(state, action.character, action.spell, events);
    case 'wield':
      return wield(state, action.character, action.index, action.drop, events);
    case 'shareExperience':
      return shareExperience(state, action.from, action.to, events);
    case 'claim':
      return claimFound(state, rng, action.character, action.take, events);
    case 'openChest':
      return openChest(state, rng, action.character, events);
    case 'poisonTakesEffect':
      return poisonTakesEffect(state, events);
    case 'teleportTo':
      return teleportTo(state, rng, action.tile, events);
    case 'cancelTeleport':
      return cancelTeleport(state);
    case 'moveUp':
      return moveUp(state, action.character, events);
    case 'give':
      return give(state, action, events);
    case 'giveGold':
      return giveGold(state, action, events);
    case 'arm':
      return arm(state, action.character, action.slot, action.weapon, events);
    case 'advance':
      return advance(state, action.character, action.characteristic as Characteristic, events);
    case 'recruit':
      return recruit(state, rng, events);
    case 'setOut': {
      const started = beginExpedition(state, rng);
      events.push(...started.events);
      return started.state;
    }
    case 'endCampaign':
      events.push(note('exit', 'The campaign ends without destroying the Hellgate.', '17.0'));
      return { ...state, phase: { kind: 'over', result: 'ended' } };
  }
}

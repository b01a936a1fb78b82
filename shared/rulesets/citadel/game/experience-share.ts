import type { Choice, GameEvent } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { note } from './events';
import { activeMembers, member, withMember } from './party';
import type { CitadelState } from './types';

/**
 * PL 12.0: a fight's experience "is divided (in the way the players decide) among the living members of the party;
 * fractions are dropped". The engine first gives each living member an equal share (the default, as Deathmaze's
 * [8.6]); the players then divide it as they like by handing whole shares on, until the party moves on. Each share of
 * the last fight (`state.award`) may be handed to any other member who took part, and on again by him, so any split in
 * whole shares can be made.
 */

type C = Choice<CitadelAction>;

/** The equal shares of a fight's experience the takers received, kept for the players to redivide. */
export function recordAward(state: CitadelState, takers: readonly string[], each: number): CitadelState {
  // The last award is dropped first (the object rest, V8's slow copy, only where one is held: after most fights none
  // is); the new one then goes last, as before.
  const rest = dropAward(state);
  if (takers.length < 2 || each <= 0) return rest;
  // Written key by key into a plain object (the same keys in the same order as `Object.fromEntries`, which cost more
  // than the rest of recording the award).
  const award: Record<string, number> = {};
  for (const id of takers) award[id] = each;
  return { ...rest, award };
}

/** The award lapses once the party moves on (5.0: the division is made when the fight is over). */
export function dropAward(state: CitadelState): CitadelState {
  if (state.award === undefined) return state;
  const { award: _done, ...rest } = state;
  return rest;
}

/** Each holder's experience of the last fight, to each other member who fought and is able to act. */
export function experienceChoices(state: CitadelState): C[] {
  const award = state.award;
  if (award === undefined) return [];
  const able = activeMembers(state).filter((c) => award[c.id] !== undefined);
  const out: C[] = [];
  for (const from of able) {
    const amount = award[from.id]!;
    if (amount <= 0) continue;
    for (const to of able) {
      if (to.id === from.id) continue;
      out.push({
        id: `experience-${from.id}-${to.id}`,
        label: `${from.name} hands his ${amount} experience from the last fight to ${to.name}`,
        section: '12.0',
        group: 'experience',
        subjectId: from.id,
        beside: 'record',
        action: { type: 'shareExperience', from: from.id, to: to.id },
      });
    }
  }
  return out;
}

/** His share of the last fight moves whole to the other member. */
export function shareExperience(state: CitadelState, from: string, to: string, events: GameEvent[]): CitadelState {
  const award = state.award;
  const amount = award?.[from] ?? 0;
  if (award === undefined || amount <= 0) return state;
  events.push(note('experience', `${member(state, from).name} hands his ${amount} experience from the last fight to ${member(state, to).name}.`, '12.0'));
  const moved = withMember(withMember(state, from, (c) => ({ ...c, experience: c.experience - amount })), to, (c) => ({ ...c, experience: c.experience + amount }));
  return { ...moved, award: { ...award, [from]: 0, [to]: (award[to] ?? 0) + amount } };
}

import type { GameEvent } from '../../../engine/ruleset';
import { mapPacked } from '../../../core/packed';
import { copyState, withAdventurer } from './state-copy';
import type { DeathmazeState } from './types';

/**
 * Kills, for the Character Record: every monster death this action named a party member as the killer of (a charmed
 * monster's kills are nobody's). Counted here, once, whatever part of the engine dealt the blow.
 */
export function countKills(state: DeathmazeState, events: readonly GameEvent[]): DeathmazeState {
  // An indexed loop and no closure: this runs after every action, and nearly every action kills no one.
  let killers: string[] | undefined;
  for (let i = 0; i < events.length; i++) {
    const by = events[i]!.data?.killedBy;
    if (typeof by === 'string') (killers ??= []).push(by);
  }
  if (killers === undefined) return state;
  // The action's kills go into one copy of the state and the party, each killer's record rebuilt once with all of his
  // (a copy of the state per kill, as before, gives the same records: `kills` lands where the first rebuild put it).
  let killersInParty = false;
  for (const a of state.party) if (killers.includes(a.id)) killersInParty = true;
  if (!killersInParty) return state;
  const counted = killers;
  const party = mapPacked(state.party, (a) => {
    let kills = 0;
    for (const by of counted) if (by === a.id) kills++;
    return kills === 0 ? a : withAdventurer(a, { kills: (a.kills ?? 0) + kills });
  });
  const next = copyState(state);
  next.party = party;
  return next;
}

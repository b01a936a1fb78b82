import type { GameEvent } from '../../../engine/ruleset';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../../../core/names';
import { renameAdventurer } from '../campaign';
import { refuse, type Refusal } from './flow';
import { renameMember } from './home';
import { withAdventurer, withState } from './state-copy';
import type { DeathmazeState } from './types';

/**
 * [3.1] A player may rename his adventurer at any time outside combat (the Character Record is his to fill in). On
 * an expedition the party member and, in a campaign, his roster entry change together, so the name he comes home with
 * is the one the player gave him.
 */
export function renameAnywhere(state: DeathmazeState, id: string, name: string, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind === 'home') {
    // The last party's records stay on screen at home: they follow the roster so the two never disagree.
    const home = renameMember(state, id, name, events);
    if ('ok' in home || !home.party.some((a) => a.id === id)) return home;
    const renamed = home.campaign!.roster.find((a) => a.id === id)!.name;
    return withState(home, { party: home.party.map((a) => (a.id === id ? withAdventurer(a, { name: renamed }) : a)) });
  }
  if (state.phase.kind === 'combat') return refuse('8.1', 'Names cannot change in the middle of a combat: rename after it.');
  const member = state.party.find((a) => a.id === id);
  if (!member) return refuse('3.1', `No adventurer “${id}” in the party.`);
  if (member.dead) return refuse('3.1', `${member.name} is dead: his Character Record is closed.`);
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 40) return refuse('3.1', 'A name is 1 to 40 characters.');
  if (hasForbiddenNameCharacter(trimmed)) return refuse('3.1', forbiddenNameMessage('Adventurer names'));
  // The choice as listed carries the current name; applied unchanged it is legal and changes nothing.
  if (trimmed === member.name) return state;
  let campaign = state.campaign;
  if (campaign?.roster.some((a) => a.id === id)) {
    const r = renameAdventurer(campaign, id, trimmed);
    if (!r.ok) return refuse(r.rule, r.message);
    campaign = r.campaign;
  }
  events.push({ kind: 'rename', section: '3.1', text: `${member.name} is now called ${trimmed}.` });
  const party = state.party.map((a) => (a.id === id ? withAdventurer(a, { name: trimmed }) : a));
  return campaign === state.campaign ? withState(state, { party }) : withState(state, { party, campaign });
}

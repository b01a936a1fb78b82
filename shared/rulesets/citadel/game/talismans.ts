import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { talismanPower } from './features';
import { active, findMember } from './party';
import type { CitadelState } from './types';

/**
 * 14.6: a talisman taken in a monster's treasure (or a chest, or the Type J below a trap door) acts at once on the one
 * who took it, as one found on a statue or in cut glass does. The take is shared in the middle of other steps (the end
 * of a fight, an opened chest), so the talismans it held wait in `state.talismans` and wake here, at the end of the
 * action, where a sun talisman's new spells may wait for the players and the Evil one may start its fight.
 */
export function wakeTalismans(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  const found = state.talismans;
  if (found === undefined) return state;
  const { talismans: _woken, ...rest } = state;
  let next: CitadelState = rest;
  // The sun talismans first, then the Evil ones: a possession starts a fight, after which the others still count.
  const ordered = [...found.filter((t) => t.kind !== 'evil'), ...found.filter((t) => t.kind === 'evil')];
  for (const t of ordered) {
    const c = findMember(next, t.who);
    if (c === undefined || !active(c)) continue;
    // One possession at a time: a second Evil talisman's bearer, while the first fight goes on, resists it unasked
    // (the 14.6 ruling on treasure talismans).
    if (t.kind === 'evil' && next.phase.kind === 'combat') continue;
    next = talismanPower(next, rng, t.who, t.kind, events);
  }
  return next;
}

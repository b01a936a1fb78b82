import type { Rng } from '../../../core/rng';
import type { Choice, GameEvent } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { bestDetrapper, detrap, takeTreasure } from './loot';
import { activeMembers, capSkill, member } from './party';
import type { CitadelState, ResumablePhase } from './types';

/**
 * 14.1: "A character with the appropriate skills may try to disarm it (see 7.0)"; 5.0 B2 has the players choose who
 * investigates a trap. So a trapped chest waits for the players to name who tries: with the Detrap skill he rolls
 * (7.0), without it the trap springs on him. The rest of the take waits with it (`chest` phase), then play goes on
 * where it was.
 */

type C = Choice<CitadelAction>;

function resumable(phase: CitadelState['phase']): phase is ResumablePhase {
  return phase.kind === 'explore' || phase.kind === 'trap' || phase.kind === 'encounter' || phase.kind === 'chest';
}

/**
 * At the end of an action, a trapped chest its take met (`state.chest`) waits in the `chest` phase. Where play cannot
 * wait (a phase that does not resume) the first in the marching order among the best disarmers tries at once, as the
 * engine did before the players chose.
 */
export function holdChest(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  const pending = state.chest;
  if (pending === undefined) return state;
  const { chest: _held, ...rest } = state;
  if (resumable(rest.phase)) return { ...rest, phase: { kind: 'chest', ...pending, resume: rest.phase } };
  const opener = [...activeMembers(rest)].sort((a, b) => b.skills.detrap - a.skills.detrap)[0];
  const tried = opener ? detrap(rest, rng, opener.id, 'chest', events) : rest;
  return holdChest(takeTreasure(tried, rng, pending.treasures, pending.tribute, events, null, pending.at + 1), rng, events);
}

/** The choices of the `chest` phase: each member able to act, as the one who tries. */
export function chestChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'chest') return [];
  const letter = p.treasures[p.at]?.letter ?? 'J';
  // The best disarmer is the sensible one to try (the built-in player's choice, autoplay-choices.ts).
  const best = bestDetrapper(state);
  return activeMembers(state).map((c): C => {
    const skill = capSkill(c.skills.detrap);
    return {
      id: `chest-${c.id}`,
      label: skill > 0 ? `${c.name} tries to disarm the Type ${letter} chest (Detrap ${skill}: disarms on ${skill === 1 ? '1' : `1–${skill}`}, ${skill} in 6)` : `${c.name} opens the Type ${letter} chest (no Detrap skill: the trap springs on him)`,
      section: '14.1',
      group: 'trap',
      subjectId: c.id,
      action: { type: 'openChest', character: c.id },
      ...(c.id === best ? { suggested: true as const } : {}),
    };
  });
}

/** He tries the trapped chest (7.0); the take goes on from the next chest, and play where it was once all are open. */
export function openChest(state: CitadelState, rng: Rng, who: string, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'chest') return state;
  const tried = detrap({ ...state, phase: p.resume }, rng, member(state, who).id, 'chest', events);
  return takeTreasure(tried, rng, p.treasures, p.tribute, events, null, p.at + 1);
}

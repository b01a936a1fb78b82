import type { GameEvent } from '../../../engine/ruleset';
import { checkAllDead } from './flow';
import { adventurerById, living, woundAdventurer } from './party';
import { castableSpells } from './castable';
import { copyStateWithout, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer, PoisonVictim } from './types';
import { buildPhase, phaseWith } from './phase-records';

/** [11.3], [12.13] Living Wizards who can cast Neutralize Poison now (known and affordable, or from a ring). */
export function neutralizers(state: DeathmazeState): { wizard: GameAdventurer; spell: string; ring: boolean }[] {
  if (state.gameVariant !== 'advanced') return [];
  return living(state).flatMap((w) => castableSpells(state, w, 'nonCombat').filter((s) => s.id === 'neutralizePoison').map((s) => ({ wizard: w, spell: s.spell, ring: s.ring })));
}

/**
 * [9.43], [6.12], [10.23], [10.24] Poison wounds outside combat. In the Advanced game, while a Wizard can cast
 * Neutralize Poison ("immediately after the poisoning occurs", [11.3]), they wait: the action that poisoned finishes,
 * then the game stops for the spell (see holdForNeutralizePoison). Otherwise they are suffered at once.
 */
export function poisonAdventurer(state: DeathmazeState, id: string, wounds: number, cause: string, events: GameEvent[]): DeathmazeState {
  const a = adventurerById(state, id);
  if (!a || a.dead || wounds <= 0) return state;
  if (neutralizers(state).length === 0) return woundAdventurer(state, id, wounds, cause, events);
  events.push({ kind: 'poison.pending', section: '11.3', text: `${a.name} is poisoned (${wounds} Wound${wounds === 1 ? '' : 's'} from ${cause}): a Wizard may cast Neutralize Poison before it takes effect.`, data: { adventurerId: id, wounds } });
  return withState(state, { poisonPending: [...(state.poisonPending ?? []), { id, wounds, cause }] });
}

/** At the end of an action that poisoned: the game waits for Neutralize Poison, then goes on where it was. */
export function holdForNeutralizePoison(state: DeathmazeState): DeathmazeState {
  const pending = state.poisonPending;
  if (!pending) return state;
  const rest = copyStateWithout(state, 'poisonPending');
  const victims = pending.filter((v) => adventurerById(state, v.id) && !adventurerById(state, v.id)!.dead);
  if (victims.length === 0 || state.phase.kind === 'ended') return rest;
  return withState(rest, { phase: buildPhase({ kind: 'poisoned', victims, resume: state.phase }) });
}

/** The poison of those not saved takes effect, and the party goes on where it was. */
export function poisonTakesEffect(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  const phase = state.phase;
  if (phase.kind !== 'poisoned') return state;
  let next: DeathmazeState = withState(state, { phase: phase.resume });
  for (const v of phase.victims) next = woundAdventurer(next, v.id, v.wounds, v.cause, events);
  return checkAllDead(next, events);
}

/** [11.3] One victim saved: the others wait while a Wizard can still cast the spell, else their poison takes effect. */
export function neutralized(state: DeathmazeState, victimId: string, events: GameEvent[]): DeathmazeState {
  const phase = state.phase;
  if (phase.kind !== 'poisoned') return state;
  const victims = phase.victims.filter((v) => v.id !== victimId);
  const next: DeathmazeState = withState(state, { phase: phaseWith(phase, { victims }) });
  if (victims.length === 0) return withState(state, { phase: phase.resume });
  return neutralizers(next).length ? next : poisonTakesEffect(next, events);
}

export type { PoisonVictim };

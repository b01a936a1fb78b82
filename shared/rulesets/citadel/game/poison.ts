import type { Choice, GameEvent } from '../../../engine/ruleset';
import { spell, type SpellId } from '../data/spells';
import type { CitadelAction } from './actions';
import { note } from './events';
import { active, activeMembers, findMember, maxWounds, member, ringCastsLeft, usableSpells, wound } from './party';
import type { Character, CitadelState, PoisonDose, ResumablePhase } from './types';

/**
 * 10.6 Neutralize Poison: "cast on a character who drank poison, investigates a poisoned fountain or fell into a trap
 * holding poison … It must be cast at once after the poisoning." While someone could cast it, a poison's Wound Points
 * are not suffered at once: the action that poisoned finishes (a door's trap still leads to the monster check, 5.0 C)
 * and the game then waits, before anything else, for the spell on each victim or for the players to let the poison
 * work. A Neutralize Poison medallion makes its wearer immune (14.7): he is never poisoned.
 */

type C = Choice<CitadelAction>;

/** 14.7: a Neutralize Poison medallion worn. */
export function immuneToPoison(c: Character): boolean {
  return c.items.some((i) => i.type === 'medallion' && i.kind === 'neutralizePoison');
}

/** Who may act now: the members able to, or the lone investigator below a trap door (13.3). */
function casters(state: CitadelState): Character[] {
  const solo = state.encounter?.solo ?? null;
  return activeMembers(state).filter((c) => solo === null || c.id === solo);
}

/** He may cast Neutralize Poison now: known and usable this expedition (4.1 D) at a cost that does not kill him (10.2). */
function knowsIt(state: CitadelState, c: Character): boolean {
  return usableSpells(state, c).includes('neutralizePoison') && c.wounds + spell('neutralizePoison').cost < maxWounds(c);
}

/** 14.8: a Neutralize Poison ring's free cast is still unused this expedition. */
function ringFor(state: CitadelState, c: Character): boolean {
  return ringCastsLeft(state, c).includes('neutralizePoison');
}

/** Anyone who could cast Neutralize Poison now, by the spell or by a ring. */
export function canNeutralize(state: CitadelState): boolean {
  return casters(state).some((c) => knowsIt(state, c) || ringFor(state, c));
}

/**
 * Poison (7.1, 13.1, 14.5) on `id`: nothing on a medallion's wearer (14.7); waiting for Neutralize Poison while someone
 * could cast it; otherwise suffered at once, as any wound.
 */
export function poison(state: CitadelState, id: string, amount: number, cause: string, section: string, events: GameEvent[]): CitadelState {
  const c = member(state, id);
  if (!c.alive || amount <= 0) return state;
  if (immuneToPoison(c)) {
    events.push(note('poison', `${c.name}'s Neutralize Poison medallion stops the poison.`, '14.7'));
    return state;
  }
  if (!canNeutralize(state)) {
    const w = wound(state, id, amount, cause);
    events.push(...w.events);
    return w.state;
  }
  events.push(note('poison', `${c.name} is poisoned: ${amount} Wound Point${amount === 1 ? '' : 's'} of poison, unless Neutralize Poison is cast at once.`, section));
  return { ...state, poison: [...(state.poison ?? []), { id, wounds: amount, cause }] };
}

function resumable(phase: CitadelState['phase']): phase is ResumablePhase {
  return phase.kind === 'explore' || phase.kind === 'trap' || phase.kind === 'encounter' || phase.kind === 'chest';
}

/**
 * At the end of an action, the poison it dealt waits for Neutralize Poison (the `poisoned` phase). Where play cannot
 * wait (the party has fallen, a fight has begun) or no victim is left alive, it is dealt at once.
 */
export function holdPoison(state: CitadelState, events: GameEvent[]): CitadelState {
  const doses = state.poison;
  if (doses === undefined) return state;
  const { poison: _held, ...rest } = state;
  const victims = doses.filter((d) => findMember(rest, d.id)?.alive === true);
  if (victims.length === 0) return rest;
  if (resumable(rest.phase) && canNeutralize(rest)) return { ...rest, phase: { kind: 'poisoned', victims, resume: rest.phase } };
  return suffer(rest, victims, events);
}

function suffer(state: CitadelState, victims: readonly PoisonDose[], events: GameEvent[]): CitadelState {
  let next = state;
  for (const v of victims) {
    const w = wound(next, v.id, v.wounds, v.cause);
    events.push(...w.events);
    next = w.state;
  }
  return next;
}

/** The players decline the spell: each victim left suffers his poison, and play goes on where it was. */
export function poisonTakesEffect(state: CitadelState, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'poisoned') return state;
  events.push(note('poison', 'The poison takes effect.', '10.6'));
  return suffer({ ...state, phase: p.resume }, p.victims, events);
}

/** 10.6: one victim saved; the rest still wait, or play goes on when none is left. */
export function neutralize(state: CitadelState, target: string, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'poisoned') return state;
  const left = p.victims.filter((v) => v.id !== target);
  events.push(note('poison', `The poison in ${member(state, target).name} is neutralized.`, '10.6'));
  if (left.length === 0) return { ...state, phase: p.resume };
  // A caster who paid may no longer be able to cast: the rest are offered the spell again, or the poison.
  return { ...state, phase: { ...p, victims: left } };
}

/** Spends a ring's free cast of `id` this expedition (14.8). */
export function spendRingCast(state: CitadelState, casterId: string, id: SpellId): CitadelState {
  const c = member(state, casterId);
  const left = [...ringCastsLeft(state, c)];
  left.splice(left.indexOf(id), 1);
  return { ...state, ringCastsLeft: { ...state.ringCastsLeft, [casterId]: left } };
}

/** The choices while poison waits: each caster's Neutralize Poison on each victim (by spell, by ring), or let it work. */
export function poisonChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'poisoned') return [];
  const out: C[] = [];
  for (const c of casters(state)) {
    for (const v of p.victims) {
      const target = member(state, v.id);
      if (!active(target)) continue;
      const whom = target.id === c.id ? 'himself' : target.name;
      const what = `${v.wounds} Wound Point${v.wounds === 1 ? '' : 's'} of poison`;
      if (knowsIt(state, c)) {
        out.push({ id: `neutralize-${c.id}-${v.id}`, label: `${c.name} casts Neutralize Poison on ${whom} (${what}; costs 1 Wound Point)`, section: '10.6', group: 'spell', subjectId: c.id, action: { type: 'cast', spell: 'neutralizePoison', caster: c.id, target: v.id } });
      }
      if (ringFor(state, c)) {
        out.push({ id: `neutralize-ring-${c.id}-${v.id}`, label: `${c.name} casts Neutralize Poison on ${whom} by his ring (${what}; free, once this expedition)`, section: '14.8', group: 'spell', subjectId: c.id, action: { type: 'cast', spell: 'neutralizePoison', caster: c.id, target: v.id, ring: true } });
      }
    }
  }
  const names = p.victims.map((v) => `${member(state, v.id).name} ${v.wounds}`).join(', ');
  out.push({
    id: 'poison-takes-effect',
    label: `Let the poison take effect (${names})`,
    section: '10.6',
    group: 'spell',
    action: { type: 'poisonTakesEffect' },
    confirm: { title: 'Let the poison take effect?', body: `Neutralize Poison can only be cast now. ${names.replace(/(\d+)(,|$)/g, '$1 Wound Points$2')} will be suffered.`, confirmLabel: 'Let it take effect' },
  });
  return out;
}

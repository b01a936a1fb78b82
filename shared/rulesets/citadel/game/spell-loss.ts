import type { Choice, GameEvent } from '../../../engine/ruleset';
import { SUN_NAMES } from '../data/characters';
import { spell, type SpellId } from '../data/spells';
import type { CitadelAction } from './actions';
import { note } from './events';
import { member, spellPool, usableSpells, withMember } from './party';
import type { Character, CitadelState } from './types';

/**
 * 13.5 Asmoday's curse: "his Magic Potential for each sun is immediately and permanently reduced by 1". Under the
 * dominant sun that may leave him one spell fewer than he marked usable this expedition (4.1 D), and the players, who
 * chose the marked spells, choose which of them he loses (ruling "PL 4.1 D"; the digest: "the player's pick"). Play
 * waits in the `spellLoss` phase for that choice, then goes on where it was.
 */

type C = Choice<CitadelAction>;

/** The spells of his pool usable now (4.1 D), without those given in play, which no sun limits (10.8 ruling). */
function usableOfPool(state: CitadelState, c: Character): SpellId[] {
  const pool = spellPool(c);
  return usableSpells(state, c).filter((id) => pool.includes(id));
}

/**
 * After a curse has lowered `who`'s Magic Potential (`after`), where he can no longer use every spell of his pool he
 * could use before (`before`): his marks are written out as they were, and play waits for the players to strike one.
 * Nothing waits where the curse costs him no usable spell (a sun whose count he did not reach, or a Magic Potential
 * already 0 under it), or where play cannot wait (outside exploring, a trap or an encounter).
 */
export function holdSpellLoss(before: CitadelState, after: CitadelState, who: string, events: GameEvent[]): CitadelState {
  const had = usableOfPool(before, member(before, who));
  const left = usableOfPool(after, member(after, who));
  const phase = after.phase;
  if (left.length >= had.length) return after;
  if (phase.kind !== 'explore' && phase.kind !== 'trap' && phase.kind !== 'encounter') return after;
  const c = member(after, who);
  events.push(note('spell', `Under the ${SUN_NAMES[after.dominantSun]} Sun ${c.name} may now use only ${left.length} of the spells marked for this expedition: choose the one he loses.`, '13.5'));
  return { ...withMember(after, who, (m) => ({ ...m, marked: had })), phase: { kind: 'spellLoss', character: who, resume: phase } };
}

/** The choices of the `spellLoss` phase: each spell he may use now, as the one lost. */
export function spellLossChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'spellLoss') return [];
  const c = member(state, p.character);
  return (c.marked ?? []).map((id): C => ({
    id: `lose-${c.id}-${id}`,
    label: `${c.name} loses ${spell(id).name} (not usable this expedition)`,
    section: '13.5',
    group: 'spell',
    subjectId: c.id,
    action: { type: 'loseSpell', character: c.id, spell: id },
  }));
}

/**
 * Strikes `id` from his marks. He keeps the spell on his list (the curse lowers his Magic Potential, not what he knows):
 * the next expedition's marking may choose it again. Play goes on where it was once he uses no more than his Magic
 * Potential allows.
 */
export function loseSpell(state: CitadelState, who: string, id: SpellId, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'spellLoss') return state;
  const c = member(state, who);
  const marked = (c.marked ?? []).filter((s) => s !== id);
  events.push(note('spell', `${c.name} loses ${spell(id).name} for this expedition; still usable: ${marked.map((s) => spell(s).name).join(', ') || 'none'}.`, '13.5'));
  const next = withMember(state, who, (m) => ({ ...m, marked }));
  const n = Math.min(c.magicPotential[state.dominantSun], spellPool(c).length);
  return marked.length > n ? next : { ...next, phase: p.resume };
}

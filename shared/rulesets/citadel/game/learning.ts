import type { Choice, GameEvent } from '../../../engine/ruleset';
import { choosableAtStart, SPELL_TYPE_NAMES, SPELLS, spell, type SpellId } from '../data/spells';
import type { CitadelAction } from './actions';
import { note } from './events';
import { member, withMember } from './party';
import { defaultSpells } from './setup';
import type { Character, CitadelState } from './types';

/**
 * New spells when a Magic Potential rises. PL 4.1 B6: a caster knows as many spells as his highest Magic Potential,
 * chosen by the players. PL 14.6 (a sun talisman): "if he may now use more spells than his record holds, the player may
 * at once choose new, additional spells"; 12.2 raises one sun's Magic Potential by 1 between expeditions, and the same
 * count then asks for one more spell (reconstructed: 12.2 says nothing of spells). Play waits in the `learnSpell`
 * phase for each one, then goes on where it was.
 */

type C = Choice<CitadelAction>;

/** The spells of his list that count toward his highest Magic Potential: every one but the special spells (10.8). */
function counted(c: Character): number {
  return c.spells.filter((s) => s !== 'wrathOfGod' && s !== 'resurrect').length;
}

/** How many spells he may still learn: his highest Magic Potential less the spells he knows (PL 4.1 B6). */
export function spellsToLearn(c: Character): number {
  return Math.max(0, Math.max(c.magicPotential.red, c.magicPotential.yellow, c.magicPotential.blue) - counted(c));
}

/** The spells he may choose: any he does not know, never a special one (10.8). */
function learnable(c: Character): SpellId[] {
  return SPELLS.filter((s) => choosableAtStart(s) && !c.spells.includes(s));
}


/**
 * After his Magic Potential rose: where he may know more spells than he does, play waits for the players to choose
 * them. Where play cannot wait (a phase that does not resume), he learns the first of the usual order, as the engine
 * did before the players chose.
 */
export function holdLearning(state: CitadelState, who: string, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  const count = Math.min(spellsToLearn(c), learnable(c).length);
  if (count === 0) return state;
  const phase = state.phase;
  if (phase.kind === 'explore' || phase.kind === 'trap' || phase.kind === 'encounter' || phase.kind === 'chest' || phase.kind === 'home') {
    events.push(note('spell', `${c.name} may learn ${count} new spell${count === 1 ? '' : 's'}: choose ${count === 1 ? 'it' : 'them'}.`, '14.6'));
    return { ...state, phase: { kind: 'learnSpell', character: who, count, resume: phase } };
  }
  return withMember(state, who, (m) => {
    const extra = defaultSpells(m.magicPotential).filter((s) => !m.spells.includes(s));
    return { ...m, spells: [...m.spells, ...extra.slice(0, count)] };
  });
}

/** The choices of the `learnSpell` phase: every spell he may learn. */
export function learnChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'learnSpell') return [];
  const c = member(state, p.character);
  const more = p.count > 1 ? ` (${p.count} to choose)` : '';
  // The suggestion: the next of the usual order he does not know (the built-in player's choice, autoplay-choices.ts).
  const usual = defaultSpells(c.magicPotential).find((s) => !c.spells.includes(s));
  const list = learnable(c);
  const suggested = usual !== undefined && list.includes(usual) ? usual : list[0];
  return list.map((id): C => {
    const s = spell(id);
    return {
      id: `learn-${c.id}-${id}`,
      label: `${c.name} learns ${s.name} (${SPELL_TYPE_NAMES[s.type]}, ${s.cost} WP)${more}`,
      section: '14.6',
      group: 'spell',
      subjectId: c.id,
      action: { type: 'learnSpell', character: c.id, spell: id },
      ...(id === suggested ? { suggested: true as const } : {}),
    };
  });
}

/** He learns `id`, added at the end of his list; play goes on once he has chosen as many as he may. */
export function learnSpell(state: CitadelState, who: string, id: SpellId, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'learnSpell') return state;
  const next = withMember(state, who, (m) => ({ ...m, spells: [...m.spells, id] }));
  events.push(note('spell', `${member(state, who).name} learns ${spell(id).name}.`, '14.6'));
  return p.count > 1 ? { ...next, phase: { ...p, count: p.count - 1 } } : { ...next, phase: p.resume };
}


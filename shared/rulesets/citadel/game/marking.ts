import { roll } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { Choice, GameEvent } from '../../../engine/ruleset';
import { SUN_NAMES } from '../data/characters';
import { spell, type SpellId } from '../data/spells';
import type { CitadelAction } from './actions';
import { note, rolled } from './events';
import { activeMembers, member, spellPool, usableSpells, withMember } from './party';
import type { CitadelState } from './types';

/**
 * PL 4.1 D: "after the dominant sun is rolled the players choose, from the spells given to each character at the
 * start (B6), as many as his Magic Potential under that sun … the spell left out cannot be used this expedition."
 * While the party still stands on the Gateway at the start of an expedition (`marking`), each caster whose pool holds
 * more spells than that number may mark another in place of one marked; the engine marks the first of the pool until
 * he does, and keeps his marks from one expedition to the next.
 */

type C = Choice<CitadelAction>;

export function markingChoices(state: CitadelState): C[] {
  if (!state.marking) return [];
  const out: C[] = [];
  for (const c of activeMembers(state)) {
    const pool = spellPool(c);
    const usable = usableSpells(state, c).filter((id) => pool.includes(id));
    if (usable.length === 0 || usable.length >= pool.length) continue;
    for (const k of pool) {
      if (usable.includes(k)) continue;
      for (const u of usable) {
        out.push({
          id: `mark-${c.id}-${k}-${u}`,
          label: `${c.name} marks ${spell(k).name} in place of ${spell(u).name} (usable under the ${SUN_NAMES[state.dominantSun]} Sun this expedition)`,
          section: '4.1',
          group: 'spell',
          subjectId: c.id,
          action: { type: 'markSpell', character: c.id, spell: k, instead: u },
        });
      }
    }
  }
  return out;
}

/** Marks `id` in place of `instead`; a Heal or Rejuvenate marked now rolls its 1D6 uses, as on entering (10.6). */
export function markSpell(state: CitadelState, rng: Rng, who: string, id: SpellId, instead: SpellId, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  const usable = usableSpells(state, c).filter((s) => spellPool(c).includes(s));
  const marked = usable.map((s) => (s === instead ? id : s));
  events.push(note('spell', `${c.name} marks ${spell(id).name} in place of ${spell(instead).name}: usable this expedition ${marked.map((s) => spell(s).name).join(', ')}.`, '4.1'));
  let next = withMember(state, who, (m) => ({ ...m, marked }));
  const key = `${who}:${id}`;
  if ((id === 'heal' || id === 'rejuvenate') && next.healUses[key] === undefined) {
    const r = roll(rng, '1D6', { section: '10.6', table: 'Heal uses', purpose: `${c.name}'s ${spell(id).name} uses this expedition` });
    events.push(rolled('spell', `${c.name} may cast ${spell(id).name} ${r.total} time${r.total === 1 ? '' : 's'} this expedition.`, r));
    next = { ...next, healUses: { ...next.healUses, [key]: r.total } };
  }
  return next;
}

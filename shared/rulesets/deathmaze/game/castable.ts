import { availableSpellRings, spellInfo, type CarriedRing, type SpellId } from '../advanced';
import { effectiveWoundPoints } from './party';
import type { DeathmazeState, GameAdventurer } from './types';

/*
 * What a Wizard can cast now, read from the state alone: the poison rules ask it (is there a Wizard to neutralize the
 * poison?) and the spell-casting rules act on it, so it stands apart from both (they once imported each other).
 */

/** The rings he wears [12.1]: every ring he carries (the texts set no limit). */
export function ringsOf(a: GameAdventurer): CarriedRing[] {
  return a.magicItems.flatMap((i) => (i.kind === 'ring' ? [{ id: i.id, ring: i.ring }] : []));
}

/** [12.13] His spell rings not yet used this expedition. */
export function spellRingsOf(state: DeathmazeState, a: GameAdventurer): { id: string; spell: SpellId }[] {
  return availableSpellRings(a, ringsOf(a), state.ringsUsed ?? []);
}

/** The spells he may cast outside combat now (by id, or "ring:<id>" for a spell ring), with what each is. */
export function castableSpells(state: DeathmazeState, a: GameAdventurer, use: 'nonCombat' | 'negotiation'): { spell: string; id: SpellId; ring: boolean }[] {
  if (state.gameVariant !== 'advanced' || a.dead) return [];
  const out: { spell: string; id: SpellId; ring: boolean }[] = [];
  for (const id of a.spells ?? []) {
    const info = spellInfo(id);
    if (info.use === use && a.wounds + info.cost < effectiveWoundPoints(a)) out.push({ spell: id, id, ring: false });
  }
  for (const r of spellRingsOf(state, a)) {
    if (spellInfo(r.spell).use === use && !out.some((o) => o.id === r.spell)) out.push({ spell: `ring:${r.id}`, id: r.spell, ring: true });
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import type { SpellId } from '../../../../shared/rulesets/citadel';
import { choicesFor, chooseAction, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { usableSpells } from '../../../../shared/rulesets/citadel/game/party';
import { act, firstMemberInvestigates, listed } from './helpers';

/**
 * 13.5 Asmoday: a failed Resistance Check "is cursed and his Magic Potential for each sun is immediately and permanently
 * reduced by 1". Where that leaves him fewer spells usable this expedition than he marked (4.1 D), the players choose
 * which one he loses (ruling "PL 4.1 D"); he keeps it on his list for later expeditions.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/**
 * The first member, a caster of `spells` with Magic Potential `mp` under every sun and Resistance 0 (so Asmoday's check
 * fails: 1D6 ≤ 0 never), investigates an altar, stepped off the Gateway; from successive seeds until the altar is
 * Asmoday's.
 */
function cursed(spells: readonly SpellId[], mp: number) {
  return firstMemberInvestigates(
    'altar',
    (c) => ({ ...c, spells: [...spells], magicPotential: { red: mp, yellow: mp, blue: mp }, resistance: 0 }),
    (r) => r.events.some((e) => e.text.includes(': Asmoday.')),
    300,
    'no seed gave Asmoday',
  );
}

describe('Citadel: Asmoday\u2019s curse takes the usable spell the players choose (13.5)', () => {
  it('waits for the players: each marked spell is offered as the one lost, and nothing else is', () => {
    const r = cursed(['heal', 'lightning', 'blast'], 3);
    expect(member(r.after, r.id).magicPotential).toEqual({ red: 2, yellow: 2, blue: 2 });
    expect(r.after.phase.kind).toBe('spellLoss');
    expect(listed(r.after)).toEqual([
      { type: 'loseSpell', character: r.id, spell: 'heal' },
      { type: 'loseSpell', character: r.id, spell: 'lightning' },
      { type: 'loseSpell', character: r.id, spell: 'blast' },
    ]);
    // The board says what is asked and why.
    const view = citadelView(r.after);
    expect(view.phase.title).toBe('Cursed by Asmoday');
    expect(view.phase.section).toBe('13.5');
    expect(choicesFor(r.after).map((c) => c.label)).toContain(`${member(r.after, r.id).name} loses Heal (not usable this expedition)`);
  });

  it('the spell chosen, even the first marked, is the one he cannot cast; play goes on exploring; the spell stays on his list', () => {
    const r = cursed(['heal', 'lightning', 'blast'], 3);
    const lost = act(r.after, { type: 'loseSpell', character: r.id, spell: 'heal' }, r.rng);
    expect(lost.state.phase.kind).toBe('explore');
    expect(usableSpells(lost.state, member(lost.state, r.id))).toEqual(['lightning', 'blast']);
    expect(member(lost.state, r.id).spells).toEqual(['heal', 'lightning', 'blast']);
    expect(listed(lost.state).some((a) => a.type === 'heal' && a.caster === r.id)).toBe(false);
    expect(listed(lost.state).some((a) => a.type === 'move')).toBe(true);
    expect(lost.events.map((e) => e.text).join(' ')).toMatch(/loses Heal for this expedition/);
  });

  it('refuses any other action, and a spell not marked, while the choice waits', () => {
    const r = cursed(['heal', 'lightning', 'blast'], 3);
    const move = listed(r.before).find((a) => a.type === 'move');
    expect(move).toBeDefined();
    expect(() => act(r.after, move!, r.rng)).toThrow(/refused/);
    expect(() => act(r.after, { type: 'loseSpell', character: r.id, spell: 'sleep' }, r.rng)).toThrow(/refused/);
  });

  it('asks nothing where the curse costs him no usable spell: a pool smaller than his Magic Potential', () => {
    const r = cursed(['heal', 'lightning'], 4);
    expect(member(r.after, r.id).magicPotential).toEqual({ red: 3, yellow: 3, blue: 3 });
    expect(r.after.phase.kind).toBe('explore');
    expect(usableSpells(r.after, member(r.after, r.id))).toEqual(['heal', 'lightning']);
  });

  it('the built-in player answers it with one of the listed choices', () => {
    const r = cursed(['heal', 'lightning', 'blast'], 3);
    const a = chooseAction(r.after);
    expect(listed(r.after)).toContainEqual(a);
    expect(act(r.after, a, r.rng).state.phase.kind).toBe('explore');
  });

  it('the next expedition may mark the lost spell again, within the lowered Magic Potential', () => {
    const r = cursed(['heal', 'lightning', 'blast'], 3);
    const lost = act(r.after, { type: 'loseSpell', character: r.id, spell: 'heal' }, r.rng).state;
    const home = act(lost, { type: 'leave' }, r.rng).state;
    const out = act(home, { type: 'setOut' }, r.rng).state;
    expect(out.marking).toBe(true);
    expect(usableSpells(out, member(out, r.id))).toHaveLength(2);
    expect(listed(out)).toContainEqual({ type: 'markSpell', character: r.id, spell: 'heal', instead: 'lightning' });
  });
});

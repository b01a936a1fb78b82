import { describe, expect, it } from 'vitest';
import type { SpellId } from '../../../../shared/rulesets/citadel';
import { choicesFor, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { usableSpells } from '../../../../shared/rulesets/citadel/game/party';
import { act, facingOrcs, fightOut, listed, start } from './helpers';

/**
 * PL 4.1 D: each expedition the dominant sun is rolled, and the players choose, from each caster's pool of spells (4.1
 * B6), as many as his Magic Potential under that sun; the others cannot be used this expedition. Spells given in play
 * (10.8: Wrath of God, Resurrect; 13.5: an altar's Lightning) are not limited by it (10.8 ruling).
 */

function withCaster(seed: number, spells: readonly SpellId[], mp: number, extra: Partial<CitadelState['party'][number]> = {}) {
  const { state: s0, rng } = start(seed);
  const id = s0.order[0]!;
  const party = s0.party.map((c) => (c.id === id ? { ...c, spells: [...spells], magicPotential: { red: mp, yellow: mp, blue: mp }, woundPoints: 14, wounds: 0, ...extra } : c));
  return { state: { ...s0, party }, rng, id };
}

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;
const marks = (s: CitadelState, id?: string) => listed(s).filter((a) => a.type === 'markSpell' && (id === undefined || a.character === id));

describe('Citadel: the dominant sun decides which known spells are usable (4.1 D)', () => {
  it('offers, on the Gateway before the first step, every swap of a marked spell for an unmarked one; the marked ones are the usable ones', () => {
    const { state, rng, id } = withCaster(1, ['heal', 'lightning', 'blast'], 2);
    expect(state.marking).toBe(true);
    expect(usableSpells(state, member(state, id))).toEqual(['heal', 'lightning']);
    // One spell out, two places it may take.
    expect(marks(state, id)).toEqual([
      { type: 'markSpell', character: id, spell: 'blast', instead: 'heal' },
      { type: 'markSpell', character: id, spell: 'blast', instead: 'lightning' },
    ]);
    const r = act(state, { type: 'markSpell', character: id, spell: 'blast', instead: 'heal' }, rng);
    expect(usableSpells(r.state, member(r.state, id))).toEqual(['blast', 'lightning']);
    // Heal is out: not offered outside a fight, and shown as not usable on his record.
    expect(choicesFor(r.state).some((c) => c.action.type === 'heal' && c.action.caster === id)).toBe(false);
    const view = citadelView(r.state);
    const stats = view.people.find((p) => p.id === id)!.stats;
    expect(stats.find((s) => s.label.startsWith('Spells ('))!.value).toBe('Bl Lt');
  });

  it('marks no more once the party steps off the Gateway, and keeps the marks for the fights of the expedition', () => {
    const { state, rng, id } = withCaster(2, ['heal', 'lightning', 'blast'], 2);
    const marked = act(state, { type: 'markSpell', character: id, spell: 'blast', instead: 'heal' }, rng).state;
    const move = listed(marked).find((a) => a.type === 'move')!;
    const moved = act(marked, move, rng).state;
    expect(moved.marking).toBeUndefined();
    expect(marks(moved)).toEqual([]);
    const fight = act(facingOrcs(moved, rng), { type: 'fight' }, rng).state;
    if (fight.phase.kind !== 'combat') throw new Error('no fight');
    expect(fight.phase.combat.fighters.find((f) => f.id === id)!.spells).toEqual(['blast', 'lightning']);
  });

  it('a Heal marked in rolls its 1D6 uses at once, as on entering (10.6)', () => {
    const { state, rng, id } = withCaster(3, ['lightning', 'blast', 'heal'], 2);
    expect(state.healUses[`${id}:heal`]).toBeUndefined();
    const r = act(state, { type: 'markSpell', character: id, spell: 'heal', instead: 'blast' }, rng);
    const uses = r.state.healUses[`${id}:heal`]!;
    expect(uses).toBeGreaterThanOrEqual(1);
    expect(uses).toBeLessThanOrEqual(6);
    expect(r.events.find((e) => e.roll?.table === 'Heal uses')!.roll!.total).toBe(uses);
  });

  it('offers nothing to mark where the pool is no larger than the sun allows', () => {
    const { state, id } = withCaster(4, ['heal', 'lightning'], 2);
    expect(marks(state, id)).toEqual([]);
  });

  it('spells given in play are usable whatever the sun: Wrath of God beyond the count, an altar\u2019s Lightning at 1 Wound Point (10.8, 13.5)', () => {
    const { state, rng, id } = withCaster(5, ['blast', 'sleep', 'wrathOfGod', 'lightning'], 1, { cheapLightning: true });
    expect(usableSpells(state, member(state, id))).toEqual(['blast', 'wrathOfGod', 'lightning']);
    const fight = act(facingOrcs(state, rng), { type: 'fight' }, rng).state;
    if (fight.phase.kind !== 'combat') throw new Error('no fight');
    const f = fight.phase.combat.fighters.find((x) => x.id === id)!;
    expect(f.spells).toEqual(['blast', 'wrathOfGod', 'lightning']);
    expect(f.cheapLightning).toBe(true);
  });

  it('Alloces\u2019 boon frees combat spells in the next fight only (13.5)', () => {
    const { state, rng, id } = withCaster(6, ['blast'], 1, { freeCombatSpells: true });
    const fight = act(facingOrcs(state, rng), { type: 'fight' }, rng).state;
    if (fight.phase.kind !== 'combat') throw new Error('no fight');
    expect(fight.phase.combat.fighters.find((x) => x.id === id)!.freeCombatSpells).toBe(true);
    const after = fightOut(fight, rng).state;
    expect(member(after, id).freeCombatSpells).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { DeathmazeState, GameItem } from '../../../../shared/rulesets/deathmaze/game';
import { R, act, fresh } from './helpers';

const WITH_WIZARD = {
  variant: 'advanced',
  party: [
    { name: 'Arn', class: 'hero' },
    { name: 'Wyn', class: 'wizard', spell: 'neutralizePoison' },
  ],
};

function carrying(state: DeathmazeState, id: string, item: GameItem): DeathmazeState {
  return { ...state, party: state.party.map((a) => (a.id === id ? { ...a, magicItems: [...a.magicItems, item] } : a)) };
}

const POISON: GameItem = { kind: 'potion', potion: 'poison', id: 'p1', doses: 1 };

describe('[11.3] Neutralize Poison right after a poisoning outside combat', () => {
  it('a poison potion waits for the spell; cast, the drinker suffers nothing and the Wizard pays 1 Wound', () => {
    const { state, rng } = fresh(2, WITH_WIZARD);
    const s = carrying(state, 'a1', POISON);
    const r = act(s, { type: 'use', itemId: 'p1' }, rng);
    expect(r.state.phase.kind).toBe('poisoned');
    if (r.state.phase.kind !== 'poisoned') return;
    const dose = r.state.phase.victims[0]!;
    expect(dose).toMatchObject({ id: 'a1', cause: 'a poison potion' });
    expect(dose.wounds).toBeGreaterThanOrEqual(1);
    expect(r.state.phase.resume).toEqual({ kind: 'exploring' });
    expect(r.state.party[0]!.wounds).toBe(0);
    expect(r.state.poisonPending).toBeUndefined();
    const choices = R.choices(r.state);
    expect(choices[0]).toMatchObject({ section: '11.3', action: { type: 'cast', adventurerId: 'a2', spell: 'neutralizePoison', targetId: 'a1' } });
    expect(choices.filter((c) => c.action.type !== 'rename').at(-1)!.action).toEqual({ type: 'decline' });
    // Nothing else may happen meanwhile.
    expect(R.apply(r.state, { type: 'move', side: 'north' }, rng)).toMatchObject({ ok: false, rule: '5.28' });
    const cast = act(r.state, choices[0]!.action, rng);
    expect(cast.state.phase).toEqual({ kind: 'exploring' });
    expect(cast.state.party[0]!.wounds).toBe(0);
    expect(cast.state.party[1]).toMatchObject({ wounds: 1, spellWounds: 1 });
    const declined = act(r.state, { type: 'decline' }, rng);
    expect(declined.state.phase).toEqual({ kind: 'exploring' });
    expect(declined.state.party[0]!.wounds).toBe(dose.wounds);
  });

  it('without a Wizard who can cast it (or in the Basic game) the poison takes effect at once', () => {
    const basic = fresh(2);
    const b = act(carrying(basic.state, 'a1', POISON), { type: 'use', itemId: 'p1' }, basic.rng);
    expect(b.state.phase.kind).toBe('exploring');
    expect(b.state.party[0]!.wounds).toBeGreaterThan(0);
    const { state, rng } = fresh(2, WITH_WIZARD);
    // Wyn is one Wound from death: the spell's cost would kill him [11.22].
    const weak = { ...state, party: state.party.map((a) => (a.id === 'a2' ? { ...a, wounds: a.woundPoints - 1 } : a)) };
    const r = act(carrying(weak, 'a1', POISON), { type: 'use', itemId: 'p1' }, rng);
    expect(r.state.phase.kind).toBe('exploring');
    expect(r.state.party[0]!.wounds).toBeGreaterThan(0);
    expect(R.apply(r.state, { type: 'cast', adventurerId: 'a2', spell: 'neutralizePoison', targetId: 'a1' }, rng)).toMatchObject({ ok: false, rule: '11.3' });
  });

  it('a Neutralize Poison ring lets a Wizard who does not know the spell cast it, once this expedition [12.13]', () => {
    const { state, rng } = fresh(2, { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }] });
    const s = carrying(carrying(state, 'a1', POISON), 'a2', { kind: 'ring', ring: 'neutralizePoison', id: 'r1' });
    const r = act(s, { type: 'use', itemId: 'p1' }, rng);
    const cast = R.choices(r.state)[0]!;
    expect(cast).toMatchObject({ section: '12.13', action: { type: 'cast', adventurerId: 'a2', spell: 'ring:r1', targetId: 'a1' } });
    const after = act(r.state, cast.action, rng).state;
    expect(after.party[0]!.wounds).toBe(0);
    expect(after.party[1]!.wounds).toBe(0);
    expect(after.ringsUsed).toEqual(['r1']);
  });

  it('a poison trap on a door: the arrow wounds at once, the poison waits, then the party goes on to the monster check', () => {
    let seen = 0;
    for (let seed = 1; seed <= 300 && seen < 3; seed++) {
      const { state } = fresh(seed, WITH_WIZARD);
      const trapped: DeathmazeState = { ...state, phase: { kind: 'trap', source: { kind: 'door' } } };
      const rng = Rng.fromSeedNumber(seed);
      const r = act(trapped, { type: 'trap', method: 'open', adventurerId: 'a1' }, rng);
      if (r.state.phase.kind !== 'poisoned') {
        expect(r.events.some((e) => e.kind === 'poison.pending')).toBe(false);
        continue;
      }
      seen++;
      const poison = r.state.phase.victims[0]!.wounds;
      const resume = r.state.phase.resume;
      expect(r.events.some((e) => (e.section === '10.23' || e.section === '10.24') && e.roll)).toBe(true);
      // The monster check of [5.27] was made; the game goes on there after the poison.
      expect(r.events.some((e) => e.tableId === 'exploration-wandering-monster' || e.tableId === 'exploration-room-monster')).toBe(true);
      const before = r.state.party[0]!.wounds;
      const d = act(r.state, { type: 'decline' }, rng);
      const arn = d.state.party[0]!;
      if (!arn.dead) expect(arn.wounds).toBe(before + poison);
      if (d.state.phase.kind !== 'ended') expect(d.state.phase).toEqual(resume);
    }
    expect(seen).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import type { MagicItem, SpellId } from '../../../../shared/rulesets/citadel';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, listed, start } from './helpers';

/**
 * 10.6 Neutralize Poison (cost 1): "cast on a character who drank poison, investigates a poisoned fountain or fell into
 * a trap holding poison … must be cast at once after the poisoning", and it cancels the poison. 14.7: its medallion
 * makes the wearer immune; 14.8: its ring casts it free once an expedition.
 */

/** The first member made a caster of `spells` (every sun's MP 6), the second the one who drinks; a fountain here. */
function atFountain(seed: number, spells: readonly SpellId[], items: readonly MagicItem[] = []) {
  const { state: s0, rng } = start(seed);
  const casterId = s0.order[0]!;
  const drinker = s0.order[1]!;
  const party = s0.party.map((c) => {
    if (c.id === casterId) return { ...c, spells: [...spells], magicPotential: { red: 6, yellow: 6, blue: 6 }, woundPoints: 12, wounds: 0, items: [...items] };
    if (c.id === drinker) return { ...c, woundPoints: 20, wounds: 0, items: [] };
    return c;
  });
  const key = keyOf(s0.position);
  const state: CitadelState = { ...s0, party, tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'fountain', featureUsed: false } } };
  return { state, rng, casterId, drinker };
}

const wounds = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!.wounds;
/** The 1D3 of poisoned water, as the log shows it. */
const dose = (events: readonly GameEvent[]) => events.find((e) => e.roll?.purpose === 'Poisoned water')?.roll?.total;

/** Seeds whose fountain pours poison for the drinker (13.1: Poison on a 1). */
function poisonedSeeds(spells: readonly SpellId[], items: readonly MagicItem[] = [], want = 3) {
  const out: { state: CitadelState; rng: ReturnType<typeof start>['rng']; casterId: string; drinker: string; events: readonly GameEvent[]; amount: number }[] = [];
  for (let seed = 1; seed <= 200 && out.length < want; seed++) {
    const f = atFountain(seed, spells, items);
    const r = act(f.state, { type: 'investigateFeature', character: f.drinker }, f.rng);
    const amount = dose(r.events);
    if (amount !== undefined) out.push({ ...f, state: r.state, events: r.events, amount });
  }
  expect(out.length).toBe(want);
  return out;
}

describe('Citadel Neutralize Poison (10.6)', () => {
  it('holds a poisoning for the spell: the poison waits, the caster may cast it on the victim for 1 Wound Point, and no poison is suffered', () => {
    for (const p of poisonedSeeds(['neutralizePoison'])) {
      expect(p.state.phase.kind).toBe('poisoned');
      expect(wounds(p.state, p.drinker)).toBe(0);
      const cast = listed(p.state).filter((a) => a.type === 'cast' && a.spell === 'neutralizePoison');
      expect(cast).toEqual([{ type: 'cast', spell: 'neutralizePoison', caster: p.casterId, target: p.drinker }]);
      const r = act(p.state, cast[0]!, p.rng);
      expect(wounds(r.state, p.drinker)).toBe(0);
      expect(wounds(r.state, p.casterId)).toBe(1);
      // Play goes on where it was: exploring the room.
      expect(r.state.phase.kind).toBe('explore');
      expect(r.events.map((e) => e.text).join(' ')).toMatch(/neutralized/);
    }
  });

  it('lets the poison work when the players decline: the victim suffers the 1D3 rolled, and the chance is gone', () => {
    for (const p of poisonedSeeds(['neutralizePoison'])) {
      const r = act(p.state, { type: 'poisonTakesEffect' }, p.rng);
      expect(wounds(r.state, p.drinker)).toBe(p.amount);
      expect(wounds(r.state, p.casterId)).toBe(0);
      expect(r.state.phase.kind).toBe('explore');
      expect(listed(r.state).some((a) => a.type === 'cast' && a.spell === 'neutralizePoison')).toBe(false);
    }
  });

  it('is not offered later: with no one able to cast it the poison is suffered at once', () => {
    for (const p of poisonedSeeds(['heal'])) {
      expect(p.state.phase.kind).toBe('explore');
      expect(wounds(p.state, p.drinker)).toBe(p.amount);
    }
  });

  it('cannot be cast by someone whose cost would kill him (10.2): then nothing waits', () => {
    let seen = 0;
    for (let seed = 1; seed <= 200 && seen < 2; seed++) {
      const f = atFountain(seed, ['neutralizePoison']);
      // The caster on his last Wound Point.
      const tired = { ...f.state, party: f.state.party.map((c) => (c.id === f.casterId ? { ...c, wounds: c.woundPoints - 1 } : c)) };
      const r = act(tired, { type: 'investigateFeature', character: f.drinker }, f.rng);
      const amount = dose(r.events);
      if (amount === undefined) continue;
      seen++;
      expect(r.state.phase.kind).toBe('explore');
      expect(wounds(r.state, f.drinker)).toBe(amount);
    }
    expect(seen).toBe(2);
  });

  it('a Neutralize Poison ring casts it free once an expedition (14.8); its medallion makes the wearer immune (14.7)', () => {
    for (const p of poisonedSeeds([], [{ type: 'ring', kind: 'neutralizePoison' }])) {
      expect(p.state.phase.kind).toBe('poisoned');
      const ring = listed(p.state).filter((a) => a.type === 'cast' && a.spell === 'neutralizePoison');
      expect(ring).toEqual([{ type: 'cast', spell: 'neutralizePoison', caster: p.casterId, target: p.drinker, ring: true }]);
      const r = act(p.state, ring[0]!, p.rng);
      expect(wounds(r.state, p.drinker)).toBe(0);
      expect(wounds(r.state, p.casterId)).toBe(0);
      expect(r.state.ringCastsLeft[p.casterId]).toEqual([]);
    }
    // The drinker wears the medallion: no poison, no pause.
    for (let seed = 1, seen = 0; seed <= 200 && seen < 2; seed++) {
      const f = atFountain(seed, ['neutralizePoison']);
      const worn = { ...f.state, party: f.state.party.map((c) => (c.id === f.drinker ? { ...c, items: [{ type: 'medallion' as const, kind: 'neutralizePoison' as const }] } : c)) };
      const r = act(worn, { type: 'investigateFeature', character: f.drinker }, f.rng);
      if (dose(r.events) === undefined) continue;
      seen++;
      expect(r.state.phase.kind).toBe('explore');
      expect(wounds(r.state, f.drinker)).toBe(0);
      expect(r.events.map((e) => e.text).join(' ')).toMatch(/medallion stops the poison/);
    }
  });

  it('holds a trap’s poison after the door’s monster check, then play goes on with what the check found (7.1, 5.0 C)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 400 && seen < 3; seed++) {
      const { state: s0, rng, casterId } = atFountain(seed, ['neutralizePoison']);
      const victim = s0.order[1]!;
      const clumsy = { ...s0, phase: { kind: 'trap' as const }, party: s0.party.map((c) => (c.id === victim ? { ...c, skills: { ...c.skills, detrap: 0 } } : c)) };
      const r = act(clumsy, { type: 'investigateTrap', character: victim }, rng);
      if (r.state.phase.kind !== 'poisoned') continue;
      seen++;
      const resume = r.state.phase.resume.kind;
      expect(['explore', 'encounter']).toContain(resume);
      const poisonRoll = r.events.find((e) => /: poison$/.test(e.roll?.purpose ?? ''))!.roll!.total;
      const before = wounds(r.state, victim);
      const saved = act(r.state, { type: 'cast', spell: 'neutralizePoison', caster: casterId, target: victim }, rng);
      expect(wounds(saved.state, victim)).toBe(before);
      expect(saved.state.phase.kind).toBe(resume);
      const hurt = act(r.state, { type: 'poisonTakesEffect' }, rng);
      expect(wounds(hurt.state, victim)).toBe(Math.min(before + poisonRoll, hurt.state.party.find((c) => c.id === victim)!.woundPoints));
    }
    expect(seen).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import type { SpellId } from '../../../../shared/rulesets/citadel';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, facingOrcs, fightOut, listed, start } from './helpers';

/**
 * 10.6 Mage Armor (cost 1): "roll 1D3+1 … each wound the protected character suffers lowers it by one; at zero he is
 * wounded normally; it does not protect against a spell's cost". 10.6 Strength (cost 1): as the Strength potion (14.5),
 * Combat Bonus +1D6 "only in the next fight". Both are any-time spells (10.1): castable outside a fight.
 */

/** The first member a caster of `spells` (every sun's MP 6, 12 WP); the second, a stout one, stands by. */
function party(seed: number, spells: readonly SpellId[]) {
  const { state: s0, rng } = start(seed);
  const casterId = s0.order[0]!;
  const other = s0.order[1]!;
  const members = s0.party.map((c) => {
    if (c.id === casterId) return { ...c, spells: [...spells], magicPotential: { red: 6, yellow: 6, blue: 6 }, woundPoints: 12, wounds: 0 };
    if (c.id === other) return { ...c, woundPoints: 20, wounds: 0, items: [] };
    return c;
  });
  return { state: { ...s0, party: members }, rng, casterId, other };
}

const who = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;
const rollOf = (events: readonly GameEvent[], table: string) => events.find((e) => e.roll?.table === table)!.roll!.total;

function withFountain(state: CitadelState): CitadelState {
  const key = keyOf(state.position);
  return { ...state, tiles: { ...state.tiles, [key]: { ...state.tiles[key]!, feature: 'fountain', featureUsed: false } } };
}

describe('Citadel Mage Armor and Strength outside a fight (10.6)', () => {
  it('Mage Armor is offered while exploring, costs its caster 1 Wound Point and wards the target for 1D3+1', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const p = party(seed, ['mageArmor']);
      const offered = listed(p.state).filter((a) => a.type === 'cast' && a.spell === 'mageArmor');
      // On anyone able to act, himself included.
      expect(offered.length).toBe(p.state.party.filter((c) => c.alive).length);
      const r = act(p.state, { type: 'cast', spell: 'mageArmor', caster: p.casterId, target: p.other }, p.rng);
      const armor = rollOf(r.events, 'Mage Armor (spell list)');
      expect(armor).toBeGreaterThanOrEqual(2);
      expect(armor).toBeLessThanOrEqual(4);
      expect(who(r.state, p.other).mageArmor).toBe(armor);
      expect(who(r.state, p.casterId).wounds).toBe(1);
      expect(r.state.phase.kind).toBe('explore');
    }
  });

  it('Mage Armor takes the next wounds outside a fight: a poisoned fountain\u2019s 1D3 is absorbed point for point', () => {
    let seen = 0;
    for (let seed = 1; seed <= 300 && seen < 3; seed++) {
      const p = party(seed, ['mageArmor']);
      const warded = act(withFountain(p.state), { type: 'cast', spell: 'mageArmor', caster: p.casterId, target: p.other }, p.rng);
      const armor = who(warded.state, p.other).mageArmor!;
      const r = act(warded.state, { type: 'investigateFeature', character: p.other }, p.rng);
      const dose = r.events.find((e) => e.roll?.purpose === 'Poisoned water')?.roll?.total;
      if (dose === undefined) continue;
      seen++;
      expect(who(r.state, p.other).wounds).toBe(Math.max(0, dose - armor));
      expect(who(r.state, p.other).mageArmor ?? 0).toBe(Math.max(0, armor - dose));
    }
    expect(seen).toBe(3);
  });

  it('Mage Armor never takes a spell\u2019s cost: a warded caster pays his next spell in full', () => {
    const p = party(2, ['mageArmor', 'strength']);
    const warded = act(p.state, { type: 'cast', spell: 'mageArmor', caster: p.casterId, target: p.casterId }, p.rng).state;
    const armor = who(warded, p.casterId).mageArmor!;
    const r = act(warded, { type: 'cast', spell: 'strength', caster: p.casterId, target: p.other }, p.rng);
    expect(who(r.state, p.casterId).wounds).toBe(2);
    expect(who(r.state, p.casterId).mageArmor).toBe(armor);
  });

  it('Mage Armor cast before a fight goes into it, and what the fight leaves of it stays', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const p = party(seed, ['mageArmor']);
      const orcs = facingOrcs(p.state, p.rng);
      const front = orcs.order[0]!;
      const warded = act(orcs, { type: 'cast', spell: 'mageArmor', caster: p.casterId, target: front }, p.rng).state;
      const armor = who(warded, front).mageArmor!;
      const fight = act(warded, { type: 'fight' }, p.rng).state;
      expect(fight.phase.kind).toBe('combat');
      if (fight.phase.kind !== 'combat') continue;
      expect(fight.phase.combat.fighters.find((f) => f.id === front)!.mageArmor).toBe(armor);
      const out = fightOut(fight, p.rng);
      const absorbed = out.texts.filter((t) => t.startsWith(`${who(warded, front).name}'s Mage Armor absorbs`)).map((t) => Number(/absorbs (\d+)/.exec(t)![1]));
      const left = armor - absorbed.reduce((s, n) => s + n, 0);
      if (who(out.state, front).alive) expect(who(out.state, front).mageArmor ?? 0).toBe(left);
    }
  });

  it('Strength gives +1D6 Combat Bonus in the next fight only, is not offered twice, and the fight offers no second one', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const p = party(seed, ['strength']);
      const orcs = facingOrcs(p.state, p.rng);
      const front = orcs.order[0]!;
      const strong = act(orcs, { type: 'cast', spell: 'strength', caster: p.casterId, target: front }, p.rng);
      const bonus = rollOf(strong.events, 'Strength (spell list)');
      expect(who(strong.state, front).strength).toBe(bonus);
      expect(who(strong.state, p.casterId).wounds).toBe(1);
      expect(listed(strong.state).some((a) => a.type === 'cast' && a.spell === 'strength' && a.target === front)).toBe(false);
      const fight = act(strong.state, { type: 'fight' }, p.rng).state;
      if (fight.phase.kind !== 'combat') throw new Error('no fight');
      const f = fight.phase.combat.fighters.find((x) => x.id === front)!;
      expect(f.modifiers).toContainEqual(expect.objectContaining({ label: 'Strength spell', value: bonus }));
      expect(f.strengthened).toBe(true);
      const out = fightOut(fight, p.rng);
      expect(who(out.state, front).strength).toBeUndefined();
    }
  });

  it('both lapse when the party leaves the Citadel (10.6 ruling)', () => {
    const p = party(4, ['mageArmor', 'strength']);
    let s = act(p.state, { type: 'cast', spell: 'mageArmor', caster: p.casterId, target: p.other }, p.rng).state;
    s = act(s, { type: 'cast', spell: 'strength', caster: p.casterId, target: p.other }, p.rng).state;
    expect(who(s, p.other).mageArmor).toBeGreaterThan(0);
    const home = act(s, { type: 'leave' }, p.rng).state;
    expect(home.phase.kind).toBe('home');
    expect(who(home, p.other).mageArmor).toBeUndefined();
    expect(who(home, p.other).strength).toBeUndefined();
  });
});

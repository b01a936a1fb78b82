import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { MonsterGroup } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { R, act, fresh } from './helpers';

const orcs = (wps: number[]): MonsterGroup => ({
  type: 'orc',
  source: 'room',
  count: wps.length,
  monsters: wps.map((woundPoints, i) => ({ index: i + 1, woundPoints, wounds: 0 })),
  treasure: 'C',
});

function facing(group: MonsterGroup, seed = 4): { state: DeathmazeState; rng: Rng } {
  const { state, rng } = fresh(seed);
  return { state: { ...state, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } }, rng };
}

describe('[8.41]/[8.13] choices before combat is joined', () => {
  it('attacking waits for the weapons and the placement, joining combat with the defaults first', () => {
    const { state, rng } = facing(orcs([5, 3, 4]));
    const r = act(state, { type: 'attack' }, rng);
    expect(r.state.phase.kind).toBe('beforeCombat');
    expect(r.state.stats.combats).toBe(0);
    const choices = R.choices(r.state);
    expect(choices[0]).toMatchObject({ id: 'fight', section: '8.1', action: { type: 'fight' } });
    // Heroes hold a sword in front and may take up the bow; Thieves likewise with their dagger and bow.
    expect(choices.filter((c) => c.action.type === 'hold').length).toBe(4);
    // Three orcs of different strength: the other five orders of the front row.
    expect(choices.filter((c) => c.action.type === 'placeMonsters').length).toBe(5);
    for (const c of choices) {
      expect(c.label.length).toBeGreaterThan(0);
      expect(c.section).toMatch(/^\d+\.\d+$/);
    }
    // Items are not passed and the marching order is not changed now [5.14], [9.17].
    expect(R.apply(r.state, { type: 'give', itemId: 'x', adventurerId: 'a2' }, rng)).toMatchObject({ ok: false, rule: '9.17' });
    expect(R.apply(r.state, { type: 'combat', action: { type: 'endPartyCombat' } }, rng)).toMatchObject({ ok: false, rule: '8.1' });
  });

  it('the defaults give the combat the engine gave before: strongest monsters first, hand weapons in front', () => {
    const { state } = facing(orcs([5, 3, 4]));
    const viaStep = act(act(state, { type: 'attack' }, Rng.fromSeedNumber(9)).state, { type: 'fight' }, Rng.fromSeedNumber(9)).state;
    expect(viaStep.phase.kind).toBe('combat');
    if (viaStep.phase.kind !== 'combat') return;
    expect(viaStep.phase.combat.monsterRows[0]!.filter((x) => x !== null).sort()).toEqual(['m1', 'm2', 'm3']);
    const arn = viaStep.phase.combat.adventurers.find((a) => a.id === 'a1')!;
    expect(arn.weapons.find((w) => w.id === arn.weaponInHand)?.kind).toBe('sword');
    expect(viaStep.stats.combats).toBe(1);
  });

  it('an adventurer chosen to hold his bow holds it when combat is joined', () => {
    const { state, rng } = facing(orcs([4]));
    let s = act(state, { type: 'attack' }, rng).state;
    const hold = R.choices(s).find((c) => c.id === 'hold-a1-1')!;
    expect(hold.label).toMatch(/Arn holds his Bow instead of his Sword/);
    s = act(s, hold.action, rng).state;
    // The choice now offered is the way back to the sword; joining is still first.
    expect(R.choices(s)[0]!.label).toMatch(/Arn Bow/);
    expect(R.choices(s).some((c) => c.id === 'hold-a1-0')).toBe(true);
    s = act(s, { type: 'fight' }, rng).state;
    if (s.phase.kind !== 'combat') throw new Error('no combat');
    const arn = s.phase.combat.adventurers.find((a) => a.id === 'a1')!;
    expect(arn.weaponInHand).toBe('a1-w1');
    expect(R.apply(act(state, { type: 'attack' }, rng).state, { type: 'hold', adventurerId: 'zz', slot: 0 }, rng)).toMatchObject({ ok: false, rule: '8.41' });
  });

  it('the player places the front row; the three strongest must stand in it [8.13]', () => {
    const { state, rng } = facing(orcs([5, 3, 4, 2]));
    let s = act(state, { type: 'attack' }, rng).state;
    expect(R.apply(s, { type: 'placeMonsters', front: ['m1', 'm4', 'm3'] }, rng)).toMatchObject({ ok: false, rule: '8.13' });
    expect(R.apply(s, { type: 'placeMonsters', front: ['m1', 'm1', 'm3'] }, rng)).toMatchObject({ ok: false, rule: '8.13' });
    s = act(s, { type: 'placeMonsters', front: ['m2', 'm3', 'm1'] }, rng).state;
    s = act(s, { type: 'fight' }, rng).state;
    if (s.phase.kind !== 'combat') throw new Error('no combat');
    expect(s.phase.combat.monsterRows[0]!.filter((x) => x !== null)).toEqual(['m2', 'm3', 'm1']);
    expect(s.phase.combat.monsterRows[1]!.filter((x) => x !== null)).toEqual(['m4']);
  });

  it('monsters tied for the last front place: the player chooses which stands in front', () => {
    const { state, rng } = facing(orcs([5, 3, 5, 3]));
    const s = act(state, { type: 'attack' }, rng).state;
    const fronts = R.choices(s).filter((c) => c.action.type === 'placeMonsters').map((c) => (c.action.type === 'placeMonsters' ? [...c.action.front].sort().join() : ''));
    expect(new Set(fronts)).toEqual(new Set(['m1,m2,m3', 'm1,m3,m4']));
    const behind = act(act(s, { type: 'placeMonsters', front: ['m4', 'm1', 'm3'] }, rng).state, { type: 'fight' }, rng).state;
    if (behind.phase.kind !== 'combat') throw new Error('no combat');
    expect(behind.phase.combat.monsterRows[1]!.filter((x) => x !== null)).toEqual(['m2']);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { characteristics, makeGroup, type MonsterId } from '../../../../shared/rulesets/deathmaze/data';
import type { PotionType } from '../../../../shared/rulesets/deathmaze/data/magic-items';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { R, act, attackNow, autoplayUntil, fresh } from './helpers';

/** A game facing `count` monsters of `type`, with Arn (a1) carrying a potion. */
function facing(seed: number, type: MonsterId, count: number, potion: PotionType | null, setup?: unknown): { state: DeathmazeState; rng: Rng } {
  const { state, rng } = fresh(seed, setup);
  const group = makeGroup(type, count, 'room', rng).group;
  const party = state.party.map((a, i) => (i === 0 ? { ...a, magicItems: [{ kind: 'potion' as const, potion, id: 'p1', ...(potion ? { doses: 1 } : {}) }] } : a));
  return { state: { ...state, party, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } }, rng };
}

describe('[9.45]/[9.46] Charm potions in an encounter', () => {
  it('Charm Person takes the Orc the player names: it leaves the group and joins the party under the drinker', () => {
    const { state, rng } = facing(3, 'orc', 3, 'charmPerson');
    const uses = R.choices(state).filter((c) => c.action.type === 'use');
    expect(uses.map((c) => c.id)).toEqual(['use-p1-m1', 'use-p1-m2', 'use-p1-m3']);
    expect(R.choices(state)[0]!.action.type).toBe('negotiate');
    const target = state.phase.kind === 'encounter' ? state.phase.group.monsters[1]! : undefined;
    const r = act(state, { type: 'use', itemId: 'p1', target: 'm2' }, rng);
    expect(r.state.phase.kind).toBe('encounter');
    if (r.state.phase.kind !== 'encounter') return;
    expect(r.state.phase.group.monsters.map((m) => m.index)).toEqual([1, 3]);
    expect(r.state.phase.group.count).toBe(2);
    expect(r.state.charmed).toEqual([{ id: `c${state.nextId}`, type: 'orc', name: 'Orc 2', woundPoints: target!.woundPoints, wounds: 0, controllerId: 'a1' }]);
    expect(r.state.party[0]!.magicItems).toEqual([]);
    expect(r.events.some((e) => e.section === '9.45' && /Orc 2 joins the party under Arn/.test(e.text))).toBe(true);
  });

  it('the charmed monster fights in the party marching order and earns no experience; the party earns it for the kills', () => {
    let fights = 0;
    for (let seed = 1; seed <= 40 && fights < 5; seed++) {
      const { state, rng } = facing(seed, 'orc', 2, 'charmPerson');
      const charmed = act(state, { type: 'use', itemId: 'p1', target: 'm1' }, rng).state;
      const fight = attackNow(charmed, rng).state;
      expect(fight.phase.kind).toBe('combat');
      if (fight.phase.kind !== 'combat') continue;
      const id = charmed.charmed![0]!.id;
      expect(fight.phase.combat.adventurers.find((a) => a.id === id)?.charmedMonster).toMatchObject({ type: 'Orc' });
      expect(fight.phase.combat.party.rows.flat()).toContain(id);
      const end = autoplayUntil(fight, rng, (s) => s.phase.kind !== 'combat');
      if (end.state.phase.kind === 'ended') continue;
      fights++;
      const orc2 = state.phase.kind === 'encounter' ? state.phase.group.monsters[1]!.woundPoints : 0;
      const alive = end.state.party.filter((a) => !a.dead);
      for (const a of alive) expect(a.experience).toBe(Math.floor((orc2 * 6) / alive.length));
      // Still with the party (with the wounds it took), unless it died or turned.
      const still = end.state.charmed ?? [];
      expect(still.length).toBeLessThanOrEqual(1);
      if (still[0]) expect(still[0].controllerId).toBe('a1');
    }
    expect(fights).toBeGreaterThan(2);
  });

  it('the wrong potion for the monster is refused with its rule; outside an encounter there is no target', () => {
    const goblins = facing(1, 'goblin', 2, 'charmMonster');
    expect(R.choices(goblins.state).some((c) => c.action.type === 'use')).toBe(false);
    expect(R.apply(goblins.state, { type: 'use', itemId: 'p1', target: 'm1' }, goblins.rng)).toMatchObject({ ok: false, rule: '9.46' });
    const troll = facing(1, 'troll', 1, 'charmPerson');
    expect(R.apply(troll.state, { type: 'use', itemId: 'p1', target: 'm1' }, troll.rng)).toMatchObject({ ok: false, rule: '9.45' });
    const exploring = { ...troll.state, phase: { kind: 'exploring' as const } };
    expect(R.apply(exploring, { type: 'use', itemId: 'p1', target: 'm1' }, troll.rng)).toMatchObject({ ok: false, rule: '9.45' });
    expect(R.apply(troll.state, { type: 'use', itemId: 'p1', target: 'm9' }, troll.rng)).toMatchObject({ ok: false, rule: '9.45' });
  });

  it('charming the only monster ends the encounter without a fight or treasure', () => {
    const { state, rng } = facing(5, 'troll', 1, 'charmMonster');
    const r = act(state, { type: 'use', itemId: 'p1', target: 'm1' }, rng);
    expect(r.state.phase.kind).toBe('exploring');
    expect(r.state.charmed?.[0]).toMatchObject({ type: 'troll', name: 'Troll', controllerId: 'a1' });
    expect(r.state.stats.combats).toBe(0);
    expect(r.events.some((e) => e.section === '9.46' && /encounter is over/.test(e.text))).toBe(true);
  });

  it('an untested potion tested in front of Orcs that proves Charm Person takes the strongest Orc', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 80; seed++) {
      const { state, rng } = facing(seed, 'orc', 3, null);
      const test = R.choices(state).find((c) => c.id === 'use-p1')!;
      expect(test.section).toBe('9.41');
      const r = act(state, test.action, rng);
      const kind = r.state.party[0]!.magicItems[0]?.kind === 'potion' ? r.state.party[0]!.magicItems[0].potion : 'gone';
      seen.add(String(kind));
      if (kind !== 'charmPerson') {
        expect(r.state.charmed ?? []).toEqual([]);
        continue;
      }
      const orcs = state.phase.kind === 'encounter' ? state.phase.group.monsters : [];
      const strongest = Math.max(...orcs.map((m) => m.woundPoints));
      expect(r.state.charmed![0]!.woundPoints).toBe(strongest);
      expect(r.state.charmed![0]!.name).toBe(`Orc ${orcs.find((m) => m.woundPoints === strongest)!.index}`);
    }
    expect(seen.has('charmPerson')).toBe(true);
    expect(seen.has('charmMonster')).toBe(true);
  });

  it('a Healing potion may be drunk while facing monsters; the party still faces them', () => {
    const { state, rng } = facing(2, 'orc', 1, 'healing');
    const hurt = { ...state, party: state.party.map((a, i) => (i === 0 ? { ...a, wounds: 2 } : a)) };
    const r = act(hurt, { type: 'use', itemId: 'p1' }, rng);
    expect(r.state.phase.kind).toBe('encounter');
    expect(r.state.party[0]!.wounds).toBeLessThan(2);
    // Items change hands "except when … engaged in combat or negotiations" [9.17]: facing monsters is neither.
    const given = act(hurt, { type: 'give', itemId: 'p1', adventurerId: 'a2' }, rng);
    expect(given.state.phase.kind).toBe('encounter');
    expect(given.state.party[1]!.magicItems.map((i) => i.id)).toContain('p1');
  });

  it('Advanced game: the monster resists on 1D6 ≤ its Magic Resistance [11.25], and the dose is spent either way', () => {
    const outcomes = new Set<string>();
    const mr = characteristics('troll').magicResistance;
    for (let seed = 1; seed <= 60; seed++) {
      const { state, rng } = facing(seed, 'troll', 1, 'charmMonster', { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Cal', class: 'hero' }] });
      const r = act(state, { type: 'use', itemId: 'p1', target: 'm1' }, rng);
      const check = r.events.find((e) => e.section === '11.25' && e.roll)!;
      expect(r.state.party[0]!.magicItems).toEqual([]);
      if (check.roll!.total <= mr) {
        expect(r.state.phase.kind).toBe('encounter');
        expect(r.state.charmed ?? []).toEqual([]);
        outcomes.add('resisted');
      } else {
        expect(r.state.charmed?.length).toBe(1);
        outcomes.add('charmed');
      }
    }
    expect([...outcomes].sort()).toEqual(mr > 0 ? ['charmed', 'resisted'] : ['charmed']);
  });

  it('Basic game: when the controller dies in the fight, the charmed monster turns on the party [9.45]', () => {
    let turned = 0;
    for (let seed = 1; seed <= 200 && turned < 2; seed++) {
      const { state, rng } = facing(seed, 'orc', 2, 'charmPerson');
      // Arn, nearly dead, controls Orc 1 and stands in the front row.
      const weak = { ...state, party: state.party.map((a, i) => (i === 0 ? { ...a, wounds: a.woundPoints - 1 } : a)) };
      const charmed = act(weak, { type: 'use', itemId: 'p1', target: 'm1' }, rng).state;
      const end = autoplayUntil(attackNow(charmed, rng).state, rng, (s) => s.phase.kind !== 'combat');
      const arn = end.state.party[0]!;
      if (!arn.dead) continue;
      const turning = end.events.find((e) => e.section === '9.45' && /turns on the party/.test(e.text));
      expect(turning).toBeDefined();
      expect(end.state.charmed ?? []).toEqual([]);
      turned++;
    }
    expect(turned).toBe(2);
  });
});

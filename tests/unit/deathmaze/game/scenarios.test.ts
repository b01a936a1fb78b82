import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { makeGroup } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { deathmazeRulingsMarkdown } from '../../../../shared/rulesets/deathmaze/rulings-doc';
import { R, act, attackNow, autoplayUntil, fresh } from './helpers';

const withPhase = (s: DeathmazeState, phase: DeathmazeState['phase']): DeathmazeState => ({ ...s, phase });

describe('the game joins traps, negotiation, combat, treasure and the win test', () => {
  it('a Thief detraps a trapped door: 1D6 ≤ Detrap, 10 Experience, then the monster check', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { state } = fresh(seed);
      const trapped = withPhase(state, { kind: 'trap', source: { kind: 'door' } });
      const choices = R.choices(trapped);
      expect(choices[0]!.action).toEqual({ type: 'trap', method: 'detrap', adventurerId: 'a2' });
      expect(R.apply(trapped, { type: 'trap', method: 'detrap', adventurerId: 'a1' }, Rng.fromSeedNumber(seed))).toMatchObject({ ok: false, rule: '10.12' });
      const r = act(trapped, choices[0]!.action, Rng.fromSeedNumber(seed + 1000));
      const detrap = r.events.find((e) => e.section === '10.12' && e.roll)!;
      const thief = r.state.party[1]!;
      if (detrap.roll!.total <= 2) {
        expect(thief.experience).toBe(10);
        expect(r.events.some((e) => e.tableId === 'trap-table')).toBe(false);
        outcomes.add('detrapped');
      } else {
        expect(thief.experience).toBe(0);
        expect(r.events.some((e) => e.tableId === 'trap-table')).toBe(true);
        outcomes.add('sprung');
      }
      expect(r.events.some((e) => e.tableId === 'exploration-wandering-monster' || e.tableId === 'exploration-room-monster') || r.state.phase.kind === 'ended').toBe(true);
    }
    expect([...outcomes].sort()).toEqual(['detrapped', 'sprung']);
  });

  it('a Cow result pays tribute at once, and the Bezants taken are subtracted when the monsters are killed later', () => {
    let checked = 0;
    for (let seed = 1; seed <= 400 && checked < 3; seed++) {
      const { state } = fresh(seed);
      const rng = Rng.fromSeedNumber(seed);
      const group = makeGroup('goblin', 1, 'room', rng).group;
      const s0 = withPhase(state, { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' });
      const n = act(s0, { type: 'negotiate' }, rng);
      if (n.state.phase.kind !== 'encounter' || n.state.phase.negotiated !== 'tribute') continue;
      const tribute = n.state.phase.tribute!;
      const total = tribute.treasures.reduce((a, t) => a + t.bezants, 0);
      expect(tribute.bezants).toBe(Math.floor(total / 4));
      expect(n.state.pool.bezants).toBe(tribute.bezants);
      expect(n.state.bezantsTaken).toBe(tribute.bezants);
      const fight = attackNow(n.state, rng);
      expect(fight.state.phase.kind).toBe('combat');
      const end = autoplayUntil(fight.state, rng, (s) => s.phase.kind !== 'combat');
      if (end.state.phase.kind === 'ended') continue;
      // [8.6] The Goblin's Wound Points × 6, shared by the living.
      const alive = end.state.party.filter((a) => !a.dead);
      const xp = Math.floor((group.monsters[0]!.woundPoints * 6) / alive.length);
      for (const a of alive) expect(a.experience).toBe(xp);
      expect(end.events.some((e) => e.section === '7.24' && /subtracted/.test(e.text))).toBe(true);
      // Tribute plus what is left of the treasure: the whole treasure, never more.
      expect(end.state.pool.bezants).toBe(total);
      checked++;
    }
    expect(checked).toBe(3);
  });

  it('treasure: a found item is assigned to an adventurer, a medallion is tested by him', () => {
    const { state, rng } = fresh(9);
    const s = { ...withPhase(state, { kind: 'treasure' }), unassigned: [{ kind: 'weapon', weapon: 'axe', bonus: 2, id: 'i1' } as const, { kind: 'medallion', medallion: 'oratory', id: 'i2' } as const] };
    expect(R.choices(s)[0]!.action).toEqual({ type: 'assign', itemId: 'i1', adventurerId: 'a1' });
    const one = act(s, { type: 'assign', itemId: 'i1', adventurerId: 'a1' }, rng).state;
    expect(one.party[0]!.magicItems.map((i) => i.id)).toEqual(['i1']);
    expect(one.phase.kind).toBe('treasure');
    const two = act(one, { type: 'assign', itemId: 'i2', adventurerId: 'a3' }, rng);
    expect(two.state.party[2]!.magicItems[0]).toMatchObject({ medallion: 'oratory', tested: true });
    expect(two.state.phase.kind).toBe('exploring');
    // [9.23] The axe replaces one of his two weapons.
    const wielded = act(two.state, { type: 'wield', itemId: 'i1', slot: 1 }, rng).state.party[0]!;
    expect([wielded.weapons, wielded.weaponBonuses]).toEqual([['sword', 'axe'], [0, 2]]);
    // [9.64] The Oratory medallion adds 2 to negotiation.
    const group = makeGroup('orc', 1, 'room', rng).group;
    const enc = act(withPhase(two.state, { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' }), { type: 'negotiate' }, rng);
    expect(enc.events.find((e) => e.tableId === 'negotiation-table')!.roll!.modifiers.map((m) => m.value)).toEqual([0, 2]);
  });

  it('leaving at the entrance tests each player: half out alive, 75 Experience and 100 Bezants each', () => {
    const { state, rng } = fresh(2, { players: 2, party: [{ name: 'A', class: 'hero' }, { name: 'B', class: 'thief' }, { name: 'C', class: 'hero' }, { name: 'D', class: 'thief' }] });
    expect(state.party.map((a) => a.player)).toEqual([1, 1, 2, 2]);
    const early = act(state, { type: 'leave' }, rng).state;
    expect(early.results!.map((r) => r.won)).toEqual([false, false]);
    const rich: DeathmazeState = {
      ...state,
      pool: { bezants: 250, gems: [50] },
      party: state.party.map((a, i) => ({ ...a, experience: i === 1 ? 60 : 80, dead: i === 3, wounds: i === 3 ? 9 : 0 })),
    };
    const end = act(rich, { type: 'leave' }, rng);
    // 300 Bezants in coin and gems for three survivors: 100 each.
    expect(end.state.party.filter((a) => !a.dead).map((a) => a.bezants)).toEqual([100, 100, 100]);
    expect(end.state.results!.map((r) => r.won)).toEqual([false, true]);
    expect(end.state.results![0]!.reason).toMatch(/B \(60 Experience/);
    expect(R.summary(end.state)).toMatchObject({ finished: true, progress: expect.stringMatching(/1 of 2 players won/) });
    expect(R.choices(end.state).map((c) => c.action).filter((a) => a.type !== 'rename')).toEqual([{ type: 'home' }]);
    expect(R.apply(end.state, { type: 'leave' }, rng)).toMatchObject({ ok: false, rule: '4.0' });
  });

  it('RULINGS.md is generated from the rulings arrays and lists every ruling', () => {
    const committed = readFileSync(new URL('../../../../shared/rulesets/deathmaze/RULINGS.md', import.meta.url), 'utf8');
    expect(committed).toBe(deathmazeRulingsMarkdown());
    for (const r of R.rulings) expect(committed).toContain(`### [${r.section}] ${r.title}`);
  });
});

import { describe, expect, it } from 'vitest';
import type { MonsterGroup } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { act, attackNow, autoplayUntil, fresh } from './helpers';

const group = (type: MonsterGroup['type'], wps: number[]): MonsterGroup => ({
  type,
  source: 'room',
  count: wps.length,
  monsters: wps.map((woundPoints, i) => ({ index: i + 1, woundPoints, wounds: 0 })),
  treasure: 'C',
});

function facing(state: DeathmazeState, g: MonsterGroup): DeathmazeState {
  return { ...state, phase: { kind: 'encounter', group: g, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
}

describe('Advanced combat through the reducer, end to end', () => {
  it('[11.3] Explosion kills monsters and a party member in the same Party Combat Phase; the records are written back', () => {
    let checked = 0;
    for (let seed = 1; seed <= 120 && checked < 3; seed++) {
      const { state, rng } = fresh(seed, { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard', spell: 'explosion' }] });
      // Arn is one Wound from death; three Orcs of 1 Wound Point each.
      const hurt = { ...state, party: state.party.map((a) => (a.id === 'a1' ? { ...a, wounds: a.woundPoints - 1 } : a)) };
      const fight = attackNow(facing(hurt, group('orc', [1, 1, 1])), rng).state;
      expect(fight.phase.kind).toBe('combat');
      const r = act(fight, { type: 'combat', action: { type: 'castSpell', adventurerId: 'a2', spell: 'explosion' } }, rng);
      const arn = r.state.party[0]!;
      if (!arn.dead) continue;
      if (r.state.phase.kind === 'combat') continue; // some Orc resisted: the fight goes on
      checked++;
      // The whole fight ended in this one action: every Orc dead, Arn dead with them, Wyn alive.
      expect(r.state.stats.combats).toBe(1);
      expect(arn.causeOfDeath).toMatch(/killed fighting/);
      const wyn = r.state.party[1]!;
      expect(wyn.dead).toBe(false);
      // [11.22] Explosion's cost stays as a spell-casting wound; [8.6] the survivor alone shares 3 WP × 6.
      expect(wyn.spellWounds).toBe(1);
      expect(wyn.experience).toBe(18);
      expect(arn.experience).toBe(0);
      expect(r.events.filter((e) => e.section === '11.3' || e.section === '11.24').length).toBeGreaterThan(0);
      expect(r.state.marchingOrder.rows.flat()).not.toContain('a1');
      expect(['treasure', 'exploring']).toContain(r.state.phase.kind);
    }
    expect(checked).toBe(3);
  });

  it('[12.36] a vampire-charmed adventurer fights for it; he comes back with his wounds when it dies, or is lost with the party', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 200 && outcomes.size < 2; seed++) {
      const { state, rng } = fresh(seed, { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] });
      const fight = attackNow(facing(state, group('vampire', [8])), rng).state;
      const end = autoplayUntil(fight, rng, (s) => s.phase.kind !== 'combat');
      const charm = end.events.find((e) => e.section === '12.36' && /is charmed by/.test(e.text));
      if (!charm) continue;
      const victim = end.state.party.find((a) => charm.text.startsWith(a.name))!;
      if (end.state.phase.kind === 'ended') {
        // The party fell with him in thrall: he is counted lost to the vampire.
        expect(victim.dead).toBe(true);
        if (end.events.some((e) => /is lost to the vampire/.test(e.text))) {
          expect(victim.causeOfDeath).toBe("lost to the vampire's charm");
          outcomes.add('lost');
        }
      } else {
        // The vampire is dead: the thrall is an adventurer again (or died fighting for it).
        expect(end.events.some((e) => e.section === '12.36' && /(is an adventurer again|dies while charmed)/.test(e.text))).toBe(true);
        if (!victim.dead) {
          expect(end.state.marchingOrder.rows.flat()).toContain(victim.id);
          expect(victim.wounds).toBeLessThan(victim.woundPoints);
          // [8.6] He shares the experience like everyone else alive.
          expect(victim.experience).toBe(end.state.party.find((a) => !a.dead && a.id !== victim.id)?.experience ?? victim.experience);
          outcomes.add('back');
        } else {
          outcomes.add('diedCharmed');
        }
      }
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(2);
  });
});

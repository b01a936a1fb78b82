import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { MONSTERS } from '../../../../shared/rulesets/citadel';
import { chooseCombatAction, combatActionSchema, combatChoices, hellgateGuards, startCombat } from '../../../../shared/rulesets/citadel/combat';
import { character, monster, order, playOut, rolled, start } from './helpers';

const party = () =>
  ['A', 'B', 'C', 'D', 'E'].map((id, i) =>
    character(id, {
      combatBonus: 3,
      resistance: 2,
      weapons: i >= 3 ? [{ id: `${id}-bow`, kind: 'bow' }, { id: `${id}-sword`, kind: 'sword' }] : [{ id: `${id}-sword`, kind: 'sword' }],
      spells: i === 4 ? ['lightning', 'blast', 'charm', 'sleep', 'redemption'] : [],
      hellgateSkill: i === 0 ? 3 : 0,
    }),
  );

describe('the combat policy', () => {
  it('at a powered Hellgate a caster of Magic Shield shields the party first, the one with fewest Wound Points left first; elsewhere it does not', () => {
    const rng = Rng.fromSeedNumber(7);
    const members = party().map((c) => (c.id === 'E' ? { ...c, spells: ['magicShield', 'lightning'] as const } : c.id === 'B' ? { ...c, wounds: 3 } : c));
    const gate = start(members, order(['A', 'B', 'C'], ['D', null, 'E']), hellgateGuards(1, rng, []), rng, { hellgate: true }).combat;
    expect(gate.phase).toBe('partyCombat');
    expect(chooseCombatAction(gate)).toEqual({ type: 'castSpell', fighterId: 'E', spell: 'magicShield', targetId: 'B' });
    const orcs = [rolled('orc', 'm0', 1, 70), rolled('orc', 'm1', 1, 71)];
    const plain = start(members, order(['A', 'B', 'C'], ['D', null, 'E']), orcs, rng).combat;
    const pick = chooseCombatAction(plain);
    expect(pick?.type === 'castSpell' && pick.spell === 'magicShield').toBe(false);
  });

  it('plays fights against every monster, on every level, to an outcome, only ever choosing a listed choice', () => {
    const results = new Set<string>();
    for (let seed = 1; seed <= 120; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const kind = MONSTERS.filter((m) => m !== 'x' && m !== 'demon')[seed % 18]!;
      const level = ((seed % 3) + 1) as 1 | 2 | 3;
      const monsters = Array.from({ length: 1 + (seed % 7) }, (_, i) => rolled(kind, `m${i}`, level, seed * 10 + i));
      const { combat } = start(party(), order(['A', 'B', 'C'], ['D', null, 'E']), monsters, rng, { level });
      // The policy's pick is always among the choices offered.
      const pick = chooseCombatAction(combat);
      expect(combatChoices(combat).map((c) => c.action)).toContainEqual(pick);
      const { outcome } = playOut(combat, rng);
      expect(outcome).toBeDefined();
      results.add(outcome!.result);
      if (outcome!.result === 'partyWon') expect(outcome!.kills.length + outcome!.charmedMonsters.length).toBe(monsters.length);
      if (outcome!.result === 'partyDead') expect(outcome!.characters.every((c) => c.dead || c.petrified || c.lost)).toBe(true);
    }
    expect(results.has('partyWon')).toBe(true);
  });

  it('plays the Hellgate through: X falls or the party does; the Gate is destroyed or left', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const guards = hellgateGuards(1, rng, []);
      const strong = party().map((c) => ({ ...c, woundPoints: 20, combatBonus: 8 }));
      const { combat } = start(strong, order(['A', 'B', 'C'], ['D', null, 'E']), guards, rng, { hellgate: true });
      const { outcome } = playOut(combat, rng);
      expect(['hellgateDestroyed', 'withdrew', 'partyDead']).toContain(outcome!.result);
      seen.add(outcome!.result);
    }
    expect(seen.has('hellgateDestroyed')).toBe(true);
  });
});

describe('the combat policy spends its spells at the Hellgate (16.0)', () => {
  it('a caster left with 4 Wound Points casts Lightning (2) at the Gate, where the fight decides the campaign, but keeps them in an ordinary fight', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rng = Rng.fromSeedNumber(seed);
      const guards = hellgateGuards(1, rng, []);
      const casters = ['A', 'B', 'C', 'D', 'E'].map((id, i) => character(id, { combatBonus: 3, woundPoints: i === 4 ? 5 : 8, spells: i === 4 ? ['lightning'] : [] }));
      const { combat } = start(casters, order(['A', 'B', 'C'], ['D', null, 'E']), guards, rng, { hellgate: true });
      expect(combat.phase).toBe('partyCombat');
      const hurt = { ...combat, fighters: combat.fighters.map((f) => (f.id === 'E' ? { ...f, wounds: 1 } : f)) };
      expect(chooseCombatAction(hurt)).toMatchObject({ type: 'castSpell', fighterId: 'E', spell: 'lightning' });
      // The same fight with no Gate behind the Demons: he keeps 3 Wound Points, so he does not cast.
      expect(chooseCombatAction({ ...hurt, hellgate: null })).not.toMatchObject({ type: 'castSpell' });
    }
  });
});

describe('bad input gets a clear refusal, never a throw', () => {
  it('refuses a fight it cannot set up', () => {
    const rng = Rng.fromSeedNumber(1);
    const a = character('A');
    expect(startCombat({ characters: [a], order: [['A', null, null]] }, [], { level: 1 }, rng)).toMatchObject({ ok: false });
    expect(startCombat({ characters: [a, a], order: [['A', 'A', null]] }, [monster('m', 'orc')], { level: 1 }, rng)).toMatchObject({ ok: false });
    expect(startCombat({ characters: [a], order: [['B', null, null]] }, [monster('m', 'orc')], { level: 1 }, rng)).toMatchObject({ ok: false });
    expect(startCombat({ characters: [{ ...a, wounds: 10 }], order: [['A', null, null]] }, [monster('m', 'orc')], { level: 1 }, rng)).toMatchObject({ ok: false });
    expect(startCombat({ characters: [a], order: [['A', null, null]] }, [monster('m', 'orc')], { level: 4 as 1 }, rng)).toMatchObject({ ok: false, rule: '6.7' });
  });

  it('parses only well-formed actions', () => {
    expect(combatActionSchema.safeParse({ type: 'attack', fighterId: 'A', targetId: 'm' }).success).toBe(true);
    expect(combatActionSchema.safeParse({ type: 'castSpell', fighterId: 'A', spell: 'fireball' }).success).toBe(false);
    expect(combatActionSchema.safeParse({ type: 'move', fighterId: 'A', toRow: 0, toBox: 3 }).success).toBe(false);
    expect(combatActionSchema.safeParse({ type: 'retreat' }).success).toBe(false);
  });
});

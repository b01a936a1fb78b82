import { describe, expect, it } from 'vitest';
import { parseDiceCode } from '../../../../shared/core/dice';
import { Rng } from '../../../../shared/core/rng';
import { monsterWeapons } from '../../../../shared/rulesets/deathmaze/combat/crt';
import { characteristics, counter, makeGroup, MONSTERS, rollMonsters, type MonsterId } from '../../../../shared/rulesets/deathmaze/data';
import { expectNear, facesOf, ScriptedRng } from './helpers';

describe('rolling monsters [7.11]-[7.14]', () => {
  it('reads the Room Monster Table, rolls the count and each Wound Point total', () => {
    // Row 2, column 1: 1D6 Orcs; 4 of them; Orc counter 1+1.
    const rng = new ScriptedRng([2, 1, 4, 3, 5, 1, 6]);
    const { group, events } = rollMonsters('room', rng);
    expect(group).toEqual({
      type: 'orc',
      source: 'room',
      count: 4,
      treasure: 'H',
      monsters: [
        { index: 1, woundPoints: 4, wounds: 0 },
        { index: 2, woundPoints: 6, wounds: 0 },
        { index: 3, woundPoints: 2, wounds: 0 },
        { index: 4, woundPoints: 7, wounds: 0 },
      ],
    });
    expect(rng.remaining).toBe(0);
    expect(events[0]).toMatchObject({ tableId: 'room-monster-table', section: '7.4', cell: { row: 1, column: 0 } });
    expect(facesOf(events)).toEqual([2, 1, 4, 3, 5, 1, 6]);
    expect(events.filter((e) => e.section === '7.14')).toHaveLength(4);
  });

  it('uses the wandering letter of the treasure for wandering monsters [9.11]', () => {
    // Row 1, column 1-2: one Evil Hero (wandering: Treasure C). Wound code 2+1.
    const { group } = rollMonsters('wandering', new ScriptedRng([1, 2, 3, 4]));
    expect(group).toMatchObject({ type: 'evilHero', count: 1, treasure: 'C', monsters: [{ woundPoints: 8 }] });
  });

  it('reads the wandering columns 1-2 / 3-4 / 5-6 with one die', () => {
    const { group } = rollMonsters('wandering', new ScriptedRng([2, 6, 3, 2, 2, 1, 6]));
    expect(group).toMatchObject({ type: 'goblin', count: 2, source: 'wandering', treasure: 'B' });
  });

  it('treats an Evil Wizard as no monsters in the Basic game [7.15], but not in the Advanced game', () => {
    const basic = rollMonsters('room', new ScriptedRng([1, 2]));
    expect(basic.group).toBeNull();
    expect(basic.events.at(-1)).toMatchObject({ section: '7.15' });
    const advanced = rollMonsters('room', new ScriptedRng([1, 2, 5]), 'advanced');
    expect(advanced.group).toMatchObject({ type: 'evilWizard', count: 1, monsters: [{ woundPoints: 5 }] });
  });

  it('is deterministic for a seed', () => {
    const a = rollMonsters('room', Rng.fromSeedNumber(77));
    const b = rollMonsters('room', Rng.fromSeedNumber(77));
    expect(a).toEqual(b);
  });

  it('meets each monster at the printed odds', () => {
    const rng = Rng.fromSeedNumber(2024);
    const room = new Map<string, number>();
    const wandering = new Map<string, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const r = rollMonsters('room', rng, 'advanced').group?.type ?? 'none';
      room.set(r, (room.get(r) ?? 0) + 1);
      const w = rollMonsters('wandering', rng, 'advanced').group?.type ?? 'none';
      wandering.set(w, (wandering.get(w) ?? 0) + 1);
    }
    // Room: the Mummy has 2 of 36 cells, the Alligator 1; Wandering: Hell Hounds have 2 of 18, Trolls 1.
    expectNear((room.get('mummy') ?? 0) / n, 2 / 36, 0.008);
    expectNear((room.get('alligator') ?? 0) / n, 1 / 36, 0.006);
    expectNear((wandering.get('hellhound') ?? 0) / n, 2 / 18, 0.01);
    expectNear((wandering.get('troll') ?? 0) / n, 1 / 18, 0.008);
  });

  it('never meets an Evil Wizard in the Basic game', () => {
    const rng = Rng.fromSeedNumber(5);
    for (let i = 0; i < 2000; i++) expect(rollMonsters('room', rng).group?.type).not.toBe('evilWizard');
  });
});

describe('monster counters [7.14] (reconstructed)', () => {
  it('keep the printed Mummy counter 7 / 1+2', () => {
    expect(counter('mummy')).toMatchObject({ combatBonus: 7, woundCode: '1+2' });
  });

  it('give every monster a valid wound code and a reason', () => {
    for (const id of MONSTERS) {
      const c = counter(id);
      expect(parseDiceCode(c.woundCode).form, id).toBe('wound');
      expect(c.reasoning.length, id).toBeGreaterThan(40);
    }
  });

  it('mark exactly the monsters of the Monster Weapons Chart [8.8] as "W"', () => {
    for (const id of MONSTERS) {
      const armed = monsterWeapons(characteristics(id).name) !== undefined;
      expect(counter(id).combatBonus === 'W', id).toBe(armed);
    }
  });

  it('give Skeletons the 2 to 4 Wound Points of the example in [8.6]', () => {
    const rng = Rng.fromSeedNumber(9);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(makeGroup('skeleton', 1, 'room', rng).group.monsters[0]?.woundPoints ?? 0);
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('roll Wound Points within each code', () => {
    const rng = Rng.fromSeedNumber(10);
    for (const id of MONSTERS as readonly MonsterId[]) {
      const code = parseDiceCode(counter(id).woundCode);
      const sign = code.op === '-' ? -1 : 1;
      const min = Math.max(1, code.count + sign * code.operand);
      const max = code.count * code.sides + sign * code.operand;
      for (let i = 0; i < 200; i++) {
        const wp = makeGroup(id, 1, 'room', rng).group.monsters[0]?.woundPoints ?? 0;
        expect(wp, id).toBeGreaterThanOrEqual(min);
        expect(wp, id).toBeLessThanOrEqual(max);
      }
    }
  });
});

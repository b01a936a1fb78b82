import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, combatChoices } from '../../../../shared/rulesets/citadel/combat';
import { act, character, monster, order, ScriptedDice, start } from './helpers';

const strong = (id: string) => character(id, { woundPoints: 100 });

describe('9.0 A the monsters line up', () => {
  it('the three with the most Wound Points stand in the first row, the rest behind; two in a row take the flanks', () => {
    const ms = [5, 9, 7, 3, 8].map((wp, i) => monster(`m${wp}`, 'orc', { woundPoints: wp, combatBonus: -20 + i }));
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), ms, Rng.fromSeedNumber(1));
    expect(combat.monsterRows).toEqual([
      ['m9', 'm8', 'm7'],
      ['m5', null, 'm3'],
    ]);
  });

  it('a lone monster faces the centre', () => {
    const { combat } = start([strong('A'), strong('B')], order(['A', null, 'B']), [monster('m', 'orc')], Rng.fromSeedNumber(2));
    expect(combat.monsterRows).toEqual([[null, 'm', null]]);
  });

  it('a tie across the end of the first row is broken by a die for each tied monster, highest first', () => {
    const ms = ['m1', 'm2', 'm3', 'm4'].map((id) => monster(id, 'orc', { woundPoints: 9 }));
    // Faces 2, 6, 1, 5 for m1..m4, then the party ends its phase and the monsters swing (scripted misses below).
    const dice = new ScriptedDice([2, 6, 1, 5]);
    const { combat, events } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), ms, dice);
    expect(combat.monsterRows).toEqual([
      ['m2', 'm4', 'm1'],
      [null, 'm3', null],
    ]);
    expect(events.filter((e) => e.kind === 'roll')).toHaveLength(4);
  });

  it('sixteen level-3 Harpies fill six rows; only the first row attacks', () => {
    const ms = Array.from({ length: 16 }, (_, i) => monster(`h${i + 1}`, 'harpy', { woundPoints: 30 - i }));
    const rng = Rng.fromSeedNumber(3);
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), ms, rng, { level: 3 });
    expect(combat.monsterRows).toHaveLength(6);
    const after = act(combat, { type: 'endPartyCombat' }, rng);
    const attacks = after.events.filter((e) => e.tableId === 'citadel-combat-results');
    expect(attacks.map((e) => e.data?.['attackerId'])).toEqual(['h1', 'h2', 'h3']);
  });
});

describe('9.0 B5 the monsters close up, one a phase', () => {
  it('the strongest monster that can reach the gap steps into the first row; the others wait', () => {
    const ms = [monster('a', 'orc', { woundPoints: 12 }), monster('b', 'orc', { woundPoints: 11 }), monster('c', 'orc', { woundPoints: 10 })];
    ms.push(monster('d', 'orc', { woundPoints: 5 }), monster('e', 'orc', { woundPoints: 9 }), monster('f', 'orc', { woundPoints: 7 }));
    const rng = Rng.fromSeedNumber(4);
    // B's blows read the 17+ row (5 wounds): the centre Orc, b, falls on the third.
    let { combat } = start([strong('A'), character('B', { woundPoints: 100, combatBonus: 30 }), strong('C')], order(['A', 'B', 'C']), ms, rng);
    expect(combat.monsterRows).toEqual([['a', 'b', 'c'], ['e', 'f', 'd']]);
    for (;;) {
      combat = act(combat, { type: 'attack', fighterId: 'B', targetId: 'b' }, rng).combat;
      if (combat.monsterRows[0]![1] === null) break;
      combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
      combat = act(combat, { type: 'endPartyReorganization' }, rng).combat;
      // A full first row, and no one behind the second: nobody moves.
      expect(combat.monsterRows).toEqual([['a', 'b', 'c'], ['e', 'f', 'd']]);
    }
    combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
    combat = act(combat, { type: 'endPartyReorganization' }, rng).combat;
    // e (9) is stronger than f (7) in the centre and d (5): from the left box it reaches the centre diagonally.
    expect(combat.monsterRows).toEqual([['a', 'e', 'c'], [null, 'f', 'd']]);
  });
});

describe('9.0 H the party reorganizes', () => {
  it('with one character left in the first row, someone from the second must step up, and only that', () => {
    const rng = Rng.fromSeedNumber(5);
    const { combat } = start([strong('A'), strong('D'), strong('E')], order(['A', null, null], ['D', 'E', null]), [monster('m', 'orc', { combatBonus: -20 })], rng);
    const r = act(combat, { type: 'endPartyCombat' }, rng);
    expect(r.combat.phase).toBe('partyReorganization');
    expect(applyCombatAction(r.combat, { type: 'endPartyReorganization' }, rng)).toMatchObject({ ok: false, rule: '9.0' });
    expect(applyCombatAction(r.combat, { type: 'move', fighterId: 'A', toRow: 0, toBox: 1 }, rng)).toMatchObject({ ok: false });
    const moves = combatChoices(r.combat).map((c) => c.action);
    expect(moves.every((m) => m.type === 'move' && m.toRow === 0)).toBe(true);
    const after = act(r.combat, { type: 'move', fighterId: 'E', toRow: 0, toBox: 1 }, rng).combat;
    expect(after.partyRows[0]).toEqual(['A', 'E', null]);
    // One move a phase.
    expect(applyCombatAction(after, { type: 'move', fighterId: 'D', toRow: 0, toBox: 2 }, rng)).toMatchObject({ ok: false });
  });

  it('two in the first row may not drop back; a move is one row, straight or diagonal, never past another', () => {
    const rng = Rng.fromSeedNumber(6);
    const { combat } = start([strong('A'), strong('B'), strong('D')], order(['A', null, 'B'], [null, 'D', null]), [monster('m', 'orc', { combatBonus: -20 })], rng);
    const r = act(combat, { type: 'endPartyCombat' }, rng).combat;
    expect(applyCombatAction(r, { type: 'move', fighterId: 'A', toRow: 1, toBox: 0 }, rng)).toMatchObject({ ok: false, message: expect.stringContaining('drop back') });
    expect(applyCombatAction(r, { type: 'move', fighterId: 'D', toRow: 0, toBox: 0 }, rng)).toMatchObject({ ok: false });
    expect(applyCombatAction(r, { type: 'move', fighterId: 'D', toRow: 1, toBox: 0 }, rng)).toMatchObject({ ok: true });
    expect(applyCombatAction(r, { type: 'move', fighterId: 'D', toRow: 0, toBox: 1 }, rng)).toMatchObject({ ok: true });
  });
});

describe('9.3 targets', () => {
  it('from the first row a character strikes the monster opposite or nearest; from the second any in the first row', () => {
    const archer = character('D', { woundPoints: 100, weapons: [{ id: 'bow', kind: 'bow' }] });
    const ms = [monster('x1', 'orc', { woundPoints: 9 }), monster('x2', 'orc', { woundPoints: 8 }), monster('x3', 'orc', { woundPoints: 7 })];
    const rng = Rng.fromSeedNumber(7);
    const { combat } = start([strong('A'), strong('B'), archer], order(['A', null, 'B'], [null, 'D', null]), ms, rng);
    const targets = (id: string) => combatChoices(combat).filter((c) => c.action.type === 'attack' && c.subjectId === id).map((c) => (c.action as { targetId: string }).targetId);
    expect(targets('A')).toEqual(['x1']);
    expect(targets('B')).toEqual(['x3']);
    expect(targets('D')).toEqual(['x1', 'x2', 'x3']);
    expect(applyCombatAction(combat, { type: 'attack', fighterId: 'A', targetId: 'x3' }, rng)).toMatchObject({ ok: false, rule: '9.3' });
  });

  it('a monster between two characters rolls for its target: 1-3 the left, 4-6 the right', () => {
    const mk = (faces: number[]) => {
      const dice = new ScriptedDice(faces);
      const { combat } = start([strong('A'), strong('B')], order(['A', null, 'B']), [monster('m', 'orc', { combatBonus: -20 })], dice);
      return act(combat, { type: 'endPartyCombat' }, dice).events.find((e) => e.tableId === 'citadel-combat-results')!.data!['targetId'];
    };
    expect(mk([3, 1])).toBe('A');
    expect(mk([4, 1])).toBe('B');
  });
});

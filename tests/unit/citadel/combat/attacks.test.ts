import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { applyCombatAction, combatChoices } from '../../../../shared/rulesets/citadel/combat';
import { act, character, fighterOf, monster, order, rollEvents, ScriptedDice, start } from './helpers';

const strong = (id: string) => character(id, { woundPoints: 100 });
const crtRolls = (events: readonly GameEvent[]) => events.filter((e) => e.tableId === 'citadel-combat-results');

describe('9.0 B1 weapons by row', () => {
  it('a bow is refused in the first row and shoots from the second; changing weapons costs the attack', () => {
    const rng = Rng.fromSeedNumber(11);
    const archer = character('G', { woundPoints: 100, weapons: [{ id: 'bow', kind: 'bow' }, { id: 'dagger', kind: 'dagger' }], weaponInHand: 'bow' });
    const { combat } = start([archer, strong('B')], order(['G', null, 'B']), [monster('m', 'orc', { woundPoints: 50, combatBonus: -20 })], rng);
    const refused = applyCombatAction(combat, { type: 'attack', fighterId: 'G', targetId: 'm' }, rng);
    expect(refused).toMatchObject({ ok: false, rule: '9.0', message: expect.stringContaining('second row') });
    const changed = act(combat, { type: 'changeWeapon', fighterId: 'G', weaponId: 'dagger' }, rng).combat;
    expect(applyCombatAction(changed, { type: 'attack', fighterId: 'G', targetId: 'm' }, rng)).toMatchObject({ ok: false, rule: '9.4' });
  });

  it('a throw dagger is thrown once; with empty hands the other weapon is taken up free; it is recovered after a win', () => {
    const rng = Rng.fromSeedNumber(12);
    const thrower = character('T', { woundPoints: 100, weapons: [{ id: 'td', kind: 'throwDagger' }, { id: 'bow', kind: 'bow' }] });
    let { combat } = start([strong('A'), strong('B'), thrower], order(['A', null, 'B'], [null, 'T', null]), [monster('m', 'orc', { woundPoints: 50, combatBonus: -20 })], rng);
    expect(fighterOf(combat, 'T').weaponInHand).toBe('td');
    combat = act(combat, { type: 'attack', fighterId: 'T', targetId: 'm' }, rng).combat;
    expect(fighterOf(combat, 'T').weaponInHand).toBeNull();
    combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
    combat = act(combat, { type: 'endPartyReorganization' }, rng).combat;
    expect(applyCombatAction(combat, { type: 'changeWeapon', fighterId: 'T', weaponId: 'td' }, rng)).toMatchObject({ ok: false, rule: '9.5' });
    combat = act(combat, { type: 'changeWeapon', fighterId: 'T', weaponId: 'bow' }, rng).combat;
    expect(combat.acted).not.toContain('T');
    expect(applyCombatAction(combat, { type: 'attack', fighterId: 'T', targetId: 'm' }, rng)).toMatchObject({ ok: true });
  });
});

describe('9.0 E every attacker adds his Combat Bonus', () => {
  it('a character adds weapon skill (that weapon only) and CB; an armed Orc adds its CB on the Sword column', () => {
    const dice = new ScriptedDice([3, 1]);
    const hero = character('A', { woundPoints: 100, combatBonus: 4, weaponSkills: { sword: 2, bow: 5 } });
    const { combat } = start([hero, strong('B')], order(['A', null, 'B']), [monster('o', 'orc', { woundPoints: 50, combatBonus: 3, weapon: 'sword' })], dice);
    const first = act(combat, { type: 'attack', fighterId: 'A', targetId: 'o' }, dice);
    const roll = rollEvents(first.events)[0]!;
    expect(roll.roll?.total).toBe(3 + 2 + 4);
    expect(roll.cell).toEqual({ row: 3, column: 3 });
    expect(roll.text).toContain('Sword column, row 6-9: 1 wound');
    // The Orc: 1 + CB 3 = 4 on the Sword column: 1 wound. It stands in the centre, equally near A and B: a die first.
    const dice2 = new ScriptedDice([1, 1]);
    const orc = act(first.combat, { type: 'endPartyCombat' }, dice2);
    const orcRoll = crtRolls(orc.events)[0]!;
    expect(orcRoll.roll?.total).toBe(4);
    expect(orcRoll.text).toContain('Sword column');
    expect(fighterOf(orc.combat, 'A').wounds).toBe(1);
  });

  it('an Evil Hero adds its rolled sword skill and CB; 17 and more read the 17+ row', () => {
    const dice = new ScriptedDice([6, 6]);
    const { combat } = start([strong('A')], order([null, 'A', null]), [monster('h', 'evilHero', { woundPoints: 50, combatBonus: 8, weapon: 'sword', weaponSkill: 6 })], dice);
    const r = act(combat, { type: 'endPartyCombat' }, dice);
    const roll = crtRolls(r.events)[0]!;
    expect(roll.roll?.total).toBe(20);
    expect(roll.text).toContain('row 17+: 5 wounds');
  });
});

describe('15.0 monster abilities', () => {
  it('Cronks: whoever fails to resist the stench fights at −2 this fight', () => {
    // A fails (6 against RV 2), B resists (1); then A's blow: 4 − 2 = 2 on the Sword column misses.
    const dice = new ScriptedDice([6, 1, 4]);
    const { combat, events } = start([character('A', { resistance: 2 }), character('B', { resistance: 2 })], order(['A', null, 'B']), [monster('c', 'cronk')], dice);
    expect(events.some((e) => e.text.includes('A is sickened'))).toBe(true);
    const r = act(combat, { type: 'attack', fighterId: 'A', targetId: 'c' }, dice);
    const roll = rollEvents(r.events)[0]!;
    expect(roll.roll?.total).toBe(2);
    expect(roll.roll?.modifiers.some((m) => m.value === -2 && m.label.includes('stench'))).toBe(true);
    expect(fighterOf(r.combat, 'B').modifiers).toEqual([]);
  });

  it('the Chimera breathes fire with each attack: one more wound unless resisted', () => {
    // Target B (opposite), claw 1 + 20 = 21: 5 wounds; fire: 6 against RV 0: 1 more.
    const dice = new ScriptedDice([1, 6]);
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), [monster('ch', 'chimera', { combatBonus: 20 })], dice);
    const r = act(combat, { type: 'endPartyCombat' }, dice);
    expect(fighterOf(r.combat, 'B').wounds).toBe(6);
  });

  it('the Medusa turns her target to stone on a 6 after her attack: he leaves the march order and is petrified at the end', () => {
    // Target die 1 → A; claw 1 misses; gaze 6; then B's blow (CB 30) kills her.
    const dice = new ScriptedDice([1, 1, 6, 3]);
    const { combat } = start([strong('A'), character('B', { woundPoints: 100, combatBonus: 30 })], order(['A', null, 'B']), [monster('me', 'medusa', { woundPoints: 5 })], dice);
    const r = act(combat, { type: 'endPartyCombat' }, dice);
    expect(fighterOf(r.combat, 'A').petrified).toBe(true);
    expect(r.combat.partyRows.flat()).not.toContain('A');
    const end = act(act(r.combat, { type: 'endPartyReorganization' }, dice).combat, { type: 'attack', fighterId: 'B', targetId: 'me' }, dice);
    expect(end.outcome?.result).toBe('partyWon');
    expect(end.outcome?.characters.find((c) => c.id === 'A')).toMatchObject({ petrified: true, dead: false });
  });

  it('the Hydra\'s Combat Bonus rises by each wound it has suffered', () => {
    // A (CB 5) rolls 6: 11 on the Sword column, 2 wounds. The Hydra then attacks B: 3 + 0 + 2 = 5.
    const dice = new ScriptedDice([6, 3]);
    const { combat } = start([character('A', { combatBonus: 5 }), strong('B'), strong('C')], order(['A', 'B', 'C']), [monster('hy', 'hydra', { woundPoints: 20 })], dice);
    const hit = act(combat, { type: 'attack', fighterId: 'A', targetId: 'hy' }, dice);
    expect(fighterOf(hit.combat, 'hy').wounds).toBe(2);
    const r = act(hit.combat, { type: 'endPartyCombat' }, dice);
    const roll = crtRolls(r.events)[0]!;
    expect(roll.roll?.total).toBe(5);
    expect(roll.roll?.modifiers).toContainEqual({ label: 'Hydra wounds (15.6)', value: 2 });
  });

  it('the Troll regains a Wound Point at the end of every third Monster Combat Phase after its first wound', () => {
    const rng = Rng.fromSeedNumber(13);
    let { combat } = start([character('A', { woundPoints: 100, combatBonus: 30 }), strong('B'), strong('C')], order(['A', 'B', 'C']), [monster('t', 'troll', { woundPoints: 30 })], rng);
    combat = act(combat, { type: 'attack', fighterId: 'A', targetId: 't' }, rng).combat;
    const wounded = fighterOf(combat, 't').wounds;
    expect(wounded).toBe(5);
    const seen: number[] = [];
    for (let round = 1; round <= 6; round++) {
      combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
      seen.push(fighterOf(combat, 't').wounds);
      combat = act(combat, { type: 'endPartyReorganization' }, rng).combat;
    }
    expect(seen).toEqual([5, 5, 4, 4, 4, 3]);
  });

  it('the Vampire charms the one it attacks in its first two Monster phases; he fights from the monsters\' first row; its death frees him with his wounds', () => {
    // Round 1: the bite misses (1), B fails to resist (6) and goes over. Round 2: C (box right) strikes the Vampire dead.
    const dice = new ScriptedDice([1, 6, 2]);
    const { combat } = start([strong('A'), character('B', { woundPoints: 100, wounds: 3 }), character('C', { woundPoints: 100, combatBonus: 30 })], order(['A', 'B', 'C']), [monster('v', 'vampire', { woundPoints: 5 })], dice);
    let r = act(combat, { type: 'endPartyCombat' }, dice);
    expect(fighterOf(r.combat, 'B').side).toBe('monsters');
    expect(r.combat.monsterRows[0]).toEqual(['B', 'v', null]);
    expect(r.combat.partyRows[0]).toEqual(['A', null, 'C']);
    r = act(r.combat, { type: 'endPartyReorganization' }, dice);
    // A, opposite B, may only strike him; C reaches the Vampire.
    const attacks = combatChoices(r.combat).filter((c) => c.action.type === 'attack').map((c) => c.action);
    expect(attacks).toContainEqual({ type: 'attack', fighterId: 'A', targetId: 'B' });
    r = act(r.combat, { type: 'attack', fighterId: 'C', targetId: 'v' }, dice);
    expect(r.outcome?.result).toBe('partyWon');
    expect(r.outcome?.characters.find((c) => c.id === 'B')).toMatchObject({ dead: false, lost: false, wounds: 3 });
    expect(fighterOf(r.combat, 'B').side).toBe('party');
  });

  it('an Evil Mage casts Lightning each Monster phase, from either row, paying 2; too weak to pay, it fights with its dagger', () => {
    const rng = Rng.fromSeedNumber(14);
    const ms = [monster('o1', 'orc', { woundPoints: 20, combatBonus: -20 }), monster('o2', 'orc', { woundPoints: 19, combatBonus: -20 }), monster('o3', 'orc', { woundPoints: 18, combatBonus: -20 }), monster('mage', 'evilMage', { woundPoints: 5, weapon: 'dagger', spells: ['lightning'] })];
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), ms, rng);
    expect(combat.monsterRows[1]).toEqual([null, 'mage', null]);
    const r = act(combat, { type: 'endPartyCombat' }, rng);
    expect(r.events.some((e) => e.text.startsWith('mage casts Lightning'))).toBe(true);
    expect(fighterOf(r.combat, 'mage').wounds).toBe(2);
    // With 2 Wound Points left, paying 2 would kill it: it strikes with its dagger from the first row instead.
    const weak = { ...r.combat, fighters: r.combat.fighters.map((f) => (f.id === 'mage' ? { ...f, wounds: 3 } : f)), monsterRows: [['o1', 'mage', 'o3'], [null, 'o2', null]] };
    const r2 = act(act(weak, { type: 'endPartyReorganization' }, rng).combat, { type: 'endPartyCombat' }, rng);
    expect(r2.events.some((e) => e.text.startsWith('mage casts Lightning'))).toBe(false);
    expect(crtRolls(r2.events).some((e) => e.data?.['attackerId'] === 'mage' && e.text.includes('Dagger column'))).toBe(true);
  });
});

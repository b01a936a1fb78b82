import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  drinkPotion,
  featureOfRoom,
  investigateFountain,
  investigateStatue,
  investigateTrapDoor,
  testMedallion,
  testPotion,
} from '../../../../shared/rulesets/deathmaze/data';
import { expectNear, ScriptedRng } from './helpers';

const bree = { name: 'Bree', wounds: 2 };

describe('fountains [6.1]', () => {
  it('Poison: 1D3 Wounds to the investigator [6.12]', () => {
    expect(investigateFountain(bree, new ScriptedRng([1, 5]))).toMatchObject({ result: 'poison', wounds: 3, drunk: false });
  });
  it('Potion: the investigator drinks it and the party takes a dose [6.13]', () => {
    const r = investigateFountain(bree, new ScriptedRng([2, 1, 4]));
    expect(r).toMatchObject({ result: 'potion', potion: 'healing', potionEffect: { kind: 'heal', healed: 2, wounds: 0 } });
    expect(r.doseTaken).toEqual({ kind: 'potion', potion: 'healing' });
  });
  it('Alcohol: drunk for the rest of the game [6.14]', () => {
    expect(investigateFountain(bree, new ScriptedRng([5]))).toMatchObject({ result: 'alcohol', drunk: true });
  });
  it('Potion comes up half the time', () => {
    const rng = Rng.fromSeedNumber(70);
    let potions = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (investigateFountain(bree, rng).result === 'potion') potions++;
    expectNear(potions / n, 0.5, 0.015);
  });
});

describe('statues [6.2]', () => {
  it('Becomes Gargoyle: one Gargoyle with its counter\'s Wound Points [6.22]', () => {
    const r = investigateStatue(bree, new ScriptedRng([2, 3]));
    expect(r.gargoyle).toMatchObject({ type: 'gargoyle', count: 1, source: 'statue', treasure: 'G', monsters: [{ woundPoints: 7 }] });
  });
  it('Gems: the two eyes, each valued on the Gems Table [6.24]', () => {
    expect(investigateStatue(bree, new ScriptedRng([4, 6, 6, 3, 4])).gems).toEqual([150, 25]);
  });
  it('Potion: hidden, untested [6.23]', () => {
    expect(investigateStatue(bree, new ScriptedRng([3])).potion).toEqual({ kind: 'potion', potion: null });
  });
});

describe('trap doors [6.3]', () => {
  it('Room, Trap, No Effect', () => {
    expect(investigateTrapDoor(bree, new ScriptedRng([1])).result).toBe('room');
    expect(investigateTrapDoor(bree, new ScriptedRng([5])).result).toBe('trap');
    expect(investigateTrapDoor(bree, new ScriptedRng([6]))).toMatchObject({ result: 'noEffect', treasure: null });
  });
  it('Type J Treasure, in a chest [6.33]', () => {
    // 3 -> Type J; Bezants 1D6x20 face 1; Gems 2:1D6 -> 6 fails; Magic 3:1D3 -> 4 fails
    const r = investigateTrapDoor(bree, new ScriptedRng([3, 1, 6, 4]));
    expect(r.treasure).toEqual({ letter: 'J', bezants: 20, gems: [], magicItems: [], inChest: true });
  });
});

describe('potions and medallions [9.4], [9.6]', () => {
  it('Charm Person works only on Evil Heroes, Wizards, Thieves, Orcs and Goblins [9.45]', () => {
    expect(drinkPotion('charmPerson', bree, ['orc'], new ScriptedRng([])).effect).toEqual({ kind: 'charm', potion: 'charmPerson', targets: ['orc'] });
    expect(drinkPotion('charmPerson', bree, ['skeleton'], new ScriptedRng([])).effect.kind).toBe('noEffect');
    expect(drinkPotion('charmMonster', bree, ['skeleton', 'orc'], new ScriptedRng([])).effect).toMatchObject({ targets: ['skeleton'] });
  });
  it('testing a potion rolls its type then its effect [9.41]', () => {
    expect(testPotion(bree, [], new ScriptedRng([4, 5]))).toMatchObject({ potion: 'strength', effect: { kind: 'strength', combatBonus: 5 } });
  });
  it('the Medallion of Strangling deals 2D6 Wounds to its tester [9.66]', () => {
    expect(testMedallion('strangling', bree, new ScriptedRng([3, 4])).wounds).toBe(7);
    expect(testMedallion('oratory', bree, new ScriptedRng([])).wounds).toBe(0);
  });
});

describe('unusual features come from the chit [6.0]', () => {
  it('reads the chit\'s symbol', () => {
    expect(featureOfRoom({ feature: 'statue' })).toBe('statue');
    expect(featureOfRoom({})).toBeNull();
  });
});

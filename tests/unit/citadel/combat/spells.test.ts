import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, combatChoices } from '../../../../shared/rulesets/citadel/combat';
import { act, character, fighterOf, monster, order, ScriptedDice, start } from './helpers';

const strong = (id: string) => character(id, { woundPoints: 100 });
const mage = (id: string, extra = {}) => character(id, { woundPoints: 10, spells: ['lightning', 'blast', 'mentalAttack', 'sleep', 'charm', 'explosion', 'ceaseFire', 'magicShield', 'redemption'], ...extra });

describe('10.4 the party casts from its second row, paying Wound Points', () => {
  it('a caster in the first row is refused; from the second he pays the cost and the target may resist', () => {
    const rng = Rng.fromSeedNumber(21);
    const { combat } = start([mage('W'), strong('B'), mage('Z')], order(['W', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], rng);
    expect(applyCombatAction(combat, { type: 'castSpell', fighterId: 'W', spell: 'blast', targetId: 'o' }, rng)).toMatchObject({ ok: false, rule: '10.4' });
    // Blast: 1 WP to the caster; the Orc (RV 0) cannot resist: 2 wounds.
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'blast', targetId: 'o' }, rng);
    expect(fighterOf(r.combat, 'Z').wounds).toBe(1);
    expect(fighterOf(r.combat, 'o').wounds).toBe(2);
    expect(r.combat.acted).toContain('Z');
  });

  it('a spell whose cost would kill is refused (10.2); Alloces makes it free; Avnas makes Lightning cost 1', () => {
    const rng = Rng.fromSeedNumber(22);
    const frail = mage('Z', { woundPoints: 5, wounds: 1 });
    const { combat } = start([strong('A'), strong('B'), frail], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], rng);
    expect(applyCombatAction(combat, { type: 'castSpell', fighterId: 'Z', spell: 'mentalAttack', targetId: 'o' }, rng)).toMatchObject({ ok: false, rule: '10.2' });
    expect(combatChoices(combat).some((c) => c.action.type === 'castSpell' && c.action.spell === 'mentalAttack')).toBe(false);
    const free = start([strong('A'), strong('B'), mage('Z', { freeCombatSpells: true })], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], rng).combat;
    expect(fighterOf(act(free, { type: 'castSpell', fighterId: 'Z', spell: 'mentalAttack', targetId: 'o' }, rng).combat, 'Z').wounds).toBe(0);
    const cheap = start([strong('A'), strong('B'), mage('Z', { cheapLightning: true })], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], rng).combat;
    expect(fighterOf(act(cheap, { type: 'castSpell', fighterId: 'Z', spell: 'lightning', targetId: 'o' }, rng).combat, 'Z').wounds).toBe(1);
  });

  it('Lightning does 1D3×2, Mental Attack 2D6+2, each read from the dice', () => {
    // Lightning: RV-0 resist roll 4 fails, then a die of 5 → 3 × 2 = 6.
    const dice = new ScriptedDice([4, 5]);
    const { combat } = start([strong('A'), strong('B'), mage('Z')], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], dice);
    expect(fighterOf(act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'lightning', targetId: 'o' }, dice).combat, 'o').wounds).toBe(6);
    const dice2 = new ScriptedDice([4, 3, 6]);
    expect(fighterOf(act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'mentalAttack', targetId: 'o' }, dice2).combat, 'o').wounds).toBe(11);
  });

  it('a Magic Shield turns aside a monster\'s Lightning', () => {
    const rng = Rng.fromSeedNumber(23);
    const { combat } = start([strong('B'), mage('Z')], order([null, 'B', null], [null, 'Z', null]), [monster('em', 'evilMage', { woundPoints: 20, weapon: 'dagger', spells: ['lightning'] })], rng);
    const shielded = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'magicShield', targetId: 'B' }, rng);
    const r = act(shielded.combat, { type: 'endPartyCombat' }, rng);
    expect(r.events.some((e) => e.text.includes('Magic Shield turns the Lightning aside'))).toBe(true);
    expect(fighterOf(r.combat, 'B').wounds).toBe(0);
  });

  it('Sleep: the sleeper is killed without a roll once the others are dealt with, and counts for experience', () => {
    const rng = Rng.fromSeedNumber(24);
    const ms = [monster('o1', 'orc', { woundPoints: 5 }), monster('o2', 'orc', { woundPoints: 4 }), monster('o3', 'orc', { woundPoints: 3 }), monster('w', 'wight', { woundPoints: 2 })];
    const { combat } = start([character('A', { woundPoints: 100, combatBonus: 30 }), character('B', { woundPoints: 100, combatBonus: 30 }), character('C', { woundPoints: 100, combatBonus: 30 }), mage('Z')], order(['A', 'B', 'C'], [null, 'Z', null]), ms, rng);
    let c = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'sleep', targetId: 'w' }, rng).combat;
    expect(fighterOf(c, 'w').asleep).toBe(true);
    c = act(c, { type: 'attack', fighterId: 'A', targetId: 'o1' }, rng).combat;
    c = act(c, { type: 'attack', fighterId: 'B', targetId: 'o2' }, rng).combat;
    const end = act(c, { type: 'attack', fighterId: 'C', targetId: 'o3' }, rng);
    expect(end.outcome?.result).toBe('partyWon');
    expect(end.outcome?.kills.map((k) => k.id).sort()).toEqual(['o1', 'o2', 'o3', 'w']);
    expect(end.outcome?.experience).toBe(6 * (5 + 4 + 3 + 2));
  });

  it('Charm: a monster of the first two rows that fails to resist joins the party and fights for it', () => {
    const rng = Rng.fromSeedNumber(25);
    const { combat } = start([strong('A'), strong('B'), mage('Z')], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 9 }), monster('g', 'gargoyle', { woundPoints: 8 })], rng);
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'charm', targetId: 'g' }, rng);
    expect(fighterOf(r.combat, 'g').side).toBe('party');
    expect(r.combat.partyRows.flat()).toContain('g');
    expect(fighterOf(r.combat, 'Z').wounds).toBe(3);
  });

  it('Explosion: everyone in the fight but its caster resists or takes a wound', () => {
    const rng = Rng.fromSeedNumber(26);
    const { combat } = start([strong('A'), strong('B'), mage('Z')], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 9 })], rng);
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'explosion' }, rng);
    expect(fighterOf(r.combat, 'A').wounds).toBe(1);
    expect(fighterOf(r.combat, 'B').wounds).toBe(1);
    expect(fighterOf(r.combat, 'o').wounds).toBe(1);
    expect(fighterOf(r.combat, 'Z').wounds).toBe(1);
  });

  it('Cease Fire ends the fight as an Agreement, the monsters staying; never against X', () => {
    const rng = Rng.fromSeedNumber(27);
    const { combat } = start([strong('A'), strong('B'), mage('Z')], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 9 })], rng);
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'ceaseFire' }, rng);
    expect(r.outcome).toMatchObject({ result: 'ceaseFire', survivingMonsters: [{ id: 'o', wounds: 0 }], experience: 0 });
    const withX = start([strong('A'), strong('B'), mage('Z')], order(['A', null, 'B'], [null, 'Z', null]), [monster('x', 'x', { woundPoints: 9 })], rng).combat;
    expect(applyCombatAction(withX, { type: 'castSpell', fighterId: 'Z', spell: 'ceaseFire' }, rng)).toMatchObject({ ok: false, rule: '10.5' });
  });

  it('Redemption: a charmed character who resists it stays charmed; one who fails rejoins the party', () => {
    // The Vampire's bite misses (1) and B (RV 3) fails against its Charm (6).
    const dice = new ScriptedDice([1, 6]);
    const { combat } = start([strong('A'), character('B', { woundPoints: 100, resistance: 3 }), strong('C'), mage('Z')], order(['A', 'B', 'C'], [null, 'Z', null]), [monster('v', 'vampire', { woundPoints: 30 })], dice);
    const charmed = act(act(combat, { type: 'endPartyCombat' }, dice).combat, { type: 'endPartyReorganization' }, dice).combat;
    expect(fighterOf(charmed, 'B').side).toBe('monsters');
    const stays = act(charmed, { type: 'castSpell', fighterId: 'Z', spell: 'redemption', targetId: 'B' }, new ScriptedDice([2]));
    expect(fighterOf(stays.combat, 'B').side).toBe('monsters');
    const freed = act(charmed, { type: 'castSpell', fighterId: 'Z', spell: 'redemption', targetId: 'B' }, new ScriptedDice([5]));
    expect(fighterOf(freed.combat, 'B').side).toBe('party');
  });
});

describe('10.1 any-time spells in a fight', () => {
  it('Heal and Rejuvenate: never on oneself, from the limited casts; Mage Armor absorbs wounds; Strength adds 1D6 to the Combat Bonus', () => {
    const rng = Rng.fromSeedNumber(28);
    const healer = character('Z', { woundPoints: 10, wounds: 2, spells: ['heal', 'mageArmor', 'strength'], healUses: { heal: 1 } });
    const { combat } = start([character('A', { woundPoints: 10, wounds: 4 }), strong('B'), healer], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc', { woundPoints: 50 })], rng);
    expect(applyCombatAction(combat, { type: 'castSpell', fighterId: 'Z', spell: 'heal', targetId: 'Z' }, rng)).toMatchObject({ ok: false, rule: '10.5' });
    const healed = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'heal', targetId: 'A' }, rng);
    const a = fighterOf(healed.combat, 'A');
    expect(a.wounds).toBeGreaterThanOrEqual(0);
    expect(a.wounds).toBeLessThanOrEqual(2);
    expect(fighterOf(healed.combat, 'Z').healUses.heal).toBe(0);
    const next = act(act(healed.combat, { type: 'endPartyCombat' }, rng).combat, { type: 'endPartyReorganization' }, rng).combat;
    expect(applyCombatAction(next, { type: 'castSpell', fighterId: 'Z', spell: 'heal', targetId: 'A' }, rng)).toMatchObject({ ok: false, rule: '10.6' });
    const armored = act(next, { type: 'castSpell', fighterId: 'Z', spell: 'mageArmor', targetId: 'B' }, rng).combat;
    expect(fighterOf(armored, 'B').mageArmor).toBeGreaterThanOrEqual(2);
    const strong2 = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'strength', targetId: 'B' }, rng).combat;
    expect(fighterOf(strong2, 'B').modifiers.find((m) => m.label === 'Strength spell')?.value).toBeGreaterThanOrEqual(1);
  });

  it('Mage Armor takes wounds before Wound Points, never a spell\'s cost', () => {
    // The Orc's blow: 6 + 20 → 17+ on the Sword column, 5 wounds; B's armour of 3 takes 3.
    const dice = new ScriptedDice([6]);
    const { combat } = start([character('B', { woundPoints: 20, mageArmor: 3 })], order([null, 'B', null]), [monster('o', 'orc', { woundPoints: 50, combatBonus: 20, weapon: 'sword' })], dice);
    const r = act(combat, { type: 'endPartyCombat' }, dice);
    expect(fighterOf(r.combat, 'B')).toMatchObject({ wounds: 2, mageArmor: 0 });
  });

  it('negotiation and bribery spells are not cast in a fight', () => {
    const rng = Rng.fromSeedNumber(29);
    const { combat } = start([strong('A'), strong('B'), mage('Z', { spells: ['oratory', 'sway'] })], order(['A', null, 'B'], [null, 'Z', null]), [monster('o', 'orc')], rng);
    expect(applyCombatAction(combat, { type: 'castSpell', fighterId: 'Z', spell: 'oratory' }, rng)).toMatchObject({ ok: false, rule: '10.1' });
  });
});

describe('14.5–14.6 items in a fight', () => {
  it('a Charm Person potion takes an Orc anywhere in the segment, not a Wight; a used-up potion is refused', () => {
    const rng = Rng.fromSeedNumber(41);
    const user = character('U', { woundPoints: 100, items: [{ id: 'cp', kind: 'charmPerson', uses: 1 }] });
    const ms = [monster('w1', 'wight', { woundPoints: 20 }), monster('w2', 'wight', { woundPoints: 19 }), monster('w3', 'wight', { woundPoints: 18 }), monster('o', 'orc', { woundPoints: 5 })];
    const { combat } = start([user, strong('B')], order(['U', null, 'B']), ms, rng);
    const targets = combatChoices(combat).filter((c) => c.action.type === 'useItem').map((c) => (c.action as { targetId?: string }).targetId);
    expect(targets).toEqual(['o']);
    const r = act(combat, { type: 'useItem', fighterId: 'U', itemId: 'cp', targetId: 'o' }, rng);
    expect(fighterOf(r.combat, 'o').side).toBe('party');
    expect(fighterOf(r.combat, 'U').items[0]!.uses).toBe(0);
  });

  it('the Talisman of Mind costs its wearer 1 Wound Point and does 1D6 to a monster that fails to resist', () => {
    // Resistance 6 against RV 0 fails; 1D6 → 4.
    const dice = new ScriptedDice([6, 4]);
    const user = character('U', { woundPoints: 10, items: [{ id: 'tm', kind: 'mindTalisman', uses: 3 }] });
    const { combat } = start([user, strong('B')], order(['U', null, 'B']), [monster('o', 'orc', { woundPoints: 20 })], dice);
    const r = act(combat, { type: 'useItem', fighterId: 'U', itemId: 'tm', targetId: 'o' }, dice);
    expect(fighterOf(r.combat, 'U').wounds).toBe(1);
    expect(fighterOf(r.combat, 'o').wounds).toBe(4);
    expect(fighterOf(r.combat, 'U').items[0]!.uses).toBe(2);
  });
});

describe('14.8 rings', () => {
  it('a Sleep ring casts Sleep free once, for one who does not know it, from the second row', () => {
    const rng = Rng.fromSeedNumber(42);
    const wearer = character('R', { woundPoints: 10, ringCasts: ['sleep'] });
    const { combat } = start([strong('A'), strong('B'), wearer], order(['A', null, 'B'], [null, 'R', null]), [monster('o', 'orc', { woundPoints: 9 }), monster('o2', 'orc', { woundPoints: 8 })], rng);
    expect(applyCombatAction(combat, { type: 'castSpell', fighterId: 'R', spell: 'sleep', targetId: 'o' }, rng)).toMatchObject({ ok: false, rule: '10.0' });
    const r = act(combat, { type: 'castSpell', fighterId: 'R', spell: 'sleep', targetId: 'o', ring: true }, rng);
    expect(fighterOf(r.combat, 'R')).toMatchObject({ wounds: 0, ringCasts: [] });
    expect(fighterOf(r.combat, 'o').asleep).toBe(true);
  });
});

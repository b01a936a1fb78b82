import { describe, expect, it } from 'vitest';
import { applyAdvancedCombatAction, advancedData, finishAdvancedCombat, charmedMonsterForCombat, spellActions } from '../../../../shared/rulesets/deathmaze/advanced';
import { combatOutcome } from '../../../../shared/rulesets/deathmaze/combat';
import { act, begin, beast, hero, order, ScriptedRng, texts, wizard } from './helpers';

const none = () => new ScriptedRng([]);

describe('[11.2] casting spells in combat', () => {
  it('Blast: 2 Wounds to a first-row monster that fails to resist, the cost paid in Wounds that are recorded apart', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['blast'])], order(['Arn', 'Zed', null]), [beast('Orc', 'Orc', 5, 'W')], none());
    const rng = new ScriptedRng([6]);
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'blast', targetId: 'Orc' }, rng);
    expect(s.combat.monsters[0]!.wounds).toBe(2);
    expect(s.combat.adventurers.find((a) => a.id === 'Zed')!.wounds).toBe(1);
    expect(advancedData(s.combat)!.spellWounds['Zed']).toBe(1);
    expect(s.combat.acted).toContain('Zed');
    // One spell per Party Combat Phase, and casting was his action.
    const again = applyAdvancedCombatAction(s.combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'blast', targetId: 'Orc' }, none());
    expect(again.ok).toBe(false);
  });

  it('offers each castable spell at each legal target', () => {
    const party = [hero('Arn'), wizard('Zed', ['blast', 'heal', 'explosion'])];
    const monsters = [beast('O1', 'Orc', 6, 'W'), beast('O2', 'Orc', 6, 'W'), beast('O3', 'Orc', 6, 'W'), beast('O4', 'Orc', 2, 'W')];
    const { combat } = begin(party, order(['Arn', 'Zed', null]), monsters, none());
    const offered = spellActions(combat).map((a) => `${a.spell}>${a.targetId ?? '-'}`);
    expect(offered.sort()).toEqual(['blast>O1', 'blast>O2', 'blast>O3', 'explosion>-']);
  });

  it('a monster rolling at or under its Magic Resistance shrugs the spell off', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['lightning'])], order(['Arn', 'Zed', null]), [beast('Wolf', 'Werewolf', 9, 5)], none());
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'lightning', targetId: 'Wolf' }, new ScriptedRng([3]));
    expect(s.combat.monsters[0]!.wounds).toBe(0);
    expect(texts(s.events)).toMatch(/Magic Resistance 3\) resists Lightning: rolled 3/);
  });

  it('Lightning: 1D6+2 Wounds', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['lightning'])], order(['Arn', 'Zed', null]), [beast('Wolf', 'Werewolf', 12, 5)], none());
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'lightning', targetId: 'Wolf' }, new ScriptedRng([4, 5]));
    expect(s.combat.monsters[0]!.wounds).toBe(7);
  });

  it('refuses a spell whose cost would kill the caster, even under Mage Armor', () => {
    const zed = wizard('Zed', ['charm'], { wounds: 1 }, { mageArmor: 3 });
    const { combat } = begin([hero('Arn'), zed], order(['Arn', 'Zed', null]), [beast('Orc', 'Orc', 5, 'W')], none());
    const s = applyAdvancedCombatAction(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'charm', targetId: 'Orc' }, none());
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.rule).toBe('11.22');
  });

  it('refuses non-combat spells, unknown spells, the third row, and Blast at the second row', () => {
    const party = [hero('Arn'), hero('Bo'), wizard('Zed', ['heal', 'blast']), wizard('Yul', ['blast'])];
    const { combat } = begin(party, order(['Arn', 'Bo', null], ['Zed', null, null], ['Yul', null, null]), [beast('O1', 'Orc', 6, 'W'), beast('O2', 'Orc', 6, 'W'), beast('O3', 'Orc', 6, 'W'), beast('O4', 'Orc', 2, 'W')], none());
    const tryCast = (adventurerId: string, spell: string, targetId?: string) => {
      const s = applyAdvancedCombatAction(combat, { type: 'castSpell', adventurerId, spell, ...(targetId ? { targetId } : {}) }, none());
      return s.ok ? 'ok' : s.rule;
    };
    expect(tryCast('Zed', 'heal')).toBe('11.21');
    expect(tryCast('Zed', 'sleep', 'O1')).toBe('11.23');
    expect(tryCast('Yul', 'blast', 'O1')).toBe('11.21');
    expect(tryCast('Zed', 'blast', 'O4')).toBe('11.3');
    expect(tryCast('Arn', 'blast', 'O1')).toBe('11.23');
  });

  it('a healing potion in combat cannot cure spell-casting Wounds', () => {
    const zed = wizard('Zed', ['blast'], { wounds: 1, items: [{ id: 'p1', kind: 'healingPotion' }] });
    let { combat } = begin([hero('Arn'), zed], order(['Arn', 'Zed', null]), [beast('Orc', 'Orc', 5, 0)], none());
    ({ combat } = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'blast', targetId: 'Orc' }, new ScriptedRng([1])));
    ({ combat } = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1])));
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    const healed = act(combat, { type: 'useItem', adventurerId: 'Zed', itemId: 'p1' }, new ScriptedRng([6]));
    expect(healed.combat.adventurers.find((a) => a.id === 'Zed')!.wounds).toBe(1);
    expect(texts(healed.events)).toMatch(/cannot be healed/);
  });
});

describe('Charm [11.3], [9.45]', () => {
  it('a charmed monster joins the party and turns on it when its controller dies mid-combat', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['charm'])], order(['Arn', 'Zed', null]), [beast('Orc', 'Orc', 3, 'W'), beast('Ogre', 'Ogre', 8, 5)], none());
    // The player places the Orc facing Arn and the Ogre facing Zed [8.13].
    const swapped = { ...combat, monsterRows: [['Orc', 'Ogre', null], [null, null, null]] };
    let c = combat;
    const charm = act(swapped, { type: 'castSpell', adventurerId: 'Zed', spell: 'charm', targetId: 'Orc' }, new ScriptedRng([2]));
    c = charm.combat;
    expect(c.monsters.map((m) => m.id)).toEqual(['Ogre']);
    expect(c.party.rows[0]).toEqual(['Arn', 'Zed', 'Orc']);
    expect(c.adventurers.find((a) => a.id === 'Orc')!.charmedMonster).toBeTruthy();
    expect(c.adventurers.find((a) => a.id === 'Zed')!.wounds).toBe(3);
    // The Ogre (bonus 5) rolls 1: 6 on the Monster column, one Wound: Zed's fourth, and he dies.
    const phase = act(c, { type: 'endPartyCombat' }, new ScriptedRng([1]));
    c = phase.combat;
    expect(c.adventurers.find((a) => a.id === 'Zed')!.dead).toBe(true);
    expect(c.adventurers.some((a) => a.id === 'Orc')).toBe(false);
    expect(c.monsters.find((m) => m.id === 'Orc')).toMatchObject({ dead: false });
    expect(c.monsterRows[0]).toContain('Orc');
    expect(texts(phase.events)).toMatch(/Orc is freed: Zed is dead/);
    expect(c.status).toBe('ongoing');
  });

  it('Explosion kills monsters and party members in the same phase, the Wizard too, and frees his charmed monster', () => {
    const gob = charmedMonsterForCombat({ id: 'Gob', type: 'goblin', name: 'Gob', woundPoints: 3, wounds: 0, controllerId: 'Zed' });
    const party = [hero('Arn'), wizard('Zed', ['explosion'], { wounds: 2 }), gob];
    const { combat } = begin(party, order(['Arn', 'Zed', 'Gob']), [beast('Rat', 'Giant Ant', 1, 0), beast('Ogre', 'Ogre', 6, 0)], none());
    expect(combat.monsterRows[0]).toEqual(['Ogre', 'Rat', null]);
    // Cost 1 (Zed 3 of 4). Resist rolls: Arn 6 (hit), Zed 6 (hit), Gob 1 (resists), Ogre 6 (hit), Rat 6 (hit).
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'explosion' }, new ScriptedRng([6, 6, 1, 6, 6]));
    const c = s.combat;
    expect(c.adventurers.find((a) => a.id === 'Arn')!.wounds).toBe(1);
    expect(c.adventurers.find((a) => a.id === 'Zed')).toMatchObject({ wounds: 4, dead: true });
    expect(c.monsters.find((m) => m.id === 'Rat')!.dead).toBe(true);
    expect(c.monsters.find((m) => m.id === 'Ogre')!.wounds).toBe(1);
    expect(c.monsters.find((m) => m.id === 'Gob')).toMatchObject({ dead: false, wounds: 0 });
    expect(c.status).toBe('ongoing');
    expect(texts(s.events)).toMatch(/Gob is freed/);
  });

  it('Explosion that kills the last monster wins the fight even as it kills the Wizard', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['explosion'], { wounds: 2 })], order(['Arn', 'Zed', null]), [beast('Rat', 'Giant Ant', 1, 0)], none());
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'explosion' }, new ScriptedRng([1, 6, 6]));
    expect(s.combat.status).toBe('partyWon');
    expect(s.combat.adventurers.find((a) => a.id === 'Zed')!.dead).toBe(true);
    expect(combatOutcome(s.combat).experienceEach).toBe(6);
  });
});

describe('Sleep [11.3]', () => {
  it('removes the sleeper from the marching order; when the rest are dead the party wins and kills it', () => {
    const { combat } = begin([hero('Arn'), wizard('Zed', ['sleep'])], order(['Arn', 'Zed', null]), [beast('Ogre', 'Ogre', 7, 5)], none());
    const s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'sleep', targetId: 'Ogre' }, new ScriptedRng([5]));
    expect(s.combat.monsterRows.flat()).not.toContain('Ogre');
    expect(s.combat.status).toBe('partyWon');
    const done = finishAdvancedCombat(s.combat);
    expect(done.report.sleepersKilled).toEqual(['Ogre']);
    expect(combatOutcome(done.combat).experienceEach).toBe(21);
  });
});

describe('Mage Armor [11.3] in combat', () => {
  it('absorbs the next Wounds, then they are suffered normally', () => {
    const arn = hero('Arn', {}, { mageArmor: 2 });
    let { combat } = begin([arn, hero('Bo')], order(['Arn', 'Bo', null]), [beast('Troll', 'Troll', 20, 11)], none());
    expect(combat.adventurers[0]!.woundPoints).toBe(10);
    // Rolls 1 + 11 = 12: two Wounds, both absorbed.
    ({ combat } = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1])));
    expect(combat.adventurers[0]).toMatchObject({ wounds: 0, woundPoints: 8 });
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    ({ combat } = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1])));
    expect(combat.adventurers[0]).toMatchObject({ wounds: 2, woundPoints: 8 });
  });

  it('saves a life only as far as it goes: armor 1 and two Wounds at 7 of 8 kills', () => {
    const { combat } = begin([hero('Arn', { wounds: 7 }, { mageArmor: 1 }), hero('Bo')], order(['Arn', 'Bo', null]), [beast('Troll', 'Troll', 20, 11)], none());
    const s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1]));
    expect(s.combat.adventurers[0]).toMatchObject({ dead: true, wounds: 8, woundPoints: 8 });
    const { combat: c2 } = begin([hero('Arn', { wounds: 7 }, { mageArmor: 2 }), hero('Bo')], order(['Arn', 'Bo', null]), [beast('Troll', 'Troll', 20, 11)], none());
    const s2 = act(c2, { type: 'endPartyCombat' }, new ScriptedRng([1]));
    expect(s2.combat.adventurers[0]).toMatchObject({ dead: false, wounds: 7 });
  });
});

describe('[12.13] spell rings in combat', () => {
  it('casts the ring’s spell once at no cost, even if not on his record; then it is spent for this game', () => {
    const zed = wizard('Zed', ['blast'], {}, { spellRings: [{ id: 'ring-7', spell: 'sleep' }] });
    let { combat } = begin([hero('Arn'), zed], order(['Arn', 'Zed', null]), [beast('O1', 'Orc', 6, 0), beast('O2', 'Orc', 5, 0)], none());
    ({ combat } = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'sleep', targetId: 'O1' }, new ScriptedRng([6])));
    expect(combat.adventurers.find((a) => a.id === 'Zed')!.wounds).toBe(0);
    ({ combat } = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1])));
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    const again = applyAdvancedCombatAction(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'sleep', targetId: 'O2' }, none());
    expect(again.ok).toBe(false);
    expect(finishAdvancedCombat(combat).report.ringsUsed).toEqual(['ring-7']);
  });
});

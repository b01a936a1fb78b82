import { describe, expect, it } from 'vitest';
import { advancedData, applyAdvancedCombatAction, castNonCombatSpell, charmedMonsterForCombat, finishAdvancedCombat } from '../../../../shared/rulesets/deathmaze/advanced';
import { act, begin, beast, hero, order, ScriptedRng, texts, wizard } from './helpers';

const none = () => new ScriptedRng([]);

describe('[12.32] cronk stench', () => {
  it('each party member resists when the fight begins; who fails fights at −2', () => {
    const { combat, events } = begin([hero('Arn'), hero('Bo')], order(['Arn', 'Bo', null]), [beast('Cronk', 'Cronk', 5, 3)], new ScriptedRng([6, 1]));
    expect(combat.adventurers[0]!.modifiers?.other).toEqual([{ label: 'Cronk stench', value: -2, section: '12.32' }]);
    expect(combat.adventurers[1]!.modifiers?.other).toBeUndefined();
    expect(texts(events)).toMatch(/Arn is nauseated/);
    // The −2 is on his attack roll: 6 − 2 = 4 on the Sword column misses.
    const declared = act(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'Cronk' }, none());
    const s = act(declared.combat, { type: 'endPartyCombat' }, new ScriptedRng([6, 1, 1, 1, 1, 1]));
    expect(s.events.find((e) => e.roll?.purpose?.includes('Arn'))?.roll?.total).toBe(4);
    expect(s.combat.monsters[0]!.wounds).toBe(0);
  });
});

describe('[12.33] hellhound flames', () => {
  it('breathes at the one it attacked: one more Wound unless he resists', () => {
    const { combat } = begin([hero('Arn'), hero('Bo')], order(['Arn', 'Bo', null]), [beast('Dog', 'Hell Hound', 6, 0)], none());
    const s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1, 6]));
    expect(s.combat.adventurers[0]!.wounds).toBe(1);
    expect(texts(s.events)).toMatch(/fails to resist Dog’s flames/);
  });
});

describe('[12.34] medusa', () => {
  it('a 6 after her attack turns him to stone; after the fight a Wizard revives him with his wounds, or he is dead', () => {
    const { combat } = begin([hero('Arn', { wounds: 2 }), wizard('Zed', ['stoneFlesh'])], order(['Arn', 'Zed', null]), [beast('Med', 'Medusa', 5, 0)], none());
    const s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1, 6]));
    expect(s.combat.party.rows.flat()).not.toContain('Arn');
    expect(advancedData(s.combat)!.petrified).toEqual(['Arn']);
    const done = finishAdvancedCombat(s.combat);
    expect(done.report.petrified).toEqual(['Arn']);
    const revive = castNonCombatSpell(
      {
        caster: { id: 'Zed', name: 'Zed', spells: ['stoneFlesh'], woundPoints: 4, wounds: 0, spellWounds: 0 },
        spell: 'stoneFlesh',
        context: 'exploring',
        target: { id: 'Arn', name: 'Arn', wounds: 2, spellWounds: 0, petrified: true },
      },
      none(),
    );
    expect(revive.ok && revive.effect).toEqual({ kind: 'stoneFlesh', targetId: 'Arn', wounds: 2 });
    expect(revive.ok && revive.caster).toEqual({ wounds: 3, spellWounds: 3 });
  });

  it('a 5 does nothing', () => {
    const { combat } = begin([hero('Arn'), hero('Bo')], order(['Arn', 'Bo', null]), [beast('Med', 'Medusa', 5, 0)], none());
    const s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1, 5]));
    expect(s.combat.party.rows[0]).toContain('Arn');
  });
});

describe('[12.35] troll regeneration', () => {
  it('regenerates at the end of the third Monster Combat Phase after the first wound, and every third after', () => {
    const arn = hero('Arn', { weaponSkills: { sword: 6 } });
    let { combat } = begin([arn], order(['Arn', null, null]), [beast('Troll', 'Troll', 12, 0)], none());
    // Round 1: the attack is declared [8.42]; ending the phase resolves it, 6 + 6 = 12 on the Sword column, two
    // Wounds; the troll misses.
    ({ combat } = act(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'Troll' }, none()));
    const wounds: number[] = [];
    for (let round = 1; round <= 7; round++) {
      ({ combat } = act(combat, { type: 'endPartyCombat' }, new ScriptedRng(round === 1 ? [6, 1] : [1])));
      wounds.push(combat.monsters[0]!.wounds);
      ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    }
    expect(wounds).toEqual([2, 2, 1, 1, 1, 0, 0]);
  });
});

describe('[12.36] vampire charm', () => {
  it('the charmed adventurer fights for the monsters and comes back, wounds kept, when the vampire dies', () => {
    const party = [hero('Arn', { wounds: 1 }), hero('Bo'), wizard('Zed', ['blast'])];
    let { combat } = begin(party, order(['Arn', 'Bo', null], ['Zed', null, null]), [beast('Vamp', 'Vampire', 2, 0)], none());
    // Vampire attacks Arn (miss), then charms him: Arn rolls 6 against Magic Resistance 1.
    let s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1, 6]));
    combat = s.combat;
    expect(combat.adventurers.some((a) => a.id === 'Arn')).toBe(false);
    expect(combat.monsters.find((m) => m.id === 'Arn')).toMatchObject({ wounds: 1, dead: false });
    expect(combat.monsterRows[1]).toContain('Arn');
    ({ combat } = act(combat, { type: 'moveRow', adventurerId: 'Zed', toRow: 0, toBox: 0 }, none()));
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    expect(combat.monsterRows[0]).toContain('Arn');
    // Zed blasts the vampire (Magic Resistance 4, rolls 5): 2 Wounds kill it, and Arn is himself again.
    s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'blast', targetId: 'Vamp' }, new ScriptedRng([5]));
    combat = s.combat;
    expect(combat.monsters.some((m) => m.id === 'Arn')).toBe(false);
    expect(combat.adventurers.find((a) => a.id === 'Arn')).toMatchObject({ dead: false, wounds: 1 });
    expect(combat.party.rows.flat()).toContain('Arn');
    expect(combat.status).toBe('partyWon');
  });

  it('charms only in its first two Monster Combat Phases', () => {
    let { combat } = begin([hero('Arn', { woundPoints: 20 }), hero('Bo', { woundPoints: 20 })], order(['Arn', 'Bo', null]), [beast('Vamp', 'Vampire', 9, 0)], none());
    for (const dice of [[1, 1], [1, 1], [1]]) {
      const rng = new ScriptedRng(dice);
      ({ combat } = act(combat, { type: 'endPartyCombat' }, rng));
      expect(rng.left).toBe(0);
      ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    }
  });

  it('a monster the party had charmed is taken for good, even after the vampire dies', () => {
    const gob = charmedMonsterForCombat({ id: 'Gob', type: 'goblin', name: 'Gob', woundPoints: 4, wounds: 0, controllerId: 'Zed' });
    let { combat } = begin([gob, hero('Bo'), wizard('Zed', ['lightning'])], order(['Gob', 'Bo', null], ['Zed', null, null]), [beast('Vamp', 'Vampire', 3, 0)], none());
    // Vampire (box 0) attacks Gob (miss); Gob (Magic Resistance 1) rolls 4 and is charmed.
    let s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1, 4]));
    combat = s.combat;
    expect(advancedData(combat)!.turned).toEqual(['Gob']);
    ({ combat } = act(combat, { type: 'moveRow', adventurerId: 'Zed', toRow: 0, toBox: 0 }, none()));
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    s = act(combat, { type: 'castSpell', adventurerId: 'Zed', spell: 'lightning', targetId: 'Vamp' }, new ScriptedRng([6, 1]));
    expect(s.combat.monsters.find((m) => m.id === 'Vamp')!.dead).toBe(true);
    expect(s.combat.monsters.find((m) => m.id === 'Gob')!.dead).toBe(false);
    expect(s.combat.status).toBe('ongoing');
  });
});

describe('[12.2] Evil Wizards', () => {
  it('casts Lightning every Monster Combat Phase until the cost would kill him, then stabs with his dagger', () => {
    let { combat } = begin([hero('Arn', { woundPoints: 20 }), hero('Bo')], order(['Arn', 'Bo', null]), [beast('EW', 'Evil Wizard', 5, 'W')], none());
    // Round 1: Arn fails to resist (6), Lightning 4+2.
    let s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([6, 4]));
    combat = s.combat;
    expect(combat.adventurers[0]!.wounds).toBe(6);
    expect(combat.monsters[0]!.wounds).toBe(2);
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    // Round 2: Arn resists (1). The Evil Wizard is now at 4 of 5.
    s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1]));
    combat = s.combat;
    expect(combat.adventurers[0]!.wounds).toBe(6);
    expect(combat.monsters[0]!.wounds).toBe(4);
    ({ combat } = act(combat, { type: 'endPartyReorganization' }, none()));
    // Round 3: two more Wounds would kill him: a dagger attack (rolls 1, a miss).
    s = act(combat, { type: 'endPartyCombat' }, new ScriptedRng([1]));
    expect(s.combat.monsters[0]!.wounds).toBe(4);
    expect(texts(s.events)).toMatch(/EW attacks Arn with Dagger/);
  });
});

describe('[11.25] Red Pepper', () => {
  it('a monster may resist the flame', () => {
    const arn = hero('Arn', { items: [{ id: 'rp', kind: 'redPepper' }] });
    const { combat } = begin([arn, hero('Bo')], order(['Arn', 'Bo', null]), [beast('Orc', 'Orc', 5, 'W')], none());
    const resisted = act(combat, { type: 'useItem', adventurerId: 'Arn', itemId: 'rp', targetId: 'Orc' }, new ScriptedRng([1]));
    expect(resisted.combat.monsters[0]!.wounds).toBe(0);
    expect(resisted.combat.adventurers[0]!.itemsUsed).toEqual(['rp']);
    const burnt = act(combat, { type: 'useItem', adventurerId: 'Arn', itemId: 'rp', targetId: 'Orc' }, new ScriptedRng([2, 3]));
    expect(burnt.combat.monsters[0]!.wounds).toBe(3);
    expect(applyAdvancedCombatAction(resisted.combat, { type: 'useItem', adventurerId: 'Arn', itemId: 'rp', targetId: 'Orc' }, none()).ok).toBe(false);
  });
});

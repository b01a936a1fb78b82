import { describe, expect, it } from 'vitest';
import { deathmazeSheet, magicItemLabel } from '../../../shared/records/deathmaze-sheet';
import { sheetsFromGameState } from '../../../shared/records/sheets-from-state';
import { aldric, wat } from './fixtures';

describe('Deathmaze adventurer → character sheet', () => {
  it('writes the record as the rules do: "+1 Sword" under Weapon Skill, "2 Detrap" under Skills/Spells [3.1]', () => {
    const hero = deathmazeSheet(aldric);
    expect(hero).toMatchObject({ className: 'Hero', name: 'Aldric the Bold', woundPoints: 9, wounds: 3, magicResistance: 1, experience: 45, bezants: 120 });
    expect(hero.weaponSkills).toEqual(['+1 Sword']);
    expect(hero.weapons).toEqual(['Sword', 'Bow']);
    expect(hero.skillsAndSpells).toEqual([]);
    expect(hero.magicItems).toEqual(['+2 Sword', 'Ring of Sleep', 'Potion (untested)']);
    expect(hero.gems).toEqual([50, 100, 20]);
    expect(hero.status).toEqual({ alive: true });
    expect(deathmazeSheet(wat).skillsAndSpells).toEqual(['2 Detrap']);
    expect(deathmazeSheet(wat).weapons).toEqual(['Dagger', 'Throwing Dagger']);
  });

  it('keeps an untested medallion’s nature hidden and counts potion doses', () => {
    expect(magicItemLabel({ kind: 'medallion', medallion: 'strangling', tested: false })).toBe('Medallion (untested)');
    expect(magicItemLabel({ kind: 'medallion', medallion: 'strangling' })).toBe('Medallion of Strangling');
    expect(magicItemLabel({ kind: 'potion', potion: 'healing', doses: 2 })).toBe('Potion of Healing (2 doses)');
  });
});

describe('sheetsFromGameState', () => {
  it('reads the placeholder’s party of names, classes and Wound Points', () => {
    const sheets = sheetsFromGameState('deathmaze', { party: [{ name: 'Arn', class: 'hero', woundPoints: 8 }], segmentsExplored: 0 }, { campaign: 'Slot', seed: 'K7QM-2XPD' });
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ name: 'Arn', className: 'Hero', woundPoints: 8, wounds: 0, weapons: [], campaign: 'Slot', seed: 'K7QM-2XPD', status: { alive: true } });
  });

  it('reads the engine’s party in play: magic weapons in their slots, spells, the dead and how they died', () => {
    const state = {
      phase: { kind: 'exploring' },
      party: [
        { ...aldric, id: 'a1', weapons: ['sword', 'bow'], weaponBonuses: [2, 0], dead: false, spells: [] },
        { ...wat, id: 'a2', class: 'wizard', spells: ['mageArmor', 'stoneFlesh'], dead: true, causeOfDeath: 'killed fighting 2 Trolls', diedAt: 'in the room north of the entrance' },
      ],
    };
    const [hero, wizard] = sheetsFromGameState('deathmaze', state);
    expect(hero!.weapons).toEqual(['+2 Sword', 'Bow']);
    expect(wizard!.className).toBe('Wizard');
    expect(wizard!.skillsAndSpells).toEqual(['2 Detrap', 'Mage Armour', 'Stone-to-flesh']);
    expect(wizard!.status).toEqual({ alive: false, where: 'in the room north of the entrance', how: 'killed fighting 2 Trolls' });
  });

  it('at home prints the campaign roster, living and dead, with expeditions survived', () => {
    const roster = [
      { id: 'a1', name: 'Arn', class: 'hero', woundPoints: 9, magicResistance: 1, weaponSkills: {}, detrap: 0, spells: [], weapons: [{ weapon: 'axe', bonus: 1 }, { weapon: 'bow', bonus: 0 }], magicItems: [], experience: 80, bezants: 150, status: 'available', expeditions: [1, 2], advancement: [] },
      { id: 'a2', name: 'Bree', class: 'thief', woundPoints: 6, magicResistance: 1, weaponSkills: {}, detrap: 2, spells: [], weapons: [], magicItems: [], experience: 0, bezants: 0, status: 'dead', expeditions: [1, 2], advancement: [], death: { expedition: 2, cause: 'killed by an Ogre', where: 'the second room', lostExperience: 10, lostBezants: 0 } },
    ];
    const expeditions = [
      { id: 1, members: [{ id: 'a1', survived: true }, { id: 'a2', survived: true }] },
      { id: 2, members: [{ id: 'a1', survived: true }, { id: 'a2', survived: false }] },
    ];
    const state = { phase: { kind: 'home' }, party: [{ id: 'a1', name: 'Arn (stale)', class: 'hero' }], campaign: { name: 'Deep Delve', roster, expeditions } };
    const sheets = sheetsFromGameState('deathmaze', state, { campaign: 'slot name' });
    expect(sheets.map((s) => s.name)).toEqual(['Arn', 'Bree']);
    expect(sheets[0]).toMatchObject({ weapons: ['+1 Axe', 'Bow'], expeditionsSurvived: 2, campaign: 'Deep Delve', kills: 0 });
    expect(sheets[1]).toMatchObject({ expeditionsSurvived: 1, status: { alive: false, where: 'the second room', how: 'killed by an Ogre' } });
  });

  it('returns no sheets for a state without adventurers', () => {
    expect(sheetsFromGameState('deathmaze', null)).toEqual([]);
    expect(sheetsFromGameState('deathmaze', { segmentsExplored: 3 })).toEqual([]);
  });
});

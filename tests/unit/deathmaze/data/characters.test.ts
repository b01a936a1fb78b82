import { describe, expect, it } from 'vitest';
import { checkParty, createAdventurer, partySetupSchema, WEAPONS } from '../../../../shared/rulesets/deathmaze/data';

describe('creating an adventurer [3.1]', () => {
  it('fills in a Hero with 8 Wound Points, Magic Resistance 1, no Detrap and an empty purse', () => {
    const r = createAdventurer({ name: 'Arn', class: 'hero', weapons: ['sword', 'bow'], experience: { kind: 'weaponSkill', weapon: 'sword' } });
    expect(r).toEqual({
      ok: true,
      adventurer: {
        name: 'Arn',
        class: 'hero',
        woundPoints: 8,
        wounds: 0,
        magicResistance: 1,
        weapons: ['sword', 'bow'],
        weaponSkills: { sword: 1 },
        detrap: 0,
        experience: 0,
        bezants: 0,
        gems: [],
        magicItems: [],
      },
    });
  });

  it('gives a Thief 6 Wound Points and 1 Detrap; experience (a) adds a Wound Point, (c) a point of Detrap', () => {
    const a = createAdventurer({ name: 'Bree', class: 'thief', weapons: ['dagger', 'throwingDagger'], experience: { kind: 'woundPoint' } });
    const c = createAdventurer({ name: 'Cato', class: 'thief', weapons: ['throwingDagger', 'throwingDagger'], experience: { kind: 'detrap' } });
    expect(a.ok && a.adventurer).toMatchObject({ woundPoints: 7, detrap: 1, weaponSkills: {} });
    expect(c.ok && c.adventurer).toMatchObject({ woundPoints: 6, detrap: 2 });
  });

  it('refuses a Hero taking Detrap, a wrong number of weapons, an unknown weapon and a missing name', () => {
    const bad = [
      { name: 'Dax', class: 'hero', weapons: ['sword', 'axe'], experience: { kind: 'detrap' } },
      { name: 'Eve', class: 'hero', weapons: ['sword'], experience: { kind: 'woundPoint' } },
      { name: 'Fay', class: 'thief', weapons: ['sword', 'spear'], experience: { kind: 'woundPoint' } },
      { name: '  ', class: 'thief', weapons: ['sword', 'bow'], experience: { kind: 'woundPoint' } },
      { name: 'Gil', class: 'wizard', weapons: ['dagger', 'dagger'], experience: { kind: 'woundPoint' } },
    ];
    for (const input of bad) expect(createAdventurer(input).ok, JSON.stringify(input)).toBe(false);
    const hero = createAdventurer(bad[0]);
    expect(!hero.ok && hero.errors.join(' ')).toMatch(/Only Thieves/);
  });

  it('offers the six weapons of the Combat Results Table', () => {
    expect([...WEAPONS].sort()).toEqual(['axe', 'bow', 'dagger', 'hammer', 'sword', 'throwingDagger']);
  });
});

describe('party size and players [3.0], [3.2]', () => {
  it('allows 1 to 6 adventurers, warning below four', () => {
    expect(checkParty(0).ok).toBe(false);
    expect(checkParty(7).ok).toBe(false);
    expect(checkParty(1)).toMatchObject({ ok: true, warnings: [expect.stringMatching(/Four adventurers/)] });
    expect(checkParty(4)).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('requires every player to control the same number', () => {
    expect(checkParty(6, 2)).toEqual({ ok: true, errors: [], warnings: [] });
    expect(checkParty(5, 2).ok).toBe(false);
    expect(checkParty(2, 3).ok).toBe(false);
    expect(checkParty(4, 2)).toMatchObject({ ok: true, warnings: [expect.stringMatching(/suggest 3/)] });
  });

  it('validates a whole setup with zod', () => {
    const hero = { name: 'A', class: 'hero', weapons: ['sword', 'axe'], experience: { kind: 'woundPoint' } };
    expect(partySetupSchema.safeParse({ players: 2, party: [hero, hero, hero, hero] }).success).toBe(true);
    expect(partySetupSchema.safeParse({ players: 3, party: [hero, hero, hero, hero] }).success).toBe(false);
    expect(partySetupSchema.safeParse({ party: [] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  abilityPointsAffordable,
  advance,
  beginExpedition,
  campaignRulings,
  campaignSchema,
  createCampaign,
  endExpedition,
  recruit,
  renameAdventurer,
  retireAdventurer,
  shareTreasure,
  type Campaign,
} from '../../../../shared/rulesets/deathmaze/campaign';

function must<T>(r: { ok: true; campaign: Campaign; value: T } | { ok: false; message: string }): { campaign: Campaign; value: T } {
  if (!r.ok) throw new Error(r.message);
  return r;
}

function party(): Campaign {
  let c = createCampaign('Test', 'advanced');
  c = must(recruit(c, { name: 'Arn', class: 'hero', weapons: ['sword', 'bow'], experience: { kind: 'woundPoint' } })).campaign;
  c = must(recruit(c, { name: 'Bree', class: 'thief', weapons: ['dagger', 'bow'], experience: { kind: 'detrap' } })).campaign;
  c = must(recruit(c, { name: 'Zed', class: 'wizard', weapons: ['dagger', 'throwingDagger'], spell: 'heal', experience: { kind: 'spell', spell: 'blast' } })).campaign;
  return c;
}

describe('[9.18] sharing treasure', () => {
  it('divides the value of Bezants and Gems equally among those who came out; the odd Bezants are left', () => {
    const s = shareTreasure({ bezants: 250, gems: [100, 35, 16] }, ['a1', 'a2', 'a3']);
    expect(s).toMatchObject({ total: 401, each: 133, remainder: 2 });
    expect(s.shares).toEqual({ a1: 133, a2: 133, a3: 133 });
    expect(shareTreasure({ bezants: 10, gems: [] }, []).each).toBe(0);
  });
});

describe('[13.0] the roster', () => {
  it('recruits, renames and retires; no Wizards in a Basic campaign', () => {
    let c = party();
    expect(c.roster.map((a) => [a.id, a.name, a.class])).toEqual([
      ['a1', 'Arn', 'hero'],
      ['a2', 'Bree', 'thief'],
      ['a3', 'Zed', 'wizard'],
    ]);
    c = must(renameAdventurer(c, 'a1', 'Arnulf')).campaign;
    expect(c.roster[0]!.name).toBe('Arnulf');
    c = must(retireAdventurer(c, 'a2')).campaign;
    expect(beginExpedition(c, [{ id: 'a2', weapons: [{ weapon: 'dagger' }, { weapon: 'bow' }] }]).ok).toBe(false);
    const basic = createCampaign('B', 'basic');
    expect(recruit(basic, { name: 'Zed', class: 'wizard', weapons: ['dagger', 'dagger'], spell: 'heal', experience: { kind: 'woundPoint' } }).ok).toBe(false);
  });

  it('survivors come home cured with their savings, magic items and weapons; the dead are kept with how and where', () => {
    let c = party();
    const start = must(beginExpedition(c, [
      { id: 'a1', weapons: [{ weapon: 'axe' }, { weapon: 'bow' }] },
      { id: 'a2', weapons: [{ weapon: 'dagger' }, { weapon: 'bow' }] },
      { id: 'a3', weapons: [{ weapon: 'dagger' }, { weapon: 'dagger' }] },
    ]));
    c = start.campaign;
    expect(start.value.party.map((m) => [m.name, m.wounds, m.experience, m.bezants])).toEqual([
      ['Arn', 0, 0, 0],
      ['Bree', 0, 0, 0],
      ['Zed', 0, 0, 0],
    ]);
    expect(c.roster.every((a) => a.status === 'onExpedition')).toBe(true);
    expect(beginExpedition(c, [{ id: 'a1', weapons: [{ weapon: 'axe' }, { weapon: 'bow' }] }]).ok).toBe(false);
    const shares = shareTreasure({ bezants: 300, gems: [50] }, ['a1', 'a3']);
    c = must(endExpedition(c, {
      won: true,
      members: [
        { id: 'a1', survived: true, experienceGained: 90, share: shares.shares['a1']!, weapons: [{ weapon: 'sword', bonus: 2 }, { weapon: 'bow', bonus: 0 }], magicItems: [{ kind: 'ring', ring: 'resistance1' }] },
        { id: 'a2', survived: false, experienceGained: 40, cause: 'killed by an Ogre', where: 'the room with the fountain' },
        { id: 'a3', survived: true, experienceGained: 90, share: shares.shares['a3']!, weapons: [{ weapon: 'dagger', bonus: 0 }, { weapon: 'dagger', bonus: 0 }], magicItems: [{ kind: 'ring', ring: 'heal' }] },
      ],
      unshared: shares.remainder,
      charmedMonsters: ['Goblin'],
    })).campaign;
    const [arn, bree, zed] = c.roster;
    expect(arn).toMatchObject({ status: 'available', experience: 90, bezants: 175, weapons: [{ weapon: 'sword', bonus: 2 }, { weapon: 'bow', bonus: 0 }] });
    expect(bree).toMatchObject({ status: 'dead', experience: 0, bezants: 0, death: { expedition: 1, cause: 'killed by an Ogre', where: 'the room with the fountain', lostExperience: 40 } });
    expect(zed!.magicItems).toEqual([{ kind: 'ring', ring: 'heal' }]);
    expect(c.expeditions[0]).toMatchObject({ status: 'finished', won: true, charmedLost: ['Goblin'], loot: { shared: 350, unshared: 0 } });
    expect(campaignSchema.safeParse(c).success).toBe(true);
    expect(campaignSchema.safeParse(JSON.parse(JSON.stringify(c))).data).toEqual(c);

    // Next expedition: Arn swaps his magic sword for a mundane one and keeps it at home; the heal ring comes along.
    const next = must(beginExpedition(c, [
      { id: 'a1', weapons: [{ weapon: 'hammer' }, { weapon: 'bow' }] },
      { id: 'a3', weapons: [{ weapon: 'dagger' }, { weapon: 'throwingDagger' }] },
    ]));
    expect(next.campaign.roster[0]!.magicItems).toContainEqual({ kind: 'weapon', weapon: 'sword', bonus: 2 });
    expect(next.value.party[1]!.magicItems).toEqual([{ kind: 'ring', ring: 'heal' }]);
    expect(next.value.party[0]!.weaponBonuses).toEqual([0, 0]);
    const takeBack = must(beginExpedition(c, [{ id: 'a1', weapons: [{ magic: 0 }, { weapon: 'bow' }] }]));
    expect(takeBack.value.party[0]!.weaponBonuses).toEqual([2, 0]);
    expect(beginExpedition(c, [{ id: 'a3', weapons: [{ weapon: 'sword' }, { weapon: 'dagger' }] }]).ok).toBe(false);
    expect(beginExpedition(c, [{ id: 'a2', weapons: [{ weapon: 'dagger' }, { weapon: 'bow' }] }]).ok).toBe(false);
  });
});

describe('[13.11] ability points', () => {
  /** The whole roster back from an expedition (nothing gained), then given these savings. */
  function home(c: Campaign): Campaign {
    const picks = c.roster.map((a) => ({ id: a.id, weapons: a.weapons.map((w) => ({ weapon: w.weapon })) }));
    const out = must(beginExpedition(c, picks)).campaign;
    return must(endExpedition(out, { won: false, members: c.roster.map((a) => ({ id: a.id, survived: true as const, experienceGained: 0, share: 0, weapons: a.weapons, magicItems: [] })) })).campaign;
  }
  function withSavings(experience: number, bezants: number, patch: object = {}): Campaign {
    const c = home(party());
    return { ...c, roster: c.roster.map((a) => ({ ...a, experience, bezants, ...patch })) };
  }

  it('cost 75 experience and 100 Bezants, savings at home counting; one point at the end of each game, not banked', () => {
    expect(abilityPointsAffordable({ experience: 160, bezants: 350 })).toBe(2);
    expect(abilityPointsAffordable({ experience: 74, bezants: 1000 })).toBe(0);
    // Not before his first game: a point is given "at the end of a game".
    const fresh = party();
    const early = advance({ ...fresh, roster: fresh.roster.map((a) => ({ ...a, experience: 500, bezants: 500 })) }, 'a1', { kind: 'woundPoint' });
    expect(!early.ok && early.rule).toBe('13.11');
    let c = withSavings(160, 250);
    c = must(advance(c, 'a1', { kind: 'woundPoint' })).campaign;
    expect(c.roster[0]).toMatchObject({ woundPoints: 10, experience: 85, bezants: 150 });
    const second = advance(c, 'a1', { kind: 'weaponSkill', weapon: 'sword' });
    expect(!second.ok && second.rule).toBe('13.11');
    expect(!second.ok && second.message).toMatch(/one ability point/);
    // The next game's end gives the next point, from what is left.
    c = home(c);
    c = must(advance(c, 'a1', { kind: 'weaponSkill', weapon: 'sword' })).campaign;
    expect(c.roster[0]).toMatchObject({ weaponSkills: { sword: 1 }, experience: 10, bezants: 50 });
    c = home(c);
    const broke = advance(c, 'a1', { kind: 'woundPoint' });
    expect(!broke.ok && broke.rule).toBe('13.11');
    expect(c.roster[0]!.advancement.map((r) => r.option)).toEqual(['+1 Wound Point', '+1 Sword skill']);
  });

  it('Magic Resistance stops at 5; Detrap for Thieves, spells for Wizards', () => {
    const c = withSavings(75, 100);
    const mr = advance({ ...c, roster: c.roster.map((a) => ({ ...a, magicResistance: 5 })) }, 'a1', { kind: 'magicResistance' });
    expect(!mr.ok && mr.message).toMatch(/above 5/);
    expect(must(advance(c, 'a1', { kind: 'magicResistance' })).value.magicResistance).toBe(2);
    expect(advance(c, 'a1', { kind: 'detrap' }).ok).toBe(false);
    expect(must(advance(c, 'a2', { kind: 'detrap' })).value.detrap).toBe(3);
    expect(advance(c, 'a2', { kind: 'spell', spell: 'sleep' }).ok).toBe(false);
    expect(advance(c, 'a3', { kind: 'spell', spell: 'heal' }).ok).toBe(false);
    expect(must(advance(c, 'a3', { kind: 'spell', spell: 'sleep' })).value.spells).toEqual(['heal', 'blast', 'sleep']);
    expect(advance(c, 'a3', { kind: 'weaponSkill', weapon: 'axe' }).ok).toBe(false);
  });

  it('the dead cannot spend: their savings were lost', () => {
    const c = withSavings(500, 500, { status: 'dead', death: { expedition: 1, cause: 'x', where: 'y', lostExperience: 0, lostBezants: 0 } });
    expect(advance(c, 'a1', { kind: 'woundPoint' }).ok).toBe(false);
  });

  it('every ruling cites a section', () => {
    for (const r of campaignRulings) expect(r.section).toMatch(/^\d+\.\d+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import {
  applyCombatAction,
  combatActionSchema,
  combatChoices,
  combatOutcome,
  combatRulings,
  experienceForVictory,
  startCombat,
  type CombatState,
} from '../../../../shared/rulesets/deathmaze/combat';
import { describeWithRuleTexts } from '../../../support/rule-texts';
import { act, adventurer, autoPlay, expectRefused, monster, order, read1979, start } from './helpers';

const crtRolls = (events: readonly GameEvent[]) => events.filter((e) => e.kind === 'roll' && e.roll?.section === '8.7');
const byId = (combat: CombatState, id: string) => combat.adventurers.find((a) => a.id === id) ?? combat.monsters.find((m) => m.id === id);

describe('a full seeded combat round [8.2]', () => {
  const party = [
    adventurer('Arn', ['sword', 'dagger']),
    adventurer('Bree', ['axe', 'bow']),
    adventurer('Cato', ['bow', 'dagger']),
    adventurer('Dara', ['throwingDagger', 'throwingDagger']),
  ];
  const marching = order(['Arn', 'Bree', null], ['Dara', 'Cato', null]);
  const monsters = [monster('S1', 12, 1), monster('S2', 11, 1), monster('S3', 10, 1), monster('Orc', 6, 'W', { type: 'Orc' })];

  it('joins combat with the three strongest monsters in front and the rest behind [8.13]', () => {
    const { combat, events } = start(party, marching, monsters, Rng.fromSeedNumber(7));
    expect(combat.monsterRows[0]).toEqual(['S1', 'S2', 'S3']);
    expect(combat.monsterRows[1]).toEqual(['Orc', null, null]);
    expect(combat.monsters.find((m) => m.id === 'Orc')!.weapons).toEqual(['sword', 'bow']);
    expect(combat.phase).toBe('partyCombat');
    expect(events.some((e) => e.section === '8.13')).toBe(true);
  });

  it('runs party combat, then monster combat, then both reorganizations, logging every roll', () => {
    const rng = Rng.fromSeedNumber(7);
    let { combat } = start(party, marching, monsters, rng);
    const log: GameEvent[] = [];
    const step = (action: Parameters<typeof act>[1]) => {
      const r = act(combat, action, rng);
      combat = r.combat;
      log.push(...r.events);
      return r;
    };
    // [8.31] as many adventurers as monsters? No: 2 v 3, so each attacks the closest [8.32].
    expectRefused(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'S3' }, rng, '8.32');
    step({ type: 'attack', adventurerId: 'Arn', targetId: 'S1' });
    step({ type: 'attack', adventurerId: 'Bree', targetId: 'S2' });
    step({ type: 'attack', adventurerId: 'Cato', targetId: 'S3' }); // [8.34] the second row may shoot at any front monster
    step({ type: 'attack', adventurerId: 'Dara', targetId: 'S1' });
    expect(crtRolls(log)).toHaveLength(4);
    expect(combat.phase).toBe('partyCombat');

    const monsterPhase = step({ type: 'endPartyCombat' });
    expect(combat.phase).toBe('partyReorganization');
    const texts = monsterPhase.events.map((e) => e.text);
    expect(texts.findIndex((t) => t.includes('Monster Combat Phase'))).toBeLessThan(texts.findIndex((t) => t.includes('Party Reorganization Phase')));
    // Three front monsters and the Orc's bow from the second row [8.35]; S3 has only Bree close (one box away).
    const monsterRolls = crtRolls(monsterPhase.events);
    expect(monsterRolls).toHaveLength(4);
    expect(monsterRolls[0]!.roll!.purpose).toBe('S1 attacks Arn (its natural attack)');
    expect(monsterRolls[1]!.roll!.purpose).toBe('S2 attacks Bree (its natural attack)');
    expect(monsterRolls[2]!.roll!.purpose).toBe('S3 attacks Bree (its natural attack)');
    expect(monsterRolls[3]!.roll!.purpose).toMatch(/^Orc attacks (Arn|Bree) \(Bow\)$/);
    expect(monsterPhase.events.some((e) => e.roll?.section === '8.35')).toBe(true);

    step({ type: 'endPartyReorganization' });
    expect(combat.phase).toBe('partyCombat');
    expect(combat.round).toBe(2);
    expect(log.some((e) => e.section === '8.25')).toBe(true);

    // Every roll is recorded with its section and table; every event has text.
    for (const e of log) {
      expect(e.text.length).toBeGreaterThan(0);
      if (e.kind === 'roll') {
        expect(e.roll?.section).toBeTruthy();
        expect(e.roll?.table).toBeTruthy();
      }
    }
    // Wounds on the monsters are exactly what the party's CRT rolls said.
    const dealt = crtRolls(log).slice(0, 4).reduce((sum, e) => sum + Number(/(\d) wound/.exec(e.roll!.result!)?.[1] ?? 0), 0);
    expect(combat.monsters.reduce((sum, m) => sum + m.wounds, 0)).toBe(dealt);
    expect(byId(combat, 'Dara')).toMatchObject({ thrown: ['Dara-throwingDagger-0'], weaponInHand: null });
  });
});

describe('[8.33] and [8.35] target rolls', () => {
  it('[8.33] a monster equally close to two adventurers attacks the rightmost on 1-3, the leftmost on 4-6', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const { combat } = start(
        [adventurer('L', ['sword'], { woundPoints: 50 }), adventurer('R', ['sword'], { woundPoints: 50 })],
        order(['L', null, 'R']),
        [monster('M1', 9, -10), monster('M2', 8, -10), monster('M3', 7, -10)],
        rng,
      );
      expect(combat.monsterRows[0]).toEqual(['M1', 'M2', 'M3']);
      const { events } = act(combat, { type: 'endPartyCombat' }, rng);
      const tie = events.filter((e) => e.roll?.section === '8.33');
      expect(tie).toHaveLength(1); // only M2, in the centre, is equally close to both
      const total = tie[0]!.roll!.total;
      const m2 = crtRolls(events).find((e) => e.roll!.purpose!.startsWith('M2'))!;
      const victim = total <= 3 ? 'R' : 'L';
      expect(m2.roll!.purpose).toBe(`M2 attacks ${victim} (its natural attack)`);
      seen.add(victim);
    }
    expect(seen).toEqual(new Set(['L', 'R']));
  });

  it('[8.35] a second-row bow picks among three: 1-2 rightmost, 3-4 centre, 5-6 leftmost; among two by 8.33; one needs no roll', () => {
    const seen = new Set<string>();
    const shots = (marching: ReturnType<typeof order>, ids: string[], seed: number) => {
      const rng = Rng.fromSeedNumber(seed);
      const { combat } = start(
        ids.map((id) => adventurer(id, ['sword'], { woundPoints: 50 })),
        marching,
        [monster('F1', 9, -10), monster('F2', 8, -10), monster('F3', 7, -10), monster('Gob', 2, 'W', { type: 'Goblin' })],
        rng,
      );
      expect(combat.monsterRows[1]).toEqual(['Gob', null, null]);
      const { events } = act(combat, { type: 'endPartyCombat' }, rng);
      return { roll: events.find((e) => e.roll?.section === '8.35'), shot: crtRolls(events).find((e) => e.roll!.purpose!.startsWith('Gob'))! };
    };
    for (let seed = 1; seed <= 60; seed++) {
      const { roll, shot } = shots(order(['A', 'B', 'C']), ['A', 'B', 'C'], seed);
      const t = roll!.roll!.total;
      const victim = t <= 2 ? 'C' : t <= 4 ? 'B' : 'A';
      expect(roll!.roll!.table).toBe('Bow target among three (8.35)');
      expect(shot.roll!.purpose).toBe(`Gob attacks ${victim} (Bow)`);
      seen.add(victim);
    }
    expect(seen).toEqual(new Set(['A', 'B', 'C']));
    for (let seed = 1; seed <= 10; seed++) {
      const { roll, shot } = shots(order(['A', null, 'B'], ['C', null, null]), ['A', 'B', 'C'], seed);
      expect(shot.roll!.purpose).toBe(`Gob attacks ${roll!.roll!.total <= 3 ? 'B' : 'A'} (Bow)`);
    }
    const lone = shots(order([null, 'A', null]), ['A'], 3);
    expect(lone.roll).toBeUndefined();
    expect(lone.shot.roll!.purpose).toBe('Gob attacks A (Bow)');
  });
});

describe('[8.41], [8.47] weapons in hand', () => {
  it('a throwing dagger is thrown once per combat from the second row, the other weapon taken up free, and both recovered after', () => {
    const rng = Rng.fromSeedNumber(11);
    const mjolnir = adventurer('Arn', ['hammer'], { weapons: [{ id: 'mjolnir', kind: 'hammer', magicBonus: 20 }], weaponInHand: 'mjolnir' });
    let { combat } = start(
      [mjolnir, adventurer('Bo', ['sword']), adventurer('Dara', ['throwingDagger', 'throwingDagger'])],
      order(['Arn', 'Bo', null], ['Dara', null, null]),
      [monster('Ogre', 12, -10)],
      rng,
    );
    const step = (a: Parameters<typeof act>[1]) => (combat = act(combat, a, rng).combat);
    step({ type: 'attack', adventurerId: 'Dara', targetId: 'Ogre' });
    expect(byId(combat, 'Dara')).toMatchObject({ thrown: ['Dara-throwingDagger-0'], weaponInHand: null });
    step({ type: 'attack', adventurerId: 'Arn', targetId: 'Ogre' });
    step({ type: 'endPartyCombat' });
    step({ type: 'endPartyReorganization' });
    // Unarmed: takes up the second dagger without losing the attack [8.47].
    const free = act(combat, { type: 'attack', adventurerId: 'Dara', targetId: 'Ogre', weaponId: 'Dara-throwingDagger-1' }, rng);
    expect(free.events.some((e) => e.section === '8.47' && /without losing his attack/.test(e.text))).toBe(true);
    combat = free.combat;
    expect(byId(combat, 'Dara')).toMatchObject({ thrown: ['Dara-throwingDagger-0', 'Dara-throwingDagger-1'], weaponInHand: null });
    step({ type: 'attack', adventurerId: 'Arn', targetId: 'Ogre' });
    step({ type: 'endPartyCombat' });
    step({ type: 'endPartyReorganization' });
    const msg = expectRefused(combat, { type: 'attack', adventurerId: 'Dara', targetId: 'Ogre' }, rng, '8.47');
    expect(msg).toMatch(/no weapons left/);
    step({ type: 'attack', adventurerId: 'Arn', targetId: 'Ogre' });
    expect(combat.status).toBe('partyWon');
    const dara = combatOutcome(combat).adventurers.find((a) => a.id === 'Dara')!;
    expect(dara.recoveredWeapons).toEqual(['Dara-throwingDagger-0', 'Dara-throwingDagger-1']);
    expect(dara.weaponInHand).toBe('Dara-throwingDagger-0');
  });

  it('a throwing dagger used from the front row is a melee attack and is not thrown', () => {
    const rng = Rng.fromSeedNumber(5);
    const { combat } = start([adventurer('Tia', ['throwingDagger', 'sword']), adventurer('Ulf', ['sword'])], order(['Tia', 'Ulf', null]), [monster('M', 30, -10)], rng);
    const after = act(combat, { type: 'attack', adventurerId: 'Tia', targetId: 'M' }, rng).combat;
    expect(byId(after, 'Tia')).toMatchObject({ thrown: [], weaponInHand: 'Tia-throwingDagger-0' });
  });

  it('changing weapons costs the attack; monsters switch for free', () => {
    const rng = Rng.fromSeedNumber(3);
    let { combat } = start(
      [adventurer('Arn', ['bow', 'sword']), adventurer('Bree', ['sword', 'dagger'])],
      order(['Arn', 'Bree', null]),
      [monster('M', 30, -10), monster('N', 30, -10)],
      rng,
    );
    expect(expectRefused(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'M' }, rng, '5.12')).toMatch(/only melee weapons/);
    expectRefused(combat, { type: 'attack', adventurerId: 'Bree', targetId: 'N', weaponId: 'Bree-dagger-1' }, rng, '8.41');
    const change = act(combat, { type: 'changeWeapon', adventurerId: 'Arn', weaponId: 'Arn-sword-1' }, rng);
    expect(change.events.map((e) => e.section)).toContain('8.41');
    expect(crtRolls(change.events)).toHaveLength(0);
    combat = change.combat;
    expect(byId(combat, 'Arn')).toMatchObject({ weaponInHand: 'Arn-sword-1' });
    expectRefused(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'M' }, rng, '8.22');
    expect(combatChoices(combat).some((c) => 'adventurerId' in c.action && c.action.adventurerId === 'Arn')).toBe(false);
    combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
    combat = act(combat, { type: 'endPartyReorganization' }, rng).combat;
    const swing = act(combat, { type: 'attack', adventurerId: 'Arn', targetId: 'M' }, rng);
    expect(crtRolls(swing.events)[0]!.roll!.purpose).toBe('Arn attacks M (Sword)');
  });

  it('an Orc fights with its sword in front and its bow from behind, switching at no cost [8.44]', () => {
    const rng = Rng.fromSeedNumber(9);
    let { combat } = start(
      [adventurer('A', ['hammer'], { woundPoints: 60 }), adventurer('B', ['hammer'], { woundPoints: 60 })],
      order(['A', 'B', null]),
      [monster('F1', 1, -10), monster('F2', 1, -10), monster('F3', 1, -10), monster('Orc', 1, 'W', { type: 'Orc' })],
      rng,
      { monsterPlacement: { front: ['F1', 'F2', 'F3'], back: ['Orc'] } },
    );
    let r = act(combat, { type: 'endPartyCombat' }, rng);
    expect(crtRolls(r.events).find((e) => e.roll!.purpose!.startsWith('Orc'))!.roll!.purpose).toMatch(/\(Bow\)$/);
    combat = r.combat;
    // Clear the front row so the Orc must step up [8.51], then it uses its sword.
    combat = { ...combat, monsters: combat.monsters.map((m) => (m.id.startsWith('F') ? { ...m, dead: true, wounds: 1 } : m)), monsterRows: [[null, null, null], ['Orc', null, null]] };
    r = act(combat, { type: 'endPartyReorganization' }, rng);
    expect(r.combat.monsterRows[0]).toContain('Orc');
    r = act(r.combat, { type: 'endPartyCombat' }, rng);
    expect(crtRolls(r.events).find((e) => e.roll!.purpose!.startsWith('Orc'))!.roll!.purpose).toMatch(/\(Sword\)$/);
  });
});

describe('[8.45]–[8.46] wounds and death', () => {
  it('an adventurer dies at exactly his Wound Points and leaves his box empty; one wound short he lives', () => {
    const rng = Rng.fromSeedNumber(1);
    const { combat } = start(
      [adventurer('X', ['sword'], { woundPoints: 6, wounds: 2 }), adventurer('Y', ['sword'], { woundPoints: 7, wounds: 2 })],
      order(['X', 'Y', null]),
      [monster('M1', 30, 20), monster('M2', 30, 20)], // +20: every roll reads 17+, 4 wounds
      rng,
    );
    const { combat: after, events } = act(combat, { type: 'endPartyCombat' }, rng);
    expect(byId(after, 'X')).toMatchObject({ wounds: 6, dead: true });
    expect(byId(after, 'Y')).toMatchObject({ wounds: 6, dead: false });
    expect(after.party.rows[0]).toEqual([null, 'Y', null]);
    expect(events.some((e) => e.section === '8.46' && e.text.startsWith('X is dead'))).toBe(true);
  });

  it('a monster dies at exactly its Wound Points', () => {
    const rng = Rng.fromSeedNumber(2);
    const axe = (id: string) => adventurer(id, ['axe'], { weapons: [{ id: `${id}-axe`, kind: 'axe', magicBonus: 20 }], weaponInHand: `${id}-axe` });
    let { combat } = start([axe('A'), axe('B')], order(['A', 'B', null]), [monster('Four', 4, -10), monster('Five', 5, -10)], rng);
    expect(combat.monsterRows[0]).toEqual(['Five', 'Four', null]);
    combat = act(combat, { type: 'attack', adventurerId: 'A', targetId: 'Five' }, rng).combat;
    combat = act(combat, { type: 'attack', adventurerId: 'B', targetId: 'Four' }, rng).combat;
    expect(byId(combat, 'Four')).toMatchObject({ wounds: 4, dead: true });
    expect(byId(combat, 'Five')).toMatchObject({ wounds: 4, dead: false });
    expect(combat.monsterRows[0]).toEqual(['Five', null, null]);
  });
});

describe('[8.24], [8.52] party reorganization', () => {
  const tough = (id: string, woundPoints = 50) => adventurer(id, ['sword'], { woundPoints });

  function reorgPhase(marching: ReturnType<typeof order>, ids: string[], monsters = [monster('M', 50, -10)]) {
    const rng = Rng.fromSeedNumber(4);
    const party = ids.map((id) => (id === 'a' && ids.length === 4 ? tough(id, 4) : tough(id)));
    const { combat } = start(party, marching, monsters, rng);
    return { rng, combat: act(combat, { type: 'endPartyCombat' }, rng).combat };
  }

  it('refuses illegal moves, naming the rule', () => {
    const { rng, combat } = reorgPhase(order(['a', 'b', null], ['c', 'd', null], ['e', null, null]), ['a', 'b', 'c', 'd', 'e']);
    expect(combat.phase).toBe('partyReorganization');
    expect(expectRefused(combat, { type: 'moveRow', adventurerId: 'b', toRow: 1, toBox: 2 }, rng, '8.52')).toMatch(/two adventurers in the front row/);
    expectRefused(combat, { type: 'moveRow', adventurerId: 'e', toRow: 0, toBox: 2 }, rng, '8.24');
    expect(expectRefused(combat, { type: 'shift', adventurerId: 'a', toBox: 2 }, rng, '8.52')).toMatch(/through another/);
    expect(expectRefused(combat, { type: 'moveRow', adventurerId: 'c', toRow: 0, toBox: 2 }, rng, '8.52')).toMatch(/diagonally/);
    expectRefused(combat, { type: 'moveRow', adventurerId: 'd', toRow: 0, toBox: 0 }, rng, '8.52'); // box taken by a
    expectRefused(combat, { type: 'retreat' }, rng, '8.11');
    const moved = act(combat, { type: 'moveRow', adventurerId: 'd', toRow: 0, toBox: 2 }, rng).combat;
    expect(moved.party.rows[0]).toEqual(['a', 'b', 'd']);
    expect(expectRefused(moved, { type: 'moveRow', adventurerId: 'e', toRow: 1, toBox: 1 }, rng, '8.52')).toMatch(/Only one adventurer/);
    // Shifting along a row is free and unlimited.
    const shifted = act(moved, { type: 'shift', adventurerId: 'e', toBox: 2 }, rng).combat;
    expect(shifted.party.rows[2]).toEqual([null, null, 'e']);
    // With three in front, one may step back.
    const back = act(reorgPhase(order(['a', 'b', 'c'], ['d', null, null]), ['a', 'b', 'c', 'd']).combat, { type: 'moveRow', adventurerId: 'c', toRow: 1, toBox: 2 }, rng);
    expect(back.combat.party.rows[1]).toEqual(['d', null, 'c']);
    // No reorganizing in the combat phase.
    const fresh = start([tough('a'), tough('b')], order(['a', 'b', null]), [monster('M', 9, -10)], rng).combat;
    expectRefused(fresh, { type: 'shift', adventurerId: 'a', toBox: 2 }, rng, '8.24');
  });

  it('keeps the marching order to eight rows: a step back from the eighth is neither offered nor allowed, nor refused by the action schema [8.52]', () => {
    const behind = ['d', 'e', 'f', 'g', 'h', 'i', 'j'];
    const { rng, combat } = reorgPhase(order(['a', 'b', 'c'], ...behind.map((id) => [id, null, null])), ['a', 'b', 'c', ...behind]);
    expect(combat.phase).toBe('partyReorganization');
    expect(combat.party.rows).toHaveLength(8);
    expect(expectRefused(combat, { type: 'moveRow', adventurerId: 'j', toRow: 8, toBox: 0 }, rng, '8.52')).toMatch(/8 rows at most/);
    const offered = combatChoices(combat).filter((c) => c.action.type === 'moveRow');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((c) => c.action.type === 'moveRow' && c.action.adventurerId === 'j' && c.action.toRow === 8)).toBe(false);
    // Everything offered passes the schema a saved or sent action is read with.
    for (const c of offered) expect(combatActionSchema.safeParse(c.action).success).toBe(true);
    // A step back into the eighth row is still allowed.
    expect(act(combat, { type: 'moveRow', adventurerId: 'i', toRow: 7, toBox: 1 }, rng).combat.party.rows[7]).toEqual(['j', 'i', null]);
  });

  it('forces one adventurer from the nearest row forward when the front row is down to one', () => {
    const rng = Rng.fromSeedNumber(4);
    const { combat } = start(
      [tough('a', 4), tough('b'), tough('c'), tough('d')],
      order(['a', 'b', null], ['c', null, null], ['d', null, null]),
      [monster('Brute', 50, 20)],
      rng,
    );
    expect(combat.monsterRows[0]).toEqual(['Brute', null, null]);
    const after = act(combat, { type: 'endPartyCombat' }, rng).combat;
    expect(byId(after, 'a')).toMatchObject({ dead: true });
    expect(after.party.rows[0]).toEqual([null, 'b', null]);
    expect(expectRefused(after, { type: 'endPartyReorganization' }, rng, '8.24')).toMatch(/must first move toward the front/);
    expectRefused(after, { type: 'moveRow', adventurerId: 'd', toRow: 1, toBox: 1 }, rng, '8.52');
    expectRefused(after, { type: 'moveRow', adventurerId: 'b', toRow: 1, toBox: 1 }, rng, '8.52');
    const moved = act(after, { type: 'moveRow', adventurerId: 'c', toRow: 0, toBox: 0 }, rng).combat;
    expect(moved.party.rows).toEqual([['c', 'b', null], [null, null, null], ['d', null, null]]);
    const next = act(moved, { type: 'endPartyReorganization' }, rng);
    expect(next.combat.phase).toBe('partyCombat');
    // [8.53] the lone monster still faces someone.
    const facing = next.combat.monsterRows[0]!.findIndex((id) => id === 'Brute');
    expect(next.combat.party.rows[0]![facing]).not.toBeNull();
  });

  it('every reorganization choice offered is legal and applies', () => {
    const { rng, combat } = reorgPhase(order(['a', null, 'b'], ['c', 'd', null]), ['a', 'b', 'c', 'd']);
    const choices = combatChoices(combat);
    expect(choices.length).toBeGreaterThan(3);
    for (const c of choices) expect(applyCombatAction(combat, c.action, rng).ok).toBe(true);
  });
});

describe('[8.51] monster reorganization', () => {
  it('moves the second-row monster nearest the gap forward', () => {
    const rng = Rng.fromSeedNumber(8);
    const axe = (id: string) => adventurer(id, ['axe'], { weapons: [{ id: `${id}-axe`, kind: 'axe', magicBonus: 20 }], weaponInHand: `${id}-axe`, woundPoints: 60 });
    let { combat } = start(
      [axe('A'), axe('B'), axe('C')],
      order(['A', 'B', 'C']),
      [monster('F1', 9, -10), monster('F2', 9, -10), monster('F3', 4, -10), monster('B1', 1, -10), monster('B2', 1, -10)],
      rng,
      { monsterPlacement: { front: ['F1', 'F2', 'F3'], back: ['B1', 'B2'] } },
    );
    expect(combat.monsterRows[1]).toEqual(['B1', 'B2', null]);
    combat = act(combat, { type: 'attack', adventurerId: 'C', targetId: 'F3' }, rng).combat;
    expect(byId(combat, 'F3')).toMatchObject({ dead: true });
    combat = act(combat, { type: 'endPartyCombat' }, rng).combat;
    expect(combat.monsterRows[0]).toEqual(['F1', 'F2', null]);
    // B2 (centre) is one box from the gap on the right; B1 (left) is two away.
    const r = act(combat, { type: 'endPartyReorganization' }, rng);
    expect(r.combat.monsterRows[0]).toEqual(['F1', 'F2', 'B2']);
    expect(r.events.some((e) => e.section === '8.51' && e.text.includes('B2 moves up'))).toBe(true);
  });
});

describeWithRuleTexts('[8.6] experience in the 1979 rules text', () => {
  it('has the example the next test follows', () => {
    expect(read1979()).toContain('Three skeletons, with 2, 3, and 4 Wound Points respectively');
  });
});

describe('[8.6] experience', () => {
  it('matches the rule\'s example: 2+3+4 Wound Points x6 / 3 living = 18 each', () => {
    expect(experienceForVictory([2, 3, 4], 3)).toBe(18);
    expect(experienceForVictory([2, 3, 4], 4)).toBe(13); // 54 / 4 = 13.5, rounded down
  });

  it('pays living adventurers only, not charmed monsters, once every monster is dead', () => {
    const rng = Rng.fromSeedNumber(12);
    const hammer = (id: string) => adventurer(id, ['hammer'], { weapons: [{ id: `${id}-h`, kind: 'hammer', magicBonus: 20 }], weaponInHand: `${id}-h` });
    let { combat } = start(
      [hammer('a'), hammer('b'), hammer('c'), adventurer('gob', [], { charmedMonster: { type: 'Goblin', combatBonus: 0 }, weaponInHand: null })],
      order(['a', 'b', 'c'], ['gob', null, null]),
      [monster('s2', 2), monster('s3', 3), monster('s4', 4)],
      rng,
    );
    expect(combatOutcome(combat)).toMatchObject({ status: 'ongoing', experienceEach: 0 });
    const played = autoPlay(combat, rng);
    combat = played.combat;
    expect(combat.status).toBe('partyWon');
    const outcome = combatOutcome(combat);
    expect(outcome.monsterWoundPoints).toBe(9);
    expect(outcome.experienceEach).toBe(18);
    expect(outcome.adventurers.find((a) => a.id === 'gob')!.experience).toBe(0);
    expect(outcome.adventurers.find((a) => a.id === 'a')!.experience).toBe(18);
  });
});

describe('items and the Evil Hero', () => {
  it('[8.9] an Evil Hero rolls his sword skill when met and adds it to every attack', () => {
    const rng = Rng.fromSeedNumber(21);
    const { combat, events } = start([adventurer('a', ['sword'], { woundPoints: 80 }), adventurer('b', ['sword'], { woundPoints: 80 })], order(['a', 'b', null]), [monster('EH', 9, 'W', { type: 'Evil Hero' })], rng);
    const skillRoll = events.find((e) => e.roll?.section === '8.9')!;
    const skill = combat.monsters[0]!.weaponSkill;
    expect(skill).toBe(skillRoll.roll!.total);
    const swing = crtRolls(act(combat, { type: 'endPartyCombat' }, rng).events)[0]!.roll!;
    expect(swing.modifiers).toEqual([{ label: 'Sword skill (8.9)', value: skill }]);
    expect(swing.purpose).toBe('EH attacks a (Sword)');
  });

  it('Strength, Cannabis, drunkenness and Red Pepper change the attack as [9.44], [9.56], [6.14], [9.55] say', () => {
    const rng = Rng.fromSeedNumber(31);
    const { combat } = start(
      [
        adventurer('s', ['sword'], { items: [{ id: 'pot', kind: 'strengthPotion' }], modifiers: { drunk: true } }),
        adventurer('k', ['sword'], { modifiers: { cannabis: true }, items: [{ id: 'pep', kind: 'redPepper' }] }),
        adventurer('r', ['bow'], { items: [{ id: 'pep2', kind: 'redPepper' }] }),
      ],
      order(['s', 'k', null], ['r', null, null]),
      [monster('M', 40, -10), monster('N', 40, -10)],
      rng,
    );
    const potion = act(combat, { type: 'useItem', adventurerId: 's', itemId: 'pot' }, rng);
    const strength = potion.events.find((e) => e.roll?.section === '9.44')!.roll!.total;
    expect(byId(potion.combat, 's')).toMatchObject({ strengthBonus: strength, itemsUsed: ['pot'] });
    expectRefused(potion.combat, { type: 'attack', adventurerId: 's', targetId: 'M' }, rng, '8.22');
    const twice = act(potion.combat, { type: 'attack', adventurerId: 'k', targetId: 'N' }, rng);
    expect(crtRolls(twice.events)).toHaveLength(2);
    expect(expectRefused(twice.combat, { type: 'useItem', adventurerId: 'r', itemId: 'pep2', targetId: 'M' }, rng, '9.55')).toMatch(/front row/);
    let c = act(twice.combat, { type: 'endPartyCombat' }, rng).combat;
    c = act(c, { type: 'endPartyReorganization' }, rng).combat;
    const swing = crtRolls(act(c, { type: 'attack', adventurerId: 's', targetId: 'M' }, rng).events)[0]!.roll!;
    expect(swing.modifiers).toEqual([
      { label: 'Strength (9.44)', value: strength },
      { label: 'drunk (6.14)', value: -2 },
    ]);
    const flame = act(c, { type: 'useItem', adventurerId: 'k', itemId: 'pep', targetId: 'N' }, rng);
    const pepper = flame.events.find((e) => e.roll?.section === '9.55')!.roll!.total;
    expect(byId(flame.combat, 'N')!.wounds - byId(c, 'N')!.wounds).toBe(pepper);
  });

  it('spells are the Advanced game and are refused in the Basic game', () => {
    const rng = Rng.fromSeedNumber(1);
    const { combat } = start([adventurer('w', ['dagger']), adventurer('x', ['sword'])], order(['w', 'x', null]), [monster('M', 5)], rng);
    expectRefused(combat, { type: 'castSpell', adventurerId: 'w', spell: 'Blast', targetId: 'M' }, rng, '11.21');
  });
});

describe('determinism and data', () => {
  const setup = () => ({
    party: [
      adventurer('Arn', ['sword', 'dagger'], { weaponSkills: { sword: 1 } }),
      adventurer('Bree', ['axe', 'bow'], { woundPoints: 9 }),
      adventurer('Cato', ['bow', 'dagger']),
      adventurer('Dara', ['throwingDagger', 'dagger']),
    ],
    marching: order(['Arn', 'Bree', null], ['Cato', 'Dara', null]),
    monsters: [monster('O1', 5, 'W', { type: 'Orc' }), monster('O2', 4, 'W', { type: 'Orc' }), monster('O3', 3, 'W', { type: 'Orc' }), monster('G', 2, 'W', { type: 'Goblin' }), monster('S', 6, 1)],
  });

  it('the same seed and the same choices give byte-identical state and log', () => {
    const run = () => {
      const rng = new Rng(rngStateFromSeed('K7QM-2XPD'));
      const { party, marching, monsters } = setup();
      const started = startCombat({ adventurers: party, marchingOrder: marching }, monsters, rng);
      if (!started.ok) throw new Error(started.message);
      const played = autoPlay(started.combat, rng);
      return JSON.stringify({ start: started, played, outcome: combatOutcome(played.combat), rng: rng.state() });
    };
    const first = run();
    expect(run()).toBe(first);
    expect(JSON.parse(first).played.combat.status).not.toBe('ongoing');
  });

  it('state survives a JSON round trip mid-combat and plays on identically', () => {
    const rng = Rng.fromSeedNumber(99);
    const { party, marching, monsters } = setup();
    let { combat } = start(party, marching, monsters, rng);
    combat = act(combat, { type: 'attack', adventurerId: 'Arn', targetId: combat.monsterRows[0]![0]! }, rng).combat;
    const saved = JSON.stringify(combat);
    const rngState = rng.state();
    const a = autoPlay(combat, new Rng(rngState));
    const b = autoPlay(JSON.parse(saved) as CombatState, new Rng(rngState));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('records a ruling with section, title and reasoning for each reading made', () => {
    expect(combatRulings.length).toBeGreaterThanOrEqual(15);
    for (const r of combatRulings) {
      expect(r.section).toMatch(/^\d+\.\d+$/);
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.text.length).toBeGreaterThan(60);
    }
    expect(combatRulings.map((r) => r.title)).toContain('Combat Results Table columns');
  });
});

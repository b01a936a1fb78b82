import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, combatChoices, forcedMovers, type CombatAction, type CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { adventurer, monster, order, start } from './helpers';

/*
 * A combat action shares what it does not change with the state it was applied to (records, lists, the rows when it
 * moves no counter): a state the game has handed out (the history a player steps back through, a save) must still read
 * as it did when it was made, whatever is played after it.
 */
describe('earlier combat states stay as they were', () => {
  it('after whole fights played through applyCombatAction (declared attacks, weapon changes, deaths, moves, shifts, the monsters closing up)', () => {
    let deaths = 0;
    let rowMoves = 0;
    let shifts = 0;
    let monsterMoves = 0;
    // Seeds 13 to 24 meet weaker monsters, whose deaths bring the second row up and close the front line [8.51], [8.53].
    for (let seed = 1; seed <= 24; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const party = [
        adventurer('Arn', ['sword', 'dagger']),
        adventurer('Bree', ['axe', 'bow'], { woundPoints: 5 }),
        adventurer('Cato', ['bow', 'dagger'], { woundPoints: 4 }),
        adventurer('Dara', ['throwingDagger', 'dagger'], { woundPoints: 4 }),
      ];
      const monsters =
        seed <= 12
          ? [monster('O1', 5, 'W', { type: 'Orc' }), monster('S1', 6, 2), monster('S2', 4, 2), monster('G', 3, 'W', { type: 'Goblin' })]
          : [monster('O1', 2, 'W', { type: 'Orc' }), monster('S1', 2, 0), monster('S2', 1, 0), monster('G', 2, 'W', { type: 'Goblin' }), monster('S3', 1, 0)];
      let { combat } = start(party, order(['Arn', 'Bree', null], ['Cato', 'Dara', null]), monsters, rng);
      const kept: { state: CombatState; json: string }[] = [{ state: combat, json: JSON.stringify(combat) }];
      for (let i = 0; i < 300 && combat.status === 'ongoing'; i++) {
        const actions = combatChoices(combat).map((c) => c.action);
        // Now and then a weapon change instead of an attack, so that both kinds of action that keep the rows are played.
        const pick: CombatAction | undefined =
          (i % 5 === 3 ? actions.find((a) => a.type === 'changeWeapon') : undefined) ??
          actions.find((a) => a.type === 'attack') ??
          (forcedMovers(combat) && !combat.rowMoveMade ? actions.find((a) => a.type === 'moveRow') : undefined) ??
          // Now and then a shift along a row (a party move, which keeps the monsters' rows) before the phase ends.
          (i % 3 === 1 && shifts < 3 * seed ? actions.find((a) => a.type === 'shift') : undefined) ??
          actions.find((a) => a.type === 'endPartyCombat' || a.type === 'endPartyReorganization');
        if (!pick) throw new Error(`no choice in phase ${combat.phase}`);
        const step = applyCombatAction(combat, pick, rng);
        if (!step.ok) throw new Error(step.message);
        if (pick.type === 'moveRow') rowMoves++;
        if (pick.type === 'shift') shifts++;
        if (pick.type === 'endPartyReorganization' && step.events.some((e) => e.section === '8.51' || e.section === '8.53')) monsterMoves++;
        deaths += step.events.filter((e) => e.section === '8.46').length;
        combat = step.combat;
        kept.push({ state: combat, json: JSON.stringify(combat) });
      }
      expect(combat.status).not.toBe('ongoing');
      for (const k of kept) expect(JSON.stringify(k.state)).toBe(k.json);
    }
    // The fights above did reach the actions that change the rows (a counter removed, a forced move).
    expect(deaths).toBeGreaterThan(10);
    expect(rowMoves).toBeGreaterThan(0);
    expect(shifts).toBeGreaterThan(0);
    expect(monsterMoves).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, combatChoices, combatView, hellgateGuards, startCombat } from '../../../../shared/rulesets/citadel/combat';
import { act, character, fighterOf, monster, order, ScriptedDice, start } from './helpers';

const strong = (id: string, extra = {}) => character(id, { woundPoints: 100, ...extra });
const guards = () => [monster('demon-1', 'demon', { woundPoints: 12, combatBonus: -20, resistance: 4 }), monster('demon-2', 'demon', { woundPoints: 11, combatBonus: -20, resistance: 4 }), monster('x', 'x', { woundPoints: 5, combatBonus: -20, weapon: 'sword', spells: [] })];

describe('16.0 the Hellgate', () => {
  it('its guard is 2D3+1 Demons with the level\'s other modifiers, and X; never doubled on level 3', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = hellgateGuards(3, Rng.fromSeedNumber(seed), []);
      const demons = g.filter((m) => m.monster === 'demon');
      expect(demons.length).toBeGreaterThanOrEqual(3);
      expect(demons.length).toBeLessThanOrEqual(7);
      expect(g.filter((m) => m.monster === 'x')).toHaveLength(1);
      // Demon counter CB 5, level 3 +3.
      expect(demons.every((d) => d.combatBonus === 8 && d.woundPoints >= 1 + 2 + 4)).toBe(true);
    }
  });

  it('the Demons stand ahead of X, the Gate behind them all', () => {
    const rng = Rng.fromSeedNumber(31);
    const ms = [monster('x', 'x', { woundPoints: 30, spells: [] }), ...[1, 2, 3, 4].map((i) => monster(`demon-${i}`, 'demon', { woundPoints: 10 - i }))];
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), ms, rng, { hellgate: true });
    expect(combat.monsterRows).toEqual([['demon-1', 'demon-2', 'demon-3'], ['demon-4', null, 'x']]);
    expect(combat.hellgate).toMatchObject({ row: 2, powered: true });
  });

  it('casts three Blasts each Hellgate phase while X lives; X\'s death silences it and the Demons vanish, unslain', () => {
    const rng = Rng.fromSeedNumber(32);
    const { combat } = start([strong('A'), strong('B'), strong('C', { combatBonus: 30, hellgateSkill: 5 })], order(['A', 'B', 'C']), guards(), rng, { level: 2, hellgate: true });
    const r = act(combat, { type: 'endPartyCombat' }, rng);
    expect(r.events.filter((e) => e.text.startsWith('The Hellgate casts Blast'))).toHaveLength(3);
    // C (right) faces X: one blow of 5 kills him.
    const afterX = act(act(r.combat, { type: 'endPartyReorganization' }, rng).combat, { type: 'attack', fighterId: 'C', targetId: 'x' }, rng);
    expect(afterX.combat.phase).toBe('hellgate');
    expect(afterX.combat.fighters.filter((f) => f.monster === 'demon').every((d) => d.dead)).toBe(true);
    expect(afterX.combat.kills.map((k) => k.id)).toEqual(['x']);
    expect(combatChoices(afterX.combat).map((c) => c.action.type)).toEqual(['destroyHellgate', 'withdraw']);
  });

  it('destruction: 1D6 at most the Hellgate skill; each failure costs 1 Wound Point', () => {
    const rng = Rng.fromSeedNumber(33);
    const { combat } = start([strong('A'), strong('B'), strong('C', { combatBonus: 30, hellgateSkill: 2 })], order(['A', 'B', 'C']), guards(), rng, { hellgate: true });
    let c = act(combat, { type: 'attack', fighterId: 'C', targetId: 'x' }, rng).combat;
    const fail = act(c, { type: 'destroyHellgate', fighterId: 'C' }, new ScriptedDice([3]));
    expect(fighterOf(fail.combat, 'C').wounds).toBe(1);
    expect(fail.outcome).toBeUndefined();
    c = fail.combat;
    const win = act(c, { type: 'destroyHellgate', fighterId: 'C' }, new ScriptedDice([2]));
    expect(win.outcome).toMatchObject({ result: 'hellgateDestroyed', hellgateDestroyed: true });
    expect(applyCombatAction(c, { type: 'destroyHellgate', fighterId: 'A' }, rng)).toMatchObject({ ok: false, rule: '16.0' });
  });

  it('with no one skilled left the party can only withdraw, which leaves the Gate standing', () => {
    const rng = Rng.fromSeedNumber(34);
    const { combat } = start([strong('A'), strong('B'), strong('C', { combatBonus: 30 })], order(['A', 'B', 'C']), guards(), rng, { hellgate: true });
    const c = act(combat, { type: 'attack', fighterId: 'C', targetId: 'x' }, rng).combat;
    expect(combatChoices(c).map((x) => x.action)).toEqual([{ type: 'withdraw' }]);
    expect(act(c, { type: 'withdraw' }, rng).outcome).toMatchObject({ result: 'withdrew', hellgateDestroyed: false });
  });

  it('a fight at the Hellgate needs X among the guards', () => {
    const r = startCombat({ characters: [strong('A')], order: [[null, 'A', null]] }, [monster('d', 'demon')], { level: 1, hellgate: true }, Rng.fromSeedNumber(1));
    expect(r).toMatchObject({ ok: false, rule: '16.0' });
  });
});

describe('turned against the party', () => {
  it('13.2 the X statue: the victim serves X from the middle of the monsters\' order until Redemption frees him', () => {
    const rng = Rng.fromSeedNumber(35);
    const z = character('Z', { spells: ['redemption'] });
    const { combat } = start([strong('A'), character('B', { woundPoints: 100, resistance: 0 }), strong('C'), z], order(['A', 'B', 'C'], [null, 'Z', null]), [], rng, { possessed: { characterId: 'B', by: 'xStatue' } });
    expect(combat.monsterRows).toEqual([[null, 'B', null]]);
    expect(combat.partyRows[0]).toEqual(['A', null, 'C']);
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'redemption', targetId: 'B' }, rng);
    expect(r.outcome).toMatchObject({ result: 'partyWon', experience: 0, kills: [] });
    expect(r.outcome?.characters.find((c) => c.id === 'B')).toMatchObject({ dead: false, lost: false });
  });

  it('14.6 the Evil talisman: he attacks from his own box, and a Charm he fails to resist breaks its hold', () => {
    const rng = Rng.fromSeedNumber(36);
    const z = character('Z', { spells: ['charm'] });
    const { combat } = start([strong('A'), strong('B'), strong('C'), z], order(['A', 'B', 'C'], [null, 'Z', null]), [], rng, { possessed: { characterId: 'C', by: 'evilTalisman' } });
    expect(combat.monsterRows).toEqual([[null, null, 'C']]);
    const r = act(combat, { type: 'castSpell', fighterId: 'Z', spell: 'charm', targetId: 'C' }, rng);
    expect(fighterOf(r.combat, 'C').side).toBe('party');
    expect(r.outcome?.result).toBe('partyWon');
  });

  it('8.9 a refused bribe: the monsters strike before the party acts', () => {
    const rng = Rng.fromSeedNumber(37);
    const { combat, events } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), [monster('o', 'orc')], rng, { monstersFirst: true });
    expect(events.some((e) => e.tableId === 'citadel-combat-results' && e.data?.['attackerId'] === 'o')).toBe(true);
    expect(combat.round).toBe(1);
    expect(combat.phase).toBe('partyReorganization');
  });

  it('13.4 the Coffin: the investigator fights the Vampire alone in the first round', () => {
    const rng = Rng.fromSeedNumber(38);
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), [monster('v', 'vampire', { woundPoints: 30, combatBonus: -20 })], rng, { aloneFirstRound: 'A' });
    expect(applyCombatAction(combat, { type: 'attack', fighterId: 'B', targetId: 'v' }, rng)).toMatchObject({ ok: false, rule: '13.4' });
    const r = act(combat, { type: 'endPartyCombat' }, rng);
    const bite = r.events.find((e) => e.tableId === 'citadel-combat-results');
    expect(bite?.data?.['targetId']).toBe('A');
  });
});

describe('the combat view', () => {
  it('shows each side\'s rows front first, with wounds, badges and the Gate behind the guard', () => {
    const rng = Rng.fromSeedNumber(39);
    const { combat } = start([strong('A'), strong('B'), strong('C')], order(['A', 'B', 'C']), guards(), rng, { hellgate: true });
    const view = combatView(combat);
    expect(view.title).toBe('Combat, round 1: Party Combat Phase');
    expect(view.rows.map((r) => [r.side, r.row, r.members.map((m) => m.name)])).toEqual([
      ['party', 1, ['A', 'B', 'C']],
      ['monsters', 1, ['demon-1', 'demon-2', 'x']],
      ['monsters', 3, ['Hellgate']],
    ]);
    expect(view.rows[2]!.members[0]!.status).toEqual(['casts 3 Blasts']);
  });
});

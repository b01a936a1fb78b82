import { describe, expect, it } from 'vitest';
import { makeGroup } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import type { CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { advancedData, settleCharmedInBasicCombat } from '../../../../shared/rulesets/deathmaze/advanced';
import { settleHasWork } from '../../../../shared/rulesets/deathmaze/advanced/combat-data';
import { R, act, attackNow, fresh } from '../game/helpers';

/** A Basic fight in which Arn has just charmed one of three Orcs with a potion: the fight carries Advanced bookkeeping. */
function afterCharm(): CombatState {
  const { state, rng } = fresh(3);
  const group = makeGroup('orc', 3, 'room', rng).group;
  const party = state.party.map((a, i) => (i === 0 ? { ...a, magicItems: [{ kind: 'potion' as const, potion: 'charmPerson' as const, id: 'p1', doses: 1 }] } : a));
  const facing: DeathmazeState = { ...state, party, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
  const fighting = attackNow(facing, rng).state;
  const charm = R.choices(fighting).find((c) => c.action.type === 'combat' && c.action.action.type === 'useItem');
  if (!charm) throw new Error('no charm offered');
  const after = act(fighting, charm.action, rng).state;
  if (after.phase.kind !== 'combat') throw new Error('the fight ended');
  return after.phase.combat;
}

describe('settling a Basic fight with charmed monsters [9.45]', () => {
  it('a settled fight has nothing left to settle, and settling it again gives the same state, unchanged and silent', () => {
    const combat = afterCharm();
    const data = advancedData(combat)!;
    expect(data).toBeDefined();
    expect(settleHasWork(combat, data)).toBe(false);
    const settled = settleCharmedInBasicCombat(combat);
    expect(settled.events).toEqual([]);
    expect(JSON.stringify(settled.combat)).toBe(JSON.stringify(combat));
  });

  it('new wounds, or the controller dying, leave work to do', () => {
    const combat = afterCharm();
    const data = advancedData(combat)!;
    const wounded = { ...combat, adventurers: combat.adventurers.map((a, i) => (i === 1 ? { ...a, wounds: a.wounds + 1 } : a)) };
    expect(settleHasWork(wounded, data)).toBe(true);
    const controllerDead = { ...combat, adventurers: combat.adventurers.map((a) => (a.id === 'a1' ? { ...a, dead: true } : a)) };
    expect(settleHasWork(controllerDead, data)).toBe(true);
    const turned = settleCharmedInBasicCombat(controllerDead);
    expect(turned.events.some((e) => e.section === '9.45' && /is freed: Arn is dead/.test(e.text))).toBe(true);
  });
});

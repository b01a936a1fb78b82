import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, type CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction } from '../../../../shared/rulesets/deathmaze/game/reducer';
import { fresh } from '../game/helpers';

/** The states before each end of a party phase in a few autoplayed Basic expeditions. */
function endsOfPhases(): CombatState[] {
  const out: CombatState[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const start = fresh(seed);
    const rng = start.rng;
    let state = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      const action = chooseAction(state);
      if (state.phase.kind === 'combat' && action.type === 'combat' && (action.action.type === 'endPartyCombat' || action.action.type === 'endPartyReorganization')) out.push(state.phase.combat);
      const r = applyAction(state, action, rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

/*
 * The end of a party phase copies neither side's rows up front: a death or a monster's move puts fresh rows in place
 * of those it changes (the earlier state keeps its own, see earlier-states.test.ts), and a round in which no counter
 * moves hands the same rows on.
 */
describe('the rows after the end of a party phase', () => {
  it('are the same lists when no counter moved, and equal to what an in-place change would give otherwise', () => {
    let shared = 0;
    let changed = 0;
    for (const [i, combat] of endsOfPhases().entries()) {
      const before = JSON.stringify([combat.party.rows, combat.monsterRows]);
      const step = applyCombatAction(combat, { type: combat.phase === 'partyCombat' ? 'endPartyCombat' : 'endPartyReorganization' }, Rng.fromSeedNumber(i));
      if (!step.ok) throw new Error(step.message);
      expect(JSON.stringify([combat.party.rows, combat.monsterRows])).toBe(before);
      const next = step.combat;
      const partySame = JSON.stringify(next.party.rows) === JSON.stringify(combat.party.rows);
      const monstersSame = JSON.stringify(next.monsterRows) === JSON.stringify(combat.monsterRows);
      expect(next.party.rows === combat.party.rows).toBe(partySame);
      expect(next.monsterRows === combat.monsterRows).toBe(monstersSame);
      if (partySame && monstersSame) shared++;
      else changed++;
    }
    expect(shared).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(5);
  });
});

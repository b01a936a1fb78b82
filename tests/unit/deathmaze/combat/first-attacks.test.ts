import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyCombatAction, firstAttackersAttacks, legalCombatActions, legalCombatActionsOfType, type CombatAction } from '../../../../shared/rulesets/deathmaze/combat';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { LegalCombatActions } from '../../../../shared/rulesets/deathmaze/autoplay-legal';
import { applyAction } from '../../../../shared/rulesets/deathmaze/game/reducer';
import { fresh } from '../game/helpers';

/** Every combat state of a few autoplayed expeditions. */
function combatStates() {
  const out = [];
  for (let seed = 1; seed <= 6; seed++) {
    const start = fresh(seed);
    const rng = start.rng;
    let state = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      if (state.phase.kind === 'combat') out.push(state.phase.combat);
      const r = applyAction(state, chooseAction(state), rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

describe('the autoplayer’s shortcuts list what the full list lists', () => {
  const states = combatStates();

  it('plays through some fights', () => {
    expect(states.length).toBeGreaterThan(50);
  });

  it('the first attacker’s attacks are the legal attacks of the first adventurer who has any, in list order', () => {
    for (const combat of states) {
      const attacks = legalCombatActions(combat).filter((a): a is Extract<CombatAction, { type: 'attack' }> => a.type === 'attack');
      const first = attacks[0]?.adventurerId;
      expect(firstAttackersAttacks(combat)).toEqual(attacks.filter((a) => a.adventurerId === first));
    }
  });

  it('each kind on its own is the full list’s actions of that kind', () => {
    for (const combat of states) {
      const all = legalCombatActions(combat);
      for (const type of ['endPartyCombat', 'endPartyReorganization', 'changeWeapon', 'useItem', 'moveRow', 'shift'] as const) {
        expect(legalCombatActionsOfType(combat, type)).toEqual(all.filter((a) => a.type === type));
      }
    }
  });

  it('an attack played from the list has the outcome of the same attack judged afresh', () => {
    // The listed action object is the one whose plan the listing keeps; a copy of it is checked from scratch.
    let compared = 0;
    for (const combat of states) {
      for (const listed of firstAttackersAttacks(combat)) {
        const fromList = applyCombatAction(combat, listed, Rng.fromSeedNumber(compared));
        const afresh = applyCombatAction(combat, { ...listed }, Rng.fromSeedNumber(compared));
        expect(JSON.stringify(fromList)).toBe(JSON.stringify(afresh));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('the end of the party’s phase, checked on its own, is what the list of that kind holds', () => {
    let ends = 0;
    for (const combat of states) {
      const legal = new LegalCombatActions(combat);
      for (const type of ['endPartyCombat', 'endPartyReorganization'] as const) {
        const listed = legalCombatActionsOfType(combat, type)[0];
        expect(legal.endOfPhase(type)).toEqual(listed);
        if (listed) ends++;
      }
    }
    expect(ends).toBeGreaterThan(20);
  });
});

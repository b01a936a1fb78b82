import { describe, expect, it } from 'vitest';
import {
  firstUnarmedWeaponChange,
  legalCombatActionsOfType,
  legalItemUsesOf,
  preferredRowMove,
  type AdventurerInCombat,
  type CombatState,
} from '../../../../shared/rulesets/deathmaze/combat';
import { combatOptionsFor } from '../../../../shared/rulesets/deathmaze/advanced';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction } from '../../../../shared/rulesets/deathmaze/game/reducer';
import { fresh } from '../game/helpers';

/** The combat states of the party's phases met in autoplayed Basic expeditions. */
function partyPhaseStates(seeds: number): CombatState[] {
  const out: CombatState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const start = fresh(seed);
    const rng = start.rng;
    let state = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      const phase = state.phase;
      if (phase.kind === 'combat' && (phase.combat.phase === 'partyCombat' || phase.combat.phase === 'partyReorganization')) out.push(phase.combat);
      const r = applyAction(state, chooseAction(state), rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

/** The same fight with one adventurer's record changed (his weapon dropped, a weapon thrown, a row move made…). */
function withAdventurer(combat: CombatState, id: string, change: Partial<AdventurerInCombat>): CombatState {
  return { ...combat, adventurers: combat.adventurers.map((a) => (a.id === id ? { ...a, ...change } : a)) };
}

/** More states for each: every adventurer unarmed in turn, then with his first weapon thrown too. */
function unarmedVariants(combat: CombatState): CombatState[] {
  const out = [combat];
  for (const a of combat.adventurers) {
    out.push(withAdventurer(combat, a.id, { weaponInHand: null }));
    if (a.weapons[0]) out.push(withAdventurer(combat, a.id, { weaponInHand: null, thrown: [a.weapons[0].id] }));
  }
  return out;
}

describe('the autoplayer’s rare combat moves, found without listing their kind', () => {
  const states = partyPhaseStates(60);
  const reorganizations = states.filter((c) => c.phase === 'partyReorganization');
  const combats = states.filter((c) => c.phase === 'partyCombat');

  it('meets both party phases, and forced moves among the reorganizations', () => {
    expect(reorganizations.length).toBeGreaterThan(200);
    expect(combats.length).toBeGreaterThan(500);
    expect(reorganizations.filter((c) => legalCombatActionsOfType(c, 'endPartyReorganization').length === 0).length).toBeGreaterThan(5);
  });

  it('a row move to the preferred row is the list’s first such move, else its first move', () => {
    let found = 0;
    for (const base of reorganizations) {
      for (const combat of [base, { ...base, rowMoveMade: !base.rowMoveMade }]) {
        const options = combatOptionsFor(combat.game);
        const moves = legalCombatActionsOfType(combat, 'moveRow', options);
        for (const row of [0, 1, 2]) {
          const picked = moves.find((x) => x.toRow === row) ?? moves[0];
          expect(preferredRowMove(combat, row, options)).toEqual(picked);
          if (picked) found++;
        }
      }
      // In any other phase there is none.
      expect(preferredRowMove({ ...base, phase: 'partyCombat' }, 0)).toBeUndefined();
    }
    expect(found).toBeGreaterThan(100);
  });

  it('an unarmed adventurer’s weapon change is the list’s first naming an unarmed adventurer', () => {
    let found = 0;
    for (const base of combats) {
      for (const combat of unarmedVariants(base)) {
        const options = combatOptionsFor(combat.game);
        const picked = legalCombatActionsOfType(combat, 'changeWeapon', options).find(
          (x) => combat.adventurers.find((a) => a.id === x.adventurerId)?.weaponInHand === null,
        );
        expect(firstUnarmedWeaponChange(combat, options)).toEqual(picked);
        if (picked) found++;
      }
    }
    expect(found).toBeGreaterThan(100);
  });

  it('one adventurer’s item uses are the list’s uses naming him, in order', () => {
    let found = 0;
    for (const base of combats) {
      // Every item also marked used by him, once: the sieve's refusal.
      const used = base.adventurers.map((a) => withAdventurer(base, a.id, { itemsUsed: (a.items ?? []).map((i) => i.id) }));
      for (const combat of [base, ...used]) {
        const options = combatOptionsFor(combat.game);
        const all = legalCombatActionsOfType(combat, 'useItem', options);
        for (const a of combat.adventurers) {
          const mine = all.filter((x) => x.adventurerId === a.id);
          expect(legalItemUsesOf(combat, a.id, options)).toEqual(mine);
          found += mine.length;
        }
      }
    }
    expect(found).toBeGreaterThan(50);
  });
});

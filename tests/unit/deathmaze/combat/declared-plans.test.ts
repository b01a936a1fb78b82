import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { basicCombatOptions } from '../../../../shared/rulesets/deathmaze/advanced';
import { applyCombatAction, type DeclaredAttack } from '../../../../shared/rulesets/deathmaze/combat';
import { keepDeclaredPlan, keptDeclaredPlan } from '../../../../shared/rulesets/deathmaze/combat/declared-plans';
import type { AttackPlan } from '../../../../shared/rulesets/deathmaze/combat/phases';
import { applyAction, newGame, setupSchema } from '../../../../shared/rulesets/deathmaze/game';
import { PARTY } from '../autoplay/played-states';

/** Takes the slot from whatever list it holds (a list of one's own, which no state has). */
function forgetDeclaredPlans(plan: AttackPlan): void {
  const own: DeclaredAttack[] = [{ adventurerId: 'nobody', targetId: 'nothing' }];
  keepDeclaredPlan(undefined, own, plan);
}

/*
 * The end of a Party Combat Phase resolves the declared attacks with the plans kept from their declarations
 * (declared-plans.ts) where it can: it must come out exactly as planning each attack again does.
 */
describe('declared attacks resolved with their kept plans', () => {
  it('give the same fight and events as planning them again, over autoplayed expeditions', () => {
    let resolved = 0;
    let withKept = 0;
    let usable = 0;
    let somePlan: AttackPlan | undefined;
    for (let i = 0; i < 12; i++) {
      const rng = new Rng(rngStateFromSeed(`PXAN-${String(i).padStart(4, "0")}`));
      let state = newGame(setupSchema.parse(PARTY), rng).state;
      while (state.phase.kind !== 'ended') {
        const action = chooseAction(state);
        const phase = state.phase;
        const declared = phase.kind === 'combat' ? phase.combat.declared : undefined;
        if (phase.kind === 'combat' && action.type === 'combat' && action.action.type === 'endPartyCombat' && declared !== undefined && declared.length > 0) {
          const kept = keptDeclaredPlan(declared, declared.length - 1);
          if (kept !== undefined) {
            withKept++;
            somePlan = kept;
            // Still the records and rows it was worked out from, so the resolution takes it.
            if (kept.rows === phase.combat.party.rows && phase.combat.adventurers.includes(kept.adventurer)) usable++;
          }
          const before = rng.state();
          const asPlayed = applyCombatAction(phase.combat, action.action, new Rng(before), basicCombatOptions);
          forgetDeclaredPlans(somePlan!);
          expect(keptDeclaredPlan(declared, 0)).toBeUndefined();
          const planned = applyCombatAction(phase.combat, action.action, new Rng(before), basicCombatOptions);
          expect(JSON.stringify(asPlayed)).toBe(JSON.stringify(planned));
          resolved++;
        }
        const step = applyAction(state, action, rng);
        if (!step.ok) throw new Error(step.message);
        state = step.state;
      }
    }
    // The kept plans were there to be used at (nearly) every resolution the autoplayer played.
    expect(resolved).toBeGreaterThan(50);
    expect(withKept).toBe(resolved);
    expect(usable).toBe(resolved);
  });
});

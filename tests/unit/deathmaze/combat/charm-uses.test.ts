import { describe, expect, it } from 'vitest';
import { legalCharmPotionUses, legalCombatActionsOfType, type CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { combatOptionsFor } from '../../../../shared/rulesets/deathmaze/advanced';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction } from '../../../../shared/rulesets/deathmaze/game/reducer';
import { fresh } from '../game/helpers';

const isCharmPotion = (kind: string) => kind === 'charmPerson' || kind === 'charmMonster';

/** Party Combat Phase states of autoplayed Basic expeditions in which someone carries a Charm potion. */
function carriersStates(wanted: number): CombatState[] {
  const out: CombatState[] = [];
  for (let seed = 1; seed <= 400 && out.length < wanted; seed++) {
    const start = fresh(seed);
    const rng = start.rng;
    let state = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      const phase = state.phase;
      if (phase.kind === 'combat' && phase.combat.phase === 'partyCombat' && phase.combat.adventurers.some((a) => a.items?.some((i) => isCharmPotion(i.kind)))) {
        out.push(phase.combat);
      }
      const r = applyAction(state, chooseAction(state), rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

describe('the autoplayer’s Charm potion question', () => {
  const states = carriersStates(60);

  it('meets parties carrying Charm potions', () => {
    expect(states.length).toBeGreaterThanOrEqual(60);
  });

  it('lists the Charm potions’ uses among the legal item uses, in their order', () => {
    let legal = 0;
    for (const combat of states) {
      const options = combatOptionsFor(combat.game);
      const uses = legalCombatActionsOfType(combat, 'useItem', options).filter((x) => {
        const item = combat.adventurers.find((a) => a.id === x.adventurerId)?.items?.find((i) => i.id === x.itemId);
        return item !== undefined && isCharmPotion(item.kind);
      });
      expect(legalCharmPotionUses(combat, options)).toEqual(uses);
      legal += uses.length;
    }
    // Some of them may be drunk, and some may not (a potion that cannot take the monsters met).
    expect(legal).toBeGreaterThan(0);
  });
});

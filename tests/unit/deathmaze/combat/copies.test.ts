import { describe, expect, it } from 'vitest';
import { copyAdventurer, copyCombatState, copyMonster } from '../../../../shared/rulesets/deathmaze/combat/copies';
import type { CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { fresh, autoplayUntil } from '../game/helpers';

/** A fight as the game starts it: the records the copies are written for. */
function aFight(): CombatState {
  const { state, rng } = fresh(3);
  const inCombat = autoplayUntil(state, rng, (s) => s.phase.kind === 'combat').state;
  if (inCombat.phase.kind !== 'combat') throw new Error('no fight found');
  return inCombat.phase.combat;
}

const sameAsSpread = (copy: object, original: object) => {
  expect(copy).not.toBe(original);
  expect(Object.keys(copy)).toEqual(Object.keys(original));
  expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...original }));
};

describe('combat record copies (what a spread gives, keys in the same order)', () => {
  it('copy the fight, an adventurer and a monster as the game builds them', () => {
    const combat = aFight();
    sameAsSpread(copyCombatState(combat), combat);
    sameAsSpread(copyAdventurer(combat.adventurers[0]!), combat.adventurers[0]!);
    sameAsSpread(copyMonster(combat.monsters[0]!), combat.monsters[0]!);
  });

  it('spread any record whose keys differ, keeping its own order and extra keys', () => {
    const combat = aFight();
    const { game, version, ...rest } = combat;
    const reordered = { game, version, ...rest } as CombatState;
    sameAsSpread(copyCombatState(reordered), reordered);
    const charmed = { ...combat.adventurers[0]!, charmedMonster: { type: 'Orc', combatBonus: 1 } };
    sameAsSpread(copyAdventurer(charmed), charmed);
    const special = { ...combat.monsters[0]!, special: 'stench' as const };
    sameAsSpread(copyMonster(special), special);
  });

});

import { describe, expect, it } from 'vitest';
import { ADVENTURER_KEYS, copyAdventurer, copyCombatState, copyMonster } from '../../../../shared/rulesets/deathmaze/combat/copies';
import type { AdventurerInCombat, CombatState } from '../../../../shared/rulesets/deathmaze/combat';
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

  it('a charmed monster fighting for the party and a record read from a save copy to the same JSON as a spread', () => {
    const combat = aFight();
    const { weaponSkills: _w, modifiers: _m, items: _i, charmedMonster: _c, advanced: _a, ...rest } = combat.adventurers[0]! as AdventurerInCombat & { advanced?: unknown };
    const { dead, thrown, strengthBonus, cannabis, itemsUsed, ...base } = rest;
    const charmed = { ...base, charmedMonster: { type: 'Orc', combatBonus: 1 }, advanced: { magicResistance: 1, controllerId: 'a1' }, dead, thrown, strengthBonus, cannabis, itemsUsed };
    const copy = copyAdventurer(charmed as AdventurerInCombat);
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...charmed }));
    expect(Object.keys(copy)).toEqual(ADVENTURER_KEYS);
    const loaded = JSON.parse(JSON.stringify(combat.adventurers[0])) as AdventurerInCombat;
    expect(JSON.stringify(copyAdventurer(loaded))).toBe(JSON.stringify(loaded));
    const monster = JSON.parse(JSON.stringify(combat.monsters[0])) as CombatState['monsters'][number];
    expect(JSON.stringify(copyMonster(monster))).toBe(JSON.stringify(monster));
  });

  it('a record whose keys stand in another order is rebuilt with the same fields, in its builder\'s order', () => {
    const combat = aFight();
    const { game, version, ...rest } = combat;
    const reordered = { game, version, ...rest } as CombatState;
    const copy = copyCombatState(reordered);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(reordered)));
    expect(Object.keys(copy)).toEqual(Object.keys(copyCombatState(combat)));
    const { id, name, ...others } = combat.adventurers[0]!;
    const adventurer = { name, ...others, id, charmedMonster: { type: 'Orc', combatBonus: 1 } } as AdventurerInCombat;
    expect(Object.keys(copyAdventurer(adventurer))).toEqual(ADVENTURER_KEYS);
    expect(copyAdventurer(adventurer)).toMatchObject({ id, name, charmedMonster: { type: 'Orc', combatBonus: 1 } });
    const { dead, ...monster } = combat.monsters[0]!;
    const special = { dead, ...monster, special: 'stench' as const };
    expect(JSON.stringify(copyMonster(special))).toBe(JSON.stringify({ ...combat.monsters[0]!, special: 'stench' }));
  });
});

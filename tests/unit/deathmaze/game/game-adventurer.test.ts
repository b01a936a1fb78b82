import { describe, expect, it } from 'vitest';
import { createMember, toGameAdventurer } from '../../../../shared/rulesets/deathmaze/game/setup';
import { copyAdventurer } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import type { GameAdventurer } from '../../../../shared/rulesets/deathmaze/game';
import type { Adventurer } from '../../../../shared/rulesets/deathmaze/data/characters';
import type { AdvancedAdventurer } from '../../../../shared/rulesets/deathmaze/advanced/wizard';

/**
 * What toGameAdventurer gave before it was written out field by field (a save's JSON depends on its keys and their
 * order): the record's own keys without `spells`, a Wizard's spells, then the game's keys, through copyAdventurer.
 */
function asSpreadGaveIt(a: Adventurer | AdvancedAdventurer, id: string, player: number, weaponBonuses?: readonly number[]): GameAdventurer {
  const { spells: _dropped, ...own } = a as AdvancedAdventurer;
  const spells = a.class === 'wizard' && 'spells' in a ? { spells: [...a.spells] } : {};
  return copyAdventurer({
    ...own,
    ...spells,
    class: a.class,
    id,
    player,
    dead: false,
    weaponBonuses: weaponBonuses ? [...weaponBonuses] : a.weapons.map(() => 0),
    magicItems: [],
    drunk: false,
    strength: 0,
    cannabis: false,
  });
}

const sameRecord = (made: GameAdventurer, expected: GameAdventurer) => {
  expect(Object.keys(made)).toEqual(Object.keys(expected));
  expect(JSON.stringify(made)).toBe(JSON.stringify(expected));
};

describe('a Character Record entering the game (toGameAdventurer)', () => {
  const events: never[] = [];
  const hero = createMember({ name: 'Arn', class: 'hero', weapons: ['sword', 'bow'], experience: { kind: 'weaponSkill', weapon: 'sword' } }, 'basic', events);
  const thief = createMember({ name: 'Bree', class: 'thief' }, 'basic', events);
  const wizard = createMember({ name: 'Zed', class: 'wizard' }, 'advanced', events);

  it('a new Hero or Thief reads in JSON, key by key, as the spread gave it', () => {
    sameRecord(toGameAdventurer(hero, 'a1', 1), asSpreadGaveIt(hero, 'a1', 1));
    sameRecord(toGameAdventurer(thief, 'a2', 2), asSpreadGaveIt(thief, 'a2', 2));
  });

  it('a Wizard keeps his spells after his record and before the game’s keys', () => {
    const made = toGameAdventurer(wizard, 'a3', 1);
    sameRecord(made, asSpreadGaveIt(wizard, 'a3', 1));
    expect(made.spells).toEqual((wizard as AdvancedAdventurer).spells);
    expect(made.spells).not.toBe((wizard as AdvancedAdventurer).spells);
  });

  it('a record back from a campaign’s roster keeps its own key order, its weapon bonuses and its extra fields', () => {
    const rostered = { ...hero, weaponBonuses: [1, 0], kills: 3 };
    const withIdFirst = { id: 'r7', ...rostered };
    sameRecord(toGameAdventurer(withIdFirst, 'r7', 2, [1, 0]), asSpreadGaveIt(withIdFirst, 'r7', 2, [1, 0]));
    expect(toGameAdventurer(withIdFirst, 'r7', 2, [1, 0]).kills).toBe(3);
  });
});

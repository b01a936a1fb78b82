import { describe, expect, it } from 'vitest';
import { combatWeaponsOf, listWeapons } from '../../../../shared/rulesets/deathmaze/game/weapon-lists';
import type { GameAdventurer } from '../../../../shared/rulesets/deathmaze/game/types';

/** An adventurer record with only the fields a weapon list reads (the rest as a game would have them is not read). */
function member(id: string, weapons: GameAdventurer['weapons'], weaponBonuses: readonly number[]): GameAdventurer {
  return { id, weapons, weaponBonuses } as Partial<GameAdventurer> as GameAdventurer;
}

describe('combatWeaponsOf', () => {
  it('gives the list made anew, and the same list again for the same weapons, bonuses and id', () => {
    const weapons: GameAdventurer['weapons'] = ['sword', 'bow'];
    const bonuses = [1, 0];
    const a = member('a1', weapons, bonuses);
    const first = combatWeaponsOf(a);
    expect(JSON.stringify(first)).toBe(JSON.stringify(listWeapons(a)));
    expect(JSON.stringify(first)).toBe(JSON.stringify([{ id: 'a1-w0', kind: 'sword', magicBonus: 1, name: '+1 sword' }, { id: 'a1-w1', kind: 'bow' }]));
    // A copy of the record (wounded, say) shares both lists: the kept list.
    expect(combatWeaponsOf({ ...a, wounds: 3 })).toBe(first);
  });

  it('lists anew for another bonuses list or another id with the same weapons list', () => {
    const weapons: GameAdventurer['weapons'] = ['axe'];
    const a = member('a2', weapons, [0]);
    const first = combatWeaponsOf(a);
    const better = combatWeaponsOf(member('a2', weapons, [2]));
    expect(better).not.toBe(first);
    expect(JSON.stringify(better)).toBe(JSON.stringify([{ id: 'a2-w0', kind: 'axe', magicBonus: 2, name: '+2 axe' }]));
    const other = combatWeaponsOf(member('a3', weapons, [2]));
    expect(other[0]!.id).toBe('a3-w0');
    // And back: the list for the latest key is the one kept, the result always the list made anew.
    expect(JSON.stringify(combatWeaponsOf(a))).toBe(JSON.stringify(listWeapons(a)));
  });
});

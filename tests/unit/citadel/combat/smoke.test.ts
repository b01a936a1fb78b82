import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { MONSTERS } from '../../../../shared/rulesets/citadel';
import { hellgateGuards } from '../../../../shared/rulesets/citadel/combat';
import { character, order, playOut, rolled, start } from './helpers';

describe('smoke', () => {
  it('plays many fights to an end', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const kind = MONSTERS.filter((m) => m !== 'x' && m !== 'demon')[seed % 18]!;
      const monsters = Array.from({ length: 1 + (seed % 7) }, (_, i) => rolled(kind, `m${i}`, ((seed % 3) + 1) as 1 | 2 | 3, seed * 10 + i));
      const chars = ['A', 'B', 'C', 'D', 'E'].map((id, i) => character(id, { combatBonus: 3, resistance: 2, weapons: i >= 3 ? [{ id: `${id}-bow`, kind: 'bow' }, { id: `${id}-sword`, kind: 'sword' }] : [{ id: `${id}-sword`, kind: 'sword' }], spells: i === 4 ? ['lightning', 'blast', 'charm', 'sleep'] : [] }));
      const { combat } = start(chars, order(['A', 'B', 'C'], ['D', null, 'E']), monsters, rng);
      const { outcome } = playOut(combat, rng);
      expect(outcome).toBeDefined();
    }
  });
  it('plays Hellgate fights', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const guards = hellgateGuards(3, rng, []);
      const chars = ['A', 'B', 'C', 'D', 'E'].map((id) => character(id, { woundPoints: 20, combatBonus: 8, resistance: 3, hellgateSkill: 3 }));
      const { combat } = start(chars, order(['A', 'B', 'C'], ['D', null, 'E']), guards, rng, { level: 3, hellgate: true });
      const { outcome } = playOut(combat, rng);
      expect(outcome).toBeDefined();
    }
  });
});

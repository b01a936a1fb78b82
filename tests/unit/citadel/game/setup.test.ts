import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { heroCharacteristics, initiateChart, magicPotentialTable } from '../../../../shared/rulesets/citadel';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game';
import { start } from './helpers';

describe('Citadel set-up (4.1–4.4)', () => {
  it('solo: three different heroes drawn at random with their printed statistics, and three initiates of the chosen races', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = start(seed);
      const heroes = state.party.filter((c) => c.kind === 'hero');
      const initiates = state.party.filter((c) => c.kind === 'initiate');
      expect(heroes).toHaveLength(3);
      expect(new Set(heroes.map((h) => h.heroId)).size).toBe(3);
      for (const h of heroes) {
        const printed = heroCharacteristics(h.heroId!);
        expect([h.woundPoints, h.combatBonus, h.resistance]).toEqual([printed.woundPoints, printed.combatBonus, printed.resistance]);
        expect(h.magicPotential).toEqual(printed.magicPotential);
      }
      expect(initiates.map((i) => i.race)).toEqual(['elf', 'dwarf', 'human']);
      for (const i of initiates) {
        // The default initial experience is +1 Wound Point (PL 4.1 B7); MP is a row of the 4.4 table.
        expect(i.woundPoints).toBe(initiateChart.rows[i.race as 'elf' | 'dwarf' | 'human'].woundPoints + 1);
        expect(magicPotentialTable.rows.map((r) => r.result)).toContainEqual(i.magicPotential);
        expect(i.combatBonus).toBe(0);
      }
    }
  });

  it('draws different heroes for different seeds', () => {
    const parties = new Set(Array.from({ length: 10 }, (_, i) => start(100 + i).state.party.filter((c) => c.kind === 'hero').map((h) => h.heroId).join()));
    expect(parties.size).toBeGreaterThan(5);
  });

  it('with several players the heroes are dealt in turn', () => {
    const { state } = start(3, { heroes: 4, players: 2, initiates: [] });
    expect(state.party.map((c) => c.player)).toEqual([1, 2, 1, 2]);
  });

  it('a caster knows as many spells as his highest MP, none of them special, and the dominant sun is rolled', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state, events } = start(seed);
      for (const c of state.party) {
        expect(c.spells).toHaveLength(Math.max(c.magicPotential.red, c.magicPotential.yellow, c.magicPotential.blue));
        expect(c.spells).not.toContain('wrathOfGod');
        expect(c.spells).not.toContain('resurrect');
      }
      expect(events.some((e) => e.text.includes('Sun is dominant'))).toBe(true);
      expect(['red', 'yellow', 'blue']).toContain(state.dominantSun);
    }
  });

  it('refuses a seventh character, an unknown race and a nameless initiate with plain messages', () => {
    const seven = setupSchema.safeParse({ heroes: 4, initiates: [{ name: 'A', race: 'elf' }, { name: 'B', race: 'elf' }, { name: 'C', race: 'elf' }] });
    expect(seven.success).toBe(false);
    expect(seven.error?.issues[0]?.message).toMatch(/at most 6/);
    const orc = setupSchema.safeParse({ initiates: [{ name: 'Grub', race: 'orc' }] });
    expect(orc.error?.issues[0]?.message).toMatch(/Elf, a Dwarf or a Human/);
    const nameless = setupSchema.safeParse({ initiates: [{ name: '  ', race: 'elf' }] });
    expect(nameless.error?.issues[0]?.message).toMatch(/needs a name/);
    expect(() => newGame({ heroes: 0, initiates: [] }, Rng.fromSeedNumber(1))).toThrow(/at least one/);
  });
});

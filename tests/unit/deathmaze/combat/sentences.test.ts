import { describe, expect, it } from 'vitest';
import { attackLead, declaredText, partyCombatBegins, reorganizationBegins, suffersText } from '../../../../shared/rulesets/deathmaze/combat/sentences';

/*
 * The combat log's sentences (sentences.ts): the per-round ones are kept per round number and reused, so a reused
 * sentence must read exactly as a fresh one would; the others name exactly the values they are given.
 */
describe('combat log sentences', () => {
  it('name their own values, however many others were written before', () => {
    for (let i = 0; i < 1_000; i++) {
      const name = `Orc ${i}`;
      expect(suffersText(name, 1 + (i % 3), 2 + (i % 4), 9)).toBe(`${name} suffers ${1 + (i % 3)} wound${i % 3 === 0 ? '' : 's'} (${2 + (i % 4)} of 9 Wound Points).`);
    }
    expect(partyCombatBegins(3)).toBe('Round 3: Party Combat Phase.');
    expect(partyCombatBegins(3)).toBe('Round 3: Party Combat Phase.');
    expect(partyCombatBegins(300)).toBe('Round 300: Party Combat Phase.');
    expect(reorganizationBegins(2, 1)).toContain('one adventurer from row 2 must move toward the front [8.24]');
    expect(reorganizationBegins(2, undefined)).toContain('move at most one to an adjacent row [8.52]');
  });

  it('keep each value where it belongs', () => {
    expect(attackLead('Gorm the', 'Bold Orc', 'Sword').lead).toBe('Gorm the attacks Bold Orc with Sword: rolled ');
    expect(attackLead('Gorm', 'the Bold Orc', 'Sword').lead).toBe('Gorm attacks the Bold Orc with Sword: rolled ');
    expect(attackLead('Gorm', 'Orc 1', 'Sword +1').purpose).toBe('Gorm attacks Orc 1 (Sword +1)');
    expect(declaredText('Arn', 'Orc 1', 'Sword', true)).toContain('with Sword (twice, Cannabis);');
    expect(declaredText('Arn', 'Orc 1', 'Sword', false)).toBe('Arn will attack Orc 1 with Sword; the attacks are resolved when every adventurer has chosen [8.42].');
  });
});

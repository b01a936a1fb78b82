import { describe, expect, it } from 'vitest';
import { attackLead, declaredText, Memo, partyCombatBegins, suffersText } from '../../../../shared/rulesets/deathmaze/combat/sentences';

/*
 * The combat log's sentences are written once per distinct set of values and then reused (sentences.ts): a reused
 * sentence must read exactly as a fresh one would, whatever was written before it.
 */
describe('combat log sentences kept for reuse', () => {
  it('name their own values, however many others were written before (the memo forgets past its bound)', () => {
    for (let i = 0; i < 10_000; i++) {
      const name = `Orc ${i}`;
      expect(suffersText(name, 1 + (i % 3), 2 + (i % 4), 9)).toBe(`${name} suffers ${1 + (i % 3)} wound${i % 3 === 0 ? '' : 's'} (${2 + (i % 4)} of 9 Wound Points).`);
    }
    expect(suffersText('Orc 7', 2, 5, 9)).toBe('Orc 7 suffers 2 wounds (5 of 9 Wound Points).');
    expect(partyCombatBegins(3)).toBe('Round 3: Party Combat Phase.');
    expect(partyCombatBegins(300)).toBe('Round 300: Party Combat Phase.');
  });

  it('do not mix up values that would read alike if their keys were joined into one string', () => {
    expect(attackLead('Gorm the', 'Bold Orc', 'Sword').lead).toBe('Gorm the attacks Bold Orc with Sword: rolled ');
    expect(attackLead('Gorm', 'the Bold Orc', 'Sword').lead).toBe('Gorm attacks the Bold Orc with Sword: rolled ');
    expect(declaredText('Arn', 'Orc 1', 'Sword', true)).toContain('with Sword (twice, Cannabis);');
    expect(declaredText('Arn', 'Orc 1', 'Sword', false)).toBe('Arn will attack Orc 1 with Sword; the attacks are resolved when every adventurer has chosen [8.42].');
    const memo = new Memo<string>();
    memo.set('a', 1, 0, 0, 'a1');
    memo.set('a1', 0, 0, 0, 'a10');
    expect(memo.get('a', 1)).toBe('a1');
    expect(memo.get('a1')).toBe('a10');
    expect(memo.get('a', '1')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  createAdvancedAdventurer,
  createWizard,
  effectiveMagicResistance,
  resistRoll,
  SPELLS,
  spellSummary,
  parseSpell,
  advancedRulings,
} from '../../../../shared/rulesets/deathmaze/advanced';
import { describeWithRuleTexts, readRuleText } from '../../../support/rule-texts';

describe('[11.1] creating Wizards', () => {
  it('has 4 Wound Points, Magic Resistance 2, daggers only and one spell (a second as initial experience)', () => {
    const r = createWizard({ name: 'Zed', class: 'wizard', weapons: ['dagger', 'throwingDagger'], spell: 'blast', experience: { kind: 'spell', spell: 'sleep' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.adventurer).toMatchObject({ class: 'wizard', woundPoints: 4, magicResistance: 2, detrap: 0, spells: ['blast', 'sleep'] });
    const wp = createWizard({ name: 'Ula', class: 'wizard', weapons: ['dagger', 'dagger'], spell: 'heal', experience: { kind: 'woundPoint' } });
    expect(wp.ok && wp.adventurer.woundPoints).toBe(5);
  });

  it('refuses a sword, a sword skill, and the same spell twice', () => {
    const sword = createWizard({ name: 'Zed', class: 'wizard', weapons: ['sword', 'dagger'], spell: 'blast', experience: { kind: 'woundPoint' } });
    expect(sword.ok).toBe(false);
    if (!sword.ok) expect(sword.errors.join(' ')).toMatch(/11\.11/);
    const skill = createWizard({ name: 'Zed', class: 'wizard', weapons: ['dagger', 'dagger'], spell: 'blast', experience: { kind: 'weaponSkill', weapon: 'axe' } });
    expect(skill.ok).toBe(false);
    const twice = createWizard({ name: 'Zed', class: 'wizard', weapons: ['dagger', 'dagger'], spell: 'blast', experience: { kind: 'spell', spell: 'blast' } });
    expect(twice.ok).toBe(false);
  });

  it('creates Heroes and Thieves as the Basic game does, and no Wizard in the Basic game', () => {
    const hero = createAdvancedAdventurer({ name: 'Arn', class: 'hero', weapons: ['sword', 'bow'], experience: { kind: 'woundPoint' } });
    expect(hero.ok && hero.adventurer).toMatchObject({ woundPoints: 9, spells: [] });
    const basic = createAdvancedAdventurer({ name: 'Zed', class: 'wizard', weapons: ['dagger', 'dagger'], spell: 'blast', experience: { kind: 'woundPoint' } }, 'basic');
    expect(basic.ok).toBe(false);
  });
});

/** The Spell Summary as the 1979 rules print it (OCR, line breaks folded); checked against the text where it is present. */
const PRINTED_SPELL_SUMMARY =
  '[11.4] SPELL SUMMARY Name of Spell Cost Type Blast 1 C Charm 3 C Explosion 1 C Heal 2 I Lightning 2 C Lock 1 I Mage Armour 1 I Neut. Poison 1 I Oratory 1 I Sleep 2 C Strength 2 I Stone-to- flesh 3 I';

describe('[11.4] Spell Summary', () => {
  it('holds the twelve spells with the printed costs and types', () => {
    expect(SPELLS).toHaveLength(12);
    const printedName = (s: { id: string; name: string }) => ({ mageArmor: 'Mage Armour', neutralizePoison: 'Neut. Poison', stoneFlesh: 'Stone-to- flesh' })[s.id] ?? s.name;
    const rows = Object.values(spellSummary.rows).map((s) => `${printedName(s)} ${s.cost} ${s.printedType}`);
    expect(`[11.4] SPELL SUMMARY Name of Spell Cost Type ${rows.join(' ')}`).toBe(PRINTED_SPELL_SUMMARY);
    expect(spellSummary.rows.oratory).toMatchObject({ printedType: 'I', type: 'N', use: 'negotiation' });
    expect(parseSpell('Mage Armour')).toBe('mageArmor');
    expect(parseSpell('Stone-Flesh')).toBe('stoneFlesh');
  });
});

describeWithRuleTexts('[11.4] Spell Summary in the 1979 rules text', () => {
  it('is printed as quoted here', () => {
    expect(readRuleText('deathmaze-1979-rules.txt').replace(/\s+/g, ' ')).toContain(PRINTED_SPELL_SUMMARY);
  });
});

describe('[11.24] magic resistance', () => {
  it('resists on a roll at or under the resistance: about a third of the time at 2', () => {
    const rng = Rng.fromSeedNumber(11);
    let resisted = 0;
    const n = 6000;
    for (let i = 0; i < n; i++) if (resistRoll(rng, 'Zed', 2, 'test', '11.24').resisted) resisted++;
    expect(resisted / n).toBeGreaterThan(0.3);
    expect(resisted / n).toBeLessThan(0.367);
  });

  it('[12.12] Rings of Resistance add, but never above 5', () => {
    expect(effectiveMagicResistance(2, ['resistance1'])).toBe(3);
    expect(effectiveMagicResistance(4, ['resistance2'])).toBe(5);
    expect(effectiveMagicResistance(2, ['resistance2', 'resistance2'])).toBe(5);
    expect(effectiveMagicResistance(5, ['resistance1'])).toBe(5);
    expect(effectiveMagicResistance(2, ['sleep'])).toBe(2);
  });

  it('every ruling cites a section and gives reasons', () => {
    for (const r of advancedRulings) {
      expect(r.section).toMatch(/^\d+\.\d+$/);
      expect(r.text.length).toBeGreaterThan(60);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dataRulings, MONSTERS, characteristics } from '../../../../shared/rulesets/deathmaze/data';
import { describeWithRuleTexts } from '../../../support/rule-texts';
import { rules1979 } from './helpers';

describe('dataRulings', () => {
  it('cite a section and say something', () => {
    for (const r of dataRulings) {
      expect(r.section, r.title).toMatch(/^\d+\.\d+$/);
      expect(r.text.length, r.title).toBeGreaterThan(60);
    }
  });

  it('record every reconstructed monster counter', () => {
    for (const id of MONSTERS) {
      expect(dataRulings.some((r) => r.section === '7.14' && r.title.startsWith(`${characteristics(id).name} counter`)), id).toBe(true);
    }
  });

  it('record where the texts disagree (the Cow list, the lone adventurer)', () => {
    const cow = dataRulings.find((r) => r.title.includes('Orcs, not Ogres'));
    expect(cow?.text).toMatch(/1979.*revised/s);
    expect(dataRulings.some((r) => r.section === '5.12')).toBe(true);
  });
});

describeWithRuleTexts('dataRulings against the 1979 rules text', () => {
  it('cite sections the text has', () => {
    for (const r of dataRulings) expect(rules1979(), r.title).toContain(`[${r.section}]`);
  });
});

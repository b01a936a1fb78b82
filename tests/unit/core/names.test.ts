import { describe, expect, it } from 'vitest';
import { slotNameSchema } from '../../../shared/saves/slot-schema';

describe('save slot names', () => {
  it('refuse DEL, C1 controls, line separators, bidirectional controls and lone surrogates', () => {
    for (const bad of ['a\u007Fb', 'a\u0085b', 'a\u009Bb', 'Rev\u202Eersed', 'a\u2066b\u2069', 'a\u200Fb', 'a\u2028b', 'half \uD800 pair', 'tab\there']) {
      const parsed = slotNameSchema.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Save slot names cannot contain control characters or invisible text-direction marks.');
    }
  });

  it('accept ordinary names in any script, emoji sequences included', () => {
    for (const good of ['Crypt run', 'Øresund – 2', 'ダンジョン', 'مغارة', '\u{1F469}\u200D\u{1F52C} lab', 'Ünïcödé']) {
      expect(slotNameSchema.safeParse(good).success, good).toBe(true);
    }
  });
});

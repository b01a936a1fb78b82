import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import { roll } from '../../../shared/core/dice';
import { logAsText } from '../../../shared/engine/log-text';
import type { GameEvent } from '../../../shared/engine/ruleset';

describe('the roll log as text', () => {
  it('numbers every entry, spells out each roll and keeps the sentences that say more than the roll', () => {
    const rng = Rng.fromSeedNumber(7);
    const check = roll(rng, '1D6', { section: '5.27', table: 'Wandering monster check', modifiers: [{ label: 'Wizard', value: -1 }] });
    const events: GameEvent[] = [
      { kind: 'message', text: 'The party enters the Deathmaze.', section: '4.0' },
      { kind: 'roll', text: 'Nothing stirs in the dark.', roll: { ...check, result: 'No monsters' } },
      { kind: 'roll', text: 'Wandering monster check: rolled 3.', roll: check },
    ];
    const text = logAsText(events, 41, 'Test — roll log');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Test — roll log');
    expect(lines[2]).toBe('    41. [4.0] The party enters the Deathmaze.');
    expect(lines[3]).toContain(`42. [5.27] Wandering monster check 1D6: rolled ${check.faces[0]}`);
    expect(lines[3]).toContain('−1 Wizard');
    expect(lines[3]).toContain(`= ${check.total} → No monsters`);
    expect(lines[4]?.trim()).toBe('Nothing stirs in the dark.');
    // The third entry's sentence only restates its roll: one line.
    expect(lines[5]).toContain('43. [5.27]');
    expect(lines).toHaveLength(6);
  });
});

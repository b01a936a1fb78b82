import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import { MAGIC_ITEM_NAMES, rollMagicItem } from '../../../shared/rulesets/deathmaze/data/magic-items';
import { gameTitle } from '../../../shared/engine/ruleset';
import { R, fresh } from '../deathmaze/game/helpers';

describe('what a first-time player tripped on, in the engine (issue 15)', () => {
  it('offers no "move to row N" that leaves the adventurer where he stands, and names the row he lands in', () => {
    // Four adventurers: Arn, Bree and Cal in the front row, Dee alone in row 2.
    const { state } = fresh(1);
    expect(state.marchingOrder.rows.map((r) => r.filter(Boolean).length)).toEqual([3, 1]);
    const labels = R.choices(state).map((c) => c.label);
    expect(labels).not.toContain('Move Dee to row 2');
    // Every offered move changes the order.
    for (const c of R.choices(state)) {
      const action = c.action as { type: string; rows?: unknown };
      if (action.type === 'arrange') expect(action.rows).not.toEqual(state.marchingOrder.rows);
    }
    expect(labels).toContain('Move Arn to row 2');
  });

  it('keeps an untested medallion’s kind out of the log, with the same dice rolled', () => {
    let found = 0;
    for (let seed = 1; seed < 400 && found < 3; seed++) {
      const rng = Rng.fromSeedNumber(seed);
      const rolled = rollMagicItem(rng, 'basic');
      if (rolled.item.kind !== 'medallion') continue;
      found++;
      const kind = MAGIC_ITEM_NAMES.medallion[rolled.item.medallion];
      const text = rolled.events.map((e) => `${e.text} ${e.roll?.result ?? ''}`).join('\n');
      expect(text).not.toContain(kind);
      expect(rolled.events.some((e) => e.tableId === 'medallion-table')).toBe(false);
      expect(text).toContain('Medallion (untested)');
      // The kind was still rolled here: replaying the same seed gives the same medallion.
      const again = rollMagicItem(Rng.fromSeedNumber(seed), 'basic').item;
      expect(again).toEqual(rolled.item);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('titles a game by its variant, and the ruleset by its name alone', () => {
    expect(R.title).toBe('Deathmaze');
    expect(gameTitle(R, fresh(1).state)).toBe('Deathmaze (Basic game)');
    const advanced = fresh(1, { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }] }).state;
    expect(gameTitle(R, advanced)).toBe('Deathmaze (Advanced game)');
  });
});

import { describe, expect, it } from 'vitest';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { usableSpells } from '../../../../shared/rulesets/citadel/game/party';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, start } from './helpers';

/** 13.6 Artwork, the one Feature Table column features.test.ts leaves out: the Manuscript, the Painting, the Icon. */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** The first member investigates artwork on the Gateway's tile, from successive seeds, until the column gives `result`. */
function artwork(result: string) {
  for (let seed = 1; seed <= 300; seed++) {
    const { state: s0, rng } = start(seed);
    const key = keyOf(s0.position);
    const { marking: _closed, ...rest } = s0;
    const before: CitadelState = { ...rest, party: s0.party.map((c) => ({ ...c, wounds: 0 })), tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'artwork', featureUsed: false } } };
    const who = before.order[0]!;
    const r = act(before, { type: 'investigateFeature', character: who }, rng);
    if (r.events.some((e: GameEvent) => e.tableId === 'citadel-feature-artwork' && e.text.includes(`: ${result}.`))) return { before, after: r.state, events: r.events, who };
  }
  throw new Error(`no seed gave ${result}`);
}

describe('Citadel artwork (13.6)', () => {
  it('the Manuscript teaches the investigator Wrath of God, usable whatever the sun (10.8)', () => {
    const r = artwork('Manuscript');
    expect(member(r.before, r.who).spells).not.toContain('wrathOfGod');
    expect(member(r.after, r.who).spells).toContain('wrathOfGod');
    expect(usableSpells(r.after, member(r.after, r.who))).toContain('wrathOfGod');
    // No one else learns it.
    for (const c of r.after.party) if (c.id !== r.who) expect(c.spells).toEqual(member(r.before, c.id).spells);
  });

  it('the Painting: every member rolls 1D6, and those depicted (on a 1) suffer 1D3 Wound Points, the others nothing', () => {
    const r = artwork('Painting');
    const rolls = r.events.filter((e) => e.roll?.table === 'Painting');
    expect(rolls).toHaveLength(r.before.party.length);
    for (const c of r.before.party) {
      const mine = rolls.find((e) => e.roll!.purpose!.includes(c.name))!;
      const taken = member(r.after, c.id).wounds;
      if (mine.roll!.total === 1) {
        expect(taken).toBeGreaterThanOrEqual(1);
        expect(taken).toBeLessThanOrEqual(3);
      } else expect(taken).toBe(0);
    }
  });

  it('the Icon names one of the six demons: its altar is rolled on the Altar column', () => {
    const r = artwork('Icon');
    expect(r.events.some((e) => e.tableId === 'citadel-feature-altar')).toBe(true);
  });
});

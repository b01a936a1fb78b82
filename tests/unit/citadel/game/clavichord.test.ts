import { describe, expect, it } from 'vitest';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, listed, start } from './helpers';

/**
 * 13.4 Clavichord: a character failing his Resistance Check "is wooed by the instrument into placing half of his Gold
 * Marks inside the body of the instrument. The money may only be reclaimed by incurring a Wound Point to reopen the
 * instrument" (the 13.4 ruling: any member able to act, there, for all the gold inside).
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;
const here = (s: CitadelState) => s.tiles[keyOf(s.position)]!;

/** The first member, Resistance 0 (so he fails) and 41 Gold Marks, investigates furniture until it is a clavichord. */
function atFurniture(seed: number, resistance: number) {
  const { state: s0, rng } = start(seed);
  const who = s0.order[0]!;
  const key = keyOf(s0.position);
  const { marking: _closed, ...rest } = s0;
  const before: CitadelState = {
    ...rest,
    party: s0.party.map((c) => (c.id === who ? { ...c, resistance, goldMarks: 41, wounds: 0 } : c)),
    tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'furniture', featureUsed: false } },
  };
  const r = act(before, { type: 'investigateFeature', character: who }, rng);
  return { seed, before, after: r.state, events: r.events, who, rng, clavichord: r.events.some((e) => e.text.includes(': Clavichord.')) };
}

/** Resistance 0: 1D6 at most 0 never passes (11.0). */
function wooed() {
  for (let seed = 1; seed <= 300; seed++) {
    const w = atFurniture(seed, 0);
    if (w.clavichord) return w;
  }
  throw new Error('no seed gave the Clavichord');
}

describe('Citadel: the Clavichord keeps the gold it takes until someone reopens it (13.4)', () => {
  it('takes half his Gold Marks (rounded down) into the instrument, and offers each member to reopen it for 1 Wound Point', () => {
    const w = wooed();
    expect(member(w.after, w.who).goldMarks).toBe(21);
    expect(here(w.after).clavichordGold).toBe(20);
    const reopen = listed(w.after).filter((a) => a.type === 'reopenClavichord');
    expect(reopen.map((a) => (a.type === 'reopenClavichord' ? a.character : '')).sort()).toEqual(w.after.party.filter((c) => c.alive).map((c) => c.id).sort());
  });

  it('the one who reopens it takes 1 Wound Point and all the gold inside; then nothing is left to reopen', () => {
    const w = wooed();
    const other = w.after.order[1]!;
    const gold = member(w.after, other).goldMarks;
    const wounds = member(w.after, other).wounds;
    const r = act(w.after, { type: 'reopenClavichord', character: other }, w.rng);
    expect(member(r.state, other).wounds).toBe(wounds + 1);
    expect(member(r.state, other).goldMarks).toBe(gold + 20);
    expect(here(r.state).clavichordGold).toBeUndefined();
    expect(listed(r.state).some((a) => a.type === 'reopenClavichord')).toBe(false);
    expect(r.events.map((e) => e.text).join(' ')).toMatch(/reopens the clavichord and takes back 20 Gold Marks/);
  });

  it('is not offered to someone the Wound Point would kill', () => {
    const w = wooed();
    const other = w.after.order[1]!;
    const dying: CitadelState = { ...w.after, party: w.after.party.map((c) => (c.id === other ? { ...c, wounds: c.woundPoints - 1 } : c)) };
    expect(listed(dying).some((a) => a.type === 'reopenClavichord' && a.character === other)).toBe(false);
    expect(() => act(dying, { type: 'reopenClavichord', character: other }, w.rng)).toThrow(/refused/);
  });

  it('a character who resists keeps his gold, and the instrument holds nothing', () => {
    // The same seed, the same Feature Table roll; Resistance 6 passes on any 1D6.
    const r = atFurniture(wooed().seed, 6);
    expect(r.clavichord).toBe(true);
    expect(member(r.after, r.who).goldMarks).toBe(41);
    expect(here(r.after).clavichordGold).toBeUndefined();
    expect(listed(r.after).some((a) => a.type === 'reopenClavichord')).toBe(false);
  });
});

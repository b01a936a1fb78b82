import { describe, expect, it } from 'vitest';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import type { TalismanKind } from '../../../../shared/rulesets/citadel/data/treasure';
import { fightOut, fightingOrcsCarrying } from './helpers';

/**
 * 14.6 (PL): "its effect is immediate", however the talisman is found. One in a monster's treasure adds its Magic
 * Potential (or asks its Resistance Check) just as one taken from a statue does.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** Two Orcs carrying a Type H treasure of one talisman of `kind`, fought out by the built-in player, from the first seed the party wins. */
function wonTalisman(kind: TalismanKind) {
  for (let seed = 1; seed <= 200; seed++) {
    // The finder's record before the fight: the fight itself never changes a Magic Potential.
    const { state: before, rng } = fightingOrcsCarrying(seed, [{ letter: 'H', goldMarks: 0, jewels: [], items: [{ type: 'talisman', kind }] }]);
    const { state, texts } = fightOut(before, rng);
    const finder = state.party.find((c) => c.items.some((it) => it.type === 'talisman' && it.kind === kind));
    if (finder) return { before, state, texts, finder: finder.id, seed };
  }
  throw new Error('no seed won the fight');
}

describe('Citadel: a talisman in monster treasure acts at once (14.6)', () => {
  it('an All Suns talisman adds 1D3 Magic Potential on every sun to the one who takes it', () => {
    const r = wonTalisman('allSuns');
    const was = member(r.before, r.finder).magicPotential;
    const now = member(r.state, r.finder).magicPotential;
    for (const sun of ['red', 'yellow', 'blue'] as const) {
      expect(now[sun] - was[sun]).toBeGreaterThanOrEqual(1);
      expect(now[sun] - was[sun]).toBeLessThanOrEqual(3);
    }
    expect(r.texts.filter((t) => /^\+[123] Magic Potential \((red|yellow|blue)\)\.$/.test(t))).toHaveLength(3);
  });

  it('a Yellow Sun talisman raises only the yellow sun, and the others stay as they were', () => {
    const r = wonTalisman('yellowSun');
    const was = member(r.before, r.finder).magicPotential;
    const now = member(r.state, r.finder).magicPotential;
    expect(now.yellow - was.yellow).toBeGreaterThanOrEqual(1);
    expect(now.red).toBe(was.red);
    expect(now.blue).toBe(was.blue);
  });

  it('where the new Magic Potential allows more spells, the players are asked to choose them', () => {
    const r = wonTalisman('allSuns');
    const c = member(r.state, r.finder);
    const counted = c.spells.filter((s) => s !== 'wrathOfGod' && s !== 'resurrect').length;
    const highest = Math.max(c.magicPotential.red, c.magicPotential.yellow, c.magicPotential.blue);
    if (r.state.phase.kind === 'learnSpell') {
      expect(r.state.phase.character).toBe(r.finder);
      expect(r.state.phase.count).toBe(highest - counted);
    } else expect(counted).toBeGreaterThanOrEqual(highest);
  });

  it('an Evil talisman asks its finder to resist it', () => {
    const r = wonTalisman('evil');
    const name = member(r.state, r.finder).name;
    const took = r.texts.indexOf(`${name} takes the Talisman of Evil.`);
    expect(took).toBeGreaterThanOrEqual(0);
    expect(r.texts.slice(took).some((t) => t.startsWith(`${name} resists`) || t.startsWith(`${name} fails to resist`))).toBe(true);
  });
});

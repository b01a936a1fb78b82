import { describe, expect, it } from 'vitest';
import { chooseAction, type CitadelAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { firstStepTo } from '../../../../shared/rulesets/citadel/game/autoplay-paths';
import { living } from '../../../../shared/rulesets/citadel/game/monsters';
import type { PlacedTile } from '../../../../shared/rulesets/citadel/game/types';
import { cellKey, keyOf, openExits, placedSide } from '../../../../shared/rulesets/citadel/maze/grid';
import { DELTA, isPassage, opposite, type Dir } from '../../../../shared/rulesets/citadel/maze/tiles';
import { act, start } from './helpers';

/**
 * The plain breadth-first search the autoplayer's kept, lazily expanded one must agree with: from the party's tile
 * over passages (not a locked door, and open on the far side too) and staircases, neighbours in the order north, east,
 * south, west, then the stairs down and up; avoiding monsters, a guarded segment ends a way.
 */
function reference(state: CitadelState, goal: (t: PlacedTile) => boolean, avoid: boolean): CitadelAction | null {
  const startTile = state.tiles[keyOf(state.position)]!;
  const seen = new Set([startTile.key]);
  const queue: { t: PlacedTile; first: CitadelAction | null }[] = [{ t: startTile, first: null }];
  for (let i = 0; i < queue.length; i++) {
    const { t, first } = queue[i]!;
    if (first !== null && goal(t)) return first;
    if (first !== null && avoid && t.monsters !== null && living(t.monsters).length > 0) continue;
    const next: { key: string; step: CitadelAction; back: Dir | null }[] = [];
    for (const dir of [0, 1, 2, 3] as Dir[]) {
      if (isPassage(placedSide(t, dir)) && !t.locked?.includes(dir)) next.push({ key: cellKey(t.level, t.x + DELTA[dir].dx, t.y + DELTA[dir].dy), step: { type: 'move', dir }, back: opposite(dir) });
    }
    if (t.stairs) for (const l of [t.level - 1, t.level + 1]) if (l >= 1 && l <= 3) next.push({ key: cellKey(l, t.x, t.y), step: { type: 'stairs', level: l as 1 | 2 | 3 }, back: null });
    for (const n of next) {
      const tile = state.tiles[n.key];
      if (!tile || seen.has(tile.key) || (n.back !== null && !isPassage(placedSide(tile, n.back)))) continue;
      seen.add(tile.key);
      queue.push({ t: tile, first: first ?? n.step });
    }
  }
  return null;
}

const GOALS: Record<string, (state: CitadelState) => (t: PlacedTile) => boolean> = {
  gateway: () => (t) => t.gateway,
  stairs: (s) => (t) => t.stairs && t.level === s.position.level,
  furniture: () => (t) => t.feature === 'furniture' && !t.featureUsed,
  frontier: (s) => (t) => openExits(s.tiles, t).length > 0,
  nowhere: () => () => false,
};

describe('the Citadel autoplayer finds its way (autoplay-paths)', () => {
  it('answers every path question as a plain breadth-first search would, in autoplayed campaigns played in turn', () => {
    // Two games stepped alternately, so the search kept from one decision is asked about another game's state.
    const games = [1, 2].map((seed) => start(seed));
    let asked = 0;
    for (let step = 0; step < 300; step++) {
      for (const g of games) {
        if (g.state.phase.kind === 'over') continue;
        if (g.state.phase.kind === 'explore') {
          for (const [rare, make] of [false, true].flatMap((r) => Object.values(GOALS).map((m) => [r, m] as const))) {
            const goal = make(g.state);
            const expected = reference(g.state, goal, true) ?? reference(g.state, goal, false);
            expect(firstStepTo(g.state, goal, rare)).toEqual(expected);
            asked++;
          }
        }
        g.state = act(g.state, chooseAction(g.state), g.rng).state;
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
});

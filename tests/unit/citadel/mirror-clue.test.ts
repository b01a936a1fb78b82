import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/engine/ruleset';
import type { CitadelState } from '../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../shared/rulesets/citadel/maze/grid';
import { levelNote, mirrorClue } from '../../../renderer/src/rulesets/citadel/citadel-view';
import { act, fightOut, listed, start } from './game/helpers';

/**
 * Issue 17, the game screen: "mirrors' clues on the map". A mirror found (13.7) names the Hellgate's level, and on
 * that level the unexplored segments still to enter; the board says both beside the map and on the named level's tab,
 * from what the engine recorded, and counts down as new segments are entered there.
 */

/** The first member investigates furniture on the Gateway's tile, from successive seeds, until it is a mirror. */
function mirrorFound(wanted: (s: CitadelState) => boolean) {
  for (let seed = 1; seed <= 600; seed++) {
    const { state: s0, rng } = start(seed);
    const key = keyOf(s0.position);
    const before: CitadelState = { ...s0, tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'furniture', featureUsed: false } } };
    const r = act(before, { type: 'investigateFeature', character: before.order[0]! }, rng);
    if (r.events.some((e: GameEvent) => e.text.includes(': Mirror.')) && wanted(r.state)) return { before, after: r.state, rng };
  }
  throw new Error('no seed gave the mirror wanted');
}

describe('Citadel board: the mirrors\u2019 clue (13.7)', () => {
  it('says nothing before a mirror is found', () => {
    const { state } = start(1);
    expect(mirrorClue(state)).toBeNull();
    for (const level of [1, 2, 3] as const) expect(levelNote(state, level)).not.toMatch(/Hellgate/);
  });

  it('a mirror naming another level: the clue names it, and so does that level\u2019s tab only', () => {
    const m = mirrorFound((s) => s.mirror.level !== null && s.mirror.level !== 1);
    const level = m.after.mirror.level!;
    expect(m.after.mirror.countdown).toBeNull();
    expect(mirrorClue(m.after)).toBe(`A mirror showed the Hellgate on level ${level}.`);
    for (const l of [1, 2, 3] as const) expect(levelNote(m.after, l).includes('Hellgate (mirror)')).toBe(l === level);
  });

  it('a mirror naming this level: the clue counts the unexplored segments, one fewer for each new one entered', () => {
    const m = mirrorFound((s) => s.mirror.level === 1 && s.mirror.countdown !== null && s.mirror.countdown > 1);
    const count = m.after.mirror.countdown!;
    expect(mirrorClue(m.after)).toBe(`A mirror showed the Hellgate on level 1: ${count} unexplored segment${count === 1 ? '' : 's'} away (counted as new segments are entered there).`);
    expect(levelNote(m.after, 1)).toMatch(/Hellgate \(mirror\)/);
    // Step into the unknown (placing the tile as it first fits) until a new segment is entered.
    let state = m.after;
    for (let i = 0; i < 20 && state.mirror.countdown === count; i++) {
      const next = listed(state).find((a) => a.type === 'orient') ?? listed(state).find((a) => a.type === 'move') ?? listed(state).find((a) => a.type === 'fight' || a.type === 'investigateTrap' || a.type === 'poisonTakesEffect');
      if (!next) break;
      state = act(state, next, m.rng).state;
      if (state.phase.kind === 'combat') state = fightOut(state, m.rng).state;
    }
    expect(state.mirror.countdown).toBe(count - 1);
    expect(mirrorClue(state)).toContain(`${count - 1} unexplored segment`);
  });
});

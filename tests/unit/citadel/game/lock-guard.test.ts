import { describe, expect, it } from 'vitest';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import { chooseAction } from '../../../../shared/rulesets/citadel/game';
import { keyOf, newTile, placedSide, step } from '../../../../shared/rulesets/citadel/maze/grid';
import { isPassage, opposite, TILE_DESIGNS, type Dir } from '../../../../shared/rulesets/citadel/maze/tiles';
import { act, listed, start } from './helpers';

/** The first member, made a caster of Lock (every sun's MP at 6). */
function lockCaster(state: CitadelState): CitadelState {
  const id = state.order[0]!;
  const party = state.party.map((c) => (c.id === id ? { ...c, spells: ['lock' as const], magicPotential: { red: 6, yellow: 6, blue: 6 }, woundPoints: 12, wounds: 0 } : c));
  return { ...state, party };
}

const lockOffered = (s: CitadelState) => listed(s).some((a) => a.type === 'cast' && a.spell === 'lock');

/** The direction from the party's segment to the one it came from. */
function wayBack(s: CitadelState): Dir {
  const prev = s.previous!;
  return ([0, 1, 2, 3] as const).find((d) => keyOf(step(s.position, d)) === keyOf(prev))!;
}

/** Encounters in autoplayed games where a caster of Lock would be offered it, before the Hellgate is found. */
function lockableEncounters(wanted: number): CitadelState[] {
  const found: CitadelState[] = [];
  for (let seed = 1; seed <= 80 && found.length < wanted; seed++) {
    const game = start(seed);
    let state = game.state;
    for (let i = 0; i < 400 && state.phase.kind !== 'over'; i++) {
      if (state.phase.kind === 'encounter' && !state.hellgateFound) {
        const c = lockCaster(state);
        if (lockOffered(c)) {
          found.push(c);
          break;
        }
      }
      state = act(state, chooseAction(state), game.rng).state;
    }
  }
  return found;
}

describe('Lock never seals the party in before the Hellgate is found (6.3, 10.6)', () => {
  const encounters = lockableEncounters(3);

  it('finds encounters where Lock is offered', () => {
    expect(encounters.length).toBe(3);
  });

  it('is not offered when the segment the party steps back into has no way on but the door it would lock', () => {
    const deadEnd = TILE_DESIGNS.find((d) => d.corridor.sides.filter((s) => s !== 'wall').length === 1)!;
    for (const s of encounters) {
      const d = wayBack(s);
      const back = s.previous!;
      // The segment behind, replaced by a dead end whose one opening faces the party's door.
      const rotation = [0, 1, 2, 3].find((r) => isPassage(placedSide(newTile(deadEnd.id, back, 'corridor', r), opposite(d))))!;
      const shut = newTile(deadEnd.id, back, 'corridor', rotation);
      const trapped: CitadelState = { ...s, tiles: { ...s.tiles, [shut.key]: shut } };
      expect(lockOffered(trapped)).toBe(false);
      // Once the Hellgate is found the guard no longer applies (6.3): the same door may be locked.
      expect(lockOffered({ ...trapped, hellgateFound: true })).toBe(true);
    }
  });
});

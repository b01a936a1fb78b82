import { cellKey, placedSide } from '../maze/grid';
import { DELTA, isPassage, opposite, type Dir } from '../maze/tiles';
import type { CitadelAction } from './actions';
import { here } from './flow';
import { living } from './monsters';
import type { CitadelState, PlacedTile } from './types';

/** A tile the party can reach, and the first step of a shortest way there (null for the tile it stands on). */
interface Reached {
  readonly tile: PlacedTile;
  readonly first: CitadelAction | null;
}

const DIRS: readonly Dir[] = [0, 1, 2, 3];

/**
 * The placed tiles in breadth-first order from the party's tile, over passages and staircases, each with the first
 * step of a shortest way there. With `avoidMonsters`, a segment where monsters wait ends a way (it is listed, never
 * passed through): such a segment is a road only to itself.
 */
function reachable(state: CitadelState, avoidMonsters: boolean): readonly Reached[] {
  const start = here(state);
  const seen = new Set([start.key]);
  const order: Reached[] = [{ tile: start, first: null }];
  // The order list is its own queue: entries before `i` are done. Run for most decisions of an expedition, so nothing
  // is allocated per neighbour but its entry (a first step is made only from the start).
  for (let i = 0; i < order.length; i++) {
    const { tile: t, first } = order[i]!;
    if (first !== null && avoidMonsters && guarded(t)) continue;
    for (const dir of DIRS) {
      // A door sealed by a Lock spell (10.6) is no road.
      if (!isPassage(placedSide(t, dir)) || t.locked?.includes(dir)) continue;
      const n = state.tiles[cellKey(t.level, t.x + DELTA[dir].dx, t.y + DELTA[dir].dy)];
      if (!n || seen.has(n.key) || !isPassage(placedSide(n, opposite(dir)))) continue;
      seen.add(n.key);
      order.push({ tile: n, first: first ?? { type: 'move', dir } });
    }
    if (t.stairs) {
      for (const l of [t.level - 1, t.level + 1]) {
        if (l < 1 || l > 3) continue;
        const n = state.tiles[cellKey(l, t.x, t.y)];
        if (!n || seen.has(n.key)) continue;
        seen.add(n.key);
        order.push({ tile: n, first: first ?? { type: 'stairs', level: l as 1 | 2 | 3 } });
      }
    }
  }
  return order;
}

function guarded(t: PlacedTile): boolean {
  return t.monsters !== null && living(t.monsters).length > 0;
}

// The ways from one state are asked for several goals in one decision; states are never changed once made.
const avoiding = new WeakMap<CitadelState, readonly Reached[]>();
const through = new WeakMap<CitadelState, readonly Reached[]>();

function ways(state: CitadelState, avoidMonsters: boolean): readonly Reached[] {
  const memo = avoidMonsters ? avoiding : through;
  let found = memo.get(state);
  if (!found) {
    found = reachable(state, avoidMonsters);
    memo.set(state, found);
  }
  return found;
}

function nearest(state: CitadelState, goal: (t: PlacedTile) => boolean, avoidMonsters: boolean): CitadelAction | null {
  for (const r of ways(state, avoidMonsters)) {
    if (r.first === null) continue;
    // Avoiding monsters, a guarded segment is listed only as a destination: it counts only if it is the goal.
    if (goal(r.tile)) return r.first;
  }
  return null;
}

/**
 * The first step of a shortest known way to a tile `goal` accepts, other than the party's own (breadth first over
 * placed tiles and stairs). Round segments where monsters wait if any other way will do; through them when none does
 * (they may be talked to).
 */
export function firstStepTo(state: CitadelState, goal: (t: PlacedTile) => boolean): CitadelAction | null {
  return nearest(state, goal, true) ?? nearest(state, goal, false);
}

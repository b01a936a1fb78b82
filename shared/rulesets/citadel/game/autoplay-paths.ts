import { cellKey, keyOf, placedSide } from '../maze/grid';
import { DELTA, isPassage, type Dir } from '../maze/tiles';
import type { CitadelAction } from './actions';
import { here } from './flow';
import { living } from './monsters';
import type { CitadelState, PlacedTile } from './types';

/** A tile the party can reach, and the first step of a shortest way there (null for the tile it stands on). */
interface Reached {
  readonly tile: PlacedTile;
  readonly first: CitadelAction | null;
}

/** One way out of a tile, toward the cell `key`: through a side (`dir`) or by its staircase (`level`). */
interface Link {
  readonly key: string;
  readonly step: CitadelAction;
  /** For a side, the bit of the neighbour's side that must be a passage too (its opposite side); 0 for stairs. */
  readonly backBit: number;
}

/** What a placed tile offers a walker: its open sides as bits, and its ways out in the search's order. */
interface TileLinks {
  readonly passages: number;
  readonly out: readonly Link[];
}

const DIRS: readonly Dir[] = [0, 1, 2, 3];

/**
 * A tile's ways out, worked out once per tile object: placed tiles are never changed, only replaced (a Lock spell,
 * monsters met or killed, a feature used all make a new tile), so the sides, the neighbours' cell keys and the step
 * toward each stay true for as long as the object lives. Every decision of an expedition walks the maze; before, each
 * walk rebuilt every neighbour's cell key and read every side anew.
 */
const linksOf = new WeakMap<PlacedTile, TileLinks>();

function links(t: PlacedTile): TileLinks {
  let found = linksOf.get(t);
  if (found) return found;
  let passages = 0;
  const out: Link[] = [];
  for (const dir of DIRS) {
    if (!isPassage(placedSide(t, dir))) continue;
    passages |= 1 << dir;
    // A door sealed by a Lock spell (10.6) is no road out of this tile (its far side is locked too, 10.6).
    if (t.locked?.includes(dir)) continue;
    out.push({ key: cellKey(t.level, t.x + DELTA[dir].dx, t.y + DELTA[dir].dy), step: { type: 'move', dir }, backBit: 1 << ((dir + 2) % 4) });
  }
  if (t.stairs) {
    for (const l of [t.level - 1, t.level + 1]) {
      if (l >= 1 && l <= 3) out.push({ key: cellKey(l, t.x, t.y), step: { type: 'stairs', level: l as 1 | 2 | 3 }, backBit: 0 });
    }
  }
  found = { passages, out };
  linksOf.set(t, found);
  return found;
}

/**
 * A breadth-first search over passages and staircases from the party's tile, carried only as far as a question needs:
 * `order` lists the tiles reached so far in breadth-first order, each with the first step of a shortest way there; the
 * entries before `next` have been expanded. With `avoidMonsters`, a segment where monsters wait ends a way (it is
 * listed, never passed through): such a segment is a road only to itself.
 */
interface Search {
  readonly tiles: CitadelState['tiles'];
  readonly avoidMonsters: boolean;
  readonly order: Reached[];
  readonly seen: Set<string>;
  next: number;
}

function startSearch(state: CitadelState, avoidMonsters: boolean): Search {
  const start = here(state);
  return { tiles: state.tiles, avoidMonsters, order: [{ tile: start, first: null }], seen: new Set([start.key]), next: 0 };
}

/** The `i`-th tile reached (expanding the search only as far as that), or undefined past the last one. */
function reachedAt(s: Search, i: number): Reached | undefined {
  while (s.order.length <= i && s.next < s.order.length) {
    const { tile: t, first } = s.order[s.next++]!;
    if (first !== null && s.avoidMonsters && guarded(t)) continue;
    for (const link of links(t).out) {
      const n = s.tiles[link.key];
      if (!n || s.seen.has(n.key)) continue;
      if (link.backBit !== 0 && (links(n).passages & link.backBit) === 0) continue;
      s.seen.add(n.key);
      s.order.push({ tile: n, first: first ?? link.step });
    }
  }
  return s.order[i];
}

/** The placed tiles as a list, once per tiles object (a new one whenever a tile changes). */
const placedOf = new WeakMap<CitadelState['tiles'], readonly PlacedTile[]>();

function placed(tiles: CitadelState['tiles']): readonly PlacedTile[] {
  let found = placedOf.get(tiles);
  if (!found) {
    found = Object.values(tiles);
    placedOf.set(tiles, found);
  }
  return found;
}

function guarded(t: PlacedTile): boolean {
  return t.monsters !== null && living(t.monsters).length > 0;
}

/**
 * The searches from the last place asked about. They depend only on the placed tiles (a new object whenever one
 * changes: states are never changed once made) and the party's cell, so they stay good from one decision to the next
 * while neither moves — several goals are asked about in one decision, and healing, casting or marking spells move
 * nothing. A pure function of its key, so games played in turn on one thread never see each other's answers.
 */
let last: { tiles: CitadelState['tiles']; at: string; avoiding: Search; through: Search | null } | null = null;

function searches(state: CitadelState): NonNullable<typeof last> {
  const at = keyOf(state.position);
  if (last === null || last.tiles !== state.tiles || last.at !== at) last = { tiles: state.tiles, at, avoiding: startSearch(state, true), through: null };
  return last;
}

function nearest(s: Search, goal: (t: PlacedTile) => boolean): CitadelAction | null {
  // Entry 0 is the party's own tile, never a goal.
  for (let i = 1; ; i++) {
    const r = reachedAt(s, i);
    if (!r) return null;
    // Avoiding monsters, a guarded segment is listed only as a destination: it counts only if it is the goal.
    if (goal(r.tile)) return { ...r.first! };
  }
}

/**
 * The first step of a shortest known way to a tile `goal` accepts, other than the party's own (breadth first over
 * placed tiles and stairs). Round segments where monsters wait if any other way will do; through them when none does
 * (they may be talked to).
 */
export function firstStepTo(state: CitadelState, goal: (t: PlacedTile) => boolean, rare = false): CitadelAction | null {
  // A goal that few tiles meet (`rare`, and cheap to ask) is first looked for among all placed tiles: with none
  // anywhere, a search over the whole known maze, twice, would only end empty-handed.
  if (rare && !placed(state.tiles).some((t) => t.key !== keyOf(state.position) && goal(t))) return null;
  const s = searches(state);
  const found = nearest(s.avoiding, goal);
  if (found) return found;
  s.through ??= startSearch(state, false);
  return nearest(s.through, goal);
}

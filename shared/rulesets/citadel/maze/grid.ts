import type { Level } from '../data/levels';
import type { PlacedTile, Position } from '../game/types';
import { DELTA, DIRS, design, faceOf, isPassage, opposite, sideAt, type Dir, type Face, type FaceDesign } from './tiles';

/** The three levels share one grid (6.5 ruling): a cell is its level and coordinates. */
export function cellKey(level: number, x: number, y: number): string {
  return `${level}:${x},${y}`;
}

export function keyOf(p: Position): string {
  return cellKey(p.level, p.x, p.y);
}

export function step(p: Position, dir: Dir): Position {
  return { x: p.x + DELTA[dir].dx, y: p.y + DELTA[dir].dy, level: p.level };
}

export function placedFace(t: PlacedTile): FaceDesign {
  return faceOf(design(t.designId), t.face);
}

export function placedSide(t: PlacedTile, dir: Dir): ReturnType<typeof sideAt> {
  return sideAt(placedFace(t), t.rotation, dir);
}

type Tiles = Readonly<Record<string, PlacedTile>>;

const OTHER_LEVELS: Readonly<Record<Level, readonly Level[]>> = { 1: [2, 3], 2: [1, 3], 3: [1, 2] };

/**
 * 5.0 A3 and PL 6.0: the rotations in which a face fits at `at`, entered moving `dir`: its side back toward the
 * party is a passage, and every placed neighbour meets passage with passage and wall with wall. A staircase fits only
 * where the other levels have nothing at that cell but staircases (6.5).
 */
export function fittingRotations(tiles: Tiles, at: Position, dir: Dir, face: FaceDesign): number[] {
  for (const l of OTHER_LEVELS[at.level]) {
    const other = tiles[cellKey(l, at.x, at.y)];
    // A staircase needs its cell free (or a staircase) on the other levels; and a staircase's cell stays free for it.
    if (other && other.stairs !== face.stairs) return [];
  }
  const fits: number[] = [];
  for (let r = 0; r < 4; r++) {
    if (!isPassage(sideAt(face, r, opposite(dir)))) continue;
    let ok = true;
    for (const d of DIRS) {
      const n = tiles[keyOf(step(at, d))];
      if (!n) continue;
      if (isPassage(sideAt(face, r, d)) !== isPassage(placedSide(n, opposite(d)))) {
        ok = false;
        break;
      }
    }
    if (ok) fits.push(r);
  }
  return fits;
}

/** A passage of a placed tile that leads to an empty cell not yet found to be blocked. */
export function openExits(tiles: Tiles, t: PlacedTile): Dir[] {
  const out: Dir[] = [];
  for (const d of DIRS) {
    if (!isPassage(placedSide(t, d)) || t.blocked.includes(d)) continue;
    if (!tiles[keyOf(step(t, d))]) out.push(d);
  }
  return out;
}

/**
 * PL 6.3 (= Deathmaze [5.29]): while the Hellgate is unfound the maze may never be sealed. It stays open while some
 * placed tile on any level has a passage onto an empty cell, or a staircase leads to a level where its landing is not
 * yet placed. `added` is a tile tried at a cell, read as if it stood there (over whatever does), without copying the
 * map for each rotation of each tile drawn; being the likeliest to have a way on, it is looked at first.
 */
export function mazeIsOpen(tiles: Tiles, added?: PlacedTile): boolean {
  const get: TileLookup = added === undefined ? (k) => tiles[k] : (k) => (k === added.key ? added : tiles[k]);
  if (added !== undefined && leadsOn(get, added)) return true;
  for (const k in tiles) if (leadsOn(get, get(k)!)) return true;
  return false;
}

/** The map read through a function: a tile tried or changed in front of the tiles, without copying them. */
export type TileLookup = (key: string) => PlacedTile | undefined;

/** Whether `openExits` would list any exit of `t`, on the map `get` reads. */
export function hasOpenExit(get: TileLookup, t: PlacedTile): boolean {
  for (const d of DIRS) {
    if (!isPassage(placedSide(t, d)) || t.blocked.includes(d)) continue;
    if (!get(keyOf(step(t, d)))) return true;
  }
  return false;
}

/** A passage onto an empty cell not found blocked, or a staircase to a level whose landing is not yet placed. */
function leadsOn(get: TileLookup, t: PlacedTile): boolean {
  if (hasOpenExit(get, t)) return true;
  if (t.stairs) {
    for (const l of OTHER_LEVELS[t.level]) if (Math.abs(l - t.level) === 1 && !get(cellKey(l, t.x, t.y))) return true;
  }
  return false;
}

export function newTile(designId: string, at: Position, face: Face, rotation: number): PlacedTile {
  const f = faceOf(design(designId), face);
  return {
    key: keyOf(at),
    designId,
    x: at.x,
    y: at.y,
    level: at.level,
    face,
    rotation,
    feature: f.feature,
    stairs: f.stairs,
    gateway: designId === 'gateway',
    featureUsed: false,
    entered: false,
    blocked: [],
    monsters: null,
    hellgate: false,
  };
}

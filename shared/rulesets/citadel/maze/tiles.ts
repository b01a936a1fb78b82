import { FEATURES, type FeatureId } from '../data/features';

/** A segment's edge: a wall, a doorway, or an open corridor end (5.0 A1). */
export type Side = 'wall' | 'door' | 'open';
export type Face = 'room' | 'corridor';
/** North, east, south, west. */
export type Dir = 0 | 1 | 2 | 3;
export const DIRS: readonly Dir[] = [0, 1, 2, 3];
export const DIR_NAMES = ['north', 'east', 'south', 'west'] as const;
export const DELTA: Readonly<Record<Dir, { dx: number; dy: number }>> = {
  0: { dx: 0, dy: -1 },
  1: { dx: 1, dy: 0 },
  2: { dx: 0, dy: 1 },
  3: { dx: -1, dy: 0 },
};

export function opposite(d: Dir): Dir {
  return ((d + 2) % 4) as Dir;
}

export interface FaceDesign {
  /** Sides north, east, south, west as printed (rotation 0). */
  readonly sides: readonly [Side, Side, Side, Side];
  readonly feature: FeatureId | null;
  readonly stairs: boolean;
}

/** One double-sided Dungeon Tile (5.0 A3): a room face and a corridor face. */
export interface TileDesign {
  readonly id: string;
  readonly room: FaceDesign;
  readonly corridor: FaceDesign;
}

type Pattern = readonly [boolean, boolean, boolean, boolean];
const DEAD_END: Pattern = [true, false, false, false];
const STRAIGHT: Pattern = [true, false, true, false];
const BEND: Pattern = [true, true, false, false];
const TEE: Pattern = [true, true, true, false];
const CROSS: Pattern = [true, true, true, true];

function sides(pattern: Pattern, passage: (n: number) => Side): FaceDesign['sides'] {
  let n = 0;
  const at = (p: boolean): Side => (p ? passage(n++) : 'wall');
  return [at(pattern[0]), at(pattern[1]), at(pattern[2]), at(pattern[3])];
}

function spread(counts: readonly (readonly [Pattern, number])[]): Pattern[] {
  const out: Pattern[] = [];
  for (const [p, c] of counts) for (let i = 0; i < c; i++) out.push(p);
  return out;
}

/**
 * The tile mix (reconstructed: no source prints the counter sheet): 100 tiles, 80 with a room face and a corridor
 * face and 20 with a corridor face on both sides; 48 of the rooms hold a feature, 8 for each column of the Feature
 * Table (13.9), and 5 hold a staircase (6.5). Rooms open by doors; a room's last passage on every other tile is an
 * open arch onto a corridor, and a corridor's passages after its first alternate open and door, so corridors lead to
 * rooms and rooms to corridors as the Deathmaze chits do.
 */
function buildDesigns(): TileDesign[] {
  const roomPatterns = spread([
    [DEAD_END, 8],
    [STRAIGHT, 16],
    [BEND, 16],
    [TEE, 24],
    [CROSS, 16],
  ]);
  const corridorPatterns = spread([
    [DEAD_END, 8],
    [STRAIGHT, 28],
    [BEND, 24],
    [TEE, 26],
    [CROSS, 14],
  ]);
  const designs: TileDesign[] = [];
  for (let i = 0; i < 100; i++) {
    const cPattern = corridorPatterns[(i * 37) % 100]!;
    const corridor: FaceDesign = {
      sides: sides(cPattern, (n) => (n === 0 ? 'open' : (n + i) % 2 === 0 ? 'door' : 'open')),
      feature: null,
      stairs: false,
    };
    if (i < 80) {
      const rPattern = roomPatterns[(i * 23) % 80]!;
      const passages = rPattern.filter(Boolean).length;
      const feature = i < 48 ? FEATURES[i % 6]! : null;
      const stairs = i >= 48 && i < 53;
      const room: FaceDesign = {
        // A staircase room has four doors, so the landing below fits wherever the stair stands.
        sides: stairs ? ['door', 'door', 'door', 'door'] : sides(rPattern, (n) => (i % 2 === 1 && passages > 1 && n === passages - 1 ? 'open' : 'door')),
        feature,
        stairs,
      };
      designs.push({ id: `t${i + 1}`, room, corridor });
    } else {
      designs.push({ id: `t${i + 1}`, room: corridor, corridor });
    }
  }
  return designs;
}

export const TILE_DESIGNS: readonly TileDesign[] = buildDesigns();
const BY_ID = new Map(TILE_DESIGNS.map((d) => [d.id, d]));

/** The Gateway (PL 4.1: the entrance tile, set aside): a corridor end opening north, walls elsewhere. */
export const GATEWAY: TileDesign = {
  id: 'gateway',
  room: { sides: ['open', 'wall', 'wall', 'wall'], feature: null, stairs: false },
  corridor: { sides: ['open', 'wall', 'wall', 'wall'], feature: null, stairs: false },
};

export function design(id: string): TileDesign {
  if (id === GATEWAY.id) return GATEWAY;
  const d = BY_ID.get(id);
  if (!d) throw new Error(`No tile design “${id}”.`);
  return d;
}

/** The side a placed face shows toward `dir`, after `rotation` clockwise quarter-turns. */
export function sideAt(face: FaceDesign, rotation: number, dir: Dir): Side {
  return face.sides[(((dir - rotation) % 4) + 4) % 4]!;
}

export function isPassage(s: Side): boolean {
  return s !== 'wall';
}

export function faceOf(d: TileDesign, face: Face): FaceDesign {
  return face === 'room' ? d.room : d.corridor;
}

import { chitSideFacing, designOf, neighbour, positionKey, SIDES, type Rotation, type Side, type SideKind } from '@shared/rulesets/deathmaze/maze';

/**
 * What the map draws, read from a Deathmaze state: each placed chit with its four sides as they face on the table
 * (turned by the engine's own `chitSideFacing`), the party's square and the chit waiting for a facing. Returns null
 * for states of other rulesets, which the map then describes in words. The renderer decides nothing here: it only
 * reads what the engine recorded (walls opened by [5.29], impassable sides of [5.25], doors pegged by [9.57]).
 */
export interface MapChit {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly chitId: string;
  readonly name: string;
  readonly segment: 'corridor' | 'room';
  readonly feature?: 'fountain' | 'statue' | 'trapDoor';
  readonly sides: Readonly<Record<Side, SideKind>>;
  /** Sides that cannot be crossed though no wall shows: the chits did not match there [5.25]. */
  readonly impassable: readonly Side[];
  /** Doors pegged shut with Cloves [9.57] or the Lock spell [11.4]. */
  readonly pegged: readonly Side[];
  readonly visited: boolean;
  readonly entrance: boolean;
}

/** A way out of a placed chit onto a segment no chit has been drawn for yet. */
export interface MapStub {
  readonly x: number;
  readonly y: number;
  readonly side: Side;
  readonly through: 'door' | 'open';
}

/** The chit drawn for a segment and waiting for the player to choose its facing [5.24]. */
export interface MapPlacing {
  readonly chitId: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly rotations: readonly Rotation[];
}

export interface MapView {
  readonly chits: readonly MapChit[];
  readonly byKey: ReadonlyMap<string, MapChit>;
  readonly stubs: readonly MapStub[];
  readonly party: { readonly x: number; readonly y: number } | null;
  readonly pending: { readonly x: number; readonly y: number } | null;
  readonly placing: MapPlacing | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPosition(value: unknown): { x: number; y: number } | null {
  return isRecord(value) && typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
}

function keysOf(value: unknown): Set<string> {
  return new Set(isRecord(value) ? Object.keys(value) : []);
}

function isRotation(value: unknown): value is Rotation {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

function readPlacing(phase: unknown): MapPlacing | null {
  if (!isRecord(phase) || phase.kind !== 'placing' || typeof phase.chitId !== 'string') return null;
  const at = readPosition(phase.position);
  if (!at || !Array.isArray(phase.rotations)) return null;
  try {
    return { chitId: phase.chitId, name: designOf(phase.chitId).name, ...at, rotations: phase.rotations.filter(isRotation) };
  } catch {
    return null;
  }
}

export function readMap(state: unknown): MapView | null {
  if (!isRecord(state) || !isRecord(state.maze) || !isRecord(state.maze.placed)) return null;
  const maze = state.maze;
  const impassable = keysOf(maze.impassable);
  const closed = keysOf(maze.closedDoors);
  const opened = keysOf(maze.openedWalls);
  const chits: MapChit[] = [];
  for (const [key, placed] of Object.entries(maze.placed as Record<string, unknown>)) {
    if (!isRecord(placed) || typeof placed.chitId !== 'string' || !isRotation(placed.rotation)) continue;
    const [x, y] = key.split(',').map(Number) as [number, number];
    const chitId = placed.chitId;
    const rotation = placed.rotation;
    try {
      const design = designOf(chitId);
      const sides = Object.fromEntries(SIDES.map((side) => [side, opened.has(`${key}:${side}`) ? 'door' : chitSideFacing(chitId, rotation, side)])) as Record<Side, SideKind>;
      chits.push({
        key,
        x,
        y,
        chitId,
        name: design.name,
        segment: design.segment,
        ...(design.feature ? { feature: design.feature } : {}),
        sides,
        impassable: SIDES.filter((side) => impassable.has(`${key}:${side}`)),
        pegged: SIDES.filter((side) => closed.has(`${key}:${side}`)),
        visited: placed.visited === true,
        entrance: x === 0 && y === 0,
      });
    } catch {
      // A chit this version does not know is left off the map rather than breaking it.
    }
  }
  const byKey = new Map(chits.map((c) => [c.key, c]));
  const stubs: MapStub[] = [];
  for (const chit of chits) {
    for (const side of SIDES) {
      const kind = chit.sides[side];
      if (kind === 'wall' || chit.impassable.includes(side) || chit.pegged.includes(side)) continue;
      if (byKey.has(positionKey(neighbour(chit, side)))) continue;
      stubs.push({ x: chit.x, y: chit.y, side, through: kind === 'door' ? 'door' : 'open' });
    }
  }
  const pending = isRecord(maze.pending) ? readPosition(maze.pending.position) : null;
  return { chits, byKey, stubs, party: readPosition(state.position), pending, placing: readPlacing(state.phase) };
}

/** The four sides of a chit as drawn in a given facing, for the drawn chit not yet placed. */
export function sidesInRotation(chitId: string, rotation: Rotation): Record<Side, SideKind> {
  return Object.fromEntries(SIDES.map((side) => [side, chitSideFacing(chitId, rotation, side)])) as Record<Side, SideKind>;
}

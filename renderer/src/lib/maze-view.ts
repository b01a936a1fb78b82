import { chitSideFacing, designOf, SIDES, type Side, type SideKind } from '@shared/rulesets/deathmaze/maze';

/**
 * What the map draws, read from a Deathmaze state: each placed chit with its four sides as they face on the table
 * (turned by the engine's own `chitSideFacing`), the party's square and the chit waiting for a facing. Returns null
 * for states of other rulesets, which the map then describes in words.
 */
export interface MapChit {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly name: string;
  readonly segment: 'corridor' | 'room';
  readonly feature?: 'fountain' | 'statue' | 'trapDoor';
  readonly sides: Readonly<Record<Side, SideKind>>;
  /** Sides that cannot be crossed though no wall shows: mismatched chits [5.25] or doors pegged shut [9.57]. */
  readonly blocked: readonly Side[];
  readonly visited: boolean;
  readonly entrance: boolean;
}

export interface MapView {
  readonly chits: readonly MapChit[];
  readonly party: { readonly x: number; readonly y: number } | null;
  readonly pending: { readonly x: number; readonly y: number } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPosition(value: unknown): { x: number; y: number } | null {
  return isRecord(value) && typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
}

export function readMap(state: unknown): MapView | null {
  if (!isRecord(state) || !isRecord(state.maze) || !isRecord(state.maze.placed)) return null;
  const maze = state.maze;
  const blockedKeys = new Set([...Object.keys(isRecord(maze.impassable) ? maze.impassable : {}), ...Object.keys(isRecord(maze.closedDoors) ? maze.closedDoors : {})]);
  const chits: MapChit[] = [];
  for (const [key, placed] of Object.entries(maze.placed as Record<string, unknown>)) {
    if (!isRecord(placed) || typeof placed.chitId !== 'string' || typeof placed.rotation !== 'number') continue;
    const [x, y] = key.split(',').map(Number) as [number, number];
    try {
      const design = designOf(placed.chitId);
      const rotation = placed.rotation as 0 | 1 | 2 | 3;
      const sides = Object.fromEntries(SIDES.map((side) => [side, chitSideFacing(placed.chitId as string, rotation, side)])) as Record<Side, SideKind>;
      chits.push({
        key,
        x,
        y,
        name: design.name,
        segment: design.segment,
        ...(design.feature ? { feature: design.feature } : {}),
        sides,
        blocked: SIDES.filter((side) => blockedKeys.has(`${key}:${side}`)),
        visited: placed.visited === true,
        entrance: x === 0 && y === 0,
      });
    } catch {
      // A chit this version does not know is left off the map rather than breaking it.
    }
  }
  const pending = isRecord(maze.pending) ? readPosition(maze.pending.position) : null;
  return { chits, party: readPosition(state.position), pending };
}

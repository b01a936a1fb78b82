import type { Side, SideKind } from '@shared/rulesets/deathmaze/maze';
import type { MapChit, MapStub, MapView } from './maze-view';

/**
 * The map drawn as a handful of SVG paths, one per layer (floors, walls, doors, marks…), in world units. A maze of a
 * thousand chits is then a dozen elements, built once per state change; panning and zooming only move one transform.
 */
export const CELL = 60;
const DOOR_HALF = 11;
const DOOR_DEPTH = 4;
const STUB = 20;

export interface MapLayers {
  readonly roomFloor: string;
  readonly corridorFloor: string;
  readonly unvisited: string;
  readonly walls: string;
  readonly doors: string;
  readonly impassable: string;
  readonly pegs: string;
  readonly stubs: string;
  readonly stubDoors: string;
  readonly fountains: string;
  readonly statues: string;
  readonly trapDoors: string;
  readonly entrance: string;
}

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

function square(x: number, y: number, inset: number): string {
  const size = CELL - 2 * inset;
  return `M${n(x * CELL + inset)} ${n(y * CELL + inset)}h${size}v${size}h${-size}z`;
}

/** The wall line of one side, from corner to corner. */
export function sideSegment(x: number, y: number, side: Side): [number, number, number, number] {
  const left = x * CELL;
  const top = y * CELL;
  switch (side) {
    case 'north':
      return [left, top, left + CELL, top];
    case 'south':
      return [left, top + CELL, left + CELL, top + CELL];
    case 'west':
      return [left, top, left, top + CELL];
    case 'east':
      return [left + CELL, top, left + CELL, top + CELL];
  }
}

/** The middle of one side, and the outward unit step across it. */
export function sideMiddle(x: number, y: number, side: Side): { cx: number; cy: number; dx: number; dy: number } {
  const [x1, y1, x2, y2] = sideSegment(x, y, side);
  const step = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] }[side] as [number, number];
  return { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, dx: step[0], dy: step[1] };
}

function line(x: number, y: number, side: Side): string {
  const [x1, y1, x2, y2] = sideSegment(x, y, side);
  return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
}

function doorBar(x: number, y: number, side: Side): string {
  const { cx, cy, dy } = sideMiddle(x, y, side);
  const horizontal = dy !== 0;
  const w = horizontal ? DOOR_HALF * 2 : DOOR_DEPTH * 2;
  const h = horizontal ? DOOR_DEPTH * 2 : DOOR_HALF * 2;
  return `M${n(cx - w / 2)} ${n(cy - h / 2)}h${w}v${h}h${-w}z`;
}

function cross(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy - r)}l${2 * r} ${2 * r}M${n(cx + r)} ${n(cy - r)}l${-2 * r} ${2 * r}`;
}

function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** Walls and door bars of one chit's four sides: shared by the placed chits and the drawn chit being turned. */
export function sidesPaths(x: number, y: number, sides: Readonly<Record<Side, SideKind>>): { walls: string; doors: string } {
  let walls = '';
  let doors = '';
  for (const side of ['north', 'east', 'south', 'west'] as const) {
    const kind = sides[side];
    if (kind === 'open') continue;
    walls += line(x, y, side);
    if (kind === 'door') doors += doorBar(x, y, side);
  }
  return { walls, doors };
}

function featurePath(chit: MapChit): string {
  const cx = chit.x * CELL + CELL / 2;
  const cy = chit.y * CELL + CELL / 2;
  switch (chit.feature) {
    case 'fountain':
      return circle(cx, cy, 10) + circle(cx, cy, 4);
    case 'statue':
      return `M${n(cx)} ${n(cy - 13)}l11 22h-22z`;
    case 'trapDoor':
      return `M${n(cx - 10)} ${n(cy - 10)}h20v20h-20zM${n(cx - 10)} ${n(cy - 10)}l20 20`;
    default:
      return '';
  }
}

function stubPath(stub: MapStub): string {
  const { cx, cy, dx, dy } = sideMiddle(stub.x, stub.y, stub.side);
  return `M${n(cx)} ${n(cy)}l${dx * STUB} ${dy * STUB}`;
}

/** Steps going down, drawn in the entrance corridor: the only way out of the Deathmaze [4.0]. */
function stairs(chit: MapChit): string {
  const x = chit.x * CELL + 14;
  const y = chit.y * CELL + 14;
  return `M${x} ${y + 32}h8v-8h8v-8h8v-8h8v-8`;
}

export function buildLayers(map: MapView): MapLayers {
  const parts = {
    roomFloor: [] as string[],
    corridorFloor: [] as string[],
    unvisited: [] as string[],
    walls: [] as string[],
    doors: [] as string[],
    impassable: [] as string[],
    pegs: [] as string[],
    stubs: [] as string[],
    stubDoors: [] as string[],
    fountains: [] as string[],
    statues: [] as string[],
    trapDoors: [] as string[],
    entrance: [] as string[],
  };
  for (const chit of map.chits) {
    (chit.segment === 'room' ? parts.roomFloor : parts.corridorFloor).push(square(chit.x, chit.y, 0));
    if (!chit.visited) parts.unvisited.push(square(chit.x, chit.y, 0));
    const { walls, doors } = sidesPaths(chit.x, chit.y, chit.sides);
    parts.walls.push(walls);
    parts.doors.push(doors);
    for (const side of chit.impassable) parts.impassable.push(line(chit.x, chit.y, side));
    for (const side of chit.pegged) {
      const { cx, cy } = sideMiddle(chit.x, chit.y, side);
      parts.pegs.push(cross(cx, cy, 7));
    }
    if (chit.feature === 'fountain') parts.fountains.push(featurePath(chit));
    if (chit.feature === 'statue') parts.statues.push(featurePath(chit));
    if (chit.feature === 'trapDoor') parts.trapDoors.push(featurePath(chit));
    if (chit.entrance) parts.entrance.push(stairs(chit));
  }
  for (const stub of map.stubs) {
    parts.stubs.push(stubPath(stub));
    const { cx, cy, dx, dy } = sideMiddle(stub.x, stub.y, stub.side);
    parts.stubDoors.push(circle(cx + dx * (STUB + 4), cy + dy * (STUB + 4), 3.5));
  }
  return {
    roomFloor: parts.roomFloor.join(''),
    corridorFloor: parts.corridorFloor.join(''),
    unvisited: parts.unvisited.join(''),
    walls: parts.walls.join(''),
    doors: parts.doors.join(''),
    impassable: parts.impassable.join(''),
    pegs: parts.pegs.join(''),
    stubs: parts.stubs.join(''),
    stubDoors: parts.stubDoors.join(''),
    fountains: parts.fountains.join(''),
    statues: parts.statues.join(''),
    trapDoors: parts.trapDoors.join(''),
    entrance: parts.entrance.join(''),
  };
}

/** The world rectangle holding every chit, the drawn chit and the stubs, in world units. */
export function mapBounds(map: MapView): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + 1);
    maxY = Math.max(maxY, y + 1);
  };
  for (const c of map.chits) include(c.x, c.y);
  if (map.pending) include(map.pending.x, map.pending.y);
  if (!Number.isFinite(minX)) return null;
  const pad = 0.6;
  return { minX: (minX - pad) * CELL, minY: (minY - pad) * CELL, maxX: (maxX + pad) * CELL, maxY: (maxY + pad) * CELL };
}

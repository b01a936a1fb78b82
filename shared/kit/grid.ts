/**
 * Grid geometry for tile-laid mazes (Deathmaze [5.21], Citadel of Blood 5.0 A). There is no map: tiles are laid like
 * dominoes, so a segment is simply a square on an unbounded grid. x grows to the east and y grows to the SOUTH (screen
 * order), so "north" is y - 1. Citadel's three levels share one grid (a staircase has the same coordinates on every
 * level): a level is a separate record of placed tiles keyed the same way, see `LevelPosition`.
 */

export type Side = 'north' | 'east' | 'south' | 'west';

/** Clockwise order: a quarter turn clockwise moves a side one step along this list. */
export const SIDES: readonly Side[] = ['north', 'east', 'south', 'west'];

/** Quarter turns clockwise from the chit's printed orientation. */
export type Rotation = 0 | 1 | 2 | 3;
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

export interface Position {
  readonly x: number;
  readonly y: number;
}

/**
 * A segment on one level of a many-level maze (Citadel of Blood 6.5: the levels share one grid, 1 the top). A
 * one-level maze (Deathmaze) uses plain Positions; `positionKey` ignores the level, so each level keeps its own record.
 */
export interface LevelPosition extends Position {
  readonly level: number;
}

/** The same segment one level up or down: staircases link levels at the same coordinates. */
export function onLevel(p: Position, level: number): LevelPosition {
  return { x: p.x, y: p.y, level };
}

/** The key of a segment in the maze's record of placed chits. */
export type PositionKey = string;
/** The key of one side of one segment ("x,y:side"), used for impassable sides, pegged doors and opened walls. */
export type SideKey = string;

const STEP: Readonly<Record<Side, Position>> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};

const OPPOSITE: Readonly<Record<Side, Side>> = { north: 'south', east: 'west', south: 'north', west: 'east' };

export function positionKey(p: Position): PositionKey {
  const near = nearSlot(p);
  if (near >= 0) return (nearPositionKeys[near] ??= `${p.x + 0},${p.y + 0}`);
  const slot = keySlot(p);
  if (slot === undefined) return `${p.x + 0},${p.y + 0}`;
  let key = positionKeys.get(slot);
  if (key === undefined) {
    // `+ 0` turns -0 into 0 so that "0,0" and "-0,0" cannot both exist.
    key = `${p.x + 0},${p.y + 0}`;
    if (positionKeys.size < MAX_KEPT_KEYS) positionKeys.set(slot, key);
  }
  return key;
}

export function sideKey(p: Position, side: Side): SideKey {
  const near = nearSlot(p);
  if (near >= 0) return (nearSideKeys[near * 4 + SIDE_NUMBER[side]] ??= `${positionKey(p)}:${side}`);
  const slot = keySlot(p);
  if (slot === undefined) return `${positionKey(p)}:${side}`;
  const n = slot * 4 + SIDE_NUMBER[side];
  let key = sideKeys.get(n);
  if (key === undefined) {
    key = `${positionKey(p)}:${side}`;
    if (sideKeys.size < MAX_KEPT_KEYS) sideKeys.set(n, key);
  }
  return key;
}

// Keys are looked up many times per action (every exit, every path search): the same few hundred segments' keys are
// kept, found by number, instead of being built as new strings each time. Same text either way.
const positionKeys = new Map<number, PositionKey>();
const sideKeys = new Map<number, SideKey>();
const MAX_KEPT_KEYS = 50_000;
const KEY_RANGE = 1 << 15;
const SIDE_NUMBER: Readonly<Record<Side, number>> = { north: 0, east: 1, south: 2, west: 3 };

// Segments within NEAR of the entrance (every maze of the ruled countermix, and most of any other) find their keys in
// flat tables by a small whole number: cheaper than the Map below, whose numbers are too big to be small integers.
const NEAR = 64;
// Allocated at full size at once, so that filling them in any order keeps them flat arrays.
const nearPositionKeys = new Array<PositionKey | undefined>(4 * NEAR * NEAR);
const nearSideKeys = new Array<SideKey | undefined>(16 * NEAR * NEAR);

/** The index of a segment within NEAR of the entrance (whole coordinates), else -1. */
function nearSlot(p: Position): number {
  const { x, y } = p;
  // `(x | 0) === x` holds for whole numbers in range (and -0), never for fractions or NaN.
  if (x <= -NEAR || x >= NEAR || y <= -NEAR || y >= NEAR || (x | 0) !== x || (y | 0) !== y) return -1;
  return (x + NEAR) * 2 * NEAR + (y + NEAR);
}

/** A number for a segment with small whole coordinates (any maze a game builds), else undefined. */
function keySlot(p: Position): number | undefined {
  const { x, y } = p;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x <= -KEY_RANGE || x >= KEY_RANGE || y <= -KEY_RANGE || y >= KEY_RANGE) return undefined;
  return (x + KEY_RANGE) * 2 * KEY_RANGE + (y + KEY_RANGE);
}

export function parsePositionKey(key: PositionKey): Position {
  const [x, y] = key.split(',').map(Number);
  if (x === undefined || y === undefined || !Number.isInteger(x) || !Number.isInteger(y)) {
    throw new Error(`Not a segment key: "${key}".`);
  }
  return { x, y };
}

export function neighbour(p: Position, side: Side): Position {
  const d = STEP[side];
  return { x: p.x + d.x, y: p.y + d.y };
}

export function opposite(side: Side): Side {
  return OPPOSITE[side];
}

export function sideIndex(side: Side): number {
  return SIDES.indexOf(side);
}

/** Which printed side of a chit turned `rotation` quarter turns clockwise faces `worldSide`. */
export function printedSideFacing(worldSide: Side, rotation: Rotation): Side {
  return SIDES[(sideIndex(worldSide) - rotation + 4) % 4] as Side;
}

export function samePosition(a: Position, b: Position): boolean {
  return a.x === b.x && a.y === b.y;
}

export function describePosition(p: Position): string {
  return `${p.x},${p.y}`;
}

export function describeRotation(rotation: Rotation): string {
  return ['as printed', 'turned a quarter clockwise', 'turned half round', 'turned a quarter anticlockwise'][rotation] as string;
}

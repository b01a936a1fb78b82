import { dictionaryOf, dictionaryWith } from '../../../core/dictionary';
import { RecentMemo } from '../../../core/recent';
import { hasKeysInOrder } from '../../../core/shape';
import type { Rng } from '../../../core/rng';
import { chitsOfMix, DEATHMAZE_CHIT_MIX, designOf, type ChitDesign, type ChitId, type ChitMix, type SideKind } from './chits';
import { mazeQueries } from './exits';
import { neighbour, opposite, positionKey, samePosition, sideKey, type Position, type PositionKey, type Rotation, type Side, type SideKey } from '../../../kit/grid';

export interface PlacedChit {
  readonly chitId: ChitId;
  readonly rotation: Rotation;
  /** The party has stood on this segment ([5.27] "a Room that the party has previously visited"). */
  readonly visited: boolean;
  /** Placement order, 0 for the entrance: lets the UI replay how the maze grew. */
  readonly order: number;
}

/** Why a side cannot be crossed although neither chit shows a wall there. */
export type ImpassableReason = 'mismatch';

/** A chit drawn for a segment and waiting for the player to choose its facing ([5.24]). */
export interface PendingPlacement {
  readonly position: Position;
  readonly chitId: ChitId;
  /** The segment the party is leaving and the side it leaves by. */
  readonly from: Position;
  readonly side: Side;
  /** The facings the player may choose among (distinct layouts only). */
  readonly rotations: readonly Rotation[];
  /** No chit fitted: the best partial match is used and its mismatched sides become impassable ([5.25]). */
  readonly fallback: boolean;
  /** [5.29] was in force for this draw (the last way on from the explored area). */
  readonly lastWayOn: boolean;
  /** How the party arrives; placement is checked against it again when the facing is chosen. */
  readonly entry: Entry;
}

/**
 * How the party arrives in the segment being filled: which side of the NEW segment faces the segment it is leaving,
 * and what it went through. The allowances of [5.23] and ruling 5.23-b only ever apply to that one side.
 */
export interface Entry {
  readonly side: Side;
  readonly through: 'door' | 'open';
  /** Ruling 5.23-b: no corridor-configured chit is left, so a Room chit's door may meet the open end. */
  readonly doorMayMeetOpenEnd: boolean;
}

/**
 * The whole Deathmaze as plain data. Every lookup is keyed: placed chits by "x,y", sides by "x,y:side", so queries
 * cost the same with 5 chits or 500.
 */
export interface Maze {
  readonly mixId: string;
  readonly placed: Readonly<Record<PositionKey, PlacedChit>>;
  readonly placedCount: number;
  /** Chit ids still in each cup. Order carries no meaning: draws pick uniformly with the Rng. */
  readonly cups: { readonly corridor: readonly ChitId[]; readonly room: readonly ChitId[] };
  /** Sides that may not be crossed because the chits did not match there ([5.25]); both sides are recorded. */
  readonly impassable: Readonly<Record<SideKey, ImpassableReason>>;
  /**
   * Doors pegged shut with Cloves ([9.57]) or the Lock spell ([11.4]); the game sets these (both sides, see
   * `closeDoor`). A closed door is not an exit.
   */
  readonly closedDoors: Readonly<Record<SideKey, true>>;
  /** Sides that met under an allowance of [5.23] (a doorless corridor's open end on a door); both sides recorded. */
  readonly allowances: Readonly<Record<SideKey, true>>;
  /** Blank walls turned to doors so that the maze is never sealed ([5.29], ruling 5.29-b). */
  readonly openedWalls: Readonly<Record<SideKey, true>>;
  readonly pending: PendingPlacement | null;
}

/** The entrance corridor is always at the origin: the first chit placed ([5.13]) and the only way out ([4.0]). */
export const ENTRANCE_POSITION: Position = { x: 0, y: 0 };

export function isEntrance(position: Position): boolean {
  return samePosition(position, ENTRANCE_POSITION);
}

export interface CreateMazeOptions {
  /** The countermix; defaults to the ruled Deathmaze mix. */
  readonly mix?: ChitMix;
  /** [5.13] "place it facing in any direction": the player's choice, as printed by default. */
  readonly entranceRotation?: Rotation;
}

/**
 * [5.13]: the chits go into their two cups, one Corridor chit is drawn at random and placed, and the party stands on
 * it. That chit is the entrance.
 */
export function createMaze(rng: Rng, options: CreateMazeOptions = {}): Maze {
  const mix = options.mix ?? DEATHMAZE_CHIT_MIX;
  const chits = chitsOfMix(mix);
  if (chits.corridor.length === 0) throw new Error(`Mix ${mix.id} has no Corridor chit to start the maze with ([5.13]).`);
  const corridorCup = [...chits.corridor];
  const [entrance] = corridorCup.splice(rng.int(0, corridorCup.length - 1), 1);
  if (entrance === undefined) throw new Error('unreachable: the corridor cup is not empty');
  // Side-keyed records start as dictionaries (see core/dictionary.ts): mostly empty, asked about at every step.
  return mazeRecord(mix.id, placedWith(undefined, positionKey(ENTRANCE_POSITION), { chitId: entrance, rotation: options.entranceRotation ?? 0, visited: true, order: 0 }), 1, cupsRecord(corridorCup, [...chits.room]), dictionaryOf(), dictionaryOf(), dictionaryOf(), dictionaryOf(), null);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const MAZE_KEYS = ['mixId', 'placed', 'placedCount', 'cups', 'impassable', 'closedDoors', 'allowances', 'openedWalls', 'pending'];

/**
 * Exactly `{ ...maze }`, to change a field or two in: through mazeRecord for a maze with the usual keys in the usual
 * order (every maze the game builds, and any read back from a save); any other is spread.
 */
export function copyMaze(maze: Maze): Mutable<Maze> {
  if (!hasKeysInOrder(maze, MAZE_KEYS)) return { ...maze };
  return mazeRecord(maze.mixId, maze.placed, maze.placedCount, maze.cups, maze.impassable, maze.closedDoors, maze.allowances, maze.openedWalls, maze.pending);
}

/**
 * The one literal the two cups are built by (a new game's, and each draw's): built by a spread and a store, the cups
 * record took a new hidden class every few games, and the maze builder's readers (cupsEmpty, the draw) were deoptimized
 * for each one.
 */
export function cupsRecord(corridor: readonly ChitId[], room: readonly ChitId[]): Maze['cups'] {
  return { corridor, room };
}

/** The one literal every maze is built by, so that every maze has one hidden class (see game/state-copy.ts). */
function mazeRecord(
  mixId: string,
  placed: Maze['placed'],
  placedCount: number,
  cups: Maze['cups'],
  impassable: Maze['impassable'],
  closedDoors: Maze['closedDoors'],
  allowances: Maze['allowances'],
  openedWalls: Maze['openedWalls'],
  pending: Maze['pending'],
): Mutable<Maze> {
  return { mixId, placed, placedCount, cups, impassable, closedDoors, allowances, openedWalls, pending };
}

/**
 * A copy of `placed` (none: an empty record) with `chit` at `key`: what `{ ...placed, [key]: chit }` gives, as a
 * dictionary (see core/dictionary.ts: as a plain object, each maze made one more hidden class).
 *
 * Every chit laid copies the record. A dictionary has no cache of its keys, so `for…in` over it asks the runtime for
 * them, sorted, and looks each up once more before reading it: the keys of the records made here (never changed once
 * in a maze) are kept for the last few instead, and the copy reads and stores by that list (≈ 0.6 × the time).
 */
export function placedWith(placed: Maze['placed'] | undefined, key: PositionKey, chit: PlacedChit): Record<PositionKey, PlacedChit> {
  const out = Object.create(null) as Record<PositionKey, PlacedChit>;
  let keys: readonly PositionKey[] = NO_KEYS;
  if (placed !== undefined) {
    keys = placedKeys.get(placed) ?? Object.keys(placed);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as PositionKey;
      out[k] = placed[k] as PlacedChit;
    }
  }
  // A key already there keeps its place, as in the spread; a new one goes last.
  if (out[key] === undefined) keys = [...keys, key];
  out[key] = chit;
  placedKeys.set(out, keys);
  return out;
}

const NO_KEYS: readonly PositionKey[] = [];

/** The keys of the last few records placedWith made, in their order (a game copies its newest). */
const placedKeys = new RecentMemo<Maze['placed'], readonly PositionKey[]>(4);

export function placedAt(maze: Maze, position: Position): PlacedChit | undefined {
  return mazeQueries.placedAt(maze, position);
}

export function designAt(maze: Maze, position: Position): ChitDesign | undefined {
  const placed = placedAt(maze, position);
  return placed === undefined ? undefined : designOf(placed.chitId);
}

/** [5.27] asks whether a segment is a Corridor or a Room. */
export function segmentKindAt(maze: Maze, position: Position): 'corridor' | 'room' | undefined {
  return designAt(maze, position)?.segment;
}

/** The side a placed chit shows toward `side`, after its rotation and any wall opened by [5.29]. */
export function placedSideKind(maze: Maze, position: Position, side: Side): SideKind | undefined {
  return mazeQueries.placedSideKind(maze, position, side);
}

/** placedSideKind for the chit at `position`, already looked up. */
export function sideKindOf(maze: Maze, position: Position, placed: PlacedChit, side: Side): SideKind {
  return mazeQueries.sideKindOf(maze, position, placed, side);
}

/**
 * Can the party cross this side of a placed chit? Walls, impassable sides ([5.25]) and pegged doors stop it. A side
 * facing an empty segment counts as crossable here; whether a chit can still be drawn for it is the caller's concern.
 */
export function isPassable(maze: Maze, position: Position, side: Side): boolean {
  return mazeQueries.isPassable(maze, position, side);
}

export function markVisited(maze: Maze, position: Position): Maze {
  const key = positionKey(position);
  const placed = maze.placed[key];
  if (placed === undefined || placed.visited) return maze;
  const next = copyMaze(maze);
  next.placed = placedWith(maze.placed, key, { chitId: placed.chitId, rotation: placed.rotation, visited: true, order: placed.order });
  // Only the neighbours' exits toward this chit change (they now lead to an explored segment).
  mazeQueries.carryExits(maze, next, position);
  return next;
}

/** Pegs a door shut ([9.57] Cloves, [11.4] Lock): recorded on both faces so neither side may cross it. */
export function closeDoor(maze: Maze, position: Position, side: Side): Maze {
  const other = neighbour(position, side);
  const next = copyMaze(maze);
  next.closedDoors = dictionaryWith(dictionaryWith(maze.closedDoors, sideKey(position, side), true), sideKey(other, opposite(side)), true);
  return next;
}

export function cupsEmpty(maze: Maze): boolean {
  return maze.cups.corridor.length === 0 && maze.cups.room.length === 0;
}

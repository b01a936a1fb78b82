import { RecentMemo } from '../core/recent';
import { isEmptyRecord } from '../core/shape';
import { neighbour, opposite, positionKey, samePosition, sideKey, SIDES, type Position, type PositionKey, type Side, type SideKey } from './grid';
import type { SideKind } from './tiles';

/**
 * Walking a maze of laid tiles (Deathmaze [5.28], Citadel of Blood 5.0 A): which sides a party may leave by, where
 * they lead, what it can reach and where the nearest way on into the unknown is. A ruleset's maze record only needs
 * the keyed records below (one level of a many-level maze is one such record); what a tile shows toward a side and
 * whether tiles are left to draw are the ruleset's, given once as `TileMazeRules`.
 */

export interface PlacedTile {
  /** The party has stood on this segment. */
  readonly visited: boolean;
}

export interface TileMaze<T extends PlacedTile = PlacedTile> {
  /** Placed tiles by position key ("x,y"). */
  readonly placed: Readonly<Record<PositionKey, T>>;
  /** Sides that may not be crossed though neither tile shows a wall there (mismatched tiles); both faces recorded. */
  readonly impassable: Readonly<Record<SideKey, unknown>>;
  /** Doors pegged or locked shut: not an exit. Both faces recorded. */
  readonly closedDoors: Readonly<Record<SideKey, true>>;
  /** Blank walls turned to doors (a maze that may never be sealed). */
  readonly openedWalls: Readonly<Record<SideKey, true>>;
}

export interface TileMazeRules<M extends TileMaze<T>, T extends PlacedTile> {
  /** The kind a placed tile shows toward `side`, after its rotation. */
  sideFacing(tile: T, side: Side): SideKind;
  /** Whether a tile can still be drawn for an empty segment: once none can, exits onto empty segments are dropped. */
  tilesLeft(maze: M): boolean;
}

/** Where an exit leads: a segment the party has stood on, one drawn but never entered, or one with no tile yet. */
export type ExitLeadsTo = 'explored' | 'unvisited' | 'empty';

export interface Exit {
  readonly side: Side;
  readonly through: 'door' | 'open';
  readonly to: Position;
  readonly leadsTo: ExitLeadsTo;
}

/** A crossable side of a placed tile that opens onto a segment with no tile yet: a way on into the unknown. */
export interface FrontierSide {
  readonly position: Position;
  readonly side: Side;
  readonly to: Position;
}

/**
 * One maze's exits, by segment. A maze made from another by a change at one tile takes the older maze's table over
 * (`carryExits`), less the segments the change can have touched; the older maze then starts a table of its own.
 */
interface ExitMemo {
  /** Undefined once handed on, until the maze is asked about again. */
  known: Map<PositionKey, readonly Exit[]> | undefined;
}

/**
 * The queries over one ruleset's mazes. A maze is never changed in place (every change makes a new record), so each
 * segment's exits are worked out once per maze, while it is one of the latest few, and carried to the mazes made from
 * it by a change at one tile (a tile drawn, laid or entered), where only that tile's and its neighbours' exits change.
 */
export class TileMazeQueries<M extends TileMaze<T>, T extends PlacedTile> {
  // Kept for the last few mazes only: a game asks about its current maze, and each step makes a new one.
  private readonly exitCache = new RecentMemo<M, ExitMemo>(8);

  constructor(private readonly rules: TileMazeRules<M, T>) {}

  /**
   * `next` was made from `maze` by changing the tile at `changedAt` only (laid there, marked visited, its sides marked
   * impassable), or no tile at all (a tile drawn from the pile): the exits worked out for `maze` hold in `next` for
   * every other segment, as an exit depends only on its own tile, its neighbours and their shared sides, and on
   * whether tiles are left to draw. Walks over the new maze (the way on, the walk home) then read those answers
   * instead of working them out again. Any other change (a door shut, a wall opened) is not declared: that maze
   * starts afresh.
   *
   * A game asks about its newest maze only, so `next` takes `maze`'s table itself rather than a copy or a chain of
   * lookups back through its parents: the changed tile's and its four neighbours' answers are dropped from it, and
   * `maze` starts a new table if it is asked about again (its answers would otherwise mix with `next`'s). A draw
   * changes no exit, so the two mazes share one memo.
   */
  carryExits(maze: M, next: M, changedAt?: Position): void {
    const from = this.exitCache.get(maze);
    if (from === undefined || this.rules.tilesLeft(maze) !== this.rules.tilesLeft(next)) return;
    if (changedAt === undefined) {
      this.exitCache.set(next, from);
      return;
    }
    const known = from.known;
    from.known = undefined;
    if (known !== undefined) {
      known.delete(positionKey(changedAt));
      for (let s = 0; s < SIDES.length; s++) known.delete(positionKey(neighbour(changedAt, SIDES[s]!)));
    }
    this.exitCache.set(next, { known });
  }

  placedAt(maze: M, position: Position): T | undefined {
    return maze.placed[positionKey(position)];
  }

  /** The side a placed tile shows toward `side`, after its rotation and any wall opened since. */
  sideKindOf(maze: M, position: Position, placed: T, side: Side): SideKind {
    if (maze.openedWalls[sideKey(position, side)]) return 'door';
    return this.rules.sideFacing(placed, side);
  }

  /** sideKindOf for whatever tile is at `position`; undefined for an empty segment. */
  placedSideKind(maze: M, position: Position, side: Side): SideKind | undefined {
    const placed = this.placedAt(maze, position);
    return placed === undefined ? undefined : this.sideKindOf(maze, position, placed, side);
  }

  /**
   * Can the party cross this side of a placed tile? Walls, impassable sides and closed doors stop it. A side facing
   * an empty segment counts as crossable here; whether a tile can still be drawn for it is the caller's concern.
   */
  isPassable(maze: M, position: Position, side: Side): boolean {
    const kind = this.placedSideKind(maze, position, side);
    if (kind === undefined || kind === 'wall') return false;
    const key = sideKey(position, side);
    if (maze.impassable[key] !== undefined || maze.closedDoors[key]) return false;
    const next = neighbour(position, side);
    const nextKind = this.placedSideKind(maze, next, opposite(side));
    // Every placed pair was checked when the later tile went down: a mismatch is recorded as impassable, so a non-wall
    // here is either a match or an allowance.
    return nextKind === undefined || nextKind !== 'wall';
  }

  /**
   * The sides the party may leave its segment by: not walls, not impassable, not doors closed. Exits onto empty
   * segments are left out once no tile is left to draw. Looks at four neighbours only.
   */
  exitsFrom(maze: M, position: Position): readonly Exit[] {
    let memo = this.exitCache.get(maze);
    if (memo === undefined) {
      memo = { known: undefined };
      this.exitCache.set(maze, memo);
    }
    const known = (memo.known ??= new Map());
    const key = positionKey(position);
    let exits = known.get(key);
    if (exits === undefined) {
      exits = this.computeExits(maze, position, key);
      known.set(key, exits);
    }
    return exits;
  }

  private computeExits(maze: M, position: Position, hereKey: PositionKey): readonly Exit[] {
    const here = maze.placed[hereKey];
    if (here === undefined) return [];
    const sideFacing = this.rules.sideFacing;
    const noMoreTiles = !this.rules.tilesLeft(maze);
    // Side keys are needed only when some side is marked; most mazes have none, so the lookups are skipped.
    const opened = isEmptyRecord(maze.openedWalls) ? undefined : maze.openedWalls;
    const blocked = isEmptyRecord(maze.impassable) && isEmptyRecord(maze.closedDoors) ? undefined : maze;
    const exits: Exit[] = [];
    for (let s = 0; s < SIDES.length; s++) {
      const side = SIDES[s]!;
      // isPassable's test (the kind on both faces), with each key built once for the test and the exit alike.
      const key = opened === undefined && blocked === undefined ? '' : sideKey(position, side);
      const kind = opened?.[key] ? 'door' : sideFacing(here, side);
      if (kind === 'wall') continue;
      if (blocked !== undefined && (blocked.impassable[key] !== undefined || blocked.closedDoors[key])) continue;
      const to = neighbour(position, side);
      const there = maze.placed[positionKey(to)];
      if (there !== undefined) {
        const back = opposite(side);
        if (!(opened !== undefined && opened[sideKey(to, back)]) && sideFacing(there, back) === 'wall') continue;
      }
      if (there === undefined && noMoreTiles) continue;
      const leadsTo: ExitLeadsTo = there === undefined ? 'empty' : there.visited ? 'explored' : 'unvisited';
      exits.push({ side, through: kind === 'door' ? 'door' : 'open', to, leadsTo });
    }
    return exits;
  }

  /**
   * Breadth-first walk over crossable sides from `start`. `visit` is called for each tile reached and may stop the
   * walk by returning a value. Stops as soon as it has an answer, so the common case (a way on right next to the
   * party) costs a handful of lookups however big the maze.
   */
  private walk<R>(maze: M, start: Position, visit: (p: Position) => R | undefined): { found: R | undefined; seen: Set<PositionKey> } {
    const seen = new Set<PositionKey>([positionKey(start)]);
    const queue: Position[] = [start];
    for (let i = 0; i < queue.length; i++) {
      const here = queue[i] as Position;
      const found = visit(here);
      if (found !== undefined) return { found, seen };
      // The exits onto placed tiles are exactly the passable sides with a tile beyond (exitsFrom applies isPassable's
      // test), in the same side order, and are memoised per maze.
      const exits = this.exitsFrom(maze, here);
      for (let e = 0; e < exits.length; e++) {
        const exit = exits[e]!;
        if (exit.leadsTo === 'empty') continue;
        const key = positionKey(exit.to);
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push(exit.to);
      }
    }
    return { found: undefined, seen };
  }

  /** The frontier sides of one tile, leaving out those into `ignore` (the segment about to be filled). */
  frontierOf(maze: M, position: Position, ignore?: Position): FrontierSide[] {
    const out: FrontierSide[] = [];
    for (let s = 0; s < SIDES.length; s++) {
      const side = SIDES[s]!;
      const to = neighbour(position, side);
      if (this.placedAt(maze, to) !== undefined) continue;
      if (ignore !== undefined && samePosition(to, ignore)) continue;
      if (this.isPassable(maze, position, side)) out.push({ position, side, to });
    }
    return out;
  }

  /** The nearest way on into the unknown that the party at `start` can walk to, if any. */
  findReachableFrontier(maze: M, start: Position, ignore?: Position): FrontierSide | undefined {
    // While tiles are left, a segment's exits onto empty segments are its frontier sides (once none are left
    // exitsFrom leaves them out, so the side-by-side test is used).
    if (!this.rules.tilesLeft(maze)) return this.walk(maze, start, (p) => this.frontierOf(maze, p, ignore)[0]).found;
    // The walk's first answer, when the party's own segment has one (most of the time), without setting the walk up.
    return this.firstFrontierExit(maze, start, ignore) ?? this.frontierBeyond(maze, start, ignore);
  }

  private firstFrontierExit(maze: M, position: Position, ignore: Position | undefined): FrontierSide | undefined {
    const exits = this.exitsFrom(maze, position);
    for (let e = 0; e < exits.length; e++) {
      const exit = exits[e]!;
      if (exit.leadsTo !== 'empty' || (ignore !== undefined && samePosition(exit.to, ignore))) continue;
      return { position, side: exit.side, to: exit.to };
    }
    return undefined;
  }

  /**
   * The walk of findReachableFrontier past `start`, which has no frontier exit of its own: the same breadth-first order
   * as `walk`, each segment's exits read once (for a frontier exit, else for the tiles beyond), with no closure and
   * no record of what was seen handed back.
   */
  private frontierBeyond(maze: M, start: Position, ignore: Position | undefined): FrontierSide | undefined {
    const seen = new Set<PositionKey>();
    seen.add(positionKey(start));
    const queue: Position[] = [start];
    for (let i = 0; i < queue.length; i++) {
      const here = queue[i] as Position;
      const exits = this.exitsFrom(maze, here);
      // `start`'s exits onto empty segments are known to be `ignore` only; a later segment's first one is the answer.
      if (i > 0) {
        for (const exit of exits) {
          if (exit.leadsTo !== 'empty' || (ignore !== undefined && samePosition(exit.to, ignore))) continue;
          return { position: here, side: exit.side, to: exit.to };
        }
      }
      for (const exit of exits) {
        if (exit.leadsTo === 'empty') continue;
        const key = positionKey(exit.to);
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push(exit.to);
      }
    }
    return undefined;
  }

  reachableFrom(maze: M, start: Position): ReadonlySet<PositionKey> {
    return this.walk(maze, start, () => undefined).seen;
  }

  /** Tiles reachable from `start`, nearest first (breadth-first order). */
  reachableInOrder(maze: M, start: Position): Position[] {
    const order: Position[] = [];
    this.walk(maze, start, (p) => {
      order.push(p);
      return undefined;
    });
    return order;
  }
}

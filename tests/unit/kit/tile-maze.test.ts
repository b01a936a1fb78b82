import { describe, expect, it } from 'vitest';
import { positionKey, sideKey, type Position, type Rotation, type Side } from '../../../shared/kit/grid';
import { TileMazeQueries, type TileMaze } from '../../../shared/kit/tile-maze';
import { facingIn, facingTable, type TileSides } from '../../../shared/kit/tiles';

/** A maze of bare tiles, as a ruleset other than Deathmaze might keep it (one record per Citadel level). */
interface Tile {
  readonly sides: TileSides;
  readonly rotation: Rotation;
  readonly visited: boolean;
}
interface TestMaze extends TileMaze<Tile> {
  readonly pile: number;
}

const queries = new TileMazeQueries<TestMaze, Tile>({
  sideFacing: (tile, side) => facingIn(facingTable(tile.sides), tile.rotation, side),
  tilesLeft: (maze) => maze.pile > 0,
});

const CROSS: TileSides = ['open', 'open', 'open', 'open'];
const STRAIGHT: TileSides = ['open', 'wall', 'open', 'wall'];
const ROOM_NORTH_DOOR: TileSides = ['door', 'wall', 'wall', 'wall'];

function maze(tiles: [Position, TileSides, Rotation?, boolean?][], extra: Partial<TestMaze> = {}): TestMaze {
  const placed: Record<string, Tile> = {};
  for (const [p, sides, rotation = 0, visited = true] of tiles) placed[positionKey(p)] = { sides, rotation, visited };
  return { placed, impassable: {}, closedDoors: {}, openedWalls: {}, pile: 10, ...extra };
}

const sides = (m: TestMaze, p: Position): Side[] => queries.exitsFrom(m, p).map((e) => e.side);

describe('walking a maze of laid tiles', () => {
  it('leaves by open ends and doors, not walls, and says where each exit leads', () => {
    // A straight corridor at the origin, a one-door room to its south (door facing north, never entered).
    const m = maze([
      [{ x: 0, y: 0 }, STRAIGHT],
      [{ x: 0, y: 1 }, ROOM_NORTH_DOOR, 0, false],
    ]);
    expect(queries.exitsFrom(m, { x: 0, y: 0 })).toEqual([
      { side: 'north', through: 'open', to: { x: 0, y: -1 }, leadsTo: 'empty' },
      { side: 'south', through: 'open', to: { x: 0, y: 1 }, leadsTo: 'unvisited' },
    ]);
    expect(sides(m, { x: 0, y: 1 })).toEqual(['north']);
    expect(queries.exitsFrom(m, { x: 5, y: 5 })).toEqual([]);
  });

  it('does not cross a wall on the far side, an impassable side or a closed door', () => {
    // The room to the east shows a wall toward the cross.
    const walled = maze([
      [{ x: 0, y: 0 }, CROSS],
      [{ x: 1, y: 0 }, ROOM_NORTH_DOOR],
    ]);
    expect(sides(walled, { x: 0, y: 0 })).toEqual(['north', 'south', 'west']);
    const shut = maze([[{ x: 0, y: 0 }, CROSS]], { closedDoors: { [sideKey({ x: 0, y: 0 }, 'north')]: true }, impassable: { [sideKey({ x: 0, y: 0 }, 'west')]: 'mismatch' } });
    expect(sides(shut, { x: 0, y: 0 })).toEqual(['east', 'south']);
    expect(queries.isPassable(shut, { x: 0, y: 0 }, 'north')).toBe(false);
    expect(queries.isPassable(shut, { x: 0, y: 0 }, 'east')).toBe(true);
  });

  it('opens a wall that the rules turned into a door', () => {
    const m = maze([[{ x: 0, y: 0 }, ROOM_NORTH_DOOR]], { openedWalls: { [sideKey({ x: 0, y: 0 }, 'east')]: true } });
    expect(queries.exitsFrom(m, { x: 0, y: 0 })).toContainEqual({ side: 'east', through: 'door', to: { x: 1, y: 0 }, leadsTo: 'empty' });
    expect(queries.placedSideKind(m, { x: 0, y: 0 }, 'east')).toBe('door');
  });

  it('drops exits into the unknown once no tile is left to draw', () => {
    const m = maze([[{ x: 0, y: 0 }, STRAIGHT]], { pile: 0 });
    expect(queries.exitsFrom(m, { x: 0, y: 0 })).toEqual([]);
    expect(queries.findReachableFrontier(m, { x: 0, y: 0 })).toEqual({ position: { x: 0, y: 0 }, side: 'north', to: { x: 0, y: -1 } });
  });

  it('reaches tiles nearest first and finds the nearest way on', () => {
    // A corridor running south from the origin to a dead-end room whose door faces north.
    const m = maze([
      [{ x: 0, y: 0 }, STRAIGHT],
      [{ x: 0, y: 1 }, STRAIGHT],
      [{ x: 0, y: 2 }, ROOM_NORTH_DOOR],
    ]);
    expect(queries.reachableInOrder(m, { x: 0, y: 2 })).toEqual([{ x: 0, y: 2 }, { x: 0, y: 1 }, { x: 0, y: 0 }]);
    expect([...queries.reachableFrom(m, { x: 0, y: 0 })]).toEqual(['0,0', '0,1', '0,2']);
    expect(queries.findReachableFrontier(m, { x: 0, y: 2 })).toEqual({ position: { x: 0, y: 0 }, side: 'north', to: { x: 0, y: -1 } });
    expect(queries.findReachableFrontier(m, { x: 0, y: 2 }, { x: 0, y: -1 })).toBeUndefined();
  });

  it('keeps each level of a Citadel-style maze apart though the levels share coordinates', () => {
    const level1 = maze([[{ x: 0, y: 0 }, CROSS]]);
    const level2 = maze([[{ x: 0, y: 0 }, ROOM_NORTH_DOOR]]);
    expect(sides(level1, { x: 0, y: 0 })).toHaveLength(4);
    expect(sides(level2, { x: 0, y: 0 })).toEqual(['north']);
  });

  it('carries exits to a maze made by a change at one tile, and works out again those the change touched', () => {
    // Tiles laid one by one along a winding walk (some visited on laying, some later), the pile running out at the
    // end: after each change every segment's exits, read from the table carried over from maze to maze, must equal
    // what a fresh set of queries works out for the same maze; and so must the older maze's, asked again after the
    // newer one took its table over.
    const carried = new TileMazeQueries<TestMaze, Tile>({
      sideFacing: (tile, side) => facingIn(facingTable(tile.sides), tile.rotation, side),
      tilesLeft: (m) => m.pile > 0,
    });
    const kinds: TileSides[] = [CROSS, STRAIGHT, ROOM_NORTH_DOOR, ['door', 'open', 'wall', 'door']];
    let m = maze([[{ x: 0, y: 0 }, CROSS]], { pile: 24 });
    const spots: Position[] = [{ x: 0, y: 0 }];
    const check = (at: TestMaze): void => {
      const fresh = new TileMazeQueries<TestMaze, Tile>({
        sideFacing: (tile, side) => facingIn(facingTable(tile.sides), tile.rotation, side),
        tilesLeft: (x) => x.pile > 0,
      });
      for (let x = -4; x <= 4; x++) for (let y = -4; y <= 4; y++) expect(carried.exitsFrom(at, { x, y })).toEqual(fresh.exitsFrom(at, { x, y }));
    };
    check(m);
    for (let i = 0; i < 24; i++) {
      // A draw: the pile shrinks, no tile changes (the last draw empties the pile, and nothing is carried then).
      const drawn: TestMaze = { ...m, pile: m.pile - 1 };
      carried.carryExits(m, drawn);
      check(drawn);
      const at = { x: (i % 5) - 2, y: Math.floor(i / 5) - 2 };
      const placed = { ...drawn.placed, [positionKey(at)]: { sides: kinds[i % kinds.length]!, rotation: (i % 4) as Rotation, visited: i % 3 !== 0 } };
      const laid: TestMaze = { ...drawn, placed };
      carried.carryExits(drawn, laid, at);
      check(laid);
      check(drawn);
      check(laid);
      m = laid;
      spots.push(at);
      // Now and then an earlier tile is entered for the first time.
      const unvisited = spots.find((p) => m.placed[positionKey(p)]?.visited === false);
      if (i % 2 === 0 && unvisited !== undefined) {
        const tile = m.placed[positionKey(unvisited)]!;
        const entered: TestMaze = { ...m, placed: { ...m.placed, [positionKey(unvisited)]: { ...tile, visited: true } } };
        carried.carryExits(m, entered, unvisited);
        check(entered);
        check(m);
        m = entered;
      }
    }
  });
});

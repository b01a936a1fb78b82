import { describe, expect, it } from 'vitest';
import { neighbour, onLevel, opposite, parsePositionKey, positionKey, printedSideFacing, sideKey, SIDES } from '../../../shared/kit/grid';
import { distinctLayoutRotations, doorCount, facingIn, facingTable, hasOpenEnds, layoutText, type TileSides } from '../../../shared/kit/tiles';

// Tiles as both games print them, sides north, east, south, west.
const DEATHMAZE_CORRIDOR_BEND: TileSides = ['open', 'open', 'wall', 'wall'];
const DEATHMAZE_STRAIGHT: TileSides = ['open', 'wall', 'open', 'wall'];
const DEATHMAZE_FOUR_DOORS: TileSides = ['door', 'door', 'door', 'door'];
/** A Citadel of Blood room face with two adjacent doorways (5.0 A: laid room side up through a doorway). */
const CITADEL_ROOM_TWO_DOORS: TileSides = ['door', 'door', 'wall', 'wall'];

describe('the grid', () => {
  it('steps north as y - 1 and east as x + 1, and each side has its opposite', () => {
    expect(neighbour({ x: 0, y: 0 }, 'north')).toEqual({ x: 0, y: -1 });
    expect(neighbour({ x: 0, y: 0 }, 'east')).toEqual({ x: 1, y: 0 });
    for (const side of SIDES) expect(opposite(opposite(side))).toBe(side);
    expect(opposite('west')).toBe('east');
  });

  it('keys a segment and a side by text that reads back, with -0 the same as 0', () => {
    expect(positionKey({ x: -3, y: 12 })).toBe('-3,12');
    expect(positionKey({ x: -0, y: 0 })).toBe('0,0');
    expect(parsePositionKey(positionKey({ x: 70, y: -200 }))).toEqual({ x: 70, y: -200 });
    expect(sideKey({ x: 1, y: 2 }, 'south')).toBe('1,2:south');
    expect(() => parsePositionKey('a,b')).toThrow(/Not a segment key/);
  });

  it('turns a printed side a quarter clockwise per rotation', () => {
    // Turned once clockwise, the printed north side faces east.
    expect(printedSideFacing('east', 1)).toBe('north');
    expect(printedSideFacing('north', 2)).toBe('south');
  });

  it('puts a staircase at the same coordinates on every level (Citadel 6.5), keyed alike', () => {
    const stairs = { x: 4, y: -1 };
    const below = onLevel(stairs, 2);
    expect(below).toEqual({ x: 4, y: -1, level: 2 });
    expect(positionKey(below)).toBe(positionKey(stairs));
  });
});

describe('tiles and their facings', () => {
  it('shows a Deathmaze bend turned a quarter clockwise with its open ends east and south', () => {
    const table = facingTable(DEATHMAZE_CORRIDOR_BEND);
    expect(layoutText(table, 0)).toBe('open/open/wall/wall');
    expect(layoutText(table, 1)).toBe('wall/open/open/wall');
    expect(facingIn(table, 3, 'north')).toBe('open');
    expect(facingIn(table, 3, 'west')).toBe('open');
  });

  it('offers each distinct layout once: four for a bend, two for a straight, one for four doors', () => {
    expect(distinctLayoutRotations(facingTable(DEATHMAZE_CORRIDOR_BEND))).toEqual([0, 1, 2, 3]);
    expect(distinctLayoutRotations(facingTable(DEATHMAZE_STRAIGHT))).toEqual([0, 1]);
    expect(distinctLayoutRotations(facingTable(DEATHMAZE_FOUR_DOORS))).toEqual([0]);
    expect(distinctLayoutRotations(facingTable(CITADEL_ROOM_TWO_DOORS))).toEqual([0, 1, 2, 3]);
  });

  it('counts doors and tells corridors (open ends) from rooms', () => {
    expect(doorCount(CITADEL_ROOM_TWO_DOORS)).toBe(2);
    expect(hasOpenEnds(CITADEL_ROOM_TWO_DOORS)).toBe(false);
    expect(hasOpenEnds(DEATHMAZE_STRAIGHT)).toBe(true);
  });
});

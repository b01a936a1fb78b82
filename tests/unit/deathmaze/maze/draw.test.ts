import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import {
  chitId,
  closeDoor,
  designOf,
  drawForSegment,
  exitsFrom,
  findReachableFrontier,
  isPassable,
  placeChit,
  placedAt,
  type Maze,
  type Rotation,
} from '../../../../shared/rulesets/deathmaze/maze';
import { expectSidesConsistent, handMaze } from './helpers';

/**
 * The [5.25] example: an empty centre segment (0,0) with a door on the chit to its left and on the chit to its right,
 * and a blank wall on the chit above. Room-one-door as printed has its door north; rotation 3 turns it west.
 */
function exampleOf525(room: string[], corridor: string[] = [chitId('corridor-straight', 1)]): Maze {
  return handMaze(
    [
      { x: -1, y: 0, chitId: chitId('room-four-doors', 90), rotation: 0 }, // the party's room: doors all round
      { x: 1, y: 0, chitId: chitId('room-one-door', 91), rotation: 3 }, // door west
      { x: 0, y: -1, chitId: chitId('room-one-door', 92), rotation: 0 }, // door north, wall toward the centre
    ],
    { room, corridor },
  );
}

const EXAMPLE_CUP = [
  chitId('room-four-doors', 1),
  chitId('room-two-adjacent-doors', 1),
  chitId('room-one-door', 1),
  chitId('room-two-opposite-doors', 1),
  chitId('room-three-doors', 1),
];

describe('[5.25] example: only two opposite doors or three doors fit', () => {
  it('throws back four-door, two-adjacent and one-door rooms and places a fitting one', () => {
    const drawn = new Set<string>();
    const thrownBack = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const result = drawForSegment(exampleOf525([...EXAMPLE_CUP]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.fallback).toBe(false);
      const design = designOf(result.chitId).id;
      drawn.add(design);
      for (const r of result.rejected) {
        expect(r.reason).toBe('noFit');
        thrownBack.add(designOf(r.chitId).id);
      }
      // The thrown-back chits are back in the cup; only the placed one has left it.
      expect(result.maze.cups.room).toHaveLength(4);
      expect(result.maze.cups.room).not.toContain(result.chitId);
      for (const r of result.rejected) expect(result.maze.cups.room).toContain(r.chitId);
      // Each fits one way only: doors left and right, and for three doors the third facing down.
      expect(result.rotations).toEqual([1]);
      const placed = placeChit(result.maze, { x: 0, y: 0 }, result.chitId, 1);
      if (!placed.ok) throw new Error(placed.message);
      expect(isPassable(placed.maze, { x: 0, y: 0 }, 'north')).toBe(false);
      expect(isPassable(placed.maze, { x: 0, y: 0 }, 'west')).toBe(true);
      expect(isPassable(placed.maze, { x: 0, y: 0 }, 'east')).toBe(true);
      expect(isPassable(placed.maze, { x: 0, y: 0 }, 'south')).toBe(design === 'room-three-doors');
      expectSidesConsistent(placed.maze);
    }
    expect([...drawn].sort()).toEqual(['room-three-doors', 'room-two-opposite-doors']);
    expect([...thrownBack].sort()).toEqual(['room-four-doors', 'room-one-door', 'room-two-adjacent-doors']);
  });

  it('logs each chit thrown back, with the rule, before the one that is kept', () => {
    const seed = [...Array(60).keys()].find((s) => {
      const r = drawForSegment(exampleOf525([...EXAMPLE_CUP]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(s));
      return r.ok && r.rejected.length >= 2;
    });
    expect(seed).toBeDefined();
    const result = drawForSegment(exampleOf525([...EXAMPLE_CUP]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(seed as number));
    if (!result.ok) throw new Error(result.message);
    const rejections = result.events.filter((e) => e.kind === 'maze.rejected');
    expect(rejections).toHaveLength(result.rejected.length);
    for (const e of rejections) {
      expect(e.section).toBe('5.25');
      expect(e.text).toMatch(/Thrown back/);
    }
    expect(result.events.findIndex((e) => e.kind === 'maze.draw')).toBeGreaterThan(result.events.findIndex((e) => e.kind === 'maze.rejected'));
  });

  it('rejects a facing that does not fit, naming the rule', () => {
    const result = drawForSegment(exampleOf525([chitId('room-three-doors', 1)]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(3));
    if (!result.ok) throw new Error(result.message);
    const refused = placeChit(result.maze, { x: 0, y: 0 }, result.chitId, 0);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.rule).toBe('5.25');
    expect(refused.message).toMatch(/does not fit/);
    expect(refused.message).toMatch(/door/);
    // The chit is still waiting; the valid facing is accepted.
    expect(placeChit(result.maze, { x: 0, y: 0 }, result.chitId, 1).ok).toBe(true);
  });

  it('accepts a rotation that gives the same layout as an offered one', () => {
    const result = drawForSegment(exampleOf525([chitId('room-two-opposite-doors', 1)]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(3));
    if (!result.ok) throw new Error(result.message);
    expect(result.rotations).toEqual([1]);
    expect(placeChit(result.maze, { x: 0, y: 0 }, result.chitId, 3).ok).toBe(true);
  });

  it('refuses to place a chit that was not drawn, or at another segment', () => {
    const result = drawForSegment(exampleOf525([chitId('room-three-doors', 1), chitId('room-two-opposite-doors', 1)]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(3));
    if (!result.ok) throw new Error(result.message);
    const other = result.chitId === chitId('room-three-doors', 1) ? chitId('room-two-opposite-doors', 1) : chitId('room-three-doors', 1);
    expect(placeChit(result.maze, { x: 0, y: 0 }, other, 1).ok).toBe(false);
    expect(placeChit(result.maze, { x: 0, y: 1 }, result.chitId, 1).ok).toBe(false);
    expect(placeChit(exampleOf525([]), { x: 0, y: 0 }, result.chitId, 1).ok).toBe(false);
  });
});

describe('[5.25] when no chit fits', () => {
  it('uses the best partial match and makes the mismatched side impassable from both segments', () => {
    const cup = [chitId('room-one-door', 1), chitId('room-two-adjacent-doors', 1)];
    for (let seed = 1; seed <= 20; seed++) {
      const result = drawForSegment(exampleOf525([...cup]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.fallback).toBe(true);
      expect(result.events.some((e) => e.kind === 'maze.fallback' && e.section === '5.25')).toBe(true);
      // The other chit was tried and thrown back; the one used is out of the cup and not listed as thrown back.
      expect(result.rejected.map((r) => r.chitId)).toEqual(cup.filter((id) => id !== result.chitId));
      expect(result.maze.cups.room).toEqual(cup.filter((id) => id !== result.chitId));
      // Both chits can match two of the three neighbours (the door the party used and the wall above): the party
      // must be able to step in, so the door faces west.
      const rotation = result.rotations[0] as Rotation;
      const placed = placeChit(result.maze, { x: 0, y: 0 }, result.chitId, rotation);
      if (!placed.ok) throw new Error(placed.message);
      const maze = placed.maze;
      expect(maze.impassable['0,0:east']).toBe('mismatch');
      expect(maze.impassable['1,0:west']).toBe('mismatch');
      expect(isPassable(maze, { x: 0, y: 0 }, 'west')).toBe(true);
      expect(exitsFrom(maze, { x: 1, y: 0 }).map((e) => e.side)).not.toContain('west');
      expect(exitsFrom(maze, { x: 0, y: 0 }).map((e) => e.side)).not.toContain('east');
      expect(placed.events.some((e) => e.kind === 'maze.impassable')).toBe(true);
      expectSidesConsistent(maze);
    }
  });

  it('rejects a fallback facing that matches fewer neighbours than the best', () => {
    const result = drawForSegment(exampleOf525([chitId('room-two-adjacent-doors', 1)]), { x: -1, y: 0 }, 'east', Rng.fromSeedNumber(1));
    if (!result.ok) throw new Error(result.message);
    // As printed its doors face north and east: wrong above and wrong toward the party.
    expect(result.rotations).not.toContain(0);
    const refused = placeChit(result.maze, { x: 0, y: 0 }, result.chitId, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rule).toBe('5.25');
  });
});

describe('[5.22]/[5.23] which cup', () => {
  // A room at 0,0 with a door east (room-one-door turned a quarter): the party leaves through that door.
  const roomWithDoorEast = { x: 0, y: 0, chitId: chitId('room-one-door', 90), rotation: 1 as Rotation };

  it('a door into an area beside an open corridor draws a Corridor chit', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const maze = handMaze(
        [roomWithDoorEast, { x: 2, y: 0, chitId: chitId('corridor-straight', 90), rotation: 1 }], // open ends west and east
        { room: [chitId('room-four-doors', 1), chitId('room-two-opposite-doors', 1)], corridor: [chitId('corridor-straight-door', 1), chitId('corridor-straight', 1), chitId('corridor-bend', 1)] },
      );
      const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(designOf(result.chitId).cup).toBe('corridor');
      expect(result.events.some((e) => e.section === '5.23' && /abuts an open corridor/.test(e.text))).toBe(true);
      expect(result.maze.cups.room).toHaveLength(2);
      const placed = placeChit(result.maze, { x: 1, y: 0 }, result.chitId, result.rotations[0] as Rotation);
      if (!placed.ok) throw new Error(placed.message);
      // The open corridor to the east joins up, and the party can walk in through its door.
      expect(isPassable(placed.maze, { x: 1, y: 0 }, 'east')).toBe(true);
      expect(isPassable(placed.maze, { x: 0, y: 0 }, 'east')).toBe(true);
      expectSidesConsistent(placed.maze);
    }
  });

  it('a door draws from the Room cup; an open end from the Corridor cup', () => {
    const base = [chitId('room-four-doors', 1), chitId('room-three-doors', 1)];
    const corridors = [chitId('corridor-straight', 1), chitId('corridor-bend', 1)];
    const viaDoor = drawForSegment(handMaze([roomWithDoorEast], { room: [...base], corridor: [...corridors] }), { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(5));
    if (!viaDoor.ok) throw new Error(viaDoor.message);
    expect(designOf(viaDoor.chitId).cup).toBe('room');
    const corridorStart = { x: 0, y: 0, chitId: chitId('corridor-straight', 90), rotation: 0 as Rotation }; // open north/south
    const viaOpen = drawForSegment(handMaze([corridorStart], { room: [...base], corridor: [...corridors] }), { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(5));
    if (!viaOpen.ok) throw new Error(viaOpen.message);
    expect(designOf(viaOpen.chitId).cup).toBe('corridor');
    expect(viaOpen.events.some((e) => e.kind === 'maze.draw' && e.section === '5.22')).toBe(true);
  });

  it('a Room chit marked Corridor is thrown back and a Corridor chit drawn; a doorless corridor may meet the door', () => {
    const marked = chitId('marked-corridor-straight', 1);
    const maze = handMaze([roomWithDoorEast], { room: [marked], corridor: [chitId('corridor-straight', 1)] });
    const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(1));
    if (!result.ok) throw new Error(result.message);
    expect(result.chitId).toBe(chitId('corridor-straight', 1));
    expect(result.rejected).toEqual([{ chitId: marked, cup: 'room', reason: 'markedCorridor' }]);
    expect(result.maze.cups.room).toEqual([marked]);
    expect(result.maze.cups.corridor).toEqual([]);
    // Open ends west and east: one of them abuts the door the party went through.
    expect(result.rotations).toEqual([1]);
    const placed = placeChit(result.maze, { x: 1, y: 0 }, result.chitId, 1);
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.maze.allowances['1,0:west']).toBe(true);
    expect(placed.maze.allowances['0,0:east']).toBe(true);
    expect(isPassable(placed.maze, { x: 0, y: 0 }, 'east')).toBe(true);
    expect(isPassable(placed.maze, { x: 1, y: 0 }, 'west')).toBe(true);
    expectSidesConsistent(placed.maze);
  });

  it('once the Corridor cup is empty, a marked chit is used as a corridor', () => {
    const marked = chitId('marked-corridor-straight-door', 1);
    const corridorStart = { x: 0, y: 0, chitId: chitId('corridor-straight', 90), rotation: 0 as Rotation };
    const result = drawForSegment(handMaze([corridorStart], { room: [chitId('room-four-doors', 1), marked], corridor: [] }), { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(2));
    if (!result.ok) throw new Error(result.message);
    expect(result.chitId).toBe(marked);
    expect(result.events.some((e) => e.section === '5.23' && /marked Corridor is used/.test(e.text))).toBe(true);
  });

  it('with no corridor chit left at all, an open end draws a Room chit whose door meets it (ruling 5.23-b)', () => {
    const corridorStart = { x: 0, y: 0, chitId: chitId('corridor-straight', 90), rotation: 0 as Rotation };
    const result = drawForSegment(handMaze([corridorStart], { room: [chitId('room-one-door', 1)], corridor: [] }), { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(2));
    if (!result.ok) throw new Error(result.message);
    expect(result.fallback).toBe(false);
    expect(result.rotations).toEqual([2]); // its door turned to face south, onto the open end
    const placed = placeChit(result.maze, { x: 0, y: -1 }, result.chitId, 2);
    if (!placed.ok) throw new Error(placed.message);
    expect(isPassable(placed.maze, { x: 0, y: 0 }, 'north')).toBe(true);
    expectSidesConsistent(placed.maze);
  });

  it('with both cups empty there is nothing to draw and no exit into the unknown (ruling 5.23-c)', () => {
    const maze = handMaze([roomWithDoorEast], {});
    const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(1));
    expect(result.ok).toBe(false);
    expect(exitsFrom(maze, { x: 0, y: 0 })).toEqual([]);
  });
});

describe('[5.28] leaving a segment', () => {
  const maze = handMaze(
    [
      { x: 0, y: 0, chitId: chitId('room-four-doors', 90), rotation: 0 },
      { x: 1, y: 0, chitId: chitId('room-four-doors', 91), rotation: 0 },
      { x: 0, y: 1, chitId: chitId('room-one-door', 92), rotation: 0 }, // door north, onto 0,0
    ],
    { room: [chitId('room-four-doors', 1)] },
  );
  const withUnvisited = { ...maze, placed: { ...maze.placed, '1,0': { ...(maze.placed['1,0'] as Maze['placed'][string]), visited: false } } };

  it('lists doors and open ends with where they lead', () => {
    const exits = exitsFrom(withUnvisited, { x: 0, y: 0 });
    expect(exits.map((e) => [e.side, e.through, e.leadsTo])).toEqual([
      ['north', 'door', 'empty'],
      ['east', 'door', 'unvisited'],
      ['south', 'door', 'explored'],
      ['west', 'door', 'empty'],
    ]);
    expect(exitsFrom(withUnvisited, { x: 0, y: 1 }).map((e) => e.side)).toEqual(['north']);
  });

  it('does not draw for a segment that already has a chit, nor through a wall', () => {
    const again = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(1));
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.rule).toBe('5.28');
    const wall = drawForSegment(maze, { x: 0, y: 1 }, 'west', Rng.fromSeedNumber(1));
    expect(wall.ok).toBe(false);
    if (!wall.ok) expect(wall.rule).toBe('5.28');
  });

  it('a door pegged shut is no exit from either side ([9.57])', () => {
    const pegged = closeDoor(maze, { x: 0, y: 0 }, 'east');
    expect(exitsFrom(pegged, { x: 0, y: 0 }).map((e) => e.side)).not.toContain('east');
    expect(exitsFrom(pegged, { x: 1, y: 0 }).map((e) => e.side)).not.toContain('west');
    const closedUnknown = closeDoor(maze, { x: 0, y: 0 }, 'north');
    const refused = drawForSegment(closedUnknown, { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(1));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rule).toBe('9.57');
  });

  it('draws only one chit at a time', () => {
    const first = drawForSegment(maze, { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(1));
    if (!first.ok) throw new Error(first.message);
    const second = drawForSegment(first.maze, { x: 0, y: 0 }, 'west', Rng.fromSeedNumber(1));
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.rule).toBe('5.24');
  });
});

describe('[5.29] the Deathmaze is never sealed', () => {
  // A dead-end room whose only door opens east: that door is the last way on.
  const lastDoor = { x: 0, y: 0, chitId: chitId('room-one-door', 90), rotation: 1 as Rotation };

  it('throws back a chit that would make the last way on a dead end', () => {
    let sawThrowBack = false;
    for (let seed = 1; seed <= 40; seed++) {
      const maze = handMaze([lastDoor], { room: [chitId('room-one-door', 1), chitId('room-one-door', 2), chitId('room-two-adjacent-doors', 1)] });
      const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.chitId).toBe(chitId('room-two-adjacent-doors', 1));
      expect(result.fallback).toBe(false);
      expect(result.events.some((e) => e.kind === 'maze.lastWayOn' && e.section === '5.29')).toBe(true);
      for (const r of result.rejected) expect(r.reason).toBe('lastWayOn');
      sawThrowBack ||= result.rejected.length > 0;
      // Doors must face west (the party) and one other way that leads on: north or south, never a wall on the way in.
      const placed = placeChit(result.maze, { x: 1, y: 0 }, result.chitId, result.rotations[0] as Rotation);
      if (!placed.ok) throw new Error(placed.message);
      expect(findReachableFrontier(placed.maze, { x: 0, y: 0 })).toBeDefined();
    }
    expect(sawThrowBack).toBe(true);
  });

  // The party's dead-end room at 0,0 has its door north, onto 0,-1: the last way on. Above 0,-1 a room shows a wall;
  // to its east stands a room the party cannot reach yet, with a door facing west.
  function besideUnreachableRoom(eastRoom: { chitId: string; rotation: Rotation }): Maze {
    return handMaze(
      [
        { x: 0, y: 0, chitId: chitId('room-one-door', 90), rotation: 0 },
        { x: 1, y: -1, ...eastRoom },
        { x: 0, y: -2, chitId: chitId('room-one-door', 92), rotation: 0 },
      ],
      { room: [chitId('room-two-adjacent-doors', 1), chitId('room-three-doors', 1)] },
    );
  }

  it('joining a closed-off room is still a dead end; only a chit with a door onto the unknown is kept', () => {
    // Two adjacent doors fit (south and east) but lead only into a room whose single door faces back: thrown back.
    const maze = besideUnreachableRoom({ chitId: chitId('room-one-door', 91), rotation: 3 });
    for (let seed = 1; seed <= 30; seed++) {
      const result = drawForSegment(maze, { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.chitId).toBe(chitId('room-three-doors', 1));
      expect(result.rotations).toEqual([1]); // doors east, south, west; wall north
      expect(result.rejected.map((r) => r.reason)).toEqual(result.rejected.length > 0 ? ['lastWayOn'] : []);
    }
  });

  it('joining a room that has ways on of its own keeps the maze open', () => {
    const maze = besideUnreachableRoom({ chitId: chitId('room-two-opposite-doors', 91), rotation: 1 }); // doors east, west
    const chosen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const result = drawForSegment(maze, { x: 0, y: 0 }, 'north', Rng.fromSeedNumber(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.rejected).toEqual([]);
      chosen.add(designOf(result.chitId).id);
      const placed = placeChit(result.maze, { x: 0, y: -1 }, result.chitId, result.rotations[0] as Rotation);
      if (!placed.ok) throw new Error(placed.message);
      expect(findReachableFrontier(placed.maze, { x: 0, y: 0 })).toBeDefined();
    }
    expect(chosen).toEqual(new Set(['room-two-adjacent-doors', 'room-three-doors']));
  });

  it('opens a wall when no chit left can keep a way on (ruling 5.29-b)', () => {
    const maze = handMaze([lastDoor], { room: [chitId('room-one-door', 1), chitId('room-one-door', 2)] });
    const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(4));
    if (!result.ok) throw new Error(result.message);
    expect(result.fallback).toBe(true);
    const placed = placeChit(result.maze, { x: 1, y: 0 }, result.chitId, result.rotations[0] as Rotation);
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.events.some((e) => e.kind === 'maze.wallOpened' && e.section === '5.29')).toBe(true);
    expect(Object.keys(placed.maze.openedWalls)).toHaveLength(1);
    expect(findReachableFrontier(placed.maze, { x: 0, y: 0 })).toBeDefined();
    expectSidesConsistent(placed.maze);
  });

  it('leaves other ways on alone: a one-door room is fine when another exit remains', () => {
    const twoDoors = { x: 0, y: 0, chitId: chitId('room-two-opposite-doors', 90), rotation: 1 as Rotation }; // doors east/west
    const maze = handMaze([twoDoors], { room: [chitId('room-one-door', 1)] });
    const result = drawForSegment(maze, { x: 0, y: 0 }, 'east', Rng.fromSeedNumber(1));
    if (!result.ok) throw new Error(result.message);
    expect(result.chitId).toBe(chitId('room-one-door', 1));
    expect(result.events.some((e) => e.kind === 'maze.lastWayOn')).toBe(false);
    expect(placedAt(result.maze, { x: 1, y: 0 })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import {
  CHIT_DESIGNS,
  chitsOfMix,
  createMaze,
  DEATHMAZE_CHIT_MIX,
  designOf,
  ENTRANCE_POSITION,
  exitsFrom,
  isEntrance,
  mazeRulings,
  placedAt,
  segmentKindAt,
} from '../../../../shared/rulesets/deathmaze/maze';

describe('the chit mix ([2.1], [2.2], ruling 2.2)', () => {
  const chits = chitsOfMix(DEATHMAZE_CHIT_MIX);

  it('has 40 Corridor and 60 Room chits, 6 of the Room chits marked Corridor, every design in pairs', () => {
    expect(chits.corridor).toHaveLength(40);
    expect(chits.room).toHaveLength(60);
    expect(chits.room.filter((id) => designOf(id).markedCorridor)).toHaveLength(6);
    for (const n of Object.values(DEATHMAZE_CHIT_MIX.counts)) expect(n % 2).toBe(0);
    expect(new Set([...chits.corridor, ...chits.room]).size).toBe(100);
  });

  it('has every room the [5.25] example names, and the features of [6.0]', () => {
    const roomDoorLayouts = new Set(
      chits.room
        .map(designOf)
        .filter((d) => d.segment === 'room')
        .map((d) => d.sides.map((s) => (s === 'door' ? 'D' : '-')).join('')),
    );
    for (const layout of ['D---', 'DD--', 'D-D-', 'DDD-', 'DDDD']) expect(roomDoorLayouts).toContain(layout);
    const features = chits.room.map((id) => designOf(id).feature).filter((f) => f !== undefined);
    expect(features.filter((f) => f === 'fountain')).toHaveLength(4);
    expect(features.filter((f) => f === 'statue')).toHaveLength(4);
    expect(features.filter((f) => f === 'trapDoor')).toHaveLength(4);
  });

  it('gives every corridor-configured chit exactly two open ends and rooms none ([5.22])', () => {
    for (const d of CHIT_DESIGNS) {
      const open = d.sides.filter((s) => s === 'open').length;
      expect(open, d.id).toBe(d.segment === 'corridor' ? 2 : 0);
      if (d.feature !== undefined) expect(d.segment).toBe('room');
    }
  });

  it('records the mix and every choice as rulings citing a section', () => {
    expect(mazeRulings.length).toBeGreaterThan(10);
    expect(mazeRulings[0]?.text).toContain(DEATHMAZE_CHIT_MIX.reasoning);
    for (const r of mazeRulings) expect(r.section).toMatch(/^\d+\.\d+/);
  });
});

describe('createMaze ([5.13])', () => {
  it('places one Corridor chit drawn at random as the entrance and fills both cups', () => {
    const maze = createMaze(new Rng(rngStateFromSeed('K7QM-2XPD')));
    const entrance = placedAt(maze, ENTRANCE_POSITION);
    expect(entrance).toBeDefined();
    expect(designOf(entrance?.chitId ?? '').cup).toBe('corridor');
    expect(entrance?.visited).toBe(true);
    expect(maze.placedCount).toBe(1);
    expect(maze.cups.corridor).toHaveLength(39);
    expect(maze.cups.room).toHaveLength(60);
    expect(maze.cups.corridor).not.toContain(entrance?.chitId);
    expect(segmentKindAt(maze, ENTRANCE_POSITION)).toBe('corridor');
    expect(isEntrance(ENTRANCE_POSITION)).toBe(true);
    expect(isEntrance({ x: 1, y: 0 })).toBe(false);
    // Both open ends lead on into the unknown.
    expect(exitsFrom(maze, ENTRANCE_POSITION).filter((e) => e.through === 'open' && e.leadsTo === 'empty')).toHaveLength(2);
  });

  it('draws the entrance at random: different seeds give different corridors, the same seed the same maze', () => {
    const designs = new Set<string>();
    for (let seed = 0; seed < 40; seed++) designs.add(designOf(placedAt(createMaze(Rng.fromSeedNumber(seed)), ENTRANCE_POSITION)?.chitId ?? '').id);
    expect(designs.size).toBeGreaterThan(3);
    expect(JSON.stringify(createMaze(Rng.fromSeedNumber(7)))).toBe(JSON.stringify(createMaze(Rng.fromSeedNumber(7))));
  });

  it('places the entrance facing the way the player chose', () => {
    const maze = createMaze(Rng.fromSeedNumber(1), { entranceRotation: 2 });
    expect(placedAt(maze, ENTRANCE_POSITION)?.rotation).toBe(2);
  });
});

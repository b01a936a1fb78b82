import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { copyMaze, createMaze, markVisited, placedWith, type PlacedChit } from '../../../../shared/rulesets/deathmaze/maze';

const chit = (order: number, visited = false): PlacedChit => ({ chitId: `C${order}`, rotation: 1, visited, order });

describe('placedWith (the record of placed chits, kept as a dictionary)', () => {
  it('gives what `{ ...placed, [key]: chit }` gives: the same keys in the same order and the same JSON', () => {
    const placed = placedWith(placedWith(placedWith(undefined, '0,0', chit(0)), '1,0', chit(1)), '1,-1', chit(2));
    const spread = { ...placed, '0,1': chit(3) };
    const built = placedWith(placed, '0,1', chit(3));
    expect(Object.keys(built)).toEqual(['0,0', '1,0', '1,-1', '0,1']);
    expect(JSON.stringify(built)).toBe(JSON.stringify(spread));
  });

  it('replaces a chit where it stands in the order, and leaves the record it copied alone', () => {
    const placed = placedWith(placedWith(undefined, '0,0', chit(0)), '1,0', chit(1));
    const revisited = placedWith(placed, '0,0', chit(0, true));
    expect(Object.keys(revisited)).toEqual(['0,0', '1,0']);
    expect(revisited['0,0']!.visited).toBe(true);
    expect(placed['0,0']!.visited).toBe(false);
  });

  it('keeps to the spread along a chain of copies, a chit replaced now and then and older records copied again', () => {
    // placedWith keeps the key lists of the last few records it made: copies of the newest read them, copies of older
    // ones (past what it keeps) list their keys afresh; every copy must give the spread's keys and JSON either way.
    const made = [placedWith(undefined, '0,0', chit(0))];
    const spreads: Record<string, PlacedChit>[] = [{ '0,0': chit(0) }];
    for (let i = 1; i < 40; i++) {
      const from = i % 7 === 0 ? i - 6 : i - 1;
      const key = i % 5 === 0 ? Object.keys(spreads[from]!)[i % 3]! : `${i % 6},${-Math.floor(i / 6)}`;
      made.push(placedWith(made[from], key, chit(i, i % 2 === 0)));
      spreads.push({ ...spreads[from], [key]: chit(i, i % 2 === 0) });
      expect(Object.keys(made[i]!)).toEqual(Object.keys(spreads[i]!));
      expect(JSON.stringify(made[i])).toBe(JSON.stringify(spreads[i]));
      expect(Object.getPrototypeOf(made[i])).toBeNull();
    }
  });

  it('a record loaded from JSON (an ordinary object) is copied the same way', () => {
    const loaded = JSON.parse(JSON.stringify(placedWith(undefined, '0,0', chit(0)))) as Record<string, PlacedChit>;
    expect(Object.keys(placedWith(loaded, '2,2', chit(1)))).toEqual(['0,0', '2,2']);
  });

  it('a new maze and a visited segment keep their chits readable as plain data', () => {
    const maze = createMaze(Rng.fromSeedNumber(4));
    expect(Object.keys(maze.placed)).toEqual(['0,0']);
    const again = JSON.parse(JSON.stringify(markVisited(maze, { x: 0, y: 0 }))) as typeof maze;
    expect(again.placed['0,0']).toEqual(maze.placed['0,0']);
  });
});

describe('copyMaze (what `{ ...maze }` gives)', () => {
  it('copies a maze as the game builds it, and one read from a save, to the same JSON and keys', () => {
    const maze = createMaze(Rng.fromSeedNumber(6));
    for (const m of [maze, JSON.parse(JSON.stringify(maze)) as typeof maze]) {
      const copy = copyMaze(m);
      expect(copy).not.toBe(m);
      expect(Object.keys(copy)).toEqual(Object.keys(m));
      expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...m }));
    }
  });

  it('spreads a maze whose keys come in another order', () => {
    const { mixId, ...rest } = createMaze(Rng.fromSeedNumber(6));
    const reordered = { ...rest, mixId };
    expect(Object.keys(copyMaze(reordered))).toEqual(Object.keys(reordered));
  });
});

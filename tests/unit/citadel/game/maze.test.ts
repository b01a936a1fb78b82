import { describe, expect, it } from 'vitest';
import { cellKey, fittingRotations, mazeIsOpen, newTile, placedSide } from '../../../../shared/rulesets/citadel/maze/grid';
import { design, GATEWAY, isPassage, opposite, TILE_DESIGNS, type Dir } from '../../../../shared/rulesets/citadel/maze/tiles';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, listed, start } from './helpers';
import { chooseAction } from '../../../../shared/rulesets/citadel/game';

function walk(seed: number, steps: number): CitadelState[] {
  const { state: s0, rng } = start(seed);
  let state = s0;
  const seen = [state];
  for (let i = 0; i < steps && state.phase.kind !== 'over' && state.phase.kind !== 'home'; i++) {
    const choices = listed(state);
    const explore = choices.find((a) => a.type === 'move') ?? choices.find((a) => a.type === 'orient') ?? choices.find((a) => a.type === 'investigateTrap') ?? choices.find((a) => a.type === 'fight') ?? choices[0]!;
    state = act(state, state.phase.kind === 'combat' ? chooseAction(state) : explore, rng).state;
    seen.push(state);
  }
  return seen;
}

describe('Citadel maze (5.0 A, 6.0–6.5)', () => {
  it('the pile holds 100 double-sided tiles: 80 room/corridor, 20 corridor/corridor, 48 features (8 per column) and 5 staircases', () => {
    expect(TILE_DESIGNS).toHaveLength(100);
    const rooms = TILE_DESIGNS.filter((d) => d.room !== d.corridor);
    expect(rooms).toHaveLength(80);
    const features = new Map<string, number>();
    for (const d of rooms) if (d.room.feature) features.set(d.room.feature, (features.get(d.room.feature) ?? 0) + 1);
    expect([...features.values()]).toEqual([8, 8, 8, 8, 8, 8]);
    expect(rooms.filter((d) => d.room.stairs)).toHaveLength(5);
  });

  it('through a doorway the tile is placed room side up, through a corridor corridor side up, and it fits its neighbours', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const states = walk(seed, 60);
      for (let i = 1; i < states.length; i++) {
        const before = states[i - 1]!;
        const after = states[i]!;
        for (const key of Object.keys(after.tiles)) {
          if (before.tiles[key]) continue;
          const t = after.tiles[key]!;
          if (t.stairs && t.level !== 1 && !before.tiles[cellKey(1, t.x, t.y)]?.stairs) continue;
          // Every placed neighbour meets passage with passage and wall with wall.
          for (const d of [0, 1, 2, 3] as Dir[]) {
            const dx = [0, 1, 0, -1][d]!;
            const dy = [-1, 0, 1, 0][d]!;
            const n = after.tiles[cellKey(t.level, t.x + dx, t.y + dy)];
            if (n && !(t.stairs && t.level > 1)) expect(isPassage(placedSide(t, d))).toBe(isPassage(placedSide(n, opposite(d))));
          }
          if (t.level === before.position.level && !t.stairs) {
            const from = before.tiles[cellKey(before.position.level, before.position.x, before.position.y)]!;
            const dir = ([0, 1, 2, 3] as Dir[]).find((d) => from.x + [0, 1, 0, -1][d]! === t.x && from.y + [-1, 0, 1, 0][d]! === t.y);
            if (dir !== undefined) expect(t.face).toBe(placedSide(from, dir) === 'door' ? 'room' : 'corridor');
          }
        }
      }
    }
  });

  it('refuses a staircase where another level holds an ordinary tile, and an ordinary tile where another level has a staircase', () => {
    const stairs = TILE_DESIGNS.find((d) => d.room.stairs)!;
    const plain = TILE_DESIGNS.find((d) => !d.room.stairs && d.room.sides.every((s) => s !== 'wall'))!;
    const tiles = { [cellKey(2, 0, -1)]: newTile(plain.id, { x: 0, y: -1, level: 2 }, 'room', 0) };
    expect(fittingRotations(tiles, { x: 0, y: -1, level: 1 }, 0, stairs.room)).toEqual([]);
    const withStairs = { [cellKey(3, 0, -1)]: newTile(stairs.id, { x: 0, y: -1, level: 3 }, 'room', 0) };
    expect(fittingRotations(withStairs, { x: 0, y: -1, level: 1 }, 0, plain.room)).toEqual([]);
    expect(fittingRotations(withStairs, { x: 0, y: -1, level: 1 }, 0, stairs.room).length).toBeGreaterThan(0);
  });

  it('a maze whose only open end is closed by a dead end is sealed, and the draw refuses such a tile before the Hellgate is found', () => {
    const gateway = newTile(GATEWAY.id, { x: 0, y: 0, level: 1 }, 'corridor', 0);
    expect(mazeIsOpen({ [gateway.key]: gateway })).toBe(true);
    const deadEnd = TILE_DESIGNS.find((d) => d.corridor.sides.filter((s) => s !== 'wall').length === 1)!;
    const sealed = { [gateway.key]: gateway, [cellKey(1, 0, -1)]: newTile(deadEnd.id, { x: 0, y: -1, level: 1 }, 'corridor', 2) };
    expect(placedSide(sealed[cellKey(1, 0, -1)]!, 2)).not.toBe('wall');
    expect(mazeIsOpen(sealed)).toBe(false);
    // A tile tried at a cell is read over the map as if placed there (the draw no longer copies the map to ask).
    const tried = newTile(deadEnd.id, { x: 0, y: -1, level: 1 }, 'corridor', 2);
    expect(mazeIsOpen({ [gateway.key]: gateway }, tried)).toBe(false);
    const open = TILE_DESIGNS.find((d) => d.corridor.sides.filter((s) => s !== 'wall').length === 2 && d.corridor.sides[0] !== 'wall' && d.corridor.sides[2] !== 'wall')!;
    expect(mazeIsOpen({ [gateway.key]: gateway }, newTile(open.id, { x: 0, y: -1, level: 1 }, 'corridor', 0))).toBe(true);
    // Put the dead end on top of the pile: the first move north must not place it.
    for (let seed = 1; seed <= 5; seed++) {
      const { state, rng } = start(seed);
      const pile = [deadEnd.id, ...state.pile.filter((id) => id !== deadEnd.id)];
      const after = act({ ...state, pile }, { type: 'move', dir: 0 }, rng).state;
      const placed = after.tiles[cellKey(1, 0, -1)] ?? (after.phase.kind === 'orient' ? { designId: after.phase.designId } : null);
      expect(placed?.designId).not.toBe(deadEnd.id);
      expect(after.pile).toContain(deadEnd.id);
      expect(after.pile[0]).not.toBe(deadEnd.id);
    }
  });

  it('stairs lead one level at a time to a landing at the same cell, and arriving is a room entered (a monster check)', () => {
    const stairs = TILE_DESIGNS.find((d) => d.room.stairs)!;
    const { state, rng } = start(11);
    const at = { x: 0, y: -1, level: 1 as const };
    const room = { ...newTile(stairs.id, at, 'room', 0), entered: true };
    const s = { ...state, tiles: { ...state.tiles, [room.key]: room }, position: at, pile: state.pile.filter((id) => id !== stairs.id) };
    expect(listed(s)).toContainEqual({ type: 'stairs', level: 2 });
    expect(listed(s)).not.toContainEqual({ type: 'stairs', level: 3 });
    const down = act(s, { type: 'stairs', level: 2 }, rng);
    expect(down.state.position).toEqual({ x: 0, y: -1, level: 2 });
    const landing = down.state.tiles[cellKey(2, 0, -1)]!;
    expect(landing.stairs).toBe(true);
    expect(design(landing.designId).room.stairs).toBe(true);
    expect(down.events.some((e) => e.roll?.table === 'Monster check' && /1–3/.test(e.roll.purpose ?? ''))).toBe(true);
  });
});

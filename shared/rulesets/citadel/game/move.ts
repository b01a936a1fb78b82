import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { Level } from '../data/levels';
import { cellKey, fittingRotations, keyOf, mazeIsOpen, newTile, placedSide, step } from '../maze/grid';
import { design, DIR_NAMES, faceOf, isPassage, opposite, type Dir, type Face } from '../maze/tiles';
import { note } from './events';
import { arrive, here, withTile } from './flow';
import type { CitadelState, PlacedTile } from './types';

export type ExitKind = 'known' | 'unexplored';

/** The exits the party may take from its segment (5.0 A1): to a placed neighbour that opens back, or to an empty cell. */
export function exits(state: CitadelState): { dir: Dir; kind: ExitKind }[] {
  const t = here(state);
  const out: { dir: Dir; kind: ExitKind }[] = [];
  for (const dir of [0, 1, 2, 3] as Dir[]) {
    // 10.6: a door shut by a Lock spell never opens again.
    if (!isPassage(placedSide(t, dir)) || t.locked?.includes(dir)) continue;
    const n = state.tiles[keyOf(step(state.position, dir))];
    if (n) {
      if (isPassage(placedSide(n, opposite(dir)))) out.push({ dir, kind: 'known' });
    } else if (!t.blocked.includes(dir) && state.pile.length > 0) out.push({ dir, kind: 'unexplored' });
  }
  return out;
}

/** Counts down to the Hellgate when an unexplored segment is entered on its level (13.7). */
function countHellgate(state: CitadelState, tile: PlacedTile, events: GameEvent[]): { state: CitadelState; tile: PlacedTile } {
  const m = state.mirror;
  if (state.hellgateFound || m.countdown === null || m.level !== tile.level) return { state, tile };
  const left = m.countdown - 1;
  if (left > 0) return { state: { ...state, mirror: { ...m, countdown: left } }, tile };
  events.push(note('hellgate', 'This is the segment the mirror showed: the Hellgate!', '13.7'));
  return { state: { ...state, mirror: { ...m, countdown: 0 }, hellgateFound: true }, tile: { ...tile, hellgate: true } };
}

/** Places a tile and moves the party onto it (5.0 A3, C1). */
export function place(state0: CitadelState, rng: Rng, designId: string, face: Face, rotation: number, dir: Dir, events: GameEvent[]): CitadelState {
  const at = step(state0.position, dir);
  let tile = newTile(designId, at, face, rotation);
  const counted = countHellgate(state0, tile, events);
  // Put down already entered, as `arrive` marks it at once: the map is copied once for the new tile, not twice.
  tile = { ...counted.tile, entered: true };
  let state = withTile(counted.state, tile);
  const what = tile.stairs ? 'a room with a staircase' : tile.feature ? `a room with a ${tile.feature === 'trapDoor' ? 'trap door' : tile.feature}` : tile.face === 'room' ? 'a room' : 'a corridor';
  events.push({ kind: 'tile', text: `Tile ${designId} placed ${DIR_NAMES[dir]} of the party, ${face} side up: ${what}.`, section: '5.0', data: { tile: tile.key } });
  state = { ...state, previous: state.position, position: at, stats: { ...state.stats, tilesPlaced: state.stats.tilesPlaced + 1 } };
  return arrive(state, rng, events, true);
}

/**
 * 5.0 A: the party leaves by `dir`. To a placed segment it walks; to an empty cell a tile is drawn, room side up through
 * a doorway and corridor side up through a corridor. A tile that fits no way goes to the bottom of the pile (PL 6.2,
 * Deathmaze [5.25]), as does one whose every fit would seal the maze before the Hellgate is found (PL 6.3). When no
 * tile in the pile fits, that exit leads nowhere.
 */
export function move(state0: CitadelState, rng: Rng, dir: Dir, events: GameEvent[]): CitadelState {
  const from = here(state0);
  const at = step(state0.position, dir);
  const there = state0.tiles[keyOf(at)];
  if (there) {
    const state = { ...state0, previous: state0.position, position: at };
    return arrive(state, rng, events, !there.entered);
  }
  const face: Face = placedSide(from, dir) === 'door' ? 'room' : 'corridor';
  let pile = [...state0.pile];
  for (let tries = pile.length; tries > 0; tries--) {
    const top = pile.shift()!;
    const f = faceOf(design(top), face);
    const fits = fittingRotations(state0.tiles, at, dir, f).filter((r) => {
      if (state0.hellgateFound) return true;
      return mazeIsOpen(state0.tiles, newTile(top, at, face, r));
    });
    if (fits.length === 0) {
      pile.push(top);
      continue;
    }
    const state = { ...state0, pile };
    if (fits.length > 1) return { ...state, phase: { kind: 'orient', dir, designId: top, face, rotations: fits } };
    return place(state, rng, top, face, fits[0]!, dir, events);
  }
  pile = [...state0.pile];
  events.push(note('tile', `No tile in the pile fits ${DIR_NAMES[dir]}: that way leads nowhere.`, '6.2'));
  return withTile({ ...state0, pile }, { ...from, blocked: [...from.blocked, dir] });
}

/** 6.5: a staircase leads one level up or down; the landing stands at the same cell, and arriving is entering a room. */
export function climb(state0: CitadelState, rng: Rng, to: Level, events: GameEvent[]): CitadelState {
  const from = here(state0);
  const key = cellKey(to, from.x, from.y);
  const at = { x: from.x, y: from.y, level: to };
  let state: CitadelState = { ...state0, previous: state0.position, position: at };
  events.push(note('stairs', `The party takes the stairs ${to > from.level ? 'down' : 'up'} to level ${to}.`, '6.5'));
  const there = state0.tiles[key];
  if (there) return arrive(state, rng, events, !there.entered);
  // 6.5: a new maze is begun on that level from a staircase tile; the landing repeats the staircase above it.
  let landing: PlacedTile = { ...newTile(from.designId, at, 'room', from.rotation), stairs: true, feature: null };
  const counted = countHellgate(state, landing, events);
  landing = counted.tile;
  state = withTile(counted.state, landing);
  state = { ...state, stats: { ...state.stats, tilesPlaced: state.stats.tilesPlaced + 1 } };
  return arrive(state, rng, events, true);
}

import type { Choice } from '@shared/engine/ruleset';
import { neighbour, positionKey, type Rotation, type Side } from '@shared/rulesets/deathmaze/maze';
import type { MapView } from './maze-view';

/**
 * The exits the engine offers, placed on the map. Only `move` choices the engine lists become clickable sides; the map
 * adds words for a screen reader from what it draws (door or open end, and what lies beyond).
 */
export interface MapExit {
  readonly side: Side;
  readonly choice: Choice<unknown>;
  readonly x: number;
  readonly y: number;
  readonly through: 'door' | 'open' | 'unknown';
  readonly beyond: 'unexplored' | 'explored' | 'unvisited';
  readonly label: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SIDE_NAMES: readonly Side[] = ['north', 'east', 'south', 'west'];

export function moveSide(choice: Choice<unknown>): Side | null {
  const action = choice.action;
  if (!isRecord(action) || action.type !== 'move' || typeof action.side !== 'string') return null;
  return SIDE_NAMES.includes(action.side as Side) ? (action.side as Side) : null;
}

export function placeRotation(choice: Choice<unknown>): Rotation | null {
  const action = choice.action;
  if (!isRecord(action) || action.type !== 'place') return null;
  const r = action.rotation;
  return r === 0 || r === 1 || r === 2 || r === 3 ? r : null;
}

export function isLeave(choice: Choice<unknown>): boolean {
  return isRecord(choice.action) && choice.action.type === 'leave';
}

export function mapExits(map: MapView, choices: readonly Choice<unknown>[]): MapExit[] {
  const party = map.party;
  if (!party) return [];
  const here = map.byKey.get(positionKey(party));
  const exits: MapExit[] = [];
  for (const choice of choices) {
    const side = moveSide(choice);
    if (!side) continue;
    const kind = here?.sides[side];
    const through = kind === 'door' ? 'door' : kind === 'open' ? 'open' : 'unknown';
    const there = map.byKey.get(positionKey(neighbour(party, side)));
    const beyond = there === undefined ? 'unexplored' : there.visited ? 'explored' : 'unvisited';
    const how = through === 'door' ? 'through a door' : through === 'open' ? 'along the open corridor' : '';
    const to = beyond === 'unexplored' ? 'an unexplored segment' : there ? `the ${beyond === 'explored' ? 'explored' : 'unvisited'} ${there.segment}` : 'the next segment';
    exits.push({ side, choice, x: party.x, y: party.y, through, beyond, label: `Go ${side} ${how ? `${how} ` : ''}to ${to}` });
  }
  return exits;
}

import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { checkDoorTrap, checkForMonsters, type SegmentKind } from '../data/exploration';
import { describeGroup, TheGroup, rollMonsters, type MonsterGroup } from '../data/monsters';
import { describeTreasure, isEmptyTreasure, type Treasure } from '../data/treasure';
import { FEATURE_NAMES } from '../data/features';
import {
  designAt,
  designOf,
  describeRotation,
  drawChitThrough,
  exitsFrom,
  isEntrance,
  markVisited,
  neighbour,
  opposite,
  placeChit,
  placeDrawn,
  positionKey,
  SIDES,
  type ChitDesign,
  type Exit,
  type FoundChit,
  type Maze,
  type PendingPlacement,
  type Position,
  type PositionKey,
  type Rotation,
  type Side,
  withDrawnChit,
} from '../maze';
import { finalResults } from './results';
import { dictionaryOf } from '../../../core/dictionary';
import { EMPTY_RECORDS } from '../../../core/packed';
import { buildStats, copyState, gameItem, buildPool, withStat } from './state-copy';
import type { AfterEncounter, DeathmazeState, GameItem, GameStats, Loot } from './types';
import { encounterPhase, endedPhase, exploringPhase, featurePhase, placingPhase, trapPhase, treasurePhase } from './phase-records';

/** A step of the reducer: the state so far; events are pushed onto the array the caller passes. */
export type Refusal = { readonly ok: false; readonly rule: string; readonly message: string };
export const refuse = (rule: string, message: string): Refusal => ({ ok: false, rule, message });

/**
 * A state this step has just copied and no one else has seen yet (not the state the action was applied to, nor one
 * handed out): the steps after it on the way out of a move or a fight store their fields into it, rather than copying
 * it again for each (`copyState` then stores gives the same keys in the same order either way).
 */
export type Fresh = { -readonly [K in keyof DeathmazeState]: DeathmazeState[K] };

/** [5.22]–[5.28] The party leaves its segment by `side`: onto a placed chit, or a new chit is drawn for it. */
export function move(state: DeathmazeState, side: Side, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const exit = exitOn(exitsFrom(state.maze, state.position), side);
  if (!exit) {
    const design = designAt(state.maze, state.position);
    return refuse('5.28', `The party cannot leave ${design ? `the ${design.name.toLowerCase()}` : 'this segment'} to the ${side}: the party may leave only through a door or an open corridor end that is not walled, impassable or pegged shut.`);
  }
  if (exit.leadsTo !== 'empty') return enter(state, side, exit.through, rng, events);
  // An exit onto an empty segment is drawChit's checks passed: the draw goes straight to its search.
  const draw = drawChitThrough(state.maze, state.position, exit, rng, events);
  if (!draw.ok) return refuse(draw.rule, draw.message);
  const rejectedDraws = state.stats.rejectedDraws + draw.rejected.length;
  // One facing: laid and entered at once, the state copied once for the draw, the placing and the step together, and
  // the maze once (the chit laid straight from the draw, never waiting in a maze of its own, its fit the draw's).
  if (draw.rotations.length === 1) return layAndEnter(state, state.maze, draw, draw.pending, draw.rotations[0] as Rotation, rejectedDraws, rng, events);
  // States are copied with copyState and then written to (see there): the same keys in the same order as spreads.
  const next = copyState(state);
  next.maze = withDrawnChit(state.maze, draw);
  next.stats = withStat(state.stats, 'rejectedDraws', rejectedDraws);
  next.phase = placingPhase(draw.chitId, exit.to, draw.rotations);
  return next;
}

/** The exit on `side`, if any: `find` with a fresh closure on every move, written as a loop. */
function exitOn(exits: readonly Exit[], side: Side): Exit | undefined {
  for (let i = 0; i < exits.length; i++) if (exits[i]!.side === side) return exits[i];
  return undefined;
}

/** placeChit's options when the party steps onto the chit at once (one object for every placement). */
const STEPPED_ONTO = { visited: true } as const;

/** [5.24] Lays the pending chit in the chosen facing and moves the party onto it. */
export function placeAndEnter(state: DeathmazeState, rotation: Rotation, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const pending = state.maze.pending;
  if (!pending) return refuse('5.24', 'No chit is waiting to be placed.');
  return layAndEnter(state, state.maze, undefined, pending, rotation, state.stats.rejectedDraws, rng, events);
}

/**
 * placeAndEnter for `pending`'s chit: waiting in `maze` (the state's; `drawn` undefined), or drawn from it just now
 * (`drawn`: a move whose draw offers one facing, laid through placeDrawn with the cups and fits the draw left), with
 * the draws thrown back so far: the new maze and counts go to `enter`, which makes the step's one copy of the state.
 */
function layAndEnter(state: DeathmazeState, maze: Maze, drawn: FoundChit | undefined, pending: PendingPlacement, rotation: Rotation, rejectedDraws: number, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  // The party steps onto the chit at once, so it goes down visited (one copy of the placed chits instead of two).
  let laid: Maze;
  if (drawn === undefined) {
    const placed = placeChit(maze, pending.position, pending.chitId, rotation, STEPPED_ONTO);
    if (!placed.ok) return refuse(placed.rule, placed.message);
    for (let i = 0; i < placed.events.length; i++) events.push(placed.events[i]!);
    laid = placed.maze;
  } else {
    laid = placeDrawn(maze, drawn.cups, pending, rotation, events, drawn.fits, STEPPED_ONTO);
  }
  // withStat for the three counts the draw, the placing and the step move, in one copy of the record.
  const stats = buildStats(state.stats);
  stats.rejectedDraws = rejectedDraws;
  stats.chitsPlaced = state.stats.chitsPlaced + 1;
  return enter(state, pending.side, pending.entry.through, rng, events, laid, stats);
}

/** A design's name as it reads mid-sentence; every move names the segment entered, so each is lower-cased once. */
function lowerCaseName(design: ChitDesign): string {
  let name = lowerCaseNames.get(design);
  if (name === undefined) {
    name = design.name.toLowerCase();
    lowerCaseNames.set(design, name);
  }
  return name;
}

const lowerCaseNames = new Map<ChitDesign, string>();

export function describeRotationChoice(chitId: string, rotation: Rotation): string {
  return `Place ${designOf(chitId).name.toLowerCase()} ${describeRotation(rotation)}`;
}

/**
 * [5.26]–[5.28] The party moves onto the neighbouring chit: a trap check if it came through a door into a segment it
 * has never stood on, then the monster check. `laid` and `laidStats`: the maze with the chit just placed for this step
 * and the counts so far (a fresh copy, the step's own count still to add), in place of the state's.
 */
function enter(state: DeathmazeState, side: Side, through: 'door' | 'open', rng: Rng, events: GameEvent[], laid?: Maze, laidStats?: { -readonly [K in keyof GameStats]: GameStats[K] }): DeathmazeState {
  const from = state.position;
  const to = neighbour(from, side);
  const toKey = positionKey(to);
  const maze = laid ?? state.maze;
  // The chit is looked up once here and its design handed on to the monster check and the feature.
  const chit = maze.placed[toKey];
  // A chit placed for this step is already marked visited, but the party has never stood on it.
  const wasVisited = laid !== undefined ? false : (chit?.visited ?? false);
  const design = chit === undefined ? undefined : designOf(chit.chitId);
  const next = copyState(state);
  next.maze = chit === undefined || chit.visited ? maze : markVisited(maze, to);
  next.position = to;
  next.previousPosition = from;
  next.entry = { side: opposite(side), through };
  next.segmentsExplored = state.segmentsExplored + (wasVisited ? 0 : 1);
  if (laidStats === undefined) next.stats = withStat(state.stats, 'moves', state.stats.moves + 1);
  else {
    laidStats.moves = state.stats.moves + 1;
    next.stats = laidStats;
  }
  next.phase = exploringPhase();
  events.push({
    kind: 'move',
    section: '5.28',
    text: logWordsWritten() ? moveText(side, through, wasVisited, design, to) : '',
    data: { position: to, from, side },
  });
  if (through === 'door' && !wasVisited) {
    const trap = checkDoorTrap(rng, DOOR_JUST_ENTERED[side]);
    events.push(...trap.events);
    if (trap.trapped) {
      next.phase = trapPhase({ kind: 'door' });
      return next;
    }
  }
  return monstersIn(next, toKey, design, wasVisited, rng, events, next);
}

/** [5.28] "The party goes north through a door into the corridor, …." */
function moveText(side: Side, through: 'door' | 'open', wasVisited: boolean, design: ChitDesign | undefined, to: Position): string {
  return `The party goes ${side}${through === 'door' ? ' through a door' : ''} into ${wasVisited ? 'the explored ' : 'the '}${design === undefined ? 'segment' : lowerCaseName(design)}${isEntrance(to) ? ' (the entrance corridor)' : ''}.`;
}

/** The door trap check's purpose, by the side the party left through (the door is on the opposite side). */
const DOOR_JUST_ENTERED = Object.fromEntries(SIDES.map((side) => [side, `The ${opposite(side)} door of the segment just entered`])) as Readonly<Record<Side, string>>;

/** [5.27], [7.11], [7.12] Monsters in the segment just entered (or those left behind a pegged door, [9.57]). */
export function checkMonsters(state: DeathmazeState, wasVisited: boolean, rng: Rng, events: GameEvent[]): DeathmazeState {
  return monstersIn(state, positionKey(state.position), designAt(state.maze, state.position), wasVisited, rng, events, undefined);
}

/** checkMonsters for a state the caller has just copied (see Fresh): a trapped door's end. */
export function checkMonstersIn(fresh: Fresh, wasVisited: boolean, rng: Rng, events: GameEvent[]): DeathmazeState {
  return monstersIn(fresh, positionKey(fresh.position), designAt(fresh.maze, fresh.position), wasVisited, rng, events, fresh);
}

/**
 * checkMonsters for the segment the party stands on, its key and its chit's design already known; `fresh` is `state`
 * when `enter` has just copied it (see Fresh).
 */
function monstersIn(state: DeathmazeState, key: PositionKey, design: ChitDesign | undefined, wasVisited: boolean, rng: Rng, events: GameEvent[], fresh: Fresh | undefined): DeathmazeState {
  const lurking = state.lurking[key];
  const mayPeg = state.entry?.through === 'door' && state.previousPosition !== null;
  if (lurking) {
    const rest = dictionaryOf(state.lurking);
    delete rest[key];
    events.push({ kind: 'monsters', section: '9.57', text: logWordsWritten() ? `${TheGroup(lurking)} left behind the pegged door ${lurking.count === 1 ? 'is' : 'are'} still here.` : '' });
    const left = fresh ?? copyState(state);
    left.lurking = rest;
    return encounterIn(left, lurking, mayPeg, 'feature', events);
  }
  const segment = design?.segment ?? 'corridor';
  const kind: SegmentKind = segment === 'corridor' ? 'corridor' : wasVisited ? 'visitedRoom' : 'newRoom';
  const check = checkForMonsters(kind, rng);
  for (let i = 0; i < check.events.length; i++) events.push(check.events[i]!);
  if (!check.present) return featureIn(state, key, design, events, fresh);
  const rolled = rollMonsters(check.table, rng, state.gameVariant);
  for (let i = 0; i < rolled.events.length; i++) events.push(rolled.events[i]!);
  if (!rolled.group) return featureIn(state, key, design, events, fresh);
  return encounterIn(fresh ?? copyState(state), rolled.group, mayPeg, 'feature', events);
}

export function encounter(state: DeathmazeState, group: MonsterGroup, mayPeg: boolean, then: AfterEncounter, events: GameEvent[]): DeathmazeState {
  return encounterIn(copyState(state), group, mayPeg, then, events);
}

/** encounter, its phase stored into `next`, a copy of the state seen by no one yet. */
function encounterIn(next: Fresh, group: MonsterGroup, mayPeg: boolean, then: AfterEncounter, events: GameEvent[]): DeathmazeState {
  events.push({
    kind: 'encounter',
    section: '7.13',
    text: logWordsWritten() ? `The party meets ${describeGroup(group)} (${group.monsters.map((m) => `${m.woundPoints} WP`).join(', ')}): negotiate or attack.` : '',
    data: { monster: group.type, count: group.count },
  });
  next.phase = encounterPhase(group, mayPeg, then);
  return next;
}

/** [5.28], [6.0] After the monsters: the room's unusual feature, if it has one not yet investigated. */
export function afterEncounter(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  return featureIn(state, positionKey(state.position), designAt(state.maze, state.position), events, undefined);
}

/** afterEncounter for a state the caller has just copied (see Fresh): a fight's end. */
export function afterEncounterIn(fresh: Fresh, events: GameEvent[]): DeathmazeState {
  return featureIn(fresh, positionKey(fresh.position), designAt(fresh.maze, fresh.position), events, fresh);
}

/** afterEncounter for the segment the party stands on, its key and its chit's design already known (`fresh`: see Fresh). */
function featureIn(state: DeathmazeState, key: PositionKey, design: ChitDesign | undefined, events: GameEvent[], fresh: Fresh | undefined): DeathmazeState {
  const feature = design?.segment === 'room' ? design.feature : undefined;
  if (feature && !state.featuresDone[key] && anyoneAlive(state)) {
    events.push({ kind: 'feature', section: '6.0', text: logWordsWritten() ? `The room has a ${FEATURE_NAMES[feature].toLowerCase()}: the party may delegate someone to investigate it, or ignore it.` : '' });
    const next = fresh ?? copyState(state);
    next.phase = featurePhase(feature);
    return next;
  }
  return fresh === undefined ? toTreasure(state, events) : toTreasureIn(fresh, events);
}

/**
 * [9.1] The treasure the monsters and features yielded: Bezants and gems go to the party's pool [9.18], magic items
 * wait to be assigned [9.17], chests (Types I and J, [9.16]) wait to be opened.
 */
export function toTreasure(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  // Most segments yield nothing: the state goes on as it is (its loot list is already the empty one).
  if (state.loot.length === 0) return settle(state, events);
  return treasureTaken(state, undefined, events);
}

/** toTreasure for a state the caller has just copied (see Fresh): a fight's end. */
export function toTreasureIn(fresh: Fresh, events: GameEvent[]): DeathmazeState {
  if (fresh.loot.length === 0) return settleIn(fresh, events);
  return treasureTaken(fresh, fresh, events);
}

function treasureTaken(state: DeathmazeState, fresh: Fresh | undefined, events: GameEvent[]): DeathmazeState {
  // The treasures are taken into one copy of the state (`fresh`, or the first taker's), not a copy per treasure.
  let next = fresh;
  const keep: Loot[] = [];
  // Indexed loops here and in treasureInto: a fight's end, unoptimized for the first few hundred expeditions (each
  // for…of step a call to the list's iterator).
  const loots = state.loot;
  for (let i = 0; i < loots.length; i++) {
    const loot = loots[i]!;
    if (loot.treasure.inChest && !loot.opened) keep.push(loot);
    else if (!isEmptyTreasure(loot.treasure)) next = treasureInto(next ?? copyState(state), loot.treasure, events);
  }
  const kept = next ?? copyState(state);
  kept.loot = keep.length === 0 ? EMPTY_RECORDS : keep;
  return settleIn(kept, events);
}

/** Puts a treasure's Bezants and gems in the pool and its magic items among the unassigned. */
export function takeTreasure(state: DeathmazeState, loot: Loot, events: GameEvent[]): DeathmazeState {
  const t = loot.treasure;
  if (isEmptyTreasure(t)) return state;
  return treasureInto(copyState(state), t, events);
}

/** takeTreasure into a state the caller has just copied (see Fresh): a chest opened. */
export function takeTreasureIn(fresh: Fresh, loot: Loot, events: GameEvent[]): Fresh {
  const t = loot.treasure;
  return isEmptyTreasure(t) ? fresh : treasureInto(fresh, t, events);
}

/**
 * takeTreasure's stores, into a state copied for them (see Fresh): the pool, an id for each magic item ([9.17]: `newId`'s
 * numbering), the unassigned items.
 */
function treasureInto(next: Fresh, t: Treasure, events: GameEvent[]): Fresh {
  next.pool = buildPool({ bezants: next.pool.bezants + t.bezants, gems: [...next.pool.gems, ...t.gems] });
  const items: GameItem[] = [];
  const found = t.magicItems;
  for (let i = 0; i < found.length; i++) {
    const item = found[i]!;
    const id = `i${next.nextId}`;
    next.nextId = next.nextId + 1;
    items.push(gameItem(item, id));
  }
  // No item: the list stays as it was (an empty spread of an empty list is a list of another hidden class).
  if (items.length > 0) next.unassigned = [...next.unassigned, ...items];
  events.push({ kind: 'treasure.taken', section: '9.18', text: logWordsWritten() ? `The party takes ${describeTreasure(t)}${t.inChest ? ' from the chest' : ''}.` : '', data: { bezants: t.bezants, gems: t.gems } });
  return next;
}

/** The phase after treasure: more to do with the treasure, or on with the exploring. */
export function settle(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  if (!anyoneAlive(state)) return partyDead(state, events);
  // Already exploring with nothing to share out (the usual end of a move): the same state, rather than a copy of it.
  const phase = state.loot.length > 0 || state.unassigned.length > 0 ? 'treasure' : 'exploring';
  if (phase === 'exploring' && state.phase.kind === 'exploring') return state;
  const next = copyState(state);
  next.phase = phase === 'treasure' ? treasurePhase() : exploringPhase();
  return next;
}

/** settle for a state the caller has just copied (see Fresh): the phase stored into it. */
export function settleIn(fresh: Fresh, events: GameEvent[]): DeathmazeState {
  if (!anyoneAlive(fresh)) return partyDead(fresh, events);
  const phase = fresh.loot.length > 0 || fresh.unassigned.length > 0 ? 'treasure' : 'exploring';
  if (phase === 'exploring' && fresh.phase.kind === 'exploring') return fresh;
  fresh.phase = phase === 'treasure' ? treasurePhase() : exploringPhase();
  return fresh;
}

/** living(state).length > 0 without building the list: asked after every step. */
function anyoneAlive(state: DeathmazeState): boolean {
  return state.party.some((a) => !a.dead);
}

export function partyDead(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  events.push({ kind: 'ended', section: '4.0', text: 'Every adventurer is dead. The Deathmaze claims the party.' });
  const next = copyState(state);
  next.phase = endedPhase('partyDead');
  next.results = finalResults(state);
  return next;
}

/** Ends the game when the last adventurer has died; otherwise returns the state unchanged. */
export function checkAllDead(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  return !anyoneAlive(state) && state.phase.kind !== 'ended' ? partyDead(state, events) : state;
}

export function positionText(p: Position): string {
  return `${p.x},${p.y}`;
}

import { RecentMemo } from '../../../core/recent';
import type { Rng } from '../../../core/rng';
import { pickIndex, Untried } from '../../../kit/draw-pile';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { designOf, type ChitId, type Cup } from './chits';
import { describeMismatch, fitsAgainst, neighbourCode, neighbourKindIn, rotationsOf, type NeighbourCode, type PlacementFit } from './fit';
import type { Exit } from '../../../kit/tile-maze';
import { describePosition, neighbour, opposite, positionKey, samePosition, sideKey, SIDES, type Position, type PositionKey, type Rotation, type Side } from '../../../kit/grid';
import { carryExits } from './exits';
import { findReachableFrontier, reachableFrom } from './reach';
import { copyMaze, cupsEmpty, cupsRecord, placedAt, sideKindOf, type Entry, type Maze, type PendingPlacement } from './state';

/** A chit drawn and thrown back, so the UI can show the cup at work. */
export interface RejectedDraw {
  readonly chitId: ChitId;
  readonly cup: Cup;
  /**
   * noFit: no facing matches every neighbour ([5.25]); lastWayOn: every facing that fits would close the last way on
   * ([5.29]); markedCorridor: a Room chit marked Corridor, thrown back for a Corridor chit ([5.23]).
   */
  readonly reason: 'noFit' | 'lastWayOn' | 'markedCorridor';
}

/** What every successful draw reports, whether or not its chit is yet put in a maze. */
interface DrawnChit {
  readonly chitId: ChitId;
  /** The facings the player may choose among ([5.24]); pass one to `placeChit`. */
  readonly rotations: readonly Rotation[];
  readonly rejected: readonly RejectedDraw[];
  /** No chit fitted: the best partial match was taken; its mismatched sides will be impassable ([5.25]). */
  readonly fallback: boolean;
}

/** A draw's events: the last, 'maze.facings', carries the chit, its facings and its segment for the UI. */
interface DrawEvents {
  readonly events: readonly GameEvent[];
}

type DrawRefusal = { readonly ok: false; readonly rule: string; readonly message: string };

export type DrawResult = ({ readonly ok: true; readonly maze: Maze } & DrawnChit & DrawEvents) | DrawRefusal;

/** A drawn chit not yet put in the maze: the cups it leaves and the placement waiting for a facing. */
interface ChitOutOfCup extends DrawnChit {
  readonly cups: Maze['cups'];
  readonly pending: PendingPlacement;
}

/**
 * drawForSegment's chit before it is put in the maze. A move that lays the chit at once (one facing) hands it to
 * `placeDrawn`, so no maze is built with the chit waiting in it only to be copied again when it is laid.
 */
export type ChitDraw = ({ readonly ok: true } & ChitOutOfCup & DrawEvents) | DrawRefusal;

/**
 * drawChitThrough's chit: its events went onto the caller's list, and its fits in the spot (one per distinct facing,
 * each facing's as `evaluatePlacement` gives it) go to `placeDrawn`, which would otherwise work the chosen one out again.
 */
export interface FoundChit extends ChitOutOfCup {
  readonly fits: readonly PlacementFit[];
}

/** The cup a draw starts from, by [5.22] and [5.23], given what the target's neighbours show toward it. */
function sourceCup(neighbours: NeighbourCode, through: 'door' | 'open'): { cup: Cup; abutsOpenCorridor: boolean } {
  if (through === 'open') return { cup: 'corridor', abutsOpenCorridor: false };
  // [5.23] "If the party exits a door into an area for which no chit has been drawn and that new area abuts on an
  // open, previously drawn Corridor segment, draw a Corridor chit".
  let abutsOpenCorridor = false;
  for (let i = 0; i < SIDES.length; i++) if (neighbourKindIn(neighbours, i) === 'open') abutsOpenCorridor = true;
  return { cup: abutsOpenCorridor ? 'corridor' : 'room', abutsOpenCorridor };
}

/**
 * [5.29]: when the side being used is the last way on from the explored area, a placement "results in a dead end"
 * unless the party can step into the new segment and find a way on from there. Built once per draw, and only when
 * the rule is in force, because it needs a walk over the reachable maze.
 */
function deadEndTest(maze: Maze, from: Position, target: Position): (fit: PlacementFit) => boolean {
  const reachable = reachableFrom(maze, from);
  const regionHasWayOn = new Map<PositionKey, boolean>();
  for (const side of SIDES) {
    const next = neighbour(target, side);
    const key = positionKey(next);
    if (placedAt(maze, next) === undefined || reachable.has(key)) continue;
    // A placed segment the party cannot reach yet: joining it may open a way on that is cut off today.
    regionHasWayOn.set(key, findReachableFrontier(maze, next, target) !== undefined);
  }
  return (fit) => {
    if (!fit.entryPassable) return true;
    return !fit.checks.some((check) => {
      if (check.chitKind === 'wall' || check.outcome === 'mismatch') return false;
      if (check.outcome === 'empty') return true;
      return regionHasWayOn.get(positionKey(neighbour(target, check.side))) === true;
    });
  };
}

/**
 * The Room chits marked Corridor, and the others, each in cup order. A cup's contents never change in place (a draw
 * makes a new list), and most draws leave the Room cup as it was, so the split is kept for the last few lists.
 */
function splitRoomCup(roomCup: readonly ChitId[]): { readonly marked: readonly ChitId[]; readonly plain: readonly ChitId[] } {
  let split = roomCupSplits.get(roomCup);
  if (split === undefined) {
    const marked: ChitId[] = [];
    const plain: ChitId[] = [];
    for (const id of roomCup) (designOf(id).markedCorridor === true ? marked : plain).push(id);
    split = { marked, plain };
    roomCupSplits.set(roomCup, split);
  }
  return split;
}

const roomCupSplits = new RecentMemo<readonly ChitId[], { readonly marked: readonly ChitId[]; readonly plain: readonly ChitId[] }>(8);

/**
 * The Room cup after `chitId` is drawn from it is split as it was, less that chit: kept for the new list straight
 * away, so that the next draw does not look up the design of every chit in the cup again.
 */
function carrySplit(roomCup: readonly ChitId[], chitId: ChitId, newCup: readonly ChitId[]): void {
  const split = roomCupSplits.get(roomCup);
  if (split === undefined) return;
  const marked = designOf(chitId).markedCorridor === true;
  const from = marked ? split.marked : split.plain;
  const left = from.toSpliced(from.indexOf(chitId), 1);
  roomCupSplits.set(newCup, marked ? { marked: left, plain: split.plain } : { marked: split.marked, plain: left });
}

interface Candidate {
  readonly chitId: ChitId;
  readonly fits: readonly PlacementFit[];
}

/**
 * [5.2] Entering a segment with no chit: choose the cup, draw without replacement, throw back chits that cannot be
 * placed and draw again ([5.25]), keep the last way on open ([5.29]), and fall back to the best partial match when
 * nothing in the cup fits. The chit leaves its cup and waits in `maze.pending` for the player to choose a facing.
 *
 * A thrown-back chit is not drawn again within the same search: it would be thrown back again, so skipping it changes
 * only how long the search takes, never which chit is found (ruling 5.25-a).
 */
export function drawForSegment(maze: Maze, from: Position, side: Side, rng: Rng): DrawResult {
  const draw = drawChit(maze, from, side, rng);
  if (!draw.ok) return draw;
  return { ok: true, maze: withDrawnChit(maze, draw), chitId: draw.chitId, rotations: draw.rotations, rejected: draw.rejected, fallback: draw.fallback, events: draw.events };
}

/** The maze after `draw`, a draw from it: the chit out of its cup and waiting in `pending` for a facing. */
export function withDrawnChit(maze: Maze, draw: { readonly cups: Maze['cups']; readonly pending: PendingPlacement }): Maze {
  const drawn = copyMaze(maze);
  drawn.cups = draw.cups;
  drawn.pending = draw.pending;
  // No chit was laid: every exit holds as it was, unless the cups have just run out.
  carryExits(maze, drawn);
  return drawn;
}

/** drawForSegment's search and draw, the chit not yet put in the maze (see ChitDraw). */
export function drawChit(maze: Maze, from: Position, side: Side, rng: Rng): ChitDraw {
  if (maze.pending !== null) {
    return { ok: false, rule: '5.24', message: `A chit has already been drawn for segment ${describePosition(maze.pending.position)}: choose its facing first.` };
  }
  const fromChit = placedAt(maze, from);
  if (fromChit === undefined) return { ok: false, rule: '5.21', message: `There is no chit at ${describePosition(from)} for the party to leave.` };
  const exitKind = sideKindOf(maze, from, fromChit, side);
  if (exitKind === 'wall') return { ok: false, rule: '5.28', message: `The ${side} side of that segment is a blank wall: the party may leave only through a door or an open corridor.` };
  const target = neighbour(from, side);
  // isPassable's test, with each chit looked up once.
  const targetChit = placedAt(maze, target);
  const exitKey = sideKey(from, side);
  if (maze.impassable[exitKey] !== undefined || maze.closedDoors[exitKey] || (targetChit !== undefined && sideKindOf(maze, target, targetChit, opposite(side)) === 'wall')) {
    const closed = maze.closedDoors[exitKey];
    return closed
      ? { ok: false, rule: '9.57', message: `The ${side} door has been pegged shut and is impassable.` }
      : { ok: false, rule: '5.25', message: `The ${side} side of that segment is impassable.` };
  }
  if (targetChit !== undefined) {
    return { ok: false, rule: '5.28', message: `A chit has already been drawn for segment ${describePosition(target)}: simply move the party marker onto it.` };
  }
  if (cupsEmpty(maze)) {
    return { ok: false, rule: '5.23', message: 'Both cups are empty: the Deathmaze is fully built and there is nothing beyond this side (ruling 5.23-c).' };
  }

  const events: GameEvent[] = [];
  const found = findChit(maze, from, side, target, exitKind === 'door' ? 'door' : 'open', rng, events);
  return { ok: true, cups: found.cups, pending: found.pending, chitId: found.chitId, rotations: found.rotations, rejected: found.rejected, fallback: found.fallback, events };
}

/**
 * drawChit through `exit`, an exit onto an empty segment that `exitsFrom` gave for `from` in `maze` (a move's): such
 * an exit is drawChit's checks passed (no wall, nothing impassable or pegged shut, no chit beyond, chits left in the
 * cups), so only a chit already waiting for its facing is refused. The events go onto `events`.
 */
export function drawChitThrough(maze: Maze, from: Position, exit: Exit, rng: Rng, events: GameEvent[]): ({ readonly ok: true } & FoundChit) | DrawRefusal {
  if (maze.pending !== null) {
    return { ok: false, rule: '5.24', message: `A chit has already been drawn for segment ${describePosition(maze.pending.position)}: choose its facing first.` };
  }
  const found = findChit(maze, from, exit.side, exit.to, exit.through, rng, events);
  return { ok: true, cups: found.cups, pending: found.pending, chitId: found.chitId, rotations: found.rotations, rejected: found.rejected, fallback: found.fallback, fits: found.fits };
}

/** The draw's search for the empty segment `target` beyond `from`'s `side`, the party going through `through`. */
function findChit(maze: Maze, from: Position, side: Side, target: Position, through: 'door' | 'open', rng: Rng, events: GameEvent[]): FoundChit {
  const rejected: RejectedDraw[] = [];
  const neighbours = neighbourCode(maze, target);
  const source = sourceCup(neighbours, through);
  if (source.abutsOpenCorridor) {
    events.push({ kind: 'maze.cup', section: '5.23', text: logWordsWritten() ? `Segment ${describePosition(target)} abuts an open corridor: a Corridor chit is drawn although the party goes through a door.` : '' });
  }

  const lastWayOn = findReachableFrontier(maze, from, target) === undefined;
  const isDeadEnd = lastWayOn ? deadEndTest(maze, from, target) : () => false;
  if (lastWayOn) {
    events.push({ kind: 'maze.lastWayOn', section: '5.29', text: 'This is the last way on from the explored Deathmaze: a chit that would make it a dead end is thrown back.' });
  }

  const roomCup = maze.cups.room;
  const corridorCup = maze.cups.corridor;
  const { marked: markedInRoomCup, plain: plainRooms } = splitRoomCup(roomCup);

  // Which chits the draw can end on, and from which cup, given what is left ([5.23] and rulings 5.23-b/-c).
  let doorMayMeetOpenEnd = false;
  type Plan = { kind: 'single'; pool: readonly ChitId[] } | { kind: 'roomWithRedirect'; rooms: readonly ChitId[]; marked: readonly ChitId[]; corridors: readonly ChitId[] };
  let plan: Plan;
  if (source.cup === 'corridor') {
    if (corridorCup.length > 0) plan = { kind: 'single', pool: corridorCup };
    else if (markedInRoomCup.length > 0) {
      events.push({ kind: 'maze.cup', section: '5.23', text: 'The Corridor cup is empty: a Room chit marked Corridor is used instead.' });
      plan = { kind: 'single', pool: markedInRoomCup };
    } else {
      events.push({ kind: 'maze.cup', section: '5.23', text: 'No Corridor chits are left: a Room chit is drawn instead (ruling 5.23-b).' });
      doorMayMeetOpenEnd = through === 'open';
      plan = { kind: 'single', pool: roomCup };
    }
  } else if (roomCup.length > 0) {
    plan = corridorCup.length > 0 ? { kind: 'roomWithRedirect', rooms: plainRooms, marked: markedInRoomCup, corridors: corridorCup } : { kind: 'single', pool: roomCup };
    if (corridorCup.length === 0 && markedInRoomCup.length > 0) {
      events.push({ kind: 'maze.cup', section: '5.23', text: 'The Corridor cup is empty: Room chits marked Corridor drawn now are used as corridors.' });
    }
  } else {
    events.push({ kind: 'maze.cup', section: '5.23', text: 'The Room cup is empty: a Corridor chit is drawn instead (ruling 5.23-c).' });
    plan = { kind: 'single', pool: corridorCup };
  }

  const entry: Entry = { side: opposite(side), through, doorMayMeetOpenEnd };
  const examined: Candidate[] = [];
  const test = (chitId: ChitId): readonly Rotation[] => {
    const { fits, fitting } = fitsAgainst(neighbours, chitId, entry);
    examined.push({ chitId, fits });
    const open = lastWayOn ? rotationsOf(fits, (f) => f.mismatches.length === 0 && !isDeadEnd(f)) : fitting;
    if (open.length > 0) return open;
    const reason = fitting.length > 0 ? 'lastWayOn' : 'noFit';
    rejected.push({ chitId, cup: designOf(chitId).cup, reason });
    // The sentence names the chit and its best mismatch (a sorted copy of its fits): left empty in headless play.
    events.push({ kind: 'maze.rejected', section: reason === 'lastWayOn' ? '5.29' : '5.25', text: logWordsWritten() ? rejectedText(chitId, reason, fits) : '' });
    return [];
  };

  let chosen: { chitId: ChitId; rotations: readonly Rotation[]; fits: readonly PlacementFit[] } | undefined;
  if (plan.kind === 'single') {
    const untried = new Untried<ChitId>(plan.pool);
    while (chosen === undefined && untried.length > 0) {
      const chitId = untried.take(pickIndex(rng, untried.length));
      const rotations = test(chitId);
      if (rotations.length > 0) chosen = { chitId, rotations, fits: (examined[examined.length - 1] as Candidate).fits };
    }
  } else {
    const untriedRooms = new Untried<ChitId>(plan.rooms);
    const untriedCorridors = new Untried<ChitId>(plan.corridors);
    const marked = plan.marked;
    while (chosen === undefined) {
      // A marked chit only matters while untried corridors remain behind it.
      const markedInPlay = untriedCorridors.length > 0 ? marked.length : 0;
      const total = untriedRooms.length + markedInPlay;
      if (total === 0) break;
      const pick = pickIndex(rng, total);
      let chitId: ChitId;
      if (pick < untriedRooms.length) {
        chitId = untriedRooms.take(pick);
      } else {
        const markedId = marked[pick - untriedRooms.length] as ChitId;
        rejected.push({ chitId: markedId, cup: 'room', reason: 'markedCorridor' });
        events.push({ kind: 'maze.redirect', section: '5.23', text: logWordsWritten() ? `Drew ${designOf(markedId).name}: thrown back into the Room cup, and a Corridor chit is drawn instead.` : '' });
        chitId = untriedCorridors.take(pickIndex(rng, untriedCorridors.length));
      }
      const rotations = test(chitId);
      if (rotations.length > 0) chosen = { chitId, rotations, fits: (examined[examined.length - 1] as Candidate).fits };
    }
  }

  let fallback = false;
  if (chosen === undefined) {
    fallback = true;
    chosen = bestPartialMatch(examined, isDeadEnd, rng);
    // Every chit was tried and thrown back; the one now taken out again is not left in the thrown-back list.
    const used = chosen.chitId;
    const at = rejected.findIndex((r) => r.chitId === used);
    if (at >= 0) rejected.splice(at, 1);
    events.push({
      kind: 'maze.fallback',
      section: '5.25',
      text: logWordsWritten() ? `No chit in the cup fits. ${designOf(chosen.chitId).name} matches as many neighbours as possible and is used; the sides that do not match are impassable.` : '',
    });
  }

  const { chitId, rotations, fits } = chosen;
  const design = designOf(chitId);
  const cupKey = design.cup;
  const cupContents = maze.cups[cupKey];
  const index = cupContents.indexOf(chitId);
  const newCup = cupContents.toSpliced(index, 1);
  if (cupKey === 'room') carrySplit(cupContents, chitId, newCup);
  if (!fallback) {
    events.push({ kind: 'maze.draw', section: design.cup === 'corridor' ? '5.22' : '5.23', text: logWordsWritten() ? `Drew ${design.name} for segment ${describePosition(target)}.` : '' });
  }
  events.push({
    kind: 'maze.facings',
    section: '5.24',
    text: !logWordsWritten() ? '' : rotations.length === 1 ? 'It can be placed facing one way only.' : `It can be placed facing ${rotations.length} ways: choose one.`,
    data: { chitId, rotations, position: target },
  });
  // Through the cups' one literal (the same keys in the same order as `{ ...maze.cups, [cupKey]: newCup }`).
  const cups = cupKey === 'corridor' ? cupsRecord(newCup, maze.cups.room) : cupsRecord(maze.cups.corridor, newCup);
  const pending: PendingPlacement = { position: target, chitId, from, side, rotations, fallback, lastWayOn, entry };
  return { cups, pending, chitId, rotations, rejected, fallback, fits };
}

/** [5.25], [5.29] Why a drawn chit is thrown back, for the log. */
function rejectedText(chitId: ChitId, reason: 'lastWayOn' | 'noFit', fits: readonly PlacementFit[]): string {
  const why = reason === 'lastWayOn' ? 'every facing that fits would leave the Deathmaze with no way on' : bestMismatchText(fits);
  return `Drew ${designOf(chitId).name}: ${why}. Thrown back; drawing again.`;
}

function bestMismatchText(fits: readonly PlacementFit[]): string {
  const best = [...fits].sort((a, b) => a.mismatches.length - b.mismatches.length)[0];
  const check = best?.checks.find((c) => c.outcome === 'mismatch');
  return check === undefined ? 'it does not fit' : `however it is turned, ${describeMismatch(check)}`;
}

/**
 * [5.25] "use a chit that matches as many of the adjacent chits as possible". Among equals, a facing the party can
 * step into wins (ruling 5.25-b); under [5.29] facings that keep a way on win over all others. Then a chit is picked
 * at random among the best, and the player chooses among its best facings.
 */
function bestPartialMatch(examined: readonly Candidate[], isDeadEnd: (fit: PlacementFit) => boolean, rng: Rng): { chitId: ChitId; rotations: readonly Rotation[]; fits: readonly PlacementFit[] } {
  const score = (fit: PlacementFit) => (isDeadEnd(fit) ? 0 : 1000) + fit.matched * 10 + (fit.entryPassable ? 1 : 0);
  let best = -1;
  for (const c of examined) for (const f of c.fits) best = Math.max(best, score(f));
  const winners = examined.filter((c) => c.fits.some((f) => score(f) === best));
  const winner = winners[pickIndex(rng, winners.length)];
  if (winner === undefined) throw new Error('unreachable: a draw always examines at least one chit');
  return { chitId: winner.chitId, rotations: rotationsOf(winner.fits, (f) => score(f) === best), fits: winner.fits };
}

/** The position a pending chit will go to, for callers that only hold the maze. */
export function pendingTarget(maze: Maze): Position | undefined {
  return maze.pending?.position;
}

export function isPendingAt(maze: Maze, position: Position): boolean {
  return maze.pending !== null && samePosition(maze.pending.position, position);
}

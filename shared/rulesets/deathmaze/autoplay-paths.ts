import { ENTRANCE_POSITION, exitsFrom, positionKey, samePosition, type Exit, type Maze, type Position, type PositionKey, type Side } from './maze';

/** Where the autoplayer walks to: the nearest segment with a way on into the unknown, or the entrance. */
export type WalkGoal = 'frontier' | 'entrance';

type GoalTest = (p: Position, exits: readonly Exit[]) => boolean;

const IS_GOAL: Record<WalkGoal, GoalTest> = {
  frontier: (_p, exits) => exits.some((e) => e.leadsTo === 'empty'),
  entrance: (p) => samePosition(p, ENTRANCE_POSITION),
};

/**
 * The first step of the shortest walk over placed, passable segments from `start` to a segment `goal` accepts: the
 * side a breadth-first search from `start` (each segment's exits in exitsFrom's order) sets out by; undefined if no
 * such segment can be reached. `start` itself never counts as the goal.
 *
 * A maze is never changed in place, and walking through explored segments keeps the same maze: the walk home asks
 * about one maze from every segment on the way (nine questions a maze on average). So for the entrance, every
 * segment's distance to it is worked out once per maze, and each answer is read off the start's exits. The nearest
 * frontier is usually a few steps away and moves as soon as a chit is laid: it is searched for each time.
 */
export function firstStepTo(maze: Maze, start: Position, goal: WalkGoal): Side | undefined {
  const isGoal = IS_GOAL[goal];
  if (goal === 'frontier') return searchFirstStep(maze, start, isGoal);
  const exits = exitsFrom(maze, start);
  // From the entrance itself the search never stops at its start, but the distances count it: only the search will do.
  if (isGoal(start, exits)) return searchFirstStep(maze, start, isGoal);
  let field = entranceFields.get(maze);
  if (field === undefined || !field.index.has(positionKey(start))) {
    field = distanceField(maze, start, isGoal);
    entranceFields.set(maze, field);
  }
  return stepTowards(field, exits);
}

/**
 * The segments reachable from where the field was worked out (every walk from one of them stays among them), each
 * with its distance in steps to the nearest goal segment.
 */
interface DistanceField {
  readonly index: ReadonlyMap<PositionKey, number>;
  /** By index; -1 for a segment from which no goal can be reached. */
  readonly steps: readonly number[];
}

/** Per maze, the distances to the entrance (from the segments reachable from where it was first asked about). */
const entranceFields = new WeakMap<Maze, DistanceField>();

/**
 * The search's answer read off the field. At each distance, the search's queue holds the segments grouped by the first
 * step that reached them, in the order of the start's exits: so the first goal it takes out was reached by the first
 * exit (in exitsFrom's order) onto a segment nearest the goal.
 */
function stepTowards(field: DistanceField, exits: readonly Exit[]): Side | undefined {
  let best: Side | undefined;
  let bestSteps = Infinity;
  for (let x = 0; x < exits.length; x++) {
    const e = exits[x]!;
    if (e.leadsTo === 'empty') continue;
    const i = field.index.get(positionKey(e.to));
    const steps = i === undefined ? -1 : field.steps[i]!;
    if (steps >= 0 && steps < bestSteps) {
      best = e.side;
      bestSteps = steps;
    }
  }
  return best;
}

/**
 * Every segment reachable from `from`, then a breadth-first walk backwards from all the goal segments at once along
 * the exits themselves (not their way back), so the distances hold even where a side could be crossed one way only.
 */
function distanceField(maze: Maze, from: Position, isGoal: GoalTest): DistanceField {
  const index = new Map<PositionKey, number>([[positionKey(from), 0]]);
  const segments: Position[] = [from];
  const comingFrom: number[][] = [[]];
  // By index; -1 until the walk back from the goals reaches the segment.
  const steps: number[] = [-1];
  const queue: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const exits = exitsFrom(maze, segments[i]!);
    if (isGoal(segments[i]!, exits)) queue.push(i);
    for (let x = 0; x < exits.length; x++) {
      const e = exits[x]!;
      if (e.leadsTo === 'empty') continue;
      const key = positionKey(e.to);
      let j = index.get(key);
      if (j === undefined) {
        j = segments.length;
        index.set(key, j);
        segments.push(e.to);
        comingFrom.push([]);
        steps.push(-1);
      }
      comingFrom[j]!.push(i);
    }
  }
  for (let k = 0; k < queue.length; k++) steps[queue[k]!] = 0;
  for (let k = 0; k < queue.length; k++) {
    const j = queue[k]!;
    const sources = comingFrom[j]!;
    for (let x = 0; x < sources.length; x++) {
      const i = sources[x]!;
      if (steps[i]! >= 0) continue;
      steps[i] = steps[j]! + 1;
      queue.push(i);
    }
  }
  return { index, steps };
}

/** Breadth-first from `start`, stopping at the first goal segment taken from the queue. */
function searchFirstStep(maze: Maze, start: Position, isGoal: GoalTest): Side | undefined {
  const seen = new Set<PositionKey>([positionKey(start)]);
  const queue: Position[] = [start];
  // The first step of the walk to each queued segment (none for the start).
  const firstSteps: (Side | undefined)[] = [undefined];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]!;
    const first = firstSteps[i];
    const exits = exitsFrom(maze, p);
    if (first !== undefined && isGoal(p, exits)) return first;
    for (let x = 0; x < exits.length; x++) {
      const e = exits[x]!;
      if (e.leadsTo === 'empty') continue;
      const key = positionKey(e.to);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(e.to);
      firstSteps.push(first ?? e.side);
    }
  }
  return undefined;
}

/** One segment of a walk: the side the party leaves by and the segment it comes to. */
export interface RouteStep {
  readonly side: Side;
  readonly to: Position;
}

/**
 * The whole shortest walk over placed, passable segments from `start` to the entrance, as firstStepTo takes it one
 * step at a time (the autoplayer's walk home; [5.28]: one segment per move). Empty when `start` is the entrance or the
 * entrance cannot be reached. Walking known segments lays no chit, so the maze is the same at every step.
 */
export function routeHome(maze: Maze, start: Position): RouteStep[] {
  const steps: RouteStep[] = [];
  let at = start;
  // A shortest walk visits no segment twice: more steps than segments would mean a loop, so stop there.
  while (!samePosition(at, ENTRANCE_POSITION)) {
    const side = steps.length < maze.placedCount ? firstStepTo(maze, at, 'entrance') : undefined;
    const exit = side === undefined ? undefined : exitsFrom(maze, at).find((e) => e.side === side);
    if (!exit) return [];
    steps.push({ side: exit.side, to: exit.to });
    at = exit.to;
  }
  return steps;
}

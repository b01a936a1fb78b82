import { Rng } from '../../shared/core/rng';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { deathmazeRuleset } from '../../shared/rulesets/deathmaze';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import type { DeathmazeState } from '../../shared/rulesets/deathmaze/game';
import { createMaze, DEATHMAZE_CHIT_MIX, drawForSegment, findReachableFrontier, placeChit, scaledMix, type Maze } from '../../shared/rulesets/deathmaze/maze';
import { FOUR, playBenchExpedition } from './expeditions';
import { measure, type Measurement } from './measure';

/** A maze grown to `size` chits from a scaled countermix, by walking to the nearest way on and drawing there. */
function bigMaze(size: number): Maze {
  const rng = Rng.fromSeedNumber(500);
  let maze = createMaze(rng, { mix: scaledMix(DEATHMAZE_CHIT_MIX, Math.ceil(size / 90)) });
  while (maze.placedCount < size) {
    const frontier = findReachableFrontier(maze, { x: 0, y: 0 });
    if (!frontier) break;
    const draw = drawForSegment(maze, frontier.position, frontier.side, rng);
    if (!draw.ok) break;
    const placed = placeChit(draw.maze, draw.maze.pending!.position, draw.chitId, draw.rotations[0]!);
    if (!placed.ok) break;
    maze = { ...placed.maze, placed: { ...placed.maze.placed, [`${draw.maze.pending!.position.x},${draw.maze.pending!.position.y}`]: { ...placed.maze.placed[`${draw.maze.pending!.position.x},${draw.maze.pending!.position.y}`]!, visited: true } } };
  }
  return maze;
}

/** Engine costs: one action on a long game (through the game wrapper), whole expeditions, and a 500-chit maze. */
export function benchEngine(): Measurement[] {
  const ruleset = findRuleset('deathmaze');
  if (!ruleset) throw new Error('deathmaze ruleset missing');
  const started = startGame(ruleset, 'BNCH-0001', FOUR);
  if (!started.ok) throw new Error(started.message);
  let game: GameRecord = started.game;
  let seedIndex = 0;
  const step = (): void => {
    const state = game.state as DeathmazeState;
    if (state.phase.kind === 'ended') {
      const restarted = startGame(ruleset, `BNCH-${String(1000 + (++seedIndex % 8000)).padStart(4, '0')}`, FOUR);
      if (restarted.ok) game = restarted.game;
      return;
    }
    const next = applyAction(ruleset, game, chooseAction(state));
    if (next.ok) game = next.game;
  };

  let expedition = 0;
  const oneExpedition = (): void => playBenchExpedition(expedition++);

  // A 500-chit maze: the party stands in it, choices are listed and an action applied from the same state each time.
  const maze = bigMaze(500);
  const base = deathmazeRuleset.newGame(deathmazeRuleset.setupSchema.parse(FOUR), Rng.fromSeedNumber(1)).state;
  const big: DeathmazeState = { ...base, maze, stats: { ...base.stats, chitsPlaced: maze.placedCount } };
  const bigChoices = deathmazeRuleset.choices(big);
  const move = bigChoices.find((c) => c.action.type === 'move') ?? bigChoices[0]!;
  // Exits and paths are kept per maze object; a fresh copy of the maze each time measures the work, not the memo.
  const unremembered = (): DeathmazeState => ({ ...big, maze: { ...maze } });
  const bigAction = (): void => {
    const state = unremembered();
    deathmazeRuleset.choices(state);
    deathmazeRuleset.apply(state, move.action, Rng.fromSeedNumber(7));
  };
  const policy = (): void => {
    chooseAction(unremembered());
  };

  return [
    measure('engine: one action (deathmaze, autoplayed games)', step),
    // V8 compiles the engine while the first thousand or so expeditions run (see the cold-start figure, measured in a
    // fresh isolate): the throughput is measured once that is done, as in a long simulation.
    measure('engine: one whole expedition (autoplayer), warmed up', oneExpedition, { budgetMs: 3000, warmUpMs: 3000 }),
    measure(`engine: choices + one action, ${maze.placedCount}-chit maze`, bigAction),
    measure(`autoplayer: one decision, ${maze.placedCount}-chit maze`, policy),
  ];
}

import { Rng } from '../../shared/core/rng';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { deathmazeRuleset } from '../../shared/rulesets/deathmaze';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import type { DeathmazeState } from '../../shared/rulesets/deathmaze/game';
import { createMaze, DEATHMAZE_CHIT_MIX, drawForSegment, findReachableFrontier, placeChit, scaledMix, type Maze } from '../../shared/rulesets/deathmaze/maze';
import { benchSeed, FOUR, playBenchExpedition } from './expeditions';

/**
 * The Deathmaze operations the engine bench times. Kept to imports that exist unchanged since commit a936e17, so the
 * A/B bench (`engine-ab.ts`) can copy this file into an older tree and time the same code on both.
 */
export interface DeathmazeOperations {
  /** One action through the game wrapper (validation, RNG, reducer) on autoplayed games. */
  readonly step: () => void;
  /** One whole autoplayed expedition, through the engine's own loop (`playExpedition`). */
  readonly expedition: () => void;
  /**
   * One whole expedition as `simulate` and the Odds view play it: the ruleset's autoplayer through the `Ruleset`
   * contract (`autoplay.expedition`), reduced to its outcome.
   */
  readonly simulated: () => void;
  /** Choices listed and one action applied with the party in a big maze. */
  readonly bigAction: () => void;
  /** One autoplayer decision in the big maze. */
  readonly policy: () => void;
  readonly bigMazeChits: number;
}

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

export function deathmazeOperations(bigMazeSize = 500): DeathmazeOperations {
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

  let expeditionIndex = 0;
  const expedition = (): void => playBenchExpedition(expeditionIndex++);
  const autoplay = ruleset.autoplay;
  if (!autoplay) throw new Error('deathmaze has no autoplayer');
  let simulatedIndex = 0;
  const simulated = (): void => {
    autoplay.expedition(FOUR, benchSeed(simulatedIndex++));
  };

  // The party stands in the big maze; choices are listed and an action applied from the same state each time.
  const maze = bigMaze(bigMazeSize);
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
  return { step, expedition, simulated, bigAction, policy, bigMazeChits: maze.placedCount };
}

import { Rng } from '../../shared/core/rng';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { seedOf, side, type Side } from './citadel-operations';

/**
 * What the game wrapper (`shared/engine/game.ts`: the action's validation, the generator's copy, the action list, the
 * new record) costs beside the rules it wraps, for either ruleset. Autoplayed games are recorded to their end (their
 * first record and actions), then replayed alternately: each action through `applyAction` onto the last record, and
 * through the ruleset's `apply` alone on one generator. The difference is the wrapper's own cost per action; the same
 * file bundled from an older tree gives the A/B. Bundled and run as one process (CPU time of the process, all its threads):
 *
 *   node <bundle of tests/bench/wrapper-cost.ts>       prints one JSON line
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Autoplayed games, each carried to its end or PER_GAME actions: its first record and the actions taken, `count`
 * actions in all (a Deathmaze campaign can run to thousands of actions, which the older wrapper copied at every step).
 */
const PER_GAME = 600;

interface Played {
  readonly start: GameRecord;
  readonly actions: readonly unknown[];
}

function recorded(s: Side, count: number): Played[] {
  const games: Played[] = [];
  let total = 0;
  for (let n = 0; total < count; n++) {
    const started = startGame(s.ruleset, seedOf('WRAP', n), s.setup);
    if (!started.ok) throw new Error(started.message);
    const actions: unknown[] = [];
    let game = started.game;
    while (actions.length < PER_GAME && !s.ruleset.summary(game.state).finished && s.ruleset.choices(game.state).length > 0) {
      const action = s.choose(game.state);
      actions.push(action);
      const next = applyAction(s.ruleset, game, action);
      if (!next.ok) throw new Error(next.message);
      game = next.game;
    }
    games.push({ start: started.game, actions });
    total += actions.length;
  }
  return games;
}

/** CPU µs per action of `play` over the recorded games, repeated for `budgetCpuMs`. */
function perAction(games: readonly Played[], play: (g: Played) => void, budgetCpuMs: number): number {
  let done = 0;
  const start = cpuMs();
  let cpu = start;
  while (cpu - start < budgetCpuMs) {
    for (const g of games) {
      play(g);
      done += g.actions.length;
    }
    cpu = cpuMs();
  }
  return ((cpu - start) / done) * 1000;
}

const median = (xs: readonly number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
const out: Record<string, number> = {};
for (const id of ['deathmaze', 'citadel'] as const) {
  const s = side(id);
  const games = recorded(s, 2000);
  // The game as the app's tests, scripts and bench play it: each action through the wrapper onto the last record.
  const wrapped = (g: Played) => {
    let game = g.start;
    for (const action of g.actions) {
      const next = applyAction(s.ruleset, game, action);
      if (!next.ok) throw new Error(next.message);
      game = next.game;
    }
  };
  // The same actions through the rules alone, as the autoplayer chose them, on one generator.
  const bare = (g: Played) => {
    let state = g.start.state;
    const rng = new Rng(g.start.rng);
    for (const action of g.actions) {
      const next = s.ruleset.apply(state, action, rng);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
  };
  perAction(games, wrapped, 300);
  perAction(games, bare, 300);
  const w: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 3; round++) {
    w.push(perAction(games, wrapped, 400));
    b.push(perAction(games, bare, 400));
  }
  out[`${id} wrapped`] = median(w);
  out[`${id} apply alone`] = median(b);
  out[`${id} wrapper's own`] = median(w) - median(b);
  out[`${id} actions a game`] = games.reduce((n, g) => n + g.actions.length, 0) / games.length;
}
console.log(JSON.stringify(out));

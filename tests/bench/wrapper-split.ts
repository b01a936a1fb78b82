import type { HeapProfiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';
import { Rng, type RngState } from '../../shared/core/rng';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { gameTitle } from '../../shared/engine/ruleset';
import { seedOf, side, type Side } from './citadel-operations';

/**
 * Where one step through the game wrapper goes, for either ruleset: the parts the bench's step (`actionStepper`) and
 * the app's session (`electron/services/game-session.ts`, `applyNow` then `view()`) compute per action, each timed by
 * this process's CPU and sampled for what it allocates. Autoplayed games are stepped as the bench steps them and every
 * state met is kept, then the parts are run over those states in order, cumulatively (each line adds one part to the
 * ones above it, so a part that reads what an earlier one left, such as Citadel's choice list kept per state, is
 * charged what it costs in the step). The states are met again on every pass after the first, which the app never
 * does: a part kept by the identity of an object the states hold (a WeakMap keyed by a party array, say) answers from
 * its cache on those passes and looks cheaper here than in the app; the bench's step (`actionStepper`) replays the
 * games into new objects each time. Bundled and run as one process:
 *
 *   node <bundle of tests/bench/wrapper-split.ts> [steps]      prints a table per ruleset
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Stepped {
  readonly record: GameRecord;
  readonly action: unknown;
}

/** `steps` states met by the bench's stepper, each with the action its autoplayer chose there. */
function stepped(s: Side, steps: number): Stepped[] {
  const out: Stepped[] = [];
  let n = 0;
  const begin = (): GameRecord => {
    const started = startGame(s.ruleset, seedOf('BNCA', n++), s.setup);
    if (!started.ok) throw new Error(started.message);
    return started.game;
  };
  let game = begin();
  while (out.length < steps) {
    if (s.ruleset.summary(game.state).finished || s.ruleset.choices(game.state).length === 0) {
      game = begin();
      continue;
    }
    const action = s.choose(game.state);
    out.push({ record: game, action });
    const next = applyAction(s.ruleset, game, action);
    if (!next.ok) throw new Error(next.message);
    game = next.game;
  }
  return out;
}

type Part = (x: Stepped) => void;

function parts(s: Side): [string, Part][] {
  const r = s.ruleset;
  const apply = (x: Stepped): void => {
    const parsed = r.actionSchema.safeParse(x.action);
    if (!parsed.success) throw new Error('refused');
    const result = r.apply(x.record.state, parsed.data, new Rng(x.record.rng as RngState));
    if (!result.ok) throw new Error(result.message);
  };
  return [
    ['summary', (x) => void r.summary(x.record.state)],
    ['choices (whole list)', (x) => void r.choices(x.record.state)],
    ["autoplayer's choice", (x) => void s.choose(x.record.state)],
    ['action schema parse', (x) => void r.actionSchema.safeParse(x.action)],
    ['apply (rules, incl. legality)', (x) => void r.apply(x.record.state, x.action, new Rng(x.record.rng as RngState))],
    ["wrapper's record (copies the action list)", (x) => void { ...x.record, actions: x.record.actions.concat([x.action]), rng: x.record.rng }],
    ['app: view', (x) => void r.view?.(x.record.state)],
    ['app: sheets', (x) => void r.sheets?.(x.record.state, { campaign: 'Bench', seed: x.record.seed })],
    ['app: summary again, title', (x) => void [r.summary(x.record.state), gameTitle(r, x.record.state)]],
    ['(apply through the wrapper, action list empty)', (x) => void applyAction(r, { ...x.record, actions: [] }, x.action)],
    ['(apply alone, parsed)', apply],
    // The session's step (game-session.ts): the new state's summary, then its view (title, view, summary, choices,
    // sheets), then the player's action parsed and applied to it through the wrapper with an empty action list.
    ["(the app's step: summary, view, choices, sheets, apply)", (x) => {
      r.summary(x.record.state);
      gameTitle(r, x.record.state);
      r.view?.(x.record.state);
      r.summary(x.record.state);
      r.choices(x.record.state);
      r.sheets?.(x.record.state, { campaign: 'Bench', seed: x.record.seed });
      applyAction(r, { ...x.record, actions: [] }, x.action);
    }],
  ];
}

/** CPU µs per state of running `run` over every state, repeated for the budget. */
function cpuPerState(states: readonly Stepped[], run: Part, budgetMs: number): number {
  let done = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < budgetMs) {
    for (const x of states) run(x);
    done += states.length;
    now = cpuMs();
  }
  return ((now - start) / done) * 1000;
}

async function bytesPerState(session: Session, states: readonly Stepped[], run: Part): Promise<number> {
  await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  for (let i = 0; i < 2; i++) for (const x of states) run(x);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  return selfSizes(profile.head) / (2 * states.length);
}

/** The bytes a sampled profile's tree holds: every node's own allocations, its callees' included. */
function selfSizes(node: HeapProfiler.SamplingHeapProfileNode): number {
  let total = node.selfSize;
  for (const child of node.children) total += selfSizes(child);
  return total;
}

const median = (xs: readonly number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
const steps = Number(process.argv[2] ?? 3000);
const session = new Session();
session.connect();
for (const id of ['deathmaze', 'citadel'] as const) {
  const s = side(id);
  const states = stepped(s, steps);
  const all = parts(s);
  // The cumulative runs: the bench's step is the first six parts; the app's the parse, apply and its view's parts.
  const lines: { name: string; part: Part }[] = [];
  for (let i = 0; i < all.length; i++) {
    const [name, part] = all[i]!;
    if (name.startsWith('(')) lines.push({ name, part });
    else {
      const upTo = all.slice(0, i + 1).filter(([n]) => !n.startsWith('(')).map(([, p]) => p);
      lines.push({ name, part: (x) => { for (const p of upTo) p(x); } });
    }
  }
  for (const l of lines) cpuPerState(states, l.part, 150);
  const cpu = lines.map(() => [] as number[]);
  for (let round = 0; round < 3; round++) lines.forEach((l, i) => cpu[i]!.push(cpuPerState(states, l.part, 250)));
  console.log(`\n${id}: ${states.length} states of the bench's step (mean actions in the record ${(states.reduce((n, x) => n + x.record.actions.length, 0) / states.length).toFixed(0)})`);
  console.log(`${'part (cumulative unless in brackets)'.padEnd(52)} ${'CPU µs'.padStart(9)} ${'+µs'.padStart(7)} ${'KB'.padStart(7)} ${'+KB'.padStart(7)}`);
  let prevCpu = 0;
  let prevKb = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const us = median(cpu[i]!);
    const kb = (await bytesPerState(session, states, l.part)) / 1024;
    const alone = l.name.startsWith('(');
    console.log(`${l.name.padEnd(52)} ${us.toFixed(1).padStart(9)} ${alone ? '' : (us - prevCpu).toFixed(1).padStart(7)} ${kb.toFixed(1).padStart(7)} ${alone ? '' : (kb - prevKb).toFixed(1).padStart(7)}`);
    if (!alone) {
      prevCpu = us;
      prevKb = kb;
    }
  }
}

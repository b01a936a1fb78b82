import { writeFileSync } from 'node:fs';
import { checkFlags, intFlag, parseArgs, stringFlag } from '../args';
import { CliError } from '../cli-error';
import type { CliCommand } from '../command';
import type { GameEvent } from '../../../shared/engine/ruleset';
import type { Autoplayer } from '../../../shared/sim/outcome';
import { gameSeed } from '../../../shared/sim/seeds';
import { summarize, type ExpeditionSummary } from '../../../shared/sim/tally';
import type { Distribution, Rate } from '../../../shared/sim/stats';
import { rulesetFlag } from '../ruleset-flag';
import { mark } from '../../services/odds/timeline';
import { grouped } from '../grouped';
import { peakRssMb } from '../peak-memory';

export { gameSeed };

/**
 * The ruleset a --ruleset flag names, with its autoplayer (through the registry); exit code 2 for an unknown one, one
 * still being written, or one without an autoplayer.
 */
export async function autoplayerFlag(rulesetId: string): Promise<Autoplayer> {
  const ruleset = await rulesetFlag(rulesetId);
  if (!ruleset.autoplay) throw new CliError(`${ruleset.title} (“${rulesetId}”) has no autoplayer to simulate with.`);
  return ruleset.autoplay;
}

/** The setup a --party list and --advanced give: adventurers named after their class and place. */
export function simulationSetup(partyText: string | undefined, advanced: boolean, autoplay: Autoplayer): { classes: string[]; setup: Record<string, unknown> } {
  const classes = partyText === undefined ? [...autoplay.defaultParty(advanced)] : partyText.split(',').map((c) => c.trim().toLowerCase());
  try {
    return { classes, setup: autoplay.setupFor(classes, advanced) as Record<string, unknown> };
  } catch (error) {
    throw new CliError((error instanceof Error ? error.message : String(error)).replace('the party', '--party').replace('A party is', '--party names'));
  }
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const roundRate = (r: Rate): Rate => ({ count: r.count, of: r.of, share: round(r.share, 4), low: round(r.low, 4), high: round(r.high, 4) });
const roundDistribution = <D extends Distribution>(d: D): D => ({ ...d, mean: round(d.mean) });

export interface SimulationReport {
  readonly ruleset: string;
  readonly seed: string;
  /** Present for the Advanced game only (Basic reports are as they were). */
  readonly game?: 'advanced';
  readonly games: number;
  readonly party: readonly string[];
  readonly wins: number;
  readonly winRate: number;
  readonly leftTheMaze: number;
  readonly unfinished: number;
  readonly survivorsPerGame: number;
  readonly experiencePerSurvivor: number;
  readonly bezantsPerSurvivor: number;
  readonly chitsPlacedPerGame: number;
  readonly combatsPerGame: number;
  readonly deathsPerGame: number;
  readonly actionsPerGame: number;
  /** Shares of games (survival: of adventurers) with 95% Wilson intervals. */
  readonly rates: { readonly win: Rate; readonly escape: Rate; readonly death: Rate; readonly survival: Rate };
  readonly deaths: { readonly byCause: ExpeditionSummary['deathsByCause']; readonly byMonster: ExpeditionSummary['deathsByMonster'] };
  /** Expedition length in moves, and what each survivor brought out. */
  readonly distributions: { readonly moves: ExpeditionSummary['moves']; readonly experiencePerSurvivor: Distribution; readonly treasurePerSurvivor: Distribution };
  /** Set when Ctrl-C stopped the run: the report covers `done` of the games asked for. */
  readonly interrupted?: { readonly done: number; readonly asked: number };
}

export function simulationReport(base: { ruleset: string; seed: string; advanced: boolean; party: readonly string[]; asked: number }, s: ExpeditionSummary, interrupted: boolean): SimulationReport {
  const shares = (xs: ExpeditionSummary['deathsByCause']) => xs.map((x) => ({ ...x, share: round(x.share, 4) }));
  return {
    ruleset: base.ruleset,
    seed: base.seed,
    ...(base.advanced ? { game: 'advanced' as const } : {}),
    games: s.games,
    party: base.party,
    wins: s.win.count,
    winRate: round(s.win.share),
    leftTheMaze: s.escape.count,
    unfinished: s.unfinished,
    survivorsPerGame: round(s.perGame.survivors),
    experiencePerSurvivor: round(s.experiencePerSurvivor.mean),
    bezantsPerSurvivor: round(s.treasurePerSurvivor.mean),
    chitsPlacedPerGame: round(s.perGame.chitsPlaced),
    combatsPerGame: round(s.perGame.combats),
    deathsPerGame: round(s.perGame.deaths),
    actionsPerGame: round(s.perGame.actions),
    rates: { win: roundRate(s.win), escape: roundRate(s.escape), death: roundRate(s.death), survival: roundRate(s.survival) },
    deaths: { byCause: shares(s.deathsByCause), byMonster: shares(s.deathsByMonster) },
    distributions: { moves: roundDistribution(s.moves), experiencePerSurvivor: roundDistribution(s.experiencePerSurvivor), treasurePerSurvivor: roundDistribution(s.treasurePerSurvivor) },
    ...(interrupted ? { interrupted: { done: s.games, asked: base.asked } } : {}),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export const rateText = (r: Rate) => `${pct(r.share).padStart(6)}  (95% ${pct(r.low)}–${pct(r.high)}; ${grouped(r.count)} of ${grouped(r.of)})`;
export const distributionText = (d: Distribution) => `median ${d.median}, middle half ${d.p25}–${d.p75}, 10–90% ${d.p10}–${d.p90}, max ${d.max} (mean ${round(d.mean)})`;

export const simulateCommand: CliCommand = {
  name: 'simulate',
  usage: 'simulate --ruleset deathmaze --games N --seed S [--party "hero,wizard,thief,thief"] [--advanced] [--jobs N] [--json] [--csv FILE] [--rolls FILE] [--timing]',
  summary: 'play N expeditions with the built-in autoplayer on all cores and report the odds',
  async run(argv, io) {
    const args = parseArgs(argv, ['ruleset', 'games', 'seed', 'party', 'rolls', 'jobs', 'csv']);
    checkFlags(args, ['ruleset', 'games', 'seed', 'party', 'json', 'rolls', 'timing', 'advanced', 'jobs', 'csv']);
    if (args.positionals.length) throw new CliError(`Unexpected argument “${args.positionals[0]}”.`);
    mark('simulate started');
    const rulesetId = stringFlag(args, 'ruleset') ?? 'deathmaze';
    const autoplay = await autoplayerFlag(rulesetId);
    const games = intFlag(args, 'games', 100, { min: 1, max: 10_000_000 });
    // Loaded only when a run is asked for: the progress bar and the pool stay out of every other command's start-up.
    const { jobsFlag, runForCli } = await import('../odds-run');
    const jobs = jobsFlag(args);
    const seed = stringFlag(args, 'seed') ?? '1';
    if (seed.trim() === '') throw new CliError('--seed needs a value.');
    const advanced = args.flags.has('advanced');
    const { classes, setup } = simulationSetup(stringFlag(args, 'party'), advanced, autoplay);
    const rollsFile = stringFlag(args, 'rolls');
    const csv = stringFlag(args, 'csv');
    const json = args.flags.has('json');

    const started = performance.now();
    const run = await runForCli({ kind: 'expeditions', rulesetId, seed, games, setup }, { jobs, json, unit: 'expeditions', ...(csv !== undefined ? { csv } : {}) }, io);
    const ms = performance.now() - started;
    if (rollsFile) writeFileSync(rollsFile, rollsOf(autoplay, setup, seed, run.cancelled ? run.done : games));
    const report = simulationReport({ ruleset: rulesetId, seed, advanced, party: classes, asked: games }, summarize(run.tally), run.cancelled);
    const timing = args.flags.has('timing') ? { ms: round(ms), gamesPerSecond: round((run.done / ms) * 1000), jobs, peakRssMb: round(peakRssMb(), 1) } : undefined;
    if (run.cancelled) io.err(`Interrupted: ${grouped(run.done)} of ${grouped(games)} expeditions were played; the report covers those.`);
    if (json) io.out(JSON.stringify(timing ? { ...report, timing } : report, null, 2));
    else printReport(report, io.out, timing, autoplay.words);
    mark('report written');
    return run.cancelled ? 130 : undefined;
  },
};

/** `--rolls FILE`: every roll of the first `games` games as a JSON line, replayed in this process (a debugging aid). */
function rollsOf(autoplay: Autoplayer, setup: unknown, seed: string, games: number): string {
  const lines: string[] = [];
  if (!autoplay.logExpedition) throw new CliError('This ruleset cannot write its rolls yet: leave out --rolls.');
  for (let i = 0; i < games; i++) {
    const s = gameSeed(seed, i);
    autoplay.logExpedition(setup, s, (e: GameEvent, step: number) => {
      if (e.roll) lines.push(JSON.stringify({ game: i, seed: s, step, section: e.section, tableId: e.tableId, cell: e.cell, text: e.text, roll: e.roll }));
    });
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function printReport(report: SimulationReport, out: (text: string) => void, timing: { ms: number; gamesPerSecond: number; jobs: number; peakRssMb: number } | undefined, words: Autoplayer['words']): void {
  const { rates, distributions: d } = report;
  out(`${report.games} ${report.ruleset}${report.game ? ' Advanced' : ''} expeditions, seed ${report.seed}, party ${words ? words.party(report.party) : report.party.join(', ')}`);
  out(`  win rate                 ${rateText(rates.win)}`);
  out(`  out alive (escape)       ${rateText(rates.escape)}`);
  out(`  whole party died         ${rateText(rates.death)}${report.unfinished ? `; ${report.unfinished} unfinished` : ''}`);
  out(`  adventurers surviving    ${rateText(rates.survival)}`);
  out(`  survivors per game       ${report.survivorsPerGame}`);
  out(`  experience per survivor  ${distributionText(d.experiencePerSurvivor)}`);
  out(`  ${(words ? `${words.money} per survivor` : 'bezants per survivor').padEnd(25)}${distributionText(d.treasurePerSurvivor)}`);
  out(`  expedition length, moves ${distributionText(d.moves)}`);
  out(`  ${`${words?.placed ?? 'chits'} placed per game`.padEnd(25)}${report.chitsPlacedPerGame}`);
  out(`  combats per game         ${report.combatsPerGame}`);
  out(`  deaths per game          ${report.deathsPerGame}`);
  out(`  deaths by cause          ${report.deaths.byCause.map((c) => `${c.name} ${pct(c.share)}`).join(', ') || 'none'}`);
  out(`  killed by                ${report.deaths.byMonster.slice(0, 8).map((c) => `${c.name} ${c.count}`).join(', ') || 'no monster'}`);
  out(`  actions per game         ${report.actionsPerGame}`);
  if (timing) out(`  time                     ${timing.ms} ms (${timing.gamesPerSecond} games/s, --jobs ${timing.jobs}); peak memory ${timing.peakRssMb} MB`);
}

import { writeFileSync } from 'node:fs';
import { checkFlags, intFlag, parseArgs, stringFlag } from '../args';
import { CliError } from '../cli-error';
import type { CliCommand } from '../command';
import { Rng } from '../../../shared/core/rng';
import { seedFromInts } from '../../../shared/core/seed';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { findRuleset, rulesetList } from '../../../shared/rulesets/registry';
import { chooseAction } from '../../../shared/rulesets/deathmaze/autoplay';
import { living, playExpedition, sharePerSurvivor } from '../../../shared/rulesets/deathmaze/game';

/** Rulesets with a built-in autoplayer, and the classes a --party list may name. */
const SIMULATORS = {
  deathmaze: { classes: ['hero', 'thief'], advancedClasses: ['hero', 'thief', 'wizard'], defaultParty: 'hero,hero,thief,thief', defaultAdvancedParty: 'hero,wizard,thief,thief' },
} as const;

/**
 * The setup a --party list and --advanced give: adventurers named after their class and place. Basic games keep the
 * setup they always had (no variant), so their seeds play exactly as before.
 */
export function simulationSetup(partyText: string | undefined, advanced: boolean): { classes: string[]; setup: Record<string, unknown> } {
  const sim = SIMULATORS.deathmaze;
  const allowed: readonly string[] = advanced ? sim.advancedClasses : sim.classes;
  const classes = (partyText ?? (advanced ? sim.defaultAdvancedParty : sim.defaultParty)).split(',').map((c) => c.trim().toLowerCase());
  for (const c of classes) {
    if (!allowed.includes(c)) {
      throw new CliError(c === 'wizard' ? 'Wizards exist only in the Advanced game: add --advanced [11.11].' : `Unknown class “${c}” in --party; the classes are ${allowed.join(', ')}.`);
    }
  }
  if (classes.length < 1 || classes.length > 6) throw new CliError('--party names one to six adventurers [3.0].');
  const party = classes.map((c, i) => ({ name: `${c.charAt(0).toUpperCase()}${c.slice(1)} ${i + 1}`, class: c }));
  return { classes, setup: advanced ? { variant: 'advanced', party } : { party } };
}

/** Game i's seed: drawn from a generator seeded by the run's seed text and i, so any game can be replayed alone. */
export function gameSeed(runSeed: string, index: number): string {
  let h = 0x811c9dc5;
  for (const ch of `${runSeed}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  const rng = Rng.fromSeedNumber(h);
  return seedFromInts((max) => rng.int(0, max - 1));
}

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
}

const round = (n: number) => Math.round(n * 100) / 100;

export const simulateCommand: CliCommand = {
  name: 'simulate',
  usage: 'simulate --ruleset deathmaze --games N --seed S [--party "hero,wizard,thief,thief"] [--advanced] [--json] [--rolls FILE] [--timing]',
  summary: 'play N expeditions with the built-in autoplayer and report the results',
  async run(argv, io) {
    const args = parseArgs(argv, ['ruleset', 'games', 'seed', 'party', 'rolls']);
    checkFlags(args, ['ruleset', 'games', 'seed', 'party', 'json', 'rolls', 'timing', 'advanced']);
    if (args.positionals.length) throw new CliError(`Unexpected argument “${args.positionals[0]}”.`);
    const rulesetId = stringFlag(args, 'ruleset') ?? 'deathmaze';
    if (!findRuleset(rulesetId)) throw new CliError(`Unknown ruleset “${rulesetId}”. Known: ${rulesetList().map((r) => r.id).join(', ')}.`);
    if (!(rulesetId in SIMULATORS)) throw new CliError(`The ruleset “${rulesetId}” has no autoplayer to simulate with.`);
    const games = intFlag(args, 'games', 100, { min: 1, max: 1_000_000 });
    const seed = stringFlag(args, 'seed') ?? '1';
    if (seed.trim() === '') throw new CliError('--seed needs a value.');
    const advanced = args.flags.has('advanced');
    const { classes, setup } = simulationSetup(stringFlag(args, 'party'), advanced);
    const rollsFile = stringFlag(args, 'rolls');
    const rollLines: string[] = [];

    const started = performance.now();
    let wins = 0, left = 0, unfinished = 0, survivors = 0, experience = 0, bezants = 0, chits = 0, combats = 0, deaths = 0, actions = 0;
    for (let i = 0; i < games; i++) {
      const s = gameSeed(seed, i);
      const onEvent = rollsFile
        ? (e: GameEvent, step: number) => {
            if (e.roll) rollLines.push(JSON.stringify({ game: i, seed: s, step, section: e.section, tableId: e.tableId, cell: e.cell, text: e.text, roll: e.roll }));
          }
        : undefined;
      const run = playExpedition(setup, s, (state) => chooseAction(state), onEvent);
      const st = run.state;
      if (!run.finished) unfinished++;
      if (st.results?.some((r) => r.won)) wins++;
      if (st.phase.kind === 'ended' && st.phase.reason === 'left') {
        left++;
        const alive = living(st);
        survivors += alive.length;
        for (const a of alive) {
          experience += a.experience;
          bezants += a.bezants;
        }
      } else if (st.phase.kind !== 'ended') {
        // Unfinished games count their living as still inside, not as survivors.
        void sharePerSurvivor;
      }
      chits += st.stats.chitsPlaced;
      combats += st.stats.combats;
      deaths += st.stats.deaths;
      actions += run.actions;
    }
    const ms = performance.now() - started;
    if (rollsFile) writeFileSync(rollsFile, rollLines.length ? `${rollLines.join('\n')}\n` : '');
    const report: SimulationReport = {
      ruleset: rulesetId,
      seed,
      ...(advanced ? { game: 'advanced' as const } : {}),
      games,
      party: classes,
      wins,
      winRate: round(wins / games),
      leftTheMaze: left,
      unfinished,
      survivorsPerGame: round(survivors / games),
      experiencePerSurvivor: round(survivors ? experience / survivors : 0),
      bezantsPerSurvivor: round(survivors ? bezants / survivors : 0),
      chitsPlacedPerGame: round(chits / games),
      combatsPerGame: round(combats / games),
      deathsPerGame: round(deaths / games),
      actionsPerGame: round(actions / games),
    };
    const timing = args.flags.has('timing') ? { ms: round(ms), gamesPerSecond: round((games / ms) * 1000) } : undefined;
    if (args.flags.has('json')) {
      io.out(JSON.stringify(timing ? { ...report, timing } : report, null, 2));
      return;
    }
    io.out(`${games} ${rulesetId}${advanced ? ' Advanced' : ''} expeditions, seed ${seed}, party ${classes.join(', ')}`);
    io.out(`  win rate                 ${(report.winRate * 100).toFixed(1)}% (${wins} won, ${left} left the maze, ${games - left - unfinished} died inside${unfinished ? `, ${unfinished} unfinished` : ''})`);
    io.out(`  survivors per game       ${report.survivorsPerGame}`);
    io.out(`  experience per survivor  ${report.experiencePerSurvivor}`);
    io.out(`  bezants per survivor     ${report.bezantsPerSurvivor}`);
    io.out(`  chits placed per game    ${report.chitsPlacedPerGame}`);
    io.out(`  combats per game         ${report.combatsPerGame}`);
    io.out(`  deaths per game          ${report.deathsPerGame}`);
    io.out(`  actions per game         ${report.actionsPerGame}`);
    if (timing) io.out(`  time                     ${timing.ms} ms (${timing.gamesPerSecond} games/s)`);
  },
};

import { checkFlags, intFlag, parseArgs, stringFlag } from '../args';
import { CliError } from '../cli-error';
import type { CliCommand } from '../command';
import type { CampaignLog } from '../../../shared/sim/outcome';
import { autoplayerFlag, gameSeed, rateText, simulationSetup } from './simulate';
import { summarizeCampaigns } from '../../../shared/sim/tally';
import { grouped } from '../grouped';

/** `campaign --json` for one campaign: which ruleset and seed, then the autoplayer's log of it. */
export type CampaignReport = { readonly ruleset: string; readonly seed: string } & CampaignLog;

export const campaignCommand: CliCommand = {
  name: 'campaign',
  usage: 'campaign --ruleset deathmaze --expeditions N --seed S [--party "hero,wizard,thief,thief"] [--advanced] [--runs N] [--jobs N] [--json] [--csv FILE]',
  summary: 'run one roster through N expeditions with the autoplayer, advancing between them [13.0]',
  async run(argv, io) {
    const args = parseArgs(argv, ['ruleset', 'expeditions', 'seed', 'party', 'runs', 'jobs', 'csv']);
    checkFlags(args, ['ruleset', 'expeditions', 'seed', 'party', 'advanced', 'json', 'runs', 'jobs', 'csv']);
    if (args.positionals.length) throw new CliError(`Unexpected argument “${args.positionals[0]}”.`);
    const rulesetId = stringFlag(args, 'ruleset') ?? 'deathmaze';
    const autoplay = await autoplayerFlag(rulesetId);
    const expeditions = intFlag(args, 'expeditions', 3, { min: 1, max: 1000 });
    const runs = intFlag(args, 'runs', 1, { min: 1, max: 1_000_000 });
    // Loaded only when a run is asked for: the progress bar and the pool stay out of every other command's start-up.
    const { jobsFlag, runForCli } = await import('../odds-run');
    const jobs = jobsFlag(args);
    const csv = stringFlag(args, 'csv');
    const seed = stringFlag(args, 'seed') ?? '1';
    if (seed.trim() === '') throw new CliError('--seed needs a value.');
    const advanced = args.flags.has('advanced');
    const { setup, classes } = simulationSetup(stringFlag(args, 'party'), advanced, autoplay);
    const campaignSetup = autoplay.campaignSetup ? autoplay.campaignSetup(setup, advanced, `Campaign ${seed}`) : setup;
    if (runs > 1 || csv !== undefined) {
      // Many campaigns (campaign i from gameSeed(seed, i), as the single one below is campaign 0): the odds per expedition.
      const json = args.flags.has('json');
      const run = await runForCli({ kind: 'campaigns', rulesetId, seed, games: runs, setup: campaignSetup, expeditions }, { jobs, json, unit: 'campaigns', ...(csv !== undefined ? { csv } : {}) }, io);
      const summary = summarizeCampaigns(run.campaigns ?? { campaigns: 0, legs: [] });
      if (run.cancelled) io.err(`Interrupted: ${grouped(run.done)} of ${grouped(runs)} campaigns were played; the report covers those.`);
      const report = { ruleset: rulesetId, seed, game: advanced ? 'advanced' : 'basic', party: classes, expeditionsEach: expeditions, ...summary, ...(run.cancelled ? { interrupted: { done: run.done, asked: runs } } : {}) };
      if (json) io.out(JSON.stringify(report, null, 2));
      else {
        // A ruleset with one game (no Advanced classes) has no Basic game to name.
        const kind = autoplay.classes.advanced ? `${advanced ? 'Advanced' : 'Basic'} ` : '';
        io.out(`${summary.campaigns} ${kind}${rulesetId} campaigns of up to ${expeditions} expeditions, seed ${seed}, party ${autoplay.words ? autoplay.words.party(classes) : classes.join(', ')}`);
        for (const e of summary.expeditions) {
          io.out(`Expedition ${e.expedition}: ${e.setOut} set out; won ${rateText(e.win)}`);
          io.out(`  adventurers back alive ${rateText(e.survival)}; ability points bought per campaign ${e.pointsBoughtPerCampaign.toFixed(2)}`);
          io.out(`  living roster afterwards: ${e.roster.livingPerCampaign.toFixed(2)} per campaign, each ${e.roster.woundPoints.toFixed(1)} Wound Points, ${e.roster.experience.toFixed(0)} Experience, ${e.roster.treasure.toFixed(0)} ${autoplay.words?.money ?? 'Bezants'}`);
        }
      }
      return run.cancelled ? 130 : undefined;
    }
    if (!autoplay.campaignLog) throw new CliError(`The ruleset “${rulesetId}” reports campaigns as odds only: add --runs N (N at least 2).`);
    const report: CampaignReport = { ruleset: rulesetId, seed, ...autoplay.campaignLog(campaignSetup, gameSeed(seed, 0), expeditions) };
    if (args.flags.has('json')) {
      io.out(JSON.stringify(report, null, 2));
      return;
    }
    io.out(`A ${report.game === 'advanced' ? 'Advanced' : 'Basic'} ${rulesetId} campaign of ${expeditions} expedition${expeditions === 1 ? '' : 's'}, seed ${seed}`);
    for (const e of report.expeditions) {
      io.out(`Expedition ${e.expedition}: ${e.party.join(', ')} — ${e.won ? 'won' : e.left ? 'left the maze, not won' : 'the party died'}`);
      if (e.pointsBought.length) io.out(`  before setting out, bought: ${e.pointsBought.join('; ')}`);
      io.out(`  survivors ${e.survivors.length ? e.survivors.join(', ') : 'none'}; experience ${e.experience}; bezants shared ${e.bezants}`);
      for (const d of e.deaths) io.out(`  died: ${d.name}, ${d.cause}, ${d.where}`);
    }
    io.out('Roster:');
    for (const a of report.roster) {
      io.out(`  ${a.name} (${a.class}, ${a.status}): ${a.woundPoints} Wound Points, ${a.experience} Experience, ${a.bezants} Bezants saved, ${a.expeditions} expedition${a.expeditions === 1 ? '' : 's'}${a.advancement.length ? `; bought ${a.advancement.join(', ')}` : ''}`);
    }
  },
};

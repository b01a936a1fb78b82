import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runCli } from '../../../electron/cli/run-cli';
import type { CliIo } from '../../../electron/cli/command';
import { runOdds } from '../../../electron/services/odds/pool';
import type { OddsJob, OddsRow } from '../../../electron/services/odds/job';
import { summarize, summarizeCampaigns } from '../../../shared/sim/tally';
import { deathmazeAutoplay } from '../../../shared/rulesets/deathmaze/odds';

async function cli(argv: string[], extra: Partial<CliIo> = {}): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env: {}, ...extra });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-odds-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const rate = z.object({ count: z.number().int().min(0), of: z.number().int().min(0), share: z.number().min(0).max(1), low: z.number().min(0).max(1), high: z.number().min(0).max(1) }).strict();
const distributionSchema = z.object({ count: z.number(), mean: z.number(), min: z.number(), p10: z.number(), p25: z.number(), median: z.number(), p75: z.number(), p90: z.number(), max: z.number() }).strict();
const share = z.object({ name: z.string().min(1), count: z.number().int().min(1), share: z.number().min(0).max(1) }).strict();
const reportSchema = z
  .object({
    ruleset: z.literal('deathmaze'),
    seed: z.string(),
    games: z.number().int(),
    party: z.array(z.string()),
    wins: z.number().int(),
    winRate: z.number(),
    leftTheMaze: z.number().int(),
    unfinished: z.number().int(),
    survivorsPerGame: z.number(),
    experiencePerSurvivor: z.number(),
    bezantsPerSurvivor: z.number(),
    chitsPlacedPerGame: z.number(),
    combatsPerGame: z.number(),
    deathsPerGame: z.number(),
    actionsPerGame: z.number(),
    rates: z.object({ win: rate, escape: rate, death: rate, survival: rate }).strict(),
    deaths: z.object({ byCause: z.array(share), byMonster: z.array(share) }).strict(),
    distributions: z
      .object({
        moves: distributionSchema.extend({ histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() }).strict()) }),
        experiencePerSurvivor: distributionSchema,
        treasurePerSurvivor: distributionSchema,
      })
      .strict(),
  })
  .strict();

const CSV_HEADER = 'game,seed,result,adventurers,survivors,deaths,moves,actions,combats,chits_placed,experience_per_survivor,treasure_per_survivor,death_causes,killed_by';

// Each worker thread loads the engine afresh (under tsx it compiles it too): on a busy machine that alone can take
// minutes, so these tests keep the suite's ten-minute limit (vitest.config.ts), which catches a hang, never slowness.
describe('simulate on worker threads', () => {
  it('gives the same report and the same CSV for --jobs 1 (this thread) and --jobs 3 (worker threads), in the documented shapes', async () => {
    const runs = [];
    for (const jobs of ['1', '3']) {
      const csv = path.join(dir, `jobs-${jobs}.csv`);
      const r = await cli(['simulate', '--games', '250', '--seed', 'JOBS', '--jobs', jobs, '--json', '--csv', csv]);
      expect(r.code).toBe(0);
      // --json to a pipe: nothing on stderr.
      expect(r.err).toBe('');
      runs.push({ out: r.out, csv: await readFile(csv, 'utf8') });
    }
    expect(runs[1]!.out).toBe(runs[0]!.out);
    expect(runs[1]!.csv).toBe(runs[0]!.csv);

    const report = reportSchema.parse(JSON.parse(runs[0]!.out));
    expect(report.games).toBe(250);
    expect(report.rates.escape.count + report.rates.death.count + report.unfinished).toBe(250);
    expect(report.rates.win.low).toBeLessThanOrEqual(report.rates.win.share);
    expect(report.rates.win.high).toBeGreaterThanOrEqual(report.rates.win.share);

    const [header, ...rows] = runs[0]!.csv.trimEnd().split('\n');
    expect(header).toBe(CSV_HEADER);
    expect(rows).toHaveLength(250);
    rows.forEach((line, i) => {
      const cells = line.split(',');
      expect(cells).toHaveLength(14);
      expect(cells[0]).toBe(String(i));
      expect(cells[1]).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(['won', 'escaped', 'died', 'unfinished']).toContain(cells[2]);
      for (const n of cells.slice(3, 10)) expect(n).toMatch(/^\d+$/);
      expect(Number(cells[4]) + Number(cells[5])).toBe(Number(cells[3]));
      expect(cells[12]!.split(';').filter(Boolean)).toHaveLength(Number(cells[5]));
    });
    expect(rows.filter((r) => r.split(',')[2] === 'won')).toHaveLength(report.wins);
    // Every death in the rows is in the report's table of causes, and every killer in its table of monsters.
    const deaths = rows.reduce((n, r) => n + Number(r.split(',')[5]), 0);
    expect(report.deaths.byCause.reduce((n, c) => n + c.count, 0)).toBe(deaths);
    const killed = rows.flatMap((r) => r.split(',')[13]!.split(';').filter(Boolean));
    for (const m of report.deaths.byMonster) expect(killed.filter((k) => k === m.name)).toHaveLength(m.count);
  });

  it('prints progress lines when stderr is not a terminal, and stops on Ctrl-C with what was done', async () => {
    let interrupt: (() => void) | undefined;
    const err: string[] = [];
    const out: string[] = [];
    const code = await runCli(['simulate', '--games', '3000', '--seed', 'STOP', '--jobs', '1'], {
      out: (t) => out.push(t),
      err: (t) => {
        err.push(t);
        // The first progress line: press Ctrl-C.
        if (/expeditions played$/.test(t)) interrupt?.();
      },
      env: {},
      onInterrupt: (handler) => {
        interrupt = handler;
        return () => (interrupt = undefined);
      },
    });
    expect(code).toBe(130);
    expect(err[0]).toMatch(/^[\d,]+ of 3,000 expeditions played$/);
    const stopped = err.find((l) => l.startsWith('Interrupted:'));
    const done = Number(/Interrupted: ([\d,]+) of 3,000/.exec(stopped ?? '')?.[1]?.replace(/,/g, ''));
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(3000);
    expect(out[0]).toBe(`${done} deathmaze expeditions, seed STOP, party hero, hero, thief, thief`);
  });

  it('runs many campaigns the same way on any number of workers, with the odds per expedition', async () => {
    const args = ['campaign', '--expeditions', '3', '--runs', '8', '--seed', 'CAMP', '--json'];
    // (Eight campaigns are one worker's worth: both runs play on this thread; the pool test below splits them.)
    const one = await cli([...args, '--jobs', '1']);
    const two = await cli([...args, '--jobs', '2']);
    expect(one.code).toBe(0);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(one.out);
    expect(report.campaigns).toBe(8);
    expect(report.expeditions[0]).toMatchObject({ expedition: 1, setOut: 8, survival: { of: 32 } });
    for (const e of report.expeditions) {
      expect(e.setOut).toBeLessThanOrEqual(8);
      rate.parse(e.win);
      rate.parse(e.survival);
    }
    const csv = path.join(dir, 'campaigns.csv');
    expect((await cli([...args, '--csv', csv])).code).toBe(0);
    const lines = (await readFile(csv, 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe('campaign,seed,expedition,result,adventurers,survivors,deaths,moves,points_bought,roster_living,roster_wound_points,roster_experience,roster_treasure,death_causes,killed_by');
    expect(lines.length - 1).toBe(report.expeditions.reduce((n: number, e: { setOut: number }) => n + e.setOut, 0));
  });

  it('refuses bad numbers with exit code 2 and a clear message', async () => {
    expect(await cli(['simulate', '--jobs', '0'])).toMatchObject({ code: 2, err: expect.stringMatching(/--jobs must be from 1 to 256, not 0/) });
    expect(await cli(['simulate', '--jobs', 'many'])).toMatchObject({ code: 2, err: expect.stringMatching(/--jobs must be a whole number/) });
    expect(await cli(['simulate', '--games', '-5'])).toMatchObject({ code: 2, err: expect.stringMatching(/--games needs a value|whole number/) });
    expect(await cli(['simulate', '--games', '2.5'])).toMatchObject({ code: 2, err: expect.stringMatching(/whole number/) });
    expect(await cli(['campaign', '--runs', '0'])).toMatchObject({ code: 2, err: expect.stringMatching(/--runs must be from 1/) });
    expect(await cli(['simulate', '--games', '2', '--csv', path.join(dir, 'no-such-dir', 'x.csv')])).toMatchObject({ code: 1, err: expect.stringMatching(/Cannot write/) });
  });
});

describe('the worker pool', () => {
  const play = async (job: OddsJob, jobs: number) => {
    const rows: OddsRow[] = [];
    const result = await runOdds({ job, jobs, minGamesPerWorker: 1, onRows: (r) => rows.push(...r) });
    return { result, rows };
  };

  it('plays every game once, in any number of workers, to the same rows and tallies', async () => {
    const job: OddsJob = { kind: 'expeditions', rulesetId: 'deathmaze', seed: 'POOL', games: 40, setup: deathmazeAutoplay.setupFor(['hero', 'thief', 'hero'], false) };
    const one = await play(job, 1);
    const three = await play(job, 3);
    expect(one.result).toMatchObject({ done: 40, cancelled: false });
    expect(three.rows).toEqual(one.rows);
    expect(three.rows.map((r) => r.game)).toEqual([...Array(40).keys()]);
    expect(summarize(three.result.tally)).toEqual(summarize(one.result.tally));
    const campaign: OddsJob = { kind: 'campaigns', rulesetId: 'deathmaze', seed: 'POOL', games: 4, expeditions: 2, setup: { ...(deathmazeAutoplay.setupFor(['hero', 'wizard', 'thief'], true) as object), campaign: 'Pool' } };
    const c1 = await play(campaign, 1);
    const c2 = await play(campaign, 2);
    expect(summarizeCampaigns(c2.result.campaigns!)).toEqual(summarizeCampaigns(c1.result.campaigns!));
    expect(c2.rows).toEqual(c1.rows);
  });

  it('stops when cancelled and returns the games finished', async () => {
    const controller = new AbortController();
    const job: OddsJob = { kind: 'expeditions', rulesetId: 'deathmaze', seed: 'STOP', games: 5000, setup: deathmazeAutoplay.setupFor(['hero', 'thief'], false) };
    const result = await runOdds({ job, jobs: 1, signal: controller.signal, onProgress: () => controller.abort() });
    expect(result.cancelled).toBe(true);
    expect(result.done).toBeGreaterThan(0);
    expect(result.done).toBeLessThan(5000);
    expect(result.tally.games).toBe(result.done);
  });
});

import { randomInt } from 'node:crypto';
import { seedFromInts } from '../../../shared/core/seed';
import type { OddsStarted } from '../../../shared/ipc/contract';
import { findRuleset } from '../../../shared/rulesets/registry';
import { summarize, summarizeCampaigns } from '../../../shared/sim/tally';
import { ApiError } from '../api-error';
import type { EventHub } from '../event-hub';
import type { SlotStore } from '../slot-store';
import type { OddsJob } from './job';
import { defaultJobs, runOdds, type WorkerScript } from './pool';

/** Two at a time: the Compare view runs both parties at once. */
const MAX_RUNS = 2;
/** Progress events at most this often per run: enough for a smooth bar, few enough not to flood the window. */
const PROGRESS_EVERY_MS = 100;

/** `expeditions` on a slot: play its campaign on for that many expeditions, `games` campaigns in all. */
export type OddsSource = { kind: 'setup'; rulesetId: string; setup: unknown } | { kind: 'slot'; id: string; expeditions?: number | undefined };

/**
 * The Odds runs of the app, each on worker threads owned by the main process: starting one answers at once, the
 * games are played off the main thread (other calls go on), progress and the end are events on the EventHub, and a
 * run can be cancelled.
 */
/** Autoplayer.words: a ruleset that names no money is Deathmaze's, whose money is the Bezant. */
const DEFAULT_MONEY = 'Bezants';

export class OddsService {
  readonly #runs = new Map<string, AbortController>();
  #next = 1;

  constructor(
    private readonly store: Pick<SlotStore, 'readTail'>,
    private readonly events: EventHub,
    private readonly options: { jobs?: number; workerScript?: WorkerScript } = {},
  ) {}

  async start(request: { source: OddsSource; games: number; seed?: string | undefined }): Promise<OddsStarted> {
    if (this.#runs.size >= MAX_RUNS) throw new ApiError('rejected', `${MAX_RUNS} Odds runs are already going: cancel one first.`);
    const seed = request.seed?.trim() || seedFromInts((max) => randomInt(max));
    const job = await this.#job(request.source, seed, request.games);
    const runId = `odds-${this.#next++}`;
    const controller = new AbortController();
    this.#runs.set(runId, controller);
    let last = 0;
    void runOdds({
      job,
      jobs: this.options.jobs ?? defaultJobs(),
      signal: controller.signal,
      ...(this.options.workerScript ? { workerScript: this.options.workerScript } : {}),
      onProgress: ({ done, total }) => {
        const now = Date.now();
        if (done < total && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        this.events.emit('odds:progress', { runId, done, total });
      },
    })
      .then((result) =>
        this.events.emit('odds:finished', {
          runId,
          outcome: result.cancelled ? 'cancelled' : 'done',
          summary: summarize(result.tally),
          ...(result.campaigns ? { campaigns: summarizeCampaigns(result.campaigns) } : {}),
        }),
      )
      .catch((error: unknown) => {
        console.error('[mazewright] odds run failed', error);
        this.events.emit('odds:finished', { runId, outcome: 'failed', message: 'The simulation stopped with an error inside Mazewright.' });
      })
      .finally(() => this.#runs.delete(runId));
    return { runId, games: request.games, seed, money: findRuleset(job.rulesetId)?.autoplay?.words?.money ?? DEFAULT_MONEY };
  }

  cancel(runId: string): boolean {
    const run = this.#runs.get(runId);
    run?.abort();
    return run !== undefined;
  }

  /** Cancels every run (the app is closing). */
  cancelAll(): void {
    for (const run of this.#runs.values()) run.abort();
  }

  async #job(source: OddsSource, seed: string, games: number): Promise<OddsJob> {
    if (source.kind === 'setup') {
      const ruleset = findRuleset(source.rulesetId);
      if (!ruleset) throw new ApiError('not-found', `There is no ruleset “${source.rulesetId}”.`);
      if (!ruleset.autoplay) throw new ApiError('rejected', `${ruleset.title} has no autoplayer to simulate with.`);
      const setup = ruleset.setupSchema.safeParse(source.setup);
      if (!setup.success) throw new ApiError('invalid-payload', `The party cannot be simulated: ${setup.error.issues.map((i) => i.message).join('; ')}`);
      return { kind: 'expeditions', rulesetId: ruleset.id, seed, games, setup: setup.data };
    }
    const { file } = await this.store.readTail(source.id, 0);
    const ruleset = findRuleset(file.game.rulesetId);
    if (!ruleset?.autoplay) throw new ApiError('rejected', `${ruleset?.title ?? file.game.rulesetId} has no autoplayer to simulate with.`);
    if (source.expeditions !== undefined) {
      const { campaignFrom, cannotCampaignFrom } = ruleset.autoplay;
      if (!campaignFrom || !cannotCampaignFrom) throw new ApiError('rejected', `${ruleset.title} has no campaigns to play on: only the next expedition can be simulated.`);
      const notCampaign = cannotCampaignFrom(file.game.state);
      if (notCampaign) throw new ApiError('rejected', notCampaign);
      return { kind: 'campaigns-from', rulesetId: ruleset.id, seed, games, state: file.game.state, expeditions: source.expeditions };
    }
    const why = ruleset.autoplay.cannotSimulateFrom(file.game.state);
    if (why) throw new ApiError('rejected', why);
    return { kind: 'expeditions-from', rulesetId: ruleset.id, seed, games, state: file.game.state };
  }
}

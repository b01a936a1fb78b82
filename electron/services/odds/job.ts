import type { CampaignLegOutcome, ExpeditionOutcome } from '../../../shared/sim/outcome';
import type { CampaignTally, ExpeditionTally } from '../../../shared/sim/tally';

/**
 * What an odds run plays, as plain data a worker receives once: N expeditions from a new game's setup or from a saved
 * game's state, or N campaigns of E expeditions (from a new game's setup or played on from a saved campaign). Game i is always played from gameSeed(seed, i).
 */
export type OddsJob =
  | { readonly kind: 'expeditions'; readonly rulesetId: string; readonly seed: string; readonly games: number; readonly setup: unknown }
  | { readonly kind: 'expeditions-from'; readonly rulesetId: string; readonly seed: string; readonly games: number; readonly state: unknown }
  | { readonly kind: 'campaigns'; readonly rulesetId: string; readonly seed: string; readonly games: number; readonly setup: unknown; readonly expeditions: number }
  | { readonly kind: 'campaigns-from'; readonly rulesetId: string; readonly seed: string; readonly games: number; readonly state: unknown; readonly expeditions: number };

/** A job whose games are campaigns (several expeditions each), tallied per expedition as well. */
export type CampaignJob = Extract<OddsJob, { kind: 'campaigns' | 'campaigns-from' }>;
export const isCampaignJob = (job: OddsJob): job is CampaignJob => job.kind === 'campaigns' || job.kind === 'campaigns-from';

/** One row per game for `--csv`: the game's number and seed beside what it came to. */
export type OddsRow =
  | { readonly kind: 'expedition'; readonly game: number; readonly seed: string; readonly outcome: ExpeditionOutcome }
  | { readonly kind: 'campaign'; readonly game: number; readonly seed: string; readonly legs: readonly CampaignLegOutcome[] };

/** Main thread → worker: play games start … start + count − 1. */
export interface BatchRequest {
  readonly batch: number;
  readonly start: number;
  readonly count: number;
}

/** Worker → main thread: a batch's tallies (and rows, if asked for), or why it failed. */
export type BatchReply =
  | { readonly batch: number; readonly ok: true; readonly tally: ExpeditionTally; readonly campaigns?: CampaignTally; readonly rows?: readonly OddsRow[] }
  | { readonly batch: number; readonly ok: false; readonly message: string };

/** What a worker plays: the first message it gets (a worker may be started before the run is known: prestart.mjs). */
export interface WorkerInput {
  readonly job: OddsJob;
  readonly rows: boolean;
}

/** Main thread → worker: the job once, first, then the batches to play. */
export type WorkerRequest = { readonly input: WorkerInput } | BatchRequest;

/** The worker's workerData under tsx: the TypeScript worker module the bootstrap (worker-tsx.mjs) imports. */
export interface WorkerBootstrap {
  readonly entry: string;
}

import { loadRuleset } from '../../../shared/rulesets/registry-lazy';
import { gameSeed } from '../../../shared/sim/seeds';
import { addCampaign, addOutcome, emptyCampaignTally, emptyTally, type CampaignTally, type ExpeditionTally } from '../../../shared/sim/tally';
import type { Autoplayer, CampaignLegOutcome } from '../../../shared/sim/outcome';
import { isCampaignJob, type BatchRequest, type CampaignJob, type OddsJob, type OddsRow } from './job';

/**
 * The autoplayer of the job's ruleset, loading that ruleset alone (the lazy registry): a thread playing Deathmaze
 * never evaluates Citadel of Blood's modules, nor the other way round.
 */
export async function loadAutoplayer(rulesetId: string): Promise<Autoplayer> {
  const autoplay = (await loadRuleset(rulesetId))?.autoplay;
  if (!autoplay) throw new Error(`The ruleset “${rulesetId}” has no autoplayer to simulate with.`);
  return autoplay;
}

/**
 * Plays one batch of a job's games with the job's ruleset's autoplayer (loadAutoplayer) and tallies them. Used by
 * the worker threads and, for tests, on its own: the result depends only on the job and the game numbers, never on
 * which thread played them.
 */
export function playBatch(autoplay: Autoplayer, job: OddsJob, request: Pick<BatchRequest, 'start' | 'count'>, wantRows: boolean): { tally: ExpeditionTally; campaigns?: CampaignTally; rows?: OddsRow[] } {
  const tally = emptyTally();
  const campaigns = isCampaignJob(job) ? emptyCampaignTally() : undefined;
  const rows: OddsRow[] = [];
  for (let game = request.start; game < request.start + request.count; game++) {
    const seed = gameSeed(job.seed, game);
    if (isCampaignJob(job)) {
      const legs = campaignOf(autoplay, job, seed);
      addCampaign(campaigns!, legs);
      for (const leg of legs) addOutcome(tally, leg);
      if (wantRows) rows.push({ kind: 'campaign', game, seed, legs });
    } else {
      const outcome = job.kind === 'expeditions' ? autoplay.expedition(job.setup, seed) : autoplay.expeditionFrom(job.state, seed);
      addOutcome(tally, outcome);
      if (wantRows) rows.push({ kind: 'expedition', game, seed, outcome });
    }
  }
  return { tally, ...(campaigns ? { campaigns } : {}), ...(wantRows ? { rows } : {}) };
}

function campaignOf(autoplay: Autoplayer, job: CampaignJob, seed: string): readonly CampaignLegOutcome[] {
  if (job.kind === 'campaigns') return autoplay.campaign(job.setup, seed, job.expeditions);
  if (!autoplay.campaignFrom) throw new Error(`The ruleset “${job.rulesetId}” cannot play a saved campaign on.`);
  return autoplay.campaignFrom(job.state, seed, job.expeditions);
}

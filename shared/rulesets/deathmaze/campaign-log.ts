import type { CampaignLog } from '../../sim/outcome';
import { chooseAction } from './autoplay';
import { playCampaign, type CampaignRun } from './game';

/** A played campaign in words: who went on each expedition, who came back, what they bought at home [13.0]. */
export function campaignLogOf(run: CampaignRun): CampaignLog {
  const campaign = run.state.campaign;
  return {
    game: run.state.gameVariant,
    expeditions: run.legs.map((leg) => {
      const s = leg.ended;
      const record = campaign?.expeditions.find((e) => e.id === leg.expedition);
      return {
        expedition: leg.expedition,
        party: s.party.map((a) => a.name),
        won: record?.won ?? false,
        left: s.phase.kind === 'ended' && s.phase.reason === 'left',
        survivors: (record?.members ?? []).filter((m) => m.survived).map((m) => m.name),
        deaths: (record?.members ?? []).filter((m) => !m.survived).map((m) => ({ name: m.name, cause: m.cause ?? '', where: m.where ?? '' })),
        experience: (record?.members ?? []).reduce((n, m) => n + m.experienceGained, 0),
        bezants: record?.loot?.shared ?? 0,
        pointsBought: leg.pointsBought.map((p) => `${p.name}: ${p.option}`),
      };
    }),
    roster: (campaign?.roster ?? []).map((a) => ({
      name: a.name,
      class: a.class,
      status: a.status,
      woundPoints: a.woundPoints,
      experience: a.experience,
      bezants: a.bezants,
      advancement: a.advancement.map((p) => p.option),
      expeditions: a.expeditions.length,
    })),
    actions: run.actions.length,
  };
}

/** One campaign of `expeditions` expeditions played by the autoplayer, in words. */
export function deathmazeCampaignLog(setup: unknown, seed: string, expeditions: number): CampaignLog {
  return campaignLogOf(playCampaign(setup, seed, expeditions, (s) => chooseAction(s)));
}

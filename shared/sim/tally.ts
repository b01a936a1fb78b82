import type { CampaignLegOutcome, ExpeditionOutcome, ExpeditionResult } from './outcome';
import { addCount, distribution, histogram, mergeCounts, rate, type Bin, type Counts, type Distribution, type Rate } from './stats';

/**
 * Running totals of many expeditions: counts and tables of counts only, so a tally is the same size after a thousand
 * games as after a million, merges by addition (a worker's tally into the run's), and comes out the same whatever
 * order the games were added in, so any number of workers gives one answer.
 */
export interface ExpeditionTally {
  games: number;
  results: Record<ExpeditionResult, number>;
  adventurers: number;
  survivors: number;
  deaths: number;
  actions: number;
  combats: number;
  chitsPlaced: number;
  byCause: Counts;
  byMonster: Counts;
  moves: Counts;
  experience: Counts;
  treasure: Counts;
}

export function emptyTally(): ExpeditionTally {
  return {
    games: 0,
    results: { won: 0, escaped: 0, died: 0, unfinished: 0 },
    adventurers: 0,
    survivors: 0,
    deaths: 0,
    actions: 0,
    combats: 0,
    chitsPlaced: 0,
    byCause: {},
    byMonster: {},
    moves: {},
    experience: {},
    treasure: {},
  };
}

export function addOutcome(t: ExpeditionTally, o: ExpeditionOutcome): void {
  t.games++;
  t.results[o.result]++;
  t.adventurers += o.adventurers;
  t.survivors += o.survivors;
  t.deaths += o.deaths.length;
  t.actions += o.actions;
  t.combats += o.combats;
  t.chitsPlaced += o.chitsPlaced;
  for (const d of o.deaths) {
    t.byCause[d.cause] = (t.byCause[d.cause] ?? 0) + 1;
    if (d.monster) t.byMonster[d.monster] = (t.byMonster[d.monster] ?? 0) + 1;
  }
  addCount(t.moves, o.moves);
  for (const x of o.experience) addCount(t.experience, x);
  for (const x of o.treasure) addCount(t.treasure, x);
}

export function mergeTally(into: ExpeditionTally, from: ExpeditionTally): void {
  into.games += from.games;
  for (const k of Object.keys(into.results) as ExpeditionResult[]) into.results[k] += from.results[k];
  into.adventurers += from.adventurers;
  into.survivors += from.survivors;
  into.deaths += from.deaths;
  into.actions += from.actions;
  into.combats += from.combats;
  into.chitsPlaced += from.chitsPlaced;
  mergeCounts(into.byCause, from.byCause);
  mergeCounts(into.byMonster, from.byMonster);
  mergeCounts(into.moves, from.moves);
  mergeCounts(into.experience, from.experience);
  mergeCounts(into.treasure, from.treasure);
}

export interface Share {
  readonly name: string;
  readonly count: number;
  readonly share: number;
}

/** Everything `simulate --json` and the Odds view report about a run of expeditions. */
export interface ExpeditionSummary {
  readonly games: number;
  /** Won [the ruleset's victory test]; escaped = out alive, won or not; died = the whole party died. */
  readonly win: Rate;
  readonly escape: Rate;
  readonly death: Rate;
  /** Adventurers who came out alive, of all who went in. */
  readonly survival: Rate;
  readonly unfinished: number;
  readonly perGame: { readonly survivors: number; readonly deaths: number; readonly combats: number; readonly chitsPlaced: number; readonly actions: number };
  readonly deathsByCause: readonly Share[];
  readonly deathsByMonster: readonly Share[];
  readonly moves: Distribution & { readonly histogram: readonly Bin[] };
  readonly experiencePerSurvivor: Distribution;
  readonly treasurePerSurvivor: Distribution;
}

function shares(counts: Counts, total: number): Share[] {
  return Object.entries(counts)
    .map(([name, count]) => ({ name, count, share: total ? count / total : 0 }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

const per = (n: number, games: number) => (games ? n / games : 0);

export function summarize(t: ExpeditionTally): ExpeditionSummary {
  return {
    games: t.games,
    win: rate(t.results.won, t.games),
    escape: rate(t.results.won + t.results.escaped, t.games),
    death: rate(t.results.died, t.games),
    survival: rate(t.survivors, t.adventurers),
    unfinished: t.results.unfinished,
    perGame: { survivors: per(t.survivors, t.games), deaths: per(t.deaths, t.games), combats: per(t.combats, t.games), chitsPlaced: per(t.chitsPlaced, t.games), actions: per(t.actions, t.games) },
    deathsByCause: shares(t.byCause, t.deaths),
    deathsByMonster: shares(t.byMonster, t.deaths),
    moves: { ...distribution(t.moves), histogram: histogram(t.moves) },
    experiencePerSurvivor: distribution(t.experience),
    treasurePerSurvivor: distribution(t.treasure),
  };
}

/** A campaign run's totals per expedition number (index 0 = the first expedition). */
export interface CampaignTally {
  campaigns: number;
  legs: LegTally[];
}

export interface LegTally {
  /** Campaigns that sent a party out on this expedition. */
  campaigns: number;
  won: number;
  adventurers: number;
  survivors: number;
  pointsBought: number;
  experienceGained: number;
  living: number;
  rosterWoundPoints: number;
  rosterExperience: number;
  rosterTreasure: number;
}

export function emptyCampaignTally(): CampaignTally {
  return { campaigns: 0, legs: [] };
}

const emptyLeg = (): LegTally => ({ campaigns: 0, won: 0, adventurers: 0, survivors: 0, pointsBought: 0, experienceGained: 0, living: 0, rosterWoundPoints: 0, rosterExperience: 0, rosterTreasure: 0 });

export function addCampaign(t: CampaignTally, legs: readonly CampaignLegOutcome[]): void {
  t.campaigns++;
  legs.forEach((leg, i) => {
    const l = (t.legs[i] ??= emptyLeg());
    l.campaigns++;
    if (leg.result === 'won') l.won++;
    l.adventurers += leg.adventurers;
    l.survivors += leg.survivors;
    l.pointsBought += leg.pointsBought;
    l.experienceGained += leg.experience.reduce((a, b) => a + b, 0);
    l.living += leg.roster.living;
    l.rosterWoundPoints += leg.roster.woundPoints;
    l.rosterExperience += leg.roster.experience;
    l.rosterTreasure += leg.roster.treasure;
  });
}

export function mergeCampaignTally(into: CampaignTally, from: CampaignTally): void {
  into.campaigns += from.campaigns;
  from.legs.forEach((leg, i) => {
    const l = (into.legs[i] ??= emptyLeg());
    for (const k of Object.keys(leg) as (keyof LegTally)[]) l[k] += leg[k];
  });
}

export interface CampaignLegSummary {
  readonly expedition: number;
  /** Campaigns that still had someone to send. */
  readonly setOut: number;
  readonly win: Rate;
  /** Adventurers who came back from this expedition, of those who went. */
  readonly survival: Rate;
  /** Ability points bought before setting out, per campaign that set out [13.11]. */
  readonly pointsBoughtPerCampaign: number;
  /** The living roster afterwards, per living adventurer. */
  readonly roster: { readonly livingPerCampaign: number; readonly woundPoints: number; readonly experience: number; readonly treasure: number };
}

/** What `campaign --json` and a slot's campaign Odds report per expedition number. */
export interface CampaignSummary {
  readonly campaigns: number;
  readonly expeditions: readonly CampaignLegSummary[];
}

export function summarizeCampaigns(t: CampaignTally): { campaigns: number; expeditions: CampaignLegSummary[] } {
  return {
    campaigns: t.campaigns,
    expeditions: t.legs.map((l, i) => ({
      expedition: i + 1,
      setOut: l.campaigns,
      win: rate(l.won, l.campaigns),
      survival: rate(l.survivors, l.adventurers),
      pointsBoughtPerCampaign: per(l.pointsBought, l.campaigns),
      roster: { livingPerCampaign: per(l.living, l.campaigns), woundPoints: per(l.rosterWoundPoints, l.living), experience: per(l.rosterExperience, l.living), treasure: per(l.rosterTreasure, l.living) },
    })),
  };
}

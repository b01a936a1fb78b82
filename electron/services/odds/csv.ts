import type { CampaignLegOutcome, ExpeditionOutcome } from '../../../shared/sim/outcome';
import { isCampaignJob, type OddsJob, type OddsRow } from './job';

/**
 * `--csv FILE`: one row per game (per expedition of each campaign for `campaign`), for spreadsheets. Lists inside a
 * cell (death causes, killers) are joined with ";". Columns are fixed and named in the header row.
 */
const EXPEDITION_COLUMNS = ['game', 'seed', 'result', 'adventurers', 'survivors', 'deaths', 'moves', 'actions', 'combats', 'chits_placed', 'experience_per_survivor', 'treasure_per_survivor', 'death_causes', 'killed_by'] as const;
const CAMPAIGN_COLUMNS = ['campaign', 'seed', 'expedition', 'result', 'adventurers', 'survivors', 'deaths', 'moves', 'points_bought', 'roster_living', 'roster_wound_points', 'roster_experience', 'roster_treasure', 'death_causes', 'killed_by'] as const;

export function csvHeader(job: OddsJob): string {
  return (isCampaignJob(job) ? CAMPAIGN_COLUMNS : EXPEDITION_COLUMNS).join(',');
}

function cell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const mean = (xs: readonly number[]): string => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2) : '');

function outcomeCells(o: ExpeditionOutcome): (string | number)[] {
  return [o.result, o.adventurers, o.survivors, o.deaths.length, o.moves];
}

function deathCells(o: ExpeditionOutcome): string[] {
  return [o.deaths.map((d) => d.cause).join(';'), o.deaths.map((d) => d.monster ?? '').filter(Boolean).join(';')];
}

function legCells(game: number, seed: string, i: number, leg: CampaignLegOutcome): (string | number)[] {
  return [game, seed, i + 1, ...outcomeCells(leg), leg.pointsBought, leg.roster.living, leg.roster.woundPoints, leg.roster.experience, leg.roster.treasure, ...deathCells(leg)];
}

/** The rows' lines, each ending in a newline. */
export function csvLines(rows: readonly OddsRow[]): string {
  let text = '';
  for (const row of rows) {
    const lines: (string | number)[][] =
      row.kind === 'expedition'
        ? [[row.game, row.seed, ...outcomeCells(row.outcome), row.outcome.actions, row.outcome.combats, row.outcome.chitsPlaced, mean(row.outcome.experience), mean(row.outcome.treasure), ...deathCells(row.outcome)]]
        : row.legs.map((leg, i) => legCells(row.game, row.seed, i, leg));
    for (const line of lines) text += `${line.map(cell).join(',')}\n`;
  }
  return text;
}

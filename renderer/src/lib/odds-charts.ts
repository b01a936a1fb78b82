import type { ChartConfiguration } from 'chart.js';
import type { CampaignSummary, ExpeditionSummary } from '@shared/sim/tally';
import type { Rate } from '@shared/sim/stats';

/** The colours a chart takes from the current theme's custom properties, so plots follow light and dark. */
export interface ChartColours {
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  readonly accent: string;
  readonly ok: string;
  readonly gold: string;
  readonly danger: string;
}

export function themeColours(element: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--text', '#2b241c'),
    muted: read('--text-muted', '#6b5f4d'),
    grid: read('--border', '#d3c6a9'),
    accent: read('--accent', '#9a2d1f'),
    ok: read('--ok', '#2f6b3a'),
    gold: read('--gold', '#a9792a'),
    danger: read('--danger', '#a3261b'),
  };
}

export const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
export const rateWords = (r: Rate): string => `${percent(r.share)} (95% interval ${percent(r.low)} to ${percent(r.high)})`;

export interface OutcomeRow {
  readonly label: string;
  readonly rate: Rate;
}

export function outcomeRows(s: ExpeditionSummary): OutcomeRow[] {
  return [
    { label: 'Won', rate: s.win },
    { label: 'Came out alive', rate: s.escape },
    { label: 'Whole party died', rate: s.death },
    { label: 'Adventurers surviving', rate: s.survival },
  ];
}

function axes(c: ChartColours, yTitle: string, indexAxis: 'x' | 'y' = 'x') {
  const value = { ticks: { color: c.muted }, grid: { color: c.grid }, title: { display: true, text: yTitle, color: c.muted } };
  // Every bar of a horizontal chart is named (a monster, a cause); a histogram may skip labels when they crowd.
  const category = { ticks: { color: c.text, autoSkip: indexAxis === 'x' }, grid: { display: false } };
  return indexAxis === 'x' ? { x: category, y: { ...value, beginAtZero: true } } : { y: category, x: { ...value, beginAtZero: true } };
}

/** Every Odds plot is a bar chart; a value is a bar's height or a floating bar's [low, high]. */
export type OddsChartConfig = ChartConfiguration<'bar', (number | [number, number])[], string>;

const base = { responsive: true, maintainAspectRatio: false, animation: false as const };

/** Outcome shares as bars, each with its 95% interval drawn as a thin floating bar over it. */
export function outcomeChart(s: ExpeditionSummary, c: ChartColours): OddsChartConfig {
  const rows = outcomeRows(s);
  return {
    type: 'bar',
    data: {
      labels: rows.map((r) => r.label),
      datasets: [
        { label: '95% interval', data: rows.map((r) => [r.rate.low * 100, r.rate.high * 100] as [number, number]), backgroundColor: c.text, barPercentage: 0.08, grouped: false, order: 0 },
        { label: 'Share', data: rows.map((r) => r.rate.share * 100), backgroundColor: [c.ok, c.gold, c.danger, c.accent], grouped: false, order: 1 },
      ],
    },
    options: { ...base, scales: { ...axes(c, 'per cent'), y: { ...axes(c, 'per cent').y, max: 100 } }, plugins: { legend: { display: false } } },
  };
}

export function lengthChart(s: ExpeditionSummary, c: ChartColours): OddsChartConfig {
  return {
    type: 'bar',
    data: {
      labels: s.moves.histogram.map((b) => (b.from === b.to ? String(b.from) : `${b.from}–${b.to}`)),
      datasets: [{ label: 'Expeditions', data: s.moves.histogram.map((b) => b.count), backgroundColor: c.gold, categoryPercentage: 1, barPercentage: 0.95 }],
    },
    options: { ...base, scales: { ...axes(c, 'expeditions'), x: { ...axes(c, '').x, title: { display: true, text: 'moves', color: c.muted } } }, plugins: { legend: { display: false } } },
  };
}

/** Deaths by cause, or by the monster that killed (the ten deadliest), as horizontal bars. */
export function deathsChart(rows: ExpeditionSummary['deathsByCause'], c: ChartColours, colour: string): OddsChartConfig {
  return {
    type: 'bar',
    data: { labels: rows.map((r) => r.name), datasets: [{ label: 'Deaths', data: rows.map((r) => r.count), backgroundColor: colour }] },
    options: { ...base, indexAxis: 'y', scales: axes(c, 'deaths', 'y'), plugins: { legend: { display: false } } },
  };
}

/** A line over expedition numbers (a campaign's roster as it stands after each expedition). */
export type OddsLineConfig = ChartConfiguration<'line', number[], string>;

/** One figure of a campaign run: its values per expedition, and how the axis and table name them. */
export interface CampaignSeries {
  readonly title: string;
  /** The value axis, e.g. 'Experience'. */
  readonly unit: string;
  readonly values: readonly number[];
  readonly colour: keyof ChartColours;
  readonly digits: number;
}

/** The roster's Wound Points, Experience and treasure (in the ruleset's `money`) after each expedition (per living adventurer), and its size. */
export function campaignSeries(s: CampaignSummary, money: string): CampaignSeries[] {
  const e = s.expeditions;
  return [
    { title: 'Wound Points per living adventurer', unit: 'Wound Points', values: e.map((x) => x.roster.woundPoints), colour: 'danger', digits: 1 },
    { title: 'Experience per living adventurer', unit: 'Experience', values: e.map((x) => x.roster.experience), colour: 'ok', digits: 0 },
    { title: `Treasure per living adventurer (${money})`, unit: money, values: e.map((x) => x.roster.treasure), colour: 'gold', digits: 0 },
    { title: 'Living adventurers per campaign', unit: 'adventurers', values: e.map((x) => x.roster.livingPerCampaign), colour: 'text', digits: 2 },
  ];
}

export function campaignChart(s: CampaignSummary, series: CampaignSeries, c: ChartColours): OddsLineConfig {
  const colour = c[series.colour];
  return {
    type: 'line',
    data: {
      labels: s.expeditions.map((x) => String(x.expedition)),
      datasets: [{ label: series.unit, data: [...series.values], borderColor: colour, backgroundColor: colour, pointRadius: 4, pointHoverRadius: 6, borderWidth: 2 }],
    },
    options: {
      ...base,
      scales: {
        x: { ticks: { color: c.text }, grid: { display: false }, title: { display: true, text: 'after expedition', color: c.muted } },
        y: { beginAtZero: true, ticks: { color: c.muted }, grid: { color: c.grid }, title: { display: true, text: series.unit, color: c.muted } },
      },
      plugins: { legend: { display: false } },
    },
  };
}

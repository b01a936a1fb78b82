import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { IpcEvents, IpcRequest } from '@shared/ipc/contract';
import type { CampaignSummary, ExpeditionSummary } from '@shared/sim/tally';
import { api } from '../api/bridge';
import { call } from '../lib/call';

export type OddsSourceRequest = IpcRequest<'odds:start'>['source'];

export interface OddsRun {
  readonly runId: string;
  /** What was simulated, in the player's words ("Arn, Bree, Cal, Dee — Basic game"). */
  readonly label: string;
  readonly seed: string;
  /** The ruleset's money in the player's words ("Bezants", "Gold Marks"), as main reports it. */
  readonly money: string;
  /** What one game of the run is: an expedition, or a campaign of several (a slot's campaign played on). */
  readonly unit: 'expeditions' | 'campaigns';
  status: 'running' | 'done' | 'cancelled' | 'failed';
  done: number;
  total: number;
  summary?: ExpeditionSummary;
  /** A campaign run's roster per expedition. */
  campaigns?: CampaignSummary;
  message?: string;
}

/**
 * The Odds runs the window started: main plays them on worker threads and reports through `odds:progress` and
 * `odds:finished`. One result can be kept aside for Compare.
 */
export const useOddsStore = defineStore('odds', () => {
  const runs = ref<Record<string, OddsRun>>({});
  /** The result kept for comparison (run A). */
  const pinned = ref<OddsRun | null>(null);
  let subscribed = false;
  /** The end of a run whose start has not been answered yet (main answers first, but nothing here depends on it). */
  const early = new Map<string, IpcEvents['odds:finished']>();

  function subscribe(): void {
    if (subscribed) return;
    subscribed = true;
    api.on('odds:progress', ({ runId, done, total }) => {
      const run = runs.value[runId];
      if (run && run.status === 'running') Object.assign(run, { done, total });
    });
    api.on('odds:finished', (event) => {
      const run = runs.value[event.runId];
      if (run) finish(run, event);
      else early.set(event.runId, event);
    });
  }

  function finish(run: OddsRun, event: IpcEvents['odds:finished']): void {
    if (event.outcome === 'failed') Object.assign(run, { status: 'failed', message: event.message });
    else Object.assign(run, { status: event.outcome, summary: event.summary, done: event.campaigns?.campaigns ?? event.summary.games, ...(event.campaigns ? { campaigns: event.campaigns } : {}) });
  }

  async function start(source: OddsSourceRequest, games: number, label: string): Promise<OddsRun | undefined> {
    subscribe();
    const started = await call('odds:start', { source, games }, 'Starting the simulation');
    if (!started) return undefined;
    const unit = source.kind === 'slot' && source.expeditions !== undefined ? 'campaigns' : 'expeditions';
    runs.value[started.runId] = { runId: started.runId, label, unit, seed: started.seed, money: started.money, status: 'running', done: 0, total: started.games };
    const run = runs.value[started.runId]!;
    const ended = early.get(started.runId);
    if (ended) {
      early.delete(started.runId);
      finish(run, ended);
    }
    return run;
  }

  async function cancel(runId: string): Promise<void> {
    await call('odds:cancel', { runId }, 'Cancelling the simulation');
  }

  function pin(run: OddsRun | null): void {
    pinned.value = run;
  }

  return { runs, pinned, subscribe, start, cancel, pin };
});

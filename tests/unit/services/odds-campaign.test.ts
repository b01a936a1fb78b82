import { describe, expect, it } from 'vitest';
import { applyAction, startGame, type GameRecord } from '../../../shared/engine/game';
import type { IpcEvents } from '../../../shared/ipc/contract';
import { ipcContract } from '../../../shared/ipc/contract';
import { findRuleset } from '../../../shared/rulesets/registry';
import { EventHub } from '../../../electron/services/event-hub';
import { playBatch } from '../../../electron/services/odds/play-batch';
import { OddsService } from '../../../electron/services/odds/service';
import type { SlotStore } from '../../../electron/services/slot-store';

/**
 * A slot's campaign Odds: the saved game played on for E expeditions, N times, tallied per expedition so the Odds
 * view can plot the roster's wounds, experience and treasure over expeditions.
 */
const deathmaze = findRuleset('deathmaze')!;
const party = [
  { name: 'Arn', class: 'hero' },
  { name: 'Bree', class: 'thief' },
  { name: 'Cal', class: 'hero' },
  { name: 'Dee', class: 'thief' },
];

/** A game played by the autoplayer from `seed` until `stop` holds (at most 3,000 actions). */
function played(seed: string, setup: unknown, stop: (game: GameRecord) => boolean): GameRecord {
  const started = startGame(deathmaze, seed, setup);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  for (let i = 0; i < 3000 && !stop(game); i++) {
    const next = applyAction(deathmaze, game, deathmaze.chooseAction!(game.state));
    if (!next.ok) throw new Error(next.message);
    game = next.game;
  }
  return game;
}

const phaseOf = (game: GameRecord) => (game.state as { phase: { kind: string } }).phase.kind;

function service(game: GameRecord) {
  const events = new EventHub();
  const finished: IpcEvents['odds:finished'][] = [];
  events.subscribe((name, payload) => {
    if (name === 'odds:finished') finished.push(payload as IpcEvents['odds:finished']);
  });
  const store: Pick<SlotStore, 'readTail'> = { readTail: async () => ({ file: { game } as Awaited<ReturnType<SlotStore['readTail']>>['file'], logStart: 0 }) };
  return { odds: new OddsService(store, events, { jobs: 1 }), finished };
}

describe('a slot’s campaign odds', () => {
  it('plays a saved campaign on for the expeditions asked, the same for the same seed', () => {
    // CAMP-0003's party all come home from the first expedition.
    const game = played('CAMP-0003', { campaign: 'Odds', party }, (g) => phaseOf(g) === 'home');
    expect(phaseOf(game)).toBe('home');
    expect(deathmaze.autoplay!.cannotCampaignFrom!(game.state)).toBeUndefined();
    const job = { kind: 'campaigns-from', rulesetId: 'deathmaze', seed: 'LEGS-0001', games: 6, state: game.state, expeditions: 3 } as const;
    const a = playBatch(deathmaze.autoplay!, job, { start: 0, count: 6 }, true);
    const b = playBatch(deathmaze.autoplay!, job, { start: 0, count: 6 }, true);
    expect(a).toEqual(b);
    expect(a.campaigns!.campaigns).toBe(6);
    expect(a.campaigns!.legs[0]!.campaigns).toBe(6);
    expect(a.campaigns!.legs.length).toBeLessThanOrEqual(3);
    // Campaigns whose roster is wiped out stop: fewer set out on each later expedition, never more.
    const setOut = a.campaigns!.legs.map((l) => l.campaigns);
    expect([...setOut].sort((x, y) => y - x)).toEqual(setOut);
    for (const row of a.rows!) {
      if (row.kind !== 'campaign') throw new Error('a campaign job gives campaign rows');
      expect(row.legs.length).toBeGreaterThan(0);
      expect(row.legs.length).toBeLessThanOrEqual(3);
      for (const leg of row.legs) expect(leg.roster.experience).toBeGreaterThanOrEqual(0);
    }
  });

  it('carries a finished single game on as a campaign, as going home would [13.0]', () => {
    const game = played('CAMP-0002', { party }, (g) => phaseOf(g) === 'ended');
    const autoplay = deathmaze.autoplay!;
    const survivors = (game.state as { party: { dead: boolean }[] }).party.some((a) => !a.dead);
    expect(autoplay.cannotCampaignFrom!(game.state)).toBe(survivors ? undefined : 'No one came out of this game alive to carry on as a campaign [13.0].');
    if (survivors) expect(autoplay.campaignFrom!(game.state, 'LEGS-0001', 2).length).toBeGreaterThan(0);
  });

  it('refuses a campaign whose whole roster is dead, with the reason', async () => {
    // CAMP-0001's party all die on the first expedition.
    const game = played('CAMP-0001', { campaign: 'Odds', party }, (g) => phaseOf(g) === 'home');
    const { odds } = service(game);
    await expect(odds.start({ source: { kind: 'slot', id: 'slot-1', expeditions: 2 }, games: 3 })).rejects.toThrow('No one on the roster can set out.');
  });

  it('reports the per-expedition roster when the run ends, and refuses more expeditions than the limit', async () => {
    // A campaign saved during its first expedition: that expedition counts as the first played on.
    const game = played('CAMP-0001', { campaign: 'Odds', party }, (g) => g.actions.length >= 20);
    const { odds, finished } = service(game);
    await odds.start({ source: { kind: 'slot', id: 'slot-1', expeditions: 2 }, games: 3, seed: 'RUNS-0001' });
    await expect.poll(() => finished.length, { timeout: 540_000 }).toBe(1);
    const end = finished[0]!;
    if (end.outcome === 'failed') throw new Error(end.message);
    expect(end.campaigns?.campaigns).toBe(3);
    expect(end.campaigns?.expeditions[0]).toMatchObject({ expedition: 1, setOut: 3 });
    const request = ipcContract['odds:start'].request.safeParse({ source: { kind: 'slot', id: 'slot-1', expeditions: 20 }, games: 10_000 });
    expect(request.success).toBe(false);
    expect(request.error?.issues[0]?.message).toMatch(/At most 100,000 expeditions at a time/);
  });
});

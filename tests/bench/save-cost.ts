import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GameSession } from '../../electron/services/game-session';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import type { Measurement } from './measure';

/**
 * What one save costs as a campaign grows (issue 18): a real game is played in memory to 1,000 and to 100,000
 * actions (the CLI's autoplay rule), stored as a slot, opened, and then SAVED_ACTIONS more actions are played and
 * saved one by one through the session as the app does; the figure is the cost per action with its save. The ratio
 * of the two is the growth. Then the time to autoplay a whole campaign with a save after every action
 * (MAZEWRIGHT_BENCH_AUTOPLAY actions, 100,000 unless set: that run takes minutes).
 */
const SAVED_ACTIONS = 50;
const PARTY = { party: ['Arn', 'Bree', 'Cade', 'Dara'].map((name, i) => ({ name, class: i % 2 ? 'thief' : 'hero' })) };

function firstChoice(ruleset: NonNullable<ReturnType<typeof findRuleset>>, state: unknown): unknown {
  return ruleset.choices(state).find((c) => c.id !== 'leave')?.action;
}

/** A real game of `actions` actions played in memory, with its whole log. */
function played(actions: number): { game: GameRecord; log: GameEvent[] } {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'K7QM-2XPD', PARTY);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  const log: GameEvent[] = [...started.events];
  for (let i = 0; i < actions; i++) {
    const action = firstChoice(ruleset, game.state);
    if (action === undefined) throw new Error(`the bench game ran out of choices after ${i} actions`);
    const step = applyAction(ruleset, game, action);
    if (!step.ok) throw new Error(step.message);
    game = step.game;
    for (const event of step.events) log.push(event);
  }
  return { game, log };
}

async function saveCostAfter(actions: number): Promise<Measurement> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-save-'));
  try {
    const ruleset = findRuleset('deathmaze')!;
    const { game, log } = played(actions);
    const store = new SlotStore(dataDir);
    const slot = await store.create(newSlotFor(ruleset, game, { name: `After ${actions}`, appVersion: '0.1.0-bench', log }));
    const session = new GameSession(store, '0.1.0-bench');
    let { view } = await session.open(slot.meta.id);
    // Two unmeasured saves: the first after opening reads what the next appends need.
    for (let i = 0; i < 2; i++) view = (await session.act(view.choices.find((c) => c.id !== 'leave')!.action)).view;
    const start = performance.now();
    for (let i = 0; i < SAVED_ACTIONS; i++) {
      view = (await session.act(view.choices.find((c) => c.id !== 'leave')!.action)).view;
      if (!view.saveStatus.saved) throw new Error(view.saveStatus.message ?? 'a bench save failed');
    }
    const totalMs = performance.now() - start;
    session.close();
    return { name: `one action and its save, after ${actions.toLocaleString('en-US')} actions`, operations: SAVED_ACTIONS, totalMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function autoplay(actions: number): Promise<Measurement> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-autoplay-'));
  try {
    const session = new GameSession(new SlotStore(dataDir), '0.1.0-bench');
    let { view } = await session.create({ name: 'Autoplay', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const start = performance.now();
    for (let i = 0; i < actions; i++) {
      view = (await session.act(view.choices.find((c) => c.id !== 'leave')!.action)).view;
      if (!view.saveStatus.saved) throw new Error(view.saveStatus.message ?? 'a bench save failed');
    }
    const totalMs = performance.now() - start;
    session.close();
    return { name: `autoplay ${actions.toLocaleString('en-US')} actions, saved after each (whole run: ${(totalMs / 1000).toFixed(1)} s)`, operations: actions, totalMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchSaveCost(): Promise<Measurement[]> {
  const small = await saveCostAfter(1_000);
  // MAZEWRIGHT_BENCH_LARGE: a shorter long campaign for a quick run (building 100,000 actions takes minutes).
  const large = await saveCostAfter(Number(process.env['MAZEWRIGHT_BENCH_LARGE'] ?? 100_000));
  const ratio = large.totalMs / large.operations / (small.totalMs / small.operations);
  const withRatio = { ...large, name: `${large.name} (×${ratio.toFixed(2)} the cost after 1,000)` };
  const autoplayActions = Number(process.env['MAZEWRIGHT_BENCH_AUTOPLAY'] ?? 100_000);
  return [small, withRatio, ...(autoplayActions > 0 ? [await autoplay(autoplayActions)] : [])];
}

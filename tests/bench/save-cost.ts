import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GameSession } from '../../electron/services/game-session';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { autoplaySession } from '../../electron/services/session-autoplay';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent, Ruleset } from '../../shared/engine/ruleset';
import type { SlotFile } from '../../shared/saves/slot-schema';
import { findRuleset } from '../../shared/rulesets/registry';
import { CHECKPOINT_BYTES_PER_ACTION, CHECKPOINT_MIN_ACTIONS } from '../../electron/services/slot-checkpoint';
import type { Measurement } from './measure';

/**
 * What one save costs as a campaign grows (issue 18): a real campaign is played in memory to 1,000 and to 100,000
 * actions by the ruleset's own autoplayer (the choice a player would make: going home and setting out again, so the
 * campaign runs through expeditions rather than wandering one maze forever), stored as a slot and opened; then
 * SAVED_ACTIONS more actions are played and saved one by one through the session as the app does. Two figures per
 * size: the store's save alone (what the save layer costs, timed around SlotStore.save) and the action with its
 * save (what the player waits for; the rules' own cost per action is in it). The ratio of the large to the small
 * save is the growth. Then the time to autoplay a whole campaign as `slots new --autoplay` does, saved in groups
 * (MAZEWRIGHT_BENCH_AUTOPLAY actions, 100,000 unless set).
 */
const SAVED_ACTIONS = 50;
const PARTY = { party: ['Arn', 'Bree', 'Cade', 'Dara'].map((name, i) => ({ name, class: i % 2 ? 'thief' : 'hero' })) };

/** A SlotStore that adds up the time its saves take (the session calls `save` once per action). */
class TimedStore extends SlotStore {
  saveMs = 0;
  saves = 0;

  override async save(file: SlotFile, logStart = 0): Promise<SlotFile> {
    const start = performance.now();
    try {
      return await super.save(file, logStart);
    } finally {
      this.saveMs += performance.now() - start;
      this.saves++;
    }
  }
}

/** The autoplayer's move, else the first offered choice (a state it has no move for). */
function autoplayMove(ruleset: Ruleset, state: unknown): unknown {
  if (ruleset.chooseAction) {
    try {
      return ruleset.chooseAction(state);
    } catch {
      // No move of its own here: the first listed choice below.
    }
  }
  return ruleset.choices(state)[0]?.action;
}

/** A real campaign of `actions` actions played in memory by the autoplayer, with its whole log. */
function played(actions: number): { game: GameRecord; log: GameEvent[] } {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'K7QM-2XPD', PARTY);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  const log: GameEvent[] = [...started.events];
  // The list is grown here, as the session does: applyAction's copy of it per action would make building a
  // 100,000-action campaign quadratic.
  const list: unknown[] = [];
  for (let i = 0; i < actions; i++) {
    const action = autoplayMove(ruleset, game.state);
    if (action === undefined) throw new Error(`the bench campaign ran out of choices after ${i} actions`);
    const step = applyAction(ruleset, { ...game, actions: [] }, action);
    if (!step.ok) throw new Error(step.message);
    list.push(...step.game.actions);
    game = step.game;
    for (const event of step.events) log.push(event);
  }
  return { game: { ...game, actions: list }, log };
}

async function saveCostAfter(actions: number): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-save-'));
  try {
    const ruleset = findRuleset('deathmaze')!;
    const { game, log } = played(actions);
    const store = new TimedStore(dataDir);
    const slot = await store.create(newSlotFor(ruleset, game, { name: `After ${actions}`, appVersion: '0.1.0-bench', log }));
    const session = new GameSession(store, '0.1.0-bench');
    let { view } = await session.open(slot.meta.id);
    const next = (): unknown => autoplayMove(ruleset, view.state);
    // Two unmeasured saves: the first after opening reads what the next appends need.
    for (let i = 0; i < 2; i++) view = (await session.act(next())).view;
    store.saveMs = 0;
    store.saves = 0;
    const slots = path.join(dataDir, 'slots');
    const id = slot.meta.id;
    const size = async (file: string): Promise<number> => (await stat(file).catch(() => ({ size: 0 }))).size;
    const appendedBefore = (await size(path.join(slots, `${id}.actions.jsonl`))) + (await size(path.join(slots, `${id}.log.jsonl`)));
    const start = performance.now();
    for (let i = 0; i < SAVED_ACTIONS; i++) {
      view = (await session.act(next())).view;
      if (!view.saveStatus.saved) throw new Error(view.saveStatus.message ?? 'a bench save failed');
    }
    const totalMs = performance.now() - start;
    // Bytes one save writes: the small file, its backup copy, what it appended to the actions and log files; and
    // the state checkpoints, amortized over the actions between two of them.
    const headerBytes = await size(path.join(slots, `${id}.json`));
    const appended = ((await size(path.join(slots, `${id}.actions.jsonl`))) + (await size(path.join(slots, `${id}.log.jsonl`))) - appendedBefore) / SAVED_ACTIONS;
    const backupDir = path.join(dataDir, 'backups', id);
    const backupNames = await readdir(backupDir).catch(() => []);
    const backupBytes = Math.max(0, ...(await Promise.all(backupNames.filter((n) => /^\d+\.json$/.test(n)).map(async (n) => size(path.join(backupDir, n))))));
    // Snapshots of the actions: a copy of the actions file every eighth of the campaign (at least 500 actions).
    const actionsBytes = await size(path.join(slots, `${id}.actions.jsonl`));
    const snapshotShare = actionsBytes / Math.max(500, Math.ceil(actions / 8));
    const checkpoints = (await readdir(slots)).filter((n) => n.startsWith(`${id}.at-`));
    const checkpointBytes = checkpoints.length > 0 ? Math.max(...(await Promise.all(checkpoints.map(async (n) => size(path.join(slots, n)))))) : 0;
    const interval = Math.max(CHECKPOINT_MIN_ACTIONS, Math.ceil(checkpointBytes / CHECKPOINT_BYTES_PER_ACTION));
    const perSave = headerBytes + backupBytes + appended + checkpointBytes / interval + snapshotShare;
    session.close();
    const after = actions.toLocaleString('en-US');
    const bytesText = `${perSave.toFixed(0)} bytes written per save: small file ${headerBytes}, its backup ${backupBytes}, appends ${appended.toFixed(0)}, checkpoint ${(checkpointBytes / 1024).toFixed(0)} KB every ${interval} actions, actions snapshot ${snapshotShare.toFixed(0)} amortized`;
    return [
      { name: `one save (the store alone), after ${after} actions (${bytesText})`, operations: store.saves, totalMs: store.saveMs },
      { name: `one action and its save, after ${after} actions`, operations: SAVED_ACTIONS, totalMs },
      // What the save's fsyncs leave out (they swing tenfold with the disk's load): the rules and the session's view.
      { name: `one action through the session, its save left out, after ${after} actions`, operations: SAVED_ACTIONS, totalMs: totalMs - store.saveMs },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `slots new --autoplay N` as the CLI runs it: the session's autoplay, saved in groups (docs/save-format.md). */
async function autoplay(actions: number): Promise<Measurement> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-autoplay-'));
  try {
    const store = new TimedStore(dataDir);
    const session = new GameSession(store, '0.1.0-bench');
    await session.create({ name: 'Autoplay', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const start = performance.now();
    // Progress on stderr, so a long run shows it is alive: the time per 10,000 actions (growth would show here).
    let lastMark = start;
    let lastReported = 0;
    const { played } = await autoplaySession(session, {
      actions,
      onSaved: (saved) => {
        if (saved - lastReported < 10_000 && saved < actions) return;
        const now = performance.now();
        process.stderr.write(`  autoplay: ${saved.toLocaleString('en-US')} actions saved, ${((now - lastMark) / (saved - lastReported)).toFixed(2)} ms an action since the last line\n`);
        lastMark = now;
        lastReported = saved;
      },
    });
    const totalMs = performance.now() - start;
    session.close();
    const saves = `${store.saves} group saves, ${(store.saveMs / 1000).toFixed(1)} s of them saving`;
    return { name: `autoplay ${played.toLocaleString('en-US')} actions as \`slots new --autoplay\` does, saved in groups (whole run: ${(totalMs / 1000).toFixed(1)} s; ${saves})`, operations: played, totalMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchSaveCost(): Promise<Measurement[]> {
  const [smallSave, smallAction, smallRules] = await saveCostAfter(1_000);
  // MAZEWRIGHT_BENCH_LARGE: a shorter long campaign for a quick run (building 100,000 actions in memory takes a
  // minute or two: about a millisecond an action for the autoplayer and the rules).
  const [largeSave, largeAction, largeRules] = await saveCostAfter(Number(process.env['MAZEWRIGHT_BENCH_LARGE'] ?? 100_000));
  const per = (m: Measurement): number => m.totalMs / m.operations;
  const ratio = (large: Measurement, small: Measurement): string => `(×${(per(large) / per(small)).toFixed(2)} the cost after 1,000)`;
  const autoplayActions = Number(process.env['MAZEWRIGHT_BENCH_AUTOPLAY'] ?? 100_000);
  return [
    smallSave!,
    { ...largeSave!, name: `${largeSave!.name} ${ratio(largeSave!, smallSave!)}` },
    smallAction!,
    { ...largeAction!, name: `${largeAction!.name} ${ratio(largeAction!, smallAction!)}` },
    smallRules!,
    { ...largeRules!, name: `${largeRules!.name} ${ratio(largeRules!, smallRules!)}` },
    ...(autoplayActions > 0 ? [await autoplay(autoplayActions)] : []),
  ];
}

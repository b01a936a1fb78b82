import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SlotStore } from '../../electron/services/slot-store';
import { verifySlot } from '../../electron/services/slot-verify';
import { applyAction, startGame } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { SLOT_SCHEMA_VERSION, type SlotFile } from '../../shared/saves/slot-schema';
import { LOG_WINDOW } from '../../shared/ipc/contract';
import type { Measurement } from './measure';

/**
 * A large campaign as the issue sizes it: a 1,000-chit maze (1,000 actions, one chit each), 50 adventurers and
 * 20,000 log entries, with roll records on most of them. The state is synthetic (a campaign roster is not in the
 * engine yet), so it does not replay; the replay cost is measured on a real game of the current ruleset.
 */
export function largeCampaign(): Omit<SlotFile, 'meta'> & { meta: Omit<SlotFile['meta'], 'id'> } {
  const adventurers = Array.from({ length: 50 }, (_, i) => ({
    name: `Adventurer ${i + 1}`,
    class: i % 3 === 0 ? 'thief' : 'hero',
    woundPoints: 8 - (i % 4),
    experience: i * 37,
    gold: i * 11,
    items: Array.from({ length: 6 }, (_, k) => ({ id: `item-${i}-${k}`, name: `Item ${k}`, uses: k })),
    alive: i % 7 !== 0,
  }));
  const chits = Array.from({ length: 1000 }, (_, i) => ({ id: i, kind: ['corridor', 'room', 'stair', 'pit'][i % 4], x: i % 40, y: Math.floor(i / 40), exits: [i % 2 === 0, i % 3 === 0, true, false], explored: true }));
  const log: GameEvent[] = Array.from({ length: 20_000 }, (_, i) =>
    i % 4 === 0
      ? { kind: 'message', text: `The party moves on through segment ${i}.`, section: '5.1' }
      : {
          kind: 'roll',
          text: `Wandering monster check: rolled ${(i % 6) + 1} — all quiet.`,
          section: '5.27',
          tableId: 'wandering-monster-check',
          cell: { row: (i % 6) + 1 },
          roll: { code: '1D6', section: '5.27', table: 'Wandering monster check', purpose: 'Entering a corridor', faces: [6], values: [(i % 6) + 1], modifiers: [], total: (i % 6) + 1, result: 'No monster' },
        },
  );
  return {
    schemaVersion: SLOT_SCHEMA_VERSION,
    appVersion: '0.1.0-bench',
    meta: {
      name: 'Large campaign',
      rulesetId: 'deathmaze',
      rulesetTitle: 'Deathmaze (Basic game)',
      seed: 'K7QM-2XPD',
      party: '50 adventurers',
      progress: '1,000 chits placed',
      finished: false,
      createdAt: '2025-01-01T00:00:00.000Z',
      lastPlayed: '2025-01-01T00:00:00.000Z',
      actionCount: 1000,
    },
    game: {
      rulesetId: 'deathmaze',
      seed: 'K7QM-2XPD',
      setup: { party: adventurers.slice(0, 6).map((a) => ({ name: a.name, class: a.class })) },
      actions: Array.from({ length: 1000 }, () => ({ type: 'explore' })),
      rng: [1, 2, 3, 4],
      state: { party: adventurers, maze: chits, segmentsExplored: 1000, wanderingMonstersMet: 160, finished: false },
    },
    log,
  };
}

/** A real game of the current ruleset, played by the CLI's autoplay rule for up to `actions` actions. */
function playedGame(actions: number): SlotFile {
  const ruleset = findRuleset('deathmaze')!;
  const setup = { party: ['Arn', 'Bree', 'Cade', 'Dara'].map((name, i) => ({ name, class: i % 2 ? 'thief' : 'hero' })) };
  let game = startGame(ruleset, 'K7QM-2XPD', setup);
  if (!game.ok) throw new Error(game.message);
  for (let i = 0; i < actions; i++) {
    if (!game.ok) break;
    const choice: { action: unknown } | undefined = ruleset.choices(game.game.state).find((c) => c.id !== 'leave');
    if (!choice) break;
    game = applyAction(ruleset, game.game, choice.action);
  }
  if (!game.ok) throw new Error(game.message);
  const large = largeCampaign();
  return { ...large, meta: { ...large.meta, id: 'bench-real-0001', actionCount: game.game.actions.length }, game: game.game };
}

async function timeAsync(name: string, runs: number, operation: (i: number) => Promise<unknown>): Promise<Measurement> {
  await operation(-1);
  const start = performance.now();
  for (let i = 0; i < runs; i++) await operation(i);
  return { name, operations: runs, totalMs: performance.now() - start };
}

/** Save and load costs of a large campaign slot on this machine (printed by `npm run bench`; no assertions). */
export async function benchSaveLoad(): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-'));
  try {
    const store = new SlotStore(dataDir);
    const campaign = largeCampaign();
    const created = await store.create({ ...campaign.meta, appVersion: campaign.appVersion, game: campaign.game, log: campaign.log });
    const id = created.meta.id;
    const save = await timeAsync('save large campaign (fsync, backup, 3 kept)', 20, (i) => store.save({ ...created, meta: { ...created.meta, progress: `save ${i}` } }));
    // A new store has no cache: what opening the slot reads, parses and checks (the header and the newest log
    // entries; the older ones are only counted). The replay check that follows is measured below on a real game.
    const load = await timeAsync(`load large campaign (read, parse, validate, newest ${LOG_WINDOW} log entries)`, 20, () => new SlotStore(dataDir).readTail(id, LOG_WINDOW));
    const total = campaign.log.length;
    const page = await timeAsync(`one older log page (${LOG_WINDOW} entries before the window, fresh store)`, 20, async () => {
      const read = await new SlotStore(dataDir).readLogRange(id, total - 2 * LOG_WINDOW, total - LOG_WINDOW);
      if (!read.ok) throw new Error(read.message);
    });
    const whole = await timeAsync('read whole large campaign, log included (export, duplicate)', 10, () => new SlotStore(dataDir).read(id));
    const list = await timeAsync('list one large campaign (fresh store)', 20, () => new SlotStore(dataDir).list());

    const real = playedGame(60);
    const verify = await timeAsync(`replay check of a real ${real.game.actions.length}-action game`, 20, async () => verifySlot(real));
    return [save, load, page, whole, list, verify];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

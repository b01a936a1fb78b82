import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameSession } from '../../../electron/services/game-session';
import { autoplaySession } from '../../../electron/services/session-autoplay';
import { SlotStore } from '../../../electron/services/slot-store';
import type { SlotFile } from '../../../shared/saves/slot-schema';
import { PARTY, step, steppingClock, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-action-cost-'));
});
afterEach(async () => cleanup());

/** A store that notes the action list each save is given, and reads the slot (as an export would) before saving. */
class WatchingStore extends SlotStore {
  readonly lists: (readonly unknown[])[] = [];
  readonly readWhileSaving: { actions: number; counted: number }[] = [];

  override async save(file: SlotFile, logStart = 0): Promise<SlotFile> {
    this.lists.push(file.game.actions);
    if (this.lists.length > 1) {
      const read = await this.read(file.meta.id);
      this.readWhileSaving.push({ actions: read.game.actions.length, counted: read.meta.actionCount });
    }
    return super.save(file, logStart);
  }
}

describe('an action on a long campaign costs what it cost on a short one (issue 18)', () => {
  it('appends each action to the game’s action list instead of copying the whole list; a read meanwhile gets only the saved actions', async () => {
    const store = new WatchingStore(dataDir, { now: steppingClock() });
    const session = new GameSession(store, '0.1.0-test');
    const { view } = await session.create({ name: 'Long', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    for (let i = 0; i < 40; i++) await step(session);
    session.close();
    // One list for the whole game: no action copied the ones before it (each copy grows with the campaign).
    expect(new Set(store.lists).size).toBe(1);
    expect(store.lists[0]).toHaveLength(40);
    // An export made while an action is being saved holds the actions saved so far, as many as its header counts.
    expect(store.readWhileSaving).toEqual(Array.from({ length: 39 }, (_, i) => ({ actions: i + 1, counted: i + 1 })));
    // And what is on disk is the whole game.
    const reopened = await new SlotStore(dataDir).read(view.slot.id);
    expect(reopened.game.actions).toHaveLength(40);
  });
});

describe('autoplay saves in groups (docs/save-format.md, "Autoplay saves in groups")', () => {
  it('saves once per group, reports each group only once it is on disk, and a short run once per action', async () => {
    const store = new WatchingStore(dataDir, { now: steppingClock() });
    const session = new GameSession(store, '0.1.0-test');
    const { view } = await session.create({ name: 'Grouped', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const reader = new SlotStore(dataDir);
    // What the slot's file counts at each report (read from another store, as another process would).
    const onDisk: { reported: number; saved: Promise<number> }[] = [];
    const countedOnDisk = async (): Promise<number> => {
      for (const listing of await reader.list()) if (listing.readable && listing.meta.name === 'Grouped') return listing.meta.actionCount;
      return 0;
    };
    const { played } = await autoplaySession(session, {
      actions: 450,
      groupActions: 200,
      groupMs: Number.POSITIVE_INFINITY,
      onSaved: (saved) => {
        onDisk.push({ reported: saved, saved: countedOnDisk() });
      },
    });
    expect(played).toBe(450);
    // Three saves for 450 actions, where a player's 450 actions are 450 saves.
    expect(store.lists).toHaveLength(3);
    expect(onDisk.map((r) => r.reported)).toEqual([200, 400, 450]);
    for (const report of onDisk) expect(await report.saved).toBeGreaterThanOrEqual(report.reported);
    expect((await reader.read(view.slot.id)).game.actions).toHaveLength(450);
    session.close();

    // A run no longer than one group saves after every action, as play does.
    const short = new WatchingStore(dataDir, { now: steppingClock() });
    const again = new GameSession(short, '0.1.0-test');
    await again.create({ name: 'Short', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    await autoplaySession(again, { actions: 12 });
    again.close();
    expect(short.lists).toHaveLength(12);
  });
});

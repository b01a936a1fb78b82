import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameSession } from '../../../electron/services/game-session';
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

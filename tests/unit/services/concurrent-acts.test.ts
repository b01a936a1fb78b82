import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SlotStore } from '../../../electron/services/slot-store';
import { PARTY, services, slotOnDisk, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-concurrent-')));
afterEach(async () => cleanup());

/**
 * Holds the answer of the store's k-th save until the test releases it, so requests can be made to overlap with
 * the saves of earlier ones exactly as a busy development host makes them overlap, with no timing involved.
 */
function gateSaves(store: SlotStore): (k: number) => void {
  const gates = new Map<number, { promise: Promise<void>; open: () => void }>();
  const gate = (k: number) => {
    let entry = gates.get(k);
    if (!entry) {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      entry = { promise, open };
      gates.set(k, entry);
    }
    return entry;
  };
  const realSave = store.save.bind(store);
  let calls = 0;
  store.save = async (...args: Parameters<SlotStore['save']>) => {
    const k = ++calls;
    const written = await realSave(...args);
    await gate(k).promise;
    return written;
  };
  return (k) => gate(k).open();
}

describe('overlapping actions on one slot (issue 18, item 1)', () => {
  it('50 renames that overlap earlier saves are applied and saved one after another: every acknowledged one is on disk', async () => {
    const { store, session } = services(dataDir);
    const created = await session.create({ name: 'Renames', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
    const hero = created.view.choices.find((c) => c.id.startsWith('rename-'));
    expect(hero).toBeDefined();
    const { adventurerId } = hero!.action as { adventurerId: string };
    const release = gateSaves(store);
    const rename = (i: number) => session.act({ type: 'rename', adventurerId, name: `Arn the ${i}th` });

    // Request i arrives while the save of request i-1 is still under way.
    const answers: Awaited<ReturnType<typeof rename>>[] = [];
    let previous = rename(1);
    for (let i = 2; i <= 50; i++) {
      const next = rename(i);
      release(i - 1);
      answers.push(await previous);
      previous = next;
    }
    release(50);
    answers.push(await previous);

    expect(answers.every((a) => a.view.saveStatus.saved)).toBe(true);
    expect(answers.map((a) => a.view.slot.actionCount)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const onDisk = await slotOnDisk(dataDir, created.view.slot.id);
    expect(onDisk?.ok).toBe(true);
    if (!onDisk?.ok) return;
    expect(onDisk.file.game.actions).toHaveLength(50);
    expect(onDisk.file.log.filter((e) => e.kind === 'rename').map((e) => e.text.replace(/^.* now called /, ''))).toEqual(
      Array.from({ length: 50 }, (_, i) => `Arn the ${i + 1}th.`),
    );
  });
});

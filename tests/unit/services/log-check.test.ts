import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeExport, importSlotText } from '../../../electron/services/slot-export';
import type { GameSession } from '../../../electron/services/game-session';
import { SlotStore } from '../../../electron/services/slot-store';
import { Rng } from '../../../shared/core/rng';
import type { SlotFile } from '../../../shared/saves/slot-schema';
import { logPath, playGame, services, slotOnDisk, slotPath, step, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-logcheck-')));
afterEach(async () => cleanup());

/** The slot as the game made it: the log every check must give back. */
async function wholeSlot(id: string): Promise<SlotFile> {
  const decoded = await slotOnDisk(dataDir, id);
  if (!decoded?.ok) throw new Error('the test slot does not read');
  return decoded.file;
}

async function played(name: string, actions: number): Promise<{ id: string; file: SlotFile; logText: string; headerText: string }> {
  const { session } = services(dataDir);
  const id = await playGame(session, name, actions);
  session.close();
  return { id, file: await wholeSlot(id), logText: await readFile(logPath(dataDir, id), 'utf8'), headerText: await readFile(slotPath(dataDir, id), 'utf8') };
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');

/**
 * Opens a slot as the app does and waits for the log check that runs just after the answer (issue 15): what the
 * player is told comes in the answer (damage found while reading the tail, a header that disagrees with the game)
 * or, when only the whole log's hash finds it, in the views from just after it (`lateNotice`, shown in the banner).
 */
async function openChecked(session: GameSession, id: string) {
  const opened = await session.open(id);
  await session.logChecked();
  const current = session.current()!;
  return { opened, current, notice: opened.notice ?? current.view.lateNotice };
}

describe('the log is checked against the replay (issue 18, item 3)', () => {
  it('every one of 100 seeded bit flips in the log file is found on opening, repaired from the replay and reported', async () => {
    const { id, file, logText } = await played('Flips', 6);
    const original = Buffer.from(logText, 'utf8');
    const { session } = services(dataDir);
    const rng = Rng.fromSeedNumber(18);
    let reported = 0;
    for (let i = 0; i < 100; i++) {
      const bytes = Buffer.from(original);
      const at = rng.int(0, bytes.length - 1);
      bytes[at] = bytes[at]! ^ (1 << rng.int(0, 7));
      await writeFile(logPath(dataDir, id), bytes);
      const { notice } = await openChecked(session, id);
      session.close();
      if (notice) reported++;
      expect(notice?.kind, `flip ${i} at byte ${at}`).toBe('repaired');
      expect((await wholeSlot(id)).log).toEqual(file.log);
    }
    expect(reported).toBe(100);
  });

  it('swapped and duplicated lines are found, the log rebuilt, and the player told', async () => {
    const { id, file, logText } = await played('Swaps', 5);
    const { session } = services(dataDir);
    const original = lines(logText);
    const swapped = [...original];
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    const duplicated = [...original.slice(0, 4), original[3]!, ...original.slice(4, -1)];
    for (const damaged of [swapped, duplicated]) {
      await writeFile(logPath(dataDir, id), `${damaged.join('\n')}\n`);
      const { notice } = await openChecked(session, id);
      session.close();
      expect(notice?.kind).toBe('repaired');
      expect(notice?.message).toMatch(/log/);
      expect(notice?.message).toMatch(/nothing was lost/);
      expect((await wholeSlot(id)).log).toEqual(file.log);
    }
  });

  it('a lowered logEntries is repaired on opening, so the next save keeps every entry', async () => {
    const { id, file, headerText } = await played('Lowered', 5);
    await writeFile(slotPath(dataDir, id), headerText.replace(/"logEntries": \d+/, '"logEntries": 3'));
    const { session } = services(dataDir);
    const { notice, current } = await openChecked(session, id);
    expect(notice?.kind).toBe('repaired');
    expect(current.log.total).toBe(file.log.length);
    await step(session);
    const after = await wholeSlot(id);
    expect(after.log.slice(0, file.log.length)).toEqual(file.log);
    expect(after.game.actions).toHaveLength(6);
  });

  it('a good slot opens without a notice and without rewriting anything', async () => {
    const { id, logText, headerText } = await played('Good', 4);
    const { session } = services(dataDir);
    const { notice } = await openChecked(session, id);
    expect(notice).toBeUndefined();
    expect(await readFile(logPath(dataDir, id), 'utf8')).toBe(logText);
    expect(await readFile(slotPath(dataDir, id), 'utf8')).toBe(headerText);
  });

  it('an imported file whose log was forged is imported with the log its game really gives, and says so', async () => {
    const { file } = await played('Forged', 4);
    const forged: SlotFile = { ...file, log: file.log.map((e, i) => (i === 2 ? { ...e, text: 'You find the Crown of Kings.' } : e)) };
    const store = new SlotStore(dataDir);
    const imported = await importSlotText(store, encodeExport(forged, '0.1.0-test', new Date()), 'forged.mazewright', 'Forged copy');
    expect(imported.repaired).toMatch(/log/);
    expect((await wholeSlot(imported.file.meta.id)).log).toEqual(file.log);
  });
});

describe('a wrong header is repaired from the replay, not rolled back (issue 18, item 6)', () => {
  const headerDamage: Record<string, (text: string, id: string) => string> = {
    'logEntries raised': (t) => t.replace(/"logEntries": (\d+)/, (_, n: string) => `"logEntries": ${Number(n) + 4}`),
    'logEntries lowered': (t) => t.replace(/"logEntries": (\d+)/, (_, n: string) => `"logEntries": ${Number(n) - 2}`),
    'meta.id changed': (t, id) => t.replace(`"id": "${id}"`, '"id": "someone-elses-slot"'),
    'actionCount + 5': (t) => t.replace(/"actionCount": (\d+)/, (_, n: string) => `"actionCount": ${Number(n) + 5}`),
    'actionCount - 1': (t) => t.replace(/"actionCount": (\d+)/, (_, n: string) => `"actionCount": ${Number(n) - 1}`),
  };
  for (const [kind, damage] of Object.entries(headerDamage)) {
    it(`${kind}: every action is kept and the notice says the header was repaired`, async () => {
      const { id, file, headerText } = await played(`Header ${kind}`, 5);
      const bad = damage(headerText, id);
      expect(bad).not.toBe(headerText);
      await writeFile(slotPath(dataDir, id), bad);
      const { session } = services(dataDir);
      const { current, notice } = await openChecked(session, id);
      expect(current.view.slot.actionCount).toBe(5);
      expect(notice?.kind).toBe('repaired');
      expect(notice?.actionsLost).toBeUndefined();
      expect(notice?.message).toMatch(/nothing was lost/);
      const after = await wholeSlot(id);
      expect(after.game.actions).toHaveLength(5);
      expect(after.meta).toMatchObject({ id, actionCount: 5 });
      expect(after.log).toEqual(file.log);
    });
  }
});

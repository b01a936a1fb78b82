import { spawnSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeExport, importSlotText } from '../../../electron/services/slot-export';
import { playGame, services, step, tempDataDir } from './helpers';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-lock-')));
afterEach(async () => cleanup());

/** Each `services()` is its own store, as a second process (the CLI, the development host) would have. */
describe('one writer per slot (issue 18, item 2)', () => {
  it('a second player of a slot is refused with a message naming the holder; once closed, it can play', async () => {
    const first = services(dataDir);
    const id = await playGame(first.session, 'Contested', 2);
    const second = services(dataDir);
    await expect(second.session.open(id)).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(new RegExp(`in use by another Mazewright \\(process ${process.pid}, since .*\\)\\. Only one Mazewright at a time can play or change a save slot`)),
    });
    // Nor can it change the slot behind the player's back.
    await expect(second.store.rename(id, 'Hijacked')).rejects.toMatchObject({ code: 'conflict' });
    await expect(second.store.delete(id)).rejects.toMatchObject({ code: 'conflict' });
    // The first goes on saving every action.
    expect((await step(first.session)).view.saveStatus).toEqual({ saved: true });

    first.session.close();
    const opened = await second.session.open(id);
    expect(opened.view.slot.actionCount).toBe(3);
    expect((await step(second.session)).view.saveStatus).toEqual({ saved: true });
    await expect(first.session.open(id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('claiming a slot makes the slots folder when it has gone missing (the lock is written first, the folder made only then)', async () => {
    const { store } = services(dataDir);
    const slotsDir = path.join(dataDir, 'slots');
    await expect(readdir(slotsDir)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.claim('a-new-slot');
    expect(await readdir(slotsDir)).toEqual(['a-new-slot.lock']);
    // Claimed: a second store is refused.
    await expect(services(dataDir).store.claim('a-new-slot')).rejects.toMatchObject({ code: 'conflict' });
  });

  it("a killed process's lock is stale and taken over (its owner, recorded in the lock, is gone)", async () => {
    const first = services(dataDir);
    const id = await playGame(first.session, 'Orphaned', 1);
    first.session.close();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);
    const lock = path.join(dataDir, 'slots', `${id}.lock`);
    await writeFile(lock, JSON.stringify({ pid: deadPid, host: os.hostname(), token: 'crashed', since: '2025-01-01T00:00:00.000Z', what: 'playing a game' }));
    const second = services(dataDir);
    expect((await second.session.open(id)).view.slot.actionCount).toBe(1);
    expect(JSON.parse(await readFile(lock, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('concurrent imports of one name from two processes make one slot of that name, and the other is told', async () => {
    const source = services(dataDir);
    const id = await playGame(source.session, 'Original', 1);
    source.session.close();
    const file = await source.store.read(id);
    const text = encodeExport(file, '0.1.0-test', new Date());
    const stores = Array.from({ length: 4 }, () => services(dataDir).store);
    const results = await Promise.allSettled(stores.flatMap((store) => [importSlotText(store, text, 'a.mazewright', 'Twin'), importSlotText(store, text, 'b.mazewright', 'Twin')]));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'conflict', message: expect.stringMatching(/“Twin” already exists/) });
    const names = (await source.store.list()).flatMap((l) => (l.readable ? [l.meta.name] : []));
    expect(names.filter((n) => n === 'Twin')).toHaveLength(1);
    expect((await readdir(path.join(dataDir, 'slots'))).filter((n) => n.endsWith('.lock'))).toEqual([]);
  });
});

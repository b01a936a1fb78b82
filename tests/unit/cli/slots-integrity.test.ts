import { readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSlotsCli } from '../../support/slots-cli';
import type { SlotHeader } from '../../../shared/saves/slot-schema';

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mazewright-cli-integrity-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Runs one `slots` command line in-process against the temp data directory. */
const cli = (...argv: string[]) => runSlotsCli(dataDir, argv);

async function onlySlotId(): Promise<string> {
  const names = (await readdir(path.join(dataDir, 'slots'))).filter((n) => n.endsWith('.json'));
  expect(names).toHaveLength(1);
  return names[0]!.slice(0, -'.json'.length);
}

const slotFile = (id: string) => path.join(dataDir, 'slots', `${id}.json`);
const logFile = (id: string) => path.join(dataDir, 'slots', `${id}.log.jsonl`);

describe('slots verify says exactly what it found and repaired (issue 18, item 7)', () => {
  it('a cut-off log is reported and rebuilt on disk, not passed as OK', async () => {
    await cli('new', 'Cut', '--seed', 'K7QM-2XPD', '--autoplay', '4');
    const id = await onlySlotId();
    const whole = await readFile(logFile(id), 'utf8');
    await writeFile(logFile(id), whole.slice(0, Math.floor(whole.length / 2)));
    const result = await cli('verify', 'Cut');
    expect(result.out).toMatch(/^REPAIRED “Cut”: .*log file .* is cut off .*rebuilt the log by replaying the game's 4 actions/m);
    expect(result.out).not.toMatch(/^OK/m);
    expect(await readFile(logFile(id), 'utf8')).toBe(whole);
    expect((await cli('verify', 'Cut')).out).toMatch(/^OK {7}“Cut”/);
  });

  it('a deleted log is reported as missing and rebuilt', async () => {
    await cli('new', 'Gone', '--seed', 'K7QM-2XPD', '--autoplay', '3');
    const id = await onlySlotId();
    const whole = await readFile(logFile(id), 'utf8');
    await unlink(logFile(id));
    expect((await cli('verify', 'Gone')).out).toMatch(/^REPAIRED “Gone”: .*log file .* is missing/m);
    expect(await readFile(logFile(id), 'utf8')).toBe(whole);
  });

  it('a log whose lines were edited but still parse is found by the whole-log comparison', async () => {
    await cli('new', 'Edited', '--seed', 'K7QM-2XPD', '--autoplay', '3');
    const id = await onlySlotId();
    const whole = await readFile(logFile(id), 'utf8');
    await writeFile(logFile(id), whole.replace(/"text":"[^"]*"/, '"text":"You find the Crown of Kings."'));
    expect((await cli('verify', 'Edited')).out).toMatch(/^REPAIRED “Edited”: .*does not match the game from entry 1/m);
    expect(await readFile(logFile(id), 'utf8')).toBe(whole);
  });

  it('counts only the backups that load', async () => {
    await cli('new', 'Torn backups', '--seed', 'K7QM-2XPD', '--autoplay', '4');
    const id = await onlySlotId();
    const dir = path.join(dataDir, 'backups', id);
    const backups = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    expect(backups).toHaveLength(3);
    for (const name of backups) await writeFile(path.join(dir, name), (await readFile(path.join(dir, name), 'utf8')).slice(0, 100));
    expect((await cli('verify', 'Torn backups')).out).toMatch(/^OK {7}“Torn backups”: 4 actions .*\(0 good backups of 3\)\.$/);
  });
});

describe('a slot whose header file was lost (issue 18, item 4)', () => {
  it('is listed by its name with what restoring brings back, and `slots restore NAME` brings it back', async () => {
    await cli('new', 'Headless', '--seed', 'K7QM-2XPD', '--autoplay', '5');
    const id = await onlySlotId();
    await unlink(slotFile(id));
    const listed = await cli('list');
    expect(listed.out).not.toMatch(/No save slots/);
    expect(listed.out).toMatch(/UNREADABLE “Headless” \(.*\.json\) {2}\[backup available: slots restore\]/);
    expect(listed.out).toMatch(/The save file of “Headless” is missing\. Restoring brings back its newest good backup: 4 actions, saved /);
    const restored = await cli('restore', 'headless');
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(/restored the most recent good backup, saved .* after 4 actions/);
    const header = JSON.parse(await readFile(slotFile(id), 'utf8')) as SlotHeader;
    expect(header.meta).toMatchObject({ name: 'Headless', actionCount: 4 });
    expect((await cli('verify', 'Headless')).out).toMatch(/^OK {7}“Headless”: 4 actions/);
  });

  it('a deleted slot (in the trash) does not come back through its backups', async () => {
    await cli('new', 'Deleted', '--seed', 'K7QM-2XPD', '--autoplay', '4');
    const id = await onlySlotId();
    const { SlotStore } = await import('../../../electron/services/slot-store');
    await new SlotStore(dataDir).delete(id);
    expect((await cli('list')).out).toMatch(/^No save slots/);
  });
});

import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { STALE_TEMP_AGE_MS } from '../../../electron/services/temp-sweep';
import { appServices, tempDataDir } from './helpers';

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-sweep-'));
});
afterEach(async () => cleanup());

/** Leftovers as a killed writer leaves them, an hour old, next to a live writer's fresh temp file and real files. */
async function leftovers(dataDir: string): Promise<void> {
  const slots = path.join(dataDir, 'slots');
  const backups = path.join(dataDir, 'backups', 'slot-0001');
  await mkdir(slots, { recursive: true });
  await mkdir(backups, { recursive: true });
  const old = new Date(Date.now() - STALE_TEMP_AGE_MS - 60 * 60 * 1000);
  for (const file of [path.join(slots, '.slot-0001.json.0a1b2c3d4e5f.tmp'), path.join(slots, '.slot-0001.log.jsonl.ffeeddccbbaa.tmp'), path.join(backups, '.1.json.001122334455.tmp')]) {
    await writeFile(file, 'x'.repeat(1000));
    await utimes(file, old, old);
  }
  await writeFile(path.join(slots, '.slot-0002.json.aaaaaaaaaaaa.tmp'), 'a live write');
  const keptOld = path.join(slots, 'notes.tmp');
  await writeFile(keptOld, 'not a temp file of ours');
  await utimes(keptOld, old, old);
}

describe('temp files left by killed writes', () => {
  it('are removed by the next CLI command once stale; a live write’s and other files are kept', async () => {
    const dataDir = path.join(root, 'data');
    await leftovers(dataDir);
    const out: string[] = [];
    const code = await runCli(['slots', 'list'], { out: (t) => out.push(t), err: (t) => out.push(t), env: { MAZEWRIGHT_DATA_DIR: dataDir } });
    expect(code).toBe(0);
    expect((await readdir(path.join(dataDir, 'slots'))).sort()).toEqual(['.slot-0002.json.aaaaaaaaaaaa.tmp', 'notes.tmp']);
    expect(await readdir(path.join(dataDir, 'backups', 'slot-0001'))).toEqual([]);
  });

  it('are removed when the app (or the development host) starts', async () => {
    const dataDir = path.join(root, 'data');
    await leftovers(dataDir);
    const app = appServices({ dataDir, appVersion: 'x', host: 'web' });
    expect((await app.tempSweep).length).toBe(3);
    expect((await readdir(path.join(dataDir, 'slots'))).sort()).toEqual(['.slot-0002.json.aaaaaaaaaaaa.tmp', 'notes.tmp']);
  });
});

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs } from '../../../electron/services/make-dirs';
import { SlotStore } from '../../../electron/services/slot-store';
import { runCli } from '../../../electron/cli/run-cli';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-dirs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('creating folders', () => {
  it('creates every missing level and accepts a folder that is already there', async () => {
    const deep = path.join(dir, 'a', 'b', 'c');
    await makeDirs(deep);
    await makeDirs(deep);
    expect((await stat(deep)).isDirectory()).toBe(true);
  });

  it('refuses a file standing where a folder should be', async () => {
    await writeFile(path.join(dir, 'file'), 'x');
    await expect(makeDirs(path.join(dir, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(makeDirs(path.join(dir, 'file', 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  // /proc answers ENOENT for a new folder inside an existing one; Node's recursive mkdir retries that forever.
  it.runIf(process.platform === 'linux')('returns an error for a folder the system will not create (/proc)', async () => {
    await expect(makeDirs('/proc/1/slots')).rejects.toThrow('the system does not allow a new folder in /proc/1');
    await expect(new SlotStore('/proc/1').list()).rejects.toThrow('Mazewright could not use its save folder /proc/1/slots');
  });

  it.runIf(process.platform === 'linux')('`slots list` with MAZEWRIGHT_DATA_DIR=/proc/1 says so and fails', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['slots', 'list'], { out: (t) => out.push(t), err: (t) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: '/proc/1' } });
    expect(code).not.toBe(0);
    expect(err.join('\n')).toContain('/proc/1/slots');
  });
});

import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportSlot } from '../../../electron/services/slot-export';
import { playGame, services, tempDataDir } from './helpers';

/** Makes the step after the temp file is written fail the way a failing disk or a vanished folder would. */
const failing = vi.hoisted(() => ({ link: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    link: async (from: string, to: string): Promise<void> => {
      if (failing.link) throw Object.assign(new Error(`EIO: i/o error, link '${from}' -> '${to}'`), { code: 'EIO' });
      return actual.link(from, to);
    },
  };
});

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-export-temp-'));
  failing.link = false;
});
afterEach(async () => cleanup());

describe('an export that fails', () => {
  it('leaves nothing in the target folder: no export file and no temp file', async () => {
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'out');
    await mkdir(outDir);
    const { store, session } = services(dataDir);
    const id = await playGame(session, 'Crypt run', 2);
    failing.link = true;
    await expect(exportSlot(store, id, path.join(outDir, 'crypt.mazewright'), 'x')).rejects.toThrow(/could not|i\/o|EIO/i);
    expect(await readdir(outDir)).toEqual([]);
    // The same export works once the disk does.
    failing.link = false;
    await exportSlot(store, id, path.join(outDir, 'crypt.mazewright'), 'x');
    expect(await readdir(outDir)).toEqual(['crypt.mazewright']);
  });
});

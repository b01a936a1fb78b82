import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { SlotStore } from '../../../electron/services/slot-store';
import { tempDataDir } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-autoplay-kill-'));
});
afterEach(async () => cleanup());

/** Runs `slots new … --autoplay` as a process and SIGKILLs it once it has reported `reports` saved groups. */
function autoplayUntilKilled(reports: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'electron/cli/main.ts'), 'slots', 'new', 'Killed', '--seed', 'K7QM-2XPD', '--autoplay', '100000'], {
      cwd: root,
      env: { ...process.env, MAZEWRIGHT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let reported = 0;
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      err += text;
      const said = [...err.matchAll(/^Saved ([\d,]+) of 100,000 actions\.$/gm)];
      if (said.length >= reports && reported === 0) {
        reported = Number(said.at(-1)![1]!.replaceAll(',', ''));
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', () => (reported > 0 ? resolve(reported) : reject(new Error(`the autoplay ended before reporting ${reports} saves: ${err}`))));
  });
}

describe('slots new --autoplay saves in groups (issue 18)', () => {
  it('a kill during autoplay leaves a slot that opens, verifies and holds every action reported as saved', async () => {
    const reported = await autoplayUntilKilled(3);
    const [listing] = await new SlotStore(dataDir).list();
    expect(listing?.readable).toBe(true);
    const count = listing?.readable ? listing.meta.actionCount : 0;
    expect(count).toBeGreaterThanOrEqual(reported);
    const out: string[] = [];
    const err: string[] = [];
    expect(await runCli(['slots', 'verify', 'Killed'], { out: (t) => out.push(t), err: (t) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: dataDir } })).toBe(0);
    expect(out.join('\n')).toMatch(/^OK +“Killed”/m);
    // And the game goes on from there: the slot opens for play.
    expect(await runCli(['slots', 'list'], { out: (t) => out.push(t), err: (t) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: dataDir } })).toBe(0);
    expect(out.join('\n')).toContain(`${count} actions`);
  }, 240_000);
});

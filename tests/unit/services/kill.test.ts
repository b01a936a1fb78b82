import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayedLog, verifySlot } from '../../../electron/services/slot-verify';
import { services, slotOnDisk, tempDataDir } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const writerSource = path.join(here, 'kill-writer.ts');
const KILLS = 40;

let work: { dir: string; cleanup: () => Promise<void> };
/** How to start the writer: a bundled plain-JS copy when esbuild is at hand (fast start), else through tsx. */
let writerCommand: string[];

beforeAll(async () => {
  work = await tempDataDir('mazewright-kill-');
  try {
    const esbuild = (await import('esbuild')) as typeof import('esbuild');
    const outfile = path.join(work.dir, 'kill-writer.mjs');
    await esbuild.build({ entryPoints: [writerSource], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' });
    writerCommand = [outfile];
  } catch {
    writerCommand = ['--import', 'tsx', writerSource];
  }
});
afterAll(async () => work.cleanup());

/** A small seeded generator for the kill moments, so a failing run can be repeated. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Round {
  readonly lines: string[];
}

/** Starts the writer, kills it with SIGKILL `delayMs` after it is ready (or after spawn), returns what it printed. */
function runAndKill(dataDir: string, delayMs: number, fromSpawn: boolean): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...writerCommand, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    const arm = () => (timer ??= setTimeout(() => child.kill('SIGKILL'), delayMs));
    if (fromSpawn) arm();
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('ready\n')) arm();
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    // A writer that dies on its own is a failure of the code under test, not a kill.
    const guard = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('error', reject);
    // 'close', not 'exit': exit can fire before the last lines the writer printed have been read from the pipe, and a
    // save it reported must count as reported.
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer exited by itself (code ${code}): ${err}`));
      else resolve({ lines: out.split('\n').filter((l) => l !== '') });
    });
  });
}

describe('killing a process in the middle of saving', () => {
  it(`after ${KILLS} SIGKILLs every slot loads as its last complete save or the one after, never corrupt or missing`, async () => {
    const dataDir = path.join(work.dir, 'data');
    const random = lcg(0x5eed);
    /** The last save each slot reported as complete before its writer was killed. */
    const lastSaved = new Map<string, number>();
    let saves = 0;
    for (let round = 0; round < KILLS; round++) {
      const fromSpawn = random() < 0.2;
      const delay = fromSpawn ? 60 + Math.floor(random() * 300) : Math.floor(random() * 150);
      const { lines } = await runAndKill(dataDir, delay, fromSpawn);
      for (const line of lines) {
        const [what, id, count] = line.split(' ');
        expect(what, `round ${round}: ${line}`).not.toBe('notice');
        expect(what, `round ${round}: ${line}`).not.toBe('failed');
        if ((what === 'saved' || what === 'created') && id && count) {
          lastSaved.set(id, Number(count));
          if (what === 'saved') saves++;
        }
      }
      // Look at both files of each slot without the store's recovery: a fresh store's inspect reads them and
      // changes nothing. The small file and its log must both be whole, and the log must be this save's own.
      const { store } = services(dataDir);
      const listings = await store.list();
      expect(listings.filter((l) => !l.readable), `round ${round}`).toEqual([]);
      for (const [id, count] of lastSaved) {
        const decoded = await slotOnDisk(dataDir, id);
        expect(decoded?.ok, `round ${round}, slot ${id}`).toBe(true);
        if (!decoded?.ok) continue;
        expect(decoded.logRebuilt, `round ${round}, slot ${id}`).toBeUndefined();
        expect([count, count + 1], `round ${round}, slot ${id}`).toContain(decoded.file.meta.actionCount);
        expect(decoded.file.log, `round ${round}, slot ${id}: log`).toEqual(replayedLog(decoded.file.game));
      }
    }
    expect(lastSaved.size).toBe(3);
    expect(saves).toBeGreaterThan(KILLS);
    // And each game still replays from its seed to exactly the saved state.
    const { store } = services(dataDir);
    for (const id of lastSaved.keys()) {
      const opened = await store.open(id);
      expect(opened.notice).toBeUndefined();
      expect(verifySlot(opened.file).status).toBe('ok');
    }
  }, 60_000);
});

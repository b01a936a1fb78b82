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

/**
 * When a round's writer is killed, chosen by how far it has got rather than by the clock, so a loaded machine kills
 * it at the same points of its work as an idle one: during start-up, after its `lines`-th slot line (created or
 * opened), or once ready, after its `saves`-th save. Then `delayMs` more (0-20 ms) scatters the kill over the saves
 * that follow; no assertion depends on where it lands.
 */
type KillPoint = { readonly during: 'start-up'; readonly lines: number; readonly delayMs: number } | { readonly during: 'play'; readonly saves: number; readonly delayMs: number };

/** A writer that prints nothing new for this long is stuck (a failure), not slow. */
const STUCK_MS = 5 * 60_000;

interface Round {
  readonly lines: string[];
}

/** Starts the writer, SIGKILLs it at `kill`, and returns every line it printed. */
function runAndKill(dataDir: string, kill: KillPoint): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...writerCommand, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let slotLines = 0;
    let saves = 0;
    let ready = false;
    let killTimer: NodeJS.Timeout | undefined;
    let stuck = false;
    const arm = () => (killTimer ??= setTimeout(() => child.kill('SIGKILL'), kill.delayMs));
    let guard = setTimeout(onStuck, STUCK_MS);
    function onStuck(): void {
      stuck = true;
      child.kill('SIGKILL');
    }
    child.stdout.on('data', (chunk: Buffer) => {
      clearTimeout(guard);
      guard = setTimeout(onStuck, STUCK_MS);
      const before = out.lastIndexOf('\n') + 1;
      out += chunk.toString('utf8');
      // Count the whole lines this chunk completed.
      for (const line of out.slice(before, out.lastIndexOf('\n') + 1).split('\n')) {
        if (line.startsWith('created ') || line.startsWith('opened ')) slotLines++;
        else if (line === 'ready') ready = true;
        else if (line.startsWith('saved ')) saves++;
      }
      if (kill.during === 'start-up' ? slotLines >= kill.lines : ready && saves >= kill.saves) arm();
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    // 'close', not 'exit': exit can fire before the last lines the writer printed have been read from the pipe, and a
    // save it reported must count as reported.
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      if (killTimer) clearTimeout(killTimer);
      if (stuck) reject(new Error(`the writer printed nothing for ${STUCK_MS / 60_000} minutes: ${err}`));
      // A writer that dies on its own is a failure of the code under test, not a kill.
      else if (signal !== 'SIGKILL') reject(new Error(`writer exited by itself (code ${code}): ${err}`));
      else resolve({ lines: out.split('\n').filter((l) => l !== '') });
    });
  });
}

describe('killing a process in the middle of saving', () => {
  it(`after ${KILLS} SIGKILLs every slot loads as its last complete save or the one after, never corrupt or missing`, async () => {
    const dataDir = path.join(work.dir, 'data');
    const random = lcg(0x5eed);
    /**
     * The last save each slot is known to have completed: the last one its writer reported, or the one a restarted
     * writer found on opening it. A save can complete and its writer be killed before reporting it; the next writer
     * then opens that save and plays on from it, so counting only reported saves would put the slot two ahead.
     */
    const lastComplete = new Map<string, number>();
    /** Each slot's save as found on disk after the previous round. */
    const onDisk = new Map<string, number>();
    let saves = 0;
    let savesAsked = 0;
    for (let round = 0; round < KILLS; round++) {
      const delayMs = Math.floor(random() * 21);
      const kill: KillPoint = random() < 0.2 ? { during: 'start-up', lines: 1 + Math.floor(random() * 3), delayMs } : { during: 'play', saves: 2 + Math.floor(random() * 5), delayMs };
      if (kill.during === 'play') savesAsked += kill.saves;
      const { lines } = await runAndKill(dataDir, kill);
      for (const line of lines) {
        const [what, id, count] = line.split(' ');
        const where = `round ${round}: ${line}`;
        expect(what, where).not.toBe('notice');
        expect(what, where).not.toBe('failed');
        if (!id || !count) continue;
        const n = Number(count);
        // A slot opens at exactly the save the previous round left on disk (0: a creation killed before it reported).
        if (what === 'opened') expect(n, where).toBe(onDisk.get(id) ?? 0);
        // Each save is one action on (or, once a game is over, the same count as) the one before.
        if (what === 'saved') expect([lastComplete.get(id), (lastComplete.get(id) ?? -1) + 1], where).toContain(n);
        if (what === 'saved' || what === 'created' || what === 'opened') lastComplete.set(id, n);
        if (what === 'saved') saves++;
      }
      // Look at both files of each slot without the store's recovery: a fresh store's inspect reads them and
      // changes nothing. The small file and its log must both be whole, and the log must be this save's own.
      const { store } = services(dataDir);
      const listings = await store.list();
      expect(listings.filter((l) => !l.readable), `round ${round}`).toEqual([]);
      for (const [id, count] of lastComplete) {
        const decoded = await slotOnDisk(dataDir, id);
        expect(decoded?.ok, `round ${round}, slot ${id}`).toBe(true);
        if (!decoded?.ok) continue;
        expect(decoded.logRebuilt, `round ${round}, slot ${id}`).toBeUndefined();
        // The save in progress when the kill came either completed or left the last complete one untouched.
        expect([count, count + 1], `round ${round}, slot ${id}`).toContain(decoded.file.meta.actionCount);
        expect(decoded.file.log, `round ${round}, slot ${id}: log`).toEqual(replayedLog(decoded.file.game));
        onDisk.set(id, decoded.file.meta.actionCount);
      }
    }
    expect(lastComplete.size).toBe(3);
    // Every 'play' round waited for its saves before the kill, however slow the machine.
    expect(saves).toBeGreaterThanOrEqual(savesAsked);
    expect(savesAsked).toBeGreaterThan(KILLS);
    // And each game still replays from its seed to exactly the saved state.
    const { store } = services(dataDir);
    for (const id of lastComplete.keys()) {
      const opened = await store.open(id);
      expect(opened.notice).toBeUndefined();
      expect(verifySlot(opened.file).status).toBe('ok');
    }
    // Only a hang guard: the work is bounded by the kill points, not by the clock.
  }, 30 * 60_000);
});

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../../electron/app-services';
import { GameSession } from '../../../electron/services/game-session';
import type { DecodedSlot } from '../../../electron/services/slot-file-decode';
import { SlotStore, type SlotStoreOptions } from '../../../electron/services/slot-store';

export const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] };

/**
 * Every game session the helpers made in this test file. A session answers an action before its save ends (issue 15),
 * so a test may finish while a save is still writing its backup: removing the folder then fails (ENOTEMPTY) or the
 * save does. `cleanup` first waits for each session's calls to end.
 */
const sessions = new Set<GameSession>();

/** A session made here is let go only once its calls have ended (see `sessions`). */
export function tracked<T extends { readonly session: GameSession }>(made: T): T {
  sessions.add(made.session);
  return made;
}

/** The app's services (as main builds them) on `dataDir`, its session tracked so that `cleanup` waits for its saves. */
export function appServices(options: Parameters<typeof createAppServices>[0]): ReturnType<typeof createAppServices> {
  return tracked(createAppServices(options));
}

export async function tempDataDir(prefix = 'mazewright-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return {
    dir,
    cleanup: async () => {
      const open = [...sessions];
      sessions.clear();
      await Promise.all(open.map((session) => session.settled()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A clock that moves one minute forward on every call, so stamps are predictable and ordered. */
export function steppingClock(start = Date.UTC(2025, 0, 1, 12, 0, 0)): () => Date {
  let t = start;
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

export function services(dataDir: string, options: SlotStoreOptions = {}): { store: SlotStore; session: GameSession } {
  const store = new SlotStore(dataDir, { now: steppingClock(), ...options });
  return tracked({ store, session: new GameSession(store, '0.1.0-test') });
}

/** Takes one action the way the CLI's autoplay does: the first offered choice that does not end the expedition. */
export async function step(session: GameSession): Promise<Awaited<ReturnType<GameSession['act']>>> {
  const view = session.current()?.view;
  const choice = view?.choices.find((c) => c.id !== 'leave');
  if (!choice) throw new Error('the test game has no choices left; pick another seed');
  return session.act(choice.action);
}

/** Starts a real game and takes `actions` actions, saving after each as the app does; returns the slot id. */
export async function playGame(session: GameSession, name: string, actions: number, seed = 'K7QM-2XPD'): Promise<string> {
  const created = await session.create({ name, rulesetId: 'deathmaze', seed, setup: PARTY });
  for (let i = 0; i < actions; i++) await step(session);
  return created.view.slot.id;
}

export function slotPath(dataDir: string, id: string): string {
  return path.join(dataDir, 'slots', `${id}.json`);
}

/** A schema-2 slot's log file, next to its small file. */
export function logPath(dataDir: string, id: string): string {
  return path.join(dataDir, 'slots', `${id}.log.jsonl`);
}

/** A slot as its two files hold it right now, read by a fresh store (no cache, no recovery, nothing written). */
export async function slotOnDisk(dataDir: string, id: string): Promise<DecodedSlot | null> {
  return new SlotStore(dataDir).inspect(id);
}

/** Every file under `dir` with its content hash and mtime: equal snapshots mean nothing was written. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  async function walk(at: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      // A slot's lock file says who is playing it, not what is saved: holding a slot open writes nothing to it.
      else if (entry.name.endsWith('.lock')) continue;
      else {
        const [bytes, info] = await Promise.all([readFile(full), stat(full)]);
        out.set(path.relative(dir, full), `${createHash('sha1').update(bytes).digest('hex')}@${info.mtimeMs}`);
      }
    }
  }
  await walk(dir);
  return out;
}

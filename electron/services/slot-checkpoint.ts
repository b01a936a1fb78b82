import { createHash } from 'node:crypto';
import { readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import { checkpointSchema, type Checkpoint, type SlotHeader, type StoredHeader } from '../../shared/saves/slot-schema';
import type { Ruleset } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { writeFileAtomically } from './atomic-json-adapter';
import { isErrno } from './slot-error';

/**
 * State checkpoints of a schema-3 slot (`<id>.at-<n>.state`: the generator and the ruleset's state after n
 * actions). The state is not in the small file because it grows with the campaign (Deathmaze's by about 10 bytes an
 * action: the roster's records, the explored tiles), so writing it with every save would make each save cost more
 * than the last. It is derivable: opening replays the actions after the newest checkpoint.
 *
 * When: a checkpoint is written once the actions since the last one reach `max(CHECKPOINT_MIN_ACTIONS,
 * lastCheckpointBytes / CHECKPOINT_BYTES_PER_ACTION)`. Tying the interval to the state's size keeps what the
 * checkpoints add to a save at about CHECKPOINT_BYTES_PER_ACTION bytes an action however long the campaign
 * (a constant cost, amortized), while the replay on open stays short: at most 100 actions early on, about 1,000
 * for a 1 MB state (100,000 Deathmaze actions). The minimum was 500 until opening a slot had to fit in 100 ms
 * (issue 15): replaying up to 500 actions cost an open up to ≈ 17–33 ms of CPU on the loaded 2-core machine, where a
 * checkpoint every 100 actions costs a save ≈ 170 bytes an action, amortized (a 17 KB state), and one save in a
 * hundred a further write, flush and rename.
 */
export const CHECKPOINT_MIN_ACTIONS = 100;
export const CHECKPOINT_BYTES_PER_ACTION = 1024;
/** Checkpoints kept per slot: the header's and the one before it (a crash between the two writes leaves both usable). */
const CHECKPOINTS_KEPT = 2;

/** `<id>.at-<n>.state`: JSON inside, but not named `.json`, which in `slots/` is what a slot's small file is. */
const CHECKPOINT_NAME = /^(.+)\.at-(\d{1,12})\.state$/;

export function checkpointFile(slotsDir: string, id: string, actions: number): string {
  return path.join(slotsDir, `${id}.at-${actions}.state`);
}

/** Whether a save with `actions` actions must write a checkpoint, given the header's last one (and its size). */
export function checkpointDue(actions: number, last: { readonly actions: number; readonly bytes?: number | undefined } | undefined): boolean {
  const since = actions - (last?.actions ?? 0);
  const interval = Math.max(CHECKPOINT_MIN_ACTIONS, Math.ceil((last?.bytes ?? 0) / CHECKPOINT_BYTES_PER_ACTION));
  return since >= interval;
}

/**
 * Whether this Mazewright can replay a game's state from its seed and setup (its ruleset is here and takes the
 * setup). A game it cannot replay (a ruleset this version lacks, a setup it refuses) gets a checkpoint with every
 * save, so its state is never lost; such games are rare (imports from other versions) and not played on here.
 */
export function replayable(game: Pick<GameRecord, 'rulesetId' | 'setup'>): boolean {
  const ruleset = findRuleset(game.rulesetId);
  return ruleset !== undefined && ruleset.setupSchema.safeParse(game.setup).success;
}

/** Writes a checkpoint (temp file, flush, rename); returns its SHA-256 and size for the header. */
export async function writeCheckpoint(file: string, checkpoint: Checkpoint): Promise<{ hash: string; bytes: number }> {
  const text = `${JSON.stringify(checkpoint)}\n`;
  await writeFileAtomically(file, text);
  return { hash: createHash('sha256').update(text, 'utf8').digest('hex'), bytes: Buffer.byteLength(text, 'utf8') };
}

/** A checkpoint whose bytes hash to what the header says, or null (missing, changed, not a checkpoint). */
export async function readCheckpoint(file: string, expected: { readonly actions: number; readonly hash: string }): Promise<{ checkpoint: Checkpoint; bytes: number } | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if (isErrno(error, 'ENOENT', 'EISDIR')) return null;
    throw error;
  }
  if (createHash('sha256').update(bytes).digest('hex') !== expected.hash) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = checkpointSchema.safeParse(raw);
  return parsed.success && parsed.data.actions === expected.actions ? { checkpoint: parsed.data, bytes: bytes.length } : null;
}

/** Removes a slot's checkpoints older than the newest CHECKPOINTS_KEPT (best effort: a leftover only takes space). */
export async function pruneCheckpoints(slotsDir: string, id: string): Promise<void> {
  const names = await readdir(slotsDir).catch(() => []);
  const mine = names
    .flatMap((name) => {
      const match = CHECKPOINT_NAME.exec(name);
      return match?.[1] === id && match[2] !== undefined ? [{ name, n: Number(match[2]) }] : [];
    })
    .sort((a, b) => b.n - a.n);
  for (const old of mine.slice(CHECKPOINTS_KEPT)) await unlink(path.join(slotsDir, old.name)).catch(() => undefined);
}

/** Every checkpoint file of a slot (for moving a slot to the trash with its files). */
export async function checkpointFiles(slotsDir: string, id: string): Promise<string[]> {
  const names = await readdir(slotsDir).catch(() => []);
  return names.filter((name) => CHECKPOINT_NAME.exec(name)?.[1] === id).map((name) => path.join(slotsDir, name));
}

/**
 * `replayed`: the replay ran through every action and ended on the saved dice. When it did not (an action refused,
 * other dice: damage, or a changed engine), the header still comes back, with the state as far as the actions
 * replay, so that opening runs the whole replay check and takes the usual path: restore a backup that passes it,
 * else open what there is with an 'unverified' notice.
 */
export type Materialized =
  | { readonly ok: true; readonly header: SlotHeader; readonly fromCheckpoint: number; readonly replayed: boolean }
  | { readonly ok: false; readonly message: string };

/**
 * The whole header of a schema-3 slot: its stored header with the actions read from the actions file and the
 * state replayed from `checkpoint` (or from the start) over the actions after it. The replay must end with the
 * generator state the header saved, which checks the actions and the checkpoint together. A game whose ruleset
 * this Mazewright lacks cannot be replayed: it gets the checkpoint's state when that is the last one, else none.
 */
export function materialize(stored: StoredHeader, actions: readonly unknown[], checkpoint: Checkpoint | null): Materialized {
  const { actions: _count, checkpoint: _cp, ...rest } = stored;
  const whole = (state: unknown, from: number, replayed: boolean): Materialized => ({ ok: true, header: { ...rest, game: { ...stored.game, actions, state } }, fromCheckpoint: from, replayed });
  const ruleset = findRuleset(stored.game.rulesetId);
  const usable = checkpoint && checkpoint.actions <= actions.length ? checkpoint : null;
  // A game this Mazewright cannot replay keeps its state in a checkpoint at its last action (see `replayable`).
  const asSaved = (): Materialized => whole(usable?.actions === actions.length ? usable.state : null, usable?.actions ?? 0, false);
  if (!ruleset || !replayable(stored.game)) return asSaved();
  try {
    return replayTail(ruleset, stored, actions, usable, whole);
  } catch {
    // A checkpoint or action the rules cannot take (a hand-made file): the state as saved, checked on open.
    return asSaved();
  }
}

function replayTail(
  ruleset: Ruleset,
  stored: StoredHeader,
  actions: readonly unknown[],
  usable: Checkpoint | null,
  whole: (state: unknown, from: number, replayed: boolean) => Materialized,
): Materialized {
  let game: GameRecord;
  if (usable) {
    game = { rulesetId: stored.game.rulesetId, seed: stored.game.seed, setup: stored.game.setup, actions: [], rng: usable.rng, state: ruleset.restore ? ruleset.restore(usable.state) : usable.state };
  } else {
    const started = startGame(ruleset, stored.game.seed, stored.game.setup);
    if (!started.ok) return whole(null, 0, false);
    game = started.game;
  }
  const from = usable?.actions ?? 0;
  for (let i = from; i < actions.length; i++) {
    // The record's own action list stays empty during the replay: copying it on every step would cost n² on a long game.
    const step = applyAction(ruleset, game, actions[i]);
    if (!step.ok) return whole(game.state, from, false);
    game = { ...step.game, actions: [] };
  }
  return whole(game.state, from, JSON.stringify(game.rng) === JSON.stringify(stored.game.rng));
}

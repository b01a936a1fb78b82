import { createHash } from 'node:crypto';
import { appendFile, copyFile, mkdir, readFile, readdir, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotDue } from '../../../electron/services/backups';
import { checkpointDue } from '../../../electron/services/slot-checkpoint';
import { newSlotFor } from '../../../electron/services/slot-store';
import { applyAction, startGame, type GameRecord } from '../../../shared/engine/game';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { findRuleset } from '../../../shared/rulesets/registry';
import { logPath, PARTY, services, slotPath, step, tempDataDir } from './helpers';

/** Schema 3 (issue 18): a save's cost does not grow with the campaign, and every guarantee of schema 2 still holds. */
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-schema3-')));
afterEach(async () => cleanup());

const deathmaze = findRuleset('deathmaze')!;

function autoplayMove(state: unknown): unknown {
  try {
    return deathmaze.chooseAction!(state);
  } catch {
    return deathmaze.choices(state)[0]?.action;
  }
}

/** A campaign of `actions` actions played in memory by the autoplayer (seeded: the same game every run). */
function played(actions: number): { game: GameRecord; log: GameEvent[] } {
  const started = startGame(deathmaze, 'K7QM-2XPD', PARTY);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  const log: GameEvent[] = [...started.events];
  for (let i = 0; i < actions; i++) {
    const next = applyAction(deathmaze, game, autoplayMove(game.state));
    if (!next.ok) throw new Error(next.message);
    game = next.game;
    log.push(...next.events);
  }
  return { game, log };
}

function actionsPath(id: string): string {
  return path.join(dataDir, 'slots', `${id}.actions.jsonl`);
}

async function size(file: string): Promise<number> {
  return (await stat(file)).size;
}

async function lines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').slice(0, -1);
}

/** A slot holding a campaign of `actions` actions, opened for play. */
async function openCampaign(actions: number, name: string) {
  const { store, session } = services(dataDir);
  const { game, log } = played(actions);
  const slot = await store.create(newSlotFor(deathmaze, game, { name, appVersion: '0.1.0', log }));
  const opened = await session.open(slot.meta.id);
  return { store, session, id: slot.meta.id, opened };
}

describe('what a save writes', () => {
  it('writes the same bytes after 2,000 actions as after 60: a small file, its backup and the appended lines', async () => {
    const perSave = async (actions: number): Promise<{ bytes: number; header: number }> => {
      const { session, id } = await openCampaign(actions, `After ${actions}`);
      await step(session);
      const before = (await size(actionsPath(id))) + (await size(logPath(dataDir, id)));
      const saves = 8;
      for (let i = 0; i < saves; i++) await step(session);
      const appended = ((await size(actionsPath(id))) + (await size(logPath(dataDir, id))) - before) / saves;
      const header = await size(slotPath(dataDir, id));
      // The rotating backups (a snapshot of the actions, every eighth of the campaign, is checked below).
      const backups = (await readdir(path.join(dataDir, 'backups', id))).filter((b) => /^\d+\.json$/.test(b));
      const backup = Math.max(...(await Promise.all(backups.map(async (b) => size(path.join(dataDir, 'backups', id, b))))));
      session.close();
      return { bytes: header + backup + appended, header };
    };
    const small = await perSave(60);
    const large = await perSave(2_000);
    // The small file holds nothing that grows (no actions, no state): about a kilobyte either way.
    expect(large.header).toBeLessThan(4096);
    expect(large.header / small.header).toBeLessThan(1.5);
    // The appends vary with what the actions did, not with how many came before.
    expect(large.bytes / small.bytes).toBeLessThan(1.5);
  });

  it('keeps the actions in their own file, one per line, and no state in the small file', async () => {
    const { session, id } = await openCampaign(30, 'Lines');
    await step(session);
    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as Record<string, unknown>;
    expect(header['schemaVersion']).toBe(3);
    expect(header['game']).not.toHaveProperty('actions');
    expect(header['game']).not.toHaveProperty('state');
    expect(header['actions']).toMatchObject({ entries: 31 });
    const onDisk = await lines(actionsPath(id));
    expect(onDisk).toHaveLength(31);
    expect(createHash('sha256').update(onDisk.map((l) => `${l}\n`).join('')).digest('hex')).toBe((header['actions'] as { hash: string }).hash);
  });
});

describe('state checkpoints', () => {
  it('a game saved action by action gets a checkpoint at its 100th action, so an open replays fewer than 100 (issue 15)', async () => {
    expect(checkpointDue(99, undefined)).toBe(false);
    expect(checkpointDue(100, undefined)).toBe(true);
    expect(checkpointDue(199, { actions: 100, bytes: 17_000 })).toBe(false);
    expect(checkpointDue(200, { actions: 100, bytes: 17_000 })).toBe(true);
    // A large state spaces them by its size: about a kilobyte an action, amortized.
    expect(checkpointDue(1_000, { actions: 100, bytes: 1_000_000 })).toBe(false);
    expect(checkpointDue(1_077, { actions: 100, bytes: 1_000_000 })).toBe(true);

    const { session, id } = await openCampaign(95, 'Every hundred');
    const stateFiles = async () => (await readdir(path.join(dataDir, 'slots'))).filter((n) => n.endsWith('.state'));
    expect(await stateFiles()).toEqual([]);
    for (let i = 0; i < 6; i++) await step(session);
    expect(await stateFiles()).toEqual([`${id}.at-100.state`]);
    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { checkpoint?: { actions: number } };
    expect(header.checkpoint?.actions).toBe(100);
    const state = session.current()!.view.state;
    session.close();
    // Reopened from the checkpoint and the one action after it: the same game.
    const reopened = await services(dataDir).session.open(id);
    expect(reopened.notice).toBeUndefined();
    expect(reopened.view.state).toEqual(state);
  });

  it('a long campaign opens from its newest checkpoint; a lost checkpoint costs only time', async () => {
    const { session, id, opened } = await openCampaign(620, 'Checkpointed');
    const state = opened.view.state;
    session.close();
    const checkpoints = (await readdir(path.join(dataDir, 'slots'))).filter((n) => n.endsWith('.state'));
    expect(checkpoints).toEqual([`${id}.at-620.state`]);

    await unlink(path.join(dataDir, 'slots', checkpoints[0]!));
    const { session: again } = services(dataDir);
    const reopened = await again.open(id);
    expect(reopened.notice).toBeUndefined();
    expect(reopened.view.state).toEqual(state);
    expect(reopened.view.slot.actionCount).toBe(620);
  });

  it('opening trusts a checkpoint this Mazewright wrote; `verify` replays from the seed and finds one that lies', async () => {
    const { store, session, id } = await openCampaign(560, 'Trusted');
    session.close();
    // A checkpoint changed by hand, its checksum in the header changed to match: only a whole replay can tell.
    const file = path.join(dataDir, 'slots', `${id}.at-560.state`);
    const checkpoint = JSON.parse(await readFile(file, 'utf8')) as { state: Record<string, unknown> };
    const forged = `${JSON.stringify({ ...checkpoint, state: { ...checkpoint.state, forged: true } })}\n`;
    await writeFile(file, forged);
    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { checkpoint: { hash: string; bytes: number } };
    header.checkpoint = { ...header.checkpoint, hash: createHash('sha256').update(forged).digest('hex'), bytes: Buffer.byteLength(forged) };
    await writeFile(slotPath(dataDir, id), JSON.stringify(header));

    const opened = await store.open(id);
    expect(opened.verified).toBe('ok');
    expect(opened.file.game.state).toMatchObject({ forged: true });
    const verified = await store.open(id, { wholeLog: true, restore: false });
    expect(verified.verified).toBe('mismatch');
    expect(verified.notice?.message).toMatch(/first difference at state\.forged/);
  });
});

describe('crashes and damage', () => {
  it('an append a crash cut short is ignored on open and cut off by the next save', async () => {
    const { session, id } = await openCampaign(40, 'Cut short');
    await step(session);
    session.close();
    await appendFile(actionsPath(id), '{"kind":"mo');
    await appendFile(logPath(dataDir, id), '{"kind":"roll","te');

    const { session: again } = services(dataDir);
    const opened = await again.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.view.slot.actionCount).toBe(41);
    await step(again);
    const onDisk = await lines(actionsPath(id));
    expect(onDisk).toHaveLength(42);
    expect(onDisk.every((l) => JSON.parse(l) !== undefined)).toBe(true);
    again.close();
    expect((await services(dataDir).session.open(id)).notice).toBeUndefined();
  });

  it('an actions file cut off loses only the actions it lost: the newest backup it still holds is restored', async () => {
    const { session, id } = await openCampaign(40, 'Truncated');
    for (let i = 0; i < 4; i++) await step(session);
    session.close();
    // 44 actions saved; the file keeps 42 of them.
    const kept = (await lines(actionsPath(id))).slice(0, 42);
    await writeFile(actionsPath(id), kept.map((l) => `${l}\n`).join(''));

    const opened = await services(dataDir).session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 2 });
    expect(opened.notice?.message).toMatch(/actions file .* is cut off \(42 of 44 actions\)/);
    expect(opened.view.slot.actionCount).toBe(42);
    expect(await readdir(path.join(dataDir, 'damaged'))).not.toHaveLength(0);
  });

  it('a log cut off is rebuilt from the replay, nothing lost', async () => {
    const { session, id } = await openCampaign(30, 'Short log');
    await step(session);
    session.close();
    await truncate(logPath(dataDir, id), Math.floor((await size(logPath(dataDir, id))) / 2));
    const opened = await services(dataDir).session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'repaired' });
    expect(opened.view.slot.actionCount).toBe(31);
  });

  it('a lost small file is listed by name and restored from its newest backup with the actions file', async () => {
    const { session, id } = await openCampaign(30, 'Headless');
    for (let i = 0; i < 3; i++) await step(session);
    session.close();
    await unlink(slotPath(dataDir, id));
    const { store, session: again } = services(dataDir);
    expect(await store.list()).toEqual([expect.objectContaining({ readable: false, name: 'Headless', recoverable: true })]);
    const opened = await again.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered' });
    expect(opened.view.slot.actionCount).toBe(32);
    await step(again);
    expect(await lines(actionsPath(id))).toHaveLength(33);
  });

  it('an actions file damaged in the middle is restored from the newest snapshot of the actions', async () => {
    const { session, id } = await openCampaign(600, 'Snapshotted');
    for (let i = 0; i < 3; i++) await step(session);
    session.close();
    const backups = await readdir(path.join(dataDir, 'backups', id));
    expect(backups).toEqual(expect.arrayContaining(['snap-600.json', 'snap-600.actions.jsonl']));
    // Line 10 replaced by line 11: still valid JSON, but not the actions that were saved.
    const onDisk = await lines(actionsPath(id));
    onDisk[9] = onDisk[10]!;
    await writeFile(actionsPath(id), onDisk.map((l) => `${l}\n`).join(''));

    const opened = await services(dataDir).session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 3 });
    expect(opened.notice?.message).toMatch(/checksum differs/);
    expect(opened.view.slot.actionCount).toBe(600);
  });

  it('takes snapshots of the actions so that their copies cost a constant share of a save and lose at most an eighth', () => {
    for (const n of [10_000, 100_000]) {
      let last = 0;
      let copied = 0;
      for (let at = 1; at <= n; at++) {
        if (snapshotDue(at, last)) {
          copied += at;
          last = at;
        }
      }
      // Action lines copied per action played: bounded (about 9), the same for 10,000 and 100,000 actions.
      expect(copied / n).toBeLessThan(10);
      // A damaged actions file loses what came after the newest snapshot: at most an eighth of the campaign.
      expect(n - last).toBeLessThanOrEqual(Math.ceil(n / 8));
    }
  });

  it('rotates three small backups, each of which loads on its own', async () => {
    const { store, session, id } = await openCampaign(30, 'Rotating');
    for (let i = 0; i < 6; i++) await step(session);
    session.close();
    const backups = (await readdir(path.join(dataDir, 'backups', id))).filter((b) => !b.startsWith('snap-'));
    expect(backups).toHaveLength(3);
    for (const b of backups) expect(await size(path.join(dataDir, 'backups', id, b))).toBeLessThan(4096);
    expect(await store.goodBackups(id)).toEqual({ good: 3, total: 3 });
  });
});

describe('upgrading a schema-2 slot', () => {
  const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/saves/v2');

  it('opens a schema-2 slot and writes it as schema 3 (here on opening: it is replayed under the current rules edition), the original kept as a backup', async () => {
    // Saved under rules edition 1; its choices still apply under edition 2 (fixture-explored-0002's do not).
    const id = 'fixture-unicode-0004';
    await mkdir(path.join(dataDir, 'slots'), { recursive: true });
    await copyFile(path.join(fixtures, `${id}.json`), slotPath(dataDir, id));
    await copyFile(path.join(fixtures, `${id}.log.jsonl`), logPath(dataDir, id));
    const original = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { game: { actions: unknown[] } };

    const { session } = services(dataDir);
    const opened = await session.open(id);
    const count = opened.view.slot.actionCount;
    expect(count).toBe(original.game.actions.length);
    await step(session);
    session.close();

    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as Record<string, unknown>;
    expect(header['schemaVersion']).toBe(3);
    expect(header['game']).not.toHaveProperty('actions');
    const actions = (await lines(actionsPath(id))).map((l) => JSON.parse(l) as unknown);
    expect(actions.slice(0, count)).toEqual(original.game.actions);
    expect(actions).toHaveLength(count + 1);
    const backups = await readdir(path.join(dataDir, 'backups', id));
    const kept = await Promise.all(backups.map(async (b) => readFile(path.join(dataDir, 'backups', id, b), 'utf8')));
    expect(kept).toContain(await readFile(path.join(fixtures, `${id}.json`), 'utf8'));

    const reopened = await services(dataDir).session.open(id);
    expect(reopened.notice).toBeUndefined();
    expect(reopened.view.slot.actionCount).toBe(count + 1);
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportSlot, importSlotFile } from '../../../electron/services/slot-export';
import { verifySlot } from '../../../electron/services/slot-verify';
import type { GameSession } from '../../../electron/services/game-session';
import type { SlotFile } from '../../../shared/saves/slot-schema';
import { findRuleset } from '../../../shared/rulesets/registry';
import { services, slotPath, step, tempDataDir } from './helpers';

/**
 * Issue 17, "the app around it": save slots, export/import, replay verification and recovery work for Citadel of Blood
 * unchanged — the same services the Deathmaze tests drive, with a Citadel game in the slot.
 */

const CITADEL_EDITION = findRuleset('citadel')!.rulesVersion!;

let root: string;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-citadel-slots-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => cleanup());

const readJson = async (file: string): Promise<SlotFile> => JSON.parse(await readFile(file, 'utf8')) as SlotFile;

/** A solo Citadel game (three heroes, three initiates), `actions` actions into it, saved after each as the app does. */
async function playCitadel(session: GameSession, name: string, actions: number): Promise<string> {
  const created = await session.create({ name, rulesetId: 'citadel', seed: 'C1TA-DE17', setup: {} });
  for (let i = 0; i < actions; i++) await step(session);
  return created.view.slot.id;
}

describe('Citadel of Blood in the save slots (issue 17)', () => {
  it('saves, verifies by replay and reloads in a fresh app the same game, at the same action', async () => {
    const first = services(dataDir);
    const id = await playCitadel(first.session, 'Citadel saved', 8);
    const before = first.session.current()!.view;
    first.session.close();
    const file = await readJson(slotPath(dataDir, id));
    expect(file.game.rulesetId).toBe('citadel');
    expect(file.meta.rulesVersion).toBe(CITADEL_EDITION);
    expect(verifySlot({ ...file, game: (await first.store.read(id)).game })).toMatchObject({ status: 'ok', actions: 8 });

    const again = services(dataDir);
    const opened = await again.session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.view.slot.actionCount).toBe(8);
    expect(opened.view.state).toEqual(before.state);
    expect(opened.view.view).toEqual(before.view);
    expect(opened.view.choices.map((c) => c.label)).toEqual(before.choices.map((c) => c.label));
  });

  it('exports to a .mazewright file and imports it elsewhere as the same game', async () => {
    const { store, session } = services(dataDir);
    const id = await playCitadel(session, 'Citadel traveller', 6);
    const outDir = path.join(root, 'out');
    await mkdir(outDir);
    const target = path.join(outDir, 'citadel.mazewright');
    await exportSlot(store, id, target, '0.1.0-test', new Date(Date.UTC(2026, 0, 1)));
    const other = services(path.join(root, 'other'));
    const { file: imported } = await importSlotFile(other.store, target);
    const original = await store.read(id);
    expect(imported.game).toEqual(original.game);
    const opened = await other.session.open(imported.meta.id);
    expect(opened.notice).toBeUndefined();
    expect(opened.view.slot.actionCount).toBe(6);
  });

  it('a truncated save is set aside and the previous one restored, saying what was lost; play goes on', async () => {
    const { store, session } = services(dataDir);
    const id = await playCitadel(session, 'Citadel damaged', 5);
    session.close();
    const good = await readFile(slotPath(dataDir, id), 'utf8');
    await writeFile(slotPath(dataDir, id), good.slice(0, Math.floor(good.length * 0.6)));
    const opened = await session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 1 });
    expect(opened.view.slot.actionCount).toBe(4);
    const next = await step(session);
    expect(next.view.slot.actionCount).toBe(5);
    expect((await store.read(id)).game.rulesetId).toBe('citadel');
  });

  it('a save whose dice were edited fails its replay check and is restored from its backup', async () => {
    const { session } = services(dataDir);
    const id = await playCitadel(session, 'Citadel edited', 4);
    session.close();
    const file = await readJson(slotPath(dataDir, id));
    await writeFile(slotPath(dataDir, id), JSON.stringify({ ...file, game: { ...file.game, rng: [1, 2, 3, 4] } }));
    const opened = await session.open(id);
    expect(opened.notice).toMatchObject({ kind: 'recovered', actionsLost: 1 });
    expect(opened.notice?.message).toMatch(/failed its replay check/);
  });
});

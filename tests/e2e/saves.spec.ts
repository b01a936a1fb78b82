import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTitle, postApi } from './helpers';

/**
 * The player's side of durable saves, in a browser against the development host: export and import (no paths ever
 * leave the page), recovery of a damaged slot, a newer version's slot kept read-only, and a full backup.
 */
const dataDir = (): string => process.env['E2E_DATA_DIR']!;
const slotFile = (id: string): string => path.join(dataDir(), 'slots', `${id}.json`);
const shot = (name: string): string => `test-results/screens/saves-${name}.png`;

async function invoke<T>(request: APIRequestContext, channel: string, payload: unknown): Promise<T> {
  const response = await postApi(request, channel, payload);
  const body = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${channel}: ${body.error?.message}`);
  return body.value as T;
}

interface View {
  slot: { id: string };
  choices: { id: string; action: unknown }[];
}

/** A real game through the API with `actions` moves (each one saved, so backups pile up), then closed. */
async function makeSlot(request: APIRequestContext, name: string, actions: number): Promise<string> {
  const created = await invoke<{ view: View }>(request, 'slots:create', {
    name,
    rulesetId: 'deathmaze',
    seed: 'K7QM-2XPD',
    setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] },
  });
  let view = created.view;
  for (let i = 0; i < actions; i++) {
    const choice = view.choices.find((c) => c.id !== 'leave');
    if (!choice) break;
    view = (await invoke<{ view: View }>(request, 'session:act', { action: choice.action })).view;
  }
  await invoke(request, 'session:close', {});
  return created.view.slot.id;
}

test('export a slot as a download, then import it back under a new name after the clash is pointed out', async ({ page }, testInfo) => {
  const name = `Lantern ${Date.now()}`;
  await makeSlot(page.request, name, 2);
  await openTitle(page);
  const row = page.getByTestId('slot-row').filter({ hasText: name });
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.mazewright`);
  const exported = testInfo.outputPath('exported.mazewright');
  await download.saveAs(exported);
  expect(JSON.parse(readFileSync(exported, 'utf8'))).toMatchObject({ format: 'mazewright-slot', slot: { meta: { name } } });

  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('import-button').click();
  await (await choosing).setFiles(exported);
  const prompt = page.getByTestId('import-name-dialog');
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('import-conflict-message')).toContainText(`“${name}” already exists`);
  await expect(page.getByTestId('import-name-input')).toHaveValue(`${name} (imported)`);
  await page.screenshot({ path: shot('import-conflict') });

  const newName = `${name} again`;
  await page.getByTestId('import-name-input').fill(newName);
  await page.getByTestId('import-name-submit').click();
  await expect(page.getByTestId('import-done')).toContainText(newName);
  await page.getByTestId('import-done-button').click();
  await expect(page.getByTestId('slot-row').filter({ hasText: newName })).toBeVisible();
  // The original is still there, untouched.
  await expect(page.getByTestId('slot-row').filter({ hasText: name })).toHaveCount(2);
  await page.screenshot({ path: shot('imported') });
});

test('a damaged slot with backups is restored on open, and the player is told first', async ({ page }) => {
  const name = `Torn ${Date.now()}`;
  const id = await makeSlot(page.request, name, 4);
  writeFileSync(slotFile(id), 'this is not a save at all \u0000\u0001');

  await openTitle(page);
  const damaged = page.getByTestId('unreadable-slot').filter({ hasText: `${id}.json` });
  await expect(damaged).toBeVisible();
  await damaged.getByTestId('restore-button').click();

  const notice = page.getByTestId('open-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('restored from a backup');
  await expect(page.getByTestId('open-notice-message')).not.toBeEmpty();
  await expect(page.getByTestId('open-notice-moved-to')).toContainText(id);
  await page.screenshot({ path: shot('recovered-notice') });

  await page.getByTestId('notice-continue-button').click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
  await page.getByTestId('back-to-title').click();
  await expect(page.getByTestId('slot-row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('unreadable-slot').filter({ hasText: `${id}.json` })).toHaveCount(0);
});

test('a slot whose file was lost is listed by its name and restored from its backup in the app (issue 18)', async ({ page }) => {
  const name = `Headless ${Date.now()}`;
  const id = await makeSlot(page.request, name, 4);
  unlinkSync(slotFile(id));

  await openTitle(page);
  const lost = page.getByTestId('unreadable-slot').filter({ hasText: name });
  await expect(lost).toBeVisible();
  await expect(lost).toContainText('is missing. Restoring brings back its newest good backup: 3 actions');
  await page.screenshot({ path: shot('missing-header') });
  await lost.getByTestId('restore-button').click();
  await expect(page.getByTestId('open-notice')).toContainText('restored from a backup');
  await page.getByTestId('notice-continue-button').click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
});

test('a slot from a newer Mazewright is badged read-only, opens read-only and cannot be played', async ({ page }) => {
  const name = `Future ${Date.now()}`;
  const id = await makeSlot(page.request, name, 1);
  const file = JSON.parse(readFileSync(slotFile(id), 'utf8')) as Record<string, unknown>;
  writeFileSync(slotFile(id), JSON.stringify({ ...file, schemaVersion: 99, appVersion: '9.0.0' }));
  const before = readFileSync(slotFile(id), 'utf8');

  await openTitle(page);
  const row = page.getByTestId('slot-row').filter({ hasText: name });
  await expect(row.getByTestId('read-only-badge')).toBeVisible();
  await expect(row.getByTestId('continue-button')).toHaveText(/^\s*View\s*$/);
  await expect(row.getByTestId('export-button')).toBeDisabled();
  await page.screenshot({ path: shot('read-only-badge') });

  await row.getByTestId('continue-button').click();
  await expect(page.getByTestId('open-notice')).toContainText('read-only');
  await page.getByTestId('notice-continue-button').click();
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/Read-only/);
  await page.screenshot({ path: shot('read-only-game') });

  // Main refuses any move and any save, and the file is never touched.
  const act = await postApi(page.request, 'session:act', { action: { type: 'explore' } });
  expect(await act.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  const save = await postApi(page.request, 'session:save', {});
  expect(await save.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  expect(readFileSync(slotFile(id), 'utf8')).toBe(before);
});

/** A fixture written by the schema-2 Mazewright (rules edition 1), planted under a fresh id and name. */
function plantOldSave(fixture: string, name: string): void {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/saves/v2');
  const id = `old-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const header = JSON.parse(readFileSync(path.join(dir, `${fixture}.json`), 'utf8')) as { meta: Record<string, unknown> };
  mkdirSync(path.join(dataDir(), 'slots'), { recursive: true });
  writeFileSync(slotFile(id), JSON.stringify({ ...header, meta: { ...header.meta, id, name } }));
  writeFileSync(path.join(dataDir(), 'slots', `${id}.log.jsonl`), readFileSync(path.join(dir, `${fixture}.log.jsonl`)));
}

test('a save from an older rules edition says on opening whether it was replayed under the current rules or is kept read-only (issue 16)', async ({ page }) => {
  const upgraded = `Old edition ${Date.now()}`;
  const outdated = `Older choices ${Date.now()}`;
  plantOldSave('fixture-fresh-0001', upgraded);
  plantOldSave('fixture-explored-0002', outdated);

  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: upgraded }).getByTestId('continue-button').click();
  await expect(page.getByTestId('open-notice')).toContainText(`“${upgraded}” was replayed under the current rules`);
  await expect(page.getByTestId('open-notice-message')).toContainText('older edition of the Deathmaze rules');
  await expect(page.getByTestId('open-notice')).toContainText('The save as it was is kept, not deleted');
  await page.screenshot({ path: shot('rules-upgraded') });
  await page.getByTestId('notice-continue-button').click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(upgraded);

  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: outdated }).getByTestId('continue-button').click();
  await expect(page.getByTestId('open-notice')).toContainText(`“${outdated}” is from an older edition of the rules (read-only)`);
  await page.screenshot({ path: shot('rules-outdated') });
  await page.getByTestId('notice-continue-button').click();
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
});

test('back up all saves shows the folder the copy went to', async ({ page }) => {
  await makeSlot(page.request, `Kept ${Date.now()}`, 1);
  await openTitle(page);
  await page.getByTestId('backup-all-button').click();
  const done = page.getByTestId('backup-done');
  await expect(done).toBeVisible();
  const folder = (await page.getByTestId('backup-folder').textContent())?.trim() ?? '';
  expect(path.dirname(folder)).toBe(path.join(path.resolve(dataDir()), 'full-backups'));
  expect(readFileSync(path.join(folder, 'backup-info.json'), 'utf8')).toContain('Mazewright');
  await page.screenshot({ path: shot('backup-done') });
  await page.getByTestId('backup-done-button').click();
  await expect(done).toHaveCount(0);
});

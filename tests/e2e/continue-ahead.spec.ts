import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GameSession } from '../../electron/services/game-session';
import { SlotStore } from '../../electron/services/slot-store';
import { openTitle, postApi } from './helpers';

/**
 * Issue 15: the title screen's "Continue" is read by main while the player looks at the list, so the click only
 * claims the slot. What the player sees must be the slot as it is on disk when he clicks, even when another
 * Mazewright played it in between. The tests wait for the read-ahead's answer before changing anything, so they
 * check the case where it is held (without that wait, the click would simply open the slot the ordinary way).
 */
const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

async function createdSlot(page: Page, name: string): Promise<{ id: string; total: number }> {
  const created = await postApi(page.request, 'slots:create', { name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
  expect(created.ok()).toBe(true);
  const body = (await created.json()) as { value: { view: { slot: { id: string } }; log: { total: number } } };
  return { id: body.value.view.slot.id, total: body.value.log.total };
}

/** The title screen, once the page holds main's read-ahead of the latest slot. */
async function titleReadAhead(page: Page): Promise<void> {
  const readAhead = page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('"slots:prepare"'));
  await openTitle(page);
  const answer = await readAhead;
  expect(((await answer.json()) as { value: unknown }).value).not.toBeNull();
}

async function logCount(page: Page): Promise<string | null> {
  return page.getByRole('combobox', { name: 'Show in the log' }).locator('option').first().textContent();
}

test('Continue on the slot read ahead shows that game, and it plays on', async ({ page }) => {
  const name = `Read ahead ${Date.now()}`;
  const { total } = await createdSlot(page, name);
  await titleReadAhead(page);
  await page.getByRole('button', { name: `Continue “${name}”` }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(`Everything (${total})`);
  await page.getByTestId('choice-button').filter({ hasNotText: 'Leave' }).first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', '1');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
});

test('a slot played by another Mazewright after the title screen read it is shown as it is now', async ({ page }) => {
  const name = `Changed meanwhile ${Date.now()}`;
  const { id, total } = await createdSlot(page, name);
  await titleReadAhead(page);
  // Another Mazewright (its own store and session on the same folder) plays one move in that slot and closes it.
  const elsewhere = new GameSession(new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)), '0.1.0-e2e');
  const opened = await elsewhere.open(id);
  const move = await elsewhere.act(opened.view.choices.find((c) => c.id !== 'leave')!.action);
  elsewhere.close();
  const now = total + move.events.length;
  expect(now).toBeGreaterThan(total);

  await page.getByRole('button', { name: `Continue “${name}”` }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The log holds that move's entries: the game as it is on disk, not as the title screen read it.
  await expect.poll(() => logCount(page)).toBe(`Everything (${now})`);
});

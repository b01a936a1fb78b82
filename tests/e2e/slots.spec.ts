import { expect, test } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/** A player's first session: make a save slot with a chosen seed, play a step, come back later, tidy the slots. */
test('create a seeded slot, reload, find it, rename it and delete it', async ({ page }) => {
  const name = `Expedition ${Date.now()}`;
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(name);

  // A bad seed is explained, not silently replaced.
  await page.getByTestId('seed-input').fill('K7QM-2XP!');
  await expect(page.getByTestId('seed-error')).toContainText('8 letters and digits');
  await page.getByTestId('seed-input').fill('k7qm 2xpd');

  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dagny']);
  await page.getByTestId('start-game-button').click();

  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
  await expect(page.getByTestId('game-seed')).toContainText('K7QM-2XPD');
  await expect(page.getByTestId('party-panel')).toContainText('Arn');

  // Play one step: the roll appears in the log with its rule section, and the slot saves itself.
  const log = page.getByTestId('roll-log');
  await page.getByTestId('choice-button').first().click();
  await expect(log).toContainText(/\d+\.\d+/);
  await expect(page.getByTestId('save-status')).toContainText(/saved/i);

  // After a reload of the page the title screen comes up, the game ready to continue; its slot is in the list.
  await page.reload();
  await page.getByRole('button', { name: `Continue “${name}”` }).click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
  await page.getByTestId('back-to-title').click();
  const row = page.getByTestId('slot-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('K7QM-2XPD');

  // Rename it.
  const renamed = `${name} (renamed)`;
  await row.getByTestId('rename-button').click();
  await page.getByTestId('rename-input').fill(renamed);
  await page.getByTestId('rename-input').press('Enter');
  const renamedRow = page.getByTestId('slot-row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  // Continue it: the game comes back with its log.
  await renamedRow.getByTestId('continue-button').click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(renamed);
  await expect(page.getByTestId('roll-log')).toContainText(/\d+\.\d+/);
  await page.getByTestId('back-to-title').click();

  // Delete asks first; cancelling keeps it, confirming removes it.
  await page.getByTestId('slot-row').filter({ hasText: renamed }).getByTestId('delete-button').click();
  await page.getByTestId('cancel-delete-button').click();
  await expect(page.getByTestId('slot-row').filter({ hasText: renamed })).toBeVisible();
  await page.getByTestId('slot-row').filter({ hasText: renamed }).getByTestId('delete-button').click();
  await page.getByTestId('confirm-delete-button').click();
  await expect(page.getByTestId('slot-row').filter({ hasText: renamed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('slot-row').filter({ hasText: renamed })).toHaveCount(0);
});

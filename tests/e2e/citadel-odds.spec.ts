import { expect, test } from '@playwright/test';
import { openTitle } from './helpers';

test('the Odds of a Citadel of Blood party count treasure in Gold Marks, not Deathmaze’s Bezants', async ({ page }) => {
  // Worker threads start and compile the engine under the development host's tsx: on a busy machine that takes long.
  test.setTimeout(600_000);
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });
  await page.getByRole('button', { name: 'Odds…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Odds' });
  await dialog.getByLabel('Expeditions to simulate').fill('40');
  await dialog.getByRole('button', { name: 'Simulate' }).click();
  await expect(dialog.getByText(/40 of 40 expeditions/)).toBeVisible({ timeout: 300_000 });
  await expect(dialog.getByText(/Gold Marks/).first()).toBeVisible();
  await expect(dialog).not.toContainText('Bezants');
  await page.screenshot({ path: 'test-results/screens/citadel-odds.png' });
});

import { expect, test } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/** [3.1] Names are the player's: editable on the Character Records while exploring and on the roster at home. */
test('an adventurer is renamed from his record, by keyboard, and again on the roster at home', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(`Rename ${Date.now()}`);
  await page.getByTestId('seed-input').fill('NAME-2345');
  await fillParty(page, ['Aldric', 'Wat']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // Renaming needs a typed name, so it is never one of the phase panel's buttons.
  await expect(page.getByTestId('phase-panel').getByRole('button', { name: /Rename/ })).toHaveCount(0);

  await page.getByTestId('tab-records').click();
  const wat = page.getByTestId('character-record').filter({ hasText: 'Wat' });
  await wat.getByRole('button', { name: 'Rename Wat' }).focus();
  await page.keyboard.press('Enter');
  const field = wat.getByRole('textbox', { name: 'New name for Wat' });
  await expect(field).toBeFocused();
  await field.fill('Wat Tyler');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('record-name').filter({ hasText: 'Wat Tyler' })).toHaveCount(1);
  await expect(page.getByTestId('party-panel')).toContainText('Wat Tyler');
  // Escape keeps the old name.
  const aldric = page.getByTestId('character-record').filter({ hasText: 'Aldric' });
  await aldric.getByRole('button', { name: 'Rename Aldric' }).click();
  await aldric.getByRole('textbox').fill('Nobody');
  await page.keyboard.press('Escape');
  await expect(aldric.getByTestId('record-name')).toHaveText('Aldric');

  await page.getByTestId('tab-log').click();
  await expect(page.getByTestId('roll-log')).toContainText('Wat is now called Wat Tyler.');

  // The party stands at the entrance: leave at once and go home, where the roster keeps the new name.
  await page.getByTestId('choice-button').filter({ hasText: 'Leave the Deathmaze' }).click();
  await page.getByRole('dialog', { name: 'Leave the Deathmaze?' }).getByRole('button', { name: 'Leave the Deathmaze' }).click();
  await page.getByTestId('go-home-button').click();
  const card = page.getByTestId('roster-card').filter({ hasText: 'Wat Tyler' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Rename Wat Tyler' }).click();
  await card.getByRole('textbox').fill('Old Wat');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('roster-name').filter({ hasText: 'Old Wat' })).toHaveCount(1);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { fillParty, openTitle } from './helpers';

// Every screen and dialog goes through axe-core, light and dark (./axe.ts).

async function accepted(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
}

async function stepFirst(page: Page): Promise<void> {
  const before = await accepted(page);
  await page.getByTestId('choice-button').first().click();
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
}

test('every screen and dialog passes axe-core in both themes', async ({ page }) => {
  test.setTimeout(900_000);
  await openTitle(page);
  await expectAccessible(page, 'title screen');

  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Save slot name').fill(`Axe ${Date.now()}`);
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dax']);
  await page.getByLabel(/Advanced game/).check();
  await page.getByTestId('adventurer-class-select').nth(3).selectOption('wizard');
  await page.getByLabel('Seed').fill('V117-HXQX');
  await expectAccessible(page, 'new-game form');
  await page.getByRole('button', { name: 'Start expedition' }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expectAccessible(page, 'game screen');

  await page.getByRole('tab', { name: /Records/ }).click();
  await expectAccessible(page, 'Character Records');
  await page.getByRole('tab', { name: /Roll log/ }).click();

  await page.getByRole('button', { name: 'Keyboard help' }).click();
  await expectAccessible(page, 'keyboard help');
  await page.getByRole('dialog', { name: 'Keyboard' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^Tables/ }).click();
  await expectAccessible(page, 'rules reference');
  await page.getByRole('button', { name: 'Close the rules reference' }).click();

  for (let i = 0; i < 250 && (await page.getByTestId('phase-panel').getAttribute('data-phase')) !== 'combat'; i++) await stepFirst(page);
  await expect(page.getByRole('region', { name: /Combat board/ })).toBeVisible();
  await expectAccessible(page, 'combat');

  await page.getByRole('button', { name: 'Title screen' }).click();
  await page.getByRole('button', { name: /^Delete/ }).first().click();
  await expectAccessible(page, 'delete confirmation');
});

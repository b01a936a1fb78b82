import { expect, test } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/** Screenshots of the title and game screens, light and dark, for a person to look at (test-results/screens/). */
test('title and game screens render in both themes', async ({ page }) => {
  await openTitle(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('new-game-button')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/title-${scheme}.png` });
  }
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Screenshot run');
  await page.getByTestId('seed-input').fill('SCRN-SH0T');
  await fillParty(page, ['Arn the Bold', 'Bree', 'Corvin', 'Dagny']);
  await page.screenshot({ path: 'test-results/screens/new-game.png' });
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByTestId('choice-button').first().click();
  await expect(page.getByTestId('roll-log')).toContainText(/\d+\.\d+/);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: `test-results/screens/game-${scheme}.png` });
  }
});

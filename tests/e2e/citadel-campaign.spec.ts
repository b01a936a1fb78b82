import { expect, test } from '@playwright/test';
import { act, openTitle } from './helpers';

/**
 * Issue 17: "a player can set up, play, save, reload and finish a Citadel of Blood campaign in the app". The campaign
 * spans expeditions (17.0): the party leaves by the Gateway, the maze stays, it sets out again, and the players may end
 * the campaign between expeditions; the finished game says so after a reload, with nothing left to choose.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';

test('a Citadel campaign over two expeditions: out by the Gateway, back in, then ended and shown finished after a reload', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });
  await page.getByTestId('slot-name-input').fill('Citadel campaign');
  await page.getByTestId('seed-input').fill('CITA-0017');
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // Expedition 1: a step into the maze and back, then out by the Gateway.
  const choice = (name: string | RegExp) => page.getByTestId('choice-button').filter({ hasText: name });
  await act(page, () => choice('Leave the Citadel by the Gateway').click());
  await expect(page.getByTestId('phase-title')).toHaveText('Between expeditions');
  await act(page, () => choice('Set out on expedition 2').click());
  await expect(page.getByTestId('phase-title')).toHaveText('Exploring');
  await expect(page.getByTestId('roll-log')).toContainText(/Expedition 2: the (Red|Yellow|Blue) Sun is dominant/);

  await act(page, () => choice('Leave the Citadel by the Gateway').click());
  await expect(page.getByTestId('phase-title')).toHaveText('Between expeditions');
  await act(page, () => choice('End the campaign').click());
  await expect(page.getByTestId('phase-title')).toHaveText('The campaign was ended.');
  await expect(page.getByTestId('choice-button')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toContainText(/saved/i);
  await page.screenshot({ path: `${SHOTS}/citadel-campaign-ended.png`, fullPage: true });

  await page.reload();
  await expect(page.getByTestId('slot-row').filter({ hasText: 'Citadel campaign' })).toContainText(/finished|over|ended/i);
  await page.getByTestId('slot-row').filter({ hasText: 'Citadel campaign' }).getByTestId('continue-button').click();
  await expect(page.getByTestId('phase-title')).toHaveText('The campaign was ended.');
  await expect(page.getByTestId('choice-button')).toHaveCount(0);
});

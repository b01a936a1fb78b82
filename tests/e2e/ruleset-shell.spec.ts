import { expect, test } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * The shell with Deathmaze's renderer parts: the new-game form shows the chosen game's own setup fields, the game
 * screen draws the party and the choices from the view model, and every chit on the map names itself in a tooltip.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';

test('the new-game form shows Deathmaze’s setup, and the game screen its board, party and grouped choices', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('deathmaze');
  // Deathmaze's own fields: the rules, the players, the marching order and the party.
  await expect(page.getByRole('group', { name: /Rules/ })).toBeVisible();
  await expect(page.getByLabel(/Players/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick party' })).toBeVisible();
  await page.getByTestId('slot-name-input').fill('Shell check');
  await page.getByTestId('seed-input').fill('SHEL-0001');
  await fillParty(page, ['Arn', 'Bree', 'Corvin']);
  await page.screenshot({ path: `${SHOTS}/shell-new-game.png`, fullPage: true });
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // The party panel, from the view model: every adventurer with his Wound Points.
  const cards = page.getByTestId('party-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAccessibleName(/^Arn, Hero: \d+ of \d+ Wound Points left$/);
  // The view's further numbers on the card, the abbreviation shown and spelled out for a screen reader.
  await expect(cards.first().getByText('MR', { exact: true })).toBeVisible();
  await expect(cards.first()).toHaveAccessibleDescription(/^Magic Resistance \d+ ?; Weapon Skill .+ ?; Experience 0 ?; Bezants 0 ?;$/);
  // The choices under the ruleset's headings.
  await expect(page.getByRole('group', { name: 'Where to go' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Exploring' })).toBeVisible();

  // Every laid chit has a tooltip naming it; the entrance says it is the entrance.
  const chits = page.getByTestId('map-chit');
  await expect(chits).toHaveCount(Number(await page.getByTestId('map-svg').getAttribute('data-chits')));
  await expect(chits.first().locator('title')).toHaveText(/the entrance/);

  // A move: the new chit is laid with its own tooltip, and the party panel still shows everyone.
  await page.getByRole('group', { name: 'Where to go' }).getByTestId('choice-button').first().click();
  const place = page.getByRole('button', { name: 'Place chit', exact: true });
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
  if (await place.isVisible()) await place.click();
  await expect(page.getByTestId('map-svg')).toHaveAttribute('data-chits', '2');
  await expect(chits).toHaveCount(2);
  await expect(chits.nth(1).locator('title')).toHaveText(/Corridor|Room/);
  await page.screenshot({ path: `${SHOTS}/shell-game.png` });
});

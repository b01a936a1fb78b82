import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * A party card gives its initials and its Wound Point pips room to the name when it is narrow (its content 200 px or
 * less): the side panel at 1024 px wide, or a very wide side panel that fits five cards a row. Checked at widths
 * either side of where the number of cards a row changes, against each card's own width (the rule is a size query on
 * the card: a cheaper way to write it, without a container, must keep these answers).
 */
async function cardShows(page: Page, width: number): Promise<{ initials: boolean; pips: boolean; cardWidth: number }> {
  await page.setViewportSize({ width, height: 800 });
  const card = page.getByRole('listitem', { name: /^Ayla, Hero/ });
  await expect(card).toBeVisible();
  // The initials and the pips are drawn for the eye only (aria-hidden): found by their text and their place.
  const initials = await card.getByText('A', { exact: true }).isVisible();
  const pips = await card.locator('.pips').isVisible();
  const box = await card.boundingBox();
  return { initials, pips, cardWidth: box?.width ?? 0 };
}

test('party cards drop the initials and the pips exactly when a card is narrow', async ({ page }) => {
  await openTitle(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Save slot name').fill('Narrow cards');
  await fillParty(page, ['Ayla', 'Brom', 'Cato', 'Dree']);
  await page.getByRole('button', { name: 'Start expedition' }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  for (const width of [1024, 1100, 1280, 1440, 1920, 2400, 2800]) {
    const seen = await cardShows(page, width);
    // A card's border box is its content (the query's width) plus 8 px padding and 1 px border each side.
    const narrow = seen.cardWidth - 18 <= 200;
    expect({ width, initials: seen.initials, pips: seen.pips }).toEqual({ width, initials: !narrow, pips: !narrow });
  }
  // Both kinds were met: the test would not pass with the rule always on or always off.
  expect((await cardShows(page, 1024)).pips).toBe(false);
  expect((await cardShows(page, 1440)).pips).toBe(true);
});

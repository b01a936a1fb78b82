import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/** The names on the marching-order board, front row first. */
async function marchingNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('marching-member').locator('.name').allTextContents()).map((t) => t.trim());
}

test('arranges the marching order by keys and dragging, shares the party between two players and starts', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Two players');
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dagna']);
  await expect.poll(() => marchingNames(page)).toEqual(['Arn', 'Bree', 'Corvin', 'Dagna']);

  // Alt+↓ sends Arn back a row; Alt+← moves Dagna one box forward in hers.
  const member = (name: string) => page.getByTestId('marching-member').filter({ hasText: name });
  await member('Arn').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => marchingNames(page)).toEqual(['Bree', 'Corvin', 'Dagna', 'Arn']);
  await expect(member('Arn')).toBeFocused();
  await expect(page.getByTestId('marching-row-2')).toContainText('Arn');
  await member('Dagna').focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => marchingNames(page)).toEqual(['Bree', 'Dagna', 'Corvin', 'Arn']);
  await page.screenshot({ path: 'test-results/screens/setup-marching.png' });

  // Dragging Corvin onto the first box puts him at the head of the column.
  await member('Corvin').dragTo(member('Bree'));
  await expect.poll(() => marchingNames(page)).toEqual(['Corvin', 'Bree', 'Dagna', 'Arn']);
  // The party list follows the marching order.
  await expect(page.getByTestId('adventurer-name-input').first()).toHaveValue('Corvin');

  // Three players cannot share four adventurers: the setup schema says so and the game does not start.
  await page.getByTestId('players-select').selectOption('3');
  await expect(page.getByTestId('players-error')).toContainText('Every player controls the same number of adventurers [3.0]');
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeHidden();

  // Two players: the first two are player 1's, the last two player 2's. Giving Arn to player 1 trades him with Bree.
  await page.getByTestId('players-select').selectOption('2');
  await expect(page.getByTestId('players-error')).toBeHidden();
  await expect(page.getByTestId('marching-player')).toHaveText(['P1', 'P1', 'P2', 'P2']);
  await page.getByTestId('adventurer-player-select').nth(3).selectOption('1');
  await expect.poll(() => marchingNames(page)).toEqual(['Corvin', 'Arn', 'Dagna', 'Bree']);
  await page.screenshot({ path: 'test-results/screens/setup-players.png' });

  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // The engine's marching order and players are the ones arranged.
  await expect(page.getByTestId('game-screen')).toContainText('Marching order: Row 1: Corvin | Arn | Dagna; Row 2: Bree | · | ·');
  const cards = page.getByTestId('party-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Corvin');
  await expect(cards.nth(0)).toContainText('Player 1');
  await expect(cards.nth(1)).toContainText('Arn');
  await expect(cards.nth(1)).toContainText('Player 1');
  await expect(cards.nth(2)).toContainText('Dagna');
  await expect(cards.nth(2)).toContainText('Player 2');
  await expect(cards.nth(3)).toContainText('Bree');
  await expect(cards.nth(3)).toContainText('Player 2');
  await page.screenshot({ path: 'test-results/screens/setup-game.png' });
});

import { expect, test, type Page } from '@playwright/test';
import { openTitle, postApi } from './helpers';

/**
 * The development host holds one shared game (README, "Other commands"): two tabs of one browser show the same open
 * game, and a second tab opening another slot sends the first back to the title screen, which says why. Everything
 * waits for what a player would see; nothing waits for a time.
 */
const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

async function continueSlot(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Continue ${name}`, exact: true }).click();
  await expect(page.getByRole('main', { name: 'Game board' })).toBeVisible();
  await expect(page.getByRole('heading', { name: name })).toBeVisible();
}

test('a second tab opening another slot sends the first back to the title screen, saying why', async ({ context, page }) => {
  const stamp = Date.now();
  const first = `Tab A's game ${stamp}`;
  const second = `Tab B's game ${stamp}`;
  for (const [name, seed] of [
    [first, 'K7QM-2XPD'],
    [second, 'BNCH-EXA1'],
  ] as const) {
    const created = await postApi(page.request, 'slots:create', { name, rulesetId: 'deathmaze', seed, setup: PARTY });
    expect(created.ok()).toBe(true);
  }
  await openTitle(page);

  // Tab A plays slot 1: one move, accepted.
  const tabA = page;
  await continueSlot(tabA, first);
  await tabA.getByTestId('choice-button').filter({ hasNotText: 'Leave' }).first().click();
  await expect(tabA.getByTestId('game-screen')).toHaveAttribute('data-accepted', '1');

  // Tab B, in the same browser, opens slot 2.
  const tabB = await context.newPage();
  await tabB.goto('/');
  await continueSlot(tabB, second);

  // Tab A is back at the title screen with the reason in view, and both games are still there to continue.
  await expect(tabA.getByRole('heading', { name: 'Saved expeditions' })).toBeVisible();
  await expect(tabA.getByRole('main', { name: 'Game board' })).toBeHidden();
  const notice = tabA.getByRole('alert');
  await expect(notice).toContainText('Another window opened a different game');
  await expect(notice).toContainText('went back to the title screen');
  await expect(tabA.getByRole('button', { name: `Continue ${first}`, exact: true })).toBeVisible();
  await expect(tabA.getByRole('button', { name: `Continue ${second}`, exact: true })).toBeVisible();
  // Tab B plays on undisturbed.
  await expect(tabB.getByRole('main', { name: 'Game board' })).toBeVisible();
  await expect(tabB.getByRole('alert')).toHaveCount(0);

  // Tab A continuing its own game takes the game back: now tab B goes to the title screen the same way.
  await notice.getByRole('button', { name: 'Dismiss this message' }).click();
  await continueSlot(tabA, first);
  await expect(tabB.getByRole('heading', { name: 'Saved expeditions' })).toBeVisible();
  await expect(tabB.getByRole('alert')).toContainText('Another window opened a different game');
  await tabB.close();
});

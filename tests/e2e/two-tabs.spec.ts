import { expect, test, type Page } from '@playwright/test';
import { openTitle, postApi } from './helpers';

const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] };

/** The log filter's first option counts every entry of the log: "Everything (N)". */
async function logCount(page: Page): Promise<string> {
  return (await page.getByLabel('Show in the log').locator('option').first().textContent()) ?? '';
}

async function continueGame(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Continue “${name}”` }).click();
  await expect(page.getByRole('heading', { name: 'Map' })).toBeVisible();
}

test('two tabs on the one shared game: an action in one shows in the other, and another slot opened sends the first tab to the title screen', async ({ page, context }) => {
  await openTitle(page);
  for (const name of ['Shared delve', 'Other delve']) {
    expect((await postApi(page.request, 'slots:create', { name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY })).ok()).toBe(true);
  }
  await openTitle(page);
  await continueGame(page, 'Shared delve');
  const other = await context.newPage();
  await other.goto('/');
  await continueGame(other, 'Shared delve');
  const before = await logCount(page);
  expect(await logCount(other)).toBe(before);

  // The tab that acts shows the answer to its own action and asks main for nothing more.
  const refetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/invoke') && request.postData()?.includes('"session:current"')) refetched.push(request.url());
  });
  await page.getByTestId('choice-button').first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', '1');
  const after = await logCount(page);
  expect(after).not.toBe(before);
  // The other tab catches up with the same log.
  await expect.poll(() => logCount(other)).toBe(after);
  expect(refetched).toEqual([]);

  // The host plays one game at a time: the other tab opening another slot sends this one back to the title screen.
  await other.goto('/');
  await continueGame(other, 'Other delve');
  await expect(page.getByTestId('new-game-button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue “Other delve”' })).toBeVisible();
  await other.close();
});

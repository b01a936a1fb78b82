import { expect, type Page } from '@playwright/test';

/** Each test starts on the title screen: the host keeps the last live game open, as the app does across reloads. */
export async function openTitle(page: Page): Promise<void> {
  const closed = await page.request.post('/api/invoke', { data: { channel: 'session:close', request: {} } });
  expect(closed.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('new-game-button')).toBeVisible();
}

/** Fills the new-game form's party with the given names (adding rows as needed). */
export async function fillParty(page: Page, names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    const inputs = page.getByTestId('adventurer-name-input');
    if ((await inputs.count()) <= index) await page.getByTestId('add-adventurer-button').click();
    await inputs.nth(index).fill(name);
  }
}

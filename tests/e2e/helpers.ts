import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * A call to the development host's API from the test itself. The host answers only requests that say they come from
 * its own page (the browser adds that to the page's own calls), so the test says so too.
 */
export function postApi(request: APIRequestContext, channel: string, payload: unknown): Promise<APIResponse> {
  return request.post('/api/invoke', { headers: { 'sec-fetch-site': 'same-origin' }, data: { channel, request: payload } });
}

/** Each test starts on the title screen: the host keeps the last live game open, as the app does across reloads. */
export async function openTitle(page: Page): Promise<void> {
  const closed = await postApi(page.request, 'session:close', {});
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

/** Presses "1" for the first choice; with ten or more choices "1" may begin "12", so Enter then takes it alone. */
export async function pressFirstChoice(page: Page): Promise<void> {
  const many = (await page.getByTestId('choice-button').count()) >= 10;
  await page.locator('body').press('1');
  if (many) await page.locator('body').press('Enter');
}

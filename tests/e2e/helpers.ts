import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * A call to the development host's API from the test itself. The host answers only requests that say they come from
 * its own page (the browser adds that to the page's own calls), so the test says so too.
 */
export function postApi(request: APIRequestContext, channel: string, payload: unknown): Promise<APIResponse> {
  // A connection of its own for each call (`connection: close`): a kept-alive one can be closed by the host just as the
  // next call is sent on it, which Node's HTTP client reports as ECONNRESET instead of retrying (see the host's timeout).
  return request.post('/api/invoke', { headers: { 'sec-fetch-site': 'same-origin', connection: 'close' }, data: { channel, request: payload } });
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

/** How many actions the engine has taken in the open game (the game screen says so on its element). */
export async function accepted(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
}

/**
 * Waits until no action is on its way to main or being saved: the game screen's `data-busy` (its `aria-busy` is set
 * only while main has not yet answered; the parts themselves are not drawn disabled meanwhile, issue 15).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
}

/** Acts and waits for the engine to have taken it. */
export async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await accepted(page);
  await click();
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
  await settled(page);
}

/** Screenshots at 1440×900 and 1024×700, light and dark, into `dir`; leaves the page light at 1280×800. */
export async function shots(page: Page, dir: string, name: string): Promise<void> {
  for (const [w, h] of [
    [1440, 900],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({ path: `${dir}/${name}-${w}x${h}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

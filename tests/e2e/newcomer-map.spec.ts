import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * What a newcomer meets on the map and in the log: the way home, the map keeping the party in view, progress toward
 * the goal, the first-game guide, the quick party, the log's count and its text export.
 */

const SHOTS = process.env['MAP_SHOTS_DIR'] ?? 'test-results/screens';

async function startGame(page: Page, seed: string, name = `Newcomer ${seed}`): Promise<void> {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(name);
  await page.getByTestId('seed-input').fill(seed);
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dagny']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** The engine has answered the last click: the map is no longer busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
}

/** One step of play as a newcomer might take it: lay a drawn chit, else take a way into the unknown, else the first choice. */
async function playStep(page: Page, preferUnexplored: boolean): Promise<void> {
  const accepted = Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
  const place = page.getByRole('button', { name: 'Place chit', exact: true });
  const unexplored = page.locator('[data-testid="map-exit"].unexplored');
  if (await place.isVisible()) await place.click();
  else if (preferUnexplored && (await unexplored.count()) > 0) await unexplored.first().click();
  else if ((await page.getByTestId('map-exit').count()) > 0) await page.getByTestId('map-exit').first().click();
  else await page.getByTestId('choice-button').first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', String(accepted + 1));
  await settled(page);
}

async function phase(page: Page): Promise<string> {
  return (await page.getByTestId('phase-panel').getAttribute('data-phase')) ?? '';
}

test('choosing the entrance walks the party home along known segments and stops for what needs the player', async ({ page }) => {
  await startGame(page, 'HOME-0001');
  const home = page.getByRole('button', { name: /Entrance/ });
  // At the entrance there is nowhere to walk back to.
  await expect(home).toBeDisabled();
  for (let i = 0; i < 40; i++) {
    await playStep(page, true);
    if ((await phase(page)) === 'exploring' && (await home.isEnabled())) {
      const route = await page.getByTestId('map-walk-home').getAttribute('aria-label');
      if (Number(/: (\d+) known segment/.exec(route ?? '')?.[1] ?? 0) >= 2) break;
    }
  }
  await expect(home).toBeEnabled();
  const label = (await page.getByTestId('map-walk-home').getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Walk back to the entrance: \d+ known segments/);

  // Pointing at the way home draws it on the map.
  await home.hover();
  await expect(page.getByTestId('map-route')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/walk-home-route.png` });

  // Clicking the entrance chit itself walks.
  await page.getByRole('button', { name: /^Walk back to the entrance/ }).click();
  const status = page.getByRole('status').filter({ hasText: /At the entrance after|Stopped after/ });
  await expect(status).toBeVisible();
  await settled(page);
  const said = (await status.textContent()) ?? '';
  await page.screenshot({ path: `${SHOTS}/walk-home-done.png` });
  if (said.includes('At the entrance')) {
    // Home: the engine now offers leaving, and the map marks the entrance as the way out.
    await expect(page.getByRole('button', { name: 'Leave the Deathmaze' }).first()).toBeVisible();
    await expect(home).toBeDisabled();
  } else {
    // Stopped on the way: the phase panel shows what needs the player, and it is not a plain move.
    expect(said).toMatch(/needs you/);
    expect(await phase(page)).not.toBe('exploring');
  }
  // The walk went through the engine's own moves: each step is in the log.
  await expect(page.getByTestId('roll-log')).toContainText(/explored|entrance|Wandering/i);
});

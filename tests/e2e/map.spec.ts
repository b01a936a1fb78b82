import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle, settled } from './helpers';

/** The map: exits taken by clicking, a drawn chit turned with the keys and laid, pan, zoom and fit. */

// Screenshots for a person to look at; MAP_SHOTS_DIR keeps them out of a test-results folder another run may clear.
const SHOTS = process.env['MAP_SHOTS_DIR'] ?? 'test-results/screens';

async function chitCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('map-svg').getAttribute('data-chits'));
}

async function worldTransform(page: Page): Promise<string> {
  return (await page.getByTestId('map-world').getAttribute('style')) ?? '';
}

async function startGame(page: Page, seed: string): Promise<void> {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(`Map ${seed}`);
  await page.getByTestId('seed-input').fill(seed);
  await fillParty(page, ['Arn the Bold', 'Bree', 'Corvin', 'Dagny']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('map-svg')).toBeVisible();
}

/**
 * Walks the maze by the map's exits (unexplored ones first), answering anything else with the first choice, until a
 * drawn chit fits several ways. Returns false if the expedition ends first.
 */
async function exploreUntilPlacing(page: Page, maxSteps: number): Promise<boolean> {
  for (let step = 0; step < maxSteps; step++) {
    if (await page.getByTestId('placing-bar').isVisible()) return true;
    const unexplored = page.locator('[data-testid="map-exit"].unexplored');
    const anyExit = page.getByTestId('map-exit');
    const before = await page.getByTestId('game-screen').innerHTML();
    if ((await unexplored.count()) > 0) await unexplored.first().click();
    else if ((await anyExit.count()) > 0) await anyExit.nth(step % (await anyExit.count())).click();
    else if ((await page.getByTestId('choice-button').count()) > 0) await page.getByTestId('choice-button').first().click();
    else return false;
    // The board changes with the engine's answer; wait for its save to be confirmed as well.
    await expect.poll(async () => page.getByTestId('game-screen').innerHTML(), ).not.toBe(before);
    await settled(page);
  }
  return page.getByTestId('placing-bar').isVisible();
}

test('exits are clickable, a drawn chit is turned with the keys and placed', async ({ page }) => {
  await startGame(page, 'MAPS-0001');
  await page.emulateMedia({ reducedMotion: 'reduce' });

  const exit = page.getByTestId('map-exit').first();
  await expect(exit).toBeVisible();
  await expect(exit).toHaveAttribute('aria-label', /^Go (north|east|south|west) .*to /);
  await page.screenshot({ path: `${SHOTS}/map-start.png` });

  expect(await exploreUntilPlacing(page, 60)).toBe(true);
  const bar = page.getByTestId('placing-bar');
  await expect(bar).toBeVisible();
  const facing = page.getByTestId('placing-facing');
  const first = (await facing.textContent())?.trim();
  expect(first).toMatch(/^Facing 1 of [2-4]/);
  await page.screenshot({ path: `${SHOTS}/map-placing.png` });

  // R turns it on, Shift+R back; the arrow keys do the same on the focused control.
  await page.locator('body').press('r');
  await expect(facing).toContainText('Facing 2 of');
  await page.keyboard.press('Shift+R');
  await expect(facing).toContainText('Facing 1 of');
  await page.getByTestId('rotate-next').focus();
  await page.keyboard.press('ArrowRight');
  await expect(facing).toContainText('Facing 2 of');
  await page.screenshot({ path: `${SHOTS}/map-placing-turned.png` });

  const count = await chitCount(page);
  await page.getByTestId('place-chit').focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect.poll(() => chitCount(page)).toBe(count + 1);
  await expect(page.getByTestId('roll-log')).toContainText(/turned a quarter|half round|as printed/);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: `${SHOTS}/map-placed-${scheme}.png` });
  }
});

test('pan, zoom and fit change the view', async ({ page }) => {
  await startGame(page, 'MAPS-0002');
  // A few steps so that there is a maze to look at.
  for (let i = 0; i < 6; i++) {
    if (!(await exploreUntilPlacing(page, 1))) continue;
    await page.getByTestId('place-chit').click();
    await expect(page.getByTestId('placing-bar')).toBeHidden();
    await settled(page);
  }
  const canvas = page.getByTestId('map-canvas');
  // The view is read after each gesture has been applied (polled, never read once right away), and "fitted" is
  // whatever Fit gives for the map as it now stands: the canvas may still change size as the last placement settles.
  const start = await worldTransform(page);

  await page.getByTestId('map-zoom-in').click();
  await expect.poll(() => worldTransform(page)).not.toBe(start);
  const zoomed = await worldTransform(page);

  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => worldTransform(page)).not.toBe(zoomed);
  const panned = await worldTransform(page);

  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  await page.mouse.move(box.x + box.width - 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 130, box.y + 80, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => worldTransform(page)).not.toBe(panned);
  const dragged = await worldTransform(page);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => worldTransform(page)).not.toBe(dragged);
  const wheeled = await worldTransform(page);
  await page.screenshot({ path: `${SHOTS}/map-panned.png` });

  await canvas.focus();
  await page.keyboard.press('f');
  await expect.poll(() => worldTransform(page)).not.toBe(wheeled);
  const fitted = await worldTransform(page);
  await page.keyboard.press('-');
  await expect.poll(() => worldTransform(page)).not.toBe(fitted);
  // The Fit button and the F key fit the same map the same way.
  await page.getByTestId('map-fit').click();
  await expect.poll(() => worldTransform(page)).toBe(fitted);
});

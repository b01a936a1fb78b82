import { expect, test, type Locator, type Page } from '@playwright/test';
import { act, openTitle, postApi } from './helpers';

/**
 * The roll log's rows, as a player reads them while exploring: newest first, one under another, numbered down by one,
 * never drawn over each other — after new entries arrive at the top, and again with the log scrolled down. (The rows
 * lie in the list's flow below a padding for the rows scrolled past; each entry is measured once drawn.)
 */
async function explore(page: Page, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const place = page.getByRole('button', { name: 'Place chit' });
    if (await place.isVisible()) {
      await act(page, () => place.click());
      continue;
    }
    const exit = page.getByRole('button', { name: /^Go \w+ .*to an unexplored segment$/ }).first();
    if (!(await exit.isVisible())) return;
    await act(page, () => exit.click());
  }
}

/** Each drawn entry's number and box, top to bottom. */
async function rows(log: Locator): Promise<{ number: number; top: number; bottom: number }[]> {
  const items = log.getByRole('listitem');
  const out: { number: number; top: number; bottom: number }[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    const box = await item.boundingBox();
    const number = Number((await item.locator('.num').textContent())?.trim());
    if (box) out.push({ number, top: box.y, bottom: box.y + box.height });
  }
  return out;
}

function expectStacked(drawn: readonly { number: number; top: number; bottom: number }[]): void {
  expect(drawn.length).toBeGreaterThan(3);
  for (let i = 1; i < drawn.length; i++) {
    // One entry each, newest first, with no gap in the numbering...
    expect(drawn[i]!.number).toBe(drawn[i - 1]!.number - 1);
    // ...each starting where the one above it ends (within a pixel's rounding), neither over it nor apart from it.
    expect(Math.abs(drawn[i]!.top - drawn[i - 1]!.bottom)).toBeLessThan(1);
  }
}

test('the roll log stacks its entries newest first, one under another, as play adds them', async ({ page }) => {
  await openTitle(page);
  const created = await postApi(page.request, 'slots:create', {
    name: 'Stacked log',
    rulesetId: 'deathmaze',
    seed: 'BNCH-EXA1',
    setup: { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Corvin', class: 'hero' }, { name: 'Dagny', class: 'thief' }] },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue “Stacked log”' }).click();
  const log = page.getByRole('region', { name: 'Roll log, newest first' });
  await expect(log).toBeVisible();

  await explore(page, 4);
  const total = Number((await page.getByTestId('log-filter').locator('option').first().textContent())?.replace(/\D/g, ''));
  const top = await rows(log);
  expect(top[0]!.number).toBe(total);
  expectStacked(top);

  // Scrolled down (the newest entries out of view), new entries still stack with the rest.
  await log.evaluate((el) => el.scrollBy(0, 300));
  await explore(page, 3);
  expectStacked(await rows(log));
  await log.evaluate((el) => el.scrollTo(0, 0));
  const after = await rows(log);
  expect(after[0]!.number).toBeGreaterThan(total);
  expectStacked(after);
});

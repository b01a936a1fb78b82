import { expect, test } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { startGame } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { openTitle } from './helpers';

const ENTRIES = 1200;

/** A slot whose log is longer than the window the game screen first gets: a real game with a long synthetic log. */
async function longSlot(name: string): Promise<string> {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'K7QM-2XPD', { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
  if (!started.ok) throw new Error(started.message);
  const log: GameEvent[] = Array.from({ length: ENTRIES }, (_, i) => ({ kind: 'message', text: `Old entry ${i + 1}.` }));
  const file = await new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)).create(newSlotFor(ruleset, started.game, { name, appVersion: '0.1.0-e2e', log }));
  return file.meta.id;
}

test('a long log opens with its newest entries; "Load earlier entries" brings older ones in', async ({ page }) => {
  await longSlot('Long log');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Long log' }).getByTestId('continue-button').click();

  const log = page.getByRole('region', { name: 'Roll log, newest first' });
  await expect(log).toBeVisible();
  const windowBar = page.getByTestId('log-window');
  await expect(windowBar).toContainText('Showing 100 of 1,200 entries');
  await expect(log.getByText('Old entry 1200.', { exact: true })).toBeVisible();
  // The filter counts the whole log, not the entries loaded.
  await expect(page.getByLabel('Show in the log').getByRole('option', { name: 'Everything (1,200)' })).toHaveCount(1);
  // Only the entries in view are drawn (the log is virtualised).
  expect(await log.getByRole('listitem').count()).toBeLessThan(60);
  // For a person to look at: the roll log with its window line and button.
  await page.locator('.log.panel').screenshot({ path: test.info().outputPath('roll-log-window.png') });

  // Keyboard: the button is a plain button in the tab order.
  const button = page.getByRole('button', { name: 'Load earlier entries' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(windowBar).toContainText('Showing 600 of 1,200 entries');
  await expect(page.getByTestId('log-loaded-status')).toHaveText('Loaded 500 earlier entries. Showing 600 of 1,200 entries.');
});

test('scrolling the roll log of an opened slot back fetches older entries down to the first', async ({ page }) => {
  await longSlot('Scrolled log');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Scrolled log' }).getByTestId('continue-button').click();

  const log = page.getByRole('region', { name: 'Roll log, newest first' });
  await expect(log.getByText('Old entry 1200.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('log-window')).toContainText('Showing 100 of 1,200 entries');
  // The player scrolls down (toward older entries) with the mouse wheel, again and again, as far as the log goes:
  // each time the rows drawn near the oldest entry loaded, the page before it is fetched without a click.
  await log.hover();
  const first = log.getByText('Old entry 1.', { exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(first).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByTestId('log-window')).toHaveCount(0);
  // Oldest at the bottom, numbered from the start of the campaign.
  await expect(log.getByRole('listitem').last()).toContainText('Old entry 1.');
  await expect(log.getByRole('listitem').last().locator('.num')).toHaveText('1');
  await page.locator('.log.panel').screenshot({ path: test.info().outputPath('roll-log-scrolled-to-first.png') });
});

test('a filter looks at the whole log, not only the entries an open loaded', async ({ page }) => {
  await longSlot('Filtered log');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Filtered log' }).getByTestId('continue-button').click();

  const log = page.getByRole('region', { name: 'Roll log, newest first' });
  await expect(page.getByTestId('log-window')).toContainText('Showing 100 of 1,200 entries');
  await page.getByLabel('Show in the log').selectOption({ label: 'Messages only' });
  await expect(page.getByTestId('log-loaded-status')).toHaveText('Filtering all 1,200 entries.');
  await log.focus();
  await page.keyboard.press('End');
  await expect(log.getByText('Old entry 1.', { exact: true })).toBeVisible();
});

test('damage in an older log entry, found just after the game shows, is repaired and said in a banner', async ({ page }) => {
  const id = await longSlot('Damaged log');
  // An entry far older than the ones an open reads is changed by hand: only the whole log's checksum can find it.
  const logFile = path.join(path.resolve(process.env['E2E_DATA_DIR']!), 'slots', `${id}.log.jsonl`);
  await writeFile(logFile, (await readFile(logFile, 'utf8')).replace('"Old entry 3."', '"Old entry 3, changed."'));
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Damaged log' }).getByTestId('continue-button').click();

  const banner = page.getByRole('alert').filter({ hasText: 'Checking the save' });
  await expect(banner).toContainText('rebuilt the log by replaying');
  await expect(banner).toContainText('nothing was lost');
  // The roll log now shows the log the game itself gives (the synthetic entries were never this game's).
  const log = page.getByRole('region', { name: 'Roll log, newest first' });
  await expect(log.getByText('Old entry 1200.', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('late-log-check-banner.png') });
});

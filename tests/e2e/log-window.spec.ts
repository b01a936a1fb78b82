import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { startGame } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { openTitle } from './helpers';

const ENTRIES = 1200;

/** A slot whose log is longer than the window the game screen first gets: a real game with a long synthetic log. */
async function longSlot(name: string): Promise<void> {
  const ruleset = findRuleset('deathmaze')!;
  const started = startGame(ruleset, 'K7QM-2XPD', { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
  if (!started.ok) throw new Error(started.message);
  const log: GameEvent[] = Array.from({ length: ENTRIES }, (_, i) => ({ kind: 'message', text: `Old entry ${i + 1}.` }));
  await new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)).create(newSlotFor(ruleset, started.game, { name, appVersion: '0.1.0-e2e', log }));
}

test('a long log opens with its newest entries; "Load earlier entries" brings the older ones in', async ({ page }) => {
  await longSlot('Long log');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Long log' }).getByTestId('continue-button').click();

  const log = page.getByTestId('roll-log');
  await expect(log).toBeVisible();
  const windowBar = page.getByTestId('log-window');
  await expect(windowBar).toContainText('Showing 500 of 1,200 entries');
  await expect(log.getByText('Old entry 1200.', { exact: true })).toBeVisible();
  // Only the entries in view are drawn (the log is virtualised); End scrolls to the oldest one loaded.
  expect(await log.locator('li').count()).toBeLessThan(60);
  await log.focus();
  await page.keyboard.press('End');
  await expect(log.getByText('Old entry 701.', { exact: true })).toBeVisible();
  await expect(log.getByText('Old entry 700.', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(log.getByText('Old entry 1200.', { exact: true })).toBeVisible();
  // For a person to look at: the roll log with its window line and button.
  await page.locator('.log.panel').screenshot({ path: test.info().outputPath('roll-log-window.png') });

  const button = page.getByTestId('load-earlier');
  await button.click();
  await expect(windowBar).toContainText('Showing 1,000 of 1,200 entries');
  await log.focus();
  await page.keyboard.press('End');
  await expect(log.getByText('Old entry 201.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('log-loaded-status')).toHaveText('Loaded 500 earlier entries. Showing 1,000 of 1,200 entries.');

  // Keyboard: the button is a plain button in the tab order.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(windowBar).toHaveCount(0);
  await log.focus();
  await page.keyboard.press('End');
  await expect(log.getByText('Old entry 1.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('log-loaded-status')).toHaveText('Loaded 200 earlier entries. Showing 1,200 of 1,200 entries.');
  // Oldest at the bottom, numbered from the start of the campaign.
  await expect(log.locator('li').last()).toContainText('Old entry 1.');
  await expect(log.locator('li').last().locator('.num')).toHaveText('1');
});

import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fillParty, openTitle } from './helpers';

/** In the browser host the Character Records PDF arrives as a download; its text holds every adventurer. */
test('the game screen prints the Character Records to a PDF download', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(`Records ${Date.now()}`);
  await page.getByTestId('seed-input').fill('PDF0-2345');
  await fillParty(page, ['Aldric', 'Wat']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-pdf-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/Character Records\.pdf$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
  expect(text).toContain('Aldric');
  expect(text).toContain('Wat');
  expect(text).toContain('Seed: PDF0-2345');
});

test('one adventurer’s record prints on its own from the Records tab', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(`One record ${Date.now()}`);
  await page.getByTestId('seed-input').fill('PDF1-2345');
  await fillParty(page, ['Aldric', 'Wat']);
  await page.getByTestId('start-game-button').click();
  await page.getByTestId('tab-records').click();
  const wat = page.getByTestId('character-record').filter({ hasText: 'Wat' });
  // The record is the ruleset's, laid out by the shell: its boxes under their labels, by section.
  await expect(wat.getByRole('heading', { name: 'Character Record' })).toBeVisible();
  await expect(wat.getByRole('term').filter({ hasText: 'Magic Resistance' })).toBeVisible();
  await expect(wat).toContainText('Wounds taken: 0');
  await page.screenshot({ path: 'test-results/screens/records-tab.png' });
  const downloading = page.waitForEvent('download');
  await wat.getByTestId('print-record-button').click();
  const file = await (await downloading).path();
  const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
  expect(text).toContain('Wat');
  expect(text).not.toContain('Aldric');
});

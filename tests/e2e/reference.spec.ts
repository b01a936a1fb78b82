import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * The rules reference shows every printed table and chart with its cells as printed, and tells a screen reader which
 * cell a roll highlighted.
 */
const SEED = 'V117-HXQX';

async function accepted(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
}

test('the reference lists every chart, reads cells as printed and announces the highlighted cell', async ({ page }) => {
  test.setTimeout(120_000);
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Reference');
  await fillParty(page, ['Arn', 'Bree', 'Corvin']);
  await page.getByTestId('seed-input').fill(SEED);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // Play until a roll has been made on a printed table.
  await page.getByTestId('log-filter').selectOption('rolls');
  const open = page.getByTestId('open-table-button');
  for (let i = 0; i < 40 && (await open.count()) === 0; i++) {
    const before = await accepted(page);
    await page.getByTestId('choice-button').first().click();
    await expect.poll(() => accepted(page)).toBeGreaterThan(before);
  }
  await open.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const view = page.getByTestId('table-view');
  const row = view.locator('tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  const rowText = (await row.locator('th, td').allInnerTexts()).map((t) => t.trim());
  // The highlighted cell is announced, in the table's own words.
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^Highlighted in the /);
  await expect(status).toContainText(rowText[0]!);
  await expect(status).toContainText(rowText[rowText.length - 1]!);
  await page.screenshot({ path: 'test-results/screens/reference-highlight.png' });

  const list = dialog.getByRole('navigation', { name: 'Tables' });
  // Cells read as printed: words for the Exploration Table, no true/false.
  await list.getByRole('button', { name: /Exploration Table: door trapped/ }).click();
  await expect(view).toContainText('Door trapped');
  await expect(view).toContainText('2–6');
  await expect(view).not.toContainText(/\b(true|false)\b/);
  // Monsters as the chart prints them, not as records.
  await list.getByRole('button', { name: /Room Monster Table/ }).click();
  await expect(view).toContainText('1D6 Orcs');
  await expect(view).not.toContainText('monster:');
  await list.getByRole('button', { name: /Negotiation Table/ }).click();
  await expect(view).toContainText('5 or less');
  // Every chart is there, the Spell Summary [11.4] included.
  for (const name of ['Monster Characteristics Chart', 'Monster Weapons Chart', 'Treasure Type Table', 'Spell Summary']) {
    await expect(list.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
  }
  await list.getByRole('button', { name: /Spell Summary/ }).click();
  await expect(view).toContainText('[11.4]');
  await expect(view.getByRole('row', { name: /Mage Armour 1 I/ })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/reference-spells.png' });
});

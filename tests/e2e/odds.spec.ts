import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle, postApi } from './helpers';

/** axe-core on the Odds dialog: no serious or critical violation, colour contrast included. */
async function expectAccessibleDialog(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).include('[data-testid="odds-dialog"]').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `odds dialog (${scheme}): ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect(bad, bad.join('\n\n')).toEqual([]);
}

test('simulates the party being set up, shows progress and plots, keeps it, and cancels a second run', async ({ page }) => {
  // Worker threads start and compile the engine under the development host's tsx: on a busy machine that takes long.
  test.setTimeout(600_000);
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dagna']);
  await page.getByRole('button', { name: 'Odds…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Odds' });
  await expect(dialog).toContainText('Arn (hero)');
  const games = dialog.getByLabel('Expeditions to simulate');

  // Bad numbers are refused with a message, not sent.
  await games.fill('ten');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a whole number of expeditions.');
  await expect(dialog.getByRole('button', { name: 'Simulate' })).toBeDisabled();

  await games.fill('300');
  await dialog.getByRole('button', { name: 'Simulate' }).click();
  // Finished: the count of games played, every plot, and the outcomes as a table for screen readers.
  await expect(dialog.getByText(/300 of 300 expeditions/)).toBeVisible({ timeout: 120_000 });
  for (const caption of ['Outcomes, with 95% intervals', 'Expedition length (moves)', 'Deaths by cause', 'Killed by (the ten deadliest monsters)']) {
    await expect(dialog.getByRole('figure').filter({ hasText: caption }).locator('canvas')).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screens/odds.png' });
  const outcomes = dialog.getByRole('table', { name: 'Outcomes' });
  await expect(outcomes.getByRole('row', { name: /^Won / })).toContainText('of 300');
  await expect(outcomes.getByRole('row', { name: /^Whole party died / })).toContainText('%');
  await dialog.getByLabel('Show the numbers as tables').check();
  await expect(outcomes).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep for comparison' }).click();
  await expect(dialog.getByRole('button', { name: 'Kept for comparison' })).toBeDisabled();

  // A second, long run: progress moves, then Cancel stops it and reports what was played.
  await games.fill('100000');
  await dialog.getByRole('button', { name: 'Simulate' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cancel simulation' }).click();
  await expect(dialog.getByText(/Cancelled after [\d,]+ of 100,000 expeditions/)).toBeVisible();
  await expect(progress).toBeHidden();
  // The cancelled run's games are compared with the kept one.
  await expect(dialog.getByRole('region', { name: 'Compare' }).getByRole('row', { name: /^Won / })).toBeVisible();

  // The plots follow the theme: in dark mode they are drawn again in its colours.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveCSS('color-scheme', /dark/);
  await page.screenshot({ path: 'test-results/screens/odds-dark.png' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'New expedition' })).toBeVisible();
});

test('plays a saved campaign on from its slot and plots the roster over expeditions, with the numbers as a table', async ({ page }) => {
  test.setTimeout(600_000);
  // A campaign saved a few moves into its first expedition, made through the API as the app would make it.
  const name = `Odds campaign ${Date.now()}`;
  const created = await postApi(page.request, 'slots:create', {
    name,
    rulesetId: 'deathmaze',
    seed: 'K7QM-2XPD',
    setup: { campaign: 'Long road', party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] },
  });
  expect(created.ok()).toBe(true);
  await openTitle(page);
  await page.getByRole('button', { name: `Odds for ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Odds' });
  await expect(dialog).toContainText(`“${name}” with its current roster`);
  await dialog.getByRole('radio', { name: 'Its campaign, played on for several expeditions' }).check();
  const campaigns = dialog.getByLabel('Campaigns to simulate');
  const expeditions = dialog.getByLabel('Expeditions in each campaign');
  // More expeditions in all than one run may play is refused before anything is sent.
  await expeditions.fill('20');
  await campaigns.fill('9000');
  await expect(dialog.getByRole('alert')).toHaveText('At most 100,000 expeditions at a time: 5,000 campaigns of 20.');
  await expect(dialog.getByRole('button', { name: 'Simulate' })).toBeDisabled();

  await expeditions.fill('3');
  await campaigns.fill('60');
  await page.screenshot({ path: 'test-results/screens/odds-campaign-form.png' });
  await dialog.getByRole('button', { name: 'Simulate' }).click();
  await expect(dialog.getByText(/60 of 60 campaigns/)).toBeVisible({ timeout: 240_000 });
  const roster = dialog.getByRole('region', { name: 'The roster over expeditions' });
  for (const caption of ['Wound Points per living adventurer', 'Experience per living adventurer', 'Treasure per living adventurer (Bezants)', 'Living adventurers per campaign']) {
    await expect(roster.getByRole('figure').filter({ hasText: caption }).locator('canvas')).toBeVisible();
  }
  // The same numbers for screen readers: one row per expedition, the first set out by every campaign.
  const table = roster.getByRole('table', { name: 'The roster after each expedition' });
  await expect(table.getByRole('row', { name: /^1 60 / })).toBeAttached();
  await roster.getByLabel('Show the roster as a table').check();
  await expect(table).toBeVisible();
  // The pooled expedition plots are shown beside the campaign's.
  await expect(dialog.getByRole('figure').filter({ hasText: 'Outcomes, with 95% intervals' })).toBeVisible();
  await expectAccessibleDialog(page, 'dark');
  await expectAccessibleDialog(page, 'light');
  await roster.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/odds-campaign.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveCSS('color-scheme', /dark/);
  await page.screenshot({ path: 'test-results/screens/odds-campaign-dark.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

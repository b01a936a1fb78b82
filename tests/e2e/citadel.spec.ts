import { expect, test } from '@playwright/test';
import { openTitle } from './helpers';

/**
 * Citadel of Blood through the shell: its own setup form, then its own board and phase panel beside the shell's party
 * panel and roll log. Playing on saves the slot; the game comes back after a reload.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';

test('a Citadel of Blood game is set up with its own form, played through the shell and continued after a reload', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });

  // Citadel's own fields: heroes drawn and the initiates made.
  await expect(page.getByLabel(/Heroes drawn at random/)).toHaveValue('3');
  await expect(page.getByRole('group', { name: /Initiates/ })).toBeVisible();
  await page.getByLabel('Initiate 1 name').fill('Ilse');
  await page.getByLabel('Initiate 2 race').selectOption({ label: 'Elf' });
  // A bad name is refused where it was typed.
  await page.getByLabel('Initiate 3 name').fill('');
  await page.getByTestId('slot-name-input').fill('Citadel check');
  await page.getByTestId('seed-input').fill('CITA-0001');
  await page.getByTestId('start-game-button').click();
  await expect(page.getByRole('alert').filter({ hasText: 'An initiate needs a name.' })).toBeVisible();
  await page.getByLabel('Initiate 3 name').fill('Cedric');
  await page.screenshot({ path: `${SHOTS}/citadel-new-game.png`, fullPage: true });
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // Six characters: three heroes drawn, the three initiates as made.
  const cards = page.getByTestId('party-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('party-panel')).toContainText('Ilse');
  // Each card's numbers under the name, spelled out for a screen reader: Combat Bonus, Resistance Value, Gold Marks,
  // and for those with Magic Potential, per sun and under the dominant sun the board's magic table names.
  for (let i = 0; i < 6; i++) await expect(cards.nth(i)).toHaveAccessibleDescription(/^Combat Bonus -?\d+ ?; Resistance Value \d+ ?; .*Gold Marks \d+ ?;$/);
  const sun = /the (Red|Yellow|Blue) Sun is dominant/.exec((await page.getByRole('heading', { name: /Magic Potential — the/ }).textContent()) ?? '')?.[1];
  const casters = cards.filter({ hasText: `MP ${sun}` });
  await expect(casters.first()).toHaveAccessibleDescription(new RegExp(`Magic Potential under the Red / Yellow / Blue Sun \\d+/\\d+/\\d+ ?; Magic Potential under the dominant ${sun} Sun \\d+ ?;`));
  await expect(casters.first().getByText(`MP ${sun}`)).toBeVisible();
  await expect(casters.first().getByText('MP R/Y/B')).toBeVisible();
  // The setup's rolls are in the log against their rules (Magic Potential, the dominant sun).
  await expect(page.getByTestId('roll-log')).toContainText(/Magic Potential/);
  await expect(page.getByTestId('roll-log')).toContainText(/sun/i);

  // Play a few steps with the first choice each time: every step is accepted and saved.
  for (let step = 0; step < 6; step++) {
    const choices = page.getByTestId('choice-button');
    if ((await choices.count()) === 0) break;
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
    await choices.first().click();
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
  }
  await expect(page.getByTestId('save-status')).toContainText(/saved/i);
  // Citadel's board draws the party's level: every laid tile named for a screen reader, the party's marked.
  await expect(page.getByRole('group', { name: /^Map of level 1: \d+ tiles?$/ })).toBeVisible();
  await expect(page.getByTestId('citadel-map').locator('[data-party]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/citadel-game.png` });
  const title = await page.getByTestId('phase-title').textContent();

  // The records tab shows Citadel's own Character Records.
  await page.getByTestId('tab-records').click();
  await expect(page.getByTestId('character-records')).toContainText('Ilse');
  await expect(page.getByTestId('character-records')).toContainText(/Magic Potential/);

  await page.reload();
  await page.getByRole('button', { name: 'Continue “Citadel check”' }).click();
  await expect(page.getByTestId('game-slot-name')).toHaveText('Citadel check');
  await expect(page.getByTestId('phase-title')).toHaveText(title ?? '');
});

import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * What a first-time player tripped on (issue 15), each checked the way a player meets it: by role, label and
 * visible text. Seeded games, so every run sees the same fights.
 */
const SEED = 'V117-HXQX';

async function accepted(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
}

/** Takes the first (natural next) choice and waits until the engine has answered. */
async function stepFirst(page: Page): Promise<void> {
  const before = await accepted(page);
  await page.getByTestId('choice-button').first().click();
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
}

async function startGame(page: Page, name: string, party: readonly string[], options: { advanced?: boolean } = {}): Promise<void> {
  await openTitle(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Save slot name').fill(name);
  if (options.advanced) await page.getByLabel(/Advanced game/).check();
  await fillParty(page, party);
  await page.getByLabel('Seed').fill(SEED);
  await page.getByRole('button', { name: 'Start expedition' }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

async function phase(page: Page): Promise<string> {
  return (await page.getByTestId('phase-panel').getAttribute('data-phase')) ?? '';
}

/** Plays the first choice until `done` holds (checked before each step), within `cap` steps. */
async function playUntil(page: Page, done: () => Promise<boolean>, cap = 150): Promise<void> {
  for (let i = 0; i < cap; i++) {
    if (await done()) return;
    await stepFirst(page);
  }
  throw new Error(`not reached within ${cap} steps`);
}

/** "3 of 8 Wound Points" on a combat counter: its wounds and Wound Points. */
async function counterWounds(page: Page, name: string): Promise<{ wounds: number; points: number }> {
  const label = await page.getByTestId('combat-adventurer').filter({ hasText: name }).locator('.pips').getAttribute('aria-label');
  const m = /(\d+) of (\d+)/.exec(label ?? '');
  return { wounds: Number(m?.[1]), points: Number(m?.[2]) };
}

const PARTY = ['Arn', 'Bree', 'Corvin', 'Dax', 'Edda', 'Fenn'];

test('wounds show as Wound Points left of the total, and every panel shows them while the fight goes on', async ({ page }) => {
  test.setTimeout(240_000);
  await startGame(page, `Wounds ${Date.now()}`, PARTY);
  // Fight until an adventurer is hurt, then look at him before the fight ends.
  let hurt: string | null = null;
  await playUntil(page, async () => {
    if ((await phase(page)) !== 'combat') return false;
    for (const name of PARTY) if ((await counterWounds(page, name)).wounds > 0) hurt = name;
    return hurt !== null;
  }, 250);
  const name = hurt!;
  const { wounds, points } = await counterWounds(page, name);
  const card = page.getByRole('listitem', { name: new RegExp(`^${name},`) });
  await expect(card).toContainText(`${points - wounds} / ${points}`);
  await expect(card).toHaveAccessibleName(new RegExp(`${points - wounds} of ${points} Wound Points left: ${wounds} wounds?`));
  // The Character Records agree with the board, mid-fight.
  await page.getByRole('tab', { name: /Records/ }).click();
  const record = page.getByTestId('character-record').filter({ hasText: name });
  await expect(record.getByRole('definition').filter({ hasText: 'Wounds taken:' })).toContainText(`Wounds taken: ${wounds} ·`);
  await page.screenshot({ path: 'test-results/screens/newcomer-wounds.png' });
});

test('the slot list shows the latest progress on returning to the title screen, without a reload', async ({ page }) => {
  const name = `Fresh list ${Date.now()}`;
  await startGame(page, name, ['Arn', 'Bree']);
  await page.getByRole('button', { name: 'Title screen' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toContainText('1 chit placed, 0 combats, 0 deaths');
  await row.getByRole('button', { name: `Continue ${name}` }).click();
  const progress = page.getByRole('region', { name: 'Map' }).getByText(/^\d+ chits? placed, \d+ combats?, \d+ deaths?$/);
  for (let i = 0; i < 10 && (await progress.textContent())?.startsWith('1 chit placed'); i++) await stepFirst(page);
  const now = (await progress.textContent()) ?? '';
  expect(now).not.toMatch(/^1 chit placed/);
  await page.getByRole('button', { name: 'Title screen' }).click();
  await expect(row).toContainText(now);
});

test('the map reads "1 chit laid" in the singular, and its legend names the fountain, statue and trap door', async ({ page }) => {
  await startGame(page, `Legend ${Date.now()}`, ['Arn', 'Bree']);
  await expect(page.getByRole('group', { name: /^Map: 1 chit laid \(1 room|^Map: 1 chit laid \(0 rooms/ })).toBeVisible();
  const legend = page.getByTestId('map-panel').locator('footer');
  for (const symbol of ['Fountain', 'Statue', 'Trap door']) await expect(legend).toContainText(symbol);
});

test('an Advanced game is called one in the header, the slot list and the new-game form', async ({ page }) => {
  const name = `Advanced ${Date.now()}`;
  await startGame(page, name, ['Arn', 'Bree'], { advanced: true });
  await expect(page.getByRole('banner')).toContainText('Deathmaze (Advanced game)');
  await page.getByRole('button', { name: 'Title screen' }).click();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText('Deathmaze (Advanced game)');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel(/Advanced game/).check();
  await expect(page.getByRole('combobox', { name: 'Game' })).not.toContainText('Basic game');
});

test('leaving the Deathmaze asks first; Cancel keeps the expedition going', async ({ page }) => {
  await startGame(page, `Leave ${Date.now()}`, ['Arn', 'Bree']);
  // On the map: the entrance's Leave button.
  const leave = page.getByRole('button', { name: 'Leave the Deathmaze', exact: true });
  await expect(leave).toBeVisible();
  await leave.click();
  const dialog = page.getByRole('dialog', { name: 'Leave the Deathmaze?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('expedition-end')).toBeHidden();
  // The numbered key asks too.
  const number = (await page.getByTestId('choice-button').filter({ hasText: 'Leave the Deathmaze' }).locator('kbd').textContent())?.trim();
  await page.locator('body').press(number ?? '');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave the Deathmaze' }).click();
  await expect(page.getByRole('region', { name: /Out of the Deathmaze|The party has fallen|expedition/i }).first()).toBeVisible();
});

test('at 1024×700 a fight is played without a scroll box inside the board: every row and every adventurer in view', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await startGame(page, `Small window ${Date.now()}`, PARTY);
  await playUntil(page, async () => (await phase(page)) === 'combat', 250);
  // Nothing inside the board's column scrolls on its own: only the column itself may.
  const nested = await page.getByTestId('board-left').evaluate((column) =>
    [...column.querySelectorAll('*')].filter((el) => {
      const style = column.ownerDocument.defaultView!.getComputedStyle(el);
      return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    }).length,
  );
  expect(nested).toBe(0);
  // All six on the Party panel, and all six counters on the board, fully in view once the board is scrolled to.
  for (const name of PARTY) await expect(page.getByRole('listitem', { name: new RegExp(`^${name},`) })).toBeInViewport({ ratio: 1 });
  await page.getByRole('region', { name: /Combat board/ }).scrollIntoViewIfNeeded();
  for (const counter of await page.getByTestId('combat-adventurer').all()) await expect(counter).toBeInViewport({ ratio: 1 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `test-results/screens/combat-${width}x${height}-${scheme}.png` });
    }
  }
});

test('the title screen comes up and stays, with the last game ready to continue', async ({ page }) => {
  const name = `Stay ${Date.now()}`;
  await startGame(page, name, ['Arn', 'Bree']);
  await stepFirst(page);
  // Main still holds the game open; a reload shows the title screen with Continue focused, never a jump.
  await page.reload();
  const cont = page.getByRole('button', { name: `Continue “${name}”` });
  await expect(cont).toBeFocused();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New expedition' })).toBeVisible();
  // Whatever was still arriving from the first screen, the form stays.
  await page.getByLabel('Save slot name').fill('still here');
  await expect(page.getByLabel('Save slot name')).toHaveValue('still here');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await cont.click();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
});

test('keys: two digits take choice 10 and up; Enter after the help places the chit; marching-order moves announced where they land', async ({ page }) => {
  test.setTimeout(240_000);
  // The marching order on the new-game form: Alt+→ moves a box, Alt+↓ a row, and the announcement names the new place.
  await openTitle(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dax']);
  const arn = page.getByRole('button', { name: /^Arn, Hero, row 1, box 1/ });
  await arn.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Arn moves' })).toHaveText('Arn moves to row 1, box 2.');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: 'Arn moves' })).toHaveText('Arn moves to row 2, box 1.');

  await startGame(page, `Keys ${Date.now()}`, PARTY);
  // A chit with a choice of facings: open and close the help with its button, then Enter lays the chit.
  await playUntil(page, async () => (await phase(page)) === 'placing', 250);
  await page.getByRole('button', { name: 'Keyboard help' }).click();
  await page.getByRole('dialog', { name: 'Keyboard' }).getByRole('button', { name: 'Close' }).click();
  const before = await accepted(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
  await expect(page.getByRole('dialog', { name: 'Keyboard' })).toBeHidden();

  // A Party Combat Phase with ten or more choices: "1" waits for a second digit, "1" "0" takes the tenth.
  await playUntil(page, async () => (await phase(page)) === 'combat' && (await page.getByTestId('choice-button').count()) >= 10, 250);
  // The choice shown with the number 10, as the player reads it.
  const tenth = page.getByTestId('choice-button').filter({ has: page.locator('kbd', { hasText: /^10$/ }) });
  const label = ((await tenth.locator('.label').textContent()) ?? '').trim();
  const at = await accepted(page);
  await page.locator('body').press('1');
  await expect(page.getByRole('status').filter({ hasText: 'Choice 1…' })).toBeVisible();
  expect(await accepted(page)).toBe(at);
  await page.locator('body').press('0');
  await expect.poll(() => accepted(page)).toBeGreaterThan(at);
  // What was taken is the tenth: its words are gone from the choices (an attack made, or the phase ended).
  await expect(page.getByTestId('choice-button').filter({ hasText: label })).toHaveCount(0);
});

test('a slot name already taken is said at the name field; a seed with L shows how it is read', async ({ page }) => {
  const name = `Taken ${Date.now()}`;
  await startGame(page, name, ['Arn', 'Bree']);
  await page.getByRole('button', { name: 'Title screen' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  const field = page.getByLabel('Save slot name');
  await field.fill(name.toUpperCase());
  await fillParty(page, ['Arn', 'Bree']);
  await page.getByRole('button', { name: 'Start expedition' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`A save slot is already called “${name}”`)).toBeVisible();
  await expect(page.getByTestId('game-screen')).toBeHidden();
  await page.getByLabel('Seed').fill('K7QM-2XPL');
  await expect(page.getByText('Will be read as K7QM-2XP1 (L as 1')).toBeVisible();
});

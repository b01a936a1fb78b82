import { expect, test, type Page } from '@playwright/test';
import { fillParty, openTitle, pressFirstChoice } from './helpers';


/**
 * A whole seeded expedition, played through the renderer by clicking and pressing keys: the engine's first choice
 * each time (the natural next step, as the autoplayer takes it). With this seed and party the expedition places
 * chits (one with a choice of orientation), meets monsters, fights, takes treasure and ends within the step cap.
 */
const SEED = 'V117-HXQX';
const STEP_CAP = 250;

async function accepted(page: Page): Promise<number> {
  return Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
}

/**
 * Takes the engine's first choice, by key on odd steps and by click on even ones, and waits until it has landed.
 * An irreversible one (leaving the maze) asks first: the player says yes.
 */
async function step(page: Page, index: number): Promise<void> {
  const before = await accepted(page);
  if (index % 2 === 1) {
    await pressFirstChoice(page);
  } else {
    await page.getByTestId('choice-button').first().click();
  }
  const confirm = page.getByTestId('confirm-choice-button');
  await expect.poll(async () => (await accepted(page)) > before || (await confirm.isVisible())).toBe(true);
  if (await confirm.isVisible()) await confirm.click();
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
}

test('plays a whole seeded expedition from setup to the end screen', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Full expedition');
  await fillParty(page, ['Arn', 'Bree', 'Corvin']);
  // Row 3: an Axe instead of the Sword, and a Wound Point as his initial experience [3.1].
  await page.getByTestId('adventurer-class-select').nth(2).selectOption('hero');
  await page.getByTestId('adventurer-weapon-select').nth(4).selectOption('axe');
  await page.getByTestId('adventurer-experience-select').nth(2).selectOption('woundPoint');
  await page.getByTestId('seed-input').fill(SEED);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('party-panel')).toContainText('Corvin');

  const seen = new Set<string>();
  let orientationChoices = 0;
  let combatShot = false;
  let treasureShot = false;
  let combatSteps = 0;
  for (let i = 0; i < STEP_CAP; i++) {
    if (await page.getByTestId('expedition-end').isVisible()) break;
    const phase = (await page.getByTestId('phase-panel').getAttribute('data-phase')) ?? '';
    seen.add(phase);
    if (phase === 'placing') orientationChoices = Math.max(orientationChoices, await page.getByTestId('choice-button').count());
    if (phase === 'encounter') await expect(page.getByTestId('encounter-monsters')).toBeVisible();
    if (phase === 'combat') {
      combatSteps++;
      await expect(page.getByTestId('combat-board')).toBeVisible();
      if (!combatShot && combatSteps === 8) {
        await expect(page.getByTestId('combat-monster').first()).toBeVisible();
        await page.screenshot({ path: 'test-results/screens/combat.png' });
        combatShot = true;
      }
    }
    if (phase === 'treasure' && !treasureShot) {
      await expect(page.getByTestId('treasure-haul')).toBeVisible();
      await page.keyboard.press('r');
      await expect(page.getByTestId('character-records')).toBeVisible();
      await expect(page.getByTestId('character-record')).toHaveCount(3);
      await page.screenshot({ path: 'test-results/screens/records.png' });
      await page.keyboard.press('l');
      treasureShot = true;
    }
    await step(page, i);
  }

  expect([...seen]).toEqual(expect.arrayContaining(['exploring', 'placing', 'encounter', 'combat', 'treasure']));
  expect(orientationChoices).toBeGreaterThan(1);

  // The end screen: who won by [4.0] and why.
  const end = page.getByTestId('expedition-end');
  await expect(end).toBeVisible();
  await expect(page.getByTestId('player-results')).toContainText(/Player 1: (won|lost)/);

  // The roll log opens the table a roll was made on, at the row it read.
  await page.getByTestId('log-filter').selectOption('rolls');
  await page.getByTestId('open-table-button').first().click();
  const dialog = page.getByTestId('tables-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('table-view').locator('.hl').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/tables.png' });
  await page.getByTestId('rulings-tab').click();
  await expect(page.getByTestId('rulings-list')).toContainText('[');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The key help opens with "?".
  await page.locator('body').press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('key-help')).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/end.png' });

  // Going home: the campaign's home phase, with its own choices.
  await page.getByTestId('go-home-button').click();
  await expect(page.getByTestId('phase-title')).toHaveText('At home');
  await page.screenshot({ path: 'test-results/screens/home.png' });

  // The campaign roster: a card for each of the three, survivors with a place, the dead with how and where they died.
  const roster = page.getByTestId('campaign-roster');
  await expect(roster).toBeVisible();
  const cards = roster.getByTestId('roster-card');
  await expect(cards).toHaveCount(3);
  for (const name of ['Arn', 'Bree', 'Corvin']) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  const dead = roster.locator('[data-testid="roster-card"][data-place="dead"]');
  const deadCount = await dead.count();
  await expect(roster.getByTestId('roster-death')).toHaveCount(deadCount);
  for (let i = 0; i < deadCount; i++) await expect(dead.nth(i).getByTestId('roster-death')).toHaveText(/Died on expedition 1: \S.+\./);
  await expect(roster.locator('[data-testid="roster-card"]:not([data-place="dead"]) [data-testid="roster-place"]')).toHaveCount(3 - deadCount);
  await expect(roster.getByTestId('expedition-history')).toContainText(/Won|Lost/);
  // A recruit from the engine's own choice joins the roster as a living card, with his own choices on it.
  await page.locator('[data-choice-id="recruit-hero"]').click();
  await expect(cards).toHaveCount(4);
  const living = roster.locator('[data-testid="roster-card"]:not([data-place="dead"])');
  await expect(living).toHaveCount(4 - deadCount);
  await expect(living.last().getByTestId('choice-button').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home-roster.png', fullPage: true });
});

test('attacks from the combat board: select an adventurer, then click a monster the engine lets him strike', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Board attack');
  await fillParty(page, ['Arn', 'Bree', 'Corvin']);
  await page.getByTestId('seed-input').fill(SEED);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const hint = page.getByTestId('combat-attack-hint');
  for (let i = 0; i < STEP_CAP && !(await hint.isVisible()); i++) {
    if (await page.getByTestId('expedition-end').isVisible()) break;
    await step(page, i);
  }
  await expect(hint).toBeVisible();
  // Before a choice of attacker, no monster is clickable.
  await expect(page.locator('[data-testid="combat-monster"][role="button"]')).toHaveCount(0);
  const attacker = page.locator('[data-testid="combat-adventurer"][role="button"]').first();
  await attacker.click();
  await expect(attacker).toHaveAttribute('aria-pressed', 'true');
  const target = page.locator('[data-testid="combat-monster"][role="button"]').first();
  await expect(target).toHaveAttribute('aria-label', / will attack .+ with /);
  const label = (await target.getAttribute('aria-label')) ?? '';
  // The label is the engine's own choice, still offered among the grouped choice buttons.
  await expect(page.getByTestId('choice-button').filter({ hasText: label })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/combat-select.png' });
  const before = await accepted(page);
  const rollsBefore = await page.getByTestId('combat-attacks').locator('button.attack').count();
  await target.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => accepted(page)).toBeGreaterThan(before);
  // [8.42] The attack is declared, not rolled: the board shows whom he will attack and offers to resolve them all.
  await expect(page.getByTestId('combat-declared-target').first()).toContainText('→');
  await expect(page.getByTestId('combat-attacks').locator('button.attack')).toHaveCount(rollsBefore);
  const resolve = page.getByTestId('combat-declared').getByRole('button', { name: /Resolve the (declared attack|\d+ declared attacks)/ });
  await expect(resolve).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/combat-declared.png' });
  // At 1024×700 the whole sentence on the button stays on the board, and the target tag leaves the pips in view.
  await page.setViewportSize({ width: 1024, height: 700 });
  const board = await page.getByTestId('combat-board').boundingBox();
  const button = await resolve.boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(board!.x + board!.width);
  const tagged = page.locator('[data-testid="combat-adventurer"]').filter({ has: page.getByTestId('combat-declared-target') }).first();
  const tag = await tagged.getByTestId('combat-declared-target').boundingBox();
  const woundPips = await tagged.getByRole('img', { name: /^Wounds:/ }).boundingBox();
  expect(tag!.y >= woundPips!.y + woundPips!.height || tag!.x >= woundPips!.x + woundPips!.width).toBe(true);
  await page.screenshot({ path: 'test-results/screens/combat-declared-1024x700.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await resolve.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('combat-declared')).toHaveCount(0);
  await expect(page.getByTestId('combat-attacks')).not.toContainText('No attack yet.');
});

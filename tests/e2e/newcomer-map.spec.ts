import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { startGame as start } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { fillParty, openTitle, pressFirstChoice } from './helpers';


/**
 * What a newcomer meets on the map and in the log: the way home, the map keeping the party in view, progress toward
 * the goal, the first-game guide, the quick party, the log's count and its text export.
 */

const SHOTS = process.env['MAP_SHOTS_DIR'] ?? 'test-results/screens';

async function startGame(page: Page, seed: string, name = `Newcomer ${seed}`): Promise<void> {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill(name);
  await page.getByTestId('seed-input').fill(seed);
  await fillParty(page, ['Arn', 'Bree', 'Corvin', 'Dagny']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** The engine has answered the last click: the map is no longer busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
}

/** One step of play as a newcomer might take it: lay a drawn chit, else take a way into the unknown, else the first choice. */
async function playStep(page: Page, preferUnexplored: boolean): Promise<void> {
  const accepted = Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
  const place = page.getByRole('button', { name: 'Place chit', exact: true });
  const unexplored = page.locator('[data-testid="map-exit"].unexplored');
  if (await place.isVisible()) await place.click();
  else if (preferUnexplored && (await unexplored.count()) > 0) await unexplored.first().click();
  else if ((await page.getByTestId('map-exit').count()) > 0) await page.getByTestId('map-exit').first().click();
  else await page.getByTestId('choice-button').first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', String(accepted + 1));
  await settled(page);
}

async function phase(page: Page): Promise<string> {
  return (await page.getByTestId('phase-panel').getAttribute('data-phase')) ?? '';
}

test('choosing the entrance walks the party home along known segments and stops for what needs the player', async ({ page }) => {
  await startGame(page, 'HOME-0001');
  const home = page.getByRole('button', { name: /Entrance/ });
  // At the entrance there is nowhere to walk back to.
  await expect(home).toBeDisabled();
  for (let i = 0; i < 40; i++) {
    await playStep(page, true);
    if ((await phase(page)) === 'exploring' && (await home.isEnabled())) {
      const route = await page.getByTestId('map-walk-home').getAttribute('aria-label');
      if (Number(/: (\d+) known segment/.exec(route ?? '')?.[1] ?? 0) >= 2) break;
    }
  }
  await expect(home).toBeEnabled();
  const label = (await page.getByTestId('map-walk-home').getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Walk back to the entrance: \d+ known segments/);

  // Pointing at the way home draws it on the map.
  await home.hover();
  await expect(page.getByTestId('map-route')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/walk-home-route.png` });

  // Clicking the entrance chit itself walks.
  await page.getByRole('button', { name: /^Walk back to the entrance/ }).click();
  const status = page.getByRole('status').filter({ hasText: /At the entrance after|Stopped after/ });
  await expect(status).toBeVisible();
  await settled(page);
  const said = (await status.textContent()) ?? '';
  await page.screenshot({ path: `${SHOTS}/walk-home-done.png` });
  if (said.includes('At the entrance')) {
    // Home: the engine now offers leaving, and the map marks the entrance as the way out.
    await expect(page.getByRole('button', { name: 'Leave the Deathmaze' }).first()).toBeVisible();
    await expect(home).toBeDisabled();
  } else {
    // Stopped on the way: the phase panel shows what needs the player, and it is not a plain move.
    expect(said).toMatch(/needs you/);
    expect(await phase(page)).not.toBe('exploring');
  }
  // The walk went through the engine's own moves: each step is in the log.
  await expect(page.getByTestId('roll-log')).toContainText(/explored|entrance|Wandering/i);
});

test('the cup strip sits above the map, never over it, and the map keeps the party in view as it moves', async ({ page }) => {
  // A seed whose first moves throw a chit back into the cup ([5.25]): the strip shows.
  await startGame(page, 'CAPS-0023');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const canvas = page.getByTestId('map-canvas');
  // Zoomed in, so that following the party means moving the view.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  const strip = page.getByRole('status').filter({ hasText: 'The cup at work' });
  for (let i = 0; i < 12 && !(await strip.isVisible()); i++) {
    const accepted = Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
    await pressFirstChoice(page);
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', String(accepted + 1));
    await settled(page);
    // Wherever the party went, it is on screen.
    const party = await page.getByTestId('map-party').boundingBox();
    const view = await canvas.boundingBox();
    if (!party || !view) throw new Error('the map has no party marker or no canvas');
    const [cx, cy] = [party.x + party.width / 2, party.y + party.height / 2];
    expect(cx).toBeGreaterThan(view.x);
    expect(cy).toBeGreaterThan(view.y);
    expect(cx).toBeLessThan(view.x + view.width);
    expect(cy).toBeLessThan(view.y + view.height);
  }
  await expect(strip).toBeVisible();
  const stripBox = await strip.boundingBox();
  const canvasBox = await canvas.boundingBox();
  if (!stripBox || !canvasBox) throw new Error('no boxes');
  // Entirely above the drawing: nothing of the map (the entrance included) is under it.
  expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(canvasBox.y);
  await page.screenshot({ path: `${SHOTS}/cup-strip-above-map.png` });
});

test('the goal [4.0] is shown during play, and each phase panel has a first-game line linking to its section', async ({ page }) => {
  await startGame(page, 'GOAL-0001');
  const goal = page.getByRole('group', { name: /Goal/ });
  await expect(goal).toContainText('4 of 4 alive (2 must come out)');
  await expect(goal).toContainText('0 / 100 Bezants each');
  await expect(goal).toContainText('Experience /75:');
  for (const name of ['Arn', 'Bree', 'Corvin', 'Dagny']) await expect(goal.getByText(`${name} 0`, { exact: true })).toBeVisible();

  const guide = page.getByTestId('first-game-guide');
  await expect(guide).toContainText('Your first move: click an arrow on the map');
  await guide.getByRole('button', { name: 'Rulings on [5.2]' }).click();
  const dialog = page.getByRole('dialog', { name: /Rules reference/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Filter the rulings')).toHaveValue('5.2');
  await expect(dialog).toContainText('The rule itself is in your rulebook at [5.2]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // After a move the line changes with the phase (laying a chit, or exploring on).
  const accepted = Number(await page.getByTestId('game-screen').getAttribute('data-accepted'));
  await pressFirstChoice(page);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', String(accepted + 1));
  await expect(guide).not.toContainText('Your first move');
  await expect(guide.getByRole('button', { name: /^Rulings on \[\d+\.\d+\]$/ })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/goal-and-guide-${scheme}.png` });
  }
});

test('a quick party fills the new-game form with four named adventurers in a sensible mix', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByRole('button', { name: 'Quick party' }).click();
  const names = page.getByTestId('adventurer-name-input');
  await expect(names).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(names.nth(i)).not.toHaveValue('');
  const chosen: string[] = [];
  for (let i = 0; i < 4; i++) chosen.push(await names.nth(i).inputValue());
  expect(new Set(chosen).size).toBe(4);
  await page.screenshot({ path: `${SHOTS}/quick-party.png`, fullPage: true });
  await page.getByTestId('slot-name-input').fill('Quick one');
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // Two Heroes and two Thieves, under the names drawn.
  const party = page.getByRole('region', { name: 'Party' });
  for (const name of chosen) await expect(party).toContainText(name);
  await expect(party.getByText(/^hero$/i)).toHaveCount(2);
  await expect(party.getByText(/^thief$/i)).toHaveCount(2);
});

/** A slot whose log is longer than the window the game screen first gets (a real game with a long synthetic log). */
async function longSlot(name: string, entries: number): Promise<void> {
  const ruleset = findRuleset('deathmaze')!;
  const started = start(ruleset, 'K7QM-2XPD', { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
  if (!started.ok) throw new Error(started.message);
  const log = Array.from({ length: entries }, (_, i) => ({ kind: 'message', text: `Old entry ${i + 1}.` }));
  await new SlotStore(process.env['E2E_DATA_DIR']!).create(newSlotFor(ruleset, started.game, { name, appVersion: '0.1.0-e2e', log }));
}

test('the log filter counts the whole log, and the whole log exports as text', async ({ page }) => {
  await longSlot('Seven hundred', 722);
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Seven hundred' }).getByRole('button', { name: /Continue/ }).click();
  const filter = page.getByLabel('Show in the log');
  await expect(filter.locator('option').first()).toHaveText('Everything (722)');
  await expect(page.getByTestId('log-window')).toContainText('Showing 100 of 722 entries');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as text' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Seven-hundred-roll-log.txt');
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^Seven hundred — roll log \(722 entries, seed K7QM-2XPD\)$/);
  // Every entry, the ones not yet loaded included, oldest first and numbered as on screen.
  expect(lines[2]).toBe('     1. Old entry 1.');
  expect(lines[lines.length - 1]).toBe('   722. Old entry 722.');
  expect(lines).toHaveLength(724);
  await expect(page.getByTestId('log-export-status')).toHaveText('Exported 722 entries as Seven-hundred-roll-log.txt.');
  // The window on screen is as it was.
  await expect(page.getByTestId('log-window')).toContainText('Showing 100 of 722 entries');
});

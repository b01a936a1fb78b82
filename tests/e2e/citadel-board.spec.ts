import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { act, openTitle, shots } from './helpers';

/**
 * Citadel of Blood's own board and phase panel, played through the UI by role and visible text: the map level by
 * level, exits clicked on the map, a negotiation with its stakes and the monsters' reaction, the bribery table, a
 * staircase taken down to level 2, and axe-core on the Citadel screen in both themes. The seed was found with
 * scripts/find-citadel-encounter.ts, which plays the same way (the first exit into the unknown the map offers, else
 * the first exit, else the first choice) from the form's default party.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';
const SEED = 'CITA-0094';

test('a Citadel expedition on its own board: levels, exits on the map, a negotiation, and the stairs down', async ({ page }) => {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });
  await page.getByTestId('slot-name-input').fill('Citadel board');
  await page.getByTestId('seed-input').fill(SEED);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // The board: three level tabs, the party's level shown; the Gateway laid and named in its tooltip.
  const levels = page.getByRole('tablist', { name: 'Map levels' });
  await expect(levels.getByRole('tab')).toHaveCount(3);
  await expect(levels.getByRole('tab', { name: 'Level 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(levels.getByRole('tab', { name: 'Level 2' })).toHaveAccessibleDescription(/not reached/);
  const map = page.getByRole('group', { name: /^Map of level 1: \d+ tiles?$/ });
  await expect(map.getByRole('img', { name: /^Gateway/ })).toBeVisible();
  await expect(map.locator('[data-party]')).toHaveCount(1);
  // The party's magic: Magic Potential per sun and the dominant sun.
  await expect(page.getByRole('heading', { name: /Magic Potential — the (Red|Yellow|Blue) Sun is dominant/ })).toBeVisible();

  // The other levels are a click away, and say when nothing is laid there yet.
  await levels.getByRole('tab', { name: 'Level 3' }).click();
  await expect(page.getByText('No tile is laid on level 3 yet')).toBeVisible();
  await levels.getByRole('tab', { name: 'Level 1' }).click();
  await expect(map).toBeVisible();

  let negotiated = false;
  let tookStairs = false;
  for (let step = 0; step < 80 && !tookStairs; step++) {
    const down = page.getByRole('button', { name: 'Take the stairs down to level 2' }).first();
    if (await down.isVisible()) {
      // The staircase is on the map, named in the party's tile's tooltip, before the party takes it.
      await expect(map.getByRole('img', { name: /staircase down to level 2 \(not yet taken\)/ })).toBeVisible();
      await shots(page, SHOTS, 'citadel-board-stairs');
      await act(page, () => down.click());
      tookStairs = true;
      break;
    }
    const encounter = page.getByRole('region', { name: /monsters, level 1$/ });
    const negotiate = page.getByRole('button', { name: /Negotiate/ });
    if (!negotiated && (await negotiate.isVisible())) {
      // The stakes: the Negotiation Table's bands after the modifiers, and each bribe against the strongest monster.
      await expect(encounter).toBeVisible();
      const talk = encounter.getByRole('group', { name: 'Negotiation' });
      await expect(talk).toContainText('Failure');
      await expect(talk).toContainText('Agreement');
      await expect(talk).toContainText('Intimidate');
      const bribe = encounter.getByRole('group', { name: 'Bribery' });
      await expect(bribe).toContainText(/Wound Points \+ Negotiation Value = \d+/);
      await expect(bribe.getByRole('row', { name: /^20 / })).toBeVisible();
      await shots(page, SHOTS, 'citadel-board-negotiation');
      await expectAccessible(page, 'Citadel negotiation');
      await act(page, () => negotiate.click());
      negotiated = true;
      // The monsters' reaction, rolled on 8.5, stays on screen while the encounter lasts.
      if (await encounter.isVisible()) await expect(encounter.getByRole('status')).toContainText(/Negotiation: (Failure|Agreement|Intimidate)/);
      continue;
    }
    const exits = page.getByTestId('citadel-exit');
    const explore = exits.and(page.getByRole('button', { name: /^Explore/ }));
    if ((await explore.count()) > 0) await act(page, () => explore.first().click());
    else if ((await exits.count()) > 0) await act(page, () => exits.first().click());
    else await act(page, () => page.getByTestId('choice-button').first().click());
  }
  expect(negotiated, 'a negotiation was met on the way').toBe(true);
  expect(tookStairs, 'the stairs down were reached').toBe(true);

  // Down the stairs: the board follows the party to level 2, where the landing repeats the staircase.
  await expect(levels.getByRole('tab', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');
  const level2 = page.getByRole('group', { name: /^Map of level 2: \d+ tiles?$/ });
  await expect(level2.getByRole('img', { name: /staircase up to level 1/ })).toBeVisible();
  await expect(level2.locator('[data-party]')).toHaveCount(1);
  // Level 1 keeps its map, its staircase now taken.
  await levels.getByRole('tab', { name: 'Level 1' }).click();
  await expect(page.getByRole('group', { name: /^Map of level 1/ }).getByRole('img', { name: /staircase down to level 2(?! \(not yet taken\))/ })).toBeVisible();
  await levels.getByRole('tab', { name: 'Level 2' }).click();
  await shots(page, SHOTS, 'citadel-board-level2');
  await expectAccessible(page, 'Citadel board, level 2');
});

test('a Citadel negotiation that fails, then the fight with every row of both sides', async ({ page }) => {
  // CITA-0005 (scripts/find-citadel-encounter.ts): monsters two steps in, and the negotiation fails.
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });
  await page.getByTestId('slot-name-input').fill('Citadel fight');
  await page.getByTestId('seed-input').fill('CITA-0005');
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const negotiate = page.getByRole('button', { name: /Negotiate/ });
  for (let step = 0; step < 10 && !(await negotiate.isVisible()); step++) {
    const exits = page.getByTestId('citadel-exit');
    const explore = exits.and(page.getByRole('button', { name: /^Explore/ }));
    if ((await explore.count()) > 0) await act(page, () => explore.first().click());
    else if ((await exits.count()) > 0) await act(page, () => exits.first().click());
    else await act(page, () => page.getByTestId('choice-button').first().click());
  }
  await act(page, () => negotiate.click());
  const encounter = page.getByRole('region', { name: /monsters, level 1$/ });
  await expect(encounter.getByRole('status')).toContainText('Negotiation: Failure');
  await expect(encounter.getByRole('group', { name: 'Negotiation' })).toContainText('Negotiation was tried and failed');
  // Without gold no bribe can be offered: the table says so rather than offering it.
  await expect(encounter.getByRole('group', { name: 'Bribery' }).getByText('not enough gold').first()).toBeVisible();

  await act(page, () => page.getByRole('button', { name: /^Fight/ }).click());
  const fight = page.getByTestId('generic-combat');
  await expect(fight).toBeVisible();
  await expect(fight).toContainText('The enemy');
  await expect(fight).toContainText('The party');
  // The party's six stand in two rows of three (9.0 A); the monsters' rows are drawn however many there are.
  await expect(fight.getByText('Row 2')).not.toHaveCount(0);
  await shots(page, SHOTS, 'citadel-board-combat');
  await expectAccessible(page, 'Citadel combat');
});

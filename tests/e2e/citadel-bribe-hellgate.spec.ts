import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { expectAccessible } from './axe';
import { act, openTitle, shots } from './helpers';

/**
 * Citadel of Blood's stakes as a player meets them: a bribe the party can afford, offered through the Bribery panel
 * and its reaction read against the printed Bribery Table (the roll log opens the table at the cell it read); and the
 * fight at the Hellgate with its three Blasts. Seeds from scripts/find-citadel-encounter.ts (`bribe`, `hellgate`),
 * which plays the way these tests do; if a rules change moves them, run it again and take the seeds it prints.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';
/** The form's default party meets monsters it can afford to bribe 29 actions in (the first exit into the unknown…). */
const BRIBE_SEED = 'CITA-0001';
/** The ruleset's autoplayer reaches the Hellgate's fight from this seed, 33 actions in. */
const HELLGATE_SEED = 'CITA-0053';

/** One step of the finder's player: the first exit into the unknown on the map, else the first exit, else the first choice. */
async function step(page: Page): Promise<void> {
  const exits = page.getByTestId('citadel-exit');
  const explore = exits.and(page.getByRole('button', { name: /^Explore/ }));
  if ((await explore.count()) > 0) await act(page, () => explore.first().click());
  else if ((await exits.count()) > 0) await act(page, () => exits.first().click());
  else await act(page, () => page.getByTestId('choice-button').first().click());
}

async function newCitadel(page: Page, slot: string, seed: string): Promise<void> {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Citadel of Blood' });
  await page.getByTestId('slot-name-input').fill(slot);
  await page.getByTestId('seed-input').fill(seed);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** "3 or less" → 3, "any roll" → 6, "never" → 0: the Bribery panel's target in words, as a 1D6 target. */
function targetOf(words: string): number {
  if (words === 'never') return 0;
  if (words === 'any roll') return 6;
  const m = /^(\d) or less$/.exec(words);
  if (!m) throw new Error(`Not a bribe target: ${words}`);
  return Number(m[1]);
}

test('a bribe the party can afford: the offer, the reaction against the Bribery Table, and the table lit where it was read', async ({ page }) => {
  await newCitadel(page, 'Citadel bribe', BRIBE_SEED);
  const encounter = page.getByRole('region', { name: /monsters, level \d$/ });
  const bribery = encounter.getByRole('group', { name: 'Bribery' });
  const offers = bribery.getByRole('button', { name: /^Offer \d+$/ });
  for (let i = 0; i < 80 && !(await offers.first().isVisible()); i++) await step(page);
  await expect(offers.first(), 'an affordable bribe was met').toBeVisible();

  // The stakes: the strongest monster's Wound Points + Negotiation Value, the party's gold, and each offer's 1D6 target.
  await expect(bribery).toContainText(/Against the .+: Wound Points \+ Negotiation Value = \d+\. The party holds \d+ Gold Marks/);
  const strength = Number(/Negotiation Value = (\d+)/.exec((await bribery.textContent()) ?? '')?.[1]);
  const gold = Number(/holds\s+(\d+) Gold Marks/.exec((await bribery.textContent()) ?? '')?.[1]);
  const offerRow = bribery.getByRole('row').filter({ has: page.getByRole('button', { name: /^Offer \d+$/ }) }).first();
  await expect(offerRow.getByRole('rowheader')).toHaveText(/^\d+$/);
  const amount = Number(await offerRow.getByRole('rowheader').textContent());
  expect(amount).toBeLessThanOrEqual(gold);
  const target = targetOf(((await offerRow.getByRole('cell').first().textContent()) ?? '').trim());
  // Offers beyond the party's gold are listed but cannot be made.
  if ((await bribery.getByRole('row').count()) - 1 > (await offers.count())) await expect(bribery.getByText('not enough gold').first()).toBeVisible();
  await bribery.scrollIntoViewIfNeeded();
  await shots(page, SHOTS, 'citadel-bribe-offer');
  await expectAccessible(page, 'Citadel bribery');

  // The offer: the reaction roll on 1D6 against the target; refused gold is lost, taken gold ends the encounter.
  await act(page, () => offers.first().click());
  const log = page.getByTestId('roll-log');
  const reaction = log.getByRole('listitem').filter({ hasText: new RegExp(`(takes the ${amount} Gold Marks|bribe of ${amount} Gold Marks is refused)`) }).first();
  await expect(reaction).toBeVisible();
  const text = (await reaction.textContent()) ?? '';
  const rolled = Number(/=\s*(\d+)/.exec(text)?.[1]);
  expect(rolled).toBeGreaterThanOrEqual(1);
  expect(rolled).toBeLessThanOrEqual(6);
  const taken = /takes the/.test(text);
  expect(taken, `rolled ${rolled} against a target of ${target}`).toBe(rolled <= target);
  if (await encounter.isVisible()) await expect(encounter.getByRole('status')).toContainText(taken ? 'takes the' : 'refused');

  // The roll log opens the Bribery Table at the cell the roll read: the offer's row, the strength's column.
  await reaction.getByRole('button', { name: 'Open Bribery Table at the row rolled' }).click();
  const dialog = page.getByRole('dialog');
  const table = dialog.getByTestId('table-view');
  await expect(table).toHaveAttribute('data-table-id', 'citadel-bribery-table');
  const row = table.locator('tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${amount}\\b`));
  const cell = table.getByRole('cell').and(table.locator('[aria-current="true"]'));
  await expect(cell).toHaveText(String(target));
  // Which column: the band of Wound Points + Negotiation Value the strongest monster falls in, as printed.
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers[(await row.getByRole('cell').evaluateAll((cells) => cells.findIndex((c) => c.getAttribute('aria-current') === 'true'))) + 1] ?? '';
  const band = /(\d+)(?:–(\d+)|\+| or more)?$/.exec(column.trim());
  expect(band, `column header “${column}”`).not.toBeNull();
  expect(strength).toBeGreaterThanOrEqual(Number(band![1]));
  if (band![2]) expect(strength).toBeLessThanOrEqual(Number(band![2]));
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^Highlighted in the Bribery Table: row ${amount}.*: ${target}\\.$`));
  await page.screenshot({ path: `${SHOTS}/citadel-bribe-table.png` });
  await expectAccessible(page, 'Bribery Table lit');
  await dialog.getByRole('button', { name: 'Close the rules reference' }).click();
});

/**
 * The Gate lies dozens to hundreds of actions deep: too many to click through here. So the test starts from a save slot the
 * engine made (test-only): the seed and the autoplayer's actions up to the moment the fight at the Hellgate begins,
 * written as the app writes any slot (schema 3, the game record and its log), then opened from the title screen.
 */
async function hellgateSlot(name: string): Promise<void> {
  const ruleset = findRuleset('citadel')!;
  const setup = {
    heroes: 3,
    initiates: [
      { name: 'Aelin', race: 'elf', initial: 'woundPoint' },
      { name: 'Borin', race: 'dwarf', initial: 'woundPoint' },
      { name: 'Cedric', race: 'human', initial: 'woundPoint' },
    ],
  };
  const started = startGame(ruleset, HELLGATE_SEED, setup);
  if (!started.ok) throw new Error(started.message);
  let game: GameRecord<unknown> = started.game;
  const log: GameEvent[] = [...started.events];
  const atGate = (g: GameRecord<unknown>): boolean => ruleset.view(g.state).combat?.rows.some((r) => r.members.some((m) => m.id === 'hellgate')) ?? false;
  for (let i = 0; i < 1500 && !atGate(game) && ruleset.chooseAction && ruleset.choices(game.state).length > 0; i++) {
    const next = applyAction(ruleset, game, ruleset.chooseAction(game.state));
    if (!next.ok) throw new Error(next.message);
    game = next.game;
    log.push(...next.events);
  }
  if (!atGate(game)) throw new Error(`${HELLGATE_SEED} no longer reaches the Hellgate: run scripts/find-citadel-encounter.ts 1 hellgate.`);
  await new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)).create(newSlotFor(ruleset, game, { name, appVersion: '0.1.0-e2e', log }));
}

test('the fight at the Hellgate: the Gate in the monsters’ rows, its three Blasts, and the destruction it stands for', async ({ page }) => {
  await hellgateSlot('Citadel Hellgate');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Citadel Hellgate' }).getByTestId('continue-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // What is at stake, before a blow is struck: the powered Gate's Blasts and who may destroy it.
  const gate = page.getByRole('region', { name: 'The Hellgate' });
  await expect(gate).toContainText('While X the Unknown lives, the Hellgate casts 3 Blasts every Hellgate Combat Phase');
  await expect(gate).toContainText(/destroys it on 1D6 at most his skill/);
  const fight = page.getByTestId('generic-combat');
  await expect(fight).toContainText('Hellgate');
  await expect(fight).toContainText('casts 3 Blasts');
  await shots(page, SHOTS, 'citadel-hellgate');
  await expectAccessible(page, 'Citadel Hellgate fight');

  // Fight on with the first choice until the Hellgate Combat Phase: its three Blasts land in the log, each at someone.
  const log = page.getByTestId('roll-log');
  const blast = log.getByText(/^\s*(\[16\.0\]\s*)?The Hellgate casts Blast 3 of 3 at .+ \(16\.0\)\.\s*$/);
  for (let i = 0; i < 60 && !(await blast.isVisible()); i++) {
    if (!(await gate.isVisible())) break;
    await act(page, () => page.getByTestId('choice-button').first().click());
  }
  await expect(blast).toBeVisible();
  await shots(page, SHOTS, 'citadel-hellgate-blasts');
});

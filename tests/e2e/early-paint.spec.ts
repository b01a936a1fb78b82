import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, renameSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { accepted, fillParty, openTitle, postApi, shots } from './helpers';

/**
 * Issue 15: a move is painted before its save reaches the disk, marked "Saving…" until main confirms it; a move
 * chosen meanwhile waits for that confirmation; a save that fails undoes the move, visibly and with the reason.
 */
const dataDir = (): string => process.env['E2E_DATA_DIR']!;

async function startGame(page: Page, name: string): Promise<void> {
  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  // A name of its own on each repeat (`--repeat-each` runs the spec again against the same host and its slots).
  const repeat = test.info().repeatEachIndex;
  await page.getByTestId('slot-name-input').fill(repeat === 0 ? name : `${name} ${repeat + 1}`);
  await fillParty(page, ['Arn', 'Bree']);
  await page.getByRole('button', { name: /start expedition/i }).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
}

/**
 * Holds the page's requests for save outcomes until `release` is called (the move's save itself goes on in main), and
 * records, in the order the page sent them, the actions and outcome requests it sent and when the hold was released.
 */
async function holdSaveOutcomes(page: Page): Promise<{ release: () => void; asked: () => number; sent: string[] }> {
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/api/invoke', async (route) => {
    const body = route.request().postDataJSON() as { channel?: string };
    if (body.channel === 'session:act') sent.push('act');
    if (body.channel === 'session:save-outcome') {
      asked++;
      sent.push('outcome');
      await held;
    }
    await route.continue();
  });
  return {
    release: () => {
      sent.push('released');
      release();
    },
    asked: () => asked,
    sent,
  };
}

test('a move is painted marked “Saving…”, a second one waits for the save, and the mark ends as “Saved”', async ({ page }) => {
  await startGame(page, 'Early paint');
  const header = page.getByRole('button', { name: 'Title screen' });
  const before = await header.boundingBox();
  const hold = await holdSaveOutcomes(page);

  const count = await accepted(page);
  await page.getByTestId('choice-button').first().click();
  // The move is shown (the engine's answer drawn) while its save is not yet confirmed, and the status says so.
  await expect.poll(() => accepted(page)).toBe(count + 1);
  // The page asks main how the save ended as soon as it has the answer, and the hold keeps that question unanswered:
  // until the test releases it, "Saving…" is the only thing the page can show (however slowly it paints).
  await expect.poll(() => hold.asked()).toBe(1);
  const saving = page.getByRole('status').filter({ hasText: /^\s*Saving…\s*$/ });
  await expect(saving).toBeVisible();
  await expect(page.getByTestId('save-status')).not.toContainText('Saved');
  // The mark changing does not move the header.
  expect(await header.boundingBox()).toEqual(before);
  await shots(page, 'test-results/screens', 'early-paint-saving');

  // A move chosen now is queued: the choices are not disabled, and it waits for the first move's save.
  await expect(page.getByTestId('choice-button').first()).toBeEnabled();
  await page.getByTestId('choice-button').first().click();
  expect(await accepted(page)).toBe(count + 1);

  hold.release();
  // The first move is confirmed, then the queued one is sent, painted and confirmed in turn.
  await expect.poll(() => accepted(page)).toBe(count + 2);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
  expect(await header.boundingBox()).toEqual(before);
  const current = (await (await postApi(page.request, 'session:current', {})).json()) as { value: { view: { slot: { actionCount: number }; saveStatus: unknown } } };
  expect(current.value.view.slot.actionCount).toBe(2);
  expect(current.value.view.saveStatus).toEqual({ saved: true });
  // The second move was sent only after the first one's save was confirmed, and its own outcome asked for in turn.
  expect(hold.sent).toEqual(['act', 'outcome', 'released', 'act', 'outcome']);
});

test('a save that fails undoes the move: the game shown goes back to the last save and the reason is shown', async ({ page }) => {
  await startGame(page, 'Failing save');
  const current = (await (await postApi(page.request, 'session:current', {})).json()) as { value: { view: { slot: { id: string } } } };
  const actions = path.join(dataDir(), 'slots', `${current.value.view.slot.id}.actions.jsonl`);
  const phase = page.getByTestId('choice-button');
  const choicesBefore = await phase.allTextContents();
  const logBefore = await page.getByRole('region', { name: 'Roll log, newest first' }).innerText();

  // The slot's actions file becomes a folder: the save of the next move fails half way, as a failing disk would.
  renameSync(actions, `${actions}.away`);
  mkdirSync(actions);
  try {
    await phase.first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Saving your move' });
    await expect(alert).toContainText('Not saved:');
    await expect(alert).toContainText('That move was undone: the game is back where it was last saved');
    await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
    // What the player sees is the game before the move: the same choices, the same log.
    await expect(phase).toHaveText(choicesBefore);
    expect(await page.getByRole('region', { name: 'Roll log, newest first' }).innerText()).toBe(logBefore);
  } finally {
    rmdirSync(actions);
    renameSync(`${actions}.away`, actions);
  }
  // With the disk back, the same move is taken and saved.
  await page.getByRole('button', { name: 'Dismiss this message' }).click();
  const count = await accepted(page);
  await phase.first().click();
  await expect.poll(() => accepted(page)).toBe(count + 1);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('while main has not answered a move, the choices stay drawn as they were, and a second choice is not sent', async ({ page }) => {
  await startGame(page, 'In flight');
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/invoke', async (route) => {
    const body = route.request().postDataJSON() as { channel?: string };
    if (body.channel === 'session:act') {
      sent.push('act');
      await held;
    }
    await route.continue();
  });
  const choices = page.getByTestId('choice-button');
  const before = await choices.allTextContents();
  const count = await accepted(page);
  await choices.first().click();
  await expect.poll(() => sent.length).toBe(1);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('aria-busy', 'true');
  // Nothing main has not accepted is shown, and nothing is dimmed and brought back (the flicker issue 15 is about):
  // the choices are the same, still enabled, until the answer replaces them.
  await expect(choices).toHaveText(before);
  for (const button of await choices.all()) await expect(button).toBeEnabled();
  // A choice pressed meanwhile (from the screen the answer is about to replace) is not sent.
  await page.locator('body').press('1');
  expect(await accepted(page)).toBe(count);

  release();
  await expect.poll(() => accepted(page)).toBe(count + 1);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status').filter({ hasText: /^\s*Saved\s*$/ })).toBeVisible();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
  expect(sent).toEqual(['act']);
  const current = (await (await postApi(page.request, 'session:current', {})).json()) as { value: { view: { slot: { actionCount: number } } } };
  expect(current.value.view.slot.actionCount).toBe(1);
});

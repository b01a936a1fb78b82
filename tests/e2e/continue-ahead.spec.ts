import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GameSession } from '../../electron/services/game-session';
import { SlotStore } from '../../electron/services/slot-store';
import { openTitle, postApi } from './helpers';

/**
 * Issue 15: the title screen's "Continue" is read by main while the player looks at the list, so the click only
 * claims the slot. What the player sees must be the slot as it is on disk when he clicks, even when another
 * Mazewright played it in between. The tests wait for the read-ahead's answer before changing anything, so they
 * check the case where it is held (without that wait, the click would simply open the slot the ordinary way).
 */
const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

async function createdSlot(page: Page, name: string): Promise<{ id: string; total: number }> {
  const created = await postApi(page.request, 'slots:create', { name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: PARTY });
  expect(created.ok()).toBe(true);
  const body = (await created.json()) as { value: { view: { slot: { id: string } }; log: { total: number } } };
  return { id: body.value.view.slot.id, total: body.value.log.total };
}

/** The title screen, once the page holds main's read-ahead of the latest slot. */
async function titleReadAhead(page: Page): Promise<void> {
  const readAhead = page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('"slots:prepare"'));
  await openTitle(page);
  const answer = await readAhead;
  expect(((await answer.json()) as { value: unknown }).value).not.toBeNull();
}

async function logCount(page: Page): Promise<string | null> {
  return page.getByRole('combobox', { name: 'Show in the log' }).locator('option').first().textContent();
}

test('Continue on the slot read ahead shows that game, and it plays on', async ({ page }) => {
  const name = `Read ahead ${Date.now()}`;
  const { total } = await createdSlot(page, name);
  await titleReadAhead(page);
  await page.getByRole('button', { name: `Continue “${name}”` }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(`Everything (${total})`);
  await page.getByTestId('choice-button').filter({ hasNotText: 'Leave' }).first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', '1');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
});

test('a slot played by another Mazewright after the title screen read it is shown as it is now', async ({ page }) => {
  const name = `Changed meanwhile ${Date.now()}`;
  const { id, total } = await createdSlot(page, name);
  await titleReadAhead(page);
  // Another Mazewright (its own store and session on the same folder) plays one move in that slot and closes it.
  const elsewhere = new GameSession(new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)), '0.1.0-e2e');
  const opened = await elsewhere.open(id);
  const move = await elsewhere.act(opened.view.choices.find((c) => c.id !== 'leave')!.action);
  elsewhere.close();
  const now = total + move.events.length;
  expect(now).toBeGreaterThan(total);

  await page.getByRole('button', { name: `Continue “${name}”` }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The log holds that move's entries: the game as it is on disk, not as the title screen read it.
  await expect.poll(() => logCount(page)).toBe(`Everything (${now})`);
});

/** The channels the page sends main from now on, in order (its own calls, not the test's). */
function channelsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/invoke')) return;
    const body = request.postDataJSON() as { channel?: string } | null;
    if (body?.channel) sent.push(body.channel);
  });
  return sent;
}

test('the pointer resting on another slot’s Continue reads that slot ahead; the click opens it from there, and it plays on', async ({ page }) => {
  const older = `Hovered ${Date.now()}`;
  const { total } = await createdSlot(page, older);
  await createdSlot(page, `Latest ${Date.now()}`);
  await titleReadAhead(page);
  const sent = channelsSent(page);
  const hovered = page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('"slots:prepare"'));
  const button = page.getByRole('button', { name: `Continue ${older}`, exact: true });
  await button.hover();
  // The pointer rests there as a player's does before clicking: main reads that slot ahead.
  expect(((await (await hovered).json()) as { value: unknown }).value).not.toBeNull();
  await button.click();
  await expect(page.getByRole('heading', { name: older })).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(`Everything (${total})`);
  // Opened from the read-ahead: main was asked only to claim it, never to read it again.
  expect(sent.filter((c) => c.startsWith('slots:open'))).toEqual(['slots:open-prepared']);
  await page.getByTestId('choice-button').filter({ hasNotText: 'Leave' }).first().click();
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-accepted', '1');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
});

test('a press on another slot’s Continue reads that slot ahead at once, before the button is released', async ({ page }) => {
  const older = `Pressed ${Date.now()}`;
  const { total } = await createdSlot(page, older);
  await createdSlot(page, `Latest ${Date.now()}`);
  await titleReadAhead(page);
  const sent = channelsSent(page);
  const read = page.waitForResponse((r) => r.url().endsWith('/api/invoke') && (r.request().postData() ?? '').includes('"slots:prepare"'));
  const button = page.getByRole('button', { name: `Continue ${older}`, exact: true });
  // A press with no pointer resting on the button first (no pointerenter: a tap, or a flick onto it and a click);
  // the read it starts is answered before the release, as it is for a player who holds the button a tenth of a second.
  await button.dispatchEvent('pointerdown');
  expect(((await (await read).json()) as { value: unknown }).value).not.toBeNull();
  await button.dispatchEvent('click');
  await expect(page.getByRole('heading', { name: older })).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(`Everything (${total})`);
  expect(sent.filter((c) => c.startsWith('slots:open'))).toEqual(['slots:open-prepared']);
});

test('while an open is on its way the title screen stays as drawn, and New game or a second open is not taken (issue 15, defect 7)', async ({ page }) => {
  const name = `In flight ${Date.now()}`;
  await createdSlot(page, name);
  await titleReadAhead(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const opens: string[] = [];
  await page.route('**/api/invoke', async (route) => {
    const body = route.request().postDataJSON() as { channel?: string };
    if (body.channel?.startsWith('slots:open')) {
      opens.push(body.channel);
      await held;
    }
    await route.continue();
  });
  const cont = page.getByRole('button', { name: `Continue “${name}”` });
  await cont.click();
  await expect.poll(() => opens.length).toBe(1);
  // Nothing is dimmed and brought back (that frame delayed the answer): the buttons stay as they were drawn.
  await expect(cont).toBeEnabled();
  await expect(page.getByRole('button', { name: `Continue ${name}`, exact: true })).toBeEnabled();
  // A click on New game or a second Continue meanwhile is not taken: the open does not race the form.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: `Continue ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New expedition' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/title-open-in-flight.png' });
  release();
  await expect(page.getByTestId('game-slot-name')).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'New expedition' })).toBeHidden();
  expect(opens).toHaveLength(1);
});

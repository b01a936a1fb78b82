import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { act, openTitle } from './helpers';

/**
 * 13.5 Asmoday's curse as a player meets it: his Magic Potential falls under the dominant sun, and the game asks which
 * of his usable spells he loses this expedition. The seed's autoplayer investigates an Asmoday altar and fails its
 * check 343 actions in (found by playing seeds of gameSeed('LOSS', i) with the ruleset's own player until the
 * `spellLoss` phase); the slot is written up to that moment, as the Hellgate test does, then opened from the title.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';
const CURSE_SEED = 'XTR8-F3GH';

async function cursedSlot(name: string): Promise<void> {
  const ruleset = findRuleset('citadel')!;
  const started = startGame(ruleset, CURSE_SEED, {});
  if (!started.ok) throw new Error(started.message);
  let game: GameRecord<unknown> = started.game;
  const log: GameEvent[] = [...started.events];
  const cursed = (g: GameRecord<unknown>): boolean => ruleset.view(g.state).phase.kind === 'spellLoss';
  for (let i = 0; i < 400 && !cursed(game) && ruleset.chooseAction && ruleset.choices(game.state).length > 0; i++) {
    const next = applyAction(ruleset, game, ruleset.chooseAction(game.state));
    if (!next.ok) throw new Error(next.message);
    game = next.game;
    log.push(...next.events);
  }
  if (!cursed(game)) throw new Error(`${CURSE_SEED} no longer reaches Asmoday's curse: find another seed (see this file's comment).`);
  await new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)).create(newSlotFor(ruleset, game, { name, appVersion: '0.1.0-e2e', log }));
}

test('Asmoday\u2019s curse: the player chooses which usable spell is lost, and the card shows the rest', async ({ page }) => {
  await cursedSlot('Citadel Asmoday');
  await openTitle(page);
  await page.getByTestId('slot-row').filter({ hasText: 'Citadel Asmoday' }).getByTestId('continue-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  await expect(page.getByTestId('phase-title')).toHaveText('Cursed by Asmoday');
  await expect(page.getByText('His Magic Potential fell: choose which of his usable spells he loses this expedition.')).toBeVisible();
  await expect(page.getByTestId('roll-log')).toContainText(/loses 1 Magic Potential on every sun, for good/);
  // Only the loss is asked: one button per spell he may use now, nothing else.
  const choices = page.getByTestId('choice-button');
  // Each button's text after its keyboard number.
  const labels = (await choices.allTextContents()).map((l) => l.replace(/^\s*\d+\s*/, ''));
  expect(labels.length).toBeGreaterThan(1);
  for (const l of labels) expect(l).toMatch(/ loses .+ \(not usable this expedition\)/);
  await page.screenshot({ path: `${SHOTS}/citadel-asmoday-choice.png`, fullPage: true });

  // He loses the first marked spell, which the engine used to keep: the game goes on exploring without it.
  const first = /^\s*(.+?) loses (.+?) \(not usable/.exec(labels[0]!)!;
  const [, who, lost] = first;
  const card = page.getByTestId('party-card').filter({ hasText: who! });
  const spellsOn = async (): Promise<string[]> =>
    /Spells \(\w+ Sun\)\s*(.*?)\s*GM/.exec((await card.getByTestId('party-card-stats').textContent()) ?? '')?.[1]?.split(/\s+/) ?? [];
  const before = await spellsOn();
  expect(before.length).toBeGreaterThan(0);
  await act(page, () => choices.first().click());
  await expect(page.getByTestId('phase-title')).toHaveText('Exploring');
  await expect(page.getByTestId('roll-log')).toContainText(`${who} loses ${lost} for this expedition`);
  // His card lists as many usable spells as before the choice (his lowered Magic Potential), the lost one swapped out.
  await expect.poll(spellsOn).not.toEqual(before);
  expect((await spellsOn()).length).toBe(before.length);
  await page.screenshot({ path: `${SHOTS}/citadel-asmoday-after.png`, fullPage: true });
});

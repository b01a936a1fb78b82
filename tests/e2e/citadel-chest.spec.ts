import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SlotStore, newSlotFor } from '../../electron/services/slot-store';
import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent } from '../../shared/engine/ruleset';
import { findRuleset } from '../../shared/rulesets/registry';
import { act, openTitle } from './helpers';

/**
 * 14.1 as a player meets it: a fight won, a Type J chest found trapped, and the game asks who tries to disarm it. The
 * seed's autoplayer reaches that question 49 actions in (found by playing seeds `CHST-0001` onward with the ruleset's own
 * player until the `chest` phase); the slot is written up to that moment, as the Asmoday test does, then opened from
 * the title. The player sends Borin, the Dwarf initiate, who has the Detrap skill.
 */
const SHOTS = process.env['SHELL_SHOTS_DIR'] ?? 'test-results/screens';
const CHEST_SEED = 'CHST-0003';

async function chestSlot(name: string): Promise<void> {
  const ruleset = findRuleset('citadel')!;
  const started = startGame(ruleset, CHEST_SEED, {});
  if (!started.ok) throw new Error(started.message);
  let game: GameRecord<unknown> = started.game;
  const log: GameEvent[] = [...started.events];
  const waiting = (g: GameRecord<unknown>): boolean => ruleset.view(g.state).phase.kind === 'chest';
  for (let i = 0; i < 400 && !waiting(game) && ruleset.chooseAction && ruleset.choices(game.state).length > 0; i++) {
    const next = applyAction(ruleset, game, ruleset.chooseAction(game.state));
    if (!next.ok) throw new Error(next.message);
    game = next.game;
    log.push(...next.events);
  }
  if (!waiting(game)) throw new Error(`${CHEST_SEED} no longer reaches a trapped chest: find another seed (see this file's comment).`);
  await new SlotStore(path.resolve(process.env['E2E_DATA_DIR']!)).create(newSlotFor(ruleset, game, { name, appVersion: '0.1.0-e2e', log }));
}

test('a trapped chest: the player names who tries to disarm it, and the treasure is shared after', async ({ page }) => {
  await chestSlot('Citadel chest');
  await openTitle(page);
  await page.getByRole('button', { name: 'Continue Citadel chest' }).click();

  await expect(page.getByText('A trapped chest', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose who tries to disarm it: with the Detrap skill he rolls for it, without it the trap springs on him.')).toBeVisible();
  await expect(page.getByText('The Type J chest is trapped.').first()).toBeVisible();
  // One button per member able to act; the one with the skill says so.
  const borin = page.getByRole('button', { name: /Borin tries to disarm the Type J chest \(Detrap 1: disarms on 1, 1 in 6\)/ });
  await expect(borin).toBeVisible();
  const aelin = page.getByRole('button', { name: /Aelin opens the Type J chest \(no Detrap skill: the trap springs on him\)/ });
  await expect(aelin).toBeVisible();
  await expect(page.getByRole('button', { name: /^\s*\d*\s*Explore/ })).toHaveCount(0);
  // The suggested answer, drawn as the primary button, is the one who has the skill, not the first in the list.
  await expect(borin).toHaveClass(/btn-primary/);
  await expect(aelin).not.toHaveClass(/btn-primary/);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: `${SHOTS}/citadel-chest-choice-${scheme}.png`, fullPage: true });
  }

  await act(page, () => borin.click());
  await expect(page.getByText(/Borin (disarms|fails to disarm) the chest\./).first()).toBeVisible();
  await expect(page.getByText('A trapped chest', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/citadel-chest-after.png`, fullPage: true });
});

import { expect, test } from '@playwright/test';
import { openTitle } from './helpers';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files a player (or another program) left in the saves folder must not break the list. */
test('a corrupt or foreign file in the data directory is listed as unreadable', async ({ page }) => {
  const slots = path.join(process.env['E2E_DATA_DIR']!, 'slots');
  mkdirSync(slots, { recursive: true });
  writeFileSync(path.join(slots, 'torn.json'), '{"schemaVersion":1,"meta":{"name":"half a sa');
  writeFileSync(path.join(slots, 'other-app.json'), JSON.stringify({ settings: { volume: 3 } }));

  await openTitle(page);
  const unreadable = page.getByTestId('unreadable-slot');
  await expect(unreadable).toHaveCount(2);
  await expect(unreadable.filter({ hasText: 'torn.json' })).toBeVisible();
  await expect(unreadable.filter({ hasText: 'other-app.json' })).toBeVisible();
  // The rest of the title screen still works.
  await expect(page.getByTestId('new-game-button')).toBeEnabled();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on what the page shows now, light and dark: no serious or critical violation (colour contrast included).
 * Each failure lists the rule, the element and axe's summary, so it can be fixed without rerunning by hand. The page
 * is left in the light scheme, as the tests' screenshots expect.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${where} (${scheme}): ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    expect.soft(bad, bad.join('\n\n')).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

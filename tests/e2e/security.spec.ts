import { expect, test } from '@playwright/test';
import { fillParty, openTitle } from './helpers';

/**
 * The page under its real Content-Security-Policy (sent as a header, with no inline styles allowed): every screen
 * the player passes through renders without a single CSP violation, and the page's own calls reach the host.
 */
test('plays under the strict CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Runs in the page (as text: the tests are compiled without DOM types).
  await page.addInitScript({
    content: "document.addEventListener('securitypolicyviolation', (e) => console.error('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await openTitle(page);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('slot-name-input').fill('Strict policy');
  await fillParty(page, ['Arn', 'Bree']);
  await page.getByTestId('start-game-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  for (let i = 0; i < 6; i++) {
    const choice = page.getByTestId('choice-button').first();
    if (!(await choice.isVisible())) break;
    await choice.click();
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-busy', 'false');
  }
  await page.screenshot({ path: 'test-results/screens/security-strict-csp.png' });
  expect(violations).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The driver hub on a phone and the delivery review on a desktop pass an axe-core scan:
// serious and critical violations (contrast in sunlight included) fail the test.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the driver hub and delivery review have no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login?returnTo=%2Fhub%2Fdriving%2Fjny-inner-loop-today');
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill('training@bulktrade.app');
  await page.getByLabel('Password').fill('Training!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Twelve demo stops, or more once the dispatch test has added one.
  await expect(page.getByTestId('stop-card').nth(11)).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/hub/delivery-review');
  await expect(page.getByTestId('review-card').first()).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

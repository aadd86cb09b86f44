import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The driver hub on a phone and the delivery review on a desktop pass an axe-core scan:
// serious and critical violations (contrast in sunlight included) fail the test.

test('the driver hub and delivery review have no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, '/hub/driving/jny-inner-loop-today');
  // Twelve demo stops, or more once the dispatch test has added one.
  await expect(page.getByTestId('stop-card').nth(11)).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/hub/delivery-review');
  await expect(page.getByTestId('review-card').first()).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

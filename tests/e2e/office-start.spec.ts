import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The office's start page (issues 23 and 26): signing in lands on it, and on a phone it shows
// what needs attention today as cards with a number, large enough to tap, without sideways scrolling.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('signing in lands on the start page: its heading and cards with numbers, fitting a 390 px phone', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('This screen is on its way.')).toBeHidden();
  const count = page.getByTestId('start-count').first();
  await expect(count).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });

  const card = page.getByTestId('start-card').first();
  const link = card.getByRole('link').first();
  const box = await link.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The card's link opens its list.
  await link.tap();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/office-portal/') && url.pathname !== '/office-portal/',
  );
});

import { expect, test } from '@playwright/test';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

test('the home page opens with what Bulktrade is', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Bulktrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeVisible();
  await expect(page.getByText('$1,234.50', { exact: false })).toBeVisible();
});

test('an unmatched path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the web app manifest is served', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect((await response.json()).name).toBe('Bulktrade');
});

import { expect, test, type Page } from '@playwright/test';

async function signInOnServicePage(
  page: Page,
  userName = 'training@bulktrade.app',
  password = 'Training!2026',
) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('BT')));

test("a callback whose state is not the stored one gives 'Authentication Failed'", async ({ page }) => {
  await page.goto('/login?returnTo=%2Fhub%2Fsales');
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  // The same sign-in, but the state the service sends back is not the one the app kept.
  const forged = new URL(page.url());
  forged.searchParams.set('state', 'forged-state');
  await page.goto(forged.toString());
  await signInOnServicePage(page);
  await page.waitForURL(/\/error\?/);
  await expect(page.getByText('Authentication Failed')).toBeVisible();
  expect(await storedKeys(page)).not.toContain('BTsession');
});

test('a callback without a sign-in under way gives Authentication Failed', async ({ page }) => {
  await page.goto('/authentication?code=made-up&state=made-up');
  await expect(page.getByText('Authentication Failed')).toBeVisible();
});

test('a signed-in session survives a reload without signing in again', async ({ page }) => {
  await page.goto('/hub/sales');
  await signInOnServicePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Hub' })).toBeVisible();
  expect(await storedKeys(page)).toContain('BTsession');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('BTsession') ?? '{}'));
  expect(session).toMatchObject({
    userName: 'training@bulktrade.app',
    isGlobalAdmin: true,
    isTraining: false,
    company: { companyName: expect.any(String) },
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Hub' })).toBeVisible();
  await expect(page).toHaveURL(/\/hub\/sales$/);
});

test('a signed-in person opening the app offline gets the app, not a login wall', async ({
  page,
  context,
}) => {
  await page.goto('/hub/picking');
  await signInOnServicePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Picking Hub' })).toBeVisible();
  // The service worker must hold the app shell before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Picking Hub' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Picking Hub' })).toBeVisible();
  await page.goto('/office-portal/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await context.setOffline(false);
});

test('/logout clears stored data and goes home', async ({ page }) => {
  await page.goto('/hub/sales');
  await signInOnServicePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Hub' })).toBeVisible();
  await page.evaluate(() => (document.cookie = 'bt-test=1; path=/'));

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('bt-test');

  // Signed out, a login route asks for sign-in again.
  await page.goto('/hub/sales');
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
});

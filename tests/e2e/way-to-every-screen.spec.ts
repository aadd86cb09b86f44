import { expect, test, type Page } from '@playwright/test';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The way to every screen: signing in from the home page lands on the person's work, the hubs
// menu on a phone closes as the next page opens, and the CSV imports are found from the menu,
// its search and the lists' New.

type Login = { userName: string; password: string };

const SUPPLIER: Login = { userName: 'training@bulktrade.app', password: 'Training!2026' };
const CUSTOMER: Login = { userName: 'mia@brunswickstespresso.com.au', password: 'Espresso!2026' };
const DRIVER: Login = { userName: 'driver@yarravalleywholesale.com.au', password: 'Driver!2026' };

/** Login from the marketing home page's top bar, with no page asked for. */
async function loginFromHome(page: Page, login: Login): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(login.userName);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const [who, login, work] of [
  ['a customer', CUSTOMER, '/dashboard/customer'],
  ['a driver', DRIVER, '/hub/driving'],
  ['office staff', SUPPLIER, '/office-portal'],
] as const) {
  test(`signing in from the home page lands ${who} on their work (${work})`, async ({ page }) => {
    await loginFromHome(page, login);
    await page.waitForURL((url) => url.pathname === work);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the hubs menu closes as the page it opened shows', async ({ page }) => {
    await loginFromHome(page, SUPPLIER);
    await page.waitForURL((url) => url.pathname === '/office-portal');
    await page.getByRole('button', { name: 'Hubs and dashboards' }).tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.locator('[data-href="/hub/picking"]').tap();
    await page.waitForURL((url) => url.pathname === '/hub/picking');
    await expect(page.getByRole('heading', { name: 'Picking Hub' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test('the CSV imports are in the menu beside their lists, found by "csv", and beside New on the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginFromHome(page, SUPPLIER);
  await page.waitForURL((url) => url.pathname === '/office-portal');
  const drawer = page.getByRole('navigation', { name: 'Back office' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await drawer.getByRole('textbox', { name: 'Find in menu' }).fill('csv');
  await expect(drawer.getByRole('link', { name: /from CSV$/ })).toHaveText([
    'Import Customer Orders from CSV',
    'Import Customers from CSV',
    'Import Products from CSV',
  ]);

  await page.goto('/office-portal/products');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  await page.waitForURL((url) => url.pathname === '/office-portal/new-products');
  await expect(page.getByRole('tab', { name: 'Import CSV' })).toBeVisible();
});

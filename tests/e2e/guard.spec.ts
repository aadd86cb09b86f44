import { expect, test, type Page } from '@playwright/test';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

const HESITATE = 'Are you sure you want to leave? Make sure everything is saved before leaving.';

// The services' own sign-in page, reached through the app's authorization code flow.
async function signInOnServicePage(page: Page, userName: string, password: string) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a route without login opens directly', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle('Privacy Policy | Bulktrade');
});

test('a login route sends a signed-out person to sign in and back to the route afterwards', async ({
  page,
}) => {
  await page.goto('/hub/dispatch?filterBy=Today');
  await signInOnServicePage(page, 'training@bulktrade.app', 'Training!2026');
  await page.waitForURL(/\/hub\/dispatch\?filterBy=Today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch Hub' })).toBeVisible();
  await expect(page).toHaveTitle('Dispatch Hub | Bulktrade');
});

test('a user without the permission is sent to restricted', async ({ page }) => {
  await page.goto('/hub/driving?mode=journey');
  await signInOnServicePage(page, 'sales@yarravalleywholesale.com.au', 'Sales!2026');
  await page.waitForURL(/\/restricted\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restricted' })).toBeVisible();
  await expect(page.getByText('You are signed in as sales@yarravalleywholesale.com.au')).toBeVisible();
  // The sales manager may open the sales hub.
  await page.goto('/hub/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Hub' })).toBeVisible();
});

test('the driver hub asks before it is left: No stays, Yes leaves', async ({ page }) => {
  await page.goto('/hub/driving/journey-1?mode=journey');
  await signInOnServicePage(page, 'training@bulktrade.app', 'Training!2026');
  await page.waitForURL(/\/hub\/driving\/journey-1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Hub' })).toBeVisible();

  await page.getByRole('button', { name: 'Home', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(HESITATE)).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/hub\/driving\/journey-1/);

  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
});

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { mirrorCount } from './support/mirror-count';

// /manage-account-data: all of the company's data as a zip of CSV files (from the mirror, so
// offline too), and deleting the account with a typed confirmation that the services enforce.

const PASSWORD = 'Delete!Password2026';

async function signIn(page: Page, userName: string, password = PASSWORD) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the whole company exports as a zip of CSV files, offline too', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/manage-account-data?isTraining=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Account Data' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expect(page.getByText('Yarra Valley Wholesale').first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // The demo's products have reached the mirror before the export reads it.
  await expect.poll(() => mirrorCount(page, 'products'), { timeout: FIRST_LOAD_TIMEOUT }).toBeGreaterThan(0);

  await context.setOffline(true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^yarra-valley-wholesale-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText(/^Downloaded .* records in \d+ files\.$/)).toBeVisible();
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'README.txt',
      'products.csv',
      'customers.csv',
      'customer-orders.csv',
      'customer-invoices.csv',
    ]),
  );
  expect(Object.keys(files)).not.toContain('public-suppliers.csv');
  const products = strFromU8(files['products.csv'] ?? new Uint8Array());
  expect(products.split('\r\n')[0]).toContain('productName');
  expect(products.split('\r\n').length).toBeGreaterThan(2);
  await context.setOffline(false);
});

test('a global admin deletes the account by typing its name; nobody signs in to it again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const userName = `delete-${randomUUID().slice(0, 8)}@example.com.au`;
  const signUp = await request.post('/auth/v1/account/post', {
    data: { companyName: 'Short Lived Produce', userName, password: PASSWORD, subscriptionCode: 'SUPP' },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/manage-account-data');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Account Data' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  const confirm = page.getByRole('textbox', { name: 'Type Short Lived Produce to confirm' });
  await expect(confirm).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const remove = page.getByRole('button', { name: 'Delete Account' });
  await confirm.fill('Short Lived');
  await expect(remove).toBeDisabled();
  await confirm.fill('Short Lived Produce');
  await remove.click();
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your account is deleted')).toBeVisible();

  // The session's token no longer works, and the login is gone.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(
    (await request.get('/auth/v1/my-profile', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signing out clears the stored data, then goes home: leaving before that keeps the session.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/manage-account-data');
  await signIn(page, userName);
  await expect(page.getByText('Incorrect user name or password.')).toBeVisible();
});

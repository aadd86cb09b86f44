import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// A new company signs up, then /setup walks it through its details, a location, its first
// product and its first customer; each step saves through the write path and reaches the services.

const PASSWORD = 'Setup!Password2026';

async function signIn(page: Page, userName: string) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// What the services hold for the signed-in company, read with the session's own token.
async function serverCount(page: Page, section: string): Promise<number> {
  return page.evaluate(async (path) => {
    const token = (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '';
    const response = await fetch(`/api/v1/${path}/getAll?includeCount=true`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { count: number }).count;
  }, section);
}

test('a new company is set up step by step and the flow resumes where it was left', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const userName = `setup-${randomUUID().slice(0, 8)}@example.com.au`;
  const signUp = await request.post('/auth/v1/account/post', {
    data: { companyName: 'Lilydale Greens', userName, password: PASSWORD, subscriptionCode: 'SUPP' },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/setup');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expect(page.getByText('0 of 4 steps done')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });

  // Company: the name is there from the sign-up; a short ABN is refused.
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Lilydale Greens');
  await page.getByRole('textbox', { name: 'ABN' }).fill('51 824');
  await page.getByRole('button', { name: 'Save And Continue' }).click();
  await expect(page.getByText('An ABN has 11 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
  await page.getByRole('button', { name: 'Save And Continue' }).click();

  // Location.
  await expect(page.getByRole('heading', { name: 'Location', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Save And Continue' }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Location Name' }).fill('Main Warehouse');
  await page.getByRole('textbox', { name: 'Suburb' }).fill('Lilydale');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('3140');
  await page.getByRole('button', { name: 'Save And Continue' }).click();
  await expect(page.getByRole('heading', { name: 'First Product', level: 2 })).toBeVisible();
  await expect(page.getByText('2 of 4 steps done')).toBeVisible();

  // Leaving and coming back resumes at the first step not done.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'First Product', level: 2 })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await page.getByRole('textbox', { name: 'Product Name' }).fill('Baby Spinach 1 kg');
  await page.getByRole('button', { name: 'Save And Continue' }).click();

  await expect(page.getByRole('heading', { name: 'First Customer', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Customer Name' }).fill('Café Uno');
  await page.getByRole('textbox', { name: 'Email' }).fill('orders@cafeuno.com.au');
  await page.getByRole('button', { name: 'Save And Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your company is set up' })).toBeVisible();
  await expect(page.getByText('4 of 4 steps done')).toBeVisible();

  // Every step reached the services.
  await expect.poll(() => serverCount(page, 'Products'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => serverCount(page, 'Customers'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => serverCount(page, 'Locations'), { timeout: 30_000 }).toBe(1);
});

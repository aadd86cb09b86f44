import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// The generic office-portal list and form over the mirror, in training mode: the guard
// enters training as the staff user, the sync worker pulls the canned data and pushes the
// writes to the in-browser services.

const LIST = '/office-portal/products?isTraining=true';
const SEEDED = 'Full Cream Milk 2L';

async function openProducts(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible({ timeout: 60_000 });
  // The first pull has filled the mirror when the canned products list.
  await expect(page.getByText(SEEDED).first()).toBeVisible({ timeout: 60_000 });
}

async function search(page: Page, text: string): Promise<void> {
  const find = page.getByRole('textbox', { name: 'Find', exact: true });
  if (!(await find.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await find.fill(text);
}

test('creates, edits, deletes and restores a product through the generic screens', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `E2E Product ${Date.now()}`;
  await openProducts(page);

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/office-portal\/product\/new/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Product Name' }).fill(marker);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/office-portal\/product\/(?!new)[0-9a-f-]{36}/);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Product Name' }).fill(`${marker} Edited`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/office-portal\/products/);
  await search(page, marker);
  await expect(page).toHaveURL(/searchString=/);
  const row = page.getByRole('row').filter({ hasText: `${marker} Edited` });
  await expect(row).toBeVisible();

  // Export To CSV writes the listed rows under the column labels.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export To CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain('Product Name');
  expect(csv).toContain(`${marker} Edited`);
  expect(csv).not.toContain(SEEDED);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nothing Found')).toBeVisible();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show Inactive' }).click();
  await page.keyboard.press('Escape');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/portal-records-list.png' });
});

test('lists products on a 390 px phone without a table or sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openProducts(page);
  await expect(page.locator('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/portal-records-mobile.png' });
  await page.getByText(SEEDED).first().click();
  await expect(page).toHaveURL(/\/office-portal\/product\//);
  await expect(page.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED);
  await page.screenshot({ path: '/tmp/portal-records-detail.png', fullPage: true });
});

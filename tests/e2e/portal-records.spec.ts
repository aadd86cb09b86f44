import { expect, test } from '@playwright/test';
import {
  backToList,
  create,
  deleteRow,
  editAndSave,
  expectNoSidewaysScroll,
  exportCsv,
  field,
  listRow,
  openList,
  openNew,
  openRow,
  restoreRow,
  search,
  showInactive,
  type PortalScreen,
} from './support/portal-list';
import { shot } from './support/shot';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The generic office-portal list and form over the mirror, in training mode: the guard
// enters training as the staff user, the sync worker pulls the canned data and pushes the
// writes to the in-browser services. tests/e2e/portal-entities.spec.ts drives nine more entities.

const SEEDED = 'Full Cream Milk 2L';
const PRODUCTS: PortalScreen = {
  list: 'products',
  label: 'Products',
  singleLabel: 'Product',
  seeded: SEEDED,
};

test('creates, edits, deletes and restores a product through the generic screens', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `E2E Product ${Date.now()}`;
  await openList(page, PRODUCTS);

  // The list page is a blade container: New and a row open the form in the Product blade.
  const blade = page.getByRole('region', { name: 'Product', exact: true });
  const form = await openNew(page, PRODUCTS);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByText('Field is required').first()).toBeVisible();
  const required = await form.getByText('Field is required').count();

  await field(form, 'Product Name').fill(marker);
  // A fixed field loses its message at once, not at the next Create.
  await expect(form.getByText('Field is required')).toHaveCount(required - 1);
  await create(form);
  // A new item saved in a blade closes it.
  await expect(blade).toHaveCount(0);

  await search(page, marker);
  await expect(page).toHaveURL(/\/office-portal\/products\?.*searchString=/);
  const saved = await openRow(page, PRODUCTS, marker);
  await editAndSave(saved, () => field(saved, 'Product Name').fill(`${marker} Edited`));
  await backToList(page, PRODUCTS, saved);
  await expect(blade).toHaveCount(0);
  const row = listRow(page, `${marker} Edited`);
  await expect(row).toBeVisible();

  // Export To CSV writes the listed rows under the column labels.
  const csv = await exportCsv(page);
  expect(csv).toContain('Product Name');
  expect(csv).toContain(`${marker} Edited`);
  expect(csv).not.toContain(SEEDED);

  await deleteRow(page, row);
  await expect(page.getByText('Nothing Found')).toBeVisible();
  await showInactive(page);
  await restoreRow(row);
  await shot(page, 'portal-records-list');
});

test('lists products on a 390 px phone without a table or sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, PRODUCTS);
  await expect(page.locator('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, 'portal-records-mobile');
  const form = await openRow(page, PRODUCTS, SEEDED);
  // The record opens in a full-width blade over the list.
  await expect(
    page.getByRole('region', { name: 'Product', exact: true }).getByRole('textbox', { name: 'Product Name' }),
  ).toHaveValue(SEEDED);
  await expect(field(form, 'Product Name')).toHaveValue(SEEDED);
  await shot(page, 'portal-records-detail', { fullPage: true });
});

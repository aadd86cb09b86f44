import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  api,
  dayShowing,
  goOffline,
  goOnline,
  listOf,
  mirrorState,
  openHub,
  shot,
  tabletContext,
} from './support/tablet';

// The warehouse floor on a 1024 x 768 tablet, against npm start's services: picking and
// packing work with the network off, and every entry reaches the services exactly once.

test.describe.configure({ timeout: 240_000 });

test('picks and packs a consignment offline; the services hold each entry once and the batch went down', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await tabletContext(browser);
  const consignmentID = 'cons-pick-stkilda';
  const batch = (await api(request, token, 'GET', 'Stock/Batches/get/batch-milk-older')) as {
    batchcode: string;
  };
  const [before] = await listOf(
    request,
    token,
    'Stock/Items',
    'batchID == "batch-milk-older" ANDALSO locationID == "loc-dandenong-dc"',
  );
  expect(before?.available).toBe(30);

  await goOffline(context, page);
  await shot(page, 'picking-list');
  await dayShowing(page, page.getByRole('button', { name: 'Pick consignment C1103' }));
  await page.getByRole('button', { name: 'Pick consignment C1103' }).click();
  // A barcode scanner types the code into the focused field and ends with Enter.
  await page.getByLabel('Batch code').fill(batch.batchcode);
  await page.getByLabel('Batch code').press('Enter');
  const milk = page.getByLabel('Line Full Cream Milk 2L');
  await expect(milk.getByText('9 of 9')).toBeVisible();
  const lemonade = page.getByLabel('Line Lemonade 1.25L');
  await lemonade.getByRole('button', { name: 'Take 12' }).click();
  await expect(lemonade.getByText('12 of 12')).toBeVisible();
  // The returnable crate rides along with the milk (a product tether).
  await page.getByLabel('Line Milk Crate (returnable)').getByRole('button', { name: 'Take 1' }).click();
  await shot(page, 'picking-consignment');
  await page.getByRole('button', { name: 'Picked', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Pick consignment C1103' }).getByText('Picked'),
  ).toBeVisible();

  await openHub(page, 'packing');
  await page.getByRole('button', { name: 'Pack consignment C1103' }).click();
  await expect(page.getByRole('table', { name: 'Packages' })).toContainText('CRT');
  await shot(page, 'packing-consignment');
  await page.getByRole('button', { name: 'Print labels' }).click();
  const labels = page.getByTestId('package-label');
  await expect(labels.first()).toContainText('C1103');
  const count = await labels.count();
  expect(count).toBeGreaterThan(1);
  await expect(labels.last()).toContainText(`Package ${count} of ${count}`);
  await expect(labels.first().getByRole('img', { name: 'QR code of C1103' })).toBeVisible();
  await shot(page, 'packing-labels');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Packed', exact: true }).click();
  // The packer sees the consignment back on the list as packed before the tablet is reloaded.
  await expect(
    page.getByRole('button', { name: 'Pack consignment C1103' }).getByText('Packed'),
  ).toBeVisible();

  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await expect(
    page.getByRole('button', { name: 'Pack consignment C1103' }).getByText('Packed'),
  ).toBeVisible();
  await expect(page.getByTestId('pending-count')).not.toHaveText('0 pending');
  expect(
    (await api(request, token, 'GET', `Customer/Consignments/get/${consignmentID}`)).pickedOn ?? null,
  ).toBeNull();

  await goOnline(context);
  await expect
    .poll(() => mirrorState(page, 'customer-consignments', consignmentID), { timeout: 60_000 })
    .toBe('synced');
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending', { timeout: 60_000 });
  const stored = await api(request, token, 'GET', `Customer/Consignments/get/${consignmentID}`);
  expect(stored).toMatchObject({ isReadyToOrderCourier: true, needsPacking: false });
  expect(stored.pickedOn).toEqual(expect.any(String));
  expect(stored.packedOn).toEqual(expect.any(String));
  const picks = await listOf(request, token, 'Stock/Adjustments', `consignmentID == "${consignmentID}"`);
  expect(
    picks.map((entry) => [entry.kind, entry.productID, entry.batchID ?? null, entry.quantity]).sort(),
  ).toEqual([
    ['picked', 'prod-lemonade-1250ml', null, 12],
    ['picked', 'prod-milk-2l', 'batch-milk-older', 9],
    ['picked', 'prod-milk-crate', null, 1],
  ]);
  const [after] = await listOf(
    request,
    token,
    'Stock/Items',
    'batchID == "batch-milk-older" ANDALSO locationID == "loc-dandenong-dc"',
  );
  expect(after?.available).toBe(21);
  await context.close();
});

test('two tablets pick the last units of a batch offline: one pick stands, the other shows the conflict', async ({
  browser,
  request,
}) => {
  const a = await tabletContext(browser);
  const b = await tabletContext(browser);
  // Batch GD older at the cold store has 18; a count finds only 12 of them.
  const batch = (await api(request, a.token, 'GET', 'Stock/Batches/get/batch-cold-milk-older')) as {
    batchcode: string;
  };
  await api(request, a.token, 'POST', 'Stock/Adjustments/post', {
    kind: 'adjusted',
    productID: 'prod-milk-2l',
    locationID: 'loc-tullamarine-cold-store',
    batchID: 'batch-cold-milk-older',
    quantity: -6,
    reason: 'Count',
  });
  for (const tablet of [a, b]) {
    await openHub(tablet.page, 'picking');
    await tablet.page.evaluate(() =>
      (window as unknown as { __btData: { syncNow?: () => Promise<unknown> } }).__btData.syncNow?.(),
    );
  }

  async function pickAll(tablet: { context: BrowserContext; page: Page }, number: string) {
    const { page } = tablet;
    // The tablet is told where it stands (remembered on the device).
    await page
      .getByRole('combobox', { name: "This Tablet's Location" })
      .selectOption({ label: 'Tullamarine Cold Store' });
    await page.getByRole('button', { name: `Pick consignment ${number}` }).click();
    const milk = page.getByLabel('Line Full Cream Milk 2L');
    await milk.getByLabel(`Picked from ${batch.batchcode}`).fill('12');
    await expect(milk.getByText('12 of')).toBeVisible();
  }
  await goOffline(a.context, a.page);
  await goOffline(b.context, b.page);
  await pickAll(a, 'C1105');
  await pickAll(b, 'C1107');

  await goOnline(a.context);
  await expect
    .poll(() => mirrorState(a.page, 'customer-consignments', 'cons-pick-fitzroy-cold'), { timeout: 60_000 })
    .toBe('synced');
  await expect(a.page.getByTestId('pending-count')).toHaveText('0 pending', { timeout: 60_000 });
  await goOnline(b.context);
  const conflict = b.page.getByRole('alert');
  await expect(conflict).toContainText(
    `Only 0 of Full Cream Milk 2L left in batch ${batch.batchcode}: cannot take 12.`,
    { timeout: 60_000 },
  );
  // The picker's entry is kept and can move to another batch.
  await expect(b.page.getByLabel(`Picked from ${batch.batchcode}`)).toHaveValue('12');
  await shot(b.page, 'picking-conflict');
  await b.page.getByRole('button', { name: 'Pick from another batch' }).click();
  await expect(b.page.getByTestId('pending-count')).toHaveText('0 pending', { timeout: 60_000 });
  await expect(b.page.getByRole('alert')).toHaveCount(0);

  const picks = await listOf(
    request,
    a.token,
    'Stock/Adjustments',
    'kind == "picked" ANDALSO batchID == "batch-cold-milk-older"',
  );
  expect(picks.map((entry) => [entry.consignmentID, entry.quantity])).toEqual([
    ['cons-pick-fitzroy-cold', 12],
  ]);
  const [older] = await listOf(request, a.token, 'Stock/Items', 'batchID == "batch-cold-milk-older"');
  expect(older?.available).toBe(0);
  await a.context.close();
  await b.context.close();
});

test('a stock CSV is read with a row report, then imported whole', async ({ browser, request }) => {
  const { context, page, token } = await tabletContext(browser);
  await page.goto('/office-portal/stock-import/new');
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'count.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('product,batchcode,quantity\nFCM2L,E2E-IMP,10\nTea,,1\n'),
  });
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toContainText('No product named Tea');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await file.setInputFiles({
    name: 'count.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('product,batchcode,quantity\nFCM2L,E2E-IMP,10\n'),
  });
  await expect(page.getByText('1 rows ready')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/office-portal\/stock-import\/(?!new)/);
  await expect
    .poll(
      async () => {
        const [made] = await listOf(request, token, 'Stock/Batches', 'batchcode == "E2E-IMP"');
        if (made === undefined) return null;
        const [item] = await listOf(request, token, 'Stock/Items', `batchID == "${String(made.id)}"`);
        return item?.available ?? null;
      },
      { timeout: 60_000 },
    )
    .toBe(10);
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// A list's row opens the entity's bespoke detail in the blade beside it (standing orders,
// invoices: not the generic form), and a purchase order to a supplier outside Bulktrade prints
// as a purchase order (print view and PDF). Against the Node services (npm start).

const blade = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("list blades open the bespoke detail on the row's record: a standing order's editor, an invoice's sheet", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/office-portal/standing-customer-orders');
  await expect(page.getByRole('heading', { name: 'Standing Customer Orders', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByText('Monday milk and bread').first().click({ timeout: 60_000 });
  const standing = blade(page, 'Standing Customer Order');
  // The bespoke editor (the schedule in words, the lines priced, occurrences), on this record.
  await expect(standing.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Monday milk and bread',
  );
  await expect(standing.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expect(page).toHaveURL(/\/office-portal\/standing-customer-orders$/);
  // Another row replaces it with that record.
  await page.getByText('Thursday coffee and juice').first().click();
  await expect(standing.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Thursday coffee and juice',
  );
  await standing.getByRole('button', { name: 'Back' }).click();
  await expect(standing).toHaveCount(0);

  await page.goto('/office-portal/customer-invoices');
  await expect(page.getByRole('heading', { name: 'Customer Invoices', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByText('INV-0999').first().click({ timeout: 60_000 });
  const invoice = blade(page, 'Customer Invoice');
  await expect(invoice.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(invoice.getByText('INV-0999').first()).toBeVisible();
});

test('a purchase order to a supplier outside Bulktrade prints as a purchase order, and downloads as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page);
  const headers = { Authorization: `Bearer ${token}` };
  const supplierID = crypto.randomUUID();
  const supplier = await request.post('/api/v1/Suppliers/post', {
    headers,
    data: {
      id: supplierID,
      companyName: 'Local Eggs Co-op',
      email: 'orders@localeggs.example',
      phoneNumber: '03 5550 0199',
    },
  });
  expect(supplier.status()).toBe(201);
  const orderID = crypto.randomUUID();
  const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const order = await request.post('/api/v1/PurchaseOrders/post', {
    headers,
    data: {
      id: orderID,
      supplyAgreementID: supplierID,
      locationID: 'loc-dandenong-dc',
      dueDate: due,
      orderItems: [
        {
          id: crypto.randomUUID(),
          description: 'Free Range Eggs 700g',
          quantity: 30,
          unitPrice: 4.5,
          taxType: null,
          sortNumber: 1,
        },
      ],
    },
  });
  expect(order.status(), await order.text()).toBe(201);

  await page.goto(`/office-portal/purchase-order/${orderID}`);
  await page.getByRole('button', { name: 'Print Purchase Order' }).click({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Purchase Order for Local Eggs Co-op' })).toBeVisible();
  const sheet = page.locator('[data-purchase-order-sheet]');
  await expect(sheet.getByRole('heading', { name: 'Purchase Order' })).toBeVisible();
  await expect(sheet).toContainText('Local Eggs Co-op');
  await expect(sheet).toContainText('orders@localeggs.example');
  await expect(sheet).toContainText('Deliver to');
  await expect(sheet.getByRole('row', { name: /Free Range Eggs 700g/ })).toContainText('$135.00');

  await expect(sheet).toContainText(`PO ${orderID.slice(0, 8).toUpperCase()}`);
  // Printing shows the sheet alone: the view's buttons and the app around it are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('button', { hasText: 'Download PDF' })).toBeHidden();
  await expect(page.locator('button', { hasText: 'Back to Order' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^purchase-order-.+\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // Back to the order's editor.
  await page.getByRole('button', { name: 'Back to Order' }).click();
  await expect(page.getByRole('button', { name: 'Print Purchase Order' })).toBeVisible();
});

test('a purchase order to a supplier on Bulktrade offers no printed purchase order (it is their customer order)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/office-portal/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByText('2001', { exact: true }).first().click({ timeout: 60_000 });
  const order = blade(page, 'Purchase Order');
  await expect(order.getByRole('heading', { name: /Purchase Order/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Purchase Order' })).toHaveCount(0);
});

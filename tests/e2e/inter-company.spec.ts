import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// One order record, two views (issues 10 and 12): a customer company on Bulktrade places a
// purchase order with its supplier comp1; comp1 sees it among its customer orders, numbered in
// its own series and priced from its tier for that buyer, and confirms it; the buyer then sees
// it confirmed and can change neither the lines nor their prices.

test.describe.configure({ timeout: 240_000 });

const BUYER = { userName: 'mia@brunswickstespresso.com.au', password: 'Espresso!2026', company: 'comp-brunswick-st-espresso' };
// Brunswick Street Espresso's own record of its supplier comp1 (server/seed/training-ordering.ts).
const BUYERS_SUPPLIER_RECORD = 'agr-espresso-buys-from-yarra-valley';
// Lemonade on comp1's Standard Wholesale tier, the cafe's tier: $2.60 at any quantity.
const LEMONADE = { id: 'prod-lemonade-1250ml', productName: 'Lemonade 1.25L', tierPrice: 2.6 };

async function signIn(page: Page, userName: string, password: string, returnTo: string): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(returnTo));
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token);
  if (typeof token !== 'string') throw new Error('no session token in BTsession');
  return token;
}

type Json = Record<string, unknown>;

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: Json): Promise<{ status: number; body: Json }> {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { data: body }) });
  return { status: response.status(), body: (await response.json()) as Json };
}

test('a customer company’s purchase order is comp1’s customer order: numbered and priced by comp1, confirmed by comp1, then closed to the buyer', async ({ browser, request }) => {
  const seller = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sellerPage = await seller.newPage();
  await signIn(sellerPage, 'training@bulktrade.app', 'Training!2026', '/office-portal');
  const sellerToken = await tokenOf(sellerPage);
  const highest = await api(request, sellerToken, 'GET', '/api/v1/CustomerOrders/getAll?sortBy=customerOrderNumber&sortDirection=desc&takeAmount=1&includeInactive=true&properties=customerOrderNumber');
  const lastNumber = Number((highest.body.data as Json[])[0]?.customerOrderNumber);
  expect(lastNumber).toBeGreaterThanOrEqual(1000);

  const buyer = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const buyerPage = await buyer.newPage();
  await signIn(buyerPage, BUYER.userName, BUYER.password, '/dashboard/customer');
  const buyerToken = await tokenOf(buyerPage);

  // The cafe orders six lemonades from comp1 under its own supplier record and PO number; the
  // price its device sends is only a display value.
  const id = `po-espresso-${Date.now()}`;
  const due = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  const placed = await api(request, buyerToken, 'POST', '/api/v1/PurchaseOrders/post', {
    id,
    buyerID: BUYER.company,
    sellerID: 'comp1',
    supplyAgreementID: BUYERS_SUPPLIER_RECORD,
    purchaseOrderNumber: 'BSE-2207',
    dueDate: due,
    orderItems: [{ id: `${id}-lemonade`, productID: LEMONADE.id, product: { id: LEMONADE.id, productName: LEMONADE.productName, taxType: 'GST' }, quantity: 6, unitPrice: 0.01, taxType: 'GST' }],
  });
  expect(placed.status).toBe(201);
  // Numbered in comp1's series, after every number comp1 held, deleted ones too (the services' scheduler may
  // number a generated order in between, so not necessarily the very next one).
  const number = Number((placed.body.data as Json).customerOrderNumber);
  expect(number).toBeGreaterThan(lastNumber);
  expect(placed.body.data).toMatchObject({ purchaseOrderNumber: 'BSE-2207', buyerID: BUYER.company, sellerID: 'comp1' });
  expect((placed.body.data as { orderItems: Json[] }).orderItems[0]).toMatchObject({ productID: LEMONADE.id, unitPrice: LEMONADE.tierPrice });
  // Not among comp1's purchase orders: one record, viewed by role.
  expect((await api(request, sellerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`)).status).toBe(404);

  // comp1 finds it among its customer orders, under its own number, and opens it.
  await sellerPage.goto('/office-portal/customer-orders');
  const row = sellerPage.getByRole('row', { name: new RegExp(`^${number}\\b`) });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText('BSE-2207');
  await row.click();
  const editor = sellerPage.getByTestId('order-editor');
  await expect(editor.getByTestId('order-number')).toHaveText(String(number));
  await expect(editor.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue('Brunswick Street Espresso');
  const line = editor.getByTestId('order-line').filter({ hasText: LEMONADE.productName });
  await expect(line).toContainText('$2.60');
  await expect(line).toContainText('$15.60');
  await expect(editor.getByTestId('order-status')).toHaveText('Unconfirmed');
  await sellerPage.screenshot({ path: 'test-results/inter-company-seller.png', fullPage: true });

  await editor.getByRole('button', { name: 'Confirm' }).click();
  await expect(editor.getByTestId('order-status')).toHaveText('Confirmed');
  await expect
    .poll(async () => (await api(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`)).body.isConfirmed, { timeout: 90_000 })
    .toBe(true);

  // The cafe sees its purchase order confirmed, read only: no quantities to change, no Save.
  await buyerPage.goto(`/office-portal/purchase-order/${id}`);
  const buyerEditor = buyerPage.getByTestId('order-editor');
  await expect(buyerEditor.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 90_000 });
  await expect(buyerEditor.getByTestId('order-number')).toHaveText('BSE-2207');
  await expect(buyerEditor.getByTestId('line-quantity')).toHaveText('6');
  await expect(buyerEditor.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(buyerEditor.getByLabel(`Quantity of ${LEMONADE.productName}`)).toHaveCount(0);
  await buyerPage.screenshot({ path: 'test-results/inter-company-buyer.png', fullPage: true });

  // Nor can it reprice or change the order through the services.
  const current = await api(request, buyerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`);
  const repriced = await api(request, buyerToken, 'PATCH', '/api/v1/PurchaseOrders/patch/partial', {
    id,
    rowVersion: current.body.rowVersion as number,
    orderItems: [{ id: `${id}-lemonade`, productID: LEMONADE.id, quantity: 6, unitPrice: 0.01, taxType: 'GST' }],
  });
  expect(repriced.status).toBe(403);
  const after = await api(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`);
  expect(after.body).toMatchObject({ isConfirmed: true, subTotal: current.body.subTotal, amountTotal: current.body.amountTotal });
  expect((after.body.orderItems as Json[]).find((item) => item.productID === LEMONADE.id)).toMatchObject({ unitPrice: LEMONADE.tierPrice });

  await seller.close();
  await buyer.close();
});

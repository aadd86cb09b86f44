import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shot } from './support/shot';
import { signIn as signInDevice } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// A courier company bills its client: a courier order it delivers becomes billable items (priced
// from its tier for the client), which it sees in its portal and turns into one courier invoice
// that its client sees too. Against `npm start`'s services, through the REST calls and the app.

test.describe.configure({ timeout: 180_000 });

type Json = Record<string, unknown>;

async function signIn(page: Page, returnTo: string, userName: string, password: string): Promise<string> {
  return signInDevice(page, returnTo, { userName, password });
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: Json,
): Promise<{ status: number; body: Json }> {
  const answer = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await answer.text();
  return { status: answer.status(), body: (text ? JSON.parse(text) : {}) as Json };
}

test('a delivered courier order becomes the courier’s billable items, and one invoice to its client', async ({
  browser,
  request,
}) => {
  const supplierContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const supplierPage = await supplierContext.newPage();
  const supplier = await signIn(
    supplierPage,
    '/office-portal/courier-invoices',
    'training@bulktrade.app',
    'Training!2026',
  );
  const courierContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await courierContext.newPage();
  const courier = await signIn(
    page,
    '/office-portal/courier-billable-items',
    'nikos@metrolinkcouriers.com.au',
    'Courier!2026',
  );

  // The demo's unbilled work for Yarra Valley Wholesale: three deliveries, a delivery and a package line each.
  const ready = page.getByTestId('unbilled-client').filter({ hasText: 'Yarra Valley Wholesale' });
  await expect(ready).toContainText('6 billable items', { timeout: 60_000 });

  // comp1 orders Metro Link for a new drop; Metro Link accepts and delivers it (5 of 6 cartons).
  const orderID = `cor-e2e-${Date.now()}`;
  const ordered = await api(request, supplier, 'POST', 'Courier/Orders/post', {
    id: orderID,
    courierID: 'comp-metro-link-couriers',
    sellerID: 'comp1',
    departureLocationID: 'loc-dandenong-dc',
    destinationLocationID: 'loc-geelong-pier-cafe',
    destinationLocation: { id: 'loc-geelong-pier-cafe', locationName: 'Geelong Pier Cafe' },
    courierOrderStatus: 'Requested',
    packagedItems: [
      {
        id: `${orderID}-1`,
        code: 'CTN',
        quantityPacked: 6,
        quantityDelivered: 0,
        dimensions: { weight: 9.6 },
      },
    ],
  });
  expect(ordered.status).toBe(201);
  const rowVersion = (ordered.body as { rowVersion: number }).rowVersion;
  const accepted = await api(request, courier, 'PATCH', 'Courier/Orders/patch/partial', {
    id: orderID,
    rowVersion,
    courierOrderStatus: 'Accepted',
  });
  expect(accepted.status).toBe(200);
  const delivered = await api(request, courier, 'PATCH', 'Courier/Orders/patch/partial', {
    id: orderID,
    rowVersion: (accepted.body as { rowVersion: number }).rowVersion,
    deliveredOn: new Date().toISOString(),
    receiverName: 'Jack Murray',
    packagedItems: [
      {
        id: `${orderID}-1`,
        code: 'CTN',
        quantityPacked: 6,
        quantityDelivered: 5,
        dimensions: { weight: 9.6 },
      },
    ],
  });
  expect(delivered.status).toBe(200);

  // The courier's portal shows the new items (its wholesale tier: $18.50 a delivery, $1.20 a package).
  // They were made by the services, not this page: reopening pulls at once (else the next
  // periodic cycle, up to 60 s away, would bring them).
  await page.reload();
  await expect(ready).toContainText('8 billable items', { timeout: 60_000 });
  await expect(
    page.getByRole('row').filter({ hasText: 'Packages delivered to Geelong Pier Cafe' }).first(),
  ).toBeVisible();
  await shot(page, 'courier-billing', { fullPage: true });
  await ready.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Every delivery is invoiced.')).toBeVisible({ timeout: 60_000 });

  // One new invoice took all eight items, numbered in Metro Link's own series after the demo's INV-1000.
  const invoices = async (token: string) =>
    ((await api(request, token, 'GET', 'Courier/Invoices/getAll?take=50')).body.data ?? []) as Json[];
  await expect
    .poll(
      async () => (await invoices(courier)).filter((invoice) => invoice.invoiceNumber === 'INV-1001').length,
      { timeout: 60_000 },
    )
    .toBe(1);
  const listed = (await invoices(courier)).find((row) => row.invoiceNumber === 'INV-1001') ?? {};
  const invoice = (await api(request, courier, 'GET', `Courier/Invoices/get/${String(listed.id)}`)).body;
  expect(invoice.lineItems).toHaveLength(8);
  expect(invoice).toMatchObject({ buyerID: 'comp1', sellerID: 'comp-metro-link-couriers', isPaid: false });
  const items = ((await api(request, courier, 'GET', 'Courier/BillableItems/getAll?take=100')).body.data ??
    []) as Json[];
  expect(
    items.filter((item) => item.itemID === orderID).map((item) => [item.quantity, item.unitPrice]),
  ).toEqual(
    expect.arrayContaining([
      [1, 18.5],
      [5, 1.2],
    ]),
  );
  expect(items.every((item) => item.isInvoiced === true)).toBe(true);

  // The client sees the same invoice among its courier invoices.
  expect((await invoices(supplier)).map((row) => row.id)).toContain(invoice.id);
  await supplierPage.reload();
  await expect(supplierPage.getByRole('row').filter({ hasText: 'INV-1001' })).toBeVisible({
    timeout: 60_000,
  });
  await supplierContext.close();
  await courierContext.close();
});

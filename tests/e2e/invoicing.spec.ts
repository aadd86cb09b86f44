import { expect, test, type APIRequestContext } from '@playwright/test';
import { deliveryInvoiceID } from '../../server/flows/delivery-invoices';
import { signIn } from './support/sign-in';
import { drawSignature } from './support/signature';
import { shot } from './support/shot';

// Invoicing from deliveries against the Node services: the driver signs for a stop one carton
// short, and the office finds the services' invoice in the customer invoices list, billing what
// was delivered, not what was ordered. The test makes its own order, journey and stop through
// the REST API so it never depends on what other tests did to the demo data.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const A = '/api/v1';

type Row = Record<string, unknown> & { id: string; rowVersion?: number };

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; row: Row }> {
  const answer = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await answer.text();
  return { status: answer.status(), row: (text ? JSON.parse(text) : {}) as Row };
}

/** A confirmed order of Swan Street Kitchen's (two cartons of lemonade, two trays of sourdough) on a journey of its own for the demo driver. */
async function orderOnJourney(request: APIRequestContext, token: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const orderID = `e2e-co-${tag}`;
  const journeyID = `e2e-jny-${tag}`;
  const stopID = `e2e-del-${tag}`;
  const name = `Invoice Run ${tag}`;
  const now = new Date().toISOString();
  const order = await api(request, token, 'POST', `${A}/CustomerOrders/post`, {
    id: orderID,
    supplyAgreementID: 'agr-swan-st-kitchen',
    buyerID: 'comp-swan-st-kitchen',
    sellerID: 'comp1',
    locationID: 'loc-swan-st-kitchen',
    dueDate: now,
    isConfirmed: true,
    isRequestPickup: false,
    orderItems: [
      {
        id: `${orderID}-1`,
        productID: 'prod-lemonade-1250ml',
        description: 'Lemonade 1.25L',
        quantity: 24,
        taxType: 'GST',
        sortNumber: 1,
      },
      {
        id: `${orderID}-2`,
        productID: 'prod-sourdough-800g',
        description: 'Sourdough Loaf 800g',
        quantity: 16,
        taxType: null,
        sortNumber: 2,
      },
    ],
  });
  expect(order.status, JSON.stringify(order.row)).toBeLessThan(300);
  const warehouse = {
    id: 'loc-dandenong-dc',
    locationName: 'Dandenong South Warehouse',
    lat: -38.0186,
    lng: 145.2036,
  };
  expect(
    (
      await api(request, token, 'POST', `${A}/Courier/Journeys/post`, {
        id: journeyID,
        journeyName: name,
        driverUserID: 'user-training',
        dueStartOn: now,
        isReady: true,
        startLocationID: warehouse.id,
        startLocation: warehouse,
        endLocationID: warehouse.id,
        endLocation: warehouse,
      })
    ).status,
  ).toBeLessThan(300);
  expect(
    (
      await api(request, token, 'POST', `${A}/Courier/Deliveries/post`, {
        id: stopID,
        journeyID,
        arrivalSortNumber: 1,
        customerOrderID: orderID,
        buyerID: 'comp-swan-st-kitchen',
        sellerID: 'comp1',
        courierID: 'comp1',
        departureLocationID: warehouse.id,
        destinationLocationID: 'loc-swan-st-kitchen',
        destinationLocation: {
          id: 'loc-swan-st-kitchen',
          locationName: 'Swan Street Kitchen',
          lat: -37.8253,
          lng: 144.9935,
        },
        packagedItems: [
          {
            id: `${stopID}-1`,
            productID: 'prod-lemonade-1250ml',
            productName: 'Lemonade 1.25L',
            code: 'CTN',
            quantityPacked: 2,
          },
          {
            id: `${stopID}-2`,
            productID: 'prod-sourdough-800g',
            productName: 'Sourdough Loaf 800g',
            code: 'TRAY',
            quantityPacked: 2,
          },
        ],
      })
    ).status,
  ).toBeLessThan(300);
  return {
    orderID,
    journeyID,
    stopID,
    name,
    orderNumber: order.row.data === undefined ? null : (order.row.data as Row).customerOrderNumber,
  };
}

test.describe.configure({ timeout: 240_000 });

test('the driver signs for a stop one carton short, and its invoice bills the delivered quantities in the invoices screen', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const token = await signIn(page);
  const { orderID, journeyID, stopID, name } = await orderOnJourney(request, token);
  // Nothing is billed before the delivery.
  expect(
    (
      await api(
        request,
        token,
        'GET',
        `${A}/Customer/Invoices/get/${encodeURIComponent(deliveryInvoiceID('comp1', orderID))}`,
      )
    ).status,
  ).toBe(404);

  // The driver: one carton of lemonade comes back broken.
  await page.goto('/hub/driving?mode=journey&btTestHooks=1');
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await page.evaluate(() =>
    (window as unknown as { __btData: { syncNow(): Promise<unknown> } }).__btData.syncNow(),
  );
  await page.getByRole('button', { name: `Open ${name}` }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/hub/driving/${journeyID}`));
  await page.getByRole('button', { name: 'Start Journey' }).click();
  const form = page.getByTestId('stop-form');
  await form.getByRole('button', { name: 'CTN · Lemonade 1.25L delivered: one less' }).click();
  await form.getByLabel('Reason for short delivery').fill('One carton dropped and broken');
  await form.getByLabel('Receiver Name').fill('Liam Walsh');
  await drawSignature(page);
  await form.getByRole('button', { name: 'Complete Delivery' }).click();
  await expect(page.getByTestId('journey-progress')).toHaveText(/^1 of 1 delivered/);
  await expect(page.getByTestId('pending-count')).toHaveText('All changes sent', { timeout: 60_000 });

  // The services billed it in the same write: one invoice, the delivered twelve bottles, not the ordered 24.
  const made = await api(
    request,
    token,
    'GET',
    `${A}/Customer/Invoices/get/${encodeURIComponent(deliveryInvoiceID('comp1', orderID))}`,
  );
  expect(made.status).toBe(200);
  const invoice = made.row;
  expect(invoice.deliveryIDs).toEqual([stopID]);
  const lines = (invoice.lineItems as Row[]).map((line) => [line.description, line.quantity, line.onOrder]);
  expect(lines.slice(0, 2)).toEqual([
    ['Lemonade 1.25L', 12, 24],
    ['Sourdough Loaf 800g', 16, 16],
  ]);
  // The order's automatic lines (the delivery fee under $300) come with its first delivery, once.
  expect(lines.slice(2).map(([description]) => description)).toContain('Delivery Fee');
  const number = String(invoice.invoiceNumber);
  expect(number).toMatch(/^INV-\d{4,}$/);

  // The office finds it in the customer invoices list and opens it in the list's blade.
  await page.setViewportSize(TABLET);
  await page.goto(`/office-portal/customer-invoices?searchString=${encodeURIComponent(number)}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(async () => {
    await page.evaluate(() =>
      (window as unknown as { __btData?: { syncNow(): Promise<unknown> } }).__btData?.syncNow(),
    );
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await row.first().click();
  await expect(page.getByRole('heading', { name: `Customer Invoice ${number}` })).toBeVisible({
    timeout: 30_000,
  });
  const sheet = page.locator('[data-invoice-sheet]');
  const table = sheet.getByRole('table', { name: 'Invoice lines' });
  await expect(table.getByRole('row').filter({ hasText: 'Lemonade 1.25L' })).toContainText('12');
  await expect(table.getByRole('row').filter({ hasText: 'Lemonade 1.25L' })).toContainText('of 24 ordered');
  await expect(table.getByRole('row').filter({ hasText: 'Sourdough Loaf 800g' })).not.toContainText(
    'ordered',
  );
  await expect(sheet).toContainText(
    new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
      Number(invoice.amountTotal),
    ),
  );
  await shot(page, 'invoice-from-delivery', { fullPage: true });
  await context.close();
});

test('in training mode, a stop of today’s run delivered from the office is invoiced in the browser’s own services', async ({
  page,
}) => {
  await page.setViewportSize(TABLET);
  await page.goto('/office-portal/customer-invoices?isTraining=true&btTestHooks=1');
  await page.waitForFunction(
    () => (window as unknown as { __btData?: unknown }).__btData !== undefined,
    undefined,
    { timeout: 120_000 },
  );
  type Hooks = {
    __btData: {
      writes: { updateRecord(entity: string, id: string, fields: Record<string, unknown>): Promise<unknown> };
      db: { mirror(name: string): { get(id: string): Promise<Row | undefined>; toArray(): Promise<Row[]> } };
    };
  };
  // The demo's early bakery drop, delivered this morning one tray short, is already invoiced as delivered.
  const early = async () =>
    await page.evaluate(
      async () =>
        (await (window as unknown as Hooks).__btData.db.mirror('customer-invoices').toArray()).filter(
          (row) =>
            Array.isArray(row.deliveryIDs) &&
            (row.lineItems as Row[]).some((line) => line.onOrder !== line.quantity),
        ).length,
    );
  await expect.poll(early, { timeout: 120_000 }).toBeGreaterThan(0);

  // Swan Street Kitchen's stop on today's run (co-1002) is signed for through the write path.
  const stopID = 'del-1002';
  await expect
    .poll(
      () =>
        page.evaluate(
          async (id) =>
            (await (window as unknown as Hooks).__btData.db.mirror('deliveries').get(id))?.id ?? null,
          stopID,
        ),
      { timeout: 60_000 },
    )
    .toBe(stopID);
  await page.evaluate(async (id) => {
    const hooks = (window as unknown as Hooks).__btData;
    const stop = await hooks.db.mirror('deliveries').get(id);
    const items = (stop?.packagedItems ?? []) as Row[];
    await hooks.writes.updateRecord('deliveries', id, {
      deliveredOn: new Date().toISOString(),
      deliveredByUserID: 'user-training',
      receiverName: 'Liam Walsh',
      proofOfDelivery: [
        [
          { x: 10, y: 30 },
          { x: 40, y: 12 },
          { x: 70, y: 35 },
        ],
      ],
      isFulfilled: true,
      packagedItems: items.map((item) => ({ ...item, quantityDelivered: item.quantityPacked })),
    });
  }, stopID);
  const invoiceOf = () =>
    page.evaluate(async () => {
      const rows = await (window as unknown as Hooks).__btData.db.mirror('customer-invoices').toArray();
      const made = rows.find((row) => row.customerOrderID === 'co-1002');
      return made === undefined
        ? null
        : { number: String(made.invoiceNumber), deliveries: made.deliveryIDs, total: made.amountTotal };
    });
  await expect.poll(invoiceOf, { timeout: 60_000 }).not.toBeNull();
  const invoice = await invoiceOf();
  expect(invoice?.deliveries).toEqual([stopID]);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Find' }).fill(invoice?.number ?? '');
  const row = page.getByRole('row').filter({ hasText: invoice?.number ?? '' });
  await row.first().click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Customer Invoice ${invoice?.number ?? ''}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[data-invoice-sheet]')).toContainText('Swan Street Kitchen');
  await shot(page, 'invoice-training', { fullPage: true });
  // On a phone the blade takes the screen, the invoice still whole.
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('heading', { name: `Customer Invoice ${invoice?.number ?? ''}` }),
  ).toBeVisible();
  await shot(page, 'invoice-training-phone', { fullPage: true });
});

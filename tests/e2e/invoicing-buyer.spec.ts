import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deliveryInvoiceID } from '../../server/flows/delivery-invoices';
import { signIn } from './support/sign-in';
import { shot } from './support/shot';

// One invoice, two views (issue 17): comp1's delivery to Brunswick Street Espresso, a customer
// on Bulktrade, is signed for through the services; the invoice they make is comp1's customer
// invoice and the cafe's supplier invoice. The cafe reads it but does not mark it paid; comp1
// records the payment and the cafe sees it paid. The order and its stop are made through the
// REST API so the test never depends on what other tests did to the demo data.

test.describe.configure({ timeout: 240_000 });

const A = '/api/v1';
const CAFE = {
  userName: 'mia@brunswickstespresso.com.au',
  password: 'Espresso!2026',
  company: 'comp-brunswick-st-espresso',
};

type Row = Record<string, unknown>;

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
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

/** A confirmed order of the cafe's (a carton of lemonade, a tray of sourdough) and its stop, delivered in full and signed for. */
async function deliveredOrder(request: APIRequestContext, token: string): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const orderID = `e2e-co-buyer-${tag}`;
  const stopID = `e2e-del-buyer-${tag}`;
  const now = new Date().toISOString();
  const order = await api(request, token, 'POST', `${A}/CustomerOrders/post`, {
    id: orderID,
    supplyAgreementID: 'agr-brunswick-st-espresso',
    buyerID: CAFE.company,
    sellerID: 'comp1',
    locationID: 'loc-brunswick-st-espresso',
    dueDate: now,
    isConfirmed: true,
    isRequestPickup: false,
    orderItems: [
      {
        id: `${orderID}-1`,
        productID: 'prod-lemonade-1250ml',
        description: 'Lemonade 1.25L',
        quantity: 12,
        taxType: 'GST',
        sortNumber: 1,
      },
      {
        id: `${orderID}-2`,
        productID: 'prod-sourdough-800g',
        description: 'Sourdough Loaf 800g',
        quantity: 8,
        taxType: null,
        sortNumber: 2,
      },
    ],
  });
  expect(order.status, JSON.stringify(order.row)).toBeLessThan(300);
  const posted = await api(request, token, 'POST', `${A}/Courier/Deliveries/post`, {
    id: stopID,
    arrivalSortNumber: 1,
    customerOrderID: orderID,
    buyerID: CAFE.company,
    sellerID: 'comp1',
    courierID: 'comp1',
    departureLocationID: 'loc-dandenong-dc',
    destinationLocationID: 'loc-brunswick-st-espresso',
    packagedItems: [
      {
        id: `${stopID}-1`,
        productID: 'prod-lemonade-1250ml',
        productName: 'Lemonade 1.25L',
        code: 'CTN',
        quantityPacked: 1,
      },
      {
        id: `${stopID}-2`,
        productID: 'prod-sourdough-800g',
        productName: 'Sourdough Loaf 800g',
        code: 'TRAY',
        quantityPacked: 1,
      },
    ],
  });
  expect(posted.status, JSON.stringify(posted.row)).toBeLessThan(300);
  const stop = (posted.row.data ?? posted.row) as Row;
  // The driver's signed delivery, as the driving hub writes it.
  const delivered = await api(request, token, 'PATCH', `${A}/Courier/Deliveries/patch/partial`, {
    id: stopID,
    rowVersion: posted.row.rowVersion,
    deliveredOn: new Date().toISOString(),
    deliveredByUserID: 'user-driver',
    receiverName: 'Mia Chen',
    proofOfDelivery: [
      [
        { x: 10, y: 30 },
        { x: 40, y: 12 },
        { x: 70, y: 35 },
      ],
    ],
    isFulfilled: true,
    packagedItems: (stop.packagedItems as Row[]).map((item) => ({
      ...item,
      quantityDelivered: item.quantityPacked,
    })),
  });
  expect(delivered.status, JSON.stringify(delivered.row)).toBe(200);
  return orderID;
}

async function syncNow(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __btData?: { syncNow(): Promise<unknown> } }).__btData?.syncNow(),
  );
}

/** Opens the invoice numbered `number` from the list the page shows, pulling until it arrives. */
async function openFromList(page: Page, number: string): Promise<void> {
  // A table row on a wide screen, a card of the records list on a phone.
  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: number });
  await expect(async () => {
    await syncNow(page);
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await row.first().getByText(number).first().click();
}

test('the invoice of a delivery is the seller’s customer invoice and the buyer’s supplier invoice; the seller marks it paid and the buyer sees it paid', async ({
  browser,
  request,
}) => {
  const seller = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const sellerPage = await seller.newPage();
  const token = await signIn(sellerPage);
  const orderID = await deliveredOrder(request, token);
  const made = await api(
    request,
    token,
    'GET',
    `${A}/Customer/Invoices/get/${encodeURIComponent(deliveryInvoiceID('comp1', orderID))}`,
  );
  expect(made.status).toBe(200);
  const number = String(made.row.invoiceNumber);
  expect(number).toMatch(/^INV-\d{4,}$/);
  const total = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
    Number(made.row.amountTotal),
  );

  // comp1 finds it among its customer invoices.
  await sellerPage.goto(
    `/office-portal/customer-invoices?searchString=${encodeURIComponent(number)}&btTestHooks=1`,
  );
  await openFromList(sellerPage, number);
  await expect(sellerPage.getByRole('heading', { name: `Customer Invoice ${number}` })).toBeVisible({
    timeout: 30_000,
  });

  // The cafe finds the same invoice among its supplier invoices, owing, with no payment buttons: comp1 records payment.
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const buyerPage = await buyer.newPage();
  await signIn(buyerPage, '/dashboard/customer', CAFE);
  await buyerPage.goto(
    `/office-portal/supplier-invoices?searchString=${encodeURIComponent(number)}&btTestHooks=1`,
  );
  await openFromList(buyerPage, number);
  await expect(buyerPage.getByRole('heading', { name: `Supplier Invoice ${number}` })).toBeVisible({
    timeout: 30_000,
  });
  const buyerSheet = buyerPage.locator('[data-invoice-sheet]');
  await expect(buyerSheet).toContainText('Yarra Valley Wholesale');
  await expect(buyerSheet).toContainText('Brunswick Street Espresso');
  await expect(buyerSheet).toContainText(total);
  await expect(buyerSheet).toContainText('Unpaid');
  await expect(buyerPage.getByTestId('issued-by-supplier')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  await shot(buyerPage, 'supplier-invoice-buyer-phone', { fullPage: true });
  // Not among the cafe's own customer invoices (it has none as a buyer).
  expect(
    (
      await api(
        request,
        await buyerPage.evaluate(
          () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token: string }).token,
        ),
        'GET',
        `${A}/Customer/Invoices/get/${encodeURIComponent(deliveryInvoiceID('comp1', orderID))}`,
      )
    ).status,
  ).toBe(404);

  // comp1 marks it paid; the services take it.
  await sellerPage.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(sellerPage.getByText('Paid in full.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await api(
            request,
            token,
            'GET',
            `${A}/Customer/Invoices/get/${encodeURIComponent(deliveryInvoiceID('comp1', orderID))}`,
          )
        ).row.isPaid,
      { timeout: 60_000 },
    )
    .toBe(true);

  // The cafe's next pull shows it paid.
  await expect(async () => {
    await syncNow(buyerPage);
    // Paid on shows once something is paid; the badge no longer says Unpaid.
    await expect(buyerSheet.getByRole('rowheader', { name: 'Paid on' })).toBeVisible({ timeout: 5_000 });
    await expect(buyerSheet).not.toContainText('Unpaid');
  }).toPass({ timeout: 90_000 });
  await shot(buyerPage, 'supplier-invoice-buyer-paid', { fullPage: true });
  await buyer.close();
  await seller.close();
});

import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { servicesCall, type Json } from './support/services-call';
import { waitPulled } from './support/first-pull';
import { choose } from './support/choose-option';
import { shot } from './support/shot';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// One order record, two views (issues 10 and 12): a customer company on Bulktrade places a
// purchase order with its supplier comp1 from its own order editor, from comp1's catalogue for
// it (comp1's products at its own tier's prices, comp1's tether and automatic lines, priced live
// by the domain core); comp1 sees it among its customer orders, numbered in its own series and
// priced by its services to the same total, confirms it (which makes its consignment), and the
// buyer then sees it confirmed and can change neither the lines nor their prices.

test.describe.configure({ timeout: 240_000 });

const BUYER = {
  userName: 'mia@brunswickstespresso.com.au',
  password: 'Espresso!2026',
  company: 'comp-brunswick-st-espresso',
  name: 'Brunswick Street Espresso',
};
// Lemonade on comp1's Standard Wholesale tier, the cafe's tier: $2.60 at any quantity.
const LEMONADE = { id: 'prod-lemonade-1250ml', productName: 'Lemonade 1.25L', tierPrice: 2.6 };
// Barista milk comes in comp1's returnable crates: one crate per 12 bottles, $3.00 each on the tier.
const BARISTA = { productName: 'Barista Milk 1L' };

test('a customer company orders from comp1’s catalogue in its own editor: numbered and priced by comp1 to the same total, confirmed by comp1, then closed to the buyer', async ({
  browser,
  request,
}) => {
  const seller = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sellerPage = await seller.newPage();
  const sellerToken = await signIn(sellerPage, '/office-portal');
  const highest = await servicesCall(
    request,
    sellerToken,
    'GET',
    '/api/v1/CustomerOrders/getAll?sortBy=customerOrderNumber&sortDirection=desc&takeAmount=1&includeInactive=true&properties=customerOrderNumber',
  );
  const lastNumber = Number((highest.body.data as Json[])[0]?.customerOrderNumber);
  expect(lastNumber).toBeGreaterThanOrEqual(1000);

  const buyer = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const buyerPage = await buyer.newPage();
  const buyerToken = await signIn(buyerPage, '/dashboard/customer', BUYER);
  // The cafe reads comp1's catalogue for it, never comp1's products, tiers or costs.
  const catalogues = (await servicesCall(request, buyerToken, 'GET', '/api/v1/Supplier/Catalogues/getAll'))
    .body.data as Json[];
  expect(catalogues.map((catalogue) => catalogue.id)).toEqual(['comp1']);
  expect(JSON.stringify(catalogues)).not.toMatch(/"cost"|tier-volume/);

  // Order Now from the dashboard opens the purchase order editor on comp1's supplier record.
  await buyerPage.goto('/dashboard/customer?btTestHooks=1');
  await waitPulled(buyerPage, ['suppliers', 'supplier-catalogues', 'locations', 'purchase-orders']);
  await buyerPage.getByRole('button', { name: 'Order Now from Yarra Valley Wholesale' }).click();
  await buyerPage.waitForURL(/\/purchase-order\/new/);
  const draft = buyerPage.getByTestId('order-editor');
  await expect(draft.getByRole('combobox', { name: 'Supplier', exact: true })).toHaveValue(
    'Yarra Valley Wholesale',
  );
  await choose(
    buyerPage,
    draft.getByRole('combobox', { name: 'Add Product', exact: true }),
    'Lemonade',
    new RegExp(LEMONADE.productName),
  );
  await draft.getByRole('textbox', { name: `Quantity of ${LEMONADE.productName}` }).fill('6');
  await choose(
    buyerPage,
    draft.getByRole('combobox', { name: 'Add Product', exact: true }),
    'Barista',
    new RegExp(BARISTA.productName),
  );
  await draft.getByRole('textbox', { name: `Quantity of ${BARISTA.productName}` }).fill('12');
  // comp1's tier prices and its tether, live in the buyer's editor.
  await expect(draft.getByRole('row', { name: new RegExp(LEMONADE.productName) })).toContainText('$15.60');
  await expect(draft.getByRole('row', { name: /Milk Crate/ })).toContainText('$3.00');
  await expect(draft.getByTestId('order-line')).toHaveCount(3);
  // comp1's automatic lines too (the metro delivery fee under $300): the buyer sees the total comp1 will charge.
  await expect(draft.getByTestId('automatic-line').first()).toContainText('Delivery Fee');
  await draft.getByRole('textbox', { name: 'PO Number' }).fill('BSE-2207');
  const shownTotal = (await draft.getByTestId('amount-total').textContent()) ?? '';
  expect(shownTotal).toMatch(/^\$\d+\.\d\d$/);
  await shot(buyerPage, 'inter-company-buyer-draft', { fullPage: true });
  await draft.getByRole('button', { name: 'Create' }).click();
  await buyerPage.waitForURL(/\/purchase-order\/[0-9a-f-]{36}/);
  const id = buyerPage.url().split('/purchase-order/')[1]?.split('?')[0] ?? '';

  // comp1 holds it as its customer order: numbered in its series (after every number it held,
  // deleted ones too), priced by its services from its tier to the total the buyer saw.
  await expect
    .poll(
      async () =>
        (await servicesCall(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`)).status,
      { timeout: 90_000 },
    )
    .toBe(200);
  const placed = (await servicesCall(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`)).body;
  const number = Number(placed.customerOrderNumber);
  expect(number).toBeGreaterThan(lastNumber);
  expect(placed).toMatchObject({
    purchaseOrderNumber: 'BSE-2207',
    buyerID: BUYER.company,
    sellerID: 'comp1',
  });
  expect((placed.orderItems as Json[]).find((item) => item.productID === LEMONADE.id)).toMatchObject({
    unitPrice: LEMONADE.tierPrice,
    quantity: 6,
  });
  expect(`$${Number(placed.amountTotal).toFixed(2)}`).toBe(shownTotal);
  // Not among comp1's purchase orders: one record, viewed by role.
  expect((await servicesCall(request, sellerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`)).status).toBe(
    404,
  );
  // The buyer's editor shows the services' number and no "totals changed" warning.
  await expect(buyerPage.getByTestId('order-editor').getByTestId('order-number')).toHaveText('BSE-2207', {
    timeout: 90_000,
  });
  await expect(buyerPage.getByTestId('totals-changed')).toHaveCount(0);

  // comp1 finds it among its customer orders, under its own number, and opens it.
  await sellerPage.goto('/office-portal/customer-orders');
  const row = sellerPage.getByRole('row', { name: new RegExp(`^${number}\\b`) });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText('BSE-2207');
  // The customer by comp1's own agreement with the buyer, not the buyer's supplier record.
  await expect(row).toContainText(BUYER.name);
  await row.click();
  const editor = sellerPage.getByTestId('order-editor');
  await expect(editor.getByTestId('order-number')).toHaveText(String(number));
  await expect(editor.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(
    'Brunswick Street Espresso',
  );
  const line = editor.getByTestId('order-line').filter({ hasText: LEMONADE.productName });
  await expect(line).toContainText('$2.60');
  await expect(line).toContainText('$15.60');
  await expect(editor.getByTestId('order-status')).toHaveText('Unconfirmed');
  await shot(sellerPage, 'inter-company-seller', { fullPage: true });

  await editor.getByRole('button', { name: 'Confirm' }).click();
  await expect(editor.getByTestId('order-status')).toHaveText('Confirmed');
  await expect
    .poll(
      async () =>
        (await servicesCall(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`)).body
          .isConfirmed,
      { timeout: 90_000 },
    )
    .toBe(true);
  // Confirming it made its consignment, once.
  const consignments = await servicesCall(
    request,
    sellerToken,
    'GET',
    `/api/v1/Customer/Consignments/getAll?includeDetails=true&query=${encodeURIComponent(`buyerID == ${JSON.stringify(BUYER.company)}`)}`,
  );
  expect(consignments.status).toBe(200);
  expect(
    (consignments.body.data as Json[]).filter(
      (row) => Array.isArray(row.customerOrderIDs) && row.customerOrderIDs.includes(id),
    ),
  ).toHaveLength(1);

  // The cafe sees its purchase order confirmed, read only: no quantities to change, no Save.
  await buyerPage.goto(`/office-portal/purchase-order/${id}`);
  const buyerEditor = buyerPage.getByTestId('order-editor');
  await expect(buyerEditor.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 90_000 });
  await expect(buyerEditor.getByTestId('order-number')).toHaveText('BSE-2207');
  await expect(
    buyerEditor
      .getByTestId('order-line')
      .filter({ hasText: LEMONADE.productName })
      .getByTestId('line-quantity'),
  ).toHaveText('6');
  await expect(buyerEditor.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(buyerEditor.getByLabel(`Quantity of ${LEMONADE.productName}`)).toHaveCount(0);
  await shot(buyerPage, 'inter-company-buyer', { fullPage: true });

  // Nor can it reprice or change the order through the services.
  const current = await servicesCall(request, buyerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`);
  const repriced = await servicesCall(request, buyerToken, 'PATCH', '/api/v1/PurchaseOrders/patch/partial', {
    id,
    rowVersion: current.body.rowVersion as number,
    orderItems: [
      { id: `${id}-lemonade`, productID: LEMONADE.id, quantity: 6, unitPrice: 0.01, taxType: 'GST' },
    ],
  });
  expect(repriced.status).toBe(403);
  const after = await servicesCall(request, sellerToken, 'GET', `/api/v1/CustomerOrders/get/${id}`);
  expect(after.body).toMatchObject({
    isConfirmed: true,
    subTotal: current.body.subTotal,
    amountTotal: current.body.amountTotal,
  });
  expect((after.body.orderItems as Json[]).find((item) => item.productID === LEMONADE.id)).toMatchObject({
    unitPrice: LEMONADE.tierPrice,
  });

  await seller.close();
  await buyer.close();
});

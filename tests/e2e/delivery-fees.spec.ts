import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { servicesCall, type Json } from './support/services-call';
import { waitPulled } from './support/first-pull';
import { choose } from './support/choose-option';
import { shot } from './support/shot';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// A customer meets its supplier's delivery fee (issue 23, item 3): comp1 charges a fee on the
// Delivery Fees screen for a zone around the cafe; the cafe, ordering from comp1 to its address in
// that zone, sees the fee line and the total in its own editor before it saves, and the services
// price the saved order to the same total with the same fee.

test.describe.configure({ timeout: 240_000 });

const BUYER = {
  userName: 'mia@brunswickstespresso.com.au',
  password: 'Espresso!2026',
  company: 'comp-brunswick-st-espresso',
};
const LEMONADE = { productName: 'Lemonade 1.25L' };
const FEE = { lineItemName: 'Brunswick Street Delivery', lineValue: 7.5 };

test('a cafe ordering to its address inside its supplier’s delivery zone sees the zone’s delivery fee and the total the services charge', async ({
  browser,
  request,
}) => {
  const seller = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sellerToken = await signIn(await seller.newPage(), '/office-portal');
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyerPage = await buyer.newPage();
  const buyerToken = await signIn(buyerPage, '/dashboard/customer', BUYER);

  // comp1 draws a small zone around the cafe's addresses and charges its delivery fee there.
  const places = (
    (await servicesCall(request, buyerToken, 'GET', '/api/v1/Locations/getAll')).body.data as Json[]
  ).filter((place) => place.companyAccountID === BUYER.company && typeof place.lat === 'number');
  expect(places.length).toBeGreaterThan(0);
  const lats = places.map((place) => Number(place.lat));
  const lngs = places.map((place) => Number(place.lng));
  const [south, north, west, east] = [
    Math.min(...lats) - 0.002,
    Math.max(...lats) + 0.002,
    Math.min(...lngs) - 0.002,
    Math.max(...lngs) + 0.002,
  ];
  const zone = await servicesCall(request, sellerToken, 'POST', '/api/v1/Courier/Zones/post', {
    zoneName: 'Brunswick Street',
    boundary: [
      { lat: south, lng: west },
      { lat: south, lng: east },
      { lat: north, lng: east },
      { lat: north, lng: west },
    ],
  });
  expect(zone.status).toBe(201);
  const fee = await servicesCall(request, sellerToken, 'POST', '/api/v1/DeliveryFees/post', {
    ...FEE,
    lineValueType: 'Fixed',
    taxType: 'GST',
    calcOrder: 5,
    zoneID: zone.body.id,
  });
  expect(fee.status).toBe(201);

  try {
    // The cafe orders from comp1 on its phone: the fee is on the order before it saves.
    await buyerPage.goto('/dashboard/customer?btTestHooks=1');
    await waitPulled(buyerPage, ['suppliers', 'supplier-catalogues', 'locations', 'purchase-orders']);
    await buyerPage.getByRole('button', { name: 'Order Now from Yarra Valley Wholesale' }).click();
    await buyerPage.waitForURL(/\/purchase-order\/new/);
    const draft = buyerPage.getByTestId('order-editor');
    await choose(
      buyerPage,
      draft.getByRole('combobox', { name: 'Add Product', exact: true }),
      'Lemonade',
      new RegExp(LEMONADE.productName),
    );
    await draft.getByRole('textbox', { name: `Quantity of ${LEMONADE.productName}` }).fill('6');
    const feeLine = draft.getByTestId('automatic-line').filter({ hasText: FEE.lineItemName });
    await expect(feeLine).toBeVisible({ timeout: 90_000 });
    await expect(feeLine).toContainText('$7.50');
    const shownTotal = (await draft.getByTestId('amount-total').textContent()) ?? '';
    expect(shownTotal).toMatch(/^\$\d+\.\d\d$/);
    await shot(buyerPage, 'delivery-fee-390', { fullPage: true });
    for (const [width, height] of [
      [1024, 768],
      [1440, 900],
    ] as const) {
      await buyerPage.setViewportSize({ width, height });
      await shot(buyerPage, `delivery-fee-${width}`, { fullPage: true });
    }
    await draft.getByRole('button', { name: 'Create' }).click();
    await buyerPage.waitForURL(/\/purchase-order\/[0-9a-f-]{36}/);
    const id = buyerPage.url().split('/purchase-order/')[1]?.split('?')[0] ?? '';

    // The services priced it: the same fee, the same total; the editor warns of no change.
    await expect
      .poll(
        async () =>
          (await servicesCall(request, buyerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`)).status,
        { timeout: 90_000 },
      )
      .toBe(200);
    const placed = (await servicesCall(request, buyerToken, 'GET', `/api/v1/PurchaseOrders/get/${id}`)).body;
    expect(
      (placed.orderItems as Json[])
        .filter((line) => line.automaticLineItemID === fee.body.id)
        .map((line) => [line.description, line.amountTotal]),
    ).toEqual([[FEE.lineItemName, 7.5]]);
    expect(`$${Number(placed.amountTotal).toFixed(2)}`).toBe(shownTotal);
    await expect(
      buyerPage
        .getByTestId('order-editor')
        .getByTestId('automatic-line')
        .filter({ hasText: FEE.lineItemName }),
    ).toBeVisible({ timeout: 90_000 });
    await expect(buyerPage.getByTestId('totals-changed')).toHaveCount(0);
  } finally {
    // Other tests on this host price comp1's orders without this fee.
    await servicesCall(request, sellerToken, 'DELETE', '/api/v1/DeliveryFees/delete', {
      id: fee.body.id,
      rowVersion: fee.body.rowVersion,
    });
    await servicesCall(request, sellerToken, 'DELETE', '/api/v1/Courier/Zones/delete', {
      id: zone.body.id,
      rowVersion: zone.body.rowVersion,
    });
    await seller.close();
    await buyer.close();
  }
});

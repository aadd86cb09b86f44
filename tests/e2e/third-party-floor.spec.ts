import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { api, dayShowing, listOf, mirrorState, openHub, shot, TABLET, type Json } from './support/tablet';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// 3PL floors (issue 23 §7), against npm start's services: comp1 is Healesville Cider's 3PL. The
// cidery confirms its order for the day after tomorrow; the order-confirmed flow puts its
// consignment on comp1's picking hub, where comp1's picker (a picker, not an office user) finds
// it by the cider's names, picks it from the cider comp1 holds and marks it picked; the cidery
// then sees the consignment picked in its own office, by name and read only, and reads no more
// of comp1 than that.

test.describe.configure({ timeout: 240_000 });

const CIDER = { userName: 'cellar@healesvillecider.com.au', password: 'Cider!2026' };
const PICKER = { userName: 'picker@yarravalleywholesale.com.au', password: 'Picker!2026' };
const DRAFT_ORDER = 'co-cider-fitzroy-next';

test("the 3PL's picker picks a client's order on the picking hub, and the client sees it picked", async ({
  browser,
  request,
}) => {
  // The cidery's office confirms its order, which names comp1 as its fulfiller.
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const officePage = await office.newPage();
  const ciderToken = await signIn(officePage, '/office-portal', CIDER);
  const draft = await api(request, ciderToken, 'GET', `CustomerOrders/get/${DRAFT_ORDER}`);
  expect(draft.isConfirmed).not.toBe(true);
  await api(request, ciderToken, 'PATCH', 'CustomerOrders/patch/partial', {
    id: DRAFT_ORDER,
    rowVersion: draft.rowVersion,
    isConfirmed: true,
  });
  // Its consignment is comp1's to pick; the cidery follows it.
  const [consignment] = await listOf(
    request,
    ciderToken,
    'Customer/Consignments',
    `customerOrderID == "${DRAFT_ORDER}"`,
  );
  expect(consignment).toMatchObject({ fulfillerID: 'comp1', fulfillmentBuyerID: 'comp-healesville-cider' });
  expect(consignment?.pickedOn ?? null).toBeNull();
  const id = String(consignment?.id);
  const number = String(consignment?.consignmentNumber);

  // comp1's picker on the warehouse tablet.
  const tablet = await browser.newContext({ viewport: TABLET });
  const page = await tablet.newPage();
  const pickerToken = await signIn(page, '/hub/picking', PICKER);
  await openHub(page, 'picking');
  const card = page.getByRole('button', { name: `Pick consignment ${number}` });
  await dayShowing(page, card);
  await expect(card).toContainText('Brunswick Street Espresso');
  await expect(card).toContainText('For Healesville Cider Co');
  await shot(page, 'picking-3pl-client-card');
  await card.click();
  for (const name of ['Apple Cider 330ml (carton of 24)', 'Pear Cider 330ml (carton of 24)']) {
    const line = page.getByLabel(`Line ${name}`);
    await line
      .getByRole('button', { name: /^Take \d+$/ })
      .first()
      .click();
    await expect(line.getByText(/^(\d+) of \1$/)).toBeVisible();
  }
  await shot(page, 'picking-3pl-client-lines');
  await page.getByRole('button', { name: 'Picked', exact: true }).click();
  await expect.poll(() => mirrorState(page, 'customer-consignments', id), { timeout: 60_000 }).toBe('synced');
  // The picks came off the cider comp1 holds at Dandenong.
  const held = await listOf(request, pickerToken, 'Stock/Items', 'productID == "prod-cider-apple-330"');
  expect(held.map((row) => [row.locationID, row.available])).toEqual([['loc-dandenong-dc', 94]]);
  // comp1's office reads the order it fulfils without the cidery's prices.
  const comp1 = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const comp1Token = await signIn(await comp1.newPage(), '/office-portal');
  const order = await api(request, comp1Token, 'GET', `CustomerOrders/get/${DRAFT_ORDER}`);
  expect(order).toMatchObject({ sellerID: 'comp-healesville-cider', fulfillerID: 'comp1' });
  expect(JSON.stringify(order)).not.toMatch(/unitPrice|amountTotal/);
  await comp1.close();

  // The cidery sees the progress in its office: the consignment picked, by comp1's picker.
  await officePage.goto(`/office-portal/customer-consignment/${id}`);
  await expect(officePage.getByRole('button', { name: 'Picked On' })).toHaveText(/\d{4}/, {
    timeout: 60_000,
  });
  // By name where it leaves from and goes to (comp1's warehouse, its customer's café: neither is
  // the cidery's to read), and offered no Edit or Delete: the consignment is comp1's.
  await expect(officePage.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(
    'Dandenong South Warehouse',
  );
  await expect(officePage.getByRole('combobox', { name: 'Deliver To', exact: true })).toHaveValue(
    'Brunswick Street Espresso',
  );
  await expect(officePage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(officePage.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await shot(officePage, 'cider-sees-3pl-pick');
  const seen = await api(request, ciderToken, 'GET', `Customer/Consignments/get/${id}`);
  expect((seen.consignmentEntryItems as Json[]).map((item) => [item.productID, item.quantityPicked])).toEqual(
    [
      ['prod-cider-apple-330', 2],
      ['prod-cider-pear-330', 1],
    ],
  );
  await tablet.close();
  await office.close();
});

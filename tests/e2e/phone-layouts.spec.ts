import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { goOffline, goOnline, tabletContext } from './support/tablet';

// Issue 26's screens at the sizes where they were seen: the order editor's lines and an
// invoice's figures on a phone, the driver's Skip This Stop on a phone, and the picking hub's
// one status on the warehouse tablet. With BT_SHOTS_DIR set, each screen is photographed at
// 390 x 844, 1024 x 768 and 1440 x 900 for a person to look at.

const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 1024, height: 768 }, { width: 1440, height: 900 }] as const;

/** Screenshots of the page at the three sizes into BT_SHOTS_DIR (when set), then back to `size`. */
async function shots(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  const folder = process.env.BT_SHOTS_DIR;
  if (folder === undefined) return;
  for (const each of SIZES) {
    await page.setViewportSize(each);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${folder}/${name}-${each.width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function hooked(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}btTestHooks=1`);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
}

/** The first full pull of the named records has reached this device (the order editor's products and prices). */
async function pulled(page: Page, names: readonly string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (entities) => {
          const hooks = (
            window as unknown as {
              __btData: {
                db: { syncState: { get(key: string): Promise<{ firstPullDone?: boolean } | undefined> } };
              };
            }
          ).__btData;
          const states = await Promise.all(entities.map((name) => hooks.db.syncState.get(name)));
          return states.every((state) => state?.firstPullDone === true);
        }, names),
      { timeout: 90_000 },
    )
    .toBe(true);
}

async function choose(page: Page, input: Locator, typed: string, option: RegExp): Promise<void> {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A control is wholly on screen: nothing of it scrolled, clipped or past the window's edge. */
async function wholly(control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 });
}

/** A button's words are not cut short (no ellipsis, nothing clipped). */
async function wordsFit(button: Locator): Promise<void> {
  const cut = await button.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some(
      (part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible',
    ),
  );
  expect(cut, `${await button.textContent()} is cut short`).toBe(false);
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  // The invoice and the order editor only read (the new order is never saved): one signed-in
  // phone, a step each (a failure names its screen), instead of a sign-in and a first pull of the
  // office's records each. The driver's test starts a journey and keeps its own.
  test("an invoice's lines show their unit price, GST and amount; the order editor's lines fit: each line's # and remove buttons on screen, its quantity named for screen readers only", async ({
    page,
  }) => {
    await signIn(page);
    await test.step("an invoice's lines show their unit price, GST and amount", async () => {
      await hooked(page, '/office-portal/customer-invoices');
      // An invoice of the demo with lines, once the invoices are on this phone.
      let id: string | null = null;
      await expect
        .poll(
          async () =>
            (id = await page.evaluate(async () => {
              const hooks = (
                window as unknown as {
                  __btData: {
                    db: { mirror(name: string): { toArray(): Promise<Record<string, unknown>[]> } };
                  };
                }
              ).__btData;
              const invoices = await hooks.db.mirror('customer-invoices').toArray();
              // The café's: a customer the public directory does not list, named by comp1's own customer record.
              const invoice = invoices.find(
                (row) =>
                  Array.isArray(row.lineItems) &&
                  row.lineItems.length > 0 &&
                  row.buyerID === 'comp-brunswick-st-espresso',
              );
              return invoice === undefined ? null : String(invoice.id);
            })),
          { timeout: 90_000 },
        )
        .not.toBeNull();
      await page.goto(`/office-portal/customer-invoice/${encodeURIComponent(id ?? '')}`);
      const table = page.getByRole('table', { name: 'Invoice lines' });
      const row = table.getByRole('row').nth(1);
      await expect(row).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      // Description, Qty, Unit price, GST and Amount: every figure of the line on screen.
      const cells = row.getByRole('cell');
      await expect(cells).toHaveCount(5);
      for (let index = 0; index < 5; index += 1) await wholly(cells.nth(index));
      await expect(cells.nth(2)).toHaveText(/^\$/);
      await expect(cells.nth(4)).toHaveText(/^\$/);
      // Issue 26 §4: the customer it bills by name, never by its account id.
      const billTo = page.getByText('Bill to', { exact: true }).locator('xpath=following-sibling::*[1]');
      await expect(billTo).not.toHaveText('');
      await expect(billTo).not.toHaveText(/^comp[-\w]*$/);
      await expect(billTo).toHaveText(/Brunswick/);
      await shots(page, 'invoice', PHONE);
    });

    await test.step("the order editor's lines fit: each line's # and remove buttons on screen, its quantity named for screen readers only", async () => {
      await hooked(page, '/office-portal/customer-order/new');
      await pulled(page, [
        'customers',
        'products',
        'supplier-price-tiers',
        'product-tethers',
        'automatic-line-items',
        'locations',
      ]);
      await choose(
        page,
        page.getByRole('combobox', { name: 'Customer', exact: true }),
        'Brunswick Street',
        /Brunswick Street Espresso/,
      );
      await choose(
        page,
        page.getByRole('combobox', { name: 'Add Product', exact: true }),
        'Barista',
        /Barista Milk 1L/,
      );
      await choose(
        page,
        page.getByRole('combobox', { name: 'Add Product', exact: true }),
        'COLA375',
        /Sparkling Cola/,
      );
      const lines = page.getByTestId('order-line');
      await expect(lines.first()).toBeVisible();

      const quantity = page.getByLabel('Quantity of Barista Milk 1L', { exact: true });
      await quantity.fill('24');
      await expect(quantity).toHaveValue('24');
      // The name is the control's, not a label repeated on the screen on every line.
      await expect(page.getByText('Quantity of Barista Milk 1L', { exact: true })).toHaveCount(0);
      for (const name of ['Barista Milk 1L', /Sparkling Cola/]) {
        const line = lines.filter({ hasText: name });
        await line.scrollIntoViewIfNeeded();
        await wholly(line.getByRole('button', { name: /^Enter quantity of / }));
        await wholly(line.getByRole('button', { name: /^Remove / }));
        await wholly(line.getByRole('button', { name: 'Increase' }));
        await wholly(line.getByTestId('line-amount'));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.getByTestId('order-lines').scrollIntoViewIfNeeded();
      await shots(page, 'order-editor', PHONE);
    });
  });

  test("the driver's Skip This Stop is whole on a phone", async ({ page, request }) => {
    const token = await signIn(page);
    const { journeyID, name } = await makeJourney(request, token);
    await hooked(page, '/hub/driving?mode=journey');
    await page.evaluate(() =>
      (window as unknown as { __btData: { syncNow(): Promise<unknown> } }).__btData.syncNow(),
    );
    await page.getByRole('button', { name: `Open ${name}` }).click({ timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`/hub/driving/${journeyID}`));
    await page.getByRole('button', { name: 'Start Journey' }).click();
    await page.getByRole('button', { name: 'Skip Stop…' }).click();
    const skip = page.getByRole('button', { name: 'Skip This Stop' });
    await skip.scrollIntoViewIfNeeded();
    await wholly(skip);
    await wordsFit(skip);
    await shots(page, 'driver-skip', PHONE);
  });
});

test('the picking hub on the warehouse tablet (1024 x 768) shows one status, online and offline', async ({
  browser,
}) => {
  const { context, page } = await tabletContext(browser);
  // One badge says whether the tablet can work offline; no second badge beside it says otherwise.
  const statuses = page
    .locator('.mantine-Badge-root')
    .filter({ hasText: /offline/i })
    .filter({ visible: true });
  await expect(statuses).toHaveText(['Ready offline']);
  await shots(page, 'picking-hub', { width: 1024, height: 768 });

  await goOffline(context, page);
  await expect(statuses).toHaveText(['Offline: working on this device']);
  await shots(page, 'picking-hub-offline', { width: 1024, height: 768 });
  await goOnline(context);
  await context.close();
});

/** A journey for the signed-in demo user today with one stop, ready to drive (as tests/e2e/driver.spec.ts makes them). */
async function makeJourney(
  request: APIRequestContext,
  token: string,
): Promise<{ journeyID: string; name: string }> {
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const journeyID = `e2e-jny-${tag}`;
  const name = `E2E Skip ${tag}`;
  const warehouse = {
    id: 'loc-dandenong-dc',
    locationName: 'Dandenong South Warehouse',
    lat: -38.0186,
    lng: 145.2036,
  };
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data: body });
    expect(answer.status(), path).toBeLessThan(300);
  };
  await post('/api/v1/Courier/Journeys/post', {
    id: journeyID,
    journeyName: name,
    driverUserID: 'user-training',
    dueStartOn: new Date().toISOString(),
    isReady: true,
    startLocationID: warehouse.id,
    startLocation: warehouse,
    endLocationID: warehouse.id,
    endLocation: warehouse,
  });
  const place = {
    id: 'loc-brunswick-st-espresso',
    locationName: 'Brunswick Street Espresso',
    lat: -37.7985,
    lng: 144.9785,
  };
  await post('/api/v1/Courier/Deliveries/post', {
    id: `e2e-del-${tag}-1`,
    journeyID,
    arrivalSortNumber: 1,
    buyerID: 'comp-brunswick-st-espresso',
    sellerID: 'comp1',
    courierID: 'comp1',
    departureLocationID: warehouse.id,
    destinationLocationID: place.id,
    destinationLocation: place,
    packagedItems: [
      { id: `e2e-del-${tag}-1-1`, code: 'CRT', measurementStandard: 'Crate', quantityPacked: 2 },
    ],
  });
  return { journeyID, name };
}

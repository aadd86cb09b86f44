import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/sign-in';
import { shot } from './support/shot';

// The order sheets hub honours the sheet (issue 23, item 3): a sheet of one customer group and one
// product group lists only those customers (rows) and products (columns), and saving it makes the
// orders of those customers only.

test.describe.configure({ timeout: 240_000 });

type Json = Record<string, unknown>;

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: Json,
): Promise<{ status: number; body: Json }> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: (await response.json()) as Json };
}

test('an order sheet lists only its customer group’s customers and its product group’s products, and saves their orders', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await signIn(page, '/office-portal');

  const customers = (
    await api(request, token, 'GET', '/api/v1/Customers/getAll?sortBy=companyName&sortDirection=asc')
  ).body.data as Json[];
  const products = (
    await api(request, token, 'GET', '/api/v1/Products/getAll?sortBy=productName&sortDirection=asc')
  ).body.data as Json[];
  const customer = customers.find((row) => row.companyName === 'Brunswick Street Espresso');
  const product = products.find((row) => row.productName === 'Barista Milk 1L');
  expect(customer).toBeDefined();
  expect(product).toBeDefined();
  const customerGroup = await api(request, token, 'POST', '/api/v1/Customer/Groups/post', {
    groupName: 'Fitzroy Cafes',
  });
  const productGroup = await api(request, token, 'POST', '/api/v1/ProductGroups/post', {
    groupName: 'Morning Milk',
  });
  expect([customerGroup.status, productGroup.status]).toEqual([201, 201]);
  const join = async (base: string, row: Json, field: string, value: unknown) => {
    const current = (await api(request, token, 'GET', `${base}/get/${String(row.id)}`)).body;
    return api(request, token, 'PATCH', `${base}/patch/partial`, {
      id: row.id,
      rowVersion: current.rowVersion,
      [field]: value,
    });
  };
  expect(
    (await join('/api/v1/Customers', customer ?? {}, 'customerGroupID', customerGroup.body.id)).status,
  ).toBe(200);
  expect((await join('/api/v1/Products', product ?? {}, 'productGroupID', productGroup.body.id)).status).toBe(
    200,
  );
  const sheet = await api(request, token, 'POST', '/api/v1/OrderSheets/post', {
    orderSheetName: 'Fitzroy Morning Milk',
    customerGroupID: customerGroup.body.id,
    productGroupID: productGroup.body.id,
  });
  expect(sheet.status).toBe(201);

  try {
    // Twelve days ahead: no orders yet, so the sheet's row makes a new one.
    const ahead = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Melbourne',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.now() + 12 * 86_400_000));
    await page.goto(`/hub/order-sheets?day=${ahead}&sheet=${String(sheet.body.id)}`);
    const grid = page.getByTestId('order-sheet');
    await expect(grid.getByRole('rowheader', { name: 'Brunswick Street Espresso' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByRole('combobox', { name: 'Order Sheet', exact: true })).toHaveValue(
      'Fitzroy Morning Milk',
    );
    // Only the group's customer and product: one row (and the totals), one product column.
    await expect(grid.getByRole('rowheader')).toHaveText(['Brunswick Street Espresso', 'Total']);
    await expect(grid.getByRole('columnheader')).toHaveCount(2);
    const cell = grid.getByRole('gridcell', { name: 'Brunswick Street Espresso Barista Milk 1L' });
    await cell.click();
    await grid.press('2');
    await grid.press('4');
    await grid.press('Enter');
    await expect(cell).toHaveText('24');
    for (const [width, height] of [
      [390, 844],
      [1024, 768],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `order-sheet-${width}`, { fullPage: true });
    }
    await page.getByRole('button', { name: 'Save Orders (1)' }).click();
    await expect(page.getByTestId('sheet-saved')).toHaveText('Saved 1 order');
    // The services hold the customer's order for the day.
    await expect
      .poll(
        async () => {
          const orders = (
            await api(
              request,
              token,
              'GET',
              `/api/v1/CustomerOrders/getAll?includeDetails=true&query=${encodeURIComponent(`supplyAgreementID == ${JSON.stringify(customer?.id)}`)}`,
            )
          ).body.data as Json[];
          return orders
            .filter(
              (order) => String(order.dueDate ?? '') > new Date(Date.now() + 11 * 86_400_000).toISOString(),
            )
            .flatMap((order) =>
              (order.orderItems as Json[])
                .filter((line) => line.productID === product?.id)
                .map((line) => line.quantity),
            );
        },
        { timeout: 90_000 },
      )
      .toEqual([24]);
  } finally {
    await join('/api/v1/Customers', customer ?? {}, 'customerGroupID', null);
    await join('/api/v1/Products', product ?? {}, 'productGroupID', null);
    await context.close();
  }
});

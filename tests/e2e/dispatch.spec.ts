import { expect, test, type Page } from '@playwright/test';
import { hoverOnlyRules, smallTargets } from './support/touch-targets';
import { shot } from './support/shot';
import { signIn as signInDevice } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The dispatch hub against the Node services over the demo data: a packed consignment goes on
// a journey and another to a courier, each through the write path to the services.

async function signIn(
  page: Page,
  returnTo = '/hub/dispatch',
  userName = 'training@bulktrade.app',
  password = 'Training!2026',
): Promise<void> {
  await signInDevice(page, returnTo, { userName, password });
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token: string }).token,
  );
}

test.describe.configure({ timeout: 180_000 });

test('a packed consignment goes on a journey and another to a courier', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const ready = page.getByTestId('state-ready');
  await expect(ready.getByTestId('consignment-card')).toHaveCount(2, { timeout: 60_000 });
  const loop = page.getByTestId('journey-card').filter({ hasText: 'Inner Melbourne Loop' });
  await expect(loop).toContainText('Packages');
  await shot(page, 'dispatch', { fullPage: true });
  // Dispatch is run from a tablet on the dock as often as from a desk.
  expect(await smallTargets(page), 'controls under 48 px on the dispatch hub').toEqual([]);
  expect(await hoverOnlyRules(page), 'hover-only controls on the dispatch hub').toEqual([]);

  await choose(page, 'Journey for C3001', 'Inner Melbourne Loop');
  await page.getByLabel('Consignment C3001').getByRole('button', { name: 'Add To Journey' }).click();
  await expect(page.getByTestId('state-on-journey').getByLabel('Consignment C3001')).toBeVisible();

  await choose(page, 'Courier for C3002', 'Metro Link Couriers');
  await page.getByLabel('Consignment C3002').getByRole('button', { name: 'Order Courier' }).click();
  await expect(page.getByTestId('state-with-courier').getByLabel('Consignment C3002')).toBeVisible();

  const headers = { Authorization: `Bearer ${await token(page)}` };
  const query = (field: string, value: string) => encodeURIComponent(`${field} == ${JSON.stringify(value)}`);
  // Lists leave nested details out: the movement is found in the list and read whole.
  let movementID = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/v1/Courier/Deliveries/getAll?query=${query('journeyID', 'jny-inner-loop-today')}`,
          { headers },
        );
        movementID =
          ((await answer.json()) as { data: { id: string; consignmentID?: string }[] }).data.find(
            (row) => row.consignmentID === 'cons-ready-hawthorn',
          )?.id ?? '';
        return movementID;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  const movement = (await (
    await request.get(`/api/v1/Courier/Deliveries/get/${movementID}`, { headers })
  ).json()) as Record<string, unknown>;
  expect(movement).toMatchObject({
    journeyID: 'jny-inner-loop-today',
    isTemperatureSensitive: true,
    arrivalSortNumber: 13,
  });
  expect(movement.packagedItems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ code: 'CRT', quantityPacked: 2 }),
      expect.objectContaining({ code: 'CTN', quantityPacked: 1 }),
    ]),
  );
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/v1/Courier/Orders/getAll?query=${query('courierID', 'comp-metro-link-couriers')}`,
          { headers },
        );
        return ((await answer.json()) as { data: { consignmentID?: string }[] }).data.filter(
          (row) => row.consignmentID === 'cons-ready-coburg',
        );
      },
      { timeout: 60_000 },
    )
    .toEqual([expect.objectContaining({ courierID: 'comp-metro-link-couriers' })]);
});

test('the courier company sees the courier orders addressed to it and accepts one', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, '/office-portal/courier-orders', 'nikos@metrolinkcouriers.com.au', 'Courier!2026');
  const orders = page.getByTestId('courier-order');
  await expect(orders.filter({ hasText: 'Geelong Pier Cafe' })).toBeVisible({ timeout: 60_000 });
  await shot(page, 'courier-portal', { fullPage: true });
  const geelong = orders.filter({ hasText: 'Geelong Pier Cafe' });
  await geelong.getByRole('button', { name: 'Accept' }).click();
  await expect(geelong).toContainText('Accepted');
  await context.close();
});

import { expect, test } from '@playwright/test';
import { drawSignature } from './support/signature';
import { shot } from './support/shot';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// Goods counted in at the warehouse door on a tablet, signed for by the deliverer, enter stock
// through the stock ledger exactly once.

test.describe.configure({ timeout: 180_000 });

test('a receival is counted in on a tablet with the deliverer’s signature, and its units enter stock', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const token = await signIn(page, '/office-portal/receivals');
  const headers = { Authorization: `Bearer ${token}` };
  // Barista milk available at the warehouse, summed over its batches, before and after.
  const baristaMilk = async () => {
    const query = encodeURIComponent(
      'productID == "prod-barista-milk-1l" ANDALSO locationID == "loc-dandenong-dc"',
    );
    const answer = await request.get(`/api/v1/Stock/Items/getAll?query=${query}&take=100`, { headers });
    return ((await answer.json()) as { data: { available?: number }[] }).data.reduce(
      (sum, row) => sum + (row.available ?? 0),
      0,
    );
  };
  const before = await baristaMilk();

  const dairy = page.getByTestId('receival-card').filter({ hasText: 'Gippsland Dairy' });
  await dairy.getByRole('button').first().click({ timeout: 60_000 });
  const form = page.getByTestId('receival-form');
  await form.getByLabel('Delivered By').fill('Gippsland driver');
  await form.getByLabel(/Temperature on arrival/).fill('3.9');
  await drawSignature(page, form.getByTestId('signature-pad'));
  await shot(page, 'receiving');
  await form.getByRole('button', { name: 'Complete Receival' }).click();
  await expect(dairy).toBeHidden();

  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/Courier/Receivals/get/rcv-dairy-today', { headers });
        return (await answer.json()) as Record<string, unknown>;
      },
      { timeout: 60_000 },
    )
    .toMatchObject({
      isFulfilled: true,
      receivedByUserID: 'user-training',
      delivererName: 'Gippsland driver',
      tempOnDelivery: 3.9,
      stockReceived: true,
    });
  // Ten crates of twelve barista milk and ten crates of nine milk: one received entry each, in units.
  const entries = await request.get(
    `/api/v1/Stock/Adjustments/getAll?query=${encodeURIComponent('kind == "received"')}&take=500`,
    { headers },
  );
  const received = (
    (await entries.json()) as { data: { receivalID?: string; productID: string; quantity: number }[] }
  ).data.filter((row) => row.receivalID === 'rcv-dairy-today');
  expect(received.map((row) => [row.productID, row.quantity]).sort()).toEqual([
    ['prod-barista-milk-1l', 120],
    ['prod-milk-2l', 90],
  ]);
  expect(await baristaMilk()).toBe(before + 120);
  await context.close();
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/sign-in';
import { formatInTimeZone } from 'date-fns-tz';
import { pickDay } from './support/portal-list';

// Standing orders against the Node services (npm start): a standing order set to run tomorrow
// shows among the coming occurrences of customer-order-schedules, and an adjustment made there
// moves it, on the screen and (through the write path and the sync worker) on the services.

const ZONE = 'Australia/Melbourne';
const STANDING = '/api/v1/Customer/StandingOrders';

async function serverStanding(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<Record<string, unknown>> {
  const answer = await request.get(`${STANDING}/get/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

test('a standing order set to run tomorrow shows in customer-order-schedules, and an adjustment moves it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await signIn(page);
  const tomorrow = new Date(Date.now() + 86_400_000);
  // Cron weekdays: Sunday is 0 (ISO's 7).
  const weekday = Number(formatInTimeZone(tomorrow, ZONE, 'i')) % 7;
  const name = `E2E standing ${Date.now()}`;
  const id = crypto.randomUUID();
  const created = await request.post(`${STANDING}/post`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id,
      standingOrderName: name,
      supplyAgreementID: 'agr-swan-st-kitchen',
      isOn: true,
      cronExpression: `0 9 * * ${weekday} 60`,
      orderItems: [{ productID: 'prod-sourdough-800g', quantity: 4 }],
    },
  });
  expect(created.status()).toBe(201);
  // No waiting for the services' scheduler: its first run (within a minute) writes its
  // bookkeeping (generatedThrough, nextAttentionDate) on the standing order, and the user's
  // edit below races that write on purpose.

  await page.goto('/office-portal/customer-order-schedules');
  await expect(page.getByRole('heading', { name: 'Customer Order Schedules' })).toBeVisible({
    timeout: 60_000,
  });
  const when = formatInTimeZone(tomorrow, ZONE, 'EEE dd LLL yyyy');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1, { timeout: 60_000 });
  await expect(row).toContainText(`${when} 09:00 AM`);
  await expect(row).toContainText('Scheduled');

  // The edit is made offline on the version the page pulled; meanwhile the scheduler writes its
  // bookkeeping, so the edit reaches the services on a stale base and meets a 409 that touches
  // none of its fields: the sync engine merges it instead of raising a conflict.
  await page.context().setOffline(true);
  await row.getByRole('button', { name: /^Adjust / }).click();
  const dialog = page.getByRole('dialog');
  const dayAfter = formatInTimeZone(new Date(Date.now() + 2 * 86_400_000), ZONE, 'yyyy-MM-dd');
  // The date comes from the calendar picker (dd LLL yyyy), like every date in the app.
  await pickDay(dialog, 'Adjustment Date', dayAfter);
  // The time in its hour, minute and AM/PM fields (hh:mm a), like every time in the app.
  await dialog.getByLabel('Cut-Off Time hours').fill('10');
  await dialog.getByLabel('Cut-Off Time minutes').fill('30');
  await dialog.getByLabel('Cut-Off Time AM or PM').selectOption('AM');
  await dialog.getByRole('button', { name: 'OK' }).click();

  const moved = formatInTimeZone(new Date(Date.now() + 2 * 86_400_000), ZONE, 'EEE dd LLL yyyy');
  await expect(row).toContainText('Adjusted');
  await expect(row).toContainText(`${moved} 10:30 AM`);
  await expect(row).toContainText(`Moved from ${when} 09:00 AM`);

  // While the edit waits offline the standing order changes on the services (the scheduler's
  // bookkeeping; the services started it on creation, so generatedThrough is there at once),
  // and another change below makes sure the services are past the version the edit was made on.
  await expect
    .poll(async () => (await serverStanding(request, token, id)).generatedThrough ?? null, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .not.toBeNull();
  const before = await serverStanding(request, token, id);
  expect(before.adjustments ?? null).toBeNull();
  // Another user's change of a field the edit does not touch (a client cannot write the
  // scheduler's own bookkeeping: the services say when a standing order is next due).
  const bookkeeping = await request.patch(`${STANDING}/patch/partial`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id, rowVersion: before.rowVersion, isBuyerCourier: true },
  });
  expect(bookkeeping.status()).toBe(200);
  await page.context().setOffline(false);

  // The adjustment reaches the services, on top of the scheduler's bookkeeping, and the row is
  // never a conflict.
  await expect
    .poll(async () => String((await serverStanding(request, token, id)).adjustments ?? ''), {
      timeout: 60_000,
    })
    .toMatch(/^\d{4}-.*Z,\d{4}-.*Z,60,60,true$/);
  const after = await serverStanding(request, token, id);
  expect(after.generatedThrough).toBe(before.generatedThrough);
  expect(after.isBuyerCourier).toBe(true);
  await expect(row).toContainText('Adjusted');
  await expect(page.getByText(/changed by someone else/i)).toHaveCount(0);
});

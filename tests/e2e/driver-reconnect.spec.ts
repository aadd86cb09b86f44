import { expect, test, type APIRequestContext } from '@playwright/test';
import { goOffline, goOnline } from './support/offline';
import { signIn } from './support/sign-in';
import { drawSignature } from './support/signature';
import { shot } from './support/shot';

// Issue 26 §8: after reconnecting, the driver hub once took about 30 s to say "All changes
// sent" (other reconnects 0.2 to 0.5 s): the sync engine sat out a backoff. Back on the
// network, the phone sends what the driver did at once. The test makes its own one-stop
// journey through the REST API.

const PHONE = { width: 390, height: 844 };

async function post(request: APIRequestContext, token: string, path: string, body: unknown): Promise<void> {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(answer.status(), path).toBeLessThan(300);
}

test.describe.configure({ timeout: 240_000 });

test('a delivery made offline is sent as soon as the phone is back on the network', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const token = await signIn(page);
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const journeyID = `e2e-reconnect-${tag}`;
  const warehouse = {
    id: 'loc-dandenong-dc',
    locationName: 'Dandenong South Warehouse',
    lat: -38.0186,
    lng: 145.2036,
  };
  await post(request, token, '/api/v1/Courier/Journeys/post', {
    id: journeyID,
    journeyName: `Reconnect ${tag}`,
    driverUserID: 'user-training',
    dueStartOn: new Date().toISOString(),
    isReady: true,
    startLocationID: warehouse.id,
    startLocation: warehouse,
    endLocationID: warehouse.id,
    endLocation: warehouse,
  });
  const place = {
    id: 'loc-swan-st-kitchen',
    locationName: 'Swan Street Kitchen',
    lat: -37.8253,
    lng: 144.9935,
  };
  await post(request, token, '/api/v1/Courier/Deliveries/post', {
    id: `${journeyID}-1`,
    journeyID,
    arrivalSortNumber: 1,
    buyerID: 'comp-swan-st-kitchen',
    sellerID: 'comp1',
    courierID: 'comp1',
    departureLocationID: warehouse.id,
    destinationLocationID: place.id,
    destinationLocation: place,
    packagedItems: [{ id: `${journeyID}-1-1`, code: 'CRT', measurementStandard: 'Crate', quantityPacked: 3 }],
  });

  // The test hooks let goOffline see when the phone's sync engine knows it is offline.
  await page.goto(`/hub/driving/${journeyID}?mode=journey&btTestHooks=1`);
  await expect(page.getByTestId('stop-card')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('offline-ready')).toHaveText('Ready offline', { timeout: 60_000 });

  await goOffline(context, page);
  await page.getByRole('button', { name: 'Start Journey' }).click();
  const form = page.getByTestId('stop-form');
  await form.getByLabel('Receiver Name').fill('Sam Ortiz');
  await drawSignature(page);
  await form.getByRole('button', { name: 'Complete Delivery' }).click();
  await expect(page.getByTestId('pending-count')).not.toHaveText('All changes sent');

  await goOnline(context);
  // At once, not after a backoff of up to a minute: a modest limit, no timing beyond it.
  await expect(page.getByTestId('pending-count')).toHaveText('All changes sent', { timeout: 8_000 });
  await shot(page, 'driver-reconnect-390');
  await context.close();
});

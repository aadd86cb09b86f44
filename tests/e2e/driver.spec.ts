import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { goOffline, goOnline } from './support/offline';
import { signIn } from './support/sign-in';
import { drawSignature } from './support/signature';
import { shot } from './support/shot';

// The driver hub on a phone against the Node services: a journey done with no signal lands
// on the server exactly once, signatures included. The test makes its own journey through
// the REST API so it never depends on what other tests did to the demo data.

const PHONE = { width: 390, height: 844 };
const JOURNEYS = '/api/v1/Courier/Journeys';
const DELIVERIES = '/api/v1/Courier/Deliveries';

type Row = Record<string, unknown> & { id: string; rowVersion?: number };

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<Row> {
  const answer = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(answer.status(), `${method} ${path}`).toBeLessThan(300);
  return (await answer.json()) as Row;
}

const marker = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** A journey for the signed-in demo user today with four stops, the second temperature sensitive. */
async function makeJourney(request: APIRequestContext, token: string) {
  const tag = marker();
  const journeyID = `e2e-jny-${tag}`;
  const name = `E2E Run ${tag}`;
  const now = new Date();
  const warehouse = {
    id: 'loc-dandenong-dc',
    locationName: 'Dandenong South Warehouse',
    lat: -38.0186,
    lng: 145.2036,
  };
  await api(request, token, 'POST', `${JOURNEYS}/post`, {
    id: journeyID,
    journeyName: name,
    driverUserID: 'user-training',
    dueStartOn: now.toISOString(),
    isReady: true,
    startLocationID: warehouse.id,
    startLocation: warehouse,
    endLocationID: warehouse.id,
    endLocation: warehouse,
  });
  const places = [
    {
      id: 'loc-brunswick-st-espresso',
      locationName: 'Brunswick Street Espresso',
      lat: -37.7985,
      lng: 144.9785,
      buyerID: 'comp-brunswick-st-espresso',
    },
    {
      id: 'loc-swan-st-kitchen',
      locationName: 'Swan Street Kitchen',
      lat: -37.8253,
      lng: 144.9935,
      buyerID: 'comp-swan-st-kitchen',
    },
    {
      id: 'loc-sydney-rd-cafe',
      locationName: 'Sydney Road Cafe',
      lat: -37.77,
      lng: 144.9616,
      buyerID: 'comp-sydney-rd-cafe',
    },
    {
      id: 'loc-acland-st-bistro',
      locationName: 'Acland Street Bistro',
      lat: -37.868,
      lng: 144.9795,
      buyerID: 'comp-acland-st-bistro',
    },
  ];
  const stopIDs: string[] = [];
  for (const [index, place] of places.entries()) {
    const id = `e2e-del-${tag}-${index + 1}`;
    stopIDs.push(id);
    const { buyerID, ...location } = place;
    await api(request, token, 'POST', `${DELIVERIES}/post`, {
      id,
      journeyID,
      arrivalSortNumber: index + 1,
      buyerID,
      sellerID: 'comp1',
      courierID: 'comp1',
      departureLocationID: warehouse.id,
      destinationLocationID: place.id,
      destinationLocation: location,
      isTemperatureSensitive: index === 1,
      packagedItems: [
        { id: `${id}-1`, code: 'CRT', measurementStandard: 'Crate', quantityPacked: 2 + index },
      ],
    });
  }
  return { journeyID, name, stopIDs };
}

/** A phone signed in as the demo user, on the office portal, and its bearer token (the journey's badge says when it can go offline). */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const token = await signIn(page);
  return { context, page, token };
}

async function mirrorRow(page: Page, entity: string, id: string): Promise<Row | null> {
  return page.evaluate(
    async ({ table, recordID }) => {
      const hooks = (
        window as unknown as {
          __btData: { db: { mirror(name: string): { get(id: string): Promise<Row | undefined> } } };
        }
      ).__btData;
      return (await hooks.db.mirror(table).get(recordID)) ?? null;
    },
    { table: entity, recordID: id },
  );
}

async function completeStop(page: Page, receiver: string, temperature?: string): Promise<void> {
  const form = page.getByTestId('stop-form');
  await form.getByLabel('Receiver Name').fill(receiver);
  await drawSignature(page);
  if (temperature !== undefined) await form.getByLabel(/Temperature on delivery/).fill(temperature);
  await form.getByRole('button', { name: 'Complete Delivery' }).click();
}

test.describe.configure({ timeout: 240_000 });

test('a journey driven with no signal: three stops signed offline survive a reload and reach the services exactly once', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await phone(browser);
  const { journeyID, name, stopIDs } = await makeJourney(request, token);

  await page.goto('/hub/driving?mode=journey&btTestHooks=1');
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await page.evaluate(() =>
    (window as unknown as { __btData: { syncNow(): Promise<unknown> } }).__btData.syncNow(),
  );
  await page.getByRole('button', { name: `Open ${name}` }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/hub/driving/${journeyID}`));
  await expect(page.getByTestId('offline-ready')).toHaveText('Ready offline', { timeout: 60_000 });
  await expect(page.getByTestId('stop-card')).toHaveCount(4);
  await shot(page, 'driver-journey', { fullPage: true });

  await goOffline(context, page);
  await expect(page.getByTestId('offline-ready')).toHaveText('Offline: working on this device');
  await page.getByRole('button', { name: 'Start Journey' }).click();
  await completeStop(page, 'Mia Chen');
  await expect(page.getByTestId('journey-progress')).toHaveText(/^1 of 4 delivered/);

  // The second stop carries chilled goods: no temperature, no completion.
  await page.getByTestId('stop-form').getByLabel('Receiver Name').fill('Liam Walsh');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await expect(
    page.getByText('Temperature is required: this delivery has temperature-sensitive products').first(),
  ).toBeVisible();
  await shot(page, 'driver-stop', { fullPage: true });
  await page
    .getByTestId('stop-form')
    .getByLabel(/Temperature on delivery/)
    .fill('3.5');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await expect(page.getByTestId('journey-progress')).toHaveText(/^2 of 4 delivered/);

  await completeStop(page, 'Elif Demir');
  await expect(page.getByTestId('journey-progress')).toHaveText(/^3 of 4 delivered/);
  await expect(page.getByTestId('pending-count')).toHaveText(/[1-9]\d* changes? not sent/);

  // Closed and reopened with no signal: still delivered, still waiting to be sent.
  await page.goto(`/hub/driving/${journeyID}?mode=journey&btTestHooks=1`);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await expect(page.getByTestId('journey-progress')).toHaveText(/^3 of 4 delivered/);
  await expect(page.getByTestId('pending-count')).toHaveText(/[1-9]\d* changes? not sent/);
  for (const id of stopIDs.slice(0, 3))
    expect((await mirrorRow(page, 'deliveries', id))?._syncState).toBe('pending');
  const beforeSync = await api(request, token, 'GET', `${DELIVERIES}/get/${stopIDs[0]}`);
  expect(beforeSync.deliveredOn ?? null).toBeNull();

  await goOnline(context);
  await expect(page.getByTestId('pending-count')).toHaveText('All changes sent', { timeout: 60_000 });

  const receivers = ['Mia Chen', 'Liam Walsh', 'Elif Demir'];
  for (const [index, id] of stopIDs.slice(0, 3).entries()) {
    const stop = await api(request, token, 'GET', `${DELIVERIES}/get/${id}`);
    expect(stop).toMatchObject({
      receiverName: receivers[index],
      deliveredByUserID: 'user-training',
      isFulfilled: true,
    });
    expect(typeof stop.deliveredOn).toBe('string');
    expect(
      Array.isArray(stop.proofOfDelivery) &&
        (stop.proofOfDelivery as { points: unknown[] }[])[0]!.points.length > 1,
    ).toBe(true);
    // Created, then delivered once: one write, never two.
    expect(stop.rowVersion).toBe(2);
  }
  expect((await api(request, token, 'GET', `${DELIVERIES}/get/${stopIDs[1]}`)).tempOnDelivery).toBe(3.5);
  expect(
    (await api(request, token, 'GET', `${DELIVERIES}/get/${stopIDs[3]}`)).deliveredOn ?? null,
  ).toBeNull();
  const journey = await api(request, token, 'GET', `${JOURNEYS}/get/${journeyID}`);
  expect(typeof journey.startedOn).toBe('string');
  expect(journey.rowVersion).toBe(2);
  const onJourney = await api(
    request,
    token,
    'GET',
    `${DELIVERIES}/getAll?query=${encodeURIComponent(`journeyID == ${JSON.stringify(journeyID)}`)}`,
  );
  expect((onJourney.data as Row[]).map((row) => row.id).sort()).toEqual([...stopIDs].sort());

  // The office sees the proof: flagged deliveries first, each signature drawn from its point list.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/hub/delivery-review');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toContainText('Flagged');
  const mia = cards.filter({ hasText: 'Mia Chen' }).filter({ hasText: 'Brunswick Street Espresso' }).last();
  const drawing = mia.getByRole('img', { name: 'Signature of Mia Chen' });
  await expect(drawing).toBeVisible();
  expect(((await drawing.locator('path').getAttribute('d')) ?? '').split('L').length).toBeGreaterThan(5);
  await shot(page, 'delivery-review', { fullPage: true });
  await mia.getByRole('button', { name: 'Mark Reviewed' }).click();
  await expect(mia).toContainText('Reviewed');
  await context.close();
});

test('leaving the driver hub asks first, and stays on No', async ({ browser }) => {
  const { context, page } = await phone(browser);
  await page.goto('/hub/driving?mode=journey');
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(
    'Are you sure you want to leave? Make sure everything is saved before leaving.',
  );
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/hub\/driving/);
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).not.toHaveURL(/\/hub\/driving/);
  await context.close();
});

test('pickup mode: a release is signed for by the person releasing it and reaches the services with its proof', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await phone(browser);
  await page.goto('/hub/driving?mode=pickup');
  const release = page.getByTestId('release-card').filter({ hasText: 'Swan Street Kitchen' });
  await release.getByRole('button').first().click({ timeout: 60_000 });
  const form = page.getByTestId('pickup-form');
  await form.getByLabel('Released By').fill('Grace O’Brien');
  await drawSignature(page);
  await shot(page, 'driver-pickup', { fullPage: true });
  await form.getByRole('button', { name: 'Complete Pickup' }).click();
  await expect(release).toBeHidden();
  await expect(page.getByTestId('pending-count')).toHaveText('All changes sent', { timeout: 60_000 });
  const stored = await api(request, token, 'GET', '/api/v1/Courier/Releases/get/rel-loop-extra');
  expect(stored).toMatchObject({
    releaserName: 'Grace O’Brien',
    releasedByUserID: 'user-training',
    rowVersion: 2,
  });
  expect(Array.isArray(stored.proofOfRelease) && stored.proofOfRelease.length > 0).toBe(true);
  await context.close();
});

test('an office change made while the driver had no signal never costs the proof of delivery: it is kept and flagged for review', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await phone(browser);
  const { journeyID, stopIDs } = await makeJourney(request, token);
  await page.goto(`/hub/driving/${journeyID}?mode=journey&btTestHooks=1`);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await page.evaluate(() =>
    (window as unknown as { __btData: { syncNow(): Promise<unknown> } }).__btData.syncNow(),
  );
  await expect(page.getByTestId('stop-card')).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByTestId('offline-ready')).toHaveText('Ready offline', { timeout: 60_000 });

  await goOffline(context, page);
  await expect(page.getByTestId('offline-ready')).toHaveText('Offline: working on this device');
  await page.getByRole('button', { name: 'Start Journey' }).click();
  await completeStop(page, 'Mia Chen');
  await expect(page.getByTestId('journey-progress')).toHaveText(/^1 of 4 delivered/);

  // Meanwhile the office writes the same stop's receiver.
  const before = await api(request, token, 'GET', `${DELIVERIES}/get/${stopIDs[0]}`);
  await api(request, token, 'PATCH', `${DELIVERIES}/patch/partial`, {
    id: stopIDs[0],
    rowVersion: before.rowVersion,
    receiverName: 'Office guess',
  });

  await goOnline(context);
  await expect(page.getByTestId('pending-count')).toHaveText('All changes sent', { timeout: 60_000 });
  const stop = await api(request, token, 'GET', `${DELIVERIES}/get/${stopIDs[0]}`);
  expect(stop).toMatchObject({
    receiverName: 'Mia Chen',
    isFlagged: true,
    deliveredByUserID: 'user-training',
  });
  expect(String(stop.conflictNote)).toContain('receiverName');
  expect(Array.isArray(stop.proofOfDelivery) && stop.proofOfDelivery.length > 0).toBe(true);
  await context.close();
});

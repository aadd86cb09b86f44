import { expect, test, type Page } from '@playwright/test';

// Training mode answers the services in the browser: MSW's handlers, in the page, hand /auth/v1
// and /api/v1 to the reference services over the canned data (the sync worker's requests are
// relayed to the page). The app's own service worker is the only one, in training too, so the
// demo reloads offline. These tests reach training through the spec's query flag
// (isTraining=true), and leave it with isTraining=false.

const TRAINING_FLAG_KEY = 'BTtraining';

async function appWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
}

// Offline, only the training services can answer: their own 401 for a call without a token means they are up.
async function servicesAnswerOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/auth/v1/my-profile').then(
          (response) => response.status,
          () => 0,
        ),
      ),
    )
    .toBe(401);
}

// The network goes only once the app's worker controls the page, so a reload can go offline too.
async function enterTraining(page: Page): Promise<void> {
  await page.goto('/?isTraining=true');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TRAINING_FLAG_KEY)).toBe('staff');
  await appWorkerControls(page);
  await servicesAnswerOffline(page);
}

// Signs in the way training mode does, from the page: the code flow with PKCE, by fetch.
async function trainingToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const base64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replaceAll('=', '');
    const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = base64Url(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
    );
    const redirectUri = `${location.origin}/auth/v1/training-callback`;
    const authorized = await fetch('/auth/v1/authorize', {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        response_type: 'code',
        client_id: 'bulktrade-web',
        redirect_uri: redirectUri,
        state: 'e2e-state',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        userName: 'training@bulktrade.app',
        password: 'Training!2026',
      }),
    });
    const { code, state } = (await authorized.json()) as { code: string; state: string };
    if (state !== 'e2e-state') throw new Error('state changed');
    const token = await fetch('/auth/v1/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: 'bulktrade-web',
        code_verifier: verifier,
      }),
    });
    return ((await token.json()) as { access_token: string }).access_token;
  });
}

async function getJson(page: Page, path: string, token: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    },
    { path, token },
  );
}

async function storedData(page: Page): Promise<{ databases: string[]; local: string[]; session: string[] }> {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name ?? '').sort(),
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

async function plantData(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('e2e-probe', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('things');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    localStorage.setItem('BTe2eProbe', '1');
    sessionStorage.setItem('BTe2eProbe', '1');
    localStorage.setItem('otherAppKey', 'kept');
  });
}

test('entering training clears stored data and answers the services in the browser with no network', async ({
  page,
}) => {
  await page.goto('/');
  await appWorkerControls(page);
  await plantData(page);

  await enterTraining(page);
  const afterEntering = await storedData(page);
  expect(afterEntering.databases).not.toContain('e2e-probe');
  expect(afterEntering.local.filter((key) => key.startsWith('BTe2e'))).toEqual([]);
  expect(afterEntering.session.filter((key) => key.startsWith('BTe2e'))).toEqual([]);
  expect(afterEntering.local).toContain('otherAppKey');

  const token = await trainingToken(page);
  const profile = await getJson(page, '/auth/v1/my-profile', token);
  expect(profile).toMatchObject({
    status: 200,
    body: { userName: 'training@bulktrade.app', companyAccountID: 'comp1', isGlobalAdmin: true },
  });

  const products = await getJson(page, '/api/v1/Products/getAll', token);
  expect(products.status).toBe(200);
  const names = (products.body as { data: { productName: string }[] }).data.map(
    (product) => product.productName,
  );
  expect(names).toEqual(
    expect.arrayContaining(['Full Cream Milk 2L', 'Sourdough Loaf 800g', 'House Blend Coffee Beans 1kg']),
  );

  const journey = await getJson(
    page,
    '/api/v1/Courier/Journeys/GetConsignmentIDs/GetConsignmentIDs/jny-metro-morning-today',
    token,
  );
  expect(journey).toEqual({ status: 200, body: ['cons-1001', 'cons-1003', 'cons-1002', 'cons-1004'] });
  const delivery = await getJson(page, '/api/v1/Courier/Deliveries/get/GetConsignmentIDs?id=del-1005', token);
  expect(delivery).toEqual({ status: 200, body: ['cons-1005'] });
  const release = await getJson(
    page,
    '/api/v1/Courier/Releases/GetConsignmentIDs/GetConsignmentIDs/del-1001',
    token,
  );
  expect(release).toEqual({ status: 200, body: ['cons-1001'] });
});

test('a reload in training mode, with no network, starts the services again before the app calls them', async ({
  page,
}) => {
  await enterTraining(page);
  const token = await trainingToken(page);
  // Still offline: the app's worker serves the page, and the services start in it again.
  await page.reload();
  await appWorkerControls(page);
  await servicesAnswerOffline(page);
  // The in-memory services were seeded again; the token stays good (fixed training secret).
  const orders = await getJson(page, '/api/v1/CustomerOrders/getAll?includeCount=true', token);
  expect(orders.status).toBe(200);
  expect((orders.body as { count: number }).count).toBeGreaterThan(0);
});

test('leaving training clears stored data and gives the scope back to the app, which works offline again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await appWorkerControls(page);
  await enterTraining(page);
  await plantData(page);

  await context.setOffline(false);
  await page.goto('/?isTraining=false');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TRAINING_FLAG_KEY)).toBeNull();
  await expect.poll(async () => (await storedData(page)).databases).not.toContain('e2e-probe');
  const afterLeaving = await storedData(page);
  expect(afterLeaving.local.filter((key) => key.startsWith('BT'))).toEqual([]);
  // The page now open (outside training) may note its own visit; nothing of the training session stays.
  expect(afterLeaving.session.filter((key) => key.startsWith('BT') && key !== 'BTnavigationHistory')).toEqual(
    [],
  );
  const visits = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('BTnavigationHistory') ?? '[]') as { path: string }[],
  );
  expect(visits.filter((visit) => !visit.path.startsWith('/?') && visit.path !== '/')).toEqual([]);
  expect(afterLeaving.local).toContain('otherAppKey');

  // The app's own worker was the only one all along, and still is.
  await page.goto('/');
  await appWorkerControls(page);
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => new URL(registration.active?.scriptURL ?? 'http://x/none').pathname,
    ),
  );
  expect(scripts).toEqual(['/sw.js']);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Bulktrade/);
  await expect(page.locator('#root')).toContainText(/\w/);
  // Outside training nothing answers the services offline.
  const api = await page.evaluate(() =>
    fetch('/api/v1/Products/getAll').then(
      (response) => `HTTP ${response.status}`,
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
});

test('the demo page trains staff with no network, and End Demo hands the app back, offline-ready', async ({
  page,
  context,
}) => {
  await page.goto('/demo');
  await appWorkerControls(page);
  await page.getByRole('button', { name: 'train staff' }).click();
  await expect(page).toHaveURL(/\/office-portal/);
  await appWorkerControls(page);
  await servicesAnswerOffline(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'End Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TRAINING_FLAG_KEY)).toBeNull();
  await appWorkerControls(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End Demo' })).toBeHidden();
});

test('the demo survives a reload with no signal: the prospect keeps working, then ends the demo', async ({
  page,
  context,
}) => {
  await page.goto('/demo');
  await appWorkerControls(page);
  await page.getByRole('button', { name: 'train staff' }).click();
  await expect(page).toHaveURL(/\/office-portal/);
  await appWorkerControls(page);
  await page.goto('/office-portal/products');
  await expect(page.getByText('Full Cream Milk 2L').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Bulktrade/);
  // The mirror shows the products, and the training services answer the app's calls again.
  await expect(page.getByText('Full Cream Milk 2L').first()).toBeVisible();
  await servicesAnswerOffline(page);
  await page.goto('/office-portal/customers');
  await expect(page.getByRole('heading', { name: 'Customers' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'End Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TRAINING_FLAG_KEY)).toBeNull();
});

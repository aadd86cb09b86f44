import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mirrorCount } from './support/mirror-count';
import { goOffline, goOnline } from './support/offline';
import { TRAINING_USER } from './support/sign-in';

// Issue 22, section 2: a shared device. The demo user (comp1) adds a product offline; their
// session runs out before it is sent; a user of another company signs in on the same browser.
// That user must see none of comp1's records, and the product must not land in their company;
// when the demo user signs in again, it lands in comp1, once.

const HOOKED = '/office-portal?btTestHooks=1';
const PASSWORD = 'Shared!Device2026';

type Row = { id: string; productName?: unknown };

async function fillSignIn(page: Page, user: { userName: string; password: string }): Promise<void> {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(user.userName);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// The test hooks go on the page the data layer loads in: after a sign-in on a device that held a
// session, that was the callback page, so the hooked page is opened again.
async function hooksReady(page: Page): Promise<void> {
  await page.waitForURL(/\/office-portal\?btTestHooks=1/);
  await page.goto(HOOKED);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
}

async function session(page: Page): Promise<{ token: string; userName: string }> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token: string; userName: string },
  );
}

async function firstPullDone(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const hooks = (
      window as unknown as {
        __btData: {
          db: { syncState: { get(key: string): Promise<{ firstPullDone?: boolean } | undefined> } };
        };
      }
    ).__btData;
    return (await hooks.db.syncState.get('products'))?.firstPullDone === true;
  });
}

async function mirrorHas(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (recordID) => {
    const hooks = (
      window as unknown as {
        __btData: { db: { mirror(name: string): { get(id: string): Promise<unknown> } } };
      }
    ).__btData;
    return (await hooks.db.mirror('products').get(recordID)) !== undefined;
  }, id);
}

async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(() =>
    (
      window as unknown as { __btData: { db: { outbox: { count(): Promise<number> } } } }
    ).__btData.db.outbox.count(),
  );
}

/** The server's products named with the marker, as the token's company sees them. */
async function serverProducts(request: APIRequestContext, token: string, marker: string): Promise<Row[]> {
  const query = `productName contains ${JSON.stringify(marker)}`;
  const answer = await request.get(
    `/api/v1/Products/getAll?includeInactive=true&query=${encodeURIComponent(query)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Row[] }).data;
}

async function serverCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/Products/get/count?includeInactive=true', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return Number(((await answer.json()) as { count: unknown }).count);
}

test.describe.configure({ timeout: 240_000 });

test('a product added offline by one person never lands in the company of the next person who signs in on the same browser; it lands in its own, once, when its maker signs in again', async ({
  page,
  context,
  request,
}) => {
  const other = { userName: `other-${randomUUID().slice(0, 8)}@example.com.au`, password: PASSWORD };
  const signUp = await request.post('/auth/v1/account/post', {
    data: {
      companyName: 'Other Shift Produce',
      userName: other.userName,
      password: PASSWORD,
      subscriptionCode: 'SUPP',
    },
  });
  expect(signUp.status()).toBe(201);

  // The demo user (comp1) signs in, the app is stored, the products are in the mirror.
  await page.goto(`/login?returnTo=${encodeURIComponent(HOOKED)}`);
  await fillSignIn(page, TRAINING_USER);
  await hooksReady(page);
  const demo = await session(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => firstPullDone(page), { timeout: 60_000 }).toBe(true);
  expect(await mirrorCount(page, 'products')).toBeGreaterThan(0);

  // Offline, the demo user adds a product.
  await goOffline(context, page);
  const marker = `shared-${Date.now().toString(36)}`;
  const id = await page.evaluate(
    (name) =>
      (
        window as unknown as {
          __btData: {
            writes: { createRecord(entity: string, fields: Record<string, unknown>): Promise<string> };
          };
        }
      ).__btData.writes.createRecord('products', { productName: name }),
    marker,
  );
  expect(await outboxSize(page)).toBe(1);

  // Before it is sent, the session runs out: its expiry is past, its token is refused, and its
  // refresh token can renew it no more (revoked at the sign-in service).
  const refreshToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { refreshToken?: string }).refreshToken,
  );
  expect(refreshToken).toEqual(expect.any(String));
  expect(
    (
      await request.post('/auth/v1/revoke', {
        form: { token: refreshToken ?? '', client_id: 'bulktrade-web' },
      })
    ).status(),
  ).toBe(200);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('BTsession') ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      'BTsession',
      JSON.stringify({ ...stored, token: 'a-token-that-ran-out', expiresOn: '2020-01-01T00:00:00.000Z' }),
    );
  });
  await page.reload();
  await expect(
    page.getByText('Your session ended: sign in again as training@bulktrade.app to send 1 change'),
  ).toBeVisible({ timeout: 30_000 });

  // Back online, the refused token sends the app to sign in, and someone of another company does.
  await goOnline(context);
  await fillSignIn(page, other);
  await hooksReady(page);
  const otherSession = await session(page);
  expect(otherSession.userName).toBe(other.userName);
  await expect.poll(() => firstPullDone(page), { timeout: 60_000 }).toBe(true);

  // They see none of comp1's records: the mirror holds exactly their company's products.
  expect(await mirrorHas(page, id)).toBe(false);
  expect(await mirrorCount(page, 'products')).toBe(await serverCount(request, otherSession.token));
  await expect(page.getByText(/not sent yet/)).toHaveCount(0);
  // The product did not land in their company (nor anywhere yet); it waits on the device.
  expect(await serverProducts(request, otherSession.token, marker)).toEqual([]);
  expect(await outboxSize(page)).toBe(1);

  // They hand the device over; the demo user signs in again and the product lands in comp1, once.
  await page.getByRole('button', { name: 'Assistant' }).click();
  await page.getByRole('button', { name: 'Hand over this device' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('BTsession'))).toBeNull();
  await page.goto(`/login?returnTo=${encodeURIComponent(HOOKED)}`);
  await fillSignIn(page, TRAINING_USER);
  await hooksReady(page);
  const again = await session(page);
  await expect
    .poll(async () => (await serverProducts(request, again.token, marker)).map((row) => row.id), {
      timeout: 60_000,
    })
    .toEqual([id]);
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  expect(await serverProducts(request, otherSession.token, marker)).toEqual([]);
  expect(demo.userName).toBe(TRAINING_USER.userName);
});

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { goOffline, goOnline } from './support/offline';
import { signIn as signInDevice } from './support/sign-in';

// Drives the real write path and sync worker of the production build through the opt-in
// test hook (src/data/dev-hooks.ts, `?btTestHooks=1`), so these tests need no record screens.

const HOOKED = '/office-portal?btTestHooks=1';
const PRODUCTS = '/api/v1/Products';

type Row = { id: string; productName?: unknown; rowVersion?: number; _syncState?: string };

// Signs in straight to the hooked page: one document after the sign-in, so no sync worker of a
// document left behind can lead (Playwright's offline emulation does not reach such a worker).
async function signIn(page: Page): Promise<void> {
  await signInDevice(page, HOOKED);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
}

async function openHooked(page: Page): Promise<void> {
  await page.goto(HOOKED);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
}

/** The first full pull of products has reached the end of the changes. */
async function waitFirstPull(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const hooks = (
            window as unknown as {
              __btData: {
                db: { syncState: { get(key: string): Promise<{ firstPullDone?: boolean } | undefined> } };
              };
            }
          ).__btData;
          return (await hooks.db.syncState.get('products'))?.firstPullDone === true;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function createProduct(page: Page, productName: string): Promise<string> {
  return page.evaluate((name) => {
    const hooks = (
      window as unknown as {
        __btData: {
          writes: { createRecord(entity: string, fields: Record<string, unknown>): Promise<string> };
        };
      }
    ).__btData;
    return hooks.writes.createRecord('products', { productName: name });
  }, productName);
}

async function updateProduct(page: Page, id: string, fields: Record<string, unknown>): Promise<boolean> {
  return page.evaluate(
    ({ recordID, changes }) => {
      const hooks = (
        window as unknown as {
          __btData: {
            writes: {
              updateRecord(entity: string, id: string, fields: Record<string, unknown>): Promise<boolean>;
            };
          };
        }
      ).__btData;
      return hooks.writes.updateRecord('products', recordID, changes);
    },
    { recordID: id, changes: fields },
  );
}

async function mirrorRow(page: Page, id: string): Promise<Row | null> {
  return page.evaluate(async (recordID) => {
    const hooks = (
      window as unknown as {
        __btData: { db: { mirror(name: string): { get(id: string): Promise<Row | undefined> } } };
      }
    ).__btData;
    return (await hooks.db.mirror('products').get(recordID)) ?? null;
  }, id);
}

async function syncStateOf(page: Page, id: string): Promise<string | undefined> {
  return (await mirrorRow(page, id))?._syncState;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token,
  );
  if (typeof token !== 'string') throw new Error('no session token in BTsession');
  return token;
}

/** The server's products whose name contains the marker, inactive ones included. */
async function serverProducts(request: APIRequestContext, token: string, marker: string): Promise<Row[]> {
  const query = `productName contains ${JSON.stringify(marker)}`;
  const answer = await request.get(
    `${PRODUCTS}/getAll?includeInactive=true&query=${encodeURIComponent(query)}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Row[] }).data;
}

async function signedInContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  // The service worker must hold the app shell before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await waitFirstPull(page);
  await waitToLead(page);
  return { context, page };
}

/**
 * This tab's own sync worker holds the leadership. A worker of the document the sign-in left
 * can still hold it for a while (seen in CI: it pulled, then pushed writes made "offline",
 * since Playwright's offline emulation reaches only the current document's workers).
 */
async function waitToLead(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const hooks = (window as unknown as { __btData: { syncNow(): Promise<{ leader?: boolean }> } })
            .__btData;
          return (await hooks.syncNow()).leader === true;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

const marker = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test.describe.configure({ timeout: 180_000 });

test('writes made offline survive a reload and reach the server exactly once', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInContext(browser);
  const token = await tokenOf(page);
  const name = marker('offline');

  await goOffline(context, page);
  const first = await createProduct(page, `${name} one`);
  const second = await createProduct(page, `${name} two`);
  expect(await updateProduct(page, first, { productName: `${name} one edited`, sortNumber: 7 })).toBe(true);
  expect(await updateProduct(page, second, { abbreviation: 'TWO' })).toBe(true);

  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  expect(await mirrorRow(page, first)).toMatchObject({
    productName: `${name} one edited`,
    sortNumber: 7,
    _syncState: 'pending',
  });
  expect(await mirrorRow(page, second)).toMatchObject({
    productName: `${name} two`,
    abbreviation: 'TWO',
    _syncState: 'pending',
  });
  expect(await serverProducts(request, token, name)).toHaveLength(0);

  await goOnline(context);
  await expect.poll(() => syncStateOf(page, first), { timeout: 60_000 }).toBe('synced');
  await expect.poll(() => syncStateOf(page, second), { timeout: 60_000 }).toBe('synced');

  const onServer = await serverProducts(request, token, name);
  expect(onServer.map((row) => row.id).sort()).toEqual([first, second].sort());
  expect(onServer.find((row) => row.id === first)).toMatchObject({
    productName: `${name} one edited`,
    sortNumber: 7,
  });
  expect(onServer.find((row) => row.id === second)).toMatchObject({
    productName: `${name} two`,
    abbreviation: 'TWO',
  });
  await context.close();
});

test('a tab closed after its push landed but before the answer came leaves the write to the next tab, sent exactly once', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInContext(browser);
  const token = await tokenOf(page);
  const name = marker('closed');

  // The create reaches the server and commits there, but its answer is lost; so is every later
  // batch's until the next tab has shown the write still pending. No answer may be held open when
  // the tab closes: Chromium lets a paused request go on when its page's session ends, and a sync
  // worker can outlive its tab by seconds, long enough to take that answer.
  let committed!: () => void;
  const serverCommitted = new Promise<void>((resolve) => {
    committed = resolve;
  });
  let landed = false;
  let handling = 0;
  await context.route('**/api/v1/batch', async (route) => {
    handling += 1;
    try {
      if (!landed) {
        landed = true;
        await route.fetch();
        committed();
      }
      await route.abort('internetdisconnected');
    } finally {
      handling -= 1;
    }
  });

  const id = await createProduct(page, name);
  await serverCommitted;
  await goOffline(context, page);
  await expect.poll(() => handling).toBe(0);
  await page.close();
  expect(await serverProducts(request, token, name)).toHaveLength(1);

  const reopened = await context.newPage();
  await openHooked(reopened);
  expect(await syncStateOf(reopened, id)).toBe('pending');
  await context.unrouteAll({ behavior: 'wait' });

  await goOnline(context);
  await expect.poll(() => syncStateOf(reopened, id), { timeout: 60_000 }).toBe('synced');
  const onServer = await serverProducts(request, token, name);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({ id, productName: name });
  await context.close();
});

/** Two contexts on the same record; B edits it offline while A's edit of the same field lands. */
async function conflictOnSharedRecord(browser: Browser, label: string) {
  const a = await signedInContext(browser);
  const b = await signedInContext(browser);
  const token = await tokenOf(a.page);
  const name = marker(label);

  const id = await createProduct(a.page, name);
  await expect.poll(() => syncStateOf(a.page, id), { timeout: 60_000 }).toBe('synced');
  await b.page.evaluate(() =>
    (window as unknown as { __btData: { syncNow(): Promise<unknown> } }).__btData.syncNow(),
  );
  await expect.poll(() => syncStateOf(b.page, id), { timeout: 60_000 }).toBe('synced');

  await goOffline(b.context, b.page);
  await updateProduct(a.page, id, { productName: `${name} theirs` });
  await expect.poll(() => syncStateOf(a.page, id), { timeout: 60_000 }).toBe('synced');
  await updateProduct(b.page, id, { productName: `${name} mine` });
  expect(await syncStateOf(b.page, id)).toBe('pending');
  await goOnline(b.context);
  await expect.poll(() => syncStateOf(b.page, id), { timeout: 60_000 }).toBe('conflict');
  return { a, b, token, name, id };
}

async function resolve(page: Page, id: string, choice: 'keep-mine' | 'take-theirs'): Promise<boolean> {
  return page.evaluate(
    ({ recordID, pick }) => {
      const hooks = (
        window as unknown as {
          __btData: { resolveConflict(entity: string, id: string, choice: string): Promise<boolean> };
        }
      ).__btData;
      return hooks.resolveConflict('products', recordID, pick);
    },
    { recordID: id, pick: choice },
  );
}

test('a conflicting edit from a second context is shown as a conflict and "keep mine" wins on the server', async ({
  browser,
  request,
}) => {
  const { a, b, token, name, id } = await conflictOnSharedRecord(browser, 'keep');
  expect(await mirrorRow(b.page, id)).toMatchObject({ productName: `${name} mine` });

  expect(await resolve(b.page, id, 'keep-mine')).toBe(true);
  await expect.poll(() => syncStateOf(b.page, id), { timeout: 60_000 }).toBe('synced');
  const onServer = await serverProducts(request, token, name);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({ id, productName: `${name} mine` });
  await a.context.close();
  await b.context.close();
});

test('a conflicting edit from a second context can be resolved by taking theirs', async ({
  browser,
  request,
}) => {
  const { a, b, token, name, id } = await conflictOnSharedRecord(browser, 'take');

  expect(await resolve(b.page, id, 'take-theirs')).toBe(true);
  await expect.poll(() => syncStateOf(b.page, id), { timeout: 60_000 }).toBe('synced');
  expect(await mirrorRow(b.page, id)).toMatchObject({ productName: `${name} theirs` });
  const onServer = await serverProducts(request, token, name);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({ id, productName: `${name} theirs` });
  await a.context.close();
  await b.context.close();
});

import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { signIn } from './sign-in';

// The warehouse floor's tablet for the browser tests: a 1024 x 768 context signed in as the
// training user, on a hub that is ready offline, and the calls that look at the services and the
// tablet's mirror behind the screen.

export const TABLET = { width: 1024, height: 768 } as const;

export type Json = Record<string, unknown>;

export type Tablet = { context: BrowserContext; page: Page; token: string };

/** Opens a hub with the test hooks (`window.__btData`) and waits for them. */
export async function openHub(page: Page, hub: string): Promise<void> {
  await page.goto(`/hub/${hub}?btTestHooks=1`);
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
}

/**
 * A new tablet-sized context signed in on the picking hub showing 'Ready offline' (the app is
 * stored and the day's work is in the mirror: the badge promises it, so nothing else is waited
 * for), with the session's bearer token.
 * @example const { context, page, token } = await tabletContext(browser);
 */
export async function tabletContext(browser: Browser): Promise<Tablet> {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  // Signed in straight onto the hub with the test hooks: one document, no reload after the sign-in.
  const token = await signIn(page, '/hub/picking?btTestHooks=1');
  await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
  await expect(page.getByTestId('offline-ready')).toHaveText('Ready offline', { timeout: 90_000 });
  return { context, page, token };
}

export { goOffline, goOnline } from './offline';
export { shot } from './shot';

/** Calls the REST services as the signed-in user; fails the test on any answer but 2xx. */
export async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: Json,
): Promise<Json> {
  const headers = { Authorization: `Bearer ${token}` };
  const answer =
    method === 'GET'
      ? await request.get(`/api/v1/${path}`, { headers })
      : await request.fetch(`/api/v1/${path}`, { method, headers, data: body });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as Json;
}

/** The rows of a section that match a query, as the services hold them. */
export async function listOf(
  request: APIRequestContext,
  token: string,
  section: string,
  query: string,
): Promise<Json[]> {
  return (await api(request, token, 'GET', `${section}/getAll?query=${encodeURIComponent(query)}`))
    .data as Json[];
}

/**
 * A record as this tablet's mirror holds it: its sync state, and the services' message if any.
 * @example await expect.poll(() => mirrorState(page, 'customer-consignments', id)).toBe('synced');
 */
export async function mirrorState(page: Page, entity: string, id: string): Promise<string> {
  return page.evaluate(
    async ([name, recordID]) => {
      const hooks = (
        window as unknown as {
          __btData: {
            db: { mirror(name: string): { get(id: string): Promise<Record<string, unknown> | undefined> } };
          };
        }
      ).__btData;
      const row = await hooks.db.mirror(name).get(recordID);
      return `${String(row?._syncState)}${row?._syncMessage === undefined ? '' : `: ${String(row._syncMessage)}`}`;
    },
    [entity, id] as const,
  );
}

/** Picks the day (of those the hub offers) whose work includes `target`: the demo has work on more than one day. */
export async function dayShowing(page: Page, target: Locator): Promise<void> {
  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeAttached();
  for (let index = 0; index < (await days.count()); index += 1) {
    // A segmented control: its radios are hidden behind their labels, which take the tap.
    await page.locator(`label[for="${await days.nth(index).getAttribute('id')}"]`).click();
    if (
      await target.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await expect(target).toBeVisible();
}

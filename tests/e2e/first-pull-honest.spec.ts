import { expect, test, type BrowserContext, type Route } from '@playwright/test';
import { signIn } from './support/sign-in';
import { dayShowing, openHub, shot, TABLET } from './support/tablet';

// A picker's first minutes on a new 1024 x 768 tablet, with the services' first pull held back:
// until the consignments are on the tablet the picking hub says it is loading them, never "No
// consignments to pick."; until the stock and batches are, each line says so, never "No stock of
// this product here" (a picker could short-pick on that). Then the real work shows.

test.describe.configure({ timeout: 240_000 });

/** A gate the test opens: routes held behind it continue (to the real services) once it is. */
function gate() {
  let open: () => void = () => undefined;
  let isOpen = false;
  const opened = new Promise<void>((resolve) => {
    open = () => {
      isOpen = true;
      resolve();
    };
  });
  return {
    open: () => open(),
    isOpen: () => isOpen,
    held: (route: Route) => opened.then(() => route.continue()),
  };
}

type PullAnswer = { results: { section: string; status: number; body: unknown }[] };

/**
 * A sync round opens with one batched pull (POST {base}/pull) holding every section's first page:
 * while a section's gate is shut, its first page comes back empty and not yet done, so the device
 * goes on with that section through its own changes calls, which the gate holds.
 */
async function holdInBatchedPull(
  context: BrowserContext,
  held: { section: RegExp; isOpen: () => boolean }[],
) {
  await context.route(/\/pull$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const asked = (route.request().postDataJSON() as { sections: { section: string; after?: string }[] })
      .sections;
    const response = await route.fetch();
    const answer = (await response.json()) as PullAnswer;
    for (const result of answer.results) {
      if (!held.some((gate) => gate.section.test(result.section) && !gate.isOpen())) continue;
      const after = asked.find((section) => section.section === result.section)?.after ?? '0';
      result.status = 200;
      result.body = { data: [], cursor: after, hasMore: true };
    }
    await route.fulfill({ response, json: answer });
  });
}

test('on a new tablet the picking hub says what is loading, never "no consignments" or "no stock", until the first pull brings them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: TABLET });
  // Every text the page ever shows is watched, so a false "none" seen for one frame fails too.
  await context.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __btSeen: Set<string> }).__btSeen = seen;
    const look = () => {
      const text = document.body?.innerText ?? '';
      for (const words of ['No consignments to pick.', 'No stock of this product here'])
        if (text.includes(words)) seen.add(words);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const consignments = gate();
  const stock = gate();
  await context.route(/\/api\/v1\/Customer\/Consignments\/changes/, consignments.held);
  await context.route(/\/api\/v1\/Stock\/(Items|Batches)\/changes/, stock.held);
  await holdInBatchedPull(context, [
    { section: /^Customer\/Consignments$/, isOpen: consignments.isOpen },
    { section: /^Stock\/(Items|Batches)$/, isOpen: stock.isOpen },
  ]);
  const page = await context.newPage();
  await signIn(page, '/hub/picking');
  await openHub(page, 'picking');

  const loadingConsignments = page.getByText(/^Loading customer consignments…/);
  await expect(loadingConsignments).toBeVisible();
  await shot(page, 'first-pull-picking-loading');
  consignments.open();

  const card = page.getByRole('button', { name: 'Pick consignment C1101' });
  await dayShowing(page, card);
  await card.click();
  const line = page.getByLabel('Line Barista Milk 1L');
  await expect(line).toContainText(/Loading (stock items|batches)/);
  await expect(page.getByRole('button', { name: 'Picked', exact: true })).toBeDisabled();
  await expect(page.getByText('Wait for the stock to load before marking Picked')).toBeVisible();
  await shot(page, 'first-pull-pick-lines-loading');
  stock.open();

  await expect(line.getByText(/\d+ available/).first()).toBeVisible({ timeout: 60_000 });
  await expect(line).not.toContainText('Loading');
  const seen = await page.evaluate(() => [...(window as unknown as { __btSeen: Set<string> }).__btSeen]);
  expect(seen).toEqual([]);
  await context.close();
});

test('every section office staff, a customer and a driver sync finishes its first pull, so no screen waits at Loading for ever', async ({
  browser,
}) => {
  const { syncedEntities } = await import('../../sync/synced-entities');
  for (const user of [
    { userName: 'training@bulktrade.app', password: 'Training!2026' },
    { userName: 'mia@brunswickstespresso.com.au', password: 'Espresso!2026' },
    { userName: 'driver@yarravalleywholesale.com.au', password: 'Driver!2026' },
  ]) {
    const context = await browser.newContext({ viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, '/my-profile', user);
    await page.goto('/my-profile?btTestHooks=1');
    await page.waitForFunction(() => (window as unknown as { __btData?: unknown }).__btData !== undefined);
    const session = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('BTsession') ?? '{}') as {
          permissions?: string;
          subscriptionCode?: string;
        },
    );
    const sections = syncedEntities(session);
    const unpulled = () =>
      page.evaluate(async (names) => {
        const hooks = (
          window as unknown as {
            __btData: {
              db: {
                syncState: { bulkGet(keys: string[]): Promise<({ firstPullDone?: boolean } | undefined)[]> };
              };
            };
          }
        ).__btData;
        const states = await hooks.db.syncState.bulkGet(names);
        return names.filter((_, index) => states[index]?.firstPullDone !== true);
      }, sections);
    await expect
      .poll(unpulled, { timeout: 90_000, message: `sections ${user.userName} syncs without a first pull` })
      .toEqual([]);
    await context.close();
  }
});

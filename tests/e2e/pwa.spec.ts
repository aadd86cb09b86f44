import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DIST_DIR } from './support/e2e-host';

// The Node host serves its build straight from disk, so changing its sw.js is a new deployment.
const swFile = join(import.meta.dirname, '..', '..', E2E_DIST_DIR, 'sw.js');

/**
 * The app's worker controls the page, is activated (a worker still activating holds back the
 * fetches it gets) and holds the app shell in its precache: only then can a reload go offline.
 * Waiting for all three, not the controller alone, keeps the test independent of how fast the
 * machine installs and activates the worker.
 */
async function appWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  // waitForFunction takes a promise for a truthy answer, so the asynchronous checks are polled.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (
          registration.active?.state === 'activated' &&
          (await caches.match('/index.html', { ignoreSearch: true })) !== undefined
        );
      }),
    )
    .toBe(true);
}

async function shellShows(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/Bulktrade/);
  await expect(page.locator('#root')).toContainText(/\w/);
}

test('the app installs its service worker and opens offline from it', async ({ page, context }) => {
  await page.goto('/');
  await appWorkerControls(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return { scope: registration?.scope, script: registration?.active?.scriptURL };
  });
  expect(new URL(worker.scope ?? '').pathname).toBe('/');
  expect(new URL(worker.script ?? '').pathname).toBe('/sw.js');

  await context.setOffline(true);
  await page.reload();
  await shellShows(page);
  // Any client route is answered with the precached app shell.
  await page.goto('/office-portal/customer-orders');
  await shellShows(page);
  // The services are never answered with the shell: offline, their calls fail.
  const api = await page.evaluate(() =>
    fetch('/api/v1/Products/getAll').then(
      (response) => `HTTP ${response.status}`,
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
});

test('a new version waits for Update App and then reloads the page exactly once', async ({ page }) => {
  await page.goto('/');
  await appWorkerControls(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${original}\n// a second build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/'))?.update();
    });
    const updateApp = page.getByRole('button', { name: 'Update App' });
    await expect(updateApp).toBeVisible();
    expect(loads).toBe(0);

    await updateApp.click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForLoadState('load');
    await shellShows(page);
    await expect(updateApp).toBeHidden();
    // The new worker controls the reloaded page and no other worker is on its way, so nothing
    // can change the controller again: the one reload stays the only one.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        waiting: registration?.waiting ?? null,
        installing: registration?.installing ?? null,
        controller: navigator.serviceWorker.controller?.scriptURL,
        navigation: navigation?.type,
      };
    });
    expect(state).toEqual({ waiting: null, installing: null, controller: firstWorker, navigation: 'reload' });
    expect(loads).toBe(1);
  } finally {
    writeFileSync(swFile, original);
  }
});

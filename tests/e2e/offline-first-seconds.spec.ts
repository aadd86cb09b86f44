import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { signInThroughForm } from './support/sign-in';
import { shot } from './support/shot';

// Issue 26 §2: a new device taken off the network in its first seconds, before the app is
// stored. A screen that cannot load says so in the app's own words, inside the app, with a
// Retry that opens it once the network is back; once the app says it is stored, every screen
// opens offline. Going offline refuses every request of the page and its workers.

const refuseEverything = (route: Route) => route.abort('internetdisconnected');

test.describe.configure({ timeout: 180_000 });

async function offline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', refuseEverything);
}

async function online(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', refuseEverything);
  await context.setOffline(false);
}

async function openFromHubsMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Hubs and dashboards' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}

test('offline in the first seconds, the order form says it could not load with a Retry inside the app; back online, Retry opens it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // A slow first visit: the app is not stored on this device yet (its service worker has not
  // arrived), as in the first seconds on a new device. The person sees it in the app bar.
  await context.route('**/sw.js', refuseEverything);
  const page = await context.newPage();
  await signInThroughForm(page, '/office-portal');
  await offline(context);

  await openFromHubsMenu(page, 'Instant Order');
  await expect(page.getByRole('heading', { name: 'This screen could not load' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toContainText('the network cannot be reached');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  // Inside the app: its bar is still there, and the message is the app's own (styled) screen.
  await expect(page.getByRole('button', { name: 'Hubs and dashboards' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  expect(await retry.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `offline-first-seconds-${width}`);
  }

  // Still offline, Retry says the same again.
  await retry.click();
  await expect(page.getByRole('heading', { name: 'This screen could not load' })).toBeVisible();

  await online(context);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Instant Order' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not load' })).toHaveCount(0);
  await context.close();
});

test('once the app says it is stored, a screen never opened before opens offline', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, '/office-portal');
  await expect(page.getByTestId('shell-offline-ready')).toHaveText('Ready offline', { timeout: 120_000 });
  await offline(context);

  await openFromHubsMenu(page, 'Sales');
  await expect(page.getByRole('heading', { name: 'Sales Hub' })).toBeVisible();
  await openFromHubsMenu(page, 'Instant Order');
  await expect(page.getByRole('heading', { name: 'Instant Order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not load' })).toHaveCount(0);
  await context.close();
});

import { expect, test, type Route } from '@playwright/test';
import { signInThroughForm } from './support/sign-in';
import { TABLET } from './support/tablet';

// "Ready offline" is a promise: a picker who reads it may take the tablet off the network at that
// moment and reload. The test acts as the picker: it waits for nothing the picker cannot see (no
// service worker state, no mirror flag), and going offline refuses every request of the page and
// its workers, so only what the device itself holds can answer.

const refuseEverything = (route: Route) => route.abort('internetdisconnected');

test.describe.configure({ timeout: 180_000 });

test('a new tablet says Ready offline only when it opens offline: at that moment the network goes, the hub reloads and works from the device', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  // Signed in for the first time on this device, through the form, straight onto the picking hub: no reload.
  await signInThroughForm(page, '/hub/picking');
  const badge = page.getByTestId('offline-ready');
  await expect(badge).toHaveText(/Getting ready offline…|Ready offline/);
  await expect(badge).toHaveText('Ready offline', { timeout: 120_000 });

  await context.setOffline(true);
  await context.route('**/*', refuseEverything);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Picking Hub' })).toBeVisible({ timeout: 30_000 });
  // Read back from the device after the reload: everything is here, and it says so at once.
  await expect(badge).toHaveText('Offline: working on this device', { timeout: 15_000 });
  await expect(page.getByText('Loading consignments…')).toHaveCount(0);
  // The top bar's menus, whose code loads when first opened (never yet, on this device), open here too.
  await page.getByRole('button', { name: 'Hubs and dashboards' }).click();
  await expect(page.getByRole('menuitem', { name: 'Packing' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Assistant' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The picking hub's parts that load when first used open here too: a consignment to pick, its
  // camera scan's dialog, and the combined pick list.
  await page
    .getByRole('button', { name: /^Pick consignment / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: /^Consignment / })).toBeVisible();
  await page.getByRole('button', { name: 'Scan batch with camera' }).click();
  const camera = page.getByRole('dialog', { name: 'Scan batch with camera' });
  await expect(camera).toBeVisible();
  await camera.getByRole('button', { name: 'Close' }).click();
  await expect(camera).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label', { hasText: 'Combined pick list' })
    .click();
  await expect(page.getByRole('table', { name: 'Combined pick list' })).toBeVisible();
  // So does the back-office drawer, whose links load when it is first opened.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Office Portal' }),
  ).toBeVisible();
  // The dispatch hub's calendar, whose code loads when its Day field is first tapped, opens here too.
  await page.goto('/hub/dispatch');
  await page.getByLabel('Day').click();
  await expect(page.getByRole('button', { name: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ }).first()).toBeVisible();
  await context.close();
});

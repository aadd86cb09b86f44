import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// An axe-core scan of the four kinds of page: the public home page, the services' sign-in
// page, a hub and an office-portal list. Serious and critical violations fail the test.

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page in the dark skin has none either', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Skin' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  // The skin is kept (BTcosmetics); a reload shows the page in it with no menu open.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulktrade' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in page has none', async ({ page }) => {
  await page.goto('/hub/sales');
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await expect(page.getByLabel('User name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The signed-in pages share one sign-in, a step each (a failure names its page): each sign-in
// is a new device that pulls the whole company first, for scans that write nothing. Each page is
// opened by its address, a new document, as before.
test('signed in, a hub, an office-portal list with its settings menu open, and one with the back-office drawer open have none', async ({
  page,
}) => {
  await test.step('a hub has none', async () => {
    await signIn(page, '/hub/packing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("an office-portal list's open settings menu has none (menus carry no unnamed focus placeholder)", async () => {
    await page.goto('/office-portal/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('menuitem', { name: 'Export To CSV' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('an office-portal list, with the back-office drawer open, has none', async () => {
    await page.goto('/office-portal/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Back office' });
    await expect(drawer).toBeVisible();
    // Its links load when it is first opened: scan them, not the moment before.
    await expect(drawer.getByRole('link', { name: 'Office Portal' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the hubs menu and the demo page have none', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Hubs and dashboards' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

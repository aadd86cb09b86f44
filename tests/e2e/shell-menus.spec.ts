import { expect, test, type Locator, type Page } from '@playwright/test';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// The shell's menus for three real users of the demo data, signed in through the services'
// own form: a supplier's global admin, a CUST customer's user and a driver-only user. Each signs
// in once, its checks a step each (a failure names its check): a sign-in is a new device pulling
// all its person holds, for checks that write nothing. The 390 px checks resize the same device
// and open their page afresh.

type Login = { userName: string; password: string };

const SUPPLIER: Login = { userName: 'training@bulktrade.app', password: 'Training!2026' };
const CUSTOMER: Login = { userName: 'mia@brunswickstespresso.com.au', password: 'Espresso!2026' };
const DRIVER: Login = { userName: 'driver@yarravalleywholesale.com.au', password: 'Driver!2026' };
const PHONE = { width: 390, height: 844 };

/** Opens a screen that needs login and signs in on the services' page it leads to. */
async function signInAt(page: Page, path: string, login: Login): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(login.userName);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

async function openHubsMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Hubs and dashboards' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The labels of the menu's enabled buttons, in order. */
async function enabledTargets(menu: Locator): Promise<string[]> {
  return menu.locator('[data-href]:not([disabled])').allTextContents();
}

/** Opens the back-office drawer (it starts closed until pinned) and answers its groups. */
async function drawerGroups(page: Page): Promise<string[]> {
  const drawer = page.getByRole('navigation', { name: 'Back office' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(drawer).toBeVisible();
  // Its links come with their own chunk, loaded when the drawer is first wanted: read them once shown.
  await expect(drawer.getByRole('link', { name: 'Office Portal' })).toBeVisible();
  return drawer.locator('button[aria-expanded]').allTextContents();
}

async function drawerLinks(page: Page, group: string): Promise<string[]> {
  const drawer = page.getByRole('navigation', { name: 'Back office' });
  const button = drawer.getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = drawer.locator(`#${await button.getAttribute('aria-controls')}`);
  return panel.getByRole('link').allTextContents();
}

test('logged out, every hub button is disabled but Training, and Login shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const menu = await openHubsMenu(page);
  expect(await enabledTargets(menu)).toEqual(['Demo']);
  await menu.getByRole('menuitem', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
});

test("a supplier's global admin gets every hub and every back-office group, and at 390 px no bottom navigation", async ({
  page,
}) => {
  await signInAt(page, '/office-portal', SUPPLIER);
  await test.step("a supplier's global admin gets every hub and every back-office group", async () => {
    const menu = await openHubsMenu(page);
    expect(await menu.locator('[data-href][disabled]').count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Packing' }).boundingBox()).toMatchObject({
      width: 90,
      height: 80,
    });
    expect(await menu.getByRole('menuitem', { name: 'Supplier' }).boundingBox()).toMatchObject({
      width: 135,
      height: 80,
    });
    await page.keyboard.press('Escape');
    expect(await drawerGroups(page)).toEqual([
      'Ordering',
      'Stock',
      'Dispatch',
      'Invoicing',
      'Business',
      'Items',
      'Account',
    ]);
    expect(await drawerLinks(page, 'Stock')).toContain('Batches');
  });

  await test.step('at 390 px a supplier gets no bottom navigation', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/office-portal');
    await expect(page.getByRole('button', { name: 'Hubs and dashboards' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Customer' })).toHaveCount(0);
  });
});

test('a CUST customer sees no supplier or courier screens, and at 390 px gets the bottom navigation: Home, Deliveries, Invoices', async ({
  page,
}) => {
  await signInAt(page, '/office-portal', CUSTOMER);
  await test.step('a CUST customer sees no supplier or courier screens', async () => {
    const menu = await openHubsMenu(page);
    const enabled = await enabledTargets(menu);
    expect(enabled).toContain('Customer');
    expect(enabled).toContain('Procurement');
    expect(enabled).not.toContain('Supplier');
    expect(enabled).not.toContain('Delivery');
    expect(enabled).not.toContain('Stock Imports');
    await page.keyboard.press('Escape');
    const groups = await drawerGroups(page);
    expect(groups).toContain('Ordering');
    expect(await drawerLinks(page, 'Ordering')).toContain('Purchase Orders');
    expect(await drawerLinks(page, 'Ordering')).not.toContain('Fulfiller Orders');
    expect(await drawerLinks(page, 'Dispatch')).toContain('Deliveries');
    expect(await drawerLinks(page, 'Dispatch')).not.toContain('Journeys');
    expect(await drawerLinks(page, 'Stock')).not.toContain('Batches');
  });

  await test.step('at 390 px a customer gets the bottom navigation: Home, Deliveries, Invoices', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/customer');
    const bottom = page.getByRole('navigation', { name: 'Customer' });
    await expect(bottom).toBeVisible();
    expect(await bottom.getByRole('link').allTextContents()).toEqual(['Home', 'Deliveries', 'Invoices']);
    await expect(bottom.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await bottom.getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/office-portal\/deliveries$/);
    await expect(bottom.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a driver-only user gets Driving and the journeys, deliveries and releases they hold, and the hubs menu works from the keyboard', async ({
  page,
}) => {
  await signInAt(page, '/office-portal', DRIVER);
  await test.step('a driver-only user gets Driving and the journeys, deliveries and releases they hold', async () => {
    const menu = await openHubsMenu(page);
    const hubs = await menu
      .locator('[role="group"]')
      .evaluateAll((groups) =>
        groups
          .slice(0, 9)
          .flatMap((group) =>
            [...group.querySelectorAll('[data-href]:not([disabled])')].map((item) => item.textContent),
          ),
      );
    expect(hubs).toEqual(['Driving', 'Demo']);
    await page.keyboard.press('Escape');
    expect(await drawerGroups(page)).toEqual(['Dispatch', 'Business', 'Account']);
    // Drivers start journeys and complete pickups, so they hold journeys and releases too.
    expect(await drawerLinks(page, 'Dispatch')).toEqual([
      'Courier Pointers',
      'Deliveries',
      'Journey Templates',
      'Journeys',
      'Releases',
    ]);
    expect(await drawerLinks(page, 'Account')).toEqual(['My Profile', 'Settings']);
  });

  await test.step('the hubs menu works from the keyboard', async () => {
    await page.goto('/office-portal');
    await page.getByRole('button', { name: 'Hubs and dashboards' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Driving' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hub\/driving\?mode=journey$/);
  });
});

test("the demo page's 'train staff' enters training mode, and End Demo leaves it for home", async ({
  page,
}) => {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'train staff' }).click();
  await expect(page.getByRole('status')).toContainText('Loading');
  await page.waitForURL((url) => url.pathname === '/office-portal');
  await expect(page.getByRole('button', { name: 'Go home' })).toBeVisible();
  expect(await drawerGroups(page)).toEqual([
    'Ordering',
    'Stock',
    'Dispatch',
    'Invoicing',
    'Business',
    'Items',
    'Account',
  ]);
  await page.getByRole('button', { name: 'End Demo' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End Demo' })).toHaveCount(0);
});

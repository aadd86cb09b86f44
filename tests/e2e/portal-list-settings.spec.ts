import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { shot } from './support/shot';

// The list settings menu (Archives, Quantity Breakdowns with Export To CSV), a list under a
// proxyID and a detail form that live-refreshes, in training mode over the canned data.

const MANAGED_CAFE = 'comp-sydney-rd-cafe';

async function openList(page: Page, path: string, heading: string, seeded: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 60_000 });
  // The first pull has filled the mirror when a canned record is listed.
  await expect(page.getByText(seeded, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
}

// Both only read (a list setting switched on is switched off again): one training context, a step
// each (a failure names its check), instead of a new device's start for each.
test("read only, in one training context: Archives keeps the search; a proxyID list's Quantity Breakdowns export", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await test.step('Archives opens the archive list of batches, keeping the search', async () => {
    await page.goto('/office-portal/batches?isTraining=true&searchString=CB&filterBy=Nope&page=2');
    await expect(page.getByRole('heading', { name: 'Batches', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Archives' }).click();
    // Filters and the page belong to the batches list; the search goes along.
    await expect(page).toHaveURL(/\/office-portal\/batch-archives\?searchString=CB$/);
    await expect(page.getByRole('heading', { name: 'Batch Archives', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('textbox', { name: 'Find', exact: true })).toHaveValue('CB');
    // The archive reads its own section: the canned cold brew batch used up a month ago.
    await expect(page.getByText(/^CB-\d{6}$/).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Nothing Found')).toHaveCount(0);
    await shot(page, 'portal-batch-archives');
  });

  await test.step("a proxyID list shows the managed company's orders, and Quantity Breakdowns exports their totals per product", async () => {
    // One order record viewed by role: the managed cafe buys from comp1, so comp1's customer orders
    // to it are the cafe's purchase orders, and it has no customer orders of its own.
    await openList(
      page,
      `/office-portal/customer-orders?isTraining=true&proxyID=${MANAGED_CAFE}`,
      'Customer Orders',
      'Nothing Found',
    );
    await openList(
      page,
      `/office-portal/purchase-orders?isTraining=true&proxyID=${MANAGED_CAFE}`,
      'Purchase Orders',
      'Yarra Valley Wholesale',
    );

    // The toggle is operated with the keyboard: its tick shows, and the menu stays open.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const toggle = page.getByRole('menuitem', { name: 'Quantity Breakdowns' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getByRole('checkbox')).toBeChecked();
    await shot(page, 'portal-list-settings-menu');

    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export To CSV' }).click();
    const csv = (await readFile(await (await downloading).path(), 'utf8')).split('\r\n');
    expect(csv[0]).toBe('Purchase Orders');
    expect(csv[1]).toMatch(/^Product ID,Product Name,Quantity,.*Units$/);
    expect(csv.find((line) => line.startsWith('prod-barista-milk-1l,'))).toMatch(
      /^prod-barista-milk-1l,Barista Milk 1L,12,/,
    );
    expect(csv.find((line) => line.startsWith('prod-butter-croissant,'))).toMatch(
      /^prod-butter-croissant,Butter Croissant,12,/,
    );

    // Off again: the export is the listed rows.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Quantity Breakdowns' }).click();
    await expect(
      page.getByRole('menuitem', { name: 'Quantity Breakdowns' }).getByRole('checkbox'),
    ).not.toBeChecked();
    const again = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export To CSV' }).click();
    const rows = (await readFile(await (await again).path(), 'utf8')).split('\r\n');
    expect(rows[1]).toMatch(/^PO Number,/);
    // One row per listed order, all of them the managed café's, bought from comp1.
    const listed = rows.slice(2).filter((row) => row !== '');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => /comp1|Yarra Valley Wholesale/.test(row))).toBe(true);
  });
});

test('an open product form shows a change made in another tab, and keeps its own edits', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const detail = '/office-portal/product/prod-barista-milk-1l?isTraining=true';
  const name = (p: Page) => p.getByRole('textbox', { name: 'Product Name' });
  const abbreviation = (p: Page) => p.getByRole('textbox', { name: 'Abbreviation' });
  await page.goto(detail);
  await expect(name(page)).toHaveValue('Barista Milk 1L', { timeout: 60_000 });

  const other = await context.newPage();
  await other.goto(detail);
  await expect(name(other)).toHaveValue('Barista Milk 1L', { timeout: 60_000 });
  await other.getByRole('button', { name: 'Edit', exact: true }).click();
  await abbreviation(other).fill('BM1L-A');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other.getByText('Saved', { exact: true })).toBeVisible();

  // No unsaved edits: the first tab shows the new value.
  await expect(abbreviation(page)).toHaveValue('BM1L-A', { timeout: 30_000 });

  // With an edit of its own, the first tab keeps it and takes the other change beside it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await name(page).fill('Barista Milk 1L Mine');
  await other.getByRole('button', { name: 'Edit', exact: true }).click();
  await abbreviation(other).fill('BM1L-B');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(abbreviation(page)).toHaveValue('BM1L-B', { timeout: 30_000 });
  await expect(name(page)).toHaveValue('Barista Milk 1L Mine');
  await expect(
    page.getByText(
      'This record was changed on the server. Fields you have not edited now show the new values; your edits are kept.',
    ),
  ).toBeVisible();
  await shot(page, 'portal-live-refresh');
});

test('with a connected party the products list picks it and uploads a product to it', async ({ page }) => {
  test.setTimeout(150_000);
  await openList(
    page,
    '/office-portal/products?isTraining=true&btTestHooks=1&searchString=Barista',
    'Products',
    'Barista Milk 1L',
  );
  await expect(page.getByRole('button', { name: /^Sync With/ })).toHaveCount(0);
  // The company connects an accounting party (training's own ledger, named Xero here) and the
  // integration record reaches the mirror.
  await page.evaluate(async () => {
    const hooks = (
      window as unknown as {
        __btData: { db: { mirror: (name: string) => { put: (record: unknown) => Promise<unknown> } } };
      }
    ).__btData;
    const token = (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '';
    const answer = await fetch('/api/v1/Account/ExternalPartyIntegrations/connect', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ externalPartyOptionID: 'training-ledger', integrationName: 'Xero' }),
    });
    const { data } = (await answer.json()) as { data: Record<string, unknown> };
    await hooks.db.mirror('external-party-integrations').put({ ...data, _syncState: 'synced' });
  });
  await expect(page.getByRole('button', { name: 'Sync With: Xero' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Barista Milk 1L' });
  await row.getByRole('button', { name: 'Upload' }).click();
  await expect(row.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sync With: Xero' }).click();
  await expect(page.getByRole('radio', { name: 'Xero' })).toBeChecked();
  await shot(page, 'portal-sync-picker');
});

test('an archive keeps 90 days on the device: older ones are read online, and offline the list says they need a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await openList(page, '/office-portal/delivery-archives?isTraining=true', 'Delivery Archives', 'Mia Chen');
  // Last winter's delivery is older than the device keeps: a search for it finds none of the
  // last 90 days, and offers the older records, read online.
  await page.goto('/office-portal/delivery-archives?isTraining=true&searchString=Noah');
  await expect(page.getByText('No records in the last 90 days.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('This device keeps the last 90 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Show Older Records' }).click();
  await page.getByText('Noah Fitzgerald').click();
  await expect(page.getByRole('heading', { name: 'Archived Delivery' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Received By' })).toHaveValue('Noah Fitzgerald');
  await page.screenshot({ path: '/tmp/portal-older-archive.png' });

  // Offline, a search of last winter's receiver finds nothing on the device, and the list says
  // why instead of claiming there is nothing. (Training mode answers in the page, so the
  // browser's own offline state is what the list reads.)
  await context.setOffline(true);
  await page.goto('/office-portal/delivery-archives?isTraining=true&searchString=Noah');
  await expect(
    page.getByText('This device keeps the last 90 days. Older records need a connection.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Nothing Found')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/portal-older-archive-offline.png' });
  await context.setOffline(false);
});

test("offline, a list's Filters and settings menus and its buttons' tooltips still come: their code loads on first use, from the app stored on the device", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openList(page, '/office-portal/products?isTraining=true', 'Products', 'Full Cream Milk 2L');
  await expect(page.getByTestId('shell-offline-ready')).toHaveText('Ready offline', { timeout: 120_000 });
  // Training mode answers in the page, so the browser's own offline state is the whole network.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Sold' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Show Inactive' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Refresh', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Refresh');
  await context.setOffline(false);
});

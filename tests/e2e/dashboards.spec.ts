import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { FIRST_LOAD_TIMEOUT, pickDay } from './support/portal-list';

// The dashboards and statistics compute their figures from the mirror in the insights worker,
// so once the first pull is done they show with the network off. Training mode: the staff
// user of Yarra Valley Wholesale (SUPP) over twelve weeks of canned trade.

function panel(page: Page, title: string): Locator {
  return page.locator(`section[data-chart-panel="${title}"]`);
}

/** A panel, scrolled to as a reader would, has drawn its chart's bars (recharts) and its table lists rows. */
async function expectChartAndTable(page: Page, title: string): Promise<void> {
  const section = panel(page, title);
  await section.scrollIntoViewIfNeeded({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(section.locator('[data-chart] svg.recharts-surface').first()).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expect(
    section
      .locator(
        '[data-chart] .recharts-rectangle, [data-chart] .recharts-sector, [data-chart] .recharts-line-curve',
      )
      .first(),
  ).toBeAttached();
  await expect(section.getByRole('table', { name: title }).locator('tbody tr').first()).toBeVisible();
}

// Training answers in the page; the app's own worker serves the shell, so it must control the page before the network goes.
async function appWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
}

test('the supplier dashboard and delivery statistics draw their charts with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // Online: training starts, the first pull fills the mirror and both screens' code loads.
  await page.goto('/statistics/delivery?isTraining=true');
  await appWorkerControls(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Statistics' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expectChartAndTable(page, 'Deliveries per day');
  // In the page (no new document, which only the network could serve): the router moves on.
  await page.evaluate(() => {
    history.pushState({}, '', '/dashboard/supplier');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expectChartAndTable(page, 'Sales by week');

  // A person takes the device off the network once it says so: every record it holds has come
  // (the archives come last; the statistics count them).
  await expect(page.getByTestId('shell-offline-ready')).toHaveText('Ready offline', { timeout: 90_000 });
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/favicon.ico').then(
        () => 'reached',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  for (const title of [
    'Sales by week',
    'Sales by product',
    'Sales by customer',
    'Top movers',
    'Invoices owing by age',
  ])
    await expectChartAndTable(page, title);
  // The table beside a chart holds the same figures: twelve weeks, the last being this one.
  await expect(panel(page, 'Sales by week').getByRole('table').locator('tbody tr')).toHaveCount(12);
  await expect(panel(page, 'Sales by customer').getByRole('table')).toContainText('Acland Street Bistro');
  await expect(page.getByText('Outstanding', { exact: true })).toBeVisible();

  // Back to the statistics in the page, still offline: the range picker recomputes from the mirror.
  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Statistics' })).toBeVisible();
  await expectChartAndTable(page, 'Deliveries per day');
  await expectChartAndTable(page, 'Flagged deliveries');
  const rows = panel(page, 'Deliveries per day').getByRole('table').locator('tbody tr');
  const monthRows = await rows.count();
  await page.getByRole('group', { name: 'Date range' }).getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect.poll(() => rows.count()).toBeLessThan(monthRows);
  // The range's days in the spec's format (dd LLL yyyy) from the app's picker, whatever the browser's language.
  const range = page.getByRole('group', { name: 'Date range' });
  await expect(range.getByRole('button', { name: 'From' })).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  const to = (await range.getByRole('button', { name: 'To' }).textContent()) ?? '';
  expect(to).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  // A day picked in the calendar: the range of that one day, a custom one.
  const toDay = new Date(`${to} 12:00 UTC`).toISOString().slice(0, 10);
  await pickDay(range, 'From', toDay);
  await expect(range.getByRole('button', { name: 'From' })).toHaveText(to);
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(1);
});

test('an overdue invoice is marked paid, and the dashboard counts one fewer past due', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/dashboard/supplier?isTraining=true');
  await appWorkerControls(page);
  const pastDue = page.getByText(/^\d+ past due$/);
  await expect(panel(page, 'Overdue invoices').getByRole('table')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  const before = Number((await pastDue.textContent())?.split(' ')[0]);
  expect(before).toBeGreaterThan(0);
  await page.evaluate(() => {
    history.pushState({}, '', '/office-portal/customer-invoice/inv-0999');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Customer Invoice INV-0999' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  const sheet = page.locator('[data-invoice-sheet]');
  await expect(sheet.getByText(/^Overdue \d+ days$/)).toBeVisible();
  await expect(sheet.getByText('Brunswick Street Espresso')).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Invoice lines' })).toContainText('Barista Milk 1L');
  await page.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(sheet.locator('.mantine-Badge-label', { hasText: /^Paid$/ })).toBeVisible();
  await expect(page.getByText('Paid in full.')).toBeVisible();
  // The write reaches the services: the record's Pending badge goes once the push is answered.
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0, { timeout: 30_000 });

  // The PDF download is a real PDF named after the invoice.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('INV-0999.pdf');

  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeVisible();
  await expect(pastDue).toHaveText(`${before - 1} past due`);
});

/** Moves on in the page, as the app's own links do (no new document: training answers in this page). */
async function openInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

// Read-only checks share one training start (a step each, so a failure names its screen): each
// start runs the in-browser services and their first pull again, for checks that write nothing.
test('every dashboard and statistics screen passes the axe scan, its figures in; the boards show customers, products and users at a glance, and a card opens its record', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard/supplier?isTraining=true');
  await appWorkerControls(page);
  const screens = [
    ['/dashboard/supplier', 'Supplier Dashboard'],
    ['/dashboard/procurement', 'Procurement Dashboard'],
    ['/dashboard/customer', 'Home'],
    ['/statistics/delivery', 'Delivery Statistics'],
    ['/statistics/journey', 'Journey Statistics'],
  ] as const;
  for (const [path, heading] of screens) {
    await test.step(`${path} passes the axe scan, its figures in`, async () => {
      await openInPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: FIRST_LOAD_TIMEOUT,
      });
      // Figures in (no Loading left), and every chart drawn: each scrolled to, as a reader would.
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0, {
        timeout: FIRST_LOAD_TIMEOUT,
      });
      for (const chart of await page.locator('[data-chart]').all()) {
        // Scrolled to again while waiting: new figures can move a chart after the first scroll.
        await expect(async () => {
          await chart.scrollIntoViewIfNeeded();
          await expect(chart.locator('svg.recharts-surface').first()).toBeAttached({ timeout: 2_000 });
        }).toPass({ timeout: FIRST_LOAD_TIMEOUT });
      }
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }

  await test.step('the product board finds a product', async () => {
    await openInPage(page, '/board/products');
    const cards = page.getByRole('list', { name: 'Product Board' }).locator('[data-board-card]');
    await expect(cards.filter({ hasText: 'Full Cream Milk 2L' })).toContainText('On hand', {
      timeout: FIRST_LOAD_TIMEOUT,
    });
    await page.getByRole('textbox', { name: 'Find' }).fill('croissant');
    await expect(cards).toHaveCount(1);
  });

  await test.step('the customer board filters the overdue, and a card opens its record', async () => {
    await openInPage(page, '/board/customers');
    const customers = page.getByRole('list', { name: 'Customer Board' }).locator('[data-board-card]');
    await expect(customers.filter({ hasText: 'Swan Street Kitchen' })).toContainText('Open balance', {
      timeout: FIRST_LOAD_TIMEOUT,
    });
    await page.getByRole('radio', { name: 'Overdue' }).locator('..').click();
    await expect(customers.first()).toContainText('Overdue');
    await customers.first().click();
    await expect(page).toHaveURL(/\/office-portal\/customer\/agr-/);
  });
});

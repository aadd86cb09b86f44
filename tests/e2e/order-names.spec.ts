import { expect, test } from '@playwright/test';
import { shot } from './support/shot';

// Issue 26, item 4: a customer's own purchase orders were listed on a phone as '192fedc9-d831-…'.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a customer's purchase orders are listed on a phone by PO number or order number, never an id", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/demo');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  await page.getByRole('button', { name: 'try as a customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer/, { timeout: 30_000 });

  // The training customer's orders were numbered by its supplier (customerOrderNumber) and carry no PO number of its own.
  await page.goto('/office-portal/purchase-orders');
  const records = page.getByRole('list', { name: 'Records' });
  await expect(records.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const titles = await records
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
  expect(titles.filter((title) => title !== '').length).toBeGreaterThan(0);
  // Before, an order with no PO number was headed by its id ('co-h101' in training, a UUID when placed on the device).
  for (const title of titles.filter((title) => title !== ''))
    expect(title).toMatch(/^(Order \d+|Order of .+|New order|[A-Z0-9][\w-]*)$/);
  expect(titles.some((title) => /^Order \d+$/.test(title))).toBe(true);
  await expect(records).not.toContainText(UUID);
  await shot(page, 'purchase-orders-390');
});

import { expect, test } from '@playwright/test';
import { shot } from './support/shot';

// comp1 as Healesville Cider's 3PL, in training mode (the browser's own services run the same
// flows): the cider orders it dispatched wait on the Ready to invoice panel; one tap makes the
// client invoice, which takes every waiting item once and opens as a printable invoice.

test.describe.configure({ timeout: 180_000 });

test('a 3PL invoices its client’s dispatched orders from the client billable items, once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/office-portal/client-billable-items?isTraining=true');
  const waiting = page.getByTestId('unbilled-client').filter({ hasText: 'Healesville Cider' });
  await expect(waiting).toBeVisible({ timeout: 120_000 });
  // Two orders: an order fee and a unit fee each.
  await expect(waiting).toContainText('4 billable items');
  await expect(
    page.getByRole('row').filter({ hasText: 'Order HC-0412 picked, packed and dispatched' }),
  ).toBeVisible();
  await shot(page, 'client-billable-items', { fullPage: true });
  await waiting.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('The client invoice to Healesville Cider Co is in')).toBeVisible({
    timeout: 60_000,
  });
  // Nothing is left to invoice.
  await expect(page.getByText('Every order fulfilled for a client is invoiced.')).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole('link', { name: 'Client Invoices' }).click();
  // Numbered in comp1's client invoice series (from INV-1000; the demo's older one is INV-0900).
  const made = page.getByRole('row').filter({ hasText: 'INV-1000' });
  await expect(made).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'INV-0900' })).toBeVisible();
  await made.click();
  await expect(page.getByRole('heading', { name: 'Client Invoice INV-1000' })).toBeVisible({
    timeout: 30_000,
  });
  const sheet = page.locator('[data-invoice-sheet]');
  await expect(sheet).toContainText('Healesville Cider Co');
  const lines = sheet.getByRole('table', { name: 'Invoice lines' });
  await expect(
    lines.getByRole('row').filter({ hasText: 'Order HC-0412 picked, packed and dispatched' }),
  ).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: 'Units picked for order HC-0415' })).toBeVisible();
  // 2 × $6.50 + 3 units × $0.35 = $14.05, GST by line $1.41: $15.46.
  await expect(sheet).toContainText('$15.46');
  // comp1 issued it: it records the payment.
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
  await shot(page, 'client-invoice', { fullPage: true });
});

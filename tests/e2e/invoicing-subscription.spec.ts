import { expect, test } from '@playwright/test';
import { shot } from './support/shot';

// Bulktrade's subscription invoices (subscription-invoice/:id) in training mode: the demo's
// monthly invoices are listed, the newest owing; its detail is the printable invoice, read only.

test.describe.configure({ timeout: 180_000 });

test('the subscription invoices list the demo’s months, and the newest opens read only as a printable invoice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/office-portal/subscription-invoices?isTraining=true');
  await expect(page.getByRole('heading', { name: 'Subscription Invoices' })).toBeVisible({
    timeout: 120_000,
  });
  const newest = page.getByRole('row').filter({ hasText: 'BT-20405' });
  await expect(newest).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'BT-20400' })).toBeVisible();
  // Nothing to make or change here.
  await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);
  await newest.click();
  await expect(page.getByRole('heading', { name: 'Subscription Invoice BT-20405' })).toBeVisible({
    timeout: 30_000,
  });
  const sheet = page.locator('[data-invoice-sheet]');
  await expect(sheet).toContainText('Bulktrade');
  await expect(sheet).toContainText('Bulktrade Supplier subscription (SUPP), monthly');
  await expect(sheet).toContainText('Unpaid');
  // $149 + 3 × $12 = $185 ex GST, $18.50 GST, $203.50 in all.
  await expect(sheet).toContainText('$203.50');
  await expect(page.getByTestId('subscription-invoice-note')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await shot(page, 'subscription-invoice', { fullPage: true });
});

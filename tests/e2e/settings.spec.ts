import { expect, test } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';

// The settings pages are forms over the company's own record (training mode: Yarra Valley
// Wholesale). What the company and invoicing pages save prints on its invoices.

test('company and invoicing settings save through the write path and print on the invoice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/settings?isTraining=true&slide=company');
  const abn = page.getByRole('textbox', { name: 'ABN' });
  await expect(abn).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Yarra Valley Wholesale');
  // Eleven digits are not enough: an ABN's check digits must add up (the ATO's checksum).
  await abn.fill('12345678901');
  await expect(page.getByText('This ABN is not valid: check its digits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await abn.fill('51 824');
  await expect(page.getByText('An ABN has 11 digits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await abn.fill('51 824 753 556');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  await page.getByRole('tab', { name: 'Invoicing' }).click();
  await expect(page).toHaveURL(/[?&]slide=invoicing/);
  await page.getByRole('textbox', { name: 'Bank Account Name' }).fill('Yarra Valley Wholesale Pty Ltd');
  await page.getByRole('textbox', { name: 'BSB' }).fill('063-000');
  await page.getByRole('textbox', { name: 'Account Number' }).fill('1234 5678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0, { timeout: 30_000 });

  await page.evaluate(() => {
    history.pushState({}, '', '/office-portal/customer-invoice/inv-1001');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  const sheet = page.locator('[data-invoice-sheet]');
  await expect(sheet.getByText('ABN 51 824 753 556')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(sheet.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(sheet.getByText('BSB 063-000 · Account 1234 5678')).toBeVisible();
  await expect(sheet.getByText('Reference: INV-1001')).toBeVisible();
});

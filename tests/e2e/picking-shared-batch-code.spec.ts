import { expect, test } from '@playwright/test';
import { api, dayShowing, openHub, tabletContext } from './support/tablet';

// Issue 26 §8: a batch code shared by two products filled only the first when scanned. On the
// warehouse tablet (1024 x 768), a code that batches of two of the consignment's products carry
// asks which product it is, and only the chosen line is picked.

test.describe.configure({ timeout: 240_000 });

test('a scanned batch code two products share asks which product, and picks only the one chosen', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await tabletContext(browser);
  const milkBatch = (await api(request, token, 'GET', 'Stock/Batches/get/batch-milk-older')) as {
    batchcode: string;
    exp?: string;
  };
  // The lemonade's supplier used the same date code: a lemonade batch with it, 20 on the shelf.
  const batchID = `e2e-lemonade-${Date.now().toString(36)}`;
  await api(request, token, 'POST', 'Stock/Batches/post', {
    id: batchID,
    batchcode: milkBatch.batchcode,
    productID: 'prod-lemonade-1250ml',
    exp: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  await api(request, token, 'POST', 'Stock/Adjustments/post', {
    kind: 'adjusted',
    productID: 'prod-lemonade-1250ml',
    locationID: 'loc-dandenong-dc',
    batchID,
    quantity: 20,
    reason: 'Count',
  });

  await openHub(page, 'picking');
  const consignment = page.getByRole('button', { name: 'Pick consignment C1103' });
  await dayShowing(page, consignment);
  await consignment.click();
  const milk = page.getByLabel('Line Full Cream Milk 2L');
  const lemonade = page.getByLabel('Line Lemonade 1.25L');
  // The new batch is on the tablet once its line offers it.
  await expect(lemonade.getByLabel(`Picked from ${milkBatch.batchcode}`)).toBeVisible({ timeout: 60_000 });

  await page.getByLabel('Batch code').fill(milkBatch.batchcode);
  await page.getByLabel('Batch code').press('Enter');
  const chooser = page.getByRole('dialog', { name: `Which product is batch ${milkBatch.batchcode}?` });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('button', { name: /Full Cream Milk 2L/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/picking-shared-batch-code-1024.png' });
  await chooser.getByRole('button', { name: /Lemonade 1\.25L/ }).click();
  await expect(chooser).toHaveCount(0);
  await expect(lemonade.getByText('12 of 12')).toBeVisible();
  await expect(milk.getByText('0 of 9')).toBeVisible();
  await context.close();
});

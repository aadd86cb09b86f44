import { expect, test } from '@playwright/test';
import { goOffline } from './support/offline';
import { api, dayShowing, openHub, tabletContext } from './support/tablet';
import { shot } from './support/shot';

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
  const made = (await api(request, token, 'POST', 'Stock/Batches/post', {
    id: batchID,
    batchcode: milkBatch.batchcode,
    productID: 'prod-lemonade-1250ml',
    exp: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  })) as { rowVersion: number };
  await api(request, token, 'POST', 'Stock/Adjustments/post', {
    kind: 'adjusted',
    productID: 'prod-lemonade-1250ml',
    locationID: 'loc-dandenong-dc',
    batchID,
    quantity: 20,
    reason: 'Count',
  });

  try {
    await openHub(page, 'picking');
    const consignment = page.getByRole('button', { name: 'Pick consignment C1103' });
    await dayShowing(page, consignment);
    await consignment.click();
    const milk = page.getByLabel('Line Full Cream Milk 2L');
    const lemonade = page.getByLabel('Line Lemonade 1.25L');
    // The new batch is on the tablet once its line offers it.
    await expect(lemonade.getByLabel(`Picked from ${milkBatch.batchcode}`)).toBeVisible({ timeout: 60_000 });

    // The pick stays on this tablet: other tests on this host pick consignment C1103 themselves.
    await goOffline(context, page);
    await page.getByLabel('Batch code').fill(milkBatch.batchcode);
    await page.getByLabel('Batch code').press('Enter');
    const chooser = page.getByRole('dialog', { name: `Which product is batch ${milkBatch.batchcode}?` });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button', { name: /Full Cream Milk 2L/ })).toBeVisible();
    await shot(page, 'picking-shared-batch-code-1024');
    await chooser.getByRole('button', { name: /Lemonade 1\.25L/ }).click();
    await expect(chooser).toHaveCount(0);
    await expect(lemonade.getByText('12 of 12')).toBeVisible();
    await expect(milk.getByText('0 of 9')).toBeVisible();
  } finally {
    await context.close();
    // Other tests on this host scan the milk's batch code and expect the milk alone.
    const gone = await request.fetch('/api/v1/Stock/Batches/delete', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
      data: { id: batchID, rowVersion: made.rowVersion },
    });
    expect(gone.ok(), `delete the shared-code batch: ${gone.status()}`).toBe(true);
  }
});

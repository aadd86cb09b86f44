import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// CSV imports against the Node services (npm start): a product file of 5,000 rows, two of
// them bad, is read in the worker with progress, exactly the two bad rows are reported (and
// downloadable), and Import adds the other 4,998 products at once.

async function productCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/Products/get/count', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { count: number }).count;
}

/** 5,000 product rows under the template's header in another order and case; rows 1201 and 3401 are bad. */
function productFile(marker: string): string {
  const lines = ['PRODUCTNAME,abbreviation,Tax Type,sortNumber,isSold,weight,Shelf Colour'];
  for (let index = 1; index <= 5000; index += 1) {
    if (index === 1200) lines.push(',NONAME,GST,1,Yes,1,red');
    else if (index === 3400) lines.push(`${marker} 0007,DUP,GST,7,Yes,1,red`);
    else lines.push(`${marker} ${String(index).padStart(4, '0')},A${index},GST,${index},Yes,1.25,red`);
  }
  return lines.join('\n');
}

test('imports a product CSV of 5,000 rows: progress, exactly the two bad rows reported, 4,998 more products', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page);
  const before = await productCount(request, token);
  const marker = `E2E Import ${Date.now()}`;

  await page.goto('/office-portal/new-products');
  await expect(page.getByRole('heading', { name: 'New Products' })).toBeVisible({ timeout: 60_000 });
  // Remembers whether the reading progress bar was ever shown.
  await page.evaluate(() => {
    const seen = window as unknown as { __sawProgress?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Reading the file"]') !== null) seen.__sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(productFile(marker)) });

  await expect(page.getByText('4,998 products to import')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { __sawProgress?: boolean }).__sawProgress)).toBe(
    true,
  );
  await expect(page.getByRole('list', { name: 'Unknown columns' })).toContainText('Shelf Colour');
  const report = page.getByRole('table', { name: 'Rows left out' });
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText('1201');
  await expect(report.getByRole('row').nth(2)).toContainText('3401');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
  expect(csv).toContain('1201,productName,');
  expect(csv).toContain('3401,productName,');

  await page.getByRole('button', { name: 'Import 4,998 products' }).click();
  await expect(page.getByText('4,998 products imported')).toBeVisible({ timeout: 120_000 });
  expect(await productCount(request, token)).toBe(before + 4998);

  // The products list holds them too, once the mirror has pulled them.
  await page.goto(`/office-portal/products?searchString=${encodeURIComponent(`${marker} 4999`)}`);
  await expect(page.getByText(`${marker} 4999`).first()).toBeVisible({ timeout: 60_000 });
});

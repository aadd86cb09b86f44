import { expect, test } from '@playwright/test';

// Goods counted in at the warehouse door on a tablet, signed for by the deliverer.

test.describe.configure({ timeout: 180_000 });

test('a receival is counted in on a tablet with the deliverer’s signature', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto('/login?returnTo=%2Foffice-portal%2Freceivals');
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill('training@bulktrade.app');
  await page.getByLabel('Password').fill('Training!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/office-portal\/receivals/);

  const dairy = page.getByTestId('receival-card').filter({ hasText: 'Gippsland Dairy' });
  await dairy.getByRole('button').first().click({ timeout: 60_000 });
  const form = page.getByTestId('receival-form');
  await form.getByLabel('Delivered By').fill('Gippsland driver');
  await form.getByLabel(/Temperature on arrival/).fill('3.9');
  const pad = form.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box === null) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + 120);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 140, { steps: 8 });
  await page.mouse.up();
  if (process.env.BT_SCREENSHOTS) await page.screenshot({ path: `${process.env.BT_SCREENSHOTS}/receiving.png` });
  await form.getByRole('button', { name: 'Complete Receival' }).click();
  await expect(dairy).toBeHidden();

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token: string }).token);
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/Courier/Receivals/get/rcv-dairy-today', { headers: { Authorization: `Bearer ${token}` } });
      return (await answer.json()) as Record<string, unknown>;
    }, { timeout: 60_000 })
    .toMatchObject({ isFulfilled: true, receivedByUserID: 'user-training', delivererName: 'Gippsland driver', tempOnDelivery: 3.9 });
  await context.close();
});

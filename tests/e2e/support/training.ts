import { expect, test, type Page } from '@playwright/test';

/**
 * Enters training mode from the demo page ('train staff'): the app's service worker answers the
 * services in the browser (MSW), and the page lands on the office portal under that worker.
 * @example await startTraining(page); await page.goto('/board/order-slots');
 */
export async function startTraining(page: Page): Promise<void> {
  await test.step('start training', async () => {
    await page.goto('/demo');
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    );
    await page.getByRole('button', { name: 'train staff' }).click();
    await expect(page).toHaveURL(/\/office-portal/, { timeout: 30_000 });
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    );
  });
}

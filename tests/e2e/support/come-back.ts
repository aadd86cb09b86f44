import type { Page } from '@playwright/test';

/**
 * The person comes back to the app (from another app or tab): the page becomes visible, which
 * starts a sync. Headless Chromium never hides a page, so the browser's event is sent as it would
 * be on the device; the app's own listener (src/data/sync-client.ts) takes it from there. A test
 * waiting for "the next sync" brings the person back instead of sitting out the device's minute.
 * @example await comeBackToApp(page);
 */
export async function comeBackToApp(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

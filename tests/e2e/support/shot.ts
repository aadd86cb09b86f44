import type { Page } from '@playwright/test';

/**
 * A screenshot for a person to look at, into BT_SHOTS_DIR, taken only when that is set: a
 * screenshot proves nothing a test checks, and a full-page one costs a second or more on a busy
 * 2-core machine, so a plain run takes none.
 * @example await shot(page, 'order-sheet-390', { fullPage: true }); // BT_SHOTS_DIR=/tmp/shots npx playwright test …
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.BT_SHOTS_DIR;
  if (folder !== undefined) await page.screenshot({ path: `${folder}/${name}.png`, ...options });
}

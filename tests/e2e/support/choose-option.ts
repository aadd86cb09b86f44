import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of a searchable select as a person does: click it, type, click the option.
 * @example await choose(page, editor.getByLabel('Supplier'), 'Lowe', /Lowe Street Bakery/);
 */
export async function choose(
  page: Page,
  input: Locator,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

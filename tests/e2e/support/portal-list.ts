import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

// Steps shared by the Playwright specs of the generic office-portal list and detail, in
// training mode. They never assert a detail URL: on a desktop the detail may open as a
// page or as a blade beside the list, so the form is found by its title and toolbar.

/** What the steps need to know of one entity: its list route and its titles. */
export type PortalScreen = {
  /** List route name, e.g. 'products'. */
  list: string;
  /** The list's title, e.g. 'Products'. */
  label: string;
  /** The detail's title, e.g. 'Product'. */
  singleLabel: string;
  /** Text of a canned row that shows once the first pull has filled the mirror. */
  seeded: string | RegExp;
};

/** Generous for the first load: the build's first paint plus the first pull on a busy 2-core machine. */
export const FIRST_LOAD_TIMEOUT = 60_000;

/**
 * Opens an entity's list in training mode and waits until the canned rows are listed.
 * @example await openList(page, { list: 'zones', label: 'Zones', singleLabel: 'Zone', seeded: 'Geelong & Bellarine' });
 */
export async function openList(page: Page, screen: PortalScreen): Promise<void> {
  await page.goto(`/office-portal/${screen.list}?isTraining=true`);
  await expect(listHeading(page, screen)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByText(screen.seeded).first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

/** The list's title. */
export function listHeading(page: Page, screen: PortalScreen): Locator {
  return page.getByRole('heading', { name: screen.label, exact: true });
}

/**
 * Types into the list's Find box, opening the search first when it is closed.
 * @example await search(page, 'E2E Zone');
 */
export async function search(page: Page, text: string): Promise<void> {
  const find = page.getByRole('textbox', { name: 'Find', exact: true });
  if (!(await find.isVisible())) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await find.fill(text);
}

/** The listed table row holding a text (the desktop list). */
export function listRow(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * The open detail form: its blade when it opened beside the list, else the whole page.
 * Waits for the detail's title first.
 */
export async function detailPanel(page: Page, screen: PortalScreen): Promise<Locator> {
  const heading = page.getByRole('heading', { name: screen.singleLabel, exact: true });
  const blade = page.getByRole('region', { name: screen.singleLabel, exact: true });
  await expect(heading.or(blade).first()).toBeVisible({ timeout: 30_000 });
  // A blade nested in the list's own blade comes later in the document: the last is the innermost.
  return (await blade.count()) > 0 ? blade.last() : page.locator('body');
}

/**
 * Presses New and returns the blank form (a page or a blade).
 * @example const form = await openNew(page, zones); await form.getByRole('button', { name: 'Create' }).click();
 */
export async function openNew(page: Page, screen: PortalScreen): Promise<Locator> {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = await detailPanel(page, screen);
  await expect(form.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  return form;
}

/**
 * Selects the first list entry showing a text and returns its form (a page or a blade).
 * @example const form = await openRow(page, zones, 'Geelong & Bellarine');
 */
export async function openRow(page: Page, screen: PortalScreen, text: string | RegExp): Promise<Locator> {
  await page.getByText(text).first().click();
  return detailPanel(page, screen);
}

/**
 * Leaves the detail for its list: Back when the form has it, else the blade's Close, else
 * the browser's back. A blade that already closed itself (a saved new item) needs nothing.
 */
export async function backToList(page: Page, screen: PortalScreen, form: Locator): Promise<void> {
  const heading = page.getByRole('heading', { name: screen.singleLabel, exact: true });
  if ((await heading.count()) > 0) {
    const back = form.getByRole('button', { name: 'Back', exact: true });
    const close = form.getByRole('button', { name: 'Close', exact: true });
    if (await back.isVisible()) await back.click();
    else if (await close.first().isVisible()) await close.first().click();
    else await page.goBack();
  }
  await expect(heading).toHaveCount(0);
  await expect(listHeading(page, screen)).toBeVisible();
}

/**
 * Presses Create on a filled new form and waits until the item is saved: the form then
 * shows the item (Create gone) or its blade closed.
 */
export async function create(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Turns on edit mode, lets `change` fill the form, saves and waits for 'Saved'.
 * @example await editAndSave(form, () => form.getByRole('textbox', { name: 'Zone Name' }).fill('North'));
 */
export async function editAndSave(form: Locator, change: () => Promise<void>): Promise<void> {
  await form.getByRole('button', { name: 'Edit', exact: true }).click();
  await change();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
}

/**
 * A form input by its label (text, number, date, select and reference fields alike).
 * @example await field(form, 'Zone Name').fill('North');
 */
export function field(form: Locator, label: string): Locator {
  // A required field's label ends in Mantine's asterisk.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Picks a day (yyyy-MM-dd) in a date field's calendar picker, moving on a month or two when needed.
 * @example await pickDay(form, 'Issued On', '2026-12-02');
 */
export async function pickDay(form: Locator, label: string, day: string): Promise<void> {
  const page = form.page();
  await field(form, label).click();
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', {
    month: 'long',
    timeZone: 'UTC',
  });
  const button = page.getByRole('button', { name: `${date} ${monthName} ${year}`, exact: true });
  // The calendar first: looked for before it opens, the day seems missing, and a month's step
  // can hit a disabled next button and wait there for ever.
  await button.or(page.locator('[data-direction="next"]')).first().waitFor();
  for (let step = 0; step < 3 && !(await button.isVisible()); step += 1)
    await page.locator('[data-direction="next"]').last().click();
  await button.click();
}

/**
 * Chooses an option of a select or reference field: the one named, or else the first.
 * @example await chooseOption(form, 'Customer', 'Swan Street Kitchen');
 */
export async function chooseOption(form: Locator, label: string, option?: string): Promise<void> {
  await field(form, label).click();
  // The options open in a portal outside the form.
  const listbox = form.page().getByRole('listbox').last();
  const choice =
    option === undefined
      ? listbox.getByRole('option').first()
      : listbox.getByRole('option', { name: option, exact: true });
  await choice.click();
  await expect(listbox).toBeHidden();
}

/**
 * Runs Export To CSV from the list's settings menu and returns the file's text.
 * @example expect(await exportCsv(page)).toContain('Zone Name');
 */
export async function exportCsv(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export To CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  await page.keyboard.press('Escape');
  return csv;
}

/**
 * Deletes a listed row through the list's edit mode and the delete question, and waits
 * until it is gone.
 */
export async function deleteRow(page: Page, row: Locator): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(row).toHaveCount(0);
}

/** Ticks Show Inactive in the list's settings menu. */
export async function showInactive(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show Inactive' }).click();
  await page.keyboard.press('Escape');
}

/** Restores an inactive listed row and waits until it is active again. */
export async function restoreRow(row: Locator): Promise<void> {
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row.getByRole('button', { name: 'Restore' })).toHaveCount(0);
}

/** The page has nothing wider than a phone's 390 px. */
export async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

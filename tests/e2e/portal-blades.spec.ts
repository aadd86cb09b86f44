import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/shot';

// Office-portal list pages are blade containers (spec doc 2, section 2): selecting a row or New
// opens the record's form in a blade beside the list while the URL stays the list's. Training
// mode: the sync worker pulls the canned data into the mirror.

const SEEDED = 'Full Cream Milk 2L';

async function openList(page: Page, path: string, heading: string, row: string | null): Promise<void> {
  await page.goto(`${path}?isTraining=true`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 60_000 });
  if (row !== null) await expect(page.getByText(row).first()).toBeVisible({ timeout: 60_000 });
}

const blade = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

async function bladeWidth(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

/** The space between the bottom of a list blade's rows scroller and the bottom of the blade, in px. */
async function gapBelowRows(page: Page, list: Locator): Promise<number> {
  const frame = await list.boundingBox();
  const rows = await list.getByTestId('list-scroller').boundingBox();
  if (frame === null || rows === null) return Number.POSITIVE_INFINITY;
  return frame.y + frame.height - (rows.y + rows.height);
}

test('opens, saves, minimises, pins, resizes and closes record blades on a list page', async ({ page }) => {
  test.setTimeout(150_000);
  await openList(page, '/office-portal/products', 'Products', SEEDED);

  // Selecting a row opens the product's blade beside the list; the URL stays the list's.
  await page.getByText(SEEDED).first().click();
  const product = blade(page, 'Product');
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED);
  await expect(page).toHaveURL(/\/office-portal\/products\?isTraining=true$/);
  expect(Math.round(await bladeWidth(product))).toBe(700);
  await expect(blade(page, 'Products')).toBeVisible();
  // The blades fit below the app bar (1280 x 720: 94vh would overflow by 17 px), and the list's title shows once.
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(0);
  await expect(blade(page, 'Products').getByText('Products', { exact: true })).toHaveCount(1);
  // The rows take the blade's height below the list header: no band is kept for a pager that is not there.
  await expect.poll(() => gapBelowRows(page, blade(page, 'Products'))).toBeLessThanOrEqual(16);
  await shot(page, 'portal-blades-desktop');

  // Resize with the keyboard and by dragging the edge.
  const handle = page.getByRole('separator', { name: 'Resize Product' });
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '680');
  const edge = await handle.boundingBox();
  if (edge === null) throw new Error('no resize handle');
  await page.mouse.move(edge.x + edge.width / 2, edge.y + 200);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 - 100, edge.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '580');
  expect(Math.round(await bladeWidth(product))).toBe(580);

  // Minimise to the strip and maximise again.
  await product.getByRole('button', { name: 'Minimise' }).click();
  await page.getByRole('button', { name: 'Maximise Product' }).click();
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED);

  // Pin the list, then close the product blade.
  await blade(page, 'Products').getByRole('button', { name: 'Pin' }).click();
  await expect(blade(page, 'Products').getByRole('button', { name: 'Unpin' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await product.getByRole('button', { name: 'Close' }).click();
  await expect(product).toHaveCount(0);

  // New opens a blank form in the blade; a created item closes its blade and shows in the list.
  const marker = `Blade Product ${Date.now()}`;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await product.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(product.getByText('Field is required').first()).toBeVisible();
  await product.getByRole('textbox', { name: 'Product Name' }).fill(marker);
  await product.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(product).toHaveCount(0);
  await expect(page.getByText(marker).first()).toBeVisible();
  await expect(page).toHaveURL(/\/office-portal\/products\?isTraining=true$/);

  // An existing record saves in its blade and stays; Back closes the blade.
  await page.getByText(marker).first().click();
  await product.getByRole('button', { name: 'Edit', exact: true }).click();
  await product.getByRole('textbox', { name: 'Product Name' }).fill(`${marker} Edited`);
  await product.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(product.getByText('Saved', { exact: true })).toBeVisible();
  await product.getByRole('button', { name: 'Back' }).click();
  await expect(product).toHaveCount(0);
  await expect(page.getByText(`${marker} Edited`).first()).toBeVisible();
});

test('at 1024 px a pinned list keeps its title beside a record blade, and unsaved edits are asked about before another row replaces them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await openList(page, '/office-portal/products', 'Products', SEEDED);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(0);
  await blade(page, 'Products').getByRole('button', { name: 'Pin' }).click();
  await page.getByText(SEEDED).first().click();
  const product = blade(page, 'Product');
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED);
  const title = page.getByRole('heading', { name: 'Products', exact: true });
  await expect(title).toBeVisible();
  // Not squeezed to "P.": the whole title fits its box (the buttons wrap below it instead).
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await shot(page, 'portal-blades-1024');

  await product.getByRole('button', { name: 'Edit', exact: true }).click();
  await product.getByRole('textbox', { name: 'Product Name' }).fill(`${SEEDED} unsaved`);
  await blade(page, 'Products').getByText('Lite Milk 2L').first().click();
  const question = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to leave? Make sure everything is saved before leaving.' });
  await expect(question).toBeVisible();
  await shot(page, 'portal-blades-leave');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toHaveCount(0);
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(`${SEEDED} unsaved`);
  await blade(page, 'Products').getByText('Lite Milk 2L').first().click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Lite Milk 2L');
});

// What only reads shares one training context, a step each (a failure names its check): a context
// of its own per check cost its start (a new device installing the app) for checks that write
// nothing. Each step opens its address as a new document, as before.
test('read only, in one training context: a record opens from its address; the batches and sales hub tours; the settings slider; a record blade on a 390 px phone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await test.step('a record still opens on its own page from its address', async () => {
    await openList(page, '/office-portal/products', 'Products', SEEDED);
    const href = await page
      .getByRole('row')
      .filter({ hasText: SEEDED })
      .first()
      .getByRole('link', { name: 'Open in new tab' })
      .getAttribute('href');
    expect(href).toMatch(/^\/office-portal\/product\/[^/]+$/);
    await page.goto(`${href ?? ''}?isTraining=true`);
    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED, {
      timeout: 60_000,
    });
    await expect(page.getByRole('region', { name: 'Product', exact: true })).toHaveCount(0);
  });

  await test.step('plays the batches tour step by step and closes it with Escape', async () => {
    await openList(page, '/office-portal/batches', 'Batches', null);
    await blade(page, 'Batches').getByRole('button', { name: 'Tour' }).click();
    const card = page.getByRole('dialog', { name: 'Step 1 of 5' });
    await expect(card).toContainText('Every production batch');
    await expect(card.getByRole('button', { name: 'Next' })).toBeFocused();
    await shot(page, 'portal-blades-tour');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Step 2 of 5' })).toContainText(
      'Filter to Pending batches',
    );
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Step 1 of 5' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(blade(page, 'Batches').getByRole('button', { name: 'Tour' })).toBeFocused();
  });

  await test.step('the sales hub offers its tour, played by touch-sized buttons to Done', async () => {
    await page.goto('/hub/sales?isTraining=true');
    await expect(page.getByRole('heading', { name: 'Sales Hub', level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Tour' }).click();
    await expect(page.getByRole('dialog', { name: 'Step 1 of 3' })).toContainText(
      'The Sales Hub is where sales managers follow',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Step 3 of 3' })).toContainText('Home takes you back');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the settings slider shows the section the slide query names and writes the picked one back', async () => {
    await page.goto('/settings?isTraining=true&slide=billing');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Billing', level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: 'Pick/Pack' }).click();
    await expect(page).toHaveURL(/[?&]slide=pick-pack/);
    await expect(page).toHaveURL(/isTraining=true/);
    await expect(page.getByRole('heading', { name: 'Pick/Pack', level: 2 })).toBeVisible();
    await page.goto('/settings?isTraining=true&slide=nope');
    await expect(page.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 60_000,
    });
    await shot(page, 'settings-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'settings-mobile');
  });

  await test.step('on a 390 px phone a record blade fills the width over the list, and Close returns to it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page, '/office-portal/products', 'Products', SEEDED);
    // The Tour button sits in the list header: no extra row above it, the list's region starts with its heading.
    await expect(page.getByTestId('list-header-actions').getByRole('button', { name: 'Tour' })).toBeVisible();
    await expect(blade(page, 'Products').locator('[data-tour="blade-buttons"]')).toHaveCount(0);
    await shot(page, 'portal-blades-mobile-list');
    await page.getByText(SEEDED).first().click();
    const product = blade(page, 'Product');
    await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(SEEDED);
    expect(Math.round(await bladeWidth(product))).toBe(390);
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'portal-blades-mobile');
    await product.getByRole('button', { name: 'Close' }).click();
    await expect(product).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { create, field, openList, openNew, openRow, type PortalScreen } from './support/portal-list';
import { shot } from './support/shot';

// Issue 23 §3: a zone's area is drawn on the map with the mouse (the Geoman drawing library),
// saved on the record's `boundary`, and shown again after a reload: on the plot when no tile
// server is set (the same drawing the map shows offline). Training mode, no tiles configured.

const zones: PortalScreen = {
  list: 'zones',
  label: 'Zones',
  singleLabel: 'Zone',
  seeded: 'Geelong & Bellarine',
};
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1024, height: 768 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

/** Clicks the corners (fractions of the map's box), then the first corner again to close the area. */
async function drawArea(
  page: Page,
  map: Locator,
  corners: readonly (readonly [number, number])[],
): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const at = ([x, y]: readonly [number, number]): [number, number] => [
    box.x + box.width * x,
    box.y + box.height * y,
  ];
  for (const corner of corners) {
    await page.mouse.click(...at(corner));
  }
  await page.mouse.click(...at(corners[0]!));
}

/** The corners of the area drawn on the plot, as its SVG polygon lists them. */
async function plottedCorners(form: Locator): Promise<number> {
  const points = await form
    .getByRole('img', { name: 'Area (plot)' })
    .locator('polygon[data-zone="Area"]')
    .getAttribute('points');
  return (points ?? '').trim().split(/\s+/).filter(Boolean).length;
}

test('a zone’s area is drawn with the mouse, saved on the zone, and there after a reload on the plot and in the editor', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openList(page, zones);
  const name = `Drawn Zone ${Date.now()}`;
  const form = await openNew(page, zones);
  await field(form, 'Zone Name').fill(name);

  const map = form.getByRole('application', { name: 'Map: Area' });
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText('No area drawn yet.')).toBeVisible();
  await form.getByRole('button', { name: 'Draw Area' }).click();
  await expect(form.getByText(/Click or tap each corner/)).toBeVisible();
  await drawArea(page, map, [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ]);
  await expect(
    form.getByText('An area of 4 corners. Drag a corner to move it; drag a middle point to add one.'),
  ).toBeVisible();
  await expect(map).toHaveAttribute('data-corners', '4');
  await expect(map.locator('path.boundary-area')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await map.scrollIntoViewIfNeeded();
    await shot(page, `zone-editor-${size}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await create(form);

  // After a reload the zone opens with its area: on the plot (no tile server set), then in the editor.
  await page.reload();
  await openList(page, zones);
  const saved = await openRow(page, zones, name);
  await expect(saved.getByRole('img', { name: 'Area (plot)' })).toBeVisible({ timeout: 30_000 });
  expect(await plottedCorners(saved)).toBe(4);
  await expect(saved.getByRole('list', { name: 'Map legend' })).toContainText('Area');
  await shot(page, 'zone-saved-desktop');
  await saved.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(saved.getByRole('application', { name: 'Map: Area' })).toHaveAttribute('data-corners', '4', {
    timeout: 30_000,
  });
  await expect(saved.getByRole('button', { name: 'Draw A New Area' })).toBeVisible();

  // Clearing the area and saving leaves the zone without one.
  await saved.getByRole('button', { name: 'Clear Area' }).click();
  await expect(saved.getByText('No area drawn yet.')).toBeVisible();
  await saved.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved.getByText('Saved', { exact: true })).toBeVisible();
  await expect(saved.getByText('No area drawn.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the seeded zone’s area shows on the plot, and a delivery fee form offers the same drawing map', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openList(page, { ...zones, seeded: 'Metropolitan Melbourne' });
  const metro = await openRow(page, zones, 'Metropolitan Melbourne');
  await expect(metro.getByRole('img', { name: 'Area (plot)' })).toBeVisible({ timeout: 30_000 });
  expect(await plottedCorners(metro)).toBeGreaterThanOrEqual(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await metro.getByRole('img', { name: 'Area (plot)' }).scrollIntoViewIfNeeded();
  await shot(page, 'zone-metro-phone');

  await page.setViewportSize({ width: 1440, height: 900 });
  const fees: PortalScreen = {
    list: 'delivery-fees',
    label: 'Delivery Fees',
    singleLabel: 'Delivery Fee',
    seeded: /./,
  };
  await page.goto('/office-portal/delivery-fees?isTraining=true');
  await expect(page.getByRole('heading', { name: 'Delivery Fees', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const fee = await openNew(page, fees);
  await expect(fee.getByRole('application', { name: 'Map: Charged Inside' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(fee.getByRole('button', { name: 'Draw Area' })).toBeVisible();
});

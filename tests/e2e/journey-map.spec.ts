import { expect, test, type Locator, type Page } from '@playwright/test';
import { startTraining } from './support/training';
import { shot } from './support/shot';

// The journey optimiser's map as a dispatcher reads it (issue 26 §6 and §4): without a tile
// server, or with one the browser cannot reach, it still shows the numbered stops with their
// names, the depot by name, a scale and a legend of each journey's colour; with tiles it shows
// them under the same marks. The optimiser's journeys use both demo templates (Metro Morning
// Run and Inner Melbourne Loop) and carry names people can tell apart.

const TILES = 'https://tiles.bulktrade.test/{z}/{x}/{y}.png';
// A 1x1 grey PNG: the machines running this have no internet, so the test serves the tile.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);
const DEPOT = 'Dandenong South Warehouse';
// The browser's own size in these tests (Playwright's Desktop Chrome).
const DESKTOP = { width: 1280, height: 720 };
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1024, height: 768 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

async function optimise(page: Page): Promise<string[]> {
  await page.goto('/hub/journey-optimization');
  await expect(page.getByTestId('day-summary')).toContainText(/([4-9]\d|\d{3,}) movements/, {
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Optimise' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Search time' }).selectOption('1');
  await page.getByRole('button', { name: 'Optimise' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 30_000 });
  return page
    .getByTestId('proposed-journey')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

async function expectLegend(legend: Locator, journeys: readonly string[]): Promise<void> {
  await expect(legend.locator('[data-legend="depot"]')).toHaveText(`Depot: ${DEPOT}`);
  await expect(legend.locator('[data-legend="route"]')).toHaveCount(journeys.length);
  for (const name of journeys)
    await expect(legend.locator('[data-legend="route"]').filter({ hasText: `${name} (` })).toHaveCount(1);
  // Each journey's swatch is drawn in its own colour.
  const colours = await legend
    .locator('[data-legend="route"] .route-map-key')
    .evaluateAll((keys) => keys.map((key) => getComputedStyle(key).backgroundColor));
  expect(new Set(colours).size).toBe(Math.min(journeys.length, 8));
}

async function shots(page: Page, map: Locator, name: string): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await map.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${size}`);
  }
}

// The two plots that only read (optimising proposes journeys and applies none) share one training
// start, a step each (a failure names its plot); the tile server's test saves a setting and
// keeps its own.
test('without a tile server the plan is a labelled plot: numbered stops, names, the depot by name, a scale and a legend; the journeys use both templates; the dispatcher sees one journey on a labelled plot too', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await startTraining(page);

  await test.step('without a tile server the plan is a labelled plot: numbered stops, names, the depot by name, a scale and a legend; the journeys use both templates', async () => {
    // Before optimising: the day's stops and the depot, named.
    await page.goto('/hub/journey-optimization');
    await expect(page.getByTestId('day-summary')).toContainText(/([4-9]\d|\d{3,}) movements/, {
      timeout: 60_000,
    });
    const dayPlot = page.getByRole('img', { name: "Plot of the day's stops and journeys" });
    await expect(dayPlot.getByTestId('plot-names').getByText(DEPOT, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Map legend' }).locator('[data-legend="loose"]'),
    ).toContainText(/Not on a journey \(\d+ stops\)/);

    const journeys = await optimise(page);
    // Issue 26 §4: the Metro Morning Run template is used, and no two journeys are "Loop 1..6".
    expect(journeys.some((name) => name.startsWith('Metro Morning Run'))).toBe(true);
    expect(journeys.some((name) => name.startsWith('Inner Melbourne Loop'))).toBe(true);
    expect(new Set(journeys).size).toBe(journeys.length);
    expect(journeys.filter((name) => /^Inner Melbourne Loop \d+$/.test(name))).toEqual([]);

    const plot = page.getByRole('img', { name: 'Plot of the stops and journeys' });
    await expect(plot).toBeVisible();
    const stops = await page.getByTestId('proposed-stop').count();
    // Every stop is numbered along its journey: as many 1s as journeys, as many marks as stops.
    await expect(plot.locator('g[data-stop]')).toHaveCount(stops);
    await expect(plot.locator('g[data-stop^="1. "]')).toHaveCount(journeys.length);
    await expect(plot.locator('g[data-stop] text').first()).toHaveText('1');
    const firstStop = (await page.getByTestId('proposed-stop').first().textContent())!
      .replace(/^1\.\s*/, '')
      .split(' · ')[0]!
      .trim();
    await expect(plot.locator(`g[data-stop="1. ${firstStop}"]`)).toHaveCount(1);
    // Names are written where they fit (the depot's first), and there is a scale.
    const names = plot.getByTestId('plot-names').locator('text');
    await expect(names.filter({ hasText: DEPOT })).toHaveCount(1);
    expect(await names.count()).toBeGreaterThanOrEqual(8);
    await expect(plot.getByTestId('plot-scale')).toHaveText(/^\d+ k?m$/);
    await expectLegend(page.getByRole('list', { name: 'Map legend' }), journeys);
    await shots(page, plot, 'plot');
    expect(errors).toEqual([]);
  });

  await test.step('the dispatcher sees one journey on a labelled plot: its numbered stops with names, the depot by name, a scale and a legend', async () => {
    // At the browser's own size again (the plan's screenshots resized the page).
    await page.setViewportSize(DESKTOP);
    await page.goto('/hub/dispatch');
    const card = page.getByTestId('journey-card').filter({ hasText: 'Inner Melbourne Loop' });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await card.getByRole('link', { name: /Inner Melbourne Loop/ }).click();
    const plot = page.getByRole('img', { name: "Plot of the journey's stops" });
    await expect(plot).toBeVisible({ timeout: 60_000 });
    await expect(plot.getByTestId('plot-names').getByText(DEPOT, { exact: true })).toBeVisible();
    await expect(plot.locator('g[data-stop^="1. "]')).toHaveCount(1);
    expect(await plot.locator('g[data-stop]').count()).toBeGreaterThanOrEqual(2);
    await expect(plot.getByTestId('plot-scale')).toHaveText(/^\d+ k?m$/);
    const legend = page.getByRole('list', { name: 'Map legend' });
    await expect(legend.locator('[data-legend="depot"]')).toHaveText(`Depot: ${DEPOT}`);
    await expect(legend.locator('[data-legend="route"]')).toHaveText(/^Inner Melbourne Loop \(\d+ stops\)$/);
    await shots(page, plot, 'dispatch-journey');
    expect(errors).toEqual([]);
  });
});

test('with a tile server the plan is drawn over the streets; with the tile host refused the same labelled marks show without them', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let serveTiles = false;
  await context.route('https://tiles.bulktrade.test/**', (route) =>
    serveTiles
      ? route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG })
      : route.abort('internetdisconnected'),
  );
  await startTraining(page);
  await page.goto('/settings?slide=courier');
  const field = page.getByRole('textbox', { name: 'Map Tiles URL' });
  await expect(field).toBeVisible({ timeout: 60_000 });
  await field.fill(TILES);
  await page.getByRole('textbox', { name: 'Map Tiles Credit' }).fill('Test tiles');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  // Tile host refused: the map says so and still shows numbers, names, the depot and a scale.
  const journeys = await optimise(page);
  const map = page.getByRole('figure', { name: 'Map: Plot of the stops and journeys' });
  await expect(map).toHaveAttribute('data-map-tiles', 'failed');
  await expect(map.getByRole('status')).toHaveText(/map tiles could not be loaded/);
  const stops = await page.getByTestId('proposed-stop').count();
  await expect(map.locator('.route-map-number')).toHaveCount(stops);
  await expect(map.locator('.route-map-number', { hasText: /^1$/ })).toHaveCount(journeys.length);
  await expect(map.locator('.route-map-name.route-map-depot-name')).toHaveText(DEPOT);
  expect(await map.locator('.route-map-name').count()).toBeGreaterThanOrEqual(4);
  await expect(map.locator('.leaflet-control-scale-line')).toHaveText(/^\d+ k?m$/);
  await expectLegend(page.getByRole('list', { name: 'Map legend' }), journeys);
  await shots(page, map, 'tiles-refused');

  // Tiles served: the tile images load under the same marks.
  serveTiles = true;
  await page.setViewportSize({ width: 1024, height: 768 });
  const again = await optimise(page);
  await expect(map).toHaveAttribute('data-map-tiles', 'loaded');
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
  await expect(map.getByRole('status')).toHaveCount(0);
  await expect(map.locator('.route-map-number')).toHaveCount(await page.getByTestId('proposed-stop').count());
  await expect(map.getByText('Test tiles')).toBeVisible();
  await expectLegend(page.getByRole('list', { name: 'Map legend' }), again);
  await shots(page, map, 'tiles');
  expect(errors).toEqual([]);
});

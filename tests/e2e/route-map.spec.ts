import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startTraining } from './support/training';
import { shot } from './support/shot';

// The route maps of the optimisation hubs: with a Map Tiles URL in the courier settings the
// stops, depots and routes are drawn on a Leaflet map; the machines running this have no
// internet, so the tile host is answered by the test (refused, then a blank tile): the routes
// are drawn either way, without a page error. Offline, the same scene shows as the SVG plot.

const TILES = 'https://tiles.bulktrade.test/{z}/{x}/{y}.png';
// A 1x1 grey PNG.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

async function setTiles(page: Page, url: string): Promise<void> {
  await page.goto('/settings?slide=courier');
  const field = page.getByRole('textbox', { name: 'Map Tiles URL' });
  await expect(field).toBeVisible({ timeout: 60_000 });
  await field.fill('https://tiles.bulktrade.test/');
  await expect(page.getByText('A tile URL needs {z}, {x} and {y}')).toBeVisible();
  await field.fill(url);
  await page.getByRole('textbox', { name: 'Map Tiles Credit' }).fill('Test tiles');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
}

test('the journey optimisation hub draws the stops, depot and routes on a tile map, keeps them when tiles fail, and plots them offline', async ({
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
  await setTiles(page, TILES);

  // Tiles refused: the day's stops and the warehouse are still drawn, and the page says why the map is blank.
  await page.goto('/hub/journey-optimization');
  await expect(page.getByTestId('day-summary')).toContainText(/([4-9]\d|\d{3,}) movements/, {
    timeout: 60_000,
  });
  const dayMap = page.getByRole('figure', { name: "Map: Plot of the day's stops and journeys" });
  await expect(dayMap).toBeVisible();
  await expect.poll(() => dayMap.locator('path.route-map-loose').count()).toBeGreaterThanOrEqual(40);
  await expect(dayMap.locator('path.route-map-depot')).toHaveCount(1);
  await expect(dayMap.getByRole('status')).toHaveText(/map tiles could not be loaded/);
  await expect(dayMap.getByText('Test tiles')).toBeVisible();

  // Tiles served: the optimised journeys are drawn in their colours, a line and the stops each.
  serveTiles = true;
  await page.reload();
  await expect(page.getByTestId('day-summary')).toContainText(/\d+ movements/, { timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Search time' }).selectOption('1');
  await page.getByRole('button', { name: 'Optimise' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 30_000 });
  const map = page.getByRole('figure', { name: 'Map: Plot of the stops and journeys' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-map-tiles', 'loaded');
  const journeys = await page.getByTestId('proposed-journey').count();
  const stops = await page.getByTestId('proposed-stop').count();
  await expect(map.locator('path.route-map-route')).toHaveCount(journeys);
  await expect(map.locator('path.route-map-stop')).toHaveCount(stops);
  const colours = await map
    .locator('path.route-map-route')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('stroke')));
  expect(new Set(colours).size).toBe(Math.min(journeys, 8));
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'route-map-desktop');
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 1024, height: 768 }],
  ] as const) {
    await page.setViewportSize(size);
    await map.scrollIntoViewIfNeeded();
    await shot(page, `route-map-${name}`);
  }

  // Offline: the same journeys as the SVG plot.
  await context.setOffline(true);
  await expect(page.getByRole('img', { name: 'Plot of the stops and journeys' })).toBeVisible();
  await expect(map).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('the template optimisation hub draws the proposed zones and routes on the tile map', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.route('https://tiles.bulktrade.test/**', (route) => route.abort('internetdisconnected'));
  await startTraining(page);
  await setTiles(page, TILES);
  await page.goto('/hub/template-optimization');
  await expect(page.getByRole('button', { name: 'Propose' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Propose' }).click();
  const weekday = page.getByTestId('weekday-proposal').first();
  await expect(weekday).toBeVisible({ timeout: 60_000 });
  const map = weekday.getByRole('figure', { name: /^Map: Zones for / });
  await expect(map).toBeVisible();
  const zones = await weekday.getByRole('checkbox').count();
  await expect(map.locator('path.route-map-zone')).toHaveCount(zones);
  await expect.poll(() => map.locator('path.route-map-route').count()).toBeGreaterThanOrEqual(1);
  await expect(map.locator('path.route-map-depot')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'template-map-phone');
  expect(errors).toEqual([]);
});

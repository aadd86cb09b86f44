import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { signIn } from './support/sign-in';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// Issue 26 §4: the dashboards' charts read without hovering, on a desk and on a phone. Each donut
// names its slices in a legend, the top-movers chart names every bar, and the weekly chart names
// every week. The demo office user (Yarra Valley Wholesale) on its Supplier Dashboard, whose
// twelve weeks of seeded trade fill every chart.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function panel(page: Page, title: string): Locator {
  return page.locator(`section[data-chart-panel="${title}"]`);
}

/** The first column of a panel's table: the names the chart should show, in order. */
async function tableNames(page: Page, title: string): Promise<string[]> {
  const cells = panel(page, title).getByRole('table', { name: title }).locator('tbody tr td:first-child');
  await expect(cells.first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  return (await cells.allTextContents()).map((text) => text.trim());
}

/** A panel scrolled to as a reader would, its chart drawn. */
async function chartOf(page: Page, title: string): Promise<Locator> {
  const chart = panel(page, title).locator('[data-chart]');
  await expect(async () => {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: FIRST_LOAD_TIMEOUT });
  return chart;
}

/** The texts of an axis's tick labels that are drawn and seen (not clipped away or empty). */
async function visibleTicks(axis: Locator): Promise<string[]> {
  const ticks = axis.locator('.recharts-cartesian-axis-tick-value');
  const seen: string[] = [];
  for (const tick of await ticks.all()) {
    const box = await tick.boundingBox();
    const text = ((await tick.textContent()) ?? '').trim();
    if (box !== null && box.width > 0 && box.height > 0 && text !== '') seen.push(text);
  }
  return seen;
}

/** "7 Sep" → the day of the year it names, counted on from `after` so a year's turn is crossed. */
function dayOf(label: string, after: number): number {
  const [day, month] = label.split(' ');
  const date = Date.UTC(2026, MONTHS.indexOf(month ?? ''), Number(day));
  let days = date / 86_400_000;
  while (days < after) days += 365;
  return days;
}

async function expectChartsNamed(page: Page, size: string): Promise<void> {
  // Each donut: a legend in view naming every slice (the table's rows), one swatch per slice.
  for (const title of ['Sales by product', 'Sales by customer']) {
    const names = await tableNames(page, title);
    const chart = await chartOf(page, title);
    const legend = chart.locator('[data-legend]');
    await legend.scrollIntoViewIfNeeded();
    await expect(legend, `${title} at ${size}`).toBeVisible();
    const items = legend.locator('[data-legend-item]');
    await expect(items, `${title} at ${size}`).toHaveText(names);
    for (const item of await items.all())
      await expect(item.locator('.mantine-ColorSwatch-root')).toBeVisible();
    await expect(chart.locator('.recharts-pie-sector')).toHaveCount(names.length);
  }

  // Top movers: as many names beside the bars as there are bars, each product named once.
  const movers = await tableNames(page, 'Top movers');
  const moversChart = await chartOf(page, 'Top movers');
  await expect(moversChart.locator('.recharts-bar-rectangle')).toHaveCount(movers.length);
  await expect
    .poll(() => visibleTicks(moversChart.locator('.recharts-yAxis-tick-labels')), {
      message: `Top movers at ${size}`,
    })
    .toHaveLength(movers.length);
  // The names may wrap over lines (its words run together in the text); each is there, in order.
  const moverLabels = (await visibleTicks(moversChart.locator('.recharts-yAxis-tick-labels'))).map((text) =>
    text.replace(/\s+/g, ''),
  );
  expect(moverLabels).toEqual(movers.map((name) => name.replace(/\s+/g, '')));

  // The weekly chart: twelve weeks named under their bars, each seven days after the one before.
  const weeks = await tableNames(page, 'Sales by week');
  expect(weeks).toHaveLength(12);
  const weeklyChart = await chartOf(page, 'Sales by week');
  await expect
    .poll(() => visibleTicks(weeklyChart.locator('.recharts-xAxis-tick-labels')), {
      message: `Sales by week at ${size}`,
    })
    .toEqual(weeks);
  let previous = dayOf(weeks[0] ?? '', 0);
  for (const week of weeks.slice(1)) {
    const next = dayOf(week, previous);
    expect(next - previous, `${week} follows the week before it at ${size}`).toBe(7);
    previous = next;
  }
}

test('the supplier dashboard names every donut slice, top mover and week, on a desk and on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SIZES[0]);
  await signIn(page, '/dashboard/supplier');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectChartsNamed(page, `${size.width}x${size.height}`);
  }
});

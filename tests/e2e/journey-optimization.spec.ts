import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startTraining } from './support/training';

// Journey optimisation in training mode: the demo day (44 unplanned deliveries from the
// Dandenong South warehouse, more than one journey can carry) is optimised in the worker, one
// stop is moved earlier by hand, the plan is applied through the write path, and the day's
// journeys then list their stops in that order: at once, after a reload, and with the network
// off (training mode's services run in the browser, the app's writes go through the mirror).

async function stopNames(page: Page, list: string): Promise<string[]> {
  return page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        (item.textContent ?? '')
          .replace(/^\d+\.\s*/, '')
          .split(' · ')[0]!
          .trim(),
      ),
    );
}

test("optimises the demo day, applies the plan, and the day's journeys show the stops in the new order, also offline", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // the solver, an axe scan, a write of every stop and a reload: slow on a loaded 2-core machine
  await startTraining(page);
  await page.goto('/hub/journey-optimization');
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Optimization' })).toBeVisible();
  await expect(page.getByTestId('day-summary')).toContainText(
    /([4-9]\d|\d{3,}) movements to ([4-9]\d|\d{3,}) destinations/,
    { timeout: 60_000 },
  );
  const movements =
    /(\d+) movements/.exec((await page.getByTestId('day-summary').textContent()) ?? '')?.[1] ?? '';
  // The journey templates come with the first pull too, maybe after the movements; offline the
  // sync engine waits, in training mode as anywhere (a CI run went offline before they came).
  await expect(page.getByRole('button', { name: 'Optimise' })).toBeEnabled({ timeout: 60_000 });

  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Search time' }).selectOption('1');
  await page.getByRole('button', { name: 'Optimise' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 30_000 });
  const proposed = page.getByTestId('proposed-journey');
  expect(await proposed.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('img', { name: 'Plot of the stops and journeys' })).toBeVisible();
  await expect(proposed.first().getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Move the first journey's second stop ahead of its first.
  const first = proposed.first();
  const journeyName = (await first.getAttribute('aria-label'))!;
  const before = await stopNames(page, `Stops of ${journeyName}`);
  await first.getByRole('button', { name: `Move ${before[1]} earlier` }).click();
  const planned = await stopNames(page, `Stops of ${journeyName}`);
  expect(planned).toEqual([before[1], before[0], ...before.slice(2)]);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied')).toBeVisible({ timeout: 60_000 });
  const applied = page.getByTestId('current-journey').filter({ hasText: `${journeyName} ` });
  await expect(applied).toHaveCount(1);
  const appliedName = (await applied.getAttribute('aria-label'))!;
  expect(await stopNames(page, `Stops of ${appliedName}`)).toEqual(planned);
  // Every movement of the day is still there, now on the applied journeys.
  await expect(page.getByTestId('day-summary')).toContainText(`${movements} movements`);

  // Still there after a reload (training mode's page needs the network to load again): the
  // mirror holds the writes, and the services have them once the engine has pushed.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('list', { name: `Stops of ${appliedName}` })).toBeVisible({ timeout: 60_000 });
  expect(await stopNames(page, `Stops of ${appliedName}`)).toEqual(planned);

  // The journeys list shows the new journey.
  await page.goto('/office-portal/journeys');
  await expect(page.getByText(appliedName).first()).toBeVisible();
});

test('template optimisation proposes journeys and zones per weekday from the movements, and accepting creates the zones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startTraining(page);
  await page.goto('/hub/template-optimization');
  await expect(page.getByRole('heading', { level: 1, name: 'Template Optimization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Propose' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Propose' }).click();
  const weekdays = page.getByTestId('weekday-proposal');
  await expect(weekdays.first()).toBeVisible({ timeout: 60_000 });
  expect(await weekdays.count()).toBeGreaterThanOrEqual(4); // yesterday to three days ahead
  await expect(weekdays.first()).toContainText(/\d+ journeys/);
  expect(await seriousViolations(page)).toEqual([]);
  const first = weekdays.first();
  const names = first.getByRole('textbox');
  const zoneName = await names.first().inputValue();
  await names.first().fill(`${zoneName} renamed`);
  await page.getByRole('button', { name: 'Accept zones' }).click();
  await expect(page.getByTestId('accepted')).toBeVisible({ timeout: 60_000 });
  await page.goto('/office-portal/zones');
  await expect(page.getByText(`${zoneName} renamed`).first()).toBeVisible({ timeout: 30_000 });
});

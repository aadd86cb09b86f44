import { expect, test } from '@playwright/test';
import { pickDay } from './support/portal-list';
import { startTraining } from './support/training';

// Courier settings' Journeys Start At and Most Stops On A Journey (issue 23 §5), in training mode:
// set on the settings screen, the journey optimiser's plan for the day leaves at that time
// instead of at the day's earliest due departure (05:30 AM in the demo), which its stops' arrival
// times count from; and once the journey templates set no Max Destinations of their own, no
// proposed journey takes more stops than the setting. Training mode's data lives in this browser
// context, so nothing is left changed for other tests.

/** Most Stops On A Journey, set below what the templates' packages and weight would allow. */
const MOST_STOPS = 3;

/** The Melbourne calendar date `days` from now, as yyyy-mm-dd. */
function melbourneDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test("the journey optimiser's plan leaves at the company's Journeys Start At, with at most its Most Stops On A Journey", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startTraining(page);
  await page.goto('/settings?slide=courier');
  await expect(page.getByLabel('Journeys Start At hours')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Journeys Start At hours').fill('06');
  await page.getByLabel('Journeys Start At minutes').fill('00');
  await page.getByLabel('Journeys Start At AM or PM').selectOption('AM');
  await page.getByRole('textbox', { name: 'Most Stops On A Journey' }).fill(String(MOST_STOPS));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  // The demo's templates each allow 15 destinations: set to none (0), the company's setting decides.
  for (const template of ['jt-metro-morning', 'jt-inner-loop']) {
    await page.goto(`/office-portal/journey-template/${template}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Max Destinations' }).fill('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  }

  await page.goto('/hub/journey-optimization');
  const summary = page.getByTestId('day-summary');
  await expect(summary).toContainText(/([4-9]\d|\d{3,}) movements to \d+ destinations/, { timeout: 60_000 });
  // The summary names the departure on a day with slotted deliveries (the demo cafe's weekdays).
  let found = false;
  for (const days of [1, 2, 3]) {
    await pickDay(page.locator('body'), 'Day', melbourneDay(days));
    await expect(summary).toContainText(/([4-9]\d|\d{3,}) movements/);
    if (/due by their order slot's delivery time/.test((await summary.textContent()) ?? '')) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);
  // Without the setting the journeys would leave at the day's earliest due departure, 05:30 AM.
  await expect(summary).toContainText('journeys leave at 06:00 AM');

  await page.getByRole('combobox', { name: 'Search time' }).selectOption('1');
  await page.getByRole('button', { name: 'Optimise' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 60_000 });
  const journeys = page.getByTestId('proposed-journey');
  const stops = await journeys.evaluateAll((cards) =>
    cards.map((card) => card.querySelectorAll('[data-testid="proposed-stop"]').length),
  );
  // The day's forty-odd stops over journeys of at most MOST_STOPS each (the templates' packages
  // and weight would let a journey take more).
  expect(stops.length).toBeGreaterThan(1);
  expect(Math.max(...stops)).toBeLessThanOrEqual(MOST_STOPS);
});

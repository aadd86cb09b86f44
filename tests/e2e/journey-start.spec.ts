import { expect, test } from '@playwright/test';
import { pickDay } from './support/portal-list';
import { startTraining } from './support/training';

// Courier settings' Journeys Start At (issue 23 §5), in training mode: set on the settings screen,
// the journey optimiser's plan for the day leaves at that time instead of at the day's earliest
// due departure (05:30 AM in the demo), which its stops' arrival times count from. Training
// mode's data lives in this browser context, so nothing is left changed for other tests.

/** The Melbourne calendar date `days` from now, as yyyy-mm-dd. */
function melbourneDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test("the journey optimiser's plan leaves at the company's Journeys Start At", async ({ page }) => {
  test.setTimeout(150_000);
  await startTraining(page);
  await page.goto('/settings?slide=courier');
  await expect(page.getByLabel('Journeys Start At hours')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Journeys Start At hours').fill('06');
  await page.getByLabel('Journeys Start At minutes').fill('00');
  await page.getByLabel('Journeys Start At AM or PM').selectOption('AM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

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
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../src/domain/formats';
import { instantFromWallTime, zonedWallTime } from '../../src/domain/time-zone';
import { comeBackToApp } from './support/come-back';
import { chooseOption, create, detailPanel, field, type PortalScreen } from './support/portal-list';
import { signIn } from './support/sign-in';
import { shot } from './support/shot';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// Scheduled actions run on the services (issue 23 §8): an office person makes an Ordering Action
// that confirms orders every day at a time a little ahead; the services say when it runs next;
// when its time comes (the services' clock is moved there, server/node/test-clock.ts, which runs
// the background work at once) the services run it, and the person sees on the Ordering Actions
// screen when it ran, what it did and when it runs next.

test.describe.configure({ timeout: 240_000 });

const ZONE = 'Australia/Melbourne';
const ACTIONS = '/api/v1/Ordering/Actions';
const SCREEN: PortalScreen = {
  list: 'ordering-actions',
  label: 'Ordering Actions',
  singleLabel: 'Ordering Action',
  seeded: '',
};

type Json = Record<string, unknown>;

/** Moves the services' clock to an instant (null: back to the real one). */
async function servicesClock(request: APIRequestContext, at: Date | null): Promise<void> {
  const response = await request.post('/__e2e/clock', {
    data: { at: at === null ? null : at.toISOString() },
  });
  expect(response.status()).toBe(200);
}

async function serverAction(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<Json | undefined> {
  const answer = await request.get(`${ACTIONS}/getAll?searchString=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Json[] }).data[0];
}

/** The whole hour two hours ahead in Melbourne: soon enough that the session is still good then. */
function twoHoursAhead(): Date {
  const wall = zonedWallTime(new Date(Date.now() + 2 * 3_600_000), ZONE);
  return instantFromWallTime(
    { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: 0 },
    ZONE,
  );
}

const shown = (at: Date) => `${formatInZone(at, DATE_FORMAT, ZONE)} ${formatInZone(at, TIME_FORMAT, ZONE)}`;

test.afterEach(async ({ request }) => {
  await servicesClock(request, null);
});

test('an ordering action runs on the services at its time, and its screen shows the last run, its result and the next run', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await signIn(page);
  const runAt = twoHoursAhead();
  const hour = zonedWallTime(runAt, ZONE).hour;
  const name = `E2E confirm ${Date.now()}`;

  await page.goto('/office-portal/ordering-actions');
  await expect(page.getByRole('heading', { name: 'Ordering Actions', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = await detailPanel(page, SCREEN);
  await field(form, 'Name').fill(name);
  await chooseOption(form, 'Action', 'Confirm Orders');
  // Every day at the chosen hour, on the schedule editor a person uses.
  await form.getByLabel('Weekday', { exact: true }).selectOption('Always');
  await form.getByLabel('Hour', { exact: true }).selectOption(String(hour % 12 === 0 ? 12 : hour % 12));
  await form.getByLabel('Minute', { exact: true }).selectOption('00');
  await form.getByLabel('AM/PM', { exact: true }).selectOption(hour < 12 ? 'AM' : 'PM');
  await form.getByRole('checkbox', { name: 'On' }).check();
  await create(form);

  // The services say when it runs next, and the screen shows it.
  await expect
    .poll(async () => (await serverAction(request, token, name))?.nextAttentionDate, { timeout: 60_000 })
    .toBe(runAt.toISOString());
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(shown(runAt), { timeout: 60_000 });

  // Its time comes: the services run it.
  await servicesClock(request, new Date(runAt.getTime() + 30_000));
  const ran = await serverAction(request, token, name);
  expect(ran?.lastResult).toMatch(/^Confirmed (no orders|1 order|\d+ orders) due within the next day\.$/);
  const nextDay = new Date(runAt.getTime() + 86_400_000);

  // The person sees what the services did, without reloading: last run, result, next run. The
  // device syncs every minute and whenever the person comes back to the app; the person comes
  // back (the page becomes visible) rather than sitting out the minute.
  await expect(async () => {
    await comeBackToApp(page);
    await expect(row).toContainText(shown(nextDay), { timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  await expect(row).toContainText(shown(new Date(runAt.getTime() + 30_000)));
  await row.getByText(name).click();
  const detail = await detailPanel(page, SCREEN);
  const result = detail.getByText(String(ran?.lastResult));
  await expect(result).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await result.scrollIntoViewIfNeeded();
    await shot(page, `scheduled-action-${width}`);
  }
});

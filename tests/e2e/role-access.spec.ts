import { expect, test, type Page } from '@playwright/test';
import { comeBackToApp } from './support/come-back';
import { mirrorCount } from './support/mirror-count';
import { signIn } from './support/sign-in';
import { shot, TABLET } from './support/tablet';

// Roles change access (issue 23 §6), against npm start's services: the office's global admin
// takes Measurements out of the Picker role in the settings screens; the picker's tablet, at its
// next sync (no signing in again), loses that section: the screen is restricted and its records
// leave the tablet's mirror. Given back, the section returns with its records at the next sync.
// The tablet syncs every minute and whenever the picker comes back to the app; the picker comes
// back to it here, so the test does not sit out the minute (twice) for the same sync.

test.describe.configure({ timeout: 300_000 });

const PICKER = { userName: 'picker@yarravalleywholesale.com.au', password: 'Picker!2026' };
// The device syncs every minute; the next sync is at most that away (and a slow machine's round).
const NEXT_SYNC = { timeout: 150_000, intervals: [2_000] };

/** The measurements in the tablet's mirror, after the picker came back to the app. */
async function measurementsOnTablet(page: Page): Promise<number> {
  await comeBackToApp(page);
  return mirrorCount(page, 'measurements');
}

/** The Picker role's permissions in the role's screen: one pill each. */
function pill(page: Page, permission: string) {
  return page.locator('.mantine-Pill-root').filter({ hasText: new RegExp(`^${permission}$`) });
}

/** The Picker role's screen, in edit mode. */
async function editPickerRole(page: Page): Promise<void> {
  await page.goto('/office-portal/role/role-picker');
  await expect(page.getByRole('textbox', { name: 'Role Name' })).toHaveValue('Picker');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

/** Whether the picker's tablet shows the Measurements screen (its list), or is sent to restricted. */
async function measurementsScreen(page: Page): Promise<'list' | 'restricted'> {
  await page.goto('/office-portal/measurements');
  const restricted = page.waitForURL(/\/restricted/, { timeout: 15_000 }).then(() => 'restricted' as const);
  const list = page
    .getByText('Bread Tray')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => 'list' as const);
  return Promise.any([restricted, list]).catch(() => 'list' as const);
}

test("an admin takes a permission out of the user's role and gives it back: the user's device loses the section and its records, then has them again", async ({
  browser,
}) => {
  // The picker's tablet, signed in, with the measurements in its mirror.
  const tablet = await browser.newContext({ viewport: TABLET });
  const device = await tablet.newPage();
  await signIn(device, '/hub/picking', PICKER);
  await device.goto('/office-portal/measurements');
  await expect(device.getByText('Bread Tray').first()).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => mirrorCount(device, 'measurements'), { timeout: 90_000 }).toBeGreaterThan(0);

  // The global admin edits the Picker role in the settings screens.
  const officeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await officeContext.newPage();
  await signIn(office, '/office-portal');
  await editPickerRole(office);
  await expect(pill(office, 'measurements')).toBeVisible();
  await pill(office, 'measurements').locator('button').click();
  await expect(pill(office, 'measurements')).toHaveCount(0);
  await shot(office, 'role-picker-without-measurements');
  await save(office);

  // At its next sync the tablet loses the section: the records leave, the screen is restricted.
  await expect.poll(() => measurementsOnTablet(device), NEXT_SYNC).toBe(0);
  await expect.poll(() => measurementsScreen(device), { timeout: 60_000 }).toBe('restricted');
  await shot(device, 'picker-measurements-restricted');
  // What the picker still may do is untouched: the picking hub opens.
  await device.goto('/hub/picking');
  await expect(device.getByRole('heading', { name: 'Picking Hub' })).toBeVisible();

  // The admin gives it back.
  await editPickerRole(office);
  const permissions = office.getByRole('combobox', { name: 'Permissions' });
  await permissions.click();
  await permissions.fill('measurements');
  await permissions.press('Enter');
  await expect(pill(office, 'measurements')).toBeVisible();
  await save(office);

  // At its next sync the section is back, with its records.
  await expect.poll(() => measurementsOnTablet(device), NEXT_SYNC).toBeGreaterThan(0);
  await expect.poll(() => measurementsScreen(device), { timeout: 60_000 }).toBe('list');
  await shot(device, 'picker-measurements-back');
  await tablet.close();
  await officeContext.close();
});

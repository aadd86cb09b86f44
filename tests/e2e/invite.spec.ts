import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { mirrorCount } from './support/mirror-count';

// An admin invites a user with a role from the user board; the invited person opens the
// one-time link, sets a password on the sign-in service and signs in with the role's permissions.

const PASSWORD = 'Invite!Password2026';

async function signIn(page: Page, userName: string, password: string) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an invited user sets a password through the link and signs in with the role', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 8);
  const adminName = `admin-${suffix}@example.com.au`;
  const invitedName = `packer-${suffix}@example.com.au`;
  const signUp = await request.post('/auth/v1/account/post', { data: { companyName: 'Invite Test Foods', userName: adminName, password: PASSWORD, subscriptionCode: 'SUPP' } });
  expect(signUp.status()).toBe(201);

  await page.goto('/board/users');
  await signIn(page, adminName, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'User Board' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // The company's packer role, made through the services.
  const made = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '';
    const response = await fetch('/api/v1/Account/Roles/post', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), roleName: 'Packer', permissions: 'packer,customers' }),
    });
    return response.status;
  });
  expect(made).toBe(201);
  // The role reaches this device's mirror with the next pull.
  await page.reload();
  await expect.poll(() => mirrorCount(page, 'roles'), { timeout: FIRST_LOAD_TIMEOUT }).toBe(1);

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitedName);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Pat');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Packer' }).click();
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  const link = dialog.getByRole('textbox', { name: 'Invitation Link' });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toContain('/auth/v1/account/invitation?token=');

  // The invited person, in a browser of their own.
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await invited.goto(url);
  await expect(invited.getByText(`Set a password to sign in as ${invitedName}`)).toBeVisible();
  await invited.getByLabel('New password').fill('weak');
  await invited.getByLabel('Type it again').fill('weak');
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('Password must be 10 or more characters')).toBeVisible();
  await invited.getByLabel('New password').fill(PASSWORD);
  await invited.getByLabel('Type it again').fill(PASSWORD);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('Your password is set. Sign in to start.')).toBeVisible();
  await invited.getByRole('link', { name: 'Sign in' }).click();
  await signIn(invited, invitedName, PASSWORD);
  await expect.poll(() => invited.evaluate(() => localStorage.getItem('BTsession')), { timeout: FIRST_LOAD_TIMEOUT }).not.toBeNull();
  const session = await invited.evaluate(() => JSON.parse(localStorage.getItem('BTsession') ?? '{}'));
  expect(session).toMatchObject({ userName: invitedName, permissions: 'packer,customers', isGlobalAdmin: false, company: { companyName: 'Invite Test Foods' } });
  await invited.goto('/hub/packing');
  await expect(invited.getByRole('heading', { level: 1, name: 'Packing Hub' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });

  // The link works once.
  await invited.goto(url);
  await expect(invited.getByText('This invitation link has been used already.')).toBeVisible();
  await invitedContext.close();
});

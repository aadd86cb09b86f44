import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { mirrorCount } from './support/mirror-count';
import { shot } from './support/shot';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// An admin invites a user with a role from the user board; the services mail the invited person a
// one-time link (the admin never sees it), who opens it from their mail, sets a password on the
// sign-in service and signs in with the role's permissions. The e2e hosts keep the mail they send
// in a dev outbox (server/notifications/dev-outbox.ts), read here as the invited person's inbox.

/** The invitation link in the newest mail to an address, as its reader finds it. */
async function invitationLinkMailedTo(request: APIRequestContext, address: string): Promise<string> {
  const answer = await request.get(`/__e2e/outbox?to=${encodeURIComponent(address)}`);
  expect(answer.status()).toBe(200);
  const { messages } = (await answer.json()) as { messages: { subject: string; text: string }[] };
  const link = messages.at(-1)?.text.match(/https?:\/\/\S+\/account\/invitation\?token=\S+/)?.[0];
  if (link === undefined) throw new Error(`No invitation mailed to ${address}`);
  return link;
}

const PASSWORD = 'Invite!Password2026';

async function signIn(page: Page, userName: string, password: string) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an invited user sets a password through the link and signs in with the role', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 8);
  const adminName = `admin-${suffix}@example.com.au`;
  const invitedName = `packer-${suffix}@example.com.au`;
  const signUp = await request.post('/auth/v1/account/post', {
    data: {
      companyName: 'Invite Test Foods',
      userName: adminName,
      password: PASSWORD,
      subscriptionCode: 'SUPP',
    },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/board/users');
  await signIn(page, adminName, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'User Board' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
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
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitedName);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Pat');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Packer' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  // The admin is told where it went; the secret link is nowhere on their screen.
  await expect(dialog.getByText(`Invitation sent to ${invitedName}`)).toBeVisible();
  await shot(page, 'invite-sent');
  await expect(page.locator('body')).not.toContainText('token=');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The invited person finds the link in their mail.
  const url = await invitationLinkMailedTo(request, invitedName);
  expect(url).toContain('/auth/v1/account/invitation?token=');
  expect(await page.content()).not.toContain(new URL(url).searchParams.get('token') ?? 'no token');

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
  await expect
    .poll(() => invited.evaluate(() => localStorage.getItem('BTsession')), { timeout: FIRST_LOAD_TIMEOUT })
    .not.toBeNull();
  const session = await invited.evaluate(() => JSON.parse(localStorage.getItem('BTsession') ?? '{}'));
  expect(session).toMatchObject({
    userName: invitedName,
    permissions: 'packer,customers',
    isGlobalAdmin: false,
    company: { companyName: 'Invite Test Foods' },
  });
  await invited.goto('/hub/packing');
  await expect(invited.getByRole('heading', { level: 1, name: 'Packing Hub' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });

  // The link works once.
  await invited.goto(url);
  await expect(invited.getByText('This invitation link has been used already.')).toBeVisible();
  await invitedContext.close();
});

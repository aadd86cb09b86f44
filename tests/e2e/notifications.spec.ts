import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './support/portal-list';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

// A company's notification configuration says which events it hears of; when a delivery is
// made and flagged, the services make the notifications and the bell in the app bar shows them.

const PASSWORD = 'Notify!Password2026';

async function signIn(page: Page, userName: string) {
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// A call to the services with the signed-in session's token.
async function send(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token ?? '';
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

test('configured events show in the notifications menu as they happen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const userName = `notify-${randomUUID().slice(0, 8)}@example.com.au`;
  const signUp = await request.post('/auth/v1/account/post', {
    data: { companyName: 'Notify Test Foods', userName, password: PASSWORD, subscriptionCode: 'SUPP' },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/board/users');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'User Board' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const configured = await send(page, 'POST', '/api/v1/Account/NotificationConfigurations/post', {
    id: randomUUID(),
    configurationName: 'Flags to the office',
    eventName: 'Flagged Delivery',
    channel: 'Push',
    isOn: true,
  });
  expect(configured.status).toBe(201);
  const id = randomUUID();
  expect(
    (await send(page, 'POST', '/api/v1/Courier/Deliveries/post', { id, receiverName: 'Café Uno' })).status,
  ).toBe(201);
  const made = await send(page, 'PATCH', '/api/v1/Courier/Deliveries/patch/partial', {
    id,
    rowVersion: 1,
    deliveredOn: new Date().toISOString(),
    isFlagged: true,
    driverNotes: 'Two crates short',
  });
  expect(made.status).toBe(200);

  // The menu asks again when it is opened.
  await bell.click();
  await expect(page.getByText('A delivery was flagged: Two crates short')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 40_000 });
  await bell.click();
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

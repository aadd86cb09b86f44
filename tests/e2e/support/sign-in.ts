import type { Page } from '@playwright/test';

/** The demo company's training user, which the Node services seed for the browser tests. */
export const TRAINING_USER = { userName: 'training@bulktrade.app', password: 'Training!2026' } as const;

/**
 * Signs in through the sign-in page as the training user (or another), lands on `returnTo`,
 * and answers the session's bearer token for calls to the services.
 * @example const token = await signIn(page); // on /office-portal
 */
export async function signIn(
  page: Page,
  returnTo = '/office-portal',
  user: { userName: string; password: string } = TRAINING_USER,
): Promise<string> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/auth\/v1\/authorize\?/);
  await page.getByLabel('User name').fill(user.userName);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('BTsession') ?? '{}') as { token?: string }).token,
  );
  if (typeof token !== 'string') throw new Error('no session token in BTsession');
  return token;
}

import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { WITHOUT_APP_WORKER } from './support/without-app-worker';

// Nothing here goes offline or needs the stored app: no app worker, no precache download.
test.use(WITHOUT_APP_WORKER);

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizeUrl(baseURL: string, state: string, challenge: string) {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: 'bulktrade-web',
    redirect_uri: `${baseURL}/authentication`,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/auth/v1/authorize?${params}`;
}

test('the demo user signs in through the code flow with PKCE', async ({ page, request, baseURL }) => {
  const { verifier, challenge } = pkce();
  await page.goto(authorizeUrl(baseURL ?? '', 'state-123', challenge));
  await page.getByLabel('User name').fill('training@bulktrade.app');
  await page.getByLabel('Password').fill('Training!2026');
  // The redirect to the app's callback, as the sign-in service sends it: the app itself then
  // moves on at once (this test started no sign-in in it), so the URL is read from the request.
  const callback = page.waitForRequest(
    (sent) => sent.isNavigationRequest() && /\/authentication\?/.test(sent.url()),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const redirected = new URL((await callback).url());
  expect(redirected.searchParams.get('state')).toBe('state-123');
  const code = redirected.searchParams.get('code') ?? '';

  const token = await request.post('/auth/v1/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseURL}/authentication`,
      client_id: 'bulktrade-web',
      code_verifier: verifier,
    },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken, token_type: tokenType } = await token.json();
  expect(tokenType).toBe('Bearer');

  const profile = await request.get('/auth/v1/my-profile', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(await profile.json()).toMatchObject({
    userName: 'training@bulktrade.app',
    companyAccountID: 'comp1',
    isGlobalAdmin: true,
  });
  const orders = await request.get('/api/v1/CustomerOrders/getAll?includeCount=true', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect((await orders.json()).count).toBeGreaterThan(0);

  const reused = await request.post('/auth/v1/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseURL}/authentication`,
      client_id: 'bulktrade-web',
      code_verifier: verifier,
    },
  });
  expect(reused.status()).toBe(400);
});

test('a wrong password keeps the user on the sign-in form', async ({ page, baseURL }) => {
  await page.goto(authorizeUrl(baseURL ?? '', 'state-456', pkce().challenge));
  await page.getByLabel('User name').fill('training@bulktrade.app');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect user name or password.')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('training@bulktrade.app');
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEVICE_KEY } from '../../../src/session/session-renewal';
import { sessionFromProfile } from '../../../src/session/session-from-profile';
import { E2E_THIS_HOST } from './e2e-host';

/** The demo company's training user, which the Node services seed for the browser tests. */
export const TRAINING_USER = { userName: 'training@bulktrade.app', password: 'Training!2026' } as const;

type Login = { userName: string; password: string };

/**
 * Signs in through the sign-in page as the training user (or another), as a person does, lands
 * on `returnTo`, and answers the session's bearer token for calls to the services. For the tests
 * about signing in (the form, the callback, a device changing hands); the others use signIn.
 * @example const token = await signInThroughForm(page); // on /office-portal
 */
export async function signInThroughForm(
  page: Page,
  returnTo = '/office-portal',
  user: Login = TRAINING_USER,
): Promise<string> {
  return test.step(`sign in as ${user.userName} through the form`, async () => {
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
  });
}

/**
 * Signs the page's device in as the training user (or another) and opens `returnTo` signed in,
 * answering the session's bearer token for calls to the services. The session is the services'
 * own: the sign-in's code flow with PKCE (the same POST the sign-in page's form makes, then the
 * code exchanged for a token bound to this device's id, and the profile read), made by the
 * test's HTTP client; the page then opens the app with that session and device id kept as the
 * app keeps them, as a device that signed in before opens it. Each call is a sign-in of its own,
 * with its own session and refresh token. It skips what signing in through the form costs on
 * top (the app loaded twice more and the sign-in page): tests about signing in use
 * signInThroughForm (docs/benchmarks.md, "Fresh clone").
 * @example const token = await signIn(page, '/hub/picking');
 */
export async function signIn(
  page: Page,
  returnTo = '/office-portal',
  user: Login = TRAINING_USER,
): Promise<string> {
  return test.step(`sign in as ${user.userName}`, async () => {
    const origin = `http://localhost:${E2E_THIS_HOST.port}`;
    const redirectUri = `${origin}/authentication`;
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const authorized = await page.request.post(`${origin}/auth/v1/authorize`, {
      form: {
        response_type: 'code',
        client_id: 'bulktrade-web',
        redirect_uri: redirectUri,
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        userName: user.userName,
        password: user.password,
      },
      maxRedirects: 0,
    });
    expect(authorized.status(), `sign-in of ${user.userName}`).toBe(302);
    const callback = new URL(authorized.headers()['location'] ?? '');
    expect(callback.searchParams.get('state')).toBe(state);
    const deviceID = randomUUID();
    const exchanged = await page.request.post(`${origin}/auth/v1/token`, {
      form: {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        client_id: 'bulktrade-web',
        code_verifier: verifier,
        device_id: deviceID,
      },
    });
    expect(exchanged.ok(), `token for ${user.userName}: ${await exchanged.text()}`).toBe(true);
    const token = (await exchanged.json()) as {
      access_token: string;
      expires_in?: number;
      refresh_token?: string;
    };
    const profile = await page.request.get(`${origin}/auth/v1/my-profile`, {
      headers: { Authorization: `Bearer ${token.access_token}`, Accept: 'application/json' },
    });
    expect(profile.ok(), `profile of ${user.userName}`).toBe(true);
    const expiresOn = new Date(Date.now() + (token.expires_in ?? 0) * 1000).toISOString();
    const session = {
      ...sessionFromProfile(await profile.json(), token.access_token, expiresOn),
      ...(token.refresh_token === undefined ? {} : { refreshToken: token.refresh_token }),
    };
    // The app's storage is its origin's: a small file of the origin is opened to keep them in.
    await page.goto('/icon.svg');
    await page.evaluate(
      ({ stored, deviceKey, device }) => {
        localStorage.setItem('BTsession', stored);
        localStorage.setItem(deviceKey, device);
      },
      { stored: JSON.stringify(session), deviceKey: DEVICE_KEY, device: deviceID },
    );
    await page.goto(returnTo);
    await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
    return token.access_token;
  });
}

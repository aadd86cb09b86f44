import { describe, expect, it, vi } from 'vitest';
import { AUTHENTICATION_FAILED_MESSAGE, SIGN_IN_KEY } from './auth-config';
import { memoryStorage } from './memory-storage';
import { codeChallengeOf } from './pkce';
import { SessionError } from './session-error';
import {
  beginSignIn,
  completeSignIn,
  safeReturnTo,
  takePendingSignIn,
  type CompleteSignInDeps,
} from './sign-in-flow';

const origin = 'https://app.bulktrade.test';
const now = new Date('2026-03-02T09:00:00.000Z');
const profile = {
  id: 'user-training',
  userID: 'user-training',
  userName: 'training@bulktrade.app',
  companyAccountID: 'comp1',
  permissions: 'everything.edit',
  isGlobalAdmin: true,
  subscriptionCode: 'SUPP',
  subscriptionsInUse: 'SUPP',
  expiresOn: '2026-03-02T21:00:00.000Z',
  company: {
    id: 'comp1',
    companyName: 'Yarra Valley Wholesale',
    subscriptionCode: 'SUPP',
    defaultTimeZone: 'Australia/Melbourne',
    isSuspended: false,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function services(answers: { token?: Response; profile?: Response }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/auth/v1/token'))
      return answers.token ?? json({ access_token: 'token-1', token_type: 'Bearer', expires_in: 43200 });
    if (url.endsWith('/auth/v1/my-profile')) return answers.profile ?? json(profile);
    return json({ message: 'no such call' }, 404);
  });
  return { fetch, calls };
}

async function started(returnTo = '/hub/dispatch') {
  const storage = memoryStorage();
  const url = new URL(await beginSignIn(returnTo, { origin, storage }));
  return { storage, url, state: url.searchParams.get('state') ?? '' };
}

function deps(
  storage: Storage,
  fetch: typeof globalThis.fetch,
  logOut = vi.fn<() => Promise<void>>(async () => undefined),
): CompleteSignInDeps {
  return { origin, storage, fetch, now: () => now, logOut };
}

describe('beginSignIn', () => {
  it('sends the browser to /auth/v1/authorize with the client, callback, state and an S256 challenge', async () => {
    const { url, storage, state } = await started();
    expect(url.origin + url.pathname).toBe(`${origin}/auth/v1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'bulktrade-web',
      redirect_uri: `${origin}/authentication`,
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pending = takePendingSignIn(storage);
    expect(pending).toMatchObject({ state, returnTo: '/hub/dispatch' });
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeOf(pending?.verifier ?? ''));
  });

  it('keeps the pending sign-in under a BT-prefixed sessionStorage key', async () => {
    const { storage } = await started();
    expect(SIGN_IN_KEY.startsWith('BT')).toBe(true);
    expect(storage.getItem(SIGN_IN_KEY)).not.toBeNull();
  });

  it('never returns to another origin or to the sign-in pages', () => {
    expect(safeReturnTo('https://elsewhere.example/')).toBe('/');
    expect(safeReturnTo('//elsewhere.example/')).toBe('/');
    expect(safeReturnTo('/authentication?code=x')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('/office-portal/products?searchString=tea')).toBe(
      '/office-portal/products?searchString=tea',
    );
  });
});

describe('completeSignIn', () => {
  it('exchanges the code (form-encoded, with the verifier) and builds the session from my-profile', async () => {
    const { storage, state } = await started();
    const pending = JSON.parse(storage.getItem(SIGN_IN_KEY) ?? '{}');
    const { fetch, calls } = services({});
    const { session, returnTo } = await completeSignIn({ code: 'code-1', state }, deps(storage, fetch));
    expect(returnTo).toBe('/hub/dispatch');
    const tokenCall = calls[0];
    expect(tokenCall?.url).toBe(`${origin}/auth/v1/token`);
    expect(tokenCall?.init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall?.init?.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: `${origin}/authentication`,
      client_id: 'bulktrade-web',
      code_verifier: pending.verifier,
    });
    expect(new Headers(calls[1]?.init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(session).toMatchObject({
      token: 'token-1',
      userID: 'user-training',
      userName: 'training@bulktrade.app',
      expiresOn: '2026-03-02T21:00:00.000Z',
      permissions: 'everything.edit',
      subscriptionCode: 'SUPP',
      subscriptionsInUse: 'SUPP',
      isGlobalAdmin: true,
      isTraining: false,
      company: {
        companyName: 'Yarra Valley Wholesale',
        defaultTimeZone: 'Australia/Melbourne',
        isSuspended: false,
      },
    });
    expect(storage.getItem(SIGN_IN_KEY)).toBeNull();
  });

  it("names this device, keeps the refresh token it is given, and the session's company", async () => {
    const { storage, state } = await started();
    const { fetch, calls } = services({
      token: json({
        access_token: 'token-1',
        token_type: 'Bearer',
        expires_in: 43200,
        refresh_token: 'rt-1.secret',
      }),
    });
    const { session } = await completeSignIn(
      { code: 'code-1', state },
      { ...deps(storage, fetch), deviceID: 'van-7' },
    );
    expect(new URLSearchParams(String(calls[0]?.init?.body)).get('device_id')).toBe('van-7');
    expect(session).toMatchObject({ refreshToken: 'rt-1.secret', companyAccountID: 'comp1' });
  });

  it("fails with 'Authentication Failed' for a wrong state, a missing code or no sign-in under way", async () => {
    const { fetch } = services({});
    const wrong = await started();
    await expect(completeSignIn({ code: 'c', state: 'forged' }, deps(wrong.storage, fetch))).rejects.toThrow(
      AUTHENTICATION_FAILED_MESSAGE,
    );
    // The state is used up by the failed attempt too.
    await expect(
      completeSignIn({ code: 'c', state: wrong.state }, deps(wrong.storage, fetch)),
    ).rejects.toThrow(AUTHENTICATION_FAILED_MESSAGE);
    const missing = await started();
    await expect(
      completeSignIn({ code: null, state: missing.state }, deps(missing.storage, fetch)),
    ).rejects.toThrow(AUTHENTICATION_FAILED_MESSAGE);
    await expect(completeSignIn({ code: 'c', state: 's' }, deps(memoryStorage(), fetch))).rejects.toThrow(
      AUTHENTICATION_FAILED_MESSAGE,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fails with 'Authentication Failed' when the service refuses the code", async () => {
    const { storage, state } = await started();
    const { fetch } = services({
      token: json({ error: 'invalid_grant', message: 'This sign-in code is not valid' }, 400),
    });
    await expect(completeSignIn({ code: 'used', state }, deps(storage, fetch))).rejects.toThrow(
      AUTHENTICATION_FAILED_MESSAGE,
    );
  });

  it('logs the user out and rethrows when the profile cannot be loaded', async () => {
    const { storage, state } = await started();
    const { fetch } = services({ profile: json({ message: 'Your user profile could not be found.' }, 404) });
    const logOut = vi.fn<() => Promise<void>>(async () => undefined);
    await expect(completeSignIn({ code: 'c', state }, deps(storage, fetch, logOut))).rejects.toThrow(
      'Your user profile could not be found.',
    );
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('carries the suspension message and its reason from a 403 profile answer', async () => {
    const { storage, state } = await started();
    const { fetch } = services({
      profile: json({ message: 'Your account has been suspended!', reason: 'Unpaid invoices' }, 403),
    });
    const error: unknown = await completeSignIn({ code: 'c', state }, deps(storage, fetch)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ message: 'Your account has been suspended!', reason: 'Unpaid invoices' });
  });
});

import { describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '../../src/domain/permissions';
import {
  authorizeParams,
  authWorld,
  COMPANY_ID,
  jsonOf,
  PASSWORD,
  pkcePair,
  postSignIn,
  postToken,
  REDIRECT_URI,
  signInForCode,
  signInForToken,
  tokenFields,
  USER_ID,
  USER_NAME,
} from './auth-test-kit';
import { INCORRECT_SIGN_IN_MESSAGE } from './sign-in-page';
import { CODE_EXPIRED_MESSAGE, CODE_NOT_VALID_MESSAGE } from './token-exchange';

const BASE = 'http://localhost:8787/auth/v1';

function getAuthorize(app: Awaited<ReturnType<typeof authWorld>>['app'], params: Record<string, string>) {
  return app.request(`${BASE}/authorize?${new URLSearchParams(params).toString()}`);
}

describe('GET /authorize', () => {
  it('renders an accessible sign-in form carrying the OAuth parameters', async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const response = await getAuthorize(app, authorizeParams(challenge, { state: 'a"<b>' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<title>Sign in · Bulktrade</title>');
    expect(html).toContain('<label for="userName">User name</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(`<input type="hidden" name="code_challenge" value="${challenge}">`);
    expect(html).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT_URI}">`);
    expect(html).toContain('name="state" value="a&quot;&lt;b&gt;"');
    expect(html).not.toContain('a"<b>');
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }, 'Unknown client'],
    [
      'a redirect to another site',
      { redirect_uri: 'https://evil.example/cb' },
      'redirect address is not allowed',
    ],
    ['a redirect with a fragment', { redirect_uri: `${REDIRECT_URI}#x` }, 'redirect address is not allowed'],
    ['a missing challenge', { code_challenge: '' }, 'code_challenge is required'],
    ['a plain challenge method', { code_challenge_method: 'plain' }, 'must be S256'],
    ['a response type other than code', { response_type: 'token' }, "response_type must be 'code'"],
    ['a missing state', { state: '' }, 'state'],
  ])('answers 400 JSON for %s', async (_name, override, message) => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const response = await getAuthorize(app, authorizeParams(challenge, override));
    expect(response.status).toBe(400);
    expect(String((await jsonOf(response)).message)).toContain(message);
  });

  it("allows a redirect back to the service's own origin", async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const response = await app.request(
      `https://bulktrade.example/auth/v1/authorize?${new URLSearchParams(authorizeParams(challenge, { redirect_uri: 'https://bulktrade.example/cb' })).toString()}`,
    );
    expect(response.status).toBe(200);
  });
});

describe('POST /authorize', () => {
  it('redirects to the app with a single-use code and the state, keeping its own query', async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const response = await postSignIn(
      app,
      authorizeParams(challenge, { redirect_uri: `${REDIRECT_URI}?from=login` }),
      USER_NAME,
      PASSWORD,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('from')).toBe('login');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the user name in any case and with surrounding spaces', async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    expect(
      (await postSignIn(app, authorizeParams(challenge), `  ${USER_NAME.toUpperCase()} `, PASSWORD)).status,
    ).toBe(302);
  });

  it('re-renders the form with one message for a wrong password or an unknown user, leaking nothing', async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const wrongPassword = await postSignIn(app, authorizeParams(challenge), USER_NAME, 'Wrong-password1!');
    const unknownUser = await postSignIn(app, authorizeParams(challenge), 'nobody@acme.test', PASSWORD);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('Location')).toBeNull();
      const html = await response.text();
      expect(html).toContain(INCORRECT_SIGN_IN_MESSAGE);
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('Wrong-password1!');
      expect(html).not.toContain(PASSWORD);
    }
  });

  it('checks the hidden OAuth fields again, since the browser sends them back', async () => {
    const { app } = await authWorld();
    const { challenge } = await pkcePair();
    const response = await postSignIn(
      app,
      authorizeParams(challenge, { redirect_uri: 'https://evil.example/cb' }),
      USER_NAME,
      PASSWORD,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
  });
});

describe('POST /token', () => {
  it('completes the code flow: code, token, then the session (form and JSON bodies)', async () => {
    const { app } = await authWorld();
    for (const as of ['form', 'json'] as const) {
      const { verifier, challenge } = await pkcePair();
      const code = await signInForCode(app, challenge);
      const response = await postToken(app, tokenFields(code, verifier), as);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = await jsonOf(response);
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 43200 });
      const session = await jsonOf(
        await app.request(`${BASE}/account/authenticate?bearer=${String(body.access_token)}`, {
          method: 'POST',
        }),
      );
      expect(session).toMatchObject({
        token: body.access_token,
        userID: USER_ID,
        userName: USER_NAME,
        companyAccountID: COMPANY_ID,
        permissions: 'customers,products.edit',
        isGlobalAdmin: false,
        subscriptionCode: 'SUPP',
        subscriptionsInUse: 'SUPP',
        expiresOn: '2030-03-01T12:00:00.000Z',
        company: {
          companyName: 'Acme Wholesale',
          defaultTimeZone: 'Australia/Melbourne',
          isSuspended: false,
        },
      });
    }
  });

  it('refuses a code the second time', async () => {
    const { app } = await authWorld();
    const { verifier, challenge } = await pkcePair();
    const code = await signInForCode(app, challenge);
    expect((await postToken(app, tokenFields(code, verifier))).status).toBe(200);
    const again = await postToken(app, tokenFields(code, verifier));
    expect(again.status).toBe(400);
    expect(await jsonOf(again)).toEqual({ error: 'invalid_grant', message: CODE_NOT_VALID_MESSAGE });
  });

  it('takes a code up to 60 seconds after sign-in and refuses it from then on', async () => {
    const { app, clock } = await authWorld();
    const early = await pkcePair();
    const earlyCode = await signInForCode(app, early.challenge);
    clock.advance(59);
    expect((await postToken(app, tokenFields(earlyCode, early.verifier))).status).toBe(200);

    const late = await pkcePair();
    const lateCode = await signInForCode(app, late.challenge);
    clock.advance(60);
    const response = await postToken(app, tokenFields(lateCode, late.verifier));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: 'invalid_grant', message: CODE_EXPIRED_MESSAGE });
  });

  it('refuses a verifier that does not match the challenge, and the code is then spent', async () => {
    const { app } = await authWorld();
    const { verifier, challenge } = await pkcePair();
    const other = await pkcePair();
    const code = await signInForCode(app, challenge);
    const response = await postToken(app, tokenFields(code, other.verifier));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({
      error: 'invalid_grant',
      message: expect.stringContaining('code_verifier'),
    });
    expect((await postToken(app, tokenFields(code, verifier))).status).toBe(400);
  });

  it('refuses a redirect_uri other than the one the sign-in started with', async () => {
    const { app } = await authWorld();
    const { verifier, challenge } = await pkcePair();
    const code = await signInForCode(app, challenge);
    const response = await postToken(
      app,
      tokenFields(code, verifier, { redirect_uri: 'http://localhost:5173/other' }),
    );
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({
      error: 'invalid_grant',
      message: expect.stringContaining('redirect_uri'),
    });
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }, 'invalid_client'],
    ['another grant type', { grant_type: 'password' }, 'unsupported_grant_type'],
    ['a missing verifier', { code_verifier: '' }, 'invalid_request'],
    ['a missing code', { code: '' }, 'invalid_request'],
  ])('answers 400 %s with a readable message', async (_name, override, error) => {
    const { app } = await authWorld();
    const { verifier, challenge } = await pkcePair();
    const code = await signInForCode(app, challenge);
    const response = await postToken(app, tokenFields(code, verifier, override));
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.error).toBe(error);
    expect(String(body.message).length).toBeGreaterThan(10);
  });
});

describe('POST /account/authenticate', () => {
  it('answers 401 for a token with one character flipped', async () => {
    const { app } = await authWorld();
    const token = await signInForToken(app);
    const middle = Math.floor(token.length / 2);
    const flipped = `${token.slice(0, middle)}${token[middle] === 'x' ? 'y' : 'x'}${token.slice(middle + 1)}`;
    const response = await app.request(`${BASE}/account/authenticate?bearer=${flipped}`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(String((await jsonOf(response)).message)).toContain('not valid');
  });

  it('answers 401 once the token has expired', async () => {
    const { app, clock } = await authWorld();
    const token = await signInForToken(app);
    clock.advance(12 * 60 * 60);
    const response = await app.request(`${BASE}/account/authenticate?bearer=${token}`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(String((await jsonOf(response)).message)).toContain('expired');
  });

  it('takes the token from the Authorization header too, and 401s without one', async () => {
    const { app } = await authWorld();
    const token = await signInForToken(app);
    const withHeader = await app.request(`${BASE}/account/authenticate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await jsonOf(withHeader)).toMatchObject({ userID: USER_ID, token });
    expect((await app.request(`${BASE}/account/authenticate`, { method: 'POST' })).status).toBe(401);
  });

  it("answers 403 'Your account has been suspended!' with the reason for a suspended company", async () => {
    const { app } = await authWorld({ suspended: 'Overdue subscription' });
    const token = await signInForToken(app);
    for (const response of [
      await app.request(`${BASE}/account/authenticate?bearer=${token}`, { method: 'POST' }),
      await app.request(`${BASE}/my-profile`, { headers: { Authorization: `Bearer ${token}` } }),
    ]) {
      expect(response.status).toBe(403);
      expect(await jsonOf(response)).toEqual({ message: SUSPENDED_MESSAGE, reason: 'Overdue subscription' });
    }
  });
});

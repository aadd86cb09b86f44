import { Hono } from 'hono';
import { createMemoryStore } from '../store/memory-store';
import type { Store } from '../store/store';
import { authRoutes } from './auth-routes';
import { randomToken } from './base64';
import { codeChallengeOf } from './pkce';
import { seedUser } from './seed-user';
import type { SignInLimitOptions } from './sign-in-limits';

/** Shared fixtures of the auth tests (not a test file itself). */
export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long';
export const TEST_ITERATIONS = 1000;
export const CLIENT_ID = 'bulktrade-web';
export const REDIRECT_URI = 'http://localhost:5173/auth/callback';
export const COMPANY_ID = 'comp1';
export const USER_ID = 'user1';
export const USER_NAME = 'sam@acme.test';
export const PASSWORD = 'Correct-horse9!';

/** The request header a test names its client address in. */
export const TEST_ADDRESS_HEADER = 'X-Test-Address';

export type FakeClock = { now: () => Date; advance: (seconds: number) => void };

export function fakeClock(start = '2030-03-01T00:00:00.000Z'): FakeClock {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (seconds) => {
      time += seconds * 1000;
    },
  };
}

export type AuthWorld = { store: Store; clock: FakeClock; app: Hono };

/** A memory store with one seeded company and user, and the auth routes mounted at /auth/v1. */
export async function authWorld(
  options: { suspended?: string; limits?: SignInLimitOptions } = {},
): Promise<AuthWorld> {
  const store = createMemoryStore();
  const clock = fakeClock();
  await seedUser({
    store,
    company: {
      id: COMPANY_ID,
      companyName: 'Acme Wholesale',
      subscriptionCode: 'SUPP',
      isSuspended: options.suspended !== undefined,
      reasonForSuspension: options.suspended ?? null,
    },
    user: { id: USER_ID, userName: USER_NAME, permissions: 'customers,products.edit', isGlobalAdmin: false },
    password: PASSWORD,
    passwordIterations: TEST_ITERATIONS,
  });
  const app = new Hono().route(
    '/auth/v1',
    authRoutes({
      store,
      secret: TEST_SECRET,
      clock: clock.now,
      passwordIterations: TEST_ITERATIONS,
      // Tests say which network a request comes from.
      clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER) ?? null,
      ...(options.limits === undefined ? {} : { limits: options.limits }),
    }),
  );
  return { store, clock, app };
}

export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomToken(48);
  return { verifier, challenge: await codeChallengeOf(verifier) };
}

export function authorizeParams(
  challenge: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

/** Posts the sign-in form (from a client address, when given); returns the response. */
export function postSignIn(
  app: Hono,
  params: Record<string, string>,
  userName: string,
  password: string,
  address?: string,
): Promise<Response> {
  return Promise.resolve(
    app.request('http://localhost:8787/auth/v1/authorize', {
      method: 'POST',
      body: new URLSearchParams({ ...params, userName, password }),
      ...(address === undefined ? {} : { headers: { [TEST_ADDRESS_HEADER]: address } }),
    }),
  );
}

/** Signs in through the form and returns the issued code (throws when sign-in fails). */
export async function signInForCode(
  app: Hono,
  challenge: string,
  userName = USER_NAME,
  password = PASSWORD,
): Promise<string> {
  const response = await postSignIn(app, authorizeParams(challenge), userName, password);
  const location = response.headers.get('Location');
  if (response.status !== 302 || location === null) throw new Error(`sign-in failed with ${response.status}`);
  const code = new URL(location).searchParams.get('code');
  if (code === null) throw new Error('no code in redirect');
  return code;
}

export function postToken(
  app: Hono,
  fields: Record<string, string>,
  as: 'form' | 'json' = 'form',
): Promise<Response> {
  const init: RequestInit =
    as === 'json'
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) }
      : { method: 'POST', body: new URLSearchParams(fields) };
  return Promise.resolve(app.request('http://localhost:8787/auth/v1/token', init));
}

export function tokenFields(
  code: string,
  verifier: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
    ...overrides,
  };
}

/** The whole code flow for a user; returns the access token. */
export async function signInForToken(app: Hono, userName = USER_NAME, password = PASSWORD): Promise<string> {
  const { verifier, challenge } = await pkcePair();
  const code = await signInForCode(app, challenge, userName, password);
  const response = await postToken(app, tokenFields(code, verifier));
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('access_token' in body) ||
    typeof body.access_token !== 'string'
  ) {
    throw new Error(`token exchange failed with ${response.status}`);
  }
  return body.access_token;
}

/** A response's JSON object: whatever fields the call answers, for a test to read (unknown JSON by nature). */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('expected a JSON object');
  return { ...body };
}

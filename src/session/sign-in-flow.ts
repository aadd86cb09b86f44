import * as v from 'valibot';
import {
  AUTH_BASE,
  AUTHENTICATION_FAILED_MESSAGE,
  CLIENT_ID,
  redirectUriOf,
  SIGN_IN_KEY,
} from './auth-config';
import { codeChallengeOf, randomUrlSafe, type RandomFill } from './pkce';
import type { AppSession } from './session-context';
import { SessionError } from './session-error';
import { sessionFromProfile } from './session-from-profile';

/** A sign-in under way, kept in sessionStorage between leaving for the sign-in page and coming back. */
export type PendingSignIn = { state: string; verifier: string; returnTo: string };

const pendingSchema = v.object({ state: v.string(), verifier: v.string(), returnTo: v.string() });
const tokenSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.optional(v.number()),
  refresh_token: v.optional(v.string()),
});
const problemSchema = v.looseObject({ message: v.optional(v.string()), reason: v.nullish(v.string()) });

// Sign-in plumbing pages are never a place to come back to.
const NO_RETURN = ['/authentication', '/login', '/logout'];

/**
 * A same-origin path to return to after sign-in; anything else (another origin, '//host',
 * the sign-in pages themselves) becomes home, so the callback can never be an open redirect.
 * @example safeReturnTo('https://evil.example/') // '/'
 * @example safeReturnTo('/hub/dispatch?x=1') // '/hub/dispatch?x=1'
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (value == null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  const path = value.split(/[?#]/)[0] ?? '';
  return NO_RETURN.includes(path) ? '/' : value;
}

export type BeginSignInDeps = {
  origin: string;
  storage: Pick<Storage, 'setItem'>;
  random?: RandomFill;
};

/**
 * Starts the authorization code flow with PKCE (S256): keeps a random state, a verifier and
 * the place to return to, and answers the authorize address to send the browser to.
 * @example location.assign(await beginSignIn('/hub/dispatch', { origin: location.origin, storage: sessionStorage }))
 */
export async function beginSignIn(returnTo: string, deps: BeginSignInDeps): Promise<string> {
  const state = randomUrlSafe(32, deps.random);
  const verifier = randomUrlSafe(32, deps.random);
  const pending: PendingSignIn = { state, verifier, returnTo: safeReturnTo(returnTo) };
  deps.storage.setItem(SIGN_IN_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: redirectUriOf(deps.origin),
    state,
    code_challenge: await codeChallengeOf(verifier),
    code_challenge_method: 'S256',
  });
  return `${deps.origin}${AUTH_BASE}/authorize?${params.toString()}`;
}

/** Reads and removes the pending sign-in: a state is good for one callback only. */
export function takePendingSignIn(storage: Pick<Storage, 'getItem' | 'removeItem'>): PendingSignIn | null {
  const text = storage.getItem(SIGN_IN_KEY);
  storage.removeItem(SIGN_IN_KEY);
  if (text === null) return null;
  try {
    const parsed = v.safeParse(pendingSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export type CompleteSignInDeps = {
  origin: string;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
  fetch: typeof globalThis.fetch;
  now: () => Date;
  /** Logs the user out (clears stored data) when the profile cannot be loaded. */
  logOut: () => Promise<void>;
  /** This device's id: the sign-in service binds the session's refresh token to it (none without). */
  deviceID?: string;
};

/** The callback's query: code and state, or an error from the sign-in service. */
export type CallbackQuery = { code?: string | null; state?: string | null };

async function problemOf(response: Response): Promise<{ message: string | null; reason: string | null }> {
  try {
    const parsed = v.safeParse(problemSchema, await response.json());
    if (parsed.success)
      return { message: parsed.output.message ?? null, reason: parsed.output.reason ?? null };
  } catch {
    // No JSON body: only the status is known.
  }
  return { message: null, reason: null };
}

async function exchangeCode(code: string, pending: PendingSignIn, deps: CompleteSignInDeps) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUriOf(deps.origin),
    client_id: CLIENT_ID,
    code_verifier: pending.verifier,
    ...(deps.deviceID === undefined ? {} : { device_id: deps.deviceID }),
  });
  try {
    const response = await deps.fetch(`${deps.origin}${AUTH_BASE}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const parsed = response.ok ? v.safeParse(tokenSchema, await response.json()) : null;
    if (parsed?.success === true) return parsed.output;
  } catch {
    // A network failure during the exchange fails the callback like a refused code.
  }
  throw new SessionError(AUTHENTICATION_FAILED_MESSAGE);
}

async function loadProfile(
  token: string,
  fallbackExpiresOn: string,
  deps: CompleteSignInDeps,
): Promise<AppSession> {
  const response = await deps.fetch(`${deps.origin}${AUTH_BASE}/my-profile`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok) {
    const problem = await problemOf(response);
    throw new SessionError(
      problem.message ?? `Your profile could not be loaded (HTTP ${response.status}).`,
      problem.reason,
    );
  }
  return sessionFromProfile(await response.json(), token, fallbackExpiresOn);
}

/**
 * Finishes sign-in at the callback: the code and a state equal to the stored one are required
 * ('Authentication Failed' otherwise, also when the exchange is refused); the code is exchanged
 * for a token and the profile loaded from my-profile. A profile failure logs the user out and
 * rethrows (a suspended account's message and reason included).
 * @example const { session, returnTo } = await completeSignIn({ code, state }, deps)
 */
export async function completeSignIn(
  query: CallbackQuery,
  deps: CompleteSignInDeps,
): Promise<{ session: AppSession; returnTo: string }> {
  const pending = takePendingSignIn(deps.storage);
  const code = query.code ?? '';
  if (pending === null || code === '' || query.state !== pending.state)
    throw new SessionError(AUTHENTICATION_FAILED_MESSAGE);
  const token = await exchangeCode(code, pending, deps);
  const fallbackExpiresOn = new Date(deps.now().getTime() + (token.expires_in ?? 0) * 1000).toISOString();
  try {
    const session = await loadProfile(token.access_token, fallbackExpiresOn, deps);
    return {
      session:
        token.refresh_token === undefined ? session : { ...session, refreshToken: token.refresh_token },
      returnTo: pending.returnTo,
    };
  } catch (error) {
    await deps.logOut();
    throw error;
  }
}

import * as v from 'valibot';
import { AUTH_BASE, CLIENT_ID } from '../../session/auth-config';
import { codeChallengeOf, randomUrlSafe } from '../../session/pkce';
import type { AppSession } from '../../session/session-context';
import { sessionFromProfile } from '../../session/session-from-profile';

/** A canned login of the training data. */
export type TrainingLogin = { userName: string; password: string };

export type TrainingSignInDeps = {
  /** The app's origin; training mode answers its /auth/v1 in the browser. */
  origin: string;
  /** Redirect address whose redirect training mode answers with `{ code, state }` as JSON. */
  callbackPath: string;
  fetch: typeof globalThis.fetch;
  now: () => Date;
};

/** Training sign-in did not get through; the message says which step refused. */
export const TRAINING_SIGN_IN_FAILED = 'Training mode could not sign in';

const callbackSchema = v.object({ code: v.pipe(v.string(), v.minLength(1)), state: v.string() });
const tokenSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.optional(v.number()),
});

async function jsonOf<T>(response: Response, schema: v.GenericSchema<unknown, T>, step: string): Promise<T> {
  if (!response.ok) throw new Error(`${TRAINING_SIGN_IN_FAILED}: ${step} answered HTTP ${response.status}.`);
  const parsed = v.safeParse(schema, await response.json());
  if (!parsed.success) throw new Error(`${TRAINING_SIGN_IN_FAILED}: ${step} answered something unexpected.`);
  return parsed.output;
}

/**
 * Signs a training login in without the browser form: the same code flow with PKCE the
 * sign-in page drives (authorize with the form fields, token, my-profile), made with fetch.
 * Training mode answers the authorize step's redirect to `callbackPath` with the code as JSON,
 * because a page cannot read the Location of a redirect it does not follow.
 * @example const session = await signInForTraining({ userName: 'training@bulktrade.app', password: 'Training!2026' }, deps)
 */
export async function signInForTraining(login: TrainingLogin, deps: TrainingSignInDeps): Promise<AppSession> {
  const state = randomUrlSafe(16);
  const verifier = randomUrlSafe(32);
  const redirectUri = `${deps.origin}${deps.callbackPath}`;
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    code_challenge: await codeChallengeOf(verifier),
    code_challenge_method: 'S256',
    userName: login.userName,
    password: login.password,
  });
  const authorized = await deps.fetch(`${deps.origin}${AUTH_BASE}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = await jsonOf(authorized, callbackSchema, 'authorize');
  if (callback.state !== state) throw new Error(`${TRAINING_SIGN_IN_FAILED}: the state came back changed.`);

  const exchange = new URLSearchParams({
    grant_type: 'authorization_code',
    code: callback.code,
    redirect_uri: redirectUri,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  const token = await jsonOf(
    await deps.fetch(`${deps.origin}${AUTH_BASE}/token`, { method: 'POST', body: exchange }),
    tokenSchema,
    'token',
  );

  const profile = await deps.fetch(`${deps.origin}${AUTH_BASE}/my-profile`, {
    headers: { Authorization: `Bearer ${token.access_token}`, Accept: 'application/json' },
  });
  const fallbackExpiresOn = new Date(deps.now().getTime() + (token.expires_in ?? 0) * 1000).toISOString();
  const session = sessionFromProfile(
    await jsonOf(profile, v.unknown(), 'my-profile'),
    token.access_token,
    fallbackExpiresOn,
  );
  return { ...session, isTraining: true };
}

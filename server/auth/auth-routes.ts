import { Hono, type Context } from 'hono';
import type { Store } from '../store/store';
import { recordOf } from '../sections/record-view';
import { LINKS_SECTION, USERS_SECTION } from './account-records';
import { isExpiredLink, LINK_EXPIRED_MESSAGE, LINK_MISSING_MESSAGE, linkReaderView } from './link-reader';
import { logServerError } from '../http/log-error';
import { isUnstorableText, unstorablePath } from '../http/odd-text';
import { bearerToken, createAuthenticate } from './authenticate';
import {
  AUTHORIZE_PARAMS,
  checkAuthorizeRequest,
  sameOriginOrLocalhost,
  type RedirectPolicy,
} from './authorize-request';
import { randomToken } from './base64';
import { connectableParties } from './external-party-options';
import type { ConnectorOption } from '../accounting/connector';
import { registerAccountRoutes } from './account-routes';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from './passwords';
import {
  registerCompany,
  REGISTRATION_INVALID_MESSAGE,
  USER_NAME_TAKEN_MESSAGE,
  validateRegistration,
} from './registration';
import { INCORRECT_SIGN_IN_MESSAGE, renderSignInPage } from './sign-in-page';
import {
  addressKey,
  BUSY_RETRY_SECONDS,
  createSignInLimits,
  retryAfterSeconds,
  SIGN_IN_BUSY_MESSAGE,
  signInAttempt,
  tooManyRegistrationsMessage,
  tooManySignInsMessage,
  type SignInLimitOptions,
} from './sign-in-limits';
import { exchangeToken } from './token-exchange';
import { revokeRefreshToken } from './refresh-tokens';
import type { EmailSender } from '../notifications/email-port';
import type { SessionSecret } from './tokens';
import * as v from 'valibot';
import { bodyOf, registrationBodySchema, revokeParamsSchema, tokenParamsSchema } from './request-bodies';

/** The web app's fixed client id (the spec does not show its value). */
export const DEFAULT_CLIENT_ID = 'bulktrade-web';
/** Twelve hours: a working day offline without signing in again. */
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** How long a sign-in code may wait before it is redeemed. */
export const CODE_TTL_SECONDS = 60;

export type AuthRoutesDeps = {
  store: Store;
  secret: SessionSecret;
  clock: () => Date;
  passwordIterations?: number;
  tokenTtlSeconds?: number;
  clientID?: string;
  allowedRedirect?: RedirectPolicy;
  /**
   * The client's network address, for the per-address throttles; null when the host cannot
   * tell (training mode in the browser). The Node host reads the socket's peer address.
   */
  clientAddress?: (c: Context) => string | null;
  /** Throttle rules and hashing limits; the defaults of sign-in-limits.ts otherwise. */
  limits?: SignInLimitOptions;
  /** The outside services a company may connect (externalpartyoptions/connect-to); none by default. */
  connectors?: readonly ConnectorOption[];
  /** The e-mail port the invitation mails go through (the log by default). */
  sendEmail?: EmailSender;
};

type Fields = Record<string, string>;

// Text no store can keep (a NUL, a lone surrogate) is dropped: the request then reads as one
// missing that field, and gets the answer such a request gets.
async function formFields(c: Context): Promise<Fields> {
  const body = await c.req.parseBody();
  const fields: Fields = {};
  for (const [name, value] of Object.entries(body))
    if (typeof value === 'string' && !isUnstorableText(value)) fields[name] = value;
  return fields;
}

// Values no store can keep are dropped, as the form's are: the request then reads as one missing that field.
async function jsonObject(c: Context): Promise<object | null> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    return Object.fromEntries(Object.entries(body).filter(([, value]) => unstorablePath(value) === null));
  } catch {
    return null;
  }
}

/** The parameters of a token call, from a JSON object or a form, by their schema; null for neither. */
async function paramsOf<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | null> {
  return bodyOf(schema, isJson(c) ? await jsonObject(c) : await formFields(c));
}

function isJson(c: Context): boolean {
  return (c.req.header('Content-Type') ?? '').toLowerCase().includes('application/json');
}

// The page needs only its inline style; it may post to itself and, after the redirect, to the app.
function pageHeaders(redirectURI: string): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectURI).origin}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/**
 * The authentication service: OAuth 2.0 code flow with PKCE, sign-up, session look-up,
 * profile, links and external party options. Mount it with `app.route('/auth/v1', authRoutes(deps))`.
 * @example app.route('/auth/v1', authRoutes({ store, secret, clock: () => new Date() }));
 */
export function authRoutes(deps: AuthRoutesDeps): Hono {
  const clientID = deps.clientID ?? DEFAULT_CLIENT_ID;
  const allowedRedirect = deps.allowedRedirect ?? sameOriginOrLocalhost;
  const iterations = deps.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS;
  const tokenTtlSeconds = deps.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const authenticate = createAuthenticate(deps);
  const limits = createSignInLimits(deps.clock, deps.limits, deps.store);
  const clientAddress = deps.clientAddress ?? (() => null);
  // An unknown user name costs the same hashing time as a wrong password, so timing tells nothing.
  let decoyHash: Promise<string> | null = null;
  const decoy = (): Promise<string> => (decoyHash ??= hashPassword('decoy password', { iterations }));

  async function checkPassword(userName: string, password: string): Promise<string | null> {
    // Names are kept in NFKC form (normaliseUserName), so a full-width twin finds the same login.
    const credential = userName === '' ? null : await deps.store.findCredential(userName.normalize('NFKC'));
    const matches = await verifyPassword(password, credential?.passwordHash ?? (await decoy()));
    if (credential === null || !matches) return null;
    const user = await deps.store.get(USERS_SECTION, credential.userID);
    return user === null || user.isInactive ? null : credential.userID;
  }

  const app = new Hono();

  app.get('/authorize', (c) => {
    const check = checkAuthorizeRequest(c.req.query(), { clientID, allowedRedirect, requestURL: c.req.url });
    if (!check.ok) return c.json({ message: check.message }, 400);
    return c.html(renderSignInPage({ request: check.request }), 200, pageHeaders(check.request.redirect_uri));
  });

  app.post('/authorize', async (c) => {
    const fields = await formFields(c);
    const params = Object.fromEntries(AUTHORIZE_PARAMS.map((name) => [name, fields[name]]));
    const check = checkAuthorizeRequest(params, { clientID, allowedRedirect, requestURL: c.req.url });
    if (!check.ok) return c.json({ message: check.message }, 400);
    const { request } = check;
    const headers = pageHeaders(request.redirect_uri);
    const userName = (fields.userName ?? '').trim();
    // Checked before any hashing, so a throttled flood costs nothing; an unknown user name
    // counts and waits exactly as a known one does. Smart lockout: an address the account signed
    // in from before has a count of its own, so others' failures do not lock the real user out.
    const address = clientAddress(c);
    const attempt = await signInAttempt(limits, userName, address);
    const [throttled, throttledAddress] = await Promise.all([
      limits.accounts.check([attempt.accountKey]),
      limits.addresses.check([attempt.addressKey]),
    ]);
    const wait = Math.max(
      throttled.ok ? 0 : throttled.retryAfterMs,
      throttledAddress.ok ? 0 : throttledAddress.retryAfterMs,
    );
    if (wait > 0) {
      const page = renderSignInPage({ request, userName, error: tooManySignInsMessage(wait) });
      return c.html(page, 429, { ...headers, 'Retry-After': retryAfterSeconds(wait) });
    }
    // A familiar address, then a clean one, hashes before addresses that have failed: others'
    // failures cannot fill the queue in front of the real user.
    const checked = await limits.hashing.run(
      () => checkPassword(userName, fields.password ?? ''),
      attempt.priority,
    );
    if (!checked.ok) {
      const page = renderSignInPage({ request, userName, error: SIGN_IN_BUSY_MESSAGE });
      return c.html(page, 503, { ...headers, 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
    const userID = checked.value;
    if (userID === null) {
      await limits.accounts.fail([attempt.accountKey]);
      await limits.addresses.fail([attempt.addressKey]);
      const page = renderSignInPage({ request, userName, error: INCORRECT_SIGN_IN_MESSAGE });
      return c.html(page, 401, headers);
    }
    await limits.accounts.clear(attempt.accountKey);
    await limits.familiar.remember(userName, address);
    const code = randomToken(32);
    const expiresAt = new Date(deps.clock().getTime() + CODE_TTL_SECONDS * 1000).toISOString();
    await deps.store.saveCode({
      code,
      userID,
      clientID,
      redirectURI: request.redirect_uri,
      codeChallenge: request.code_challenge,
      expiresAt,
    });
    const target = new URL(request.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.state);
    return c.redirect(target.toString(), 302);
  });

  app.post('/token', async (c) => {
    const params = await paramsOf(c, tokenParamsSchema);
    if (params === null)
      return c.json(
        { error: 'invalid_request', message: 'The request body must be a JSON object or a form.' },
        400,
        NO_STORE,
      );
    const result = await exchangeToken(params, { ...deps, clientID, tokenTtlSeconds });
    if (!result.ok) return c.json({ error: result.error, message: result.message }, 400, NO_STORE);
    return c.json(result.body, 200, NO_STORE);
  });

  // RFC 7009: signing out revokes the device's refresh token. The answer is the same whether or
  // not the token was live, so it tells a caller nothing about tokens it does not hold.
  app.post('/revoke', async (c) => {
    const params = await paramsOf(c, revokeParamsSchema);
    if (params === null)
      return c.json(
        { error: 'invalid_request', message: 'The request body must be a JSON object or a form.' },
        400,
        NO_STORE,
      );
    const token = params.token ?? '';
    if (params.client_id !== clientID)
      return c.json(
        {
          error: 'invalid_client',
          message: 'Unknown client: this application is not registered for sign-in.',
        },
        400,
        NO_STORE,
      );
    if (token === '')
      return c.json({ error: 'invalid_request', message: 'token is required.' }, 400, NO_STORE);
    await revokeRefreshToken(deps.store, token, deps.clock());
    return c.body(null, 200, NO_STORE);
  });

  app.post('/account/authenticate', async (c) => {
    const bearer = c.req.query('bearer');
    const authorization =
      bearer === undefined || bearer === '' ? c.req.header('Authorization') : `Bearer ${bearer}`;
    const result = await authenticate(authorization);
    if (!result.ok)
      return c.json({ message: result.message, reason: result.reason ?? null }, result.status, NO_STORE);
    const token = bearerToken(authorization) ?? '';
    return c.json({ ...result.caller, token }, 200, NO_STORE);
  });

  app.post('/account/post', async (c) => {
    const body = bodyOf(registrationBodySchema, await jsonObject(c));
    if (body === null) return c.json({ message: 'The request body must be a JSON object.' }, 400);
    const check = validateRegistration(body);
    if (!check.ok) return c.json({ message: REGISTRATION_INVALID_MESSAGE, errors: check.errors }, 422);
    const from = clientAddress(c);
    const address = [addressKey(from)];
    const throttled = await limits.registrations.check(address);
    if (!throttled.ok) {
      return c.json({ message: tooManyRegistrationsMessage(throttled.retryAfterMs) }, 429, {
        'Retry-After': retryAfterSeconds(throttled.retryAfterMs),
      });
    }
    // Every sign-up that gets as far as hashing counts, a taken user name too (it is a probe).
    await limits.registrations.fail(address);
    const registered = await limits.hashing.run(() =>
      registerCompany(check.registration, { store: deps.store, passwordIterations: iterations }),
    );
    if (!registered.ok)
      return c.json({ message: SIGN_IN_BUSY_MESSAGE }, 503, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    const result = registered.value;
    if (!result.ok) {
      return c.json(
        {
          message: USER_NAME_TAKEN_MESSAGE,
          errors: [{ field: 'userName', message: USER_NAME_TAKEN_MESSAGE }],
        },
        409,
      );
    }
    // The new owner's first sign-in comes from where they signed up: a familiar address.
    await limits.familiar.remember(check.registration.userName, from);
    return c.json({ companyAccountID: result.companyAccountID, userID: result.userID }, 201);
  });

  app.get('/my-profile', async (c) => {
    const result = await authenticate(c.req.header('Authorization'));
    if (!result.ok) return c.json({ message: result.message, reason: result.reason ?? null }, result.status);
    const user = await deps.store.get(USERS_SECTION, result.caller.userID);
    if (user === null) return c.json({ message: 'Your user profile could not be found.' }, 404);
    return c.json({ ...recordOf(user), ...result.caller });
  });

  app.get('/Links/get/:id', async (c) => {
    const link = await deps.store.get(LINKS_SECTION, c.req.param('id'));
    if (link === null || link.isInactive) return c.json({ message: LINK_MISSING_MESSAGE }, 404);
    if (isExpiredLink(link, deps.clock())) return c.json({ message: LINK_EXPIRED_MESSAGE }, 410);
    return c.json(linkReaderView(link));
  });

  app.get('/externalpartyoptions/connect-to', async (c) => {
    const result = await authenticate(c.req.header('Authorization'));
    if (!result.ok) return c.json({ message: result.message, reason: result.reason ?? null }, result.status);
    return c.json({
      data: await connectableParties(deps.store, deps.connectors ?? [], result.caller.companyAccountID),
    });
  });

  registerAccountRoutes(app, {
    store: deps.store,
    authenticate,
    clock: deps.clock,
    passwordIterations: iterations,
    limits,
    clientAddress,
    ...(deps.sendEmail === undefined ? {} : { sendEmail: deps.sendEmail }),
  });

  // A catch-all rather than notFound(), because a mounted app's notFound is the parent's.
  app.all('*', (c) =>
    c.json(
      { message: `No authentication service answers ${c.req.method} ${new URL(c.req.url).pathname}.` },
      404,
    ),
  );
  app.onError((error, c) => {
    // The person gets a plain message; the operator gets the cause in the server log.
    logServerError('auth service error', error);
    return c.json({ message: 'Something went wrong on the sign-in service. Please try again.' }, 500);
  });
  return app;
}

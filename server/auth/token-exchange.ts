import type { Store } from '../store/store';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import { verifyCodeChallenge } from './pkce';
import {
  DEFAULT_REFRESH_TTL_SECONDS,
  isDeviceID,
  issueRefreshToken,
  redeemRefreshToken,
  REFRESH_NOT_VALID_MESSAGE,
} from './refresh-tokens';
import { currentRoleOf, sessionOf } from './session-of';
import { signSession, type SessionSecret } from './tokens';
import type { TokenParams } from './request-bodies';

/** OAuth 2.0 token error codes (RFC 6749 section 5.2) this service uses. */
export type TokenErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

/** The token answer; a refresh token comes with it when the client named its device. */
export type TokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
};

export type TokenExchangeResult =
  { ok: true; body: TokenResponse } | { ok: false; error: TokenErrorCode; message: string };

export type TokenExchangeDeps = {
  store: Store;
  secret: SessionSecret;
  clock: () => Date;
  clientID: string;
  tokenTtlSeconds: number;
  /** How long a refresh token may wait to be used (DEFAULT_REFRESH_TTL_SECONDS). */
  refreshTtlSeconds?: number;
};

/** Shown for an unknown, used or expired code alike, so a guesser learns nothing. */
export const CODE_NOT_VALID_MESSAGE =
  'This sign-in code is not valid or was already used. Please sign in again.';
export const CODE_EXPIRED_MESSAGE = 'This sign-in code has expired. Please sign in again.';

function fail(error: TokenErrorCode, message: string): TokenExchangeResult {
  return { ok: false, error, message };
}

/** The device a client names (device_id): refresh tokens are bound to it. Empty: none named. */
function deviceOf(params: TokenParams): { ok: true; deviceID: string } | { ok: false } {
  const deviceID = params.device_id ?? '';
  return deviceID === '' || isDeviceID(deviceID) ? { ok: true, deviceID } : { ok: false };
}

/**
 * The session token for an active user of an active company, and, for a device, the next
 * refresh token bound to it.
 */
async function issue(
  deps: TokenExchangeDeps,
  userID: string,
  deviceID: string,
  now: Date,
  inactive: string,
): Promise<TokenExchangeResult> {
  const user = await deps.store.get(USERS_SECTION, userID);
  const company = user === null ? null : await deps.store.get(COMPANIES_SECTION, user.companyAccountID);
  if (user === null || user.isInactive || company === null || company.isInactive)
    return fail('invalid_grant', inactive);
  // The user's current role decides the permissions (a role edited since sign-in counts).
  const { expiresOn: _unused, ...caller } = sessionOf(
    user,
    company,
    now.toISOString(),
    await currentRoleOf(deps.store, user),
  );
  const token = await signSession(caller, deps.secret, now, deps.tokenTtlSeconds);
  const body: TokenResponse = { access_token: token, token_type: 'Bearer', expires_in: deps.tokenTtlSeconds };
  if (deviceID !== '') {
    const ttlSeconds = deps.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS;
    body.refresh_token = await issueRefreshToken(deps.store, {
      userID: user.id,
      companyAccountID: company.id,
      deviceID,
      now,
      ttlSeconds,
    });
  }
  return { ok: true, body };
}

/**
 * The token endpoint's grants: authorization_code (with PKCE) and refresh_token. With a
 * device_id, both answer a refresh token bound to that device; a refresh token works once
 * (rotation), from its own device only, and renews the session of a user still active.
 * @example await exchangeToken({ grant_type: 'refresh_token', refresh_token, client_id, device_id }, deps)
 */
export async function exchangeToken(
  params: TokenParams,
  deps: TokenExchangeDeps,
): Promise<TokenExchangeResult> {
  const grantType = params.grant_type ?? '';
  if (grantType === '') return fail('invalid_request', 'grant_type is required.');
  if (grantType === 'authorization_code') return exchangeCode(params, deps);
  if (grantType !== 'refresh_token')
    return fail(
      'unsupported_grant_type',
      'Only the authorization_code and refresh_token grants are supported.',
    );
  if ((params.client_id ?? '') !== deps.clientID)
    return fail('invalid_client', 'Unknown client: this application is not registered for sign-in.');
  const refreshToken = params.refresh_token ?? '';
  const device = deviceOf(params);
  if (refreshToken === '') return fail('invalid_request', 'refresh_token is required.');
  if (!device.ok || device.deviceID === '')
    return fail('invalid_request', 'device_id is required: a refresh token is bound to its device.');
  const now = deps.clock();
  const redeemed = await redeemRefreshToken(deps.store, refreshToken, device.deviceID, now);
  if (!redeemed.ok) return fail('invalid_grant', REFRESH_NOT_VALID_MESSAGE);
  return issue(deps, redeemed.userID, device.deviceID, now, REFRESH_NOT_VALID_MESSAGE);
}

/**
 * Redeems a sign-in code for a session token (authorization_code grant with PKCE).
 * The code is taken before it is checked, so a failed redemption burns it too.
 * @example await exchangeCode({ grant_type: 'authorization_code', code, redirect_uri, client_id, code_verifier }, deps)
 */
export async function exchangeCode(
  params: TokenParams,
  deps: TokenExchangeDeps,
): Promise<TokenExchangeResult> {
  const grantType = params.grant_type ?? '';
  if (grantType === '') return fail('invalid_request', 'grant_type is required.');
  if (grantType !== 'authorization_code') {
    return fail('unsupported_grant_type', 'Only the authorization_code grant is supported.');
  }
  const clientID = params.client_id ?? '';
  if (clientID !== deps.clientID)
    return fail('invalid_client', 'Unknown client: this application is not registered for sign-in.');
  const codeText = params.code ?? '';
  const redirectURI = params.redirect_uri ?? '';
  const verifier = params.code_verifier ?? '';
  for (const [name, value] of [
    ['code', codeText],
    ['redirect_uri', redirectURI],
    ['code_verifier', verifier],
  ] as const) {
    if (value === '') return fail('invalid_request', `${name} is required.`);
  }

  const code = await deps.store.takeCode(codeText);
  if (code === null) return fail('invalid_grant', CODE_NOT_VALID_MESSAGE);
  const now = deps.clock();
  if (now.getTime() >= Date.parse(code.expiresAt)) return fail('invalid_grant', CODE_EXPIRED_MESSAGE);
  if (code.clientID !== clientID)
    return fail('invalid_grant', 'This sign-in code was issued to another application.');
  if (code.redirectURI !== redirectURI) {
    return fail('invalid_grant', 'redirect_uri does not match the address the sign-in started with.');
  }
  if (!(await verifyCodeChallenge(verifier, code.codeChallenge))) {
    return fail(
      'invalid_grant',
      'The code_verifier does not match the code_challenge the sign-in started with.',
    );
  }

  const device = deviceOf(params);
  if (!device.ok) return fail('invalid_request', 'device_id is not a device id the app makes.');
  return issue(deps, code.userID, device.deviceID, now, 'This user account is no longer active.');
}

import type { Store } from '../store/store';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import { verifyCodeChallenge } from './pkce';
import { currentRoleOf, sessionOf } from './session-of';
import { signSession, type SessionSecret } from './tokens';

/** OAuth 2.0 token error codes (RFC 6749 section 5.2) this service uses. */
export type TokenErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export type TokenResponse = { access_token: string; token_type: 'Bearer'; expires_in: number };

export type TokenExchangeResult = { ok: true; body: TokenResponse } | { ok: false; error: TokenErrorCode; message: string };

export type TokenExchangeDeps = {
  store: Store;
  secret: SessionSecret;
  clock: () => Date;
  clientID: string;
  tokenTtlSeconds: number;
};

/** Shown for an unknown, used or expired code alike, so a guesser learns nothing. */
export const CODE_NOT_VALID_MESSAGE = 'This sign-in code is not valid or was already used. Please sign in again.';
export const CODE_EXPIRED_MESSAGE = 'This sign-in code has expired. Please sign in again.';

function fail(error: TokenErrorCode, message: string): TokenExchangeResult {
  return { ok: false, error, message };
}

function text(params: Readonly<Record<string, unknown>>, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Redeems a sign-in code for a session token (authorization_code grant with PKCE).
 * The code is taken before it is checked, so a failed redemption burns it too.
 * @example await exchangeCode({ grant_type: 'authorization_code', code, redirect_uri, client_id, code_verifier }, deps)
 */
export async function exchangeCode(
  params: Readonly<Record<string, unknown>>,
  deps: TokenExchangeDeps,
): Promise<TokenExchangeResult> {
  const grantType = text(params, 'grant_type');
  if (grantType === '') return fail('invalid_request', 'grant_type is required.');
  if (grantType !== 'authorization_code') {
    return fail('unsupported_grant_type', 'Only the authorization_code grant is supported.');
  }
  const clientID = text(params, 'client_id');
  if (clientID !== deps.clientID) return fail('invalid_client', 'Unknown client: this application is not registered for sign-in.');
  const codeText = text(params, 'code');
  const redirectURI = text(params, 'redirect_uri');
  const verifier = text(params, 'code_verifier');
  for (const [name, value] of [['code', codeText], ['redirect_uri', redirectURI], ['code_verifier', verifier]] as const) {
    if (value === '') return fail('invalid_request', `${name} is required.`);
  }

  const code = await deps.store.takeCode(codeText);
  if (code === null) return fail('invalid_grant', CODE_NOT_VALID_MESSAGE);
  const now = deps.clock();
  if (now.getTime() >= Date.parse(code.expiresAt)) return fail('invalid_grant', CODE_EXPIRED_MESSAGE);
  if (code.clientID !== clientID) return fail('invalid_grant', 'This sign-in code was issued to another application.');
  if (code.redirectURI !== redirectURI) {
    return fail('invalid_grant', 'redirect_uri does not match the address the sign-in started with.');
  }
  if (!(await verifyCodeChallenge(verifier, code.codeChallenge))) {
    return fail('invalid_grant', 'The code_verifier does not match the code_challenge the sign-in started with.');
  }

  const user = await deps.store.get(USERS_SECTION, code.userID);
  const company = user === null ? null : await deps.store.get(COMPANIES_SECTION, user.companyAccountID);
  if (user === null || user.isInactive || company === null || company.isInactive) {
    return fail('invalid_grant', 'This user account is no longer active.');
  }
  const { expiresOn: _unused, ...caller } = sessionOf(user, company, now.toISOString(), await currentRoleOf(deps.store, user));
  const token = await signSession(caller, deps.secret, now, deps.tokenTtlSeconds);
  return { ok: true, body: { access_token: token, token_type: 'Bearer', expires_in: deps.tokenTtlSeconds } };
}

import { isValidCodeChallenge, PKCE_METHOD } from './pkce';

/** The OAuth parameters of the sign-in page, carried as hidden fields between GET and POST. */
export type AuthorizeRequest = {
  response_type: 'code';
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: typeof PKCE_METHOD;
};

/** Decides whether a redirect address may receive sign-in codes. */
export type RedirectPolicy = (redirectURI: string, requestURL: string) => boolean;

export type AuthorizeCheck = { ok: true; request: AuthorizeRequest } | { ok: false; message: string };

/** The names of the OAuth parameters, in the order the form carries them. */
export const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

const MAX_STATE_LENGTH = 512;

function absoluteURL(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The default redirect policy: the service's own origin, or http://localhost on any port
 * (the Vite dev server and local previews). Addresses with a fragment are refused (RFC 6749 3.1.2).
 * @example sameOriginOrLocalhost('http://localhost:5173/callback', 'https://api.example/auth') // true
 */
export function sameOriginOrLocalhost(redirectURI: string, requestURL: string): boolean {
  const target = absoluteURL(redirectURI);
  const request = absoluteURL(requestURL);
  if (target === null || request === null || target.hash !== '' || redirectURI.includes('#')) return false;
  if (target.origin === request.origin) return true;
  return target.protocol === 'http:' && target.hostname === 'localhost';
}

/**
 * Checks the authorize parameters; the message says exactly what is wrong.
 * Runs on the form post too, because hidden fields come back from the browser unchecked.
 * @example checkAuthorizeRequest(params, { clientID: 'bulktrade-web', allowedRedirect, requestURL }).ok
 */
export function checkAuthorizeRequest(
  params: Readonly<Record<string, string | undefined>>,
  options: { clientID: string; allowedRedirect: RedirectPolicy; requestURL: string },
): AuthorizeCheck {
  const clientID = params.client_id ?? '';
  const redirectURI = params.redirect_uri ?? '';
  const state = params.state ?? '';
  const challenge = params.code_challenge ?? '';
  const method = params.code_challenge_method ?? '';
  if (clientID !== options.clientID)
    return { ok: false, message: 'Unknown client: this application is not registered for sign-in.' };
  if (params.response_type !== 'code') return { ok: false, message: "response_type must be 'code'." };
  if (redirectURI === '' || !options.allowedRedirect(redirectURI, options.requestURL)) {
    return { ok: false, message: 'The redirect address is not allowed for this application.' };
  }
  if (state === '' || state.length > MAX_STATE_LENGTH) {
    return { ok: false, message: `A state of 1 to ${MAX_STATE_LENGTH} characters is required.` };
  }
  if (challenge === '') return { ok: false, message: 'A PKCE code_challenge is required.' };
  if (method !== PKCE_METHOD) return { ok: false, message: `code_challenge_method must be ${PKCE_METHOD}.` };
  if (!isValidCodeChallenge(challenge))
    return { ok: false, message: 'code_challenge must be 43 base64url characters (an S256 digest).' };
  return {
    ok: true,
    request: {
      response_type: 'code',
      client_id: clientID,
      redirect_uri: redirectURI,
      state,
      code_challenge: challenge,
      code_challenge_method: PKCE_METHOD,
    },
  };
}

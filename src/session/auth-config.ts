import { AUTH_BASE } from '../entities/derive/api-paths';

export { AUTH_BASE };

/** The web app's fixed client id at the authentication service. */
export const CLIENT_ID = 'bulktrade-web';

/** localStorage key of the signed-in session: it outlives the tab and needs no network to restore. */
export const SESSION_KEY = 'BTsession';
/** sessionStorage key of a sign-in under way: state, PKCE verifier and where to return. */
export const SIGN_IN_KEY = 'BTsignIn';

/** Prefix of every key the app keeps in browser storage. */
export const STORAGE_PREFIX = 'BT';

/** Error of a sign-in callback without a code or with a state that is not the stored one. */
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication Failed';
/** Error of an HTTP 401 answer while nobody is signed in. */
export const NOT_AUTHORIZED_MESSAGE = 'Not Authorized To Access';

/**
 * The sign-in callback address of an origin.
 * @example redirectUriOf('https://app.bulktrade.app') // 'https://app.bulktrade.app/authentication'
 */
export function redirectUriOf(origin: string): string {
  return `${origin}/authentication`;
}

import { NOT_AUTHORIZED_MESSAGE } from './auth-config';
import type { AppSession } from './session-context';
import { errorHref } from './session-error';
import { isExpired } from './session-storage';

/** What an HTTP 401 answer leads to (the error catalogue's three 401 rows). */
export type UnauthorizedOutcome =
  | { kind: 'login'; returnTo: string }
  | { kind: 'log'; message: string }
  | { kind: 'error'; message: typeof NOT_AUTHORIZED_MESSAGE };

/** The sign-in callback's path. */
const SIGN_IN_CALLBACK_PATH = '/authentication';

/**
 * Decides a 401: signed in with an expired token → sign in again, back to `path`; signed in
 * with a live token → only logged (a single refused call is not a reason to lose the screen);
 * not signed in → the error screen with 'Not Authorized To Access'; on the sign-in callback → only logged.
 * @example unauthorizedOutcome(null, '/hub/sales', new Date()) // { kind: 'error', message: 'Not Authorized To Access' }
 */
export function unauthorizedOutcome(
  session: Pick<AppSession, 'expiresOn'> | null,
  path: string,
  now: Date,
): UnauthorizedOutcome {
  // A sign-in under way (the callback) is never interrupted by the ended session's refused calls:
  // on a shared device the sync worker still holds it until the callback adopts the new one.
  if (path.split(/[?#]/)[0] === SIGN_IN_CALLBACK_PATH)
    return { kind: 'log', message: `HTTP 401 for ${path} while a sign-in is under way` };
  if (session === null) return { kind: 'error', message: NOT_AUTHORIZED_MESSAGE };
  if (isExpired(session, now)) return { kind: 'login', returnTo: path };
  return { kind: 'log', message: `HTTP 401 for ${path} while signed in with a token that has not expired` };
}

/** How a 401's outcome is carried out; the browser's by default. */
export type UnauthorizedDeps = {
  now: () => Date;
  login: (returnTo: string) => void | Promise<void>;
  goTo: (href: string) => void;
  log: (message: string) => void;
};

/**
 * Handles an HTTP 401 (for the data layer, wired in as its unauthorized port) and tells
 * what it did.
 * @example handleUnauthorized(sessionStore.current(), location.pathname + location.search, deps)
 */
export function handleUnauthorized(
  session: Pick<AppSession, 'expiresOn'> | null,
  path: string,
  deps: UnauthorizedDeps,
): UnauthorizedOutcome {
  const outcome = unauthorizedOutcome(session, path, deps.now());
  if (outcome.kind === 'login') void deps.login(outcome.returnTo);
  else if (outcome.kind === 'error') deps.goTo(errorHref(outcome.message));
  else deps.log(outcome.message);
  return outcome;
}

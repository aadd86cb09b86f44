import type { SyncAuth } from './ports';

/**
 * What a 401 means, as the spec's error catalogue tells them apart:
 * - 'token-expired': logged in, token expired → redirect to login keeping the current path;
 * - 'token-refused': logged in, token not expired → nothing, only logged;
 * - 'not-logged-in': → the error screen with 'Not Authorized To Access'.
 */
export type AuthProblem = 'token-expired' | 'token-refused' | 'not-logged-in';

/** The error screen's text for a 401 without a session (spec, error catalogue). */
export const NOT_AUTHORIZED_MESSAGE = 'Not Authorized To Access';

/** What the UI does about an auth problem. */
export type AuthAction =
  | { kind: 'relogin'; keepPath: true }
  | { kind: 'log' }
  | { kind: 'error-screen'; message: typeof NOT_AUTHORIZED_MESSAGE };

/**
 * Tells which 401 case applies, from the session the engine used and the time.
 * @example authProblemOf(null, Date.now()) // 'not-logged-in'
 */
export function authProblemOf(auth: SyncAuth | null, now: number): AuthProblem {
  if (auth === null) return 'not-logged-in';
  const expires = auth.expiresOn ? Date.parse(auth.expiresOn) : Number.NaN;
  return Number.isFinite(expires) && expires <= now ? 'token-expired' : 'token-refused';
}

/**
 * The catalogue's behaviour for an auth problem; the shell performs it.
 * @example authAction('token-expired') // { kind: 'relogin', keepPath: true }
 */
export function authAction(problem: AuthProblem): AuthAction {
  switch (problem) {
    case 'token-expired':
      return { kind: 'relogin', keepPath: true };
    case 'token-refused':
      return { kind: 'log' };
    case 'not-logged-in':
      return { kind: 'error-screen', message: NOT_AUTHORIZED_MESSAGE };
  }
}

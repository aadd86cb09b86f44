import type { Authenticate, AuthenticationResult } from '../http/caller';
import type { Store } from '../store/store';
import { SUSPENDED_MESSAGE } from '../../src/domain/permissions';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import { currentRoleOf, sessionOf } from './session-of';
import { verifySession, type SessionSecret } from './tokens';

/** Shown when a call needs a signed-in user and carries no token. */
export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in. Please sign in to continue.';
/** Shown when the token is fine but its user or company is gone or deactivated. */
export const ACCOUNT_GONE_MESSAGE = 'Your user account is no longer active. Please sign in again.';

export type AuthenticateDeps = {
  secret: SessionSecret;
  clock: () => Date;
  store: Store;
};

/**
 * Reads the token from an Authorization header value: 'Bearer <token>', scheme case-insensitive.
 * @example bearerToken('Bearer abc') // 'abc'
 */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * An Authenticate over signed session tokens. The token proves who is calling; the user, their
 * current role and the company records are read again on every call, so a suspension, a
 * deactivated user, a changed role or a user given another role takes effect at once instead of
 * when the token runs out (the token's own permission list is never used).
 * @example const authenticate = createAuthenticate({ secret, clock: () => new Date(), store });
 */
export function createAuthenticate(deps: AuthenticateDeps): Authenticate {
  return async (authorization): Promise<AuthenticationResult> => {
    const token = bearerToken(authorization);
    if (token === null) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
    const verified = await verifySession(token, deps.secret, deps.clock());
    if (!verified.ok) return { ok: false, status: 401, message: verified.message };

    const claimed = verified.caller;
    const [user, company] = await Promise.all([
      deps.store.get(USERS_SECTION, claimed.userID),
      deps.store.get(COMPANIES_SECTION, claimed.companyAccountID),
    ]);
    if (
      user === null ||
      user.isInactive ||
      company === null ||
      company.isInactive ||
      user.companyAccountID !== company.id
    ) {
      return { ok: false, status: 401, message: ACCOUNT_GONE_MESSAGE };
    }
    const caller = sessionOf(user, company, claimed.expiresOn, await currentRoleOf(deps.store, user));
    if (caller.company.isSuspended) {
      const reason = caller.company.reasonForSuspension?.trim() ?? '';
      return {
        ok: false,
        status: 403,
        message: SUSPENDED_MESSAGE,
        reason: reason.length > 0 ? reason : null,
      };
    }
    return { ok: true, caller };
  };
}

import type { CurrentAccess } from '../../../sync/current-access';
import type { AppSession } from '../../session/session-context';

/**
 * The session with what the user may do now (the sync engine asks the services each round: a
 * global admin may have changed their role), or null when nothing changed, so menus, hubs and
 * route guards follow the current role without signing in again.
 * @example sessionWithAccess(session, { userID: session.userID, permissions: 'picker', isGlobalAdmin: false, subscriptionCode: 'SUPP' })?.permissions // 'picker'
 */
export function sessionWithAccess(
  session: AppSession | null,
  access: CurrentAccess | undefined,
): AppSession | null {
  // Another user's answer (a round of the session before this one) is not this session's.
  if (session === null || access === undefined || access.userID !== session.userID) return null;
  const same =
    session.permissions === access.permissions &&
    (session.isGlobalAdmin === true) === access.isGlobalAdmin &&
    (session.subscriptionCode ?? null) === access.subscriptionCode;
  return same
    ? null
    : {
        ...session,
        permissions: access.permissions,
        isGlobalAdmin: access.isGlobalAdmin,
        subscriptionCode: access.subscriptionCode,
      };
}

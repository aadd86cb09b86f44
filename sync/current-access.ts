import { isSubscriptionCode, type SubscriptionCode } from '../src/domain/subscriptions';
import { AUTH_BASE } from '../src/entities/derive/api-paths';
import { isRecordObject } from './http-answer';
import { pullGet } from './pull-pages';
import type { SyncContext } from './sync-context';

/** What the signed-in user may do now: the parts of a session that access checks read. */
export type CurrentAccess = {
  userID: string;
  permissions: string;
  isGlobalAdmin: boolean;
  subscriptionCode: SubscriptionCode | null;
};

/**
 * What the signed-in user may do now, as the services' my-profile answers it (their current
 * role's permissions), or null when it cannot be had (offline, refused, unreadable): the
 * session's own list stands then. One small GET a round, so a role changed by a global admin
 * changes the sections a device syncs at its next sync, without signing in again.
 * @example await currentAccess(context) // { userID: 'user-picker', permissions: 'picker,stock-items', isGlobalAdmin: false, subscriptionCode: 'SUPP' }
 */
export async function currentAccess(context: SyncContext): Promise<CurrentAccess | null> {
  const base = (context.bases?.Auth ?? AUTH_BASE).replace(/\/+$/, '');
  const answer = await pullGet(context, `${context.baseUrl}${base}/my-profile`);
  if (answer.kind !== 'ok' || !isRecordObject(answer.body)) return null;
  const { userID, permissions, isGlobalAdmin, subscriptionCode } = answer.body;
  if (typeof userID !== 'string' || typeof permissions !== 'string') return null;
  return {
    userID,
    permissions,
    isGlobalAdmin: isGlobalAdmin === true,
    subscriptionCode: isSubscriptionCode(subscriptionCode) ? subscriptionCode : null,
  };
}

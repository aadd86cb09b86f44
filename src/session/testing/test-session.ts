import type { AppSession } from '../session-context';

/**
 * A signed-in session for tests: a global admin of a SUPP company whose token lasts until
 * 2099; tests override what they are about.
 * @example testSession({ isGlobalAdmin: false, permissions: 'products' })
 */
export function testSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    token: 'token',
    userID: 'user-1',
    userName: 'training@bulktrade.app',
    expiresOn: '2099-01-01T00:00:00.000Z',
    permissions: 'everything.edit',
    subscriptionCode: 'SUPP',
    subscriptionsInUse: 'SUPP',
    isGlobalAdmin: true,
    selectedLocationID: null,
    company: null,
    isTraining: false,
    ...overrides,
  };
}

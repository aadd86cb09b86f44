import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from './auth-config';
import { memoryStorage } from './memory-storage';
import type { AppSession } from './session-context';
import { isExpired, readStoredSession, storeSession } from './session-storage';
import { createSessionStore } from './session-store';

const session: AppSession = {
  token: 'token-1',
  userID: 'user-1',
  userName: 'sales@yarravalleywholesale.com.au',
  expiresOn: '2026-03-02T21:00:00.000Z',
  permissions: 'sales-manager,customers.edit',
  subscriptionCode: 'SUPP',
  subscriptionsInUse: 'SUPP',
  isGlobalAdmin: false,
  selectedLocationID: null,
  company: { companyName: 'Yarra Valley Wholesale', isSuspended: false },
  isTraining: false,
};

describe('stored session', () => {
  it("keeps the session under 'BTsession' and restores it from storage alone", () => {
    const storage = memoryStorage();
    storeSession(storage, session);
    expect(SESSION_KEY).toBe('BTsession');
    expect(readStoredSession(storage)).toEqual(session);
  });

  it('drops a damaged or foreign stored value instead of half-restoring it', () => {
    const damaged = memoryStorage({ [SESSION_KEY]: '{"token":' });
    expect(readStoredSession(damaged)).toBeNull();
    expect(damaged.getItem(SESSION_KEY)).toBeNull();
    const foreign = memoryStorage({ [SESSION_KEY]: JSON.stringify({ ...session, token: '' }) });
    expect(readStoredSession(foreign)).toBeNull();
  });

  it('tells an expired token from a live one', () => {
    expect(isExpired(session, new Date('2026-03-02T20:59:59.000Z'))).toBe(false);
    expect(isExpired(session, new Date('2026-03-02T21:00:00.000Z'))).toBe(true);
    expect(isExpired({ expiresOn: 'garbage' }, new Date())).toBe(true);
  });
});

describe('createSessionStore', () => {
  it('restores the stored session at once, without any network call', () => {
    const storage = memoryStorage({ [SESSION_KEY]: JSON.stringify(session) });
    expect(createSessionStore(storage).current()).toEqual(session);
  });

  it('stores, clears and tells its listeners', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    let told = 0;
    const stop = store.subscribe(() => {
      told += 1;
    });
    store.set(session);
    expect(readStoredSession(storage)).toEqual(session);
    store.set(null);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    stop();
    store.set(session);
    expect(told).toBe(2);
  });
});

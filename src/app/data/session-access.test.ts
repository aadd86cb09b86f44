import { describe, expect, it } from 'vitest';
import type { AppSession } from '../../session/session-context';
import { sessionWithAccess } from './session-access';

const session = {
  token: 't',
  userID: 'u',
  userName: 'pat@acme.test',
  expiresOn: '2099-01-01T00:00:00.000Z',
  permissions: 'picker,products',
  isGlobalAdmin: false,
  subscriptionCode: 'SUPP',
} as AppSession;

describe("the session and the user's current access", () => {
  it('takes a changed permission list, admin flag or subscription, keeping the rest of the session', () => {
    expect(
      sessionWithAccess(session, {
        userID: 'u',
        permissions: 'picker',
        isGlobalAdmin: false,
        subscriptionCode: 'SUPP',
      }),
    ).toEqual({ ...session, permissions: 'picker' });
    expect(
      sessionWithAccess(session, {
        userID: 'u',
        permissions: 'picker,products',
        isGlobalAdmin: true,
        subscriptionCode: 'SUPP',
      })?.isGlobalAdmin,
    ).toBe(true);
  });

  it('changes nothing when the access is the same, unknown, another user’s, or nobody is signed in', () => {
    expect(
      sessionWithAccess(session, {
        userID: 'u',
        permissions: 'picker,products',
        isGlobalAdmin: false,
        subscriptionCode: 'SUPP',
      }),
    ).toBeNull();
    expect(sessionWithAccess(session, undefined)).toBeNull();
    expect(
      sessionWithAccess(null, {
        userID: 'u',
        permissions: 'picker',
        isGlobalAdmin: false,
        subscriptionCode: 'SUPP',
      }),
    ).toBeNull();
    // Another user's answer, from a round of the session signed out before.
    expect(
      sessionWithAccess(session, {
        userID: 'someone-else',
        permissions: 'everything.edit',
        isGlobalAdmin: true,
        subscriptionCode: 'SUPP',
      }),
    ).toBeNull();
  });
});

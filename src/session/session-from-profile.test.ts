import { describe, expect, it } from 'vitest';
import { PROFILE_INVALID_MESSAGE, sessionFromProfile } from './session-from-profile';

describe('sessionFromProfile', () => {
  it('takes the expiry from the profile, else from the token answer', () => {
    const base = { userID: 'u1', userName: 'sam@shop.com.au', permissions: 'packer' };
    expect(
      sessionFromProfile({ ...base, expiresOn: '2026-01-01T12:00:00Z' }, 't', '2026-01-01T00:00:00Z')
        .expiresOn,
    ).toBe('2026-01-01T12:00:00Z');
    expect(sessionFromProfile(base, 't', '2026-01-01T00:00:00Z').expiresOn).toBe('2026-01-01T00:00:00Z');
  });

  it('fills what the profile leaves out with safe defaults', () => {
    const session = sessionFromProfile(
      { userID: 'u1', userName: 'sam@shop.com.au', defaultLocationID: 'loc-1' },
      't',
      '2026-01-01T00:00:00Z',
    );
    expect(session).toMatchObject({
      permissions: '',
      isGlobalAdmin: false,
      subscriptionCode: null,
      selectedLocationID: 'loc-1',
      company: null,
      isTraining: false,
    });
  });

  it('refuses an answer that is not a profile', () => {
    expect(() => sessionFromProfile({ message: 'hello' }, 't', '2026-01-01T00:00:00Z')).toThrow(
      PROFILE_INVALID_MESSAGE,
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionSchema } from './session';

const base = { token: 'abc.def.ghi', userID: 'u1', expiresOn: '2025-03-10T09:00:00+11:00', permissions: '' };

describe('sessionSchema', () => {
  it('needs a token, user, expiry and the permissions text (which may be empty)', () => {
    expect(v.is(sessionSchema, base)).toBe(true);
    expect(v.is(sessionSchema, { ...base, token: '' })).toBe(false);
    expect(v.is(sessionSchema, { ...base, permissions: ['products'] })).toBe(false);
    expect(v.is(sessionSchema, { ...base, expiresOn: 'next week' })).toBe(false);
  });

  it('checks subscription codes on the session and its company', () => {
    expect(
      v.is(sessionSchema, { ...base, subscriptionCode: 'COURFREE', company: { subscriptionCode: 'COUR' } }),
    ).toBe(true);
    expect(v.is(sessionSchema, { ...base, company: { subscriptionCode: 'Courier' } })).toBe(false);
  });

  it('accepts subscriptionsInUse as a comma list or a list', () => {
    expect(v.is(sessionSchema, { ...base, subscriptionsInUse: 'SUPP,COUR' })).toBe(true);
    expect(v.is(sessionSchema, { ...base, subscriptionsInUse: ['SUPP', 'COUR'] })).toBe(true);
  });
});

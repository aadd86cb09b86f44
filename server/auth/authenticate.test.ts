import { describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '../../src/domain/permissions';
import type { Store } from '../store/store';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import { authWorld, COMPANY_ID, TEST_SECRET, USER_ID, USER_NAME, type FakeClock } from './auth-test-kit';
import { ACCOUNT_GONE_MESSAGE, bearerToken, createAuthenticate, NOT_SIGNED_IN_MESSAGE } from './authenticate';
import { sessionOf } from './session-of';
import { signSession, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from './tokens';

async function issue(store: Store, clock: FakeClock, ttlSeconds = 3600): Promise<string> {
  const user = await store.get(USERS_SECTION, USER_ID);
  const company = await store.get(COMPANIES_SECTION, COMPANY_ID);
  if (user === null || company === null) throw new Error('seed missing');
  return signSession(sessionOf(user, company, ''), TEST_SECRET, clock.now(), ttlSeconds);
}

async function changeRecord(
  store: Store,
  section: string,
  id: string,
  change: Record<string, unknown>,
  isInactive = false,
) {
  const current = await store.get(section, id);
  if (current === null) throw new Error('missing');
  await store.update({ ...current, isInactive, data: { ...current.data, ...change } }, current.rowVersion);
}

async function setup() {
  const { store, clock } = await authWorld();
  const authenticate = createAuthenticate({ secret: TEST_SECRET, clock: clock.now, store });
  return { store, clock, authenticate, token: await issue(store, clock) };
}

describe('bearerToken', () => {
  it('reads a Bearer header, scheme in any case, and nothing else', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('createAuthenticate', () => {
  it('accepts a valid token and returns the caller', async () => {
    const { authenticate, token } = await setup();
    const result = await authenticate(`Bearer ${token}`);
    expect(result).toMatchObject({
      ok: true,
      caller: {
        userID: USER_ID,
        userName: USER_NAME,
        companyAccountID: COMPANY_ID,
        permissions: 'customers,products.edit',
      },
    });
  });

  it('answers 401 with a readable message when there is no token', async () => {
    const { authenticate } = await setup();
    expect(await authenticate(undefined)).toEqual({ ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE });
    expect(await authenticate('Basic dXNlcjpwYXNz')).toEqual({
      ok: false,
      status: 401,
      message: NOT_SIGNED_IN_MESSAGE,
    });
  });

  it('answers 401 for a tampered token', async () => {
    const { authenticate, token } = await setup();
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await authenticate(`Bearer ${tampered}`)).toEqual({
      ok: false,
      status: 401,
      message: TOKEN_INVALID_MESSAGE,
    });
  });

  it('answers 401 for an expired token', async () => {
    const { authenticate, token, clock } = await setup();
    clock.advance(3600);
    expect(await authenticate(`Bearer ${token}`)).toEqual({
      ok: false,
      status: 401,
      message: TOKEN_EXPIRED_MESSAGE,
    });
  });

  it('answers 403 with the suspension message and reason as soon as the company is suspended', async () => {
    const { authenticate, token, store } = await setup();
    await changeRecord(store, COMPANIES_SECTION, COMPANY_ID, {
      isSuspended: true,
      reasonForSuspension: 'Unpaid invoices',
    });
    expect(await authenticate(`Bearer ${token}`)).toEqual({
      ok: false,
      status: 403,
      message: SUSPENDED_MESSAGE,
      reason: 'Unpaid invoices',
    });
  });

  it('gives a null reason when a suspension states none', async () => {
    const { authenticate, token, store } = await setup();
    await changeRecord(store, COMPANIES_SECTION, COMPANY_ID, {
      isSuspended: true,
      reasonForSuspension: '  ',
    });
    expect(await authenticate(`Bearer ${token}`)).toEqual({
      ok: false,
      status: 403,
      message: 'Your account has been suspended!',
      reason: null,
    });
  });

  it('answers 401 once the user is deactivated', async () => {
    const { authenticate, token, store } = await setup();
    await changeRecord(store, USERS_SECTION, USER_ID, {}, true);
    expect(await authenticate(`Bearer ${token}`)).toEqual({
      ok: false,
      status: 401,
      message: ACCOUNT_GONE_MESSAGE,
    });
  });

  it('reads permissions from the user record, so a change applies without signing in again', async () => {
    const { authenticate, token, store } = await setup();
    await changeRecord(store, USERS_SECTION, USER_ID, { permissions: 'packer' });
    expect(await authenticate(`Bearer ${token}`)).toMatchObject({
      ok: true,
      caller: { permissions: 'packer' },
    });
  });
});

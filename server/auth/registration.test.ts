import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import type { Store } from '../store/store';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import * as v from 'valibot';
import { registerCompany, validateRegistration, type Registration } from './registration';
import { registrationBodySchema } from './request-bodies';
import { seedUser, UserNameTakenError } from './seed-user';

const REGISTRATION: Registration = {
  companyName: 'Fresh Foods',
  userName: 'kim@fresh.test',
  password: 'New-account7&',
  subscriptionCode: 'SUPPFREE',
};

function ids(...values: string[]): () => string {
  const queue = [...values];
  return () => queue.shift() ?? 'spare';
}

describe('validateRegistration', () => {
  it('trims the names but keeps the password exactly as typed', () => {
    const check = validateRegistration({
      ...REGISTRATION,
      companyName: ' Fresh Foods ',
      userName: ' kim@fresh.test ',
      password: ' New-account7& ',
    });
    expect(check).toEqual({ ok: true, registration: { ...REGISTRATION, password: ' New-account7& ' } });
  });

  it('caps the lengths of what it stores', () => {
    const check = validateRegistration({ ...REGISTRATION, companyName: 'x'.repeat(201) });
    expect(check).toEqual({
      ok: false,
      errors: [{ field: 'companyName', message: 'Must be 200 characters or fewer' }],
    });
  });

  it('treats values of the wrong type as missing, as the sign-up body is read', () => {
    const body = v.parse(registrationBodySchema, {
      companyName: 5,
      userName: true,
      password: ['x'],
      subscriptionCode: 'SUPP',
    });
    const check = validateRegistration(body);
    expect(check).toMatchObject({
      ok: false,
      errors: [{ field: 'companyName' }, { field: 'userName' }, { field: 'password' }],
    });
  });
});

describe('registerCompany', () => {
  it('writes the company, its first user and the credential', async () => {
    const store = createMemoryStore();
    const result = await registerCompany(REGISTRATION, {
      store,
      passwordIterations: 1000,
      newID: ids('c9', 'u9'),
    });
    expect(result).toEqual({ ok: true, companyAccountID: 'c9', userID: 'u9' });
    const company = await store.get(COMPANIES_SECTION, 'c9');
    expect(company).toMatchObject({
      companyAccountID: 'c9',
      isInactive: false,
      data: {
        companyName: 'Fresh Foods',
        defaultTimeZone: 'Australia/Melbourne',
        isSuspended: false,
        subscriptionCode: 'SUPPFREE',
      },
    });
    const user = await store.get(USERS_SECTION, 'u9');
    expect(user).toMatchObject({
      companyAccountID: 'c9',
      data: { userName: 'kim@fresh.test', permissions: 'everything.edit', isGlobalAdmin: true },
    });
    expect(await store.findCredential('kim@fresh.test')).toMatchObject({
      userID: 'u9',
      companyAccountID: 'c9',
    });
  });

  it('leaves nothing behind when the name is taken between the check and the write', async () => {
    const store = createMemoryStore();
    await registerCompany(REGISTRATION, { store, passwordIterations: 1000, newID: ids('c1', 'u1') });
    // A store that misses the taken name at first, as a concurrent sign-up would.
    const racing: Store = { ...store, findCredential: async () => null };
    const result = await registerCompany(REGISTRATION, {
      store: racing,
      passwordIterations: 1000,
      newID: ids('c2', 'u2'),
    });
    expect(result).toEqual({ ok: false, reason: 'user-name-taken' });
    expect(await store.get(COMPANIES_SECTION, 'c2')).toBeNull();
    expect(await store.get(USERS_SECTION, 'u2')).toBeNull();
    expect((await store.findCredential('kim@fresh.test'))?.userID).toBe('u1');
  });
});

describe('seedUser', () => {
  const company = { id: 'comp1', companyName: 'Demo Co', subscriptionCode: 'SUPP' as const };

  it('adds a second user to an existing company without touching the company', async () => {
    const store = createMemoryStore();
    await seedUser({
      store,
      company,
      user: { id: 'u1', userName: 'a@demo.test' },
      password: 'Demo-pass1!',
      passwordIterations: 1000,
    });
    await seedUser({
      store,
      company: { ...company, companyName: 'Renamed' },
      user: { id: 'u2', userName: 'b@demo.test' },
      password: 'Demo-pass2!',
      passwordIterations: 1000,
    });
    expect((await store.get(COMPANIES_SECTION, 'comp1'))?.data.companyName).toBe('Demo Co');
    expect((await store.get(USERS_SECTION, 'u2'))?.companyAccountID).toBe('comp1');
  });

  it('refuses a user name that is taken, rolling the user back', async () => {
    const store = createMemoryStore();
    await seedUser({
      store,
      company,
      user: { id: 'u1', userName: 'a@demo.test' },
      password: 'Demo-pass1!',
      passwordIterations: 1000,
    });
    await expect(
      seedUser({
        store,
        company,
        user: { id: 'u2', userName: 'A@demo.test' },
        password: 'Demo-pass2!',
        passwordIterations: 1000,
      }),
    ).rejects.toThrow(UserNameTakenError);
    expect(await store.get(USERS_SECTION, 'u2')).toBeNull();
  });
});

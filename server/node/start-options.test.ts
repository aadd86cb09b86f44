import { describe, expect, it } from 'vitest';
import { USERS_SECTION } from '../auth/account-records';
import { verifyPassword } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';
import { ensureFirstAdmin, wantsDemoData } from './start-options';

describe('demo data on start', () => {
  it.each([
    [{} as Record<string, string>, true, 'the embedded database of npm start'],
    [{ DATABASE_URL: '' }, true, 'an empty DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db.internal/bulktrade' }, false, 'a PostgreSQL server'],
    [{ DATABASE_URL: 'postgres://db.internal/bulktrade', DEMO_DATA: 'true' }, true, 'a server when asked'],
    [{ DEMO_DATA: 'false' }, false, 'the embedded database when told not to'],
  ] as const)('%j gives %s (%s)', (env, expected, _case) => {
    expect(wantsDemoData(env)).toBe(expected);
  });
});

describe('the first admin of a production start', () => {
  const env = { ADMIN_USER_NAME: 'ops@acme.com.au', ADMIN_PASSWORD: 'Own-strong-pass9!', ADMIN_COMPANY_NAME: 'Acme Wholesale' };

  it('is created once from the environment, a global admin with the given password', async () => {
    const store = createMemoryStore();
    const created = await ensureFirstAdmin(store, env, { passwordIterations: 1000 });
    expect(created).toMatchObject({ outcome: 'created', userName: 'ops@acme.com.au' });
    const credential = await store.findCredential('ops@acme.com.au');
    expect(credential).not.toBeNull();
    expect(await verifyPassword('Own-strong-pass9!', credential?.passwordHash ?? '')).toBe(true);
    expect((await store.get(USERS_SECTION, credential?.userID ?? ''))?.data).toMatchObject({ isGlobalAdmin: true });
    expect(await ensureFirstAdmin(store, { ...env, ADMIN_PASSWORD: 'Another-pass9!' }, { passwordIterations: 1000 })).toEqual({ outcome: 'exists', userName: 'ops@acme.com.au' });
    expect(await verifyPassword('Own-strong-pass9!', (await store.findCredential('ops@acme.com.au'))?.passwordHash ?? '')).toBe(true);
  });

  it('is not made without both variables, nor with a weak password', async () => {
    const store = createMemoryStore();
    expect(await ensureFirstAdmin(store, {})).toEqual({ outcome: 'not-asked' });
    const weak = await ensureFirstAdmin(store, { ADMIN_USER_NAME: 'ops@acme.com.au', ADMIN_PASSWORD: 'password' });
    expect(weak.outcome).toBe('invalid');
    expect(await store.findCredential('ops@acme.com.au')).toBeNull();
  });
});

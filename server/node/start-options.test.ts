import { describe, expect, it } from 'vitest';
import { USERS_SECTION } from '../auth/account-records';
import { verifyPassword } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';
import { deleteCompanyAccount } from '../auth/account-deletion';
import { accountSections } from '../auth/account-routes';
import { hashPassword } from '../auth/passwords';
import { seedTrainingData } from '../seed/seed-store';
import { TRAINING_USER_NAME, TRAINING_USER_PASSWORD } from '../seed/training-companies';
import { demoStartLines, demoStateOf, ensureFirstAdmin, wantsDemoData } from './start-options';

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
  const env = {
    ADMIN_USER_NAME: 'ops@acme.com.au',
    ADMIN_PASSWORD: 'Own-strong-pass9!',
    ADMIN_COMPANY_NAME: 'Acme Wholesale',
  };

  it('is created once from the environment, a global admin with the given password', async () => {
    const store = createMemoryStore();
    const created = await ensureFirstAdmin(store, env, { passwordIterations: 1000 });
    expect(created).toMatchObject({ outcome: 'created', userName: 'ops@acme.com.au' });
    const credential = await store.findCredential('ops@acme.com.au');
    expect(credential).not.toBeNull();
    expect(await verifyPassword('Own-strong-pass9!', credential?.passwordHash ?? '')).toBe(true);
    expect((await store.get(USERS_SECTION, credential?.userID ?? ''))?.data).toMatchObject({
      isGlobalAdmin: true,
    });
    expect(
      await ensureFirstAdmin(
        store,
        { ...env, ADMIN_PASSWORD: 'Another-pass9!' },
        { passwordIterations: 1000 },
      ),
    ).toEqual({ outcome: 'exists', userName: 'ops@acme.com.au' });
    expect(
      await verifyPassword(
        'Own-strong-pass9!',
        (await store.findCredential('ops@acme.com.au'))?.passwordHash ?? '',
      ),
    ).toBe(true);
  });

  it('is not made without both variables, nor with a weak password', async () => {
    const store = createMemoryStore();
    expect(await ensureFirstAdmin(store, {})).toEqual({ outcome: 'not-asked' });
    const weak = await ensureFirstAdmin(store, {
      ADMIN_USER_NAME: 'ops@acme.com.au',
      ADMIN_PASSWORD: 'password',
    });
    expect(weak.outcome).toBe('invalid');
    expect(await store.findCredential('ops@acme.com.au')).toBeNull();
  });
});

describe('what a start says of demo data', () => {
  const today = new Date('2026-11-20T00:00:00+11:00');
  const linesOf = async (store: ReturnType<typeof createMemoryStore>, env: Record<string, string>) =>
    demoStartLines({ asked: wantsDemoData(env), state: await demoStateOf(store) });

  it('says the demo logins are there on a later start without DEMO_DATA, as the demo admin still signs in', async () => {
    const store = createMemoryStore();
    const server = { DATABASE_URL: 'postgres://db.internal/bulktrade' };
    expect(await linesOf(store, server)).toEqual([expect.stringMatching(/^No demo data or demo logins/)]);
    // One start with DEMO_DATA=true, then a start without it on the same database.
    await seedTrainingData(store, { today, passwordIterations: 1000 });
    expect(await linesOf(store, { ...server, DEMO_DATA: 'true' })).toEqual([
      expect.stringMatching(/^Demo data is on/),
      `Sign in with user name ${TRAINING_USER_NAME} and password ${TRAINING_USER_PASSWORD}`,
    ]);
    const later = await linesOf(store, server);
    expect(later.join('\n')).not.toMatch(/No demo data/);
    expect(later).toEqual([
      expect.stringMatching(/^Demo data is in this database, added by an earlier start with DEMO_DATA=true/),
      `Sign in with user name ${TRAINING_USER_NAME} and password ${TRAINING_USER_PASSWORD}`,
      expect.stringMatching(
        /published passwords: to remove them, sign in as training@bulktrade.app and delete that company account/,
      ),
    ]);
  });

  it('does not print the published password once it was changed, and says there are none once the demo company is deleted', async () => {
    const store = createMemoryStore();
    await seedTrainingData(store, { today, passwordIterations: 1000 });
    const credential = await store.findCredential(TRAINING_USER_NAME);
    if (credential === null) throw new Error('the demo login was not seeded');
    await store.removeCredentials(credential.companyAccountID);
    await store.saveCredential({
      ...credential,
      passwordHash: await hashPassword('Changed-pass9!', { iterations: 1000 }),
    });
    const changed = await linesOf(store, { DEMO_DATA: 'true' });
    expect(changed).toContain(`The demo login ${TRAINING_USER_NAME} is there with a changed password`);
    expect(changed.join('\n')).not.toContain(TRAINING_USER_PASSWORD);

    await deleteCompanyAccount(store, credential.companyAccountID, accountSections(), today);
    expect(await linesOf(store, {})).toEqual([
      expect.stringMatching(/demo company was deleted: no demo logins/),
    ]);
    expect(await linesOf(store, { DEMO_DATA: 'false' })).toEqual([
      expect.stringMatching(/^No demo data or demo logins/),
    ]);
  });
});

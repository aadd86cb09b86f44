import { describe, expect, it, vi } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
} from '../../src/domain/field-validation';
import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_LOWERCASE_MESSAGE,
  PASSWORD_NUMBER_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_SPECIAL_MESSAGE,
  PASSWORD_UPPERCASE_MESSAGE,
} from '../../src/domain/password-rules';
import type { RecordRow } from '../store/store';
import { COMPANIES_SECTION, LINKS_SECTION, USERS_SECTION } from './account-records';
import { authWorld, COMPANY_ID, jsonOf, PASSWORD, signInForToken, USER_NAME } from './auth-test-kit';
import { SUBSCRIPTION_CODE_MESSAGE, USER_NAME_TAKEN_MESSAGE } from './registration';

const BASE = 'http://localhost:8787/auth/v1';
const NEW_USER = {
  companyName: 'Fresh Foods',
  userName: 'kim@fresh.test',
  password: 'New-account7&',
  subscriptionCode: 'CUST',
};

type App = Awaited<ReturnType<typeof authWorld>>['app'];

function register(app: App, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(`${BASE}/account/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

async function errorsOf(response: Response): Promise<{ field: string; message: string }[]> {
  const body = await jsonOf(response);
  return Array.isArray(body.errors) ? body.errors : [];
}

describe('POST /account/post (registration)', () => {
  it('creates the company and its global admin, who can then sign in through the code flow', async () => {
    const { app } = await authWorld();
    const response = await register(app, NEW_USER);
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toEqual({ companyAccountID: expect.any(String), userID: expect.any(String) });

    const token = await signInForToken(app, NEW_USER.userName, NEW_USER.password);
    const profile = await jsonOf(
      await app.request(`${BASE}/my-profile`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(profile).toMatchObject({
      id: created.userID,
      rowVersion: 1,
      userID: created.userID,
      userName: 'kim@fresh.test',
      email: 'kim@fresh.test',
      companyAccountID: created.companyAccountID,
      isGlobalAdmin: true,
      permissions: 'everything.edit',
      subscriptionCode: 'CUST',
      company: {
        id: created.companyAccountID,
        companyName: 'Fresh Foods',
        primaryEmail: 'kim@fresh.test',
        defaultTimeZone: 'Australia/Melbourne',
        isSuspended: false,
      },
    });
  });

  it("reports every missing field with the spec's messages", async () => {
    const { app } = await authWorld();
    const response = await register(app, {});
    expect(response.status).toBe(422);
    expect(String((await jsonOf(response.clone())).message).length).toBeGreaterThan(10);
    expect(await errorsOf(response)).toEqual([
      { field: 'companyName', message: FIELD_REQUIRED_MESSAGE },
      { field: 'userName', message: EMAIL_REQUIRED_MESSAGE },
      { field: 'password', message: PASSWORD_REQUIRED_MESSAGE },
      { field: 'subscriptionCode', message: FIELD_REQUIRED_MESSAGE },
    ]);
  });

  it('reports each broken password rule and a malformed email', async () => {
    const { app } = await authWorld();
    const short = await errorsOf(
      await register(app, { ...NEW_USER, userName: 'kim@fresh', password: 'abc' }),
    );
    expect(short).toEqual([
      { field: 'userName', message: EMAIL_INVALID_MESSAGE },
      { field: 'password', message: PASSWORD_LENGTH_MESSAGE },
      { field: 'password', message: PASSWORD_UPPERCASE_MESSAGE },
      { field: 'password', message: PASSWORD_NUMBER_MESSAGE },
      { field: 'password', message: PASSWORD_SPECIAL_MESSAGE },
    ]);
    const upper = await errorsOf(await register(app, { ...NEW_USER, password: 'ABCDEFGHIJ1!' }));
    expect(upper).toEqual([{ field: 'password', message: PASSWORD_LOWERCASE_MESSAGE }]);
  });

  it('accepts only the six subscription codes', async () => {
    const { app } = await authWorld();
    expect(await errorsOf(await register(app, { ...NEW_USER, subscriptionCode: 'GOLD' }))).toEqual([
      { field: 'subscriptionCode', message: SUBSCRIPTION_CODE_MESSAGE },
    ]);
    expect(await errorsOf(await register(app, { ...NEW_USER, subscriptionCode: 'cust' }))).toHaveLength(1);
  });

  it('answers 400 with a message for a body that is not a JSON object', async () => {
    const { app } = await authWorld();
    const response = await app.request(`${BASE}/account/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1,',
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ message: 'The request body must be a JSON object.' });
    expect((await register(app, ['a'])).status).toBe(400);
  });

  it('answers 409 for a user name already taken, in any case, and creates nothing', async () => {
    const { app, store } = await authWorld();
    const response = await register(app, { ...NEW_USER, userName: USER_NAME.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ message: USER_NAME_TAKEN_MESSAGE });
    expect((await store.findCredential(USER_NAME))?.companyAccountID).toBe(COMPANY_ID);
  });

  it('never stores or returns a password; hashes live only in credentials', async () => {
    const { app, store } = await authWorld();
    const created = await jsonOf(await register(app, NEW_USER));
    const token = await signInForToken(app, NEW_USER.userName, NEW_USER.password);
    const texts = [
      JSON.stringify(created),
      token,
      atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''),
      await (
        await app.request(`${BASE}/my-profile`, { headers: { Authorization: `Bearer ${token}` } })
      ).text(),
      await (await app.request(`${BASE}/account/authenticate?bearer=${token}`, { method: 'POST' })).text(),
    ];
    const rows: RecordRow[] = [];
    for (const company of [String(created.companyAccountID), COMPANY_ID]) {
      for (const section of [COMPANIES_SECTION, USERS_SECTION])
        rows.push(...(await store.changes(section, company, 0, 100)));
    }
    expect(rows).toHaveLength(4);
    texts.push(...rows.map((row) => JSON.stringify(row)));
    for (const text of texts) {
      for (const secret of [NEW_USER.password, PASSWORD, 'pbkdf2', 'passwordHash'])
        expect(text).not.toContain(secret);
    }
    const credential = await store.findCredential(NEW_USER.userName);
    expect(credential?.passwordHash).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(credential?.passwordHash).not.toContain(NEW_USER.password);
  });
});

describe('GET /my-profile', () => {
  it('answers 401 with a message when not signed in', async () => {
    const { app } = await authWorld();
    const response = await app.request(`${BASE}/my-profile`);
    expect(response.status).toBe(401);
    expect(String((await jsonOf(response)).message)).toContain('not signed in');
  });
});

describe('user names at sign-up and sign-in', () => {
  it('refuses invisible characters and keeps the NFKC form, which signs in from either spelling', async () => {
    const { app } = await authWorld();
    const hidden = await register(app, { ...NEW_USER, userName: 'kim\u200B@fresh.test' });
    expect(hidden.status).toBe(422);
    expect(await errorsOf(hidden)).toEqual([
      { field: 'userName', message: expect.stringContaining('invisible') },
    ]);
    expect((await register(app, { ...NEW_USER, userName: '\uFF4Bim@fresh.test' })).status).toBe(201);
    expect((await register(app, NEW_USER)).status).toBe(409);
    await signInForToken(app, 'kim@fresh.test', NEW_USER.password);
    await signInForToken(app, '\uFF4B\uFF49\uFF4D@fresh.test', NEW_USER.password);
  });
});

describe('GET /Links/get/:id', () => {
  it('returns a stored link without signing in, and 404 with a message when missing or inactive', async () => {
    const { app, store } = await authWorld();
    await store.insert({
      section: LINKS_SECTION,
      id: 'link1',
      companyAccountID: COMPANY_ID,
      parties: [],
      isInactive: false,
      data: { url: '/products/p1' },
    });
    await store.insert({
      section: LINKS_SECTION,
      id: 'link2',
      companyAccountID: COMPANY_ID,
      parties: [],
      isInactive: true,
      data: {},
    });
    const found = await app.request(`${BASE}/Links/get/link1`);
    expect(found.status).toBe(200);
    expect(await jsonOf(found)).toEqual({ id: 'link1', url: '/products/p1' });
    for (const id of ['nope', 'link2', COMPANY_ID]) {
      const missing = await app.request(`${BASE}/Links/get/${id}`);
      expect(missing.status).toBe(404);
      expect(String((await jsonOf(missing)).message)).toContain('does not exist');
    }
  });
});

describe('GET /Links/get/:id, as an attacker probes it', () => {
  it('refuses an expired link with 410, and returns only what the link opens', async () => {
    const { app, store, clock } = await authWorld();
    const inAnHour = new Date(clock.now().getTime() + 3600_000).toISOString();
    const data = {
      linkName: 'Order 1000',
      navigation: 'customer-orders',
      itemID: 'o1',
      url: '/customer-order/o1',
      expiresOn: inAnHour,
      companyAccountID: COMPANY_ID,
      createdByUserID: 'user1',
      notes: 'internal',
    };
    await store.insert({
      section: LINKS_SECTION,
      id: 'link3',
      companyAccountID: COMPANY_ID,
      parties: [],
      isInactive: false,
      data,
    });
    const found = await app.request(`${BASE}/Links/get/link3`);
    expect(found.status).toBe(200);
    expect(await jsonOf(found)).toEqual({
      id: 'link3',
      linkName: 'Order 1000',
      navigation: 'customer-orders',
      itemID: 'o1',
      url: '/customer-order/o1',
      expiresOn: inAnHour,
    });
    clock.advance(3600);
    const expired = await app.request(`${BASE}/Links/get/link3`);
    expect(expired.status).toBe(410);
    const body = await jsonOf(expired);
    expect(body).toEqual({ message: expect.stringContaining('expired') });
  });
});

describe('GET /externalpartyoptions/connect-to', () => {
  it('lists no external parties (none configured) for a signed-in caller, and 401s otherwise', async () => {
    const { app } = await authWorld();
    const token = await signInForToken(app);
    const response = await app.request(`${BASE}/externalpartyoptions/connect-to`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ data: [] });
    expect((await app.request(`${BASE}/externalpartyoptions/connect-to`)).status).toBe(401);
  });
});

describe('failures', () => {
  it('answer 500 JSON with a plain message when the store breaks, even when mounted', async () => {
    const { app, store } = await authWorld();
    store.findCredential = async () => {
      throw new Error('disk on fire');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request(`${BASE}/account/post`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(NEW_USER),
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        message: 'Something went wrong on the sign-in service. Please try again.',
      });
      expect(text).not.toContain('disk on fire');
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('unknown paths answer 404 JSON with a message, even when mounted', async () => {
    const { app } = await authWorld();
    const response = await app.request(`${BASE}/nothing-here`);
    expect(response.status).toBe(404);
    expect(String((await jsonOf(response)).message)).toContain('GET /auth/v1/nothing-here');
  });
});

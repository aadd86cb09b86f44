import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANIES_SECTION, USERS_SECTION } from '../../server/auth/account-records';
import { seedUser } from '../../server/auth/seed-user';
import { sessionOf } from '../../server/auth/session-of';
import { signSession } from '../../server/auth/tokens';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';
import { TEST_APP } from './api-fixtures';
import { contractApp, requestJson, type Json } from './contract-app';

/**
 * What an attacker's odd input gets from the services (issue 10, Low findings), on every store:
 * the same readable answers on memory, PGlite and PostgreSQL, never a 500.
 */
export function describeHardeningContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`REST hardening on ${name}`, () => {
    const kit = contractApp(makeStore, TEST_APP);
    const call = (method: string, path: string, who: string | null, body?: string) =>
      kit.call(who, method, path, body);
    const P = '/api/v1/Products';

    it('answers a NUL or a lone surrogate in a query parameter or the path with 400 and a message', async () => {
      for (const path of [
        '/api/v1/Locations/getAll?searchString=%00',
        `${P}/getAll?query=${encodeURIComponent('productName == "a\u0000"')}`,
        `${P}/get/p%00`,
        `${P}/patch/restore?id=%00`,
        `${P}/get/matches?partyIDs=x&ids=a%00`,
      ]) {
        const answer = await call(path.includes('restore') ? 'PATCH' : 'GET', path, 'a');
        expect({ path, status: answer.status, message: String(answer.body.message) }).toEqual({
          path,
          status: 400,
          message: expect.stringContaining('cannot be stored'),
        });
      }
    });

    it('answers a NUL or a lone surrogate anywhere in a body with 400 naming the field, and stores nothing', async () => {
      // Written as JSON escapes, as an attacker sends them: JSON.stringify would not make a lone surrogate.
      const bodies = [
        '{"id":"p1","productName":"Milk\\u0000"}',
        '{"id":"p1","productName":"\\ud800 Milk"}',
        '{"id":"p1","productName":"Milk \\udc00"}',
        '{"id":"p1\\u0000","productName":"Milk"}',
        '{"id":"p1","productName":"Milk","tags":["ok","\\u0000"]}',
      ];
      for (const body of bodies) {
        const answer = await call('POST', `${P}/post`, 'a', body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(String(answer.body.message)).toMatch(/cannot be stored/);
      }
      expect((await call('GET', `${P}/get/count`, 'a')).body.count).toBe(0);
      // A well-formed pair (an emoji) is fine.
      expect(
        (await call('POST', `${P}/post`, 'a', '{"id":"p1","productName":"Milk \\ud83e\\udd5b"}')).status,
      ).toBe(201);
      const patched = await call(
        'PATCH',
        `${P}/patch/partial`,
        'a',
        '{"id":"p1","rowVersion":1,"abbreviation":"\\u0000"}',
      );
      expect(patched.status).toBe(400);
      expect((await call('GET', `${P}/get/p1`, 'a')).body).toMatchObject({
        productName: 'Milk 🥛',
        rowVersion: 1,
      });
    });

    it('answers paging and cursors beyond 2^53, or not numbers, with 400', async () => {
      for (const query of [
        'takeFrom=99999999999999999999',
        'takeFrom=9223372036854775808',
        'takeFrom=abc',
        'takeFrom=1e400',
        'takeAmount=99999999999999999999',
      ]) {
        const answer = await call('GET', `${P}/getAll?${query}`, 'a');
        expect({ query, status: answer.status, message: typeof answer.body.message }).toEqual({
          query,
          status: 400,
          message: 'string',
        });
      }
      for (const query of [
        'after=99999999999999999999',
        'after=9223372036854775808',
        'after=-1',
        'after=x',
      ]) {
        const answer = await call('GET', `${P}/changes?${query}`, 'a');
        expect({ query, status: answer.status, message: typeof answer.body.message }).toEqual({
          query,
          status: 400,
          message: 'string',
        });
      }
      expect((await call('GET', `${P}/getAll?takeFrom=${Number.MAX_SAFE_INTEGER}`, 'a')).body).toEqual({
        data: [],
      });
    });
  });
}

/** Two companies with a global admin each, signed in, over the real services and registry. */
export async function servicesWorld(store: Store) {
  const secret = 'hardening-contract-secret-at-least-32-bytes';
  const app = createServices({ store, secret, passwordIterations: 1000 });
  const tokens: Record<string, string> = {};
  for (const [id, subscriptionCode] of [
    ['alpha', 'SUPP'],
    ['beta', 'SUPP'],
    ['cafe', 'CUST'],
  ] as const) {
    await seedUser({
      store,
      company: {
        id,
        companyName: `${id[0]?.toUpperCase()}${id.slice(1)} Pty Ltd`,
        subscriptionCode,
        primaryEmail: `admin@${id}.test`,
      },
      user: {
        id: `user-${id}`,
        userName: `admin@${id}.test`,
        permissions: 'everything.edit',
        isGlobalAdmin: true,
      },
      password: 'Strong-pass9!',
      passwordIterations: 1000,
    });
    const user = await store.get(USERS_SECTION, `user-${id}`);
    const company = await store.get(COMPANIES_SECTION, id);
    if (user === null || company === null) throw new Error('seeding failed');
    tokens[id] = await signSession(sessionOf(user, company, ''), secret, new Date(), 3600);
  }
  const call = (who: string | null, method: string, path: string, body?: unknown) =>
    requestJson(app, who === null ? null : `Bearer ${tokens[who]}`, method, path, body);
  return { app, call, store };
}

/** Record shapes (item 8) and public directories (item 10) over the real services, on every store. */
export function describeRecordShapeContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`record shapes and directories on ${name}`, () => {
    let world: Awaited<ReturnType<typeof servicesWorld>>;
    const opened: Store[] = [];
    beforeEach(async () => {
      const store = await makeStore();
      opened.push(store);
      world = await servicesWorld(store);
    });
    afterAll(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });
    const U = '/api/v1/Account/Users';

    it('keeps a user to its own company and its own sign-in name', async () => {
      const { call } = world;
      const me = (await call('alpha', 'GET', `${U}/get/user-alpha`)).body;
      const claimed = await call('alpha', 'PATCH', `${U}/patch/partial`, {
        id: 'user-alpha',
        rowVersion: me.rowVersion,
        userName: 'admin@beta.test',
      });
      expect(claimed.status).toBe(409);
      expect(String(claimed.body.message)).toContain('another account');
      const moved = await call('alpha', 'PATCH', `${U}/patch/partial`, {
        id: 'user-alpha',
        rowVersion: me.rowVersion,
        companyAccountID: 'beta',
        firstName: 'Al',
      });
      expect(moved.status).toBe(200);
      expect((await call('alpha', 'GET', `${U}/get/user-alpha`)).body).toMatchObject({
        companyAccountID: 'alpha',
        firstName: 'Al',
        userName: 'admin@alpha.test',
      });
      const staff = await call('alpha', 'POST', `${U}/post`, {
        id: 'staff-1',
        userName: 'ADMIN@BETA.TEST',
        companyAccountID: 'beta',
      });
      expect(staff.status).toBe(409);
      const planted = await call('alpha', 'POST', `${U}/post`, {
        id: 'staff-2',
        userName: 'packer@alpha.test',
        companyAccountID: 'beta',
      });
      expect(planted.status).toBe(403);
      const own = await call('alpha', 'POST', `${U}/post`, { id: 'staff-3', userName: 'packer@alpha.test' });
      expect(own.body).toMatchObject({ data: { companyAccountID: 'alpha' } });
      expect((await call('beta', 'GET', `${U}/getAll`)).body.data).toEqual([
        expect.objectContaining({ id: 'user-beta' }),
      ]);
    });

    it('never stores or returns a password posted with a user, and drops fields the user record does not have', async () => {
      const { call } = world;
      const created = await call('alpha', 'POST', `${U}/post`, {
        id: 'staff-1',
        userName: 'picker@alpha.test',
        password: 'Plain-text9!',
        passwordHash: 'x',
        isOwner: true,
        notes: 'x'.repeat(50),
      });
      expect(created.status).toBe(201);
      const read = (await call('alpha', 'GET', `${U}/get/staff-1`)).body;
      for (const field of ['password', 'passwordHash', 'isOwner', 'notes'])
        expect(read).not.toHaveProperty(field);
      expect(JSON.stringify((await call('alpha', 'GET', `${U}/getAll`)).body)).not.toContain('Plain-text9!');
      const patched = await call('alpha', 'PATCH', `${U}/patch/partial`, {
        id: 'staff-1',
        rowVersion: 1,
        password: 'Another9!',
      });
      expect(patched.status).toBe(200);
      expect(JSON.stringify(patched.body)).not.toContain('Another9!');
      // No section keeps a password field.
      const product = await call('alpha', 'POST', '/api/v1/Products/post', {
        id: 'p1',
        productName: 'Milk',
        password: 'hunter2',
      });
      expect(product.status).toBe(201);
      expect((await call('alpha', 'GET', '/api/v1/Products/get/p1')).body).not.toHaveProperty('password');
    });

    it('bounds ids at 100 characters, with a 400 saying so', async () => {
      const { call } = world;
      const long = await call('alpha', 'POST', '/api/v1/Products/post', {
        id: 'x'.repeat(101),
        productName: 'Milk',
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('id must be 100 characters or fewer');
      const huge = await call('alpha', 'POST', '/api/v1/Products/post', {
        id: 'y'.repeat(100_000),
        productName: 'Milk',
      });
      expect(huge.status).toBe(400);
      expect(
        (await call('alpha', 'POST', '/api/v1/Products/post', { id: 'z'.repeat(100), productName: 'Milk' }))
          .status,
      ).toBe(201);
    });

    it('keeps user names in NFKC form and refuses invisible characters', async () => {
      const { call } = world;
      const wide = await call('alpha', 'POST', `${U}/post`, {
        id: 'staff-1',
        userName: ' \uFF50\uFF41\uFF43\uFF4B\uFF45\uFF52@alpha.test',
      });
      expect(wide.body).toMatchObject({ data: { userName: 'packer@alpha.test' } });
      const hidden = await call('alpha', 'POST', `${U}/post`, {
        id: 'staff-2',
        userName: 'admin\u200B@alpha.test',
      });
      expect(hidden.status).toBe(422);
      expect(hidden.body.errors).toEqual([
        { field: 'userName', message: expect.stringContaining('invisible') },
      ]);
      // A full-width twin of another company's sign-in is that sign-in.
      expect(
        (await call('alpha', 'POST', `${U}/post`, { id: 'staff-3', userName: '\uFF41dmin@beta.test' }))
          .status,
      ).toBe(409);
    });

    it('shows in the directories the contact address a company publishes, never its sign-in email', async () => {
      const { call } = world;
      const S = '/api/v1/Public/Suppliers';
      const before = (await call('cafe', 'GET', `${S}/get/beta`)).body;
      expect(before).toMatchObject({ companyName: 'Beta Pty Ltd', publicContactEmail: null });
      expect(JSON.stringify((await call('cafe', 'GET', `${S}/getAll`)).body)).not.toContain('admin@');
      expect(JSON.stringify((await call('cafe', 'GET', `${S}/changes?after=0`)).body)).not.toContain(
        'admin@',
      );
      const company = (await call('beta', 'GET', '/api/v1/Account/Companies/get/beta')).body;
      const published = await call('beta', 'PATCH', '/api/v1/Account/Companies/patch/partial', {
        id: 'beta',
        rowVersion: company.rowVersion,
        publicContactEmail: 'orders@beta.test',
      });
      expect(published.status).toBe(200);
      expect((await call('cafe', 'GET', `${S}/get/beta`)).body).toMatchObject({
        publicContactEmail: 'orders@beta.test',
      });
      // An ABN is checked by the services as the settings page checks it (the ATO's checksum), then public.
      const bad = await call('beta', 'PATCH', '/api/v1/Account/Companies/patch/partial', {
        id: 'beta',
        rowVersion: published.body.rowVersion,
        abn: '12345678901',
      });
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body)).toContain('This ABN is not valid: check its digits');
      expect(
        (
          await call('beta', 'PATCH', '/api/v1/Account/Companies/patch/partial', {
            id: 'beta',
            rowVersion: published.body.rowVersion,
            abn: '51 824 753 556',
          })
        ).status,
      ).toBe(200);
      expect((await call('cafe', 'GET', `${S}/get/beta`)).body).toMatchObject({ abn: '51 824 753 556' });
      expect(
        (
          await call(
            'cafe',
            'GET',
            `${S}/getAll?query=${encodeURIComponent('primaryEmail == "admin@beta.test"')}`,
          )
        ).status,
      ).toBe(400);
      expect((await call('cafe', 'GET', `${S}/getAll?sortBy=primaryEmail`)).status).toBe(400);
    });

    it('marks verified, for each viewer, only the companies it has an active supply agreement with', async () => {
      const { call, store } = world;
      const agreement = (id: string, owner: string, buyerID: string, sellerID: string, isInactive = false) =>
        store.insert({
          section: 'Customers',
          id,
          companyAccountID: owner,
          parties: [buyerID, sellerID].filter((c) => c !== owner),
          isInactive,
          data: { buyerID, sellerID },
        });
      // As the requests flow leaves them once both accepted: alpha sells to the cafe.
      await agreement('agr-1', 'alpha', 'cafe', 'alpha');
      await agreement('agr-2', 'beta', 'alpha', 'beta', true);
      const S = '/api/v1/Public/Suppliers';
      const verified = async (who: string) =>
        Object.fromEntries(
          ((await call(who, 'GET', `${S}/getAll`)).body.data as Json[]).map((p) => [p.id, p.isVerified]),
        );
      expect(await verified('cafe')).toEqual({ alpha: true, beta: false });
      expect(await verified('alpha')).toEqual({ alpha: false, beta: false });
      expect(await verified('beta')).toEqual({ alpha: false, beta: false });
      expect((await call('cafe', 'GET', `${S}/get/alpha`)).body).toMatchObject({ isVerified: true });
      expect((await call('cafe', 'GET', `${S}/changes?after=0`)).body.data).toContainEqual(
        expect.objectContaining({ id: 'alpha', isVerified: true }),
      );
      expect((await call('alpha', 'GET', '/api/v1/Public/Companies/get/cafe')).body).toMatchObject({
        isVerified: true,
      });
      expect(
        ((await call('cafe', 'GET', `${S}/getAll?properties=companyName,isVerified`)).body.data as Json[])[0],
      ).toEqual({ id: 'alpha', rowVersion: 1, companyName: 'Alpha Pty Ltd', isVerified: true });
    });

    it('marks verified a company the viewer holds any relationship with (courier agreement, approved request), never through a request a third company made', async () => {
      const { call, store } = world;
      const row = (section: string, id: string, owner: string, data: Json) =>
        store.insert({
          section,
          id,
          companyAccountID: owner,
          parties: Object.values(data).filter((c): c is string => typeof c === 'string' && c !== owner),
          isInactive: false,
          data,
        });
      const marks = async (who: string) =>
        Object.fromEntries(
          ((await call(who, 'GET', '/api/v1/Public/Companies/getAll')).body.data as Json[]).map((p) => [
            p.id,
            p.isVerified,
          ]),
        );
      // The cafe ships with beta as its courier.
      await row('Couriers', 'cour-1', 'cafe', { buyerID: 'cafe', courierID: 'beta' });
      // beta's "approved" request naming the cafe as buyer and alpha as seller relates neither.
      await row('Supplier/Requests', 'req-forged', 'beta', {
        buyerID: 'cafe',
        sellerID: 'alpha',
        isApproved: true,
      });
      expect(await marks('cafe')).toMatchObject({ alpha: false, beta: true, cafe: false });
      expect(await marks('alpha')).toMatchObject({ cafe: false });
      // The cafe asked alpha itself, and alpha approved.
      await row('Supplier/Requests', 'req-1', 'cafe', {
        buyerID: 'cafe',
        sellerID: 'alpha',
        isApproved: true,
      });
      expect(await marks('cafe')).toMatchObject({ alpha: true, beta: true });
      expect(await marks('alpha')).toMatchObject({ cafe: true, beta: false });
    });
  });
}

import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLES_SECTION, USERS_SECTION } from '../../server/auth/account-records';
import { fakeClock, signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';
import { PERMISSION_MISSING } from '../../src/domain/permissions';
import { requestJson, type Answer } from './contract-app';

// Roles change access: a user's permissions are their current role's, read by the services on
// every request (the token says who calls, never what they may do), so a global admin's change
// to a role, or giving a user another role, acts at the user's next request with the same token.

const SECRET = 'role-access-contract-secret-at-least-32-bytes';
const ITERATIONS = 1000;
const PASSWORD = 'Correct-horse9!';
const BASE = 'http://localhost:8787';
const PRODUCTS = '/api/v1/Products';
const ROLES = '/api/v1/Account/Roles';
const USERS = '/api/v1/Account/Users';

type World = { store: Store; app: Hono };

async function world(open: () => Promise<Store>, opened: Store[]): Promise<World> {
  const store = await open();
  opened.push(store);
  const clock = fakeClock('2026-11-20T00:00:00.000Z');
  const app = createServices({ store, secret: SECRET, clock: clock.now, passwordIterations: ITERATIONS });
  const acme = { id: 'acme', companyName: 'Acme Wholesale', subscriptionCode: 'SUPP' as const };
  const role = (id: string, roleName: string, permissions: string) =>
    store.insert({
      section: ROLES_SECTION,
      id,
      companyAccountID: 'acme',
      parties: [],
      isInactive: false,
      data: { id, roleName, permissions },
    });
  await role('role-picker', 'Picker', 'picker,products');
  await role('role-driver', 'Driver', 'driver');
  await role('role-office', 'Office', 'products.edit,customers');
  await seedUser({
    store,
    company: acme,
    user: {
      id: 'acme-admin',
      userName: 'admin@acme.test',
      permissions: 'everything.edit',
      isGlobalAdmin: true,
    },
    password: PASSWORD,
    passwordIterations: ITERATIONS,
  });
  // Invited as a picker: the record still holds the copy of the role's permissions made then.
  await seedUser({
    store,
    company: acme,
    user: { id: 'acme-pat', userName: 'pat@acme.test', permissions: 'picker,products', isGlobalAdmin: false },
    password: PASSWORD,
    passwordIterations: ITERATIONS,
  });
  const pat = await store.get(USERS_SECTION, 'acme-pat');
  if (pat === null) throw new Error('pat was not seeded');
  await store.update({ ...pat, data: { ...pat.data, roleID: 'role-picker' } }, pat.rowVersion);
  await store.insert({
    section: 'Products',
    id: 'acme-milk',
    companyAccountID: 'acme',
    parties: [],
    isInactive: false,
    data: { id: 'acme-milk', productName: 'Milk 2 L' },
  });
  return { store, app };
}

const call = (app: Hono, token: string, method: string, path: string, body?: unknown): Promise<Answer> =>
  requestJson(app, `Bearer ${token}`, method, `${BASE}${path}`, body);

async function patch(
  app: Hono,
  token: string,
  base: string,
  id: string,
  fields: Record<string, unknown>,
): Promise<Answer> {
  const row = (await call(app, token, 'GET', `${base}/get/${id}`)).body;
  return call(app, token, 'PATCH', `${base}/patch/partial`, { id, rowVersion: row.rowVersion, ...fields });
}

export function describeRoleAccessContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`roles change access (${name})`, () => {
    it("follows the user's current role at the next request, with the same token", async () => {
      const { app } = await world(open, opened);
      const admin = await signInForToken(app, 'admin@acme.test', PASSWORD);
      const pat = await signInForToken(app, 'pat@acme.test', PASSWORD);
      expect((await call(app, pat, 'GET', `${PRODUCTS}/getAll`)).status).toBe(200);

      // The admin takes products out of the picker role: Pat's next read and next sync are refused, saying why.
      expect((await patch(app, admin, ROLES, 'role-picker', { permissions: 'picker' })).status).toBe(200);
      const refused = await call(app, pat, 'GET', `${PRODUCTS}/getAll`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: 'You need the products permission for Products',
        reason: PERMISSION_MISSING,
        permission: 'products',
      });
      expect((await call(app, pat, 'GET', `${PRODUCTS}/changes?after=0`)).status).toBe(403);
      expect((await call(app, pat, 'GET', '/auth/v1/my-profile')).body).toMatchObject({
        permissions: 'picker',
      });

      // Another role with products: access comes back, editing included, still with the same token.
      expect((await patch(app, admin, USERS, 'acme-pat', { roleID: 'role-office' })).status).toBe(200);
      expect((await call(app, pat, 'GET', `${PRODUCTS}/getAll`)).status).toBe(200);
      expect((await patch(app, pat, PRODUCTS, 'acme-milk', { productName: 'Milk 2 L (Pat)' })).status).toBe(
        200,
      );
      expect((await call(app, pat, 'GET', '/auth/v1/my-profile')).body).toMatchObject({
        permissions: 'products.edit,customers',
      });
    });

    it('gives a user whose role is deactivated nothing, and a user without a role their own list', async () => {
      const { app, store } = await world(open, opened);
      const admin = await signInForToken(app, 'admin@acme.test', PASSWORD);
      const pat = await signInForToken(app, 'pat@acme.test', PASSWORD);
      const role = await call(app, admin, 'GET', `${ROLES}/get/role-picker`);
      expect(
        (
          await call(app, admin, 'DELETE', `${ROLES}/delete`, {
            id: 'role-picker',
            rowVersion: role.body.rowVersion,
          })
        ).status,
      ).toBe(200);
      expect((await call(app, pat, 'GET', `${PRODUCTS}/getAll`)).status).toBe(403);
      // Without a role, the user's own record decides (here the copy made at the invitation).
      expect((await patch(app, admin, USERS, 'acme-pat', { roleID: null })).status).toBe(200);
      expect((await call(app, pat, 'GET', `${PRODUCTS}/getAll`)).status).toBe(200);
      expect((await store.get(USERS_SECTION, 'acme-pat'))?.data.permissions).toBe('picker,products');
    });

    it("lets nobody but a global admin change a user's role", async () => {
      const { app, store } = await world(open, opened);
      const role = await store.get(ROLES_SECTION, 'role-picker');
      if (role === null) throw new Error('the picker role was not seeded');
      await store.update(
        { ...role, data: { ...role.data, permissions: 'picker,products,users.edit' } },
        role.rowVersion,
      );
      const pat = await signInForToken(app, 'pat@acme.test', PASSWORD);
      // Pat may edit users, but the role is a global admin's to give: it stays as it was, and so does Pat's access.
      expect(
        (await patch(app, pat, USERS, 'acme-pat', { roleID: 'role-office', firstName: 'Pat' })).status,
      ).toBe(200);
      expect((await store.get(USERS_SECTION, 'acme-pat'))?.data).toMatchObject({
        roleID: 'role-picker',
        firstName: 'Pat',
      });
      expect((await patch(app, pat, PRODUCTS, 'acme-milk', { productName: 'Milk 2 L (Pat)' })).status).toBe(
        403,
      );
    });
  });
}

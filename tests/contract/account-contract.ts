import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { USERS_SECTION } from '../../server/auth/account-records';
import { DELETE_CONFIRMATION_MESSAGE, DELETE_NOT_ALLOWED_MESSAGE } from '../../server/auth/account-deletion';
import { fakeClock, signInForToken } from '../../server/auth/auth-test-kit';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITE_NOT_ALLOWED_MESSAGE,
  INVITE_ROLE_ADMIN_MESSAGE,
  INVITE_ROLE_MISSING_MESSAGE,
} from '../../server/auth/invitations';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import { dispatchEmails } from '../../server/notifications/email-dispatch';
import type { EmailMessage } from '../../server/notifications/email-port';
import { createDevOutbox, type DevOutbox } from '../../server/notifications/dev-outbox';
import type { Store } from '../../server/store/store';
import { requestJson, type Answer } from './contract-app';

// Account deletion and user invitations through the REST calls, on every store: who may, how it
// is confirmed, what goes and what stays, and that tokens and logins stop working at once.

const SECRET = 'account-contract-secret-at-least-32-bytes';
const ITERATIONS = 1000;
export const PASSWORD = 'Correct-horse9!';
export const BASE = 'http://localhost:8787';

export type World = { store: Store; app: Hono; clock: ReturnType<typeof fakeClock>; outbox: DevOutbox };

export async function world(open: () => Promise<Store>, opened: Store[]): Promise<World> {
  const store = await open();
  opened.push(store);
  const clock = fakeClock('2026-11-20T00:00:00.000Z');
  // The mail the services send: the invited person reads their link here, as from their inbox.
  const outbox = createDevOutbox();
  const app = createServices({
    store,
    secret: SECRET,
    clock: clock.now,
    passwordIterations: ITERATIONS,
    sendEmail: outbox.send,
  });
  const acme = { id: 'acme', companyName: 'Acme Wholesale', subscriptionCode: 'SUPP' as const };
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
  await seedUser({
    store,
    company: acme,
    user: {
      id: 'acme-clerk',
      userName: 'clerk@acme.test',
      permissions: 'users.edit,customers',
      isGlobalAdmin: false,
    },
    password: PASSWORD,
    passwordIterations: ITERATIONS,
  });
  await seedUser({
    store,
    company: acme,
    user: {
      id: 'acme-viewer',
      userName: 'viewer@acme.test',
      permissions: 'users,customers',
      isGlobalAdmin: false,
    },
    password: PASSWORD,
    passwordIterations: ITERATIONS,
  });
  await seedUser({
    store,
    company: { id: 'birch', companyName: 'Birch Café', subscriptionCode: 'CUST' },
    user: {
      id: 'birch-admin',
      userName: 'admin@birch.test',
      permissions: 'everything.edit',
      isGlobalAdmin: true,
    },
    password: PASSWORD,
    passwordIterations: ITERATIONS,
  });
  await store.insert({
    section: 'Products',
    id: 'acme-milk',
    companyAccountID: 'acme',
    parties: [],
    isInactive: false,
    data: { id: 'acme-milk', productName: 'Milk 2 L' },
  });
  await store.insert({
    section: 'Products',
    id: 'birch-cake',
    companyAccountID: 'birch',
    parties: [],
    isInactive: false,
    data: { id: 'birch-cake', productName: 'Carrot cake' },
  });
  await store.insert({
    section: 'CustomerOrders',
    id: 'acme-order',
    companyAccountID: 'acme',
    parties: ['birch'],
    isInactive: false,
    data: { id: 'acme-order', buyerID: 'birch', sellerID: 'acme', customerOrderNumber: 1001 },
  });
  await store.insert({
    section: 'Account/Roles',
    id: 'role-packer',
    companyAccountID: 'acme',
    parties: [],
    isInactive: false,
    data: { id: 'role-packer', roleName: 'Packer', permissions: 'packer,customers' },
  });
  await store.insert({
    section: 'Account/Roles',
    id: 'role-birch',
    companyAccountID: 'birch',
    parties: [],
    isInactive: false,
    data: { id: 'role-birch', roleName: 'Birch Role', permissions: 'everything.edit' },
  });
  return { store, app, clock, outbox };
}

/**
 * The link of the newest invitation mailed to an address, as its reader finds it in the mail.
 * @example const link = mailedInvitation(outbox, 'pat@acme.test'); link.searchParams.get('token')
 */
export function mailedInvitation(outbox: DevOutbox, address: string): URL {
  const mail = outbox.sentTo(address).at(-1);
  const href = mail?.text.match(/https?:\/\/\S+\/account\/invitation\?token=\S+/)?.[0];
  if (href === undefined) throw new Error(`No invitation mailed to ${address}`);
  return new URL(href);
}

/** A JSON call as a signed-in user: a GET, or a POST when it has a body (or the method given). */
export function call(
  app: Hono,
  path: string,
  token: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<Answer> {
  return requestJson(app, `Bearer ${token}`, method, `${BASE}${path}`, body);
}

export function form(app: Hono, path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(`${BASE}${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
  );
}

export const tokenOf = (app: Hono, userName: string, password = PASSWORD) =>
  signInForToken(app, userName, password);

export function describeAccountContract(name: string, open: () => Promise<Store>): void {
  // Every test's store, closed when the suite ends.
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  describe(`account deletion (${name})`, () => {
    it('is refused to anyone but a global admin, and to a wrong typed name, changing nothing', async () => {
      const { app, store } = await world(open, opened);
      const clerk = await tokenOf(app, 'clerk@acme.test');
      const refused = await call(app, '/auth/v1/account/delete', clerk, { confirmation: 'Acme Wholesale' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DELETE_NOT_ALLOWED_MESSAGE);

      const admin = await tokenOf(app, 'admin@acme.test');
      for (const confirmation of ['', 'acme wholesale', 'Birch Café', 'Acme']) {
        const wrong = await call(app, '/auth/v1/account/delete', admin, { confirmation });
        expect(wrong.status).toBe(422);
        expect(wrong.body.message).toBe(DELETE_CONFIRMATION_MESSAGE);
      }
      expect((await store.get('Products', 'acme-milk'))?.isInactive).toBe(false);
      expect(await store.findCredential('clerk@acme.test')).not.toBeNull();
    });

    it('erases what the company owns alone, ends its sessions and logins, and keeps what it shares', async () => {
      const { app, store } = await world(open, opened);
      const admin = await tokenOf(app, 'admin@acme.test');
      const clerk = await tokenOf(app, 'clerk@acme.test');
      const birch = await tokenOf(app, 'admin@birch.test');

      const deleted = await call(app, '/auth/v1/account/delete', admin, {
        confirmation: '  Acme Wholesale ',
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ keptShared: 1, logins: 3 });

      // The company's own records: fields gone, inactive (so every device's next pull drops them).
      const milk = await store.get('Products', 'acme-milk');
      expect(milk?.isInactive).toBe(true);
      expect(milk?.data['productName']).toBeUndefined();
      const user = await store.get(USERS_SECTION, 'acme-clerk');
      expect(user?.isInactive).toBe(true);
      expect(user?.data['userName']).toBeUndefined();

      // Every token of the company stops working at once; nobody can sign in; the names are free.
      for (const token of [admin, clerk])
        expect((await call(app, '/auth/v1/my-profile', token)).status).toBe(401);
      await expect(tokenOf(app, 'admin@acme.test')).rejects.toThrow('sign-in failed with 401');
      expect(await store.findCredential('clerk@acme.test')).toBeNull();
      const again = await Promise.resolve(
        app.request(`${BASE}/auth/v1/account/post`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            companyName: 'Acme Again',
            userName: 'admin@acme.test',
            password: PASSWORD,
            subscriptionCode: 'SUPP',
          }),
        }),
      );
      expect(again.status).toBe(201);

      // The other company keeps its own records and the order it placed.
      expect((await call(app, '/auth/v1/my-profile', birch)).status).toBe(200);
      // The buyer holds the order in its purchase orders (one order, viewed by role).
      const order = (await call(app, '/api/v1/PurchaseOrders/get/acme-order', birch)).body;
      expect(order).toMatchObject({ customerOrderNumber: 1001, buyerID: 'birch' });
      expect((await store.get('Products', 'birch-cake'))?.data['productName']).toBe('Carrot cake');
    });
  });

  describe(`user invitations (${name})`, () => {
    it('need the users edit permission, and a global admin to give a role of the company', async () => {
      const { app } = await world(open, opened);
      const viewer = await tokenOf(app, 'viewer@acme.test');
      const noEdit = await call(app, '/auth/v1/account/invite', viewer, { userName: 'new@acme.test' });
      expect(noEdit.status).toBe(403);
      expect(noEdit.body.message).toBe(INVITE_NOT_ALLOWED_MESSAGE);

      const clerk = await tokenOf(app, 'clerk@acme.test');
      const roleByClerk = await call(app, '/auth/v1/account/invite', clerk, {
        userName: 'new@acme.test',
        roleID: 'role-packer',
      });
      expect(roleByClerk.status).toBe(403);
      expect(roleByClerk.body.message).toBe(INVITE_ROLE_ADMIN_MESSAGE);

      const admin = await tokenOf(app, 'admin@acme.test');
      const otherRole = await call(app, '/auth/v1/account/invite', admin, {
        userName: 'new@acme.test',
        roleID: 'role-birch',
      });
      expect(otherRole.status).toBe(422);
      expect(otherRole.body.message).toBe(INVITE_ROLE_MISSING_MESSAGE);

      const someoneElses = await call(app, '/auth/v1/account/invite', admin, { userID: 'birch-admin' });
      expect(someoneElses.status).toBe(404);
      // An address that signs in with the company already is refused; one that signs in with
      // another company may be invited (its link moves that sign-in: invitation-contract.ts).
      const taken = await call(app, '/auth/v1/account/invite', admin, { userName: 'clerk@acme.test' });
      expect(taken.status).toBe(409);
      const elsewhere = await call(app, '/auth/v1/account/invite', admin, { userName: 'admin@birch.test' });
      expect(elsewhere.status).toBe(201);
      expect(elsewhere.body.signsInElsewhere).toBe(true);
    });

    it('give a one-time link where the invited person sets a password and then signs in with the role', async () => {
      const { app, store, clock, outbox } = await world(open, opened);
      const admin = await tokenOf(app, 'admin@acme.test');
      const invited = await call(app, '/auth/v1/account/invite', admin, {
        userName: 'Pat@Acme.test',
        firstName: 'Pat',
        roleID: 'role-packer',
      });
      expect(invited.status).toBe(201);
      const { userID } = invited.body as { userID: string };
      // The link goes by mail to the invited address, from the inviting company.
      expect(outbox.sentTo('pat@acme.test')).toEqual([
        expect.objectContaining({ to: 'Pat@Acme.test', subject: 'Acme Wholesale invites you to Bulktrade' }),
      ]);
      const link = mailedInvitation(outbox, 'pat@acme.test');
      expect(link.pathname).toBe('/auth/v1/account/invitation');
      const token = link.searchParams.get('token') ?? '';

      const user = await store.get(USERS_SECTION, userID);
      expect(user).toMatchObject({
        companyAccountID: 'acme',
        data: expect.objectContaining({ roleID: 'role-packer', permissions: 'packer,customers' }),
      });
      // The link itself is stored nowhere.
      expect(
        JSON.stringify(
          await store.list('Account/Invitations', {
            visibleTo: 'acme',
            conditions: [],
            includeInactive: true,
            includeCount: false,
          }),
        ),
      ).not.toContain(token);

      const page = await Promise.resolve(app.request(`${link.pathname}${link.search}`.replace(/^/, BASE)));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Acme Wholesale');

      const weak = await form(app, '/auth/v1/account/invitation', {
        token,
        password: 'short',
        confirm: 'short',
      });
      expect(weak.status).toBe(422);
      const differ = await form(app, '/auth/v1/account/invitation', {
        token,
        password: PASSWORD,
        confirm: `${PASSWORD}x`,
      });
      expect(differ.status).toBe(422);
      const accepted = await form(app, '/auth/v1/account/invitation', {
        token,
        password: PASSWORD,
        confirm: PASSWORD,
      });
      expect(accepted.status).toBe(200);

      const used = await form(app, '/auth/v1/account/invitation', {
        token,
        password: 'Another-pass9!',
        confirm: 'Another-pass9!',
      });
      expect(used.status).toBe(410);
      expect(await used.text()).toContain(INVITATION_USED_MESSAGE.split('.')[0]);

      const signedIn = await tokenOf(app, 'pat@acme.test');
      const profile = (await call(app, '/auth/v1/my-profile', signedIn)).body;
      expect(profile).toMatchObject({
        userName: 'Pat@Acme.test',
        companyAccountID: 'acme',
        permissions: 'packer,customers',
        isGlobalAdmin: false,
      });

      // A second link for a user who does not sign in yet replaces the first; links expire.
      expect((await call(app, '/auth/v1/account/invite', admin, { userName: 'lee@acme.test' })).status).toBe(
        201,
      );
      const first = mailedInvitation(outbox, 'lee@acme.test').searchParams.get('token') ?? '';
      const leeID =
        (
          (await call(app, '/api/v1/Account/Users/getAll?searchString=lee', admin)).body as {
            data: { id: string }[];
          }
        ).data[0]?.id ?? '';
      const replaced = await call(app, '/auth/v1/account/invite', admin, { userID: leeID });
      expect(replaced.status).toBe(201);
      expect(
        (
          await form(app, '/auth/v1/account/invitation', {
            token: first,
            password: PASSWORD,
            confirm: PASSWORD,
          })
        ).status,
      ).toBe(404);
      const latest = mailedInvitation(outbox, 'lee@acme.test').searchParams.get('token') ?? '';
      clock.advance(8 * 24 * 60 * 60);
      const late = await form(app, '/auth/v1/account/invitation', {
        token: latest,
        password: PASSWORD,
        confirm: PASSWORD,
      });
      expect(late.status).toBe(410);
      expect(await late.text()).toContain(INVITATION_EXPIRED_MESSAGE.split('.')[0]);
    });
  });

  describe(`notifications (${name})`, () => {
    it('tell each company its configured events once, in-app to its users and by e-mail through the port', async () => {
      const { app, store } = await world(open, opened);
      const config = (id: string, company: string, data: Record<string, unknown>) =>
        store.insert({
          section: 'Account/NotificationConfigurations',
          id,
          companyAccountID: company,
          parties: [],
          isInactive: false,
          data: { id, configurationName: id, isOn: true, ...data },
        });
      await config('acme-delivered', 'acme', {
        eventName: 'Delivered',
        channel: 'Email',
        recipients: 'ops@acme.test, boss@acme.test',
      });
      await config('birch-flagged', 'birch', { eventName: 'FlaggedDelivery', channel: 'Push' });
      await config('birch-delivered-off', 'birch', { eventName: 'Delivered', channel: 'Push', isOn: false });
      await config('birch-by-acme', 'acme', {
        eventName: 'Flagged Delivery',
        channel: 'Push',
        userID: 'acme-clerk',
      });
      await store.insert({
        section: 'Courier/Deliveries',
        id: 'drop-1',
        companyAccountID: 'acme',
        parties: ['birch'],
        isInactive: false,
        data: { id: 'drop-1', buyerID: 'birch', sellerID: 'acme', courierID: 'acme' },
      });

      const admin = await tokenOf(app, 'admin@acme.test');
      const current = (await call(app, '/api/v1/Courier/Deliveries/get/drop-1', admin)).body;
      const delivered = await call(
        app,
        '/api/v1/Courier/Deliveries/patch/partial',
        admin,
        {
          id: 'drop-1',
          rowVersion: current['rowVersion'],
          deliveredOn: '2026-11-20T02:00:00.000Z',
          isFlagged: true,
          driverNotes: 'Box crushed',
        },
        'PATCH',
      );
      expect(delivered.status).toBe(200);

      const acmeAdmin = (await call(app, '/auth/v1/account/notifications', admin)).body;
      expect(acmeAdmin).toMatchObject({
        unread: 1,
        data: [{ title: 'Delivered', recordID: 'drop-1', isRead: false }],
      });
      // A notification for one user is that user's alone.
      const clerk = (await call(app, '/auth/v1/account/notifications', await tokenOf(app, 'clerk@acme.test')))
        .body;
      expect((clerk['data'] as { title: string }[]).map((item) => item.title).sort()).toEqual([
        'Delivered',
        'Flagged Delivery',
      ]);
      const birch = await tokenOf(app, 'admin@birch.test');
      expect((await call(app, '/auth/v1/account/notifications', birch)).body).toMatchObject({
        unread: 1,
        data: [{ title: 'Flagged Delivery', message: 'A delivery was flagged: Box crushed' }],
      });

      // Read by one user, still unread for another; a later edit raises nothing again.
      expect((await call(app, '/auth/v1/account/notifications/read', admin, {})).body).toEqual({ marked: 1 });
      expect((await call(app, '/auth/v1/account/notifications', admin)).body).toMatchObject({ unread: 0 });
      const after = (await call(app, '/api/v1/Courier/Deliveries/get/drop-1', admin)).body;
      await call(
        app,
        '/api/v1/Courier/Deliveries/patch/partial',
        admin,
        { id: 'drop-1', rowVersion: after['rowVersion'], driverNotes: 'Box crushed, customer told' },
        'PATCH',
      );
      expect((await call(app, '/auth/v1/account/notifications', birch)).body).toMatchObject({ unread: 1 });

      // E-mail goes out after the write, once per notification.
      const sent: EmailMessage[] = [];
      const send = async (message: EmailMessage) => {
        sent.push(message);
      };
      expect(await dispatchEmails({ store, send, now: new Date('2026-11-20T02:01:00.000Z') })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(sent.map((message) => message.to)).toEqual(['ops@acme.test', 'boss@acme.test']);
      expect(sent[0]?.subject).toBe('Bulktrade: Delivered');
      expect(await dispatchEmails({ store, send, now: new Date('2026-11-20T02:02:00.000Z') })).toEqual({
        sent: 0,
        failed: 0,
      });
    });
  });
}

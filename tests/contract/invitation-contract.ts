import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { USERS_SECTION } from '../../server/auth/account-records';
import {
  INVITATION_WITHDRAWN_MESSAGE,
  MOVE_LAST_ADMIN_MESSAGE,
  MOVE_PASSWORD_TRIES,
  MOVE_WRONG_PASSWORD_MESSAGE,
} from '../../server/auth/invitations';
import { escapeHtml } from '../../server/auth/sign-in-page';
import type { Store } from '../../server/store/store';
import type { DevOutbox } from '../../server/notifications/dev-outbox';
import { BASE, call, form, mailedInvitation, PASSWORD, tokenOf, world } from './account-contract';

// Invitations as the REST calls take them, on every store: odd text is refused with a message;
// one address invited by several companies, and a sign-in moving to another company's invitation.

type Invited = { token: string; userID: string; signsInElsewhere: boolean };

async function invite(
  { app, outbox }: { app: Hono; outbox: DevOutbox },
  adminToken: string,
  userName: string,
): Promise<Invited> {
  const answer = await call(app, '/auth/v1/account/invite', adminToken, { userName });
  expect(answer.status).toBe(201);
  const body = answer.body as { userID: string; signsInElsewhere: boolean };
  // The invited person reads the link in their mail.
  return {
    token: mailedInvitation(outbox, userName).searchParams.get('token') ?? '',
    userID: body.userID,
    signsInElsewhere: body.signsInElsewhere,
  };
}

async function page(app: Hono, token: string): Promise<{ status: number; text: string }> {
  const response = await Promise.resolve(
    app.request(`${BASE}/auth/v1/account/invitation?token=${encodeURIComponent(token)}`),
  );
  return { status: response.status, text: await response.text() };
}

async function accept(
  app: Hono,
  token: string,
  password: string,
  confirm = password,
): Promise<{ status: number; text: string }> {
  const response = await form(app, '/auth/v1/account/invitation', { token, password, confirm });
  return { status: response.status, text: await response.text() };
}

const profileOf = async (app: Hono, token: string) => (await call(app, '/auth/v1/my-profile', token)).body;

export function describeInvitationContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`invitations (${name})`, () => {
    it('refuse text no store can keep (a NUL) with a 400 naming the field, never a 500', async () => {
      const { app, store } = await world(open, opened);
      const admin = await tokenOf(app, 'admin@acme.test');
      for (const [body, field] of [
        [{ userName: 'pat@acme.test', firstName: 'Pat\u0000' }, 'firstName'],
        [{ userName: 'pat@acme.test', lastName: '\uD800Lee' }, 'lastName'],
        [{ userName: 'pat\u0000@acme.test' }, 'userName'],
      ] as const) {
        const answer = await call(app, '/auth/v1/account/invite', admin, body);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ field, message: expect.stringContaining('cannot be stored') }]);
      }
      expect(
        (
          await store.list('Account/Invitations', {
            visibleTo: 'acme',
            conditions: [],
            includeInactive: true,
            includeCount: false,
          })
        ).rows,
      ).toEqual([]);
    });

    it('let two companies invite one address: accepting one leaves the other working, and its link moves the sign-in with its password (no 409)', async () => {
      const w = await world(open, opened);
      const { app, store } = w;
      const acme = await tokenOf(app, 'admin@acme.test');
      const birch = await tokenOf(app, 'admin@birch.test');
      const fromAcme = await invite(w, acme, 'pat@shared.test');
      const fromBirch = await invite(w, birch, 'pat@shared.test');
      expect([fromAcme.signsInElsewhere, fromBirch.signsInElsewhere]).toEqual([false, false]);
      for (const token of [fromAcme.token, fromBirch.token])
        expect((await page(app, token)).text).toContain('Set a password to sign in as');

      // The person accepts Acme's first and sets a password.
      expect((await accept(app, fromAcme.token, PASSWORD)).status).toBe(200);
      const atAcme = await tokenOf(app, 'pat@shared.test');
      expect(await profileOf(app, atAcme)).toMatchObject({ companyAccountID: 'acme' });

      // Birch's link still opens: it asks for that sign-in's password, naming no other company.
      const birchPage = await page(app, fromBirch.token);
      expect(birchPage.status).toBe(200);
      expect(birchPage.text).toContain('already signs in to Bulktrade with another company');
      expect(birchPage.text).toContain(escapeHtml('Move my sign-in to Birch Café'));
      expect(birchPage.text).not.toContain('Acme');
      // A new password typed twice is not that sign-in's password.
      const wrong = await accept(app, fromBirch.token, 'Brand-new-pass9!');
      expect(wrong.status).toBe(422);
      expect(wrong.text).toContain(escapeHtml(MOVE_WRONG_PASSWORD_MESSAGE));

      const moved = await accept(app, fromBirch.token, PASSWORD, '');
      expect(moved.status).toBe(200);
      expect(moved.text).toContain(escapeHtml('Your sign-in now opens Birch Café'));
      // The sign-in opens Birch now; the Acme user it left is deactivated, so its session ends.
      expect((await call(app, '/auth/v1/my-profile', atAcme)).status).toBe(401);
      expect(await profileOf(app, await tokenOf(app, 'pat@shared.test'))).toMatchObject({
        companyAccountID: 'birch',
        userID: fromBirch.userID,
      });
      expect((await store.get(USERS_SECTION, fromAcme.userID))?.isInactive).toBe(true);
      // Each link worked once.
      expect((await accept(app, fromBirch.token, PASSWORD)).status).toBe(410);
      expect((await accept(app, fromAcme.token, PASSWORD)).status).toBe(410);

      // An address that signs in with another company can still be invited (it was a 409): the link moves it.
      const back = await invite(w, acme, 'pat@shared.test');
      expect(back.signsInElsewhere).toBe(true);
      expect((await page(app, back.token)).text).toContain(escapeHtml('Move my sign-in to Acme Wholesale'));
    });

    it('count wrong passwords typed to move a sign-in as that sign-in’s failures, so fresh links give no way round its waits', async () => {
      const w = await world(open, opened);
      const { app, clock } = w;
      const acme = await tokenOf(app, 'admin@acme.test');
      const birch = await tokenOf(app, 'admin@birch.test');
      expect((await accept(app, (await invite(w, acme, 'pat@shared.test')).token, PASSWORD)).status).toBe(
        200,
      );
      const first = await invite(w, birch, 'pat@shared.test');
      for (let i = 0; i < 3; i += 1)
        expect((await accept(app, first.token, `Guess-${i}-pass9!`)).status).toBe(422);
      // A new link (the first stops working) starts no new count: the sixth wrong password locks.
      expect((await call(app, '/auth/v1/account/invite', birch, { userID: first.userID })).status).toBe(201);
      const second = mailedInvitation(w.outbox, 'pat@shared.test').searchParams.get('token') ?? '';
      for (let i = 3; i < 6; i += 1)
        expect((await accept(app, second, `Guess-${i}-pass9!`)).status).toBe(422);
      const locked = await form(app, '/auth/v1/account/invitation', {
        token: second,
        password: PASSWORD,
        confirm: '',
      });
      expect(locked.status).toBe(429);
      expect(locked.headers.get('Retry-After')).toBe('2');
      expect(await locked.text()).toContain('Too many sign-in attempts. Wait 2 seconds and try again.');
      clock.advance(2);
      expect((await accept(app, second, PASSWORD)).status).toBe(200);
    });

    it('do not move the only global admin out of a company, and withdraw a link after too many wrong passwords', async () => {
      const w = await world(open, opened);
      const { app } = w;
      const acme = await tokenOf(app, 'admin@acme.test');
      const first = await invite(w, acme, 'admin@birch.test');
      expect(first.signsInElsewhere).toBe(true);
      const lastAdmin = await accept(app, first.token, PASSWORD);
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.text).toContain(escapeHtml(MOVE_LAST_ADMIN_MESSAGE));
      expect(await profileOf(app, await tokenOf(app, 'admin@birch.test'))).toMatchObject({
        companyAccountID: 'birch',
      });

      const second = await invite(w, acme, 'admin@birch.test');
      for (let i = 1; i < MOVE_PASSWORD_TRIES; i += 1)
        expect((await accept(app, second.token, `Guess-${i}-pass9!`)).status).toBe(422);
      const withdrawn = await accept(app, second.token, 'Guess-last-pass9!');
      expect(withdrawn.status).toBe(410);
      expect(withdrawn.text).toContain(escapeHtml(INVITATION_WITHDRAWN_MESSAGE));
      expect((await accept(app, second.token, PASSWORD)).status).toBe(404);
      expect(await profileOf(app, await tokenOf(app, 'admin@birch.test'))).toMatchObject({
        companyAccountID: 'birch',
      });
    });
  });
}

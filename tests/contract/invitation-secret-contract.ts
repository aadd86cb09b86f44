import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store';
import { call, mailedInvitation, tokenOf, world } from './account-contract';

// Issue 21 item 9: an invitation is accepted only by the person who can read the mail sent to
// its address. The link's secret goes to that address through the e-mail port and nowhere else:
// no answer to the inviter (nor to another company inviting the same address) carries it, so
// an inviter cannot accept for the invitee and squat the address.

export function describeInvitationSecretContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`an invitation's secret (${name})`, () => {
    it('goes only to the invited address by mail: no response to the inviter, or to another inviting company, contains it', async () => {
      const { app, outbox } = await world(open, opened);
      const acme = await tokenOf(app, 'admin@acme.test');
      const birch = await tokenOf(app, 'admin@birch.test');
      const answers: { who: string; text: string }[] = [];
      const asInviter = async (who: string, token: string, path: string, body?: unknown) => {
        const answer = await call(app, path, token, body);
        answers.push({ who, text: JSON.stringify(answer.body) });
        return answer;
      };

      const invited = await asInviter('acme', acme, '/auth/v1/account/invite', {
        userName: 'pat@shared.test',
        firstName: 'Pat',
        roleID: 'role-packer',
      });
      expect(invited.status).toBe(201);
      expect(invited.body).toEqual({
        userID: expect.any(String),
        userName: 'pat@shared.test',
        expiresOn: expect.any(String),
        signsInElsewhere: false,
      });
      const userID = (invited.body as { userID: string }).userID;
      // Another company invites the same address; Acme invites the user again (a new link).
      expect(
        (await asInviter('birch', birch, '/auth/v1/account/invite', { userName: 'pat@shared.test' })).status,
      ).toBe(201);
      expect((await asInviter('acme', acme, '/auth/v1/account/invite', { userID })).status).toBe(201);
      // Everything else the inviters may read about the user and their account.
      for (const [who, token] of [
        ['acme', acme],
        ['birch', birch],
      ] as const) {
        await asInviter(who, token, '/api/v1/Account/Users/getAll');
        await asInviter(who, token, '/api/v1/Account/Users/changes?after=0');
        await asInviter(who, token, '/auth/v1/my-profile');
        await asInviter(who, token, '/auth/v1/account/notifications');
      }

      // The address got three mails, each with a link; the newest of each company's still opens.
      const mails = outbox.sentTo('pat@shared.test');
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Acme Wholesale invites you to Bulktrade',
        'Birch Café invites you to Bulktrade',
        'Acme Wholesale invites you to Bulktrade',
      ]);
      const secrets = mails.map((mail) => /token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
      expect(secrets.every((secret) => secret.length >= 32)).toBe(true);
      expect(mailedInvitation(outbox, 'pat@shared.test').searchParams.get('token')).toBe(secrets[2]);
      const leaks = answers
        .filter(({ text }) => text.includes('token=') || secrets.some((secret) => text.includes(secret)))
        .map(({ who }) => who);
      expect(answers.length).toBe(11);
      expect(leaks).toEqual([]);
    });
  });
}

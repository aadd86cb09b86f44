import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store';
import { call, tokenOf, world } from './account-contract';

// Invitations as the REST calls take them, on every store: odd text is refused with a message.

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
      expect((await store.list('Account/Invitations', { visibleTo: 'acme', conditions: [], includeInactive: true, includeCount: false })).rows).toEqual([]);
    });
  });
}

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewOutboxEntry } from '../../sync/mirror-types';
import { isSendableBy } from '../../sync/outbox-owner';
import { BulktradeDB } from './bulktrade-db';
import { sendableCount, unsentWorkIn } from './outbox-counts';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const mine = { userID: 'u1', companyAccountID: 'comp1', userName: 'me@comp1.test' };
const colleague = { userID: 'u2', companyAccountID: 'comp1', userName: 'sam@comp1.test' };
const stranger = { userID: 'u3', companyAccountID: 'comp2', userName: 'eve@comp2.test' };

function entry(index: number, owner: Partial<NewOutboxEntry>): NewOutboxEntry {
  return {
    entity: 'products',
    recordID: `p${index}`,
    op: 'create',
    changes: { id: `p${index}` },
    baseRowVersion: null,
    createdAt: index,
    ...owner,
  };
}

async function outboxOf(owners: readonly Partial<NewOutboxEntry>[]) {
  const db = new BulktradeDB({ name: `counts-${opened.length}-${Date.now()}` });
  opened.push(db);
  await db.outbox.bulkAdd(owners.map((owner, index) => entry(index, owner)));
  return db;
}

describe('outbox counts by index', () => {
  it('count exactly the writes each session may send: unowned ones, and its own of no company or its own', async () => {
    // Every kind of owner a queued write can have: none, a company or none, the same person in another company.
    const owners: Partial<NewOutboxEntry>[] = [
      {},
      {},
      mine,
      mine,
      { ...mine, companyAccountID: null },
      { userID: 'u1', userName: 'me@comp1.test' },
      { ...mine, companyAccountID: 'comp2' },
      colleague,
      colleague,
      stranger,
      { ...colleague, companyAccountID: null },
    ];
    const db = await outboxOf(owners);
    const stored = await db.outbox.toArray();
    const sessions = [
      { userID: 'u1', companyAccountID: 'comp1' },
      { userID: 'u1', companyAccountID: 'comp2' },
      { userID: 'u1', companyAccountID: null },
      { userID: 'u2', companyAccountID: 'comp1' },
      { userID: 'u3', companyAccountID: 'comp2' },
      { userID: 'u9', companyAccountID: 'comp1' },
    ];
    for (const session of sessions) {
      const expected = stored.filter((queued) => isSendableBy(queued, session)).length;
      expect({ session, count: await sendableCount(db.outbox, session) }).toEqual({
        session,
        count: expected,
      });
    }
    expect(await sendableCount(db.outbox, { userID: 'u1', companyAccountID: 'comp1' })).toBe(6);
  });

  it("show an administrator their own count and their colleague's set-aside changes, never another company's", async () => {
    const db = await outboxOf([mine, colleague, colleague, stranger]);
    expect(
      await unsentWorkIn(db.outbox, { userID: 'u1', companyAccountID: 'comp1', permissions: 'users.edit' }),
    ).toEqual({ own: 1, others: [{ userID: 'u2', userName: 'sam@comp1.test', count: 2 }] });
  });

  it('show someone who is not an administrator only their own', async () => {
    const db = await outboxOf([mine, colleague, colleague, stranger]);
    expect(
      await unsentWorkIn(db.outbox, {
        userID: 'u1',
        companyAccountID: 'comp1',
        permissions: 'products.edit',
      }),
    ).toEqual({ own: 1, others: [] });
  });

  it("never show another company's administrator anything of comp1's", async () => {
    const db = await outboxOf([mine, colleague, colleague, stranger]);
    expect(
      (
        await unsentWorkIn(db.outbox, {
          userID: 'u9',
          companyAccountID: 'comp2',
          permissions: 'everything.edit',
        })
      ).others,
    ).toEqual([{ userID: 'u3', userName: 'eve@comp2.test', count: 1 }]);
  });

  it('count every queued write when nobody is signed in', async () => {
    const db = await outboxOf([mine, colleague, {}]);
    expect(await unsentWorkIn(db.outbox, null)).toEqual({ own: 3, others: [] });
  });
});

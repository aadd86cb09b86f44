import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxOwner } from '../../sync/outbox-owner';
import { ASIDE_TABLE, BulktradeDB, LAST_FIGURES_TABLE, OWNER_ROW, STATUS_ROW } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { claimUnowned, handOverMirror, mirrorOwner, prepareMirrorFor } from './mirror-owner';
import { createWritePath } from './write-path';

const A: OutboxOwner = { userID: 'userA', companyAccountID: 'comp1', userName: 'a@comp1.test' };
const B: OutboxOwner = { userID: 'userB', companyAccountID: 'comp2', userName: 'b@comp2.test' };

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A device where A pulled a product and added one offline, with A's session as the owner. */
async function deviceOfA() {
  const db = new BulktradeDB({ name: `mirror-owner-${opened.length}-${Date.now()}` });
  opened.push(db);
  let signedIn: OutboxOwner | null = A;
  const writes = createWritePath({
    mirror: createDexieMirrorPort(db),
    now: () => 1000,
    announce: () => undefined,
    owner: () => signedIn,
  });
  await db
    .mirror('products')
    .put({ id: 'pulled', productName: 'Milk', rowVersion: 1, _syncState: 'synced', _cachedAt: 1 });
  await db.syncState.bulkPut([
    { entity: 'products', cursor: '42', lastSyncedAt: 1, firstPullDone: true },
    { entity: OWNER_ROW, owner: A },
  ]);
  await db.table(LAST_FIGURES_TABLE).put({ key: 'supplier', figures: { sales: 1 }, savedAt: 1 });
  const added = await writes.createRecord('products', { productName: 'Oat Milk' });
  return { db, writes, added, signIn: (owner: OutboxOwner | null) => (signedIn = owner) };
}

describe('the write path stamps each queued write with who made it', () => {
  it('carries the person and company of the session the write was made in', async () => {
    const { db, added } = await deviceOfA();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ recordID: added, op: 'create', ...A }),
    ]);
  });
});

describe('prepareMirrorFor: someone else signs in on the same device', () => {
  it('clears the records, cursors and figures of the person before, keeps their unsent write aside and never shows it', async () => {
    const { db, added } = await deviceOfA();
    expect(await prepareMirrorFor(db, B, A)).toBe(true);
    expect(await db.mirror('products').toArray()).toEqual([]);
    expect(await db.syncState.get('products')).toBeUndefined();
    expect(await db.table(LAST_FIGURES_TABLE).count()).toBe(0);
    expect(await mirrorOwner(db)).toEqual(B);
    // The unsent write stays in the outbox, still A's; its record waits aside.
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ recordID: added, ...A })]);
    expect(await db.table(ASIDE_TABLE).toArray()).toEqual([
      expect.objectContaining({ entity: 'products', id: added, userID: A.userID }),
    ]);
  });

  it('gives the person their set-aside records back when they sign in again, ready to send', async () => {
    const { db, added } = await deviceOfA();
    await prepareMirrorFor(db, B, A);
    expect(await prepareMirrorFor(db, A, B)).toBe(true);
    expect(await db.mirror('products').get(added)).toMatchObject({
      productName: 'Oat Milk',
      _syncState: 'pending',
    });
    expect(await db.table(ASIDE_TABLE).count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the mirror as it is when the same person signs in again (a session that ran out)', async () => {
    const { db, added } = await deviceOfA();
    expect(await prepareMirrorFor(db, A, A)).toBe(false);
    expect((await db.mirror('products').toArray()).map((record) => record.id).sort()).toEqual(
      [added, 'pulled'].sort(),
    );
    expect(await db.syncState.get('products')).toMatchObject({ cursor: '42' });
  });

  it("clears a mirror that does not say whose it is, and stamps its unowned writes as the previous session's", async () => {
    const { db } = await deviceOfA();
    await db.syncState.delete(OWNER_ROW);
    await db.outbox.toCollection().modify((entry) => {
      delete entry.userID;
      delete entry.companyAccountID;
      delete entry.userName;
    });
    await db.syncState.put({ entity: STATUS_ROW });
    expect(await prepareMirrorFor(db, B, A)).toBe(true);
    expect(await db.mirror('products').count()).toBe(0);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining(A)]);
  });

  it("keeps the new person's own pending records through the clear", async () => {
    const { db, writes, signIn } = await deviceOfA();
    await prepareMirrorFor(db, B, A);
    signIn(B);
    const mine = await writes.createRecord('products', { productName: 'B bread' });
    // Another sign-in as B from an older session on the device (no owner row yet): nothing of B's is lost.
    await db.syncState.delete(OWNER_ROW);
    await prepareMirrorFor(db, B, A);
    expect(await db.mirror('products').get(mine)).toMatchObject({
      productName: 'B bread',
      _syncState: 'pending',
    });
  });
});

describe('claimUnowned: the mirror opens with a session stored on the device', () => {
  it("stamps writes queued before writes had owners as that person's, and names them the owner", async () => {
    const { db } = await deviceOfA();
    await db.syncState.delete(OWNER_ROW);
    await db.outbox.toCollection().modify((entry) => {
      delete entry.userID;
    });
    await claimUnowned(db, B);
    expect((await db.outbox.toArray())[0]?.userID).toBe(B.userID);
    expect(await mirrorOwner(db)).toEqual(B);
  });
});

describe('handOverMirror: the device is handed over', () => {
  it("leaves no one's records in the mirror and keeps every unsent write with its record aside for its maker", async () => {
    const { db, added } = await deviceOfA();
    await handOverMirror(db, A);
    expect(await db.mirror('products').count()).toBe(0);
    expect(await mirrorOwner(db)).toBeNull();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ recordID: added, ...A })]);
    await prepareMirrorFor(db, A, null);
    expect(await db.mirror('products').get(added)).toMatchObject({
      productName: 'Oat Milk',
      _syncState: 'pending',
    });
  });
});

import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorRecord, NewOutboxEntry } from '../../sync/mirror-types';
import {
  BulktradeDB,
  defineVersion1,
  defineVersion2,
  defineVersion3,
  defineVersion4,
  defineVersion5,
  defineVersion6,
  defineVersion7,
  ASIDE_TABLE,
  DATABASE_NAME,
  LAST_FIGURES_TABLE,
  OWNER_ROW,
} from './bulktrade-db';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

function uniqueName(): string {
  const name = `upgrade-${names.length}-${Date.now()}`;
  names.push(name);
  return name;
}

const UPGRADE_TIME = Date.parse('2026-11-20T00:00:00Z');

describe('BulktradeDB', () => {
  it("is the 'bulktrade' database at version 8, with a table per section owner", () => {
    const db = new BulktradeDB();
    expect(db.name).toBe(DATABASE_NAME);
    expect(DATABASE_NAME).toBe('bulktrade');
    expect(db.verno).toBe(8);
    expect(db.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['products', 'public-companies']),
    );
    expect(db.mirror('new-customers').name).toBe('customers');
    db.close();
  });

  it('upgrades a version-1 database without losing records or pending writes', async () => {
    const name = uniqueName();
    const v1 = new Dexie(name);
    defineVersion1(v1);
    const synced: MirrorRecord = { id: 'p1', productName: 'Milk', rowVersion: 2, _syncState: 'synced' };
    const pending: MirrorRecord = { id: 'p2', productName: 'Oat Milk', _syncState: 'pending' };
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p2',
      op: 'create',
      changes: { id: 'p2', productName: 'Oat Milk' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v1.table('products').bulkPut([synced, pending]);
    await v1.table('outbox').add({ ...entry });
    await v1
      .table('syncState')
      .put({ entity: 'products', cursor: '12', lastSyncedAt: 5, firstPullDone: true });
    v1.close();

    const db = new BulktradeDB({ name, now: () => UPGRADE_TIME });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.mirror('products').get('p1')).toEqual({ ...synced, _cachedAt: UPGRADE_TIME });
    expect(await db.mirror('products').get('p2')).toEqual({ ...pending, _cachedAt: UPGRADE_TIME });
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    expect(await db.syncState.get('products')).toEqual({
      entity: 'products',
      cursor: '12',
      lastSyncedAt: 5,
      firstPullDone: true,
    });
    // Version 2's new indexes answer queries over the upgraded data.
    expect(await db.mirror('products').where('_cachedAt').equals(UPGRADE_TIME).count()).toBe(2);
    expect(await db.outbox.where('[entity+recordID]').equals(['products', 'p2']).count()).toBe(1);
    expect(await db.outbox.add({ ...entry, recordID: 'p3', changes: {} })).toBe(2);
    db.close();
  });

  it('upgrades a version-2 database to version 3: the new directory table appears, records and pending writes stay', async () => {
    const name = uniqueName();
    const v2 = new Dexie(name);
    defineVersion1(v2);
    defineVersion2(v2, () => UPGRADE_TIME);
    const pending: MirrorRecord = { id: 'p2', productName: 'Oat Milk', _syncState: 'pending', _cachedAt: 1 };
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p2',
      op: 'create',
      changes: { id: 'p2', productName: 'Oat Milk' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v2.table('products').put(pending);
    await v2.table('outbox').add({ ...entry });
    expect(v2.tables.map((table) => table.name)).not.toContain('public-companies');
    v2.close();

    const db = new BulktradeDB({ name, now: () => UPGRADE_TIME });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.mirror('products').get('p2')).toEqual(pending);
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    await db
      .mirror('public-companies')
      .put({ id: 'comp-dairy', companyName: 'Gippsland Dairy Co-op', _syncState: 'synced', _cachedAt: 1 });
    expect(await db.mirror('public-companies').where('_cachedAt').equals(1).count()).toBe(1);
    db.close();
  });

  it('upgrades a version-3 database to version 4: only the cache time stays indexed, records and pending writes stay', async () => {
    const name = uniqueName();
    const v3 = new Dexie(name);
    defineVersion1(v3);
    defineVersion2(v3, () => UPGRADE_TIME);
    defineVersion3(v3);
    const synced: MirrorRecord = {
      id: 'p1',
      productName: 'Milk',
      categoryID: 'cat-dairy',
      rowVersion: 2,
      _syncState: 'synced',
      _cachedAt: 5,
    };
    const pending: MirrorRecord = { id: 'p2', productName: 'Oat Milk', _syncState: 'pending', _cachedAt: 7 };
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p2',
      op: 'create',
      changes: { id: 'p2', productName: 'Oat Milk' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v3.table('products').bulkPut([synced, pending]);
    await v3.table('outbox').add({ ...entry });
    expect(v3.table('products').schema.indexes.map((index) => index.name)).toContain('productName');
    v3.close();

    const db = new BulktradeDB({ name, now: () => UPGRADE_TIME });
    await db.open();
    expect(db.verno).toBe(8);
    const mirrors = db.tables.filter(
      (table) => !['outbox', 'syncState', LAST_FIGURES_TABLE, ASIDE_TABLE].includes(table.name),
    );
    const keysAndIndexes = (table: (typeof mirrors)[number]) => [
      table.name,
      table.schema.primKey.name,
      ...table.schema.indexes.map((index) => index.name),
    ];
    expect(mirrors.map(keysAndIndexes)).toEqual(mirrors.map((table) => [table.name, 'id', '_cachedAt']));
    expect(await db.mirror('products').toArray()).toEqual([synced, pending]);
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    expect(await db.outbox.where('[entity+recordID]').equals(['products', 'p2']).count()).toBe(1);
    expect(await db.mirror('products').where('_cachedAt').below(6).primaryKeys()).toEqual(['p1']);
    db.close();
  });

  it('upgrades a version-4 database to version 5: the supplier catalogues table appears, records and pending writes stay', async () => {
    const name = uniqueName();
    const v4 = new Dexie(name);
    defineVersion1(v4);
    defineVersion2(v4, () => UPGRADE_TIME);
    defineVersion3(v4);
    defineVersion4(v4);
    const pending: MirrorRecord = {
      id: 'po1',
      purchaseOrderNumber: 'BSE-1',
      _syncState: 'pending',
      _cachedAt: 7,
    };
    const entry: NewOutboxEntry = {
      entity: 'purchase-orders',
      recordID: 'po1',
      op: 'create',
      changes: { id: 'po1' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v4.table('purchase-orders').put(pending);
    await v4.table('outbox').add({ ...entry });
    expect(v4.tables.map((table) => table.name)).not.toContain('supplier-catalogues');
    v4.close();

    const db = new BulktradeDB({ name, now: () => UPGRADE_TIME });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.mirror('purchase-orders').get('po1')).toEqual(pending);
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    await db
      .mirror('supplier-catalogues')
      .put({ id: 'comp1', products: [], _syncState: 'synced', _cachedAt: 1 });
    expect(await db.mirror('supplier-catalogues').where('_cachedAt').equals(1).count()).toBe(1);
    db.close();
  });

  it("upgrades a version-5 database to version 6: the dashboards' last figures table appears, records and pending writes stay", async () => {
    const name = uniqueName();
    const v5 = new Dexie(name);
    defineVersion1(v5);
    defineVersion2(v5, () => UPGRADE_TIME);
    defineVersion3(v5);
    defineVersion4(v5);
    defineVersion5(v5);
    const pending: MirrorRecord = {
      id: 'o1',
      customerOrderNumber: 1000,
      _syncState: 'pending',
      _cachedAt: 7,
    };
    const entry: NewOutboxEntry = {
      entity: 'customer-orders',
      recordID: 'o1',
      op: 'create',
      changes: { id: 'o1' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v5.table('customer-orders').put(pending);
    await v5.table('outbox').add({ ...entry });
    v5.close();

    const db = new BulktradeDB({ name, now: () => UPGRADE_TIME });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.mirror('customer-orders').get('o1')).toEqual(pending);
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    await db.table(LAST_FIGURES_TABLE).put({ key: 'supplier', figures: { sales: 1 }, savedAt: 1 });
    expect(await db.table(LAST_FIGURES_TABLE).get('supplier')).toEqual({
      key: 'supplier',
      figures: { sales: 1 },
      savedAt: 1,
    });
    db.close();
  });

  async function version6With(entry: NewOutboxEntry): Promise<string> {
    const name = uniqueName();
    const v6 = new Dexie(name);
    defineVersion1(v6);
    defineVersion2(v6, () => UPGRADE_TIME);
    defineVersion3(v6);
    defineVersion4(v6);
    defineVersion5(v6);
    defineVersion6(v6);
    await v6.table('products').put({ id: 'p9', productName: 'Rye', _syncState: 'pending', _cachedAt: 7 });
    await v6.table('outbox').add({ ...entry });
    v6.close();
    return name;
  }

  it("upgrades a version-6 database to version 7: writes queued before are stamped as the signed-in person's, the mirror says it is theirs", async () => {
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p9',
      op: 'create',
      changes: { id: 'p9', productName: 'Rye' },
      baseRowVersion: null,
      createdAt: 1,
    };
    const name = await version6With(entry);
    const owner = { userID: 'user1', companyAccountID: 'comp1', userName: 'demo@bulktrade.app' };
    const db = new BulktradeDB({ name, owner: () => owner });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1, ...owner }]);
    expect((await db.syncState.get(OWNER_ROW))?.owner).toEqual(owner);
    expect(await db.mirror('products').get('p9')).toMatchObject({
      productName: 'Rye',
      _syncState: 'pending',
    });
    db.close();
  });

  it('upgrades a version-6 database to version 7 without a known session (the sync worker): writes stay as they are', async () => {
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p9',
      op: 'create',
      changes: { id: 'p9' },
      baseRowVersion: null,
      createdAt: 1,
    };
    const name = await version6With(entry);
    const db = new BulktradeDB({ name });
    await db.open();
    expect(await db.outbox.toArray()).toEqual([{ ...entry, seq: 1 }]);
    expect(await db.syncState.get(OWNER_ROW)).toBeUndefined();
    db.close();
  });
  it('upgrades a version-7 database to version 8: queued writes are found by their maker, and stay as they are', async () => {
    const name = uniqueName();
    const v7 = new Dexie(name);
    defineVersion1(v7);
    defineVersion2(v7, () => UPGRADE_TIME);
    defineVersion3(v7);
    defineVersion4(v7);
    defineVersion5(v7);
    defineVersion6(v7);
    defineVersion7(v7, () => null);
    const owner = { userID: 'user1', companyAccountID: 'comp1', userName: 'demo@bulktrade.app' };
    const entry: NewOutboxEntry = {
      entity: 'products',
      recordID: 'p9',
      op: 'create',
      changes: { id: 'p9' },
      baseRowVersion: null,
      createdAt: 1,
    };
    await v7.table('outbox').bulkAdd([
      { ...entry, ...owner },
      { ...entry, recordID: 'p8' },
    ]);
    v7.close();

    const db = new BulktradeDB({ name });
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.outbox.toArray()).toEqual([
      { ...entry, ...owner, seq: 1 },
      { ...entry, recordID: 'p8', seq: 2 },
    ]);
    expect(await db.outbox.where('[userID+companyAccountID]').equals(['user1', 'comp1']).count()).toBe(1);
    expect(await db.outbox.orderBy('userID').count()).toBe(1);
    db.close();
  });
});

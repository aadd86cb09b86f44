import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BulktradeDB } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { createWritePath } from './write-path';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setUp(overrides: { announce?: () => void } = {}) {
  const db = new BulktradeDB({ name: `write-path-${opened.length}-${Date.now()}` });
  opened.push(db);
  let ids = 0;
  const writes = createWritePath({
    mirror: createDexieMirrorPort(db),
    now: () => 1000,
    newId: () => `id-${(ids += 1)}`,
    ...overrides,
  });
  return { db, writes };
}

describe('the write path over Dexie', () => {
  it('creates a pending record with a client-made id and its outbox entry, and wakes the engine', async () => {
    let announced = 0;
    const { db, writes } = setUp({ announce: () => (announced += 1) });
    const id = await writes.createRecord('products', { productName: 'Oat Milk' });
    expect(id).toBe('id-1');
    expect(await db.mirror('products').get(id)).toEqual({
      id,
      productName: 'Oat Milk',
      isInactive: false,
      _syncState: 'pending',
      _cachedAt: 1000,
    });
    expect(await db.outbox.toArray()).toEqual([
      {
        seq: 1,
        entity: 'products',
        recordID: id,
        op: 'create',
        changes: { id, productName: 'Oat Milk' },
        baseRowVersion: null,
        createdAt: 1000,
      },
    ]);
    expect(announced).toBe(1);
  });

  it('writes into the section owner for a screen that shares it', async () => {
    const { db, writes } = setUp();
    const id = await writes.createRecord('new-customers', { companyName: 'Fitzroy Grocer' });
    expect(await db.mirror('customers').get(id)).toMatchObject({ companyName: 'Fitzroy Grocer' });
    expect((await db.outbox.toArray())[0]?.entity).toBe('customers');
  });

  it('edits, deletes and restores, each with its entry, in order', async () => {
    const { db, writes } = setUp();
    await db
      .mirror('products')
      .put({ id: 'p1', rowVersion: 4, productName: 'Milk', isInactive: false, _syncState: 'synced' });
    expect(await writes.updateRecord('products', 'p1', { productName: 'Full Cream Milk' })).toBe(true);
    expect(await writes.deleteRecord('products', 'p1')).toBe(true);
    expect(await writes.restoreRecord('products', 'p1')).toBe(true);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.op, entry.changes, entry.baseRowVersion])).toEqual([
      ['update', { productName: 'Full Cream Milk' }, 4],
      ['delete', { isInactive: true }, 4],
      ['restore', { isInactive: false }, 4],
    ]);
    expect(await db.mirror('products').get('p1')).toMatchObject({
      productName: 'Full Cream Milk',
      isInactive: false,
      _syncState: 'pending',
    });
  });

  it('changes the record and queues the write in one transaction: a failed write leaves neither', async () => {
    const { db, writes } = setUp();
    await db.mirror('products').put({ id: 'p1', rowVersion: 1, productName: 'Milk', _syncState: 'synced' });
    // The outbox refuses the entry (as a quota error would); the record change must roll back with it.
    db.outbox.hook('creating', () => {
      throw new Error('QuotaExceededError');
    });
    await expect(writes.updateRecord('products', 'p1', { productName: 'Changed' })).rejects.toThrow(
      'QuotaExceededError',
    );
    expect(await db.mirror('products').get('p1')).toMatchObject({
      productName: 'Milk',
      _syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps writes across a reopen of the database (a reload or a crash)', async () => {
    const { db, writes } = setUp();
    const id = await writes.createRecord('products', { productName: 'Survivor' });
    db.close();
    const reopened = new BulktradeDB({ name: db.name });
    opened.push(reopened);
    expect(await reopened.mirror('products').get(id)).toMatchObject({
      productName: 'Survivor',
      _syncState: 'pending',
    });
    expect(await reopened.outbox.count()).toBe(1);
  });
});

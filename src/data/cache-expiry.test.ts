import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorRecord } from '../../sync/mirror-types';
import { BulktradeDB } from './bulktrade-db';
import { cacheLifetimeMs, DEFAULT_CACHE_DAYS, expireCache } from './cache-expiry';
import { entityByName } from '../entities/registry';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-01T00:00:00Z');

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

async function setUp() {
  const db = new BulktradeDB({ name: `expiry-${opened.length}-${Date.now()}` });
  opened.push(db);
  const synced = (id: string): MirrorRecord => ({ id, rowVersion: 1, _syncState: 'synced', _cachedAt: T0 });
  await db
    .mirror('products')
    .bulkPut([
      synced('p1'),
      synced('p2'),
      { ...synced('p3'), _syncState: 'pending' },
      { ...synced('p4'), _syncState: 'failed' },
    ]);
  await db.outbox.bulkAdd([
    {
      entity: 'products',
      recordID: 'p3',
      op: 'update',
      changes: { productName: 'x' },
      baseRowVersion: 1,
      createdAt: T0,
    },
    {
      entity: 'products',
      recordID: 'p4',
      op: 'update',
      changes: { weight: 'x' },
      baseRowVersion: 1,
      createdAt: T0,
    },
  ]);
  await db.mirror('locations').put(synced('l1'));
  await db.mirror('public-suppliers').put(synced('s1'));
  for (const entity of ['products', 'locations', 'public-suppliers']) {
    await db.syncState.put({ entity, cursor: '40', lastSyncedAt: T0, firstPullDone: true });
  }
  return db;
}

const ids = async (db: BulktradeDB, name: string) =>
  (await db.mirror(name).toCollection().primaryKeys()).sort();

describe('local cache expiry', () => {
  it('keeps 7 days by default and 30 for public companies and locations', () => {
    expect(DEFAULT_CACHE_DAYS).toBe(7);
    expect(cacheLifetimeMs(entityByName('products'))).toBe(7 * DAY);
    const names = ['locations', 'customer-locations', 'public-suppliers', 'browse-couriers', 'companies'];
    expect(names.map((name) => [name, cacheLifetimeMs(entityByName(name))])).toEqual(
      names.map((name) => [name, 30 * DAY]),
    );
  });

  it('keeps everything confirmed within its lifetime', async () => {
    const db = await setUp();
    expect(await expireCache(db, T0 + 7 * DAY)).toEqual({});
    expect(await ids(db, 'products')).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('drops records not refreshed for 7 days, except those with pending writes, and pulls that entity afresh', async () => {
    const db = await setUp();
    expect(await expireCache(db, T0 + 8 * DAY)).toEqual({ products: 2 });
    expect(await ids(db, 'products')).toEqual(['p3', 'p4']);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.syncState.get('products')).toMatchObject({ cursor: '0', firstPullDone: false });
    expect(await ids(db, 'locations')).toEqual(['l1']);
    expect(await ids(db, 'public-suppliers')).toEqual(['s1']);
  });

  it('drops locations and public companies after 30 days', async () => {
    const db = await setUp();
    expect(await expireCache(db, T0 + 31 * DAY)).toEqual({
      products: 2,
      locations: 1,
      'public-suppliers': 1,
    });
  });

  it('counts a pull that reached the end of the changes as a refresh of the whole entity', async () => {
    const db = await setUp();
    await db.syncState.put({
      entity: 'products',
      cursor: '40',
      lastSyncedAt: T0 + 5 * DAY,
      firstPullDone: true,
    });
    expect(await expireCache(db, T0 + 8 * DAY)).toEqual({});
    expect(await expireCache(db, T0 + 13 * DAY)).toEqual({ products: 2 });
  });
});

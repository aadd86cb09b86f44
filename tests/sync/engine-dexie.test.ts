import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulktradeDB, STATUS_ROW } from '../../src/data/bulktrade-db';
import { createDexieMirrorPort } from '../../src/data/dexie-mirror-port';
import { readRecords } from '../../src/data/use-records';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { syncedEntities } from '../../sync/synced-entities';
import { testClient, trainingWorld, type World } from './sync-world';

// The engine over the app's own Dexie mirror (fake-indexeddb) and the training data.
let world: World;
let db: BulktradeDB;
beforeAll(async () => {
  world = await trainingWorld();
  db = new BulktradeDB({ name: 'engine-dexie' });
}, 30_000);
afterAll(async () => {
  await db.delete();
});

describe('engine over the Dexie mirror', () => {
  it('pulls every visible section into its table and publishes the status for every tab', async () => {
    const entities = syncedEntities({
      permissions: 'everything.edit',
      isGlobalAdmin: true,
      subscriptionCode: 'SUPP',
    });
    const client = testClient(world, { mirror: createDexieMirrorPort(db), entities });
    await client.engine.start();
    await client.engine.syncNow();
    for (const name of ['products', 'customers', 'customer-orders', 'locations']) {
      const count = Number(
        (await world.call('GET', `${sectionBasePath(entityByName(name))}/get/count?includeInactive=true`))
          .body.count,
      );
      expect({ name, rows: await db.mirror(name).count() }).toEqual({ name, rows: count });
    }
    expect((await db.syncState.get('products'))?.firstPullDone).toBe(true);
    expect((await db.syncState.get(STATUS_ROW))?.status).toMatchObject({
      leader: true,
      firstPull: { done: true, progress: 1 },
    });
    await client.engine.stop();
  }, 30_000);

  it('pushes a write made through the write path and the list query sees the server answer', async () => {
    const client = testClient(world, { mirror: createDexieMirrorPort(db), entities: ['products'] });
    await client.engine.start();
    const id = await client.writes.createRecord('products', {
      productName: 'Dexie Damper',
      isSold: true,
      sortNumber: -1,
    });
    expect((await readRecords(db, 'products', { filterBy: 'Sold' }))[0]).toMatchObject({
      id,
      _syncState: 'pending',
    });
    await client.engine.syncNow();
    expect((await readRecords(db, 'products', { filterBy: 'Sold' }))[0]).toMatchObject({
      id,
      rowVersion: 1,
      companyAccountID: 'comp1',
      _syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
    await client.engine.stop();
  });
});

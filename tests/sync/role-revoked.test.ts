import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLES_SECTION, USERS_SECTION } from '../../server/auth/account-records';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import type { Store } from '../../server/store/store';
import { BulktradeDB } from '../../src/data/bulktrade-db';
import { createDexieMirrorPort } from '../../src/data/dexie-mirror-port';
import type { AccessSubject } from '../../src/domain/permissions';
import { syncedEntities } from '../../sync/synced-entities';
import { TEST_SECRET, testClient, type World } from './sync-world';

// A role that loses a permission empties that section from the user's mirror at the next sync
// (the services answer its pull 403 PermissionMissing); the section comes back whole with the permission.

const PASSWORD = 'Sync-password1!';
const db = new BulktradeDB({ name: 'role-revoked' });
const refreshDb = new BulktradeDB({ name: 'role-access-refresh' });
afterAll(async () => {
  await Promise.all([db.delete(), refreshDb.delete()]);
});

async function setRole(store: Store, permissions: string): Promise<void> {
  const role = await store.get(ROLES_SECTION, 'role-picker');
  if (role === null) throw new Error('no picker role');
  await store.update({ ...role, data: { ...role.data, permissions } }, role.rowVersion);
}

async function pickerWorld(): Promise<World> {
  const store = createMemoryStore();
  const company = { id: 'comp1', companyName: 'Sync Wholesale', subscriptionCode: 'SUPP' as const };
  await store.insert({
    section: ROLES_SECTION,
    id: 'role-picker',
    companyAccountID: 'comp1',
    parties: [],
    isInactive: false,
    data: { id: 'role-picker', roleName: 'Picker', permissions: 'products.edit,locations' },
  });
  await seedUser({
    store,
    company,
    user: {
      id: 'user-pat',
      userName: 'pat@bulktrade.test',
      permissions: 'products.edit,locations',
      isGlobalAdmin: false,
    },
    password: PASSWORD,
    passwordIterations: 1000,
  });
  const pat = await store.get(USERS_SECTION, 'user-pat');
  if (pat === null) throw new Error('no user');
  await store.update({ ...pat, data: { ...pat.data, roleID: 'role-picker' } }, pat.rowVersion);
  for (const [section, id, data] of [
    ['Products', 'milk', { productName: 'Milk 2L' }],
    ['Products', 'bread', { productName: 'Sourdough' }],
    ['Locations', 'wh', { locationName: 'Warehouse' }],
  ] as const) {
    await store.insert({
      section,
      id,
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { id, ...data },
    });
  }
  const app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  const token = await signInForToken(app, 'pat@bulktrade.test', PASSWORD);
  return {
    store,
    app,
    token,
    transport: async (request) => app.fetch(request),
    call: async () => {
      throw new Error('not used');
    },
  };
}

describe('a permission taken from the user’s role', () => {
  it('empties its section from the mirror at the next sync, keeping queued work, and the section comes back with it', async () => {
    const world = await pickerWorld();
    const client = testClient(world, {
      mirror: createDexieMirrorPort(db),
      entities: ['products', 'locations'],
    });
    await client.engine.start();
    await client.engine.syncNow();
    expect((await db.mirror('products').toArray()).map((row) => row.id).sort()).toEqual(['bread', 'milk']);

    // A change made offline, not yet sent, when the global admin takes products from the role.
    client.signals.emit('offline');
    await client.writes.updateRecord('products', 'milk', { productName: 'Milk 2L (new label)' });
    await setRole(world.store, 'locations');
    client.signals.emit('online');
    await client.engine.syncNow();

    // The same token, the next sync: the records of the section are gone, but for the queued change, which the services refused with why.
    const kept = await db.mirror('products').toArray();
    expect(kept.map((row) => row.id)).toEqual(['milk']);
    expect(kept[0]).toMatchObject({
      _syncState: 'failed',
      _syncMessage: expect.stringContaining('products'),
    });
    expect((await db.mirror('locations').toArray()).map((row) => row.id)).toEqual(['wh']);
    expect((await db.syncState.get('products'))?.cursor).toBe('0');

    // Products given back: the section is pulled whole again.
    await setRole(world.store, 'products.edit,locations');
    await client.engine.syncNow();
    expect((await db.mirror('products').toArray()).map((row) => row.id).sort()).toEqual(['bread', 'milk']);
    await client.engine.stop();
  }, 30_000);
});

describe("the sync engine learning the user's current access", () => {
  it('syncs the sections their current role covers: a section taken away leaves the mirror, one given is pulled, without signing in again', async () => {
    const world = await pickerWorld();
    const mirror = createDexieMirrorPort(refreshDb);
    // The session as signed in: products and locations.
    let session: AccessSubject = {
      permissions: 'products.edit,locations',
      isGlobalAdmin: false,
      subscriptionCode: 'SUPP',
    };
    const client = testClient(world, {
      mirror,
      options: {
        entities: () => syncedEntities(session),
        onAccess: ({ permissions }) => (session = { ...session, permissions }),
      },
    });
    await client.engine.start();
    await client.engine.syncNow();
    const ids = (entity: string) =>
      mirror.transact([entity], (tx) => tx.recordIds(entity)).then((found) => [...found].sort());
    expect(await ids('products')).toEqual(['bread', 'milk']);

    // The admin swaps products for stock items in the role: the next sync drops products and brings stock items.
    await setRole(world.store, 'locations,stock-items');
    await world.store.insert({
      section: 'Stock/Items',
      id: 'stock-milk',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { id: 'stock-milk', productID: 'milk', locationID: 'wh', available: 12 },
    });
    await client.engine.syncNow();
    expect(session.permissions).toBe('locations,stock-items');
    // The page learns it from the status, for its menus and guards (src/app/data/session-access.ts).
    expect(client.engine.status.get().access).toEqual({
      userID: 'user-pat',
      permissions: 'locations,stock-items',
      isGlobalAdmin: false,
      subscriptionCode: 'SUPP',
    });
    expect(await ids('products')).toEqual([]);
    expect(await ids('stock-items')).toEqual(['stock-milk']);
    expect(await ids('locations')).toEqual(['wh']);
    await client.engine.stop();
  }, 30_000);
});

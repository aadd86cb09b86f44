import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import type { OrderItem } from '../../src/domain/schemas/order';
import { stripMeta, type MirrorRecord } from '../../sync/mirror-types';
import { createMemoryMirrorPort, type MemoryMirrorPort } from '../../sync/memory-mirror-port';
import { syncedEntities } from '../../sync/synced-entities';
import { generateStandingOrders } from '../../server/flows/standing-orders';
import { trainingWorld, testClient, TRAINING_TODAY, type World, mirrorRecord } from './sync-world';

// The engine against the reference services over the canned training data: in-process
// (transport = app.fetch) and over real HTTP (@hono/node-server on a free port, transport = fetch).
const trainingSession = {
  permissions: 'everything.edit',
  isGlobalAdmin: true,
  subscriptionCode: 'SUPP',
} as const;
const entities = syncedEntities(trainingSession);

let world: World;
beforeAll(async () => {
  world = await trainingWorld();
}, 30_000);

async function serverCount(name: string, path: string): Promise<number> {
  const answer = await world.call('GET', `${path}/get/count?includeInactive=true`);
  if (answer.status !== 200) throw new Error(`${name}: count answered ${answer.status}`);
  return Number(answer.body.count);
}

function orderLines(record: MirrorRecord | undefined): OrderItem[] {
  return Array.isArray(record?.orderItems) ? (record.orderItems as OrderItem[]) : [];
}

describe('engine against the services in-process', () => {
  let mirror: MemoryMirrorPort;

  it('pulls every section the training user may see, completely', async () => {
    mirror = createMemoryMirrorPort();
    const client = testClient(world, { mirror, entities });
    await client.engine.start();
    const status = await client.engine.syncNow();
    expect(status).toMatchObject({
      firstPull: { done: true, progress: 1 },
      lastError: null,
      auth: null,
      pending: 0,
    });
    let total = 0;
    for (const name of entities) {
      const count = await serverCount(name, sectionBasePath(entityByName(name)));
      expect({ name, rows: mirror.records(name).length }).toEqual({ name, rows: count });
      total += count;
    }
    expect(total).toBeGreaterThan(100);
    await client.engine.stop();
  }, 30_000);

  it('edits a priced order offline; after the push the mirror holds the totals the server computed', async () => {
    const client = testClient(world, { mirror, entities: ['customer-orders'] });
    await client.engine.start();
    await client.engine.syncNow();
    const order = mirror
      .records('customer-orders')
      .find((record) => record.isInactive !== true && orderLines(record).length > 0);
    if (order === undefined) throw new Error('the training data has no order with lines');
    const lines = orderLines(order).map((line, index) =>
      index === 0 ? { ...line, quantity: Number(line.quantity ?? 0) + 10 } : line,
    );
    client.signals.emit('offline');
    await client.writes.updateRecord('customer-orders', order.id, { orderItems: lines, amountTotal: 0.01 });
    expect((await mirrorRecord(mirror, 'customer-orders', order.id))?._syncState).toBe('pending');
    client.signals.emit('online');
    await client.engine.syncNow();
    const server = (await world.call('GET', `/api/v1/CustomerOrders/get/${order.id}?includeDetails=true`))
      .body;
    const mirrored = await mirrorRecord(mirror, 'customer-orders', order.id);
    expect(mirrored?._syncState).toBe('synced');
    expect(server.amountTotal).not.toBe(0.01);
    expect(stripMeta(mirrored ?? { id: '', _syncState: 'synced' })).toEqual(server);
    await client.engine.stop();
  });
});

describe("a user's edit racing the standing-order scheduler's bookkeeping", () => {
  it('reaches the services merged with generatedThrough and nextAttentionDate, never a conflict', async () => {
    const mirror = createMemoryMirrorPort();
    const client = testClient(world, { mirror, entities: ['standing-customer-orders'] });
    await client.engine.start();
    const id = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    const created = await world.call('POST', '/api/v1/Customer/StandingOrders/post', {
      id,
      standingOrderName: 'Racing standing order',
      supplyAgreementID: 'agr-swan-st-kitchen',
      isOn: true,
      cronExpression: '0 9 * * 1 60',
      orderItems: [{ productID: 'prod-sourdough-800g', quantity: 4 }],
    });
    expect(created.status).toBe(201);
    await client.engine.syncNow();
    // Version 2: the services stamped when it is next due (a client never says so).
    expect((await mirrorRecord(mirror, 'standing-customer-orders', id))?.rowVersion).toBe(2);
    // The user renames it offline, on version 1; meanwhile the scheduler takes it up.
    client.signals.emit('offline');
    await client.writes.updateRecord('standing-customer-orders', id, {
      standingOrderName: 'Swan St Monday bread',
    });
    const run = await generateStandingOrders({
      store: world.store,
      now: new Date(TRAINING_TODAY.getTime() + 86_400_000),
    });
    expect(run.failed).toEqual([]);
    const bookkept = (await world.call('GET', `/api/v1/Customer/StandingOrders/get/${id}`)).body;
    expect(bookkept).toMatchObject({ rowVersion: 3, standingOrderName: 'Racing standing order' });
    expect(bookkept.generatedThrough).toEqual(expect.any(String));
    client.signals.emit('online');
    await client.engine.syncNow();
    const server = (await world.call('GET', `/api/v1/Customer/StandingOrders/get/${id}`)).body;
    // The edit lands on the bookkeeping; when it is next due the services say again, from their
    // own clock (the scheduler above ran on the training day's).
    expect(server).toMatchObject({
      standingOrderName: 'Swan St Monday bread',
      generatedThrough: bookkept.generatedThrough,
      nextAttentionDate: expect.any(String),
    });
    expect(server.rowVersion).toBeGreaterThanOrEqual(4);
    const mirrored = await mirrorRecord(mirror, 'standing-customer-orders', id);
    expect(mirrored?._syncState).toBe('synced');
    expect(stripMeta(mirrored ?? { id: '', _syncState: 'synced' })).toEqual(server);
    await client.engine.stop();
  });
});

describe('engine over real HTTP', () => {
  let server: ServerType;
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    const address = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('creates, edits, deletes and restores through fetch, and pulls the result back', async () => {
    const mirror = createMemoryMirrorPort();
    const client = testClient(world, {
      mirror,
      entities: ['products'],
      transport: (request) => fetch(request),
      options: { baseUrl: origin },
    });
    await client.engine.start();
    await client.engine.syncNow();
    const id = await client.writes.createRecord('products', { productName: 'HTTP Sourdough', weight: 0.8 });
    await client.engine.syncNow();
    await client.writes.updateRecord('products', id, { productName: 'HTTP Sourdough Loaf' });
    await client.writes.deleteRecord('products', id);
    await client.writes.restoreRecord('products', id);
    const status = await client.engine.syncNow();
    expect(status).toMatchObject({ pending: 0, lastError: null });
    const answer = await fetch(`${origin}/api/v1/Products/get/${id}`, {
      headers: { Authorization: `Bearer ${world.token}` },
    });
    const stored = (await answer.json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ productName: 'HTTP Sourdough Loaf', isInactive: false, rowVersion: 4 });
    expect(
      stripMeta((await mirrorRecord(mirror, 'products', id)) ?? { id: '', _syncState: 'synced' }),
    ).toEqual(stored);
    expect(mirror.records('products').length).toBe(await serverCount('products', '/api/v1/Products'));
    await client.engine.stop();
  });
});

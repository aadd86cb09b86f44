import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { MirrorPort, Transport } from '../../sync/ports';
import { faultyTransport, writeAnswers } from './faulty-transport';
import { mirrorRecord, smallWorld, testClient } from './sync-world';

/** The memory mirror, counting transactions once `counting` is on. */
function countedMirror() {
  const inner = createMemoryMirrorPort();
  const counter = { counting: false, transactions: 0 };
  const mirror: MirrorPort = {
    ...inner,
    transact(entities, work) {
      if (counter.counting) counter.transactions += 1;
      return inner.transact(entities, work);
    },
  };
  return { mirror, counter };
}

describe('push batching', () => {
  it('reads ahead and records answers in shared transactions, and still sends each record in order', async () => {
    const world = await smallWorld();
    const { mirror, counter } = countedMirror();
    const client = testClient(world, { mirror, announce: () => undefined });
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1)
      ids.push(await client.writes.createRecord('products', { productName: `Batch ${index}` }));
    // A record with three queued writes: each must go on the version the one before made.
    const renamed = ids[3] ?? '';
    await client.writes.updateRecord('products', renamed, { productName: 'Renamed once' });
    await client.writes.updateRecord('products', renamed, { productName: 'Renamed twice' });
    counter.counting = true;
    await client.engine.start();
    await client.engine.syncNow();
    expect(await client.mirror.pendingCount()).toBe(0);
    // 22 writes: a transaction to read and one to record each would be 44, before the pull's own.
    expect(counter.transactions).toBeLessThan(40);
    expect((await world.call('GET', `/api/v1/Products/get/${renamed}`)).body).toMatchObject({
      productName: 'Renamed twice',
      rowVersion: 3,
    });
    expect(await mirrorRecord(client.mirror, 'products', renamed)).toMatchObject({
      productName: 'Renamed twice',
      rowVersion: 3,
      _syncState: 'synced',
    });
    await client.engine.stop();
  });
});

describe('batched push', () => {
  it('drains many writes in a few batch requests, each record once on the server', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport, announce: () => undefined });
    const ids: string[] = [];
    for (let index = 0; index < 230; index += 1)
      ids.push(await client.writes.createRecord('products', { productName: `Bulk ${index}` }));
    await client.engine.start();
    await client.engine.syncNow();
    expect(transport.sent.filter((sent) => sent.method === 'POST').map((sent) => sent.path)).toEqual([
      '/api/v1/batch',
      '/api/v1/batch',
      '/api/v1/batch',
    ]);
    expect(writeAnswers(transport.answers).map((write) => write.id)).toEqual(ids);
    expect(await client.mirror.pendingCount()).toBe(0);
    expect((await world.call('GET', '/api/v1/Products/get/count')).body.count).toBe(230);
    await client.engine.stop();
  });

  it('settles the others when one write of a batch conflicts, keeping theirs for it', async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const a = await client.writes.createRecord('products', { productName: 'A' });
    const b = await client.writes.createRecord('products', { productName: 'B' });
    const c = await client.writes.createRecord('products', { productName: 'C' });
    await client.engine.syncNow();
    client.signals.emit('offline');
    for (const id of [a, b, c])
      await client.writes.updateRecord('products', id, { abbreviation: `${id.slice(0, 3)}-mine` });
    await world.call('PATCH', '/api/v1/Products/patch/partial', {
      id: b,
      rowVersion: 1,
      abbreviation: 'theirs',
    });
    client.signals.emit('online');
    await client.engine.syncNow();
    expect(await mirrorRecord(client.mirror, 'products', a)).toMatchObject({
      rowVersion: 2,
      _syncState: 'synced',
    });
    expect(await mirrorRecord(client.mirror, 'products', b)).toMatchObject({
      _syncState: 'conflict',
      _serverVersion: { abbreviation: 'theirs', rowVersion: 2 },
    });
    expect(await mirrorRecord(client.mirror, 'products', c)).toMatchObject({
      rowVersion: 2,
      _syncState: 'synced',
    });
    expect(client.engine.status.get().pending).toBe(1);
    await client.engine.stop();
  });

  it('retries only the write the server answered 5xx inside a batch', async () => {
    const world = await smallWorld();
    let failNext = true;
    // A server whose first batch fails on its first write only (as a busy store might).
    const transport: Transport = async (request) => {
      const response = await world.transport(request);
      if (!failNext || !request.url.endsWith('/batch')) return response;
      failNext = false;
      const body = (await response.json()) as { results: { status: number; body: unknown }[] };
      const results = body.results.map((result, index) =>
        index === 0 ? { ...result, status: 503, body: { message: 'Busy' } } : result,
      );
      return Response.json({ results });
    };
    const client = testClient(world, { transport });
    await client.engine.start();
    const first = await client.writes.createRecord('products', { productName: 'First' });
    const second = await client.writes.createRecord('products', { productName: 'Second' });
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', first))?._syncState).toBe('pending');
    expect((await mirrorRecord(client.mirror, 'products', second))?._syncState).toBe('synced');
    expect(client.engine.status.get().lastError).toBe('503: Busy');
    await client.engine.syncNow();
    // Its first delivery did commit: the retried post answers the record already made.
    expect(await mirrorRecord(client.mirror, 'products', first)).toMatchObject({
      rowVersion: 1,
      _syncState: 'synced',
    });
    expect((await world.call('GET', '/api/v1/Products/get/count')).body.count).toBe(2);
    await client.engine.stop();
  });

  it('sends writes one by one to services that have no batch route', async () => {
    const world = await smallWorld();
    const inner = faultyTransport(world.transport);
    const transport: Transport = async (request) =>
      request.url.endsWith('/batch')
        ? Response.json({ message: 'Nothing is at POST /api/v1/batch' }, { status: 404 })
        : inner(request);
    const client = testClient(world, { transport });
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Old server' });
    await client.writes.updateRecord('products', id, { abbreviation: 'OS' });
    await client.engine.syncNow();
    expect(inner.sent.filter((sent) => sent.method !== 'GET').map((sent) => sent.path)).toEqual([
      '/api/v1/Products/post',
      '/api/v1/Products/patch/partial',
    ]);
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      abbreviation: 'OS',
      rowVersion: 2,
      _syncState: 'synced',
    });
    await client.engine.stop();
  });
});

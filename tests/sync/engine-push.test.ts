import { describe, expect, it } from 'vitest';
import { faultyTransport, writeAnswers, type Fault } from './faulty-transport';
import { mirrorRecord, smallWorld, testClient, type World } from './sync-world';

type Json = Record<string, unknown>;

async function serverProduct(world: World, id: string): Promise<Json> {
  return (await world.call('GET', `/api/v1/Products/get/${id}`)).body;
}

async function serverProductCount(world: World): Promise<number> {
  return Number((await world.call('GET', '/api/v1/Products/get/count?includeInactive=true')).body.count);
}

/** Faults for the first requests matching a method, then plain delivery. */
function firstOf(method: string, faults: Fault[]) {
  let left = [...faults];
  return (request: Request): Fault => {
    if (request.method !== method || left.length === 0) return 'pass';
    const [fault, ...rest] = left;
    left = rest;
    return fault ?? 'pass';
  };
}

describe('push', () => {
  it('creates with the client-made id; a retry after a lost answer never makes a second record', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, firstOf('POST', ['reset']));
    const client = testClient(world, { transport });
    await client.engine.start();
    const before = await serverProductCount(world);
    const id = await client.writes.createRecord('products', { productName: 'Oat Milk' });
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', id))?._syncState).toBe('pending');
    expect(writeAnswers(transport.answers).map((write) => write.status)).toEqual([201]);
    await client.engine.syncNow();
    expect(transport.sent.filter((sent) => sent.method === 'POST').map((sent) => sent.path)).toEqual([
      '/api/v1/batch',
      '/api/v1/batch',
    ]);
    expect(writeAnswers(transport.answers).map((write) => [write.op, write.id, write.status])).toEqual([
      ['post', id, 201],
      ['post', id, 200],
    ]);
    expect(await serverProductCount(world)).toBe(before + 1);
    expect(await serverProduct(world, id)).toMatchObject({ id, productName: 'Oat Milk' });
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      id,
      rowVersion: 1,
      _syncState: 'synced',
    });
    await client.engine.stop();
  });

  it('survives duplicated deliveries of a create, an edit and a delete: each lands once', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, (request) =>
      request.method === 'GET' ? 'pass' : 'duplicate',
    );
    const client = testClient(world, { transport });
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Soy Milk' });
    await client.engine.syncNow();
    await client.writes.updateRecord('products', id, { productName: 'Soy Milk 2L' });
    await client.engine.syncNow();
    await client.writes.deleteRecord('products', id);
    await client.engine.syncNow();
    expect(await serverProduct(world, id)).toMatchObject({
      productName: 'Soy Milk 2L',
      isInactive: true,
      rowVersion: 3,
    });
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      isInactive: true,
      rowVersion: 3,
      _syncState: 'synced',
    });
    expect(await client.mirror.pendingCount()).toBe(0);
    await client.engine.stop();
  });

  it("sends one record's writes strictly in order, each on the rowVersion the server last answered", async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport });
    client.signals.emit('offline');
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Flour' });
    await client.writes.updateRecord('products', id, { weight: 12.5 });
    await client.writes.deleteRecord('products', id);
    await client.writes.restoreRecord('products', id);
    await client.writes.updateRecord('products', id, { productName: 'Plain Flour' });
    expect(transport.sent).toEqual([]);
    client.signals.emit('online');
    await client.engine.syncNow();
    // Each goes in its own batch: the next one is based on the version the one before made.
    expect(transport.sent.filter((sent) => sent.method !== 'GET').map((sent) => sent.path)).toEqual(
      Array(5).fill('/api/v1/batch'),
    );
    const writes = writeAnswers(transport.answers);
    expect(writes.map((write) => `${write.op} ${write.section}`)).toEqual([
      'post Products',
      'partial Products',
      'delete Products',
      'restore Products',
      'partial Products',
    ]);
    expect(writes.every((write) => write.status < 300)).toBe(true);
    expect(await serverProduct(world, id)).toMatchObject({
      productName: 'Plain Flour',
      weight: 12.5,
      isInactive: false,
      rowVersion: 5,
    });
    await client.engine.stop();
  });

  it('turns a stale-rowVersion 409 into a conflict with theirs kept; the server keeps their change', async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Milk', weight: 1 });
    await client.engine.syncNow();
    client.signals.emit('offline');
    await client.writes.updateRecord('products', id, { productName: 'Oat Milk' });
    const theirs = await world.call('PATCH', '/api/v1/Products/patch/partial', {
      id,
      rowVersion: 1,
      productName: 'Cream',
    });
    expect(theirs.status).toBe(200);
    client.signals.emit('online');
    await client.engine.syncNow();
    const record = await mirrorRecord(client.mirror, 'products', id);
    expect(record).toMatchObject({
      productName: 'Oat Milk',
      _syncState: 'conflict',
      _serverVersion: { productName: 'Cream', rowVersion: 2 },
    });
    expect(record?._syncMessage).toMatch(/changed by someone else/);
    expect(await serverProduct(world, id)).toMatchObject({ productName: 'Cream', rowVersion: 2 });
    await client.engine.syncNow();
    expect(await serverProduct(world, id)).toMatchObject({ productName: 'Cream', rowVersion: 2 });
    expect(client.engine.status.get().pending).toBe(1);
    await client.engine.stop();
  });

  it('merges a 409 whose server change touches none of my fields: my edit lands on theirs in the same round', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport });
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Milk', weight: 1 });
    await client.engine.syncNow();
    client.signals.emit('offline');
    await client.writes.updateRecord('products', id, { productName: 'Oat Milk' });
    // Someone else (a scheduler's bookkeeping, another user) writes another field meanwhile.
    expect(
      (await world.call('PATCH', '/api/v1/Products/patch/partial', { id, rowVersion: 1, weight: 7 })).status,
    ).toBe(200);
    client.signals.emit('online');
    await client.engine.syncNow();
    expect(writeAnswers(transport.answers).map((write) => write.status)).toEqual([201, 409, 200]);
    expect(await serverProduct(world, id)).toMatchObject({
      productName: 'Oat Milk',
      weight: 7,
      rowVersion: 3,
    });
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      productName: 'Oat Milk',
      weight: 7,
      rowVersion: 3,
      _syncState: 'synced',
    });
    expect(client.engine.status.get()).toMatchObject({ pending: 0, lastError: null });
    await client.engine.stop();
  });

  it('still turns a 409 into a conflict when the server changed one of my fields among others', async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Milk', weight: 1 });
    await client.engine.syncNow();
    client.signals.emit('offline');
    await client.writes.updateRecord('products', id, { productName: 'Oat Milk' });
    await client.writes.updateRecord('products', id, { weight: 3 });
    expect(
      (
        await world.call('PATCH', '/api/v1/Products/patch/partial', {
          id,
          rowVersion: 1,
          weight: 7,
          abbreviation: 'MK',
        })
      ).status,
    ).toBe(200);
    client.signals.emit('online');
    await client.engine.syncNow();
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      productName: 'Oat Milk',
      weight: 3,
      _syncState: 'conflict',
      _serverVersion: { weight: 7, rowVersion: 2 },
    });
    expect(await serverProduct(world, id)).toMatchObject({ productName: 'Milk', weight: 7, rowVersion: 2 });
    await client.engine.stop();
  });

  it("resolves 'keep mine' by re-applying my fields on the server's current version", async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Milk', weight: 1 });
    await client.engine.syncNow();
    await world.call('PATCH', '/api/v1/Products/patch/partial', {
      id,
      rowVersion: 1,
      productName: 'Cream',
      weight: 2,
    });
    await client.writes.updateRecord('products', id, { productName: 'Oat Milk' });
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', id))?._syncState).toBe('conflict');
    expect(await client.engine.resolveConflict('products', id, 'keep-mine')).toBe(true);
    await client.engine.syncNow();
    expect(await serverProduct(world, id)).toMatchObject({
      productName: 'Oat Milk',
      weight: 2,
      rowVersion: 3,
    });
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      productName: 'Oat Milk',
      weight: 2,
      rowVersion: 3,
      _syncState: 'synced',
    });
    await client.engine.stop();
  });

  it("resolves 'take theirs' by replacing the mirror with the server's record and dropping my writes", async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Milk' });
    await client.engine.syncNow();
    await world.call('DELETE', '/api/v1/Products/delete', { id, rowVersion: 1 });
    await client.writes.updateRecord('products', id, { productName: 'Oat Milk' });
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', id))?._syncState).toBe('conflict');
    await client.engine.resolveConflict('products', id, 'take-theirs');
    expect(await client.mirror.pendingCount()).toBe(0);
    const server = await serverProduct(world, id);
    const { _cachedAt, ...mirrored } = (await mirrorRecord(client.mirror, 'products', id)) ?? {
      _cachedAt: 0,
    };
    expect(mirrored).toEqual({ ...server, _syncState: 'synced' });
    await client.engine.stop();
  });

  it("turns queued edits into a conflict when a retried create comes back with someone else's change", async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, firstOf('POST', ['reset']));
    const client = testClient(world, { transport });
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Rye', weight: 1 });
    await client.writes.updateRecord('products', id, { weight: 2 });
    await client.engine.syncNow();
    // The create committed but its answer was lost; a refresh brings the record (the queued
    // writes are rebased on it), then someone else edits it.
    await client.engine.pullEntity('products');
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      rowVersion: 1,
      weight: 2,
      _syncState: 'pending',
    });
    expect(
      (await world.call('PATCH', '/api/v1/Products/patch/partial', { id, rowVersion: 1, weight: 9 })).status,
    ).toBe(200);
    await client.engine.syncNow();
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      weight: 2,
      _syncState: 'conflict',
      _serverVersion: { weight: 9, rowVersion: 2 },
    });
    expect(await serverProduct(world, id)).toMatchObject({ weight: 9, rowVersion: 2 });
    await client.engine.stop();
  });

  it("marks a 422 failed with the server's message and errors; the other writes go on", async () => {
    const world = await smallWorld();
    const client = testClient(world);
    await client.engine.start();
    const bad = await client.writes.createRecord('products', {
      productName: 'Heavy',
      // Not a number: the services answer 422.
      weight: 'very heavy' as unknown as number,
    });
    const good = await client.writes.createRecord('products', { productName: 'Light', weight: 1 });
    await client.writes.updateRecord('products', bad, { abbreviation: 'HV' });
    await client.engine.syncNow();
    const failed = await mirrorRecord(client.mirror, 'products', bad);
    expect(failed).toMatchObject({
      _syncState: 'failed',
      _syncMessage: 'The Product has an invalid field: weight',
    });
    expect(failed?._syncErrors).toEqual([{ field: 'weight', message: expect.any(String) }]);
    expect((await mirrorRecord(client.mirror, 'products', good))?._syncState).toBe('synced');
    expect((await world.call('GET', `/api/v1/Products/get/${bad}`)).status).toBe(404);
    expect(client.engine.status.get()).toMatchObject({ pending: 2, lastError: null });
    await client.writes.updateRecord('products', bad, { weight: 40 });
    await client.engine.syncNow();
    expect(await serverProduct(world, bad)).toMatchObject({
      productName: 'Heavy',
      abbreviation: 'HV',
      weight: 40,
    });
    expect((await mirrorRecord(client.mirror, 'products', bad))?._syncState).toBe('synced');
    await client.engine.stop();
  });

  it('keeps going past a record whose write meets a 5xx, and retries it later', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, firstOf('POST', ['error500']));
    // One write a batch, so the 5xx meets the first write only.
    const client = testClient(world, { transport, options: { pushBatchSize: 1 } });
    await client.engine.start();
    const first = await client.writes.createRecord('products', { productName: 'First' });
    const second = await client.writes.createRecord('products', { productName: 'Second' });
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', first))?._syncState).toBe('pending');
    expect((await mirrorRecord(client.mirror, 'products', second))?._syncState).toBe('synced');
    expect(client.engine.status.get().lastError).toBe('500: Injected proxy failure');
    await client.engine.syncNow();
    expect((await mirrorRecord(client.mirror, 'products', first))?._syncState).toBe('synced');
    await client.engine.stop();
  });
});

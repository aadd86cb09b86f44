import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import { faultyTransport, writeAnswers } from './faulty-transport';
import { mirrorRecord, smallWorld, testClient, type World } from './sync-world';

async function seedProducts(world: World, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await world.call('POST', '/api/v1/Products/post', {
      productName: `Product ${index}`,
      sortNumber: index,
    });
    ids.push(String(answer.body.id));
  }
  return ids;
}

describe('pull', () => {
  it('pages through the changes from the stored cursor, then asks only for what changed since', async () => {
    const world = await smallWorld();
    const ids = await seedProducts(world, 5);
    const transport = faultyTransport(world.transport);
    const mirror = createMemoryMirrorPort();
    const client = testClient(world, { transport, mirror, options: { pageSize: 2 } });
    await client.engine.start();
    await client.engine.syncNow();
    const pulls = () =>
      transport.sent.filter((sent) => sent.path.includes('/changes')).map((sent) => sent.path);
    expect(pulls()[0]).toBe('/api/v1/Products/changes?after=0&take=2');
    const pages = transport.answers
      .filter((answer) => answer.path.includes('/changes'))
      .map((answer) => answer.body);
    expect(pages.slice(0, 3)).toMatchObject([{ hasMore: true }, { hasMore: true }, { hasMore: false }]);
    expect(
      mirror
        .records('products')
        .map((record) => record.id)
        .sort(),
    ).toEqual([...ids].sort());
    const cursor = (await mirror.transact(['products'], (tx) => tx.getEntityState('products')))?.cursor;
    expect(cursor).not.toBe('0');

    const target = ids[2] ?? '';
    await world.call('PATCH', '/api/v1/Products/patch/partial', {
      id: target,
      rowVersion: 1,
      productName: 'Renamed',
    });
    transport.sent.length = 0;
    transport.answers.length = 0;
    await client.engine.syncNow();
    expect(pulls()).toEqual([`/api/v1/Products/changes?after=${cursor ?? ''}&take=2`]);
    expect(transport.answers.find((answer) => answer.path.includes('/changes'))?.body).toMatchObject({
      data: [{ id: target, productName: 'Renamed' }],
    });
    expect(await mirrorRecord(mirror, 'products', target)).toMatchObject({
      productName: 'Renamed',
      rowVersion: 2,
      _syncState: 'synced',
    });
    await client.engine.stop();
  });

  it('reports the first full pull as progress from 0 to 1', async () => {
    const world = await smallWorld();
    await seedProducts(world, 6);
    const client = testClient(world, { entities: ['products', 'locations'], options: { pageSize: 2 } });
    const seen: number[] = [];
    client.engine.status.subscribe((status) => seen.push(status.firstPull.progress));
    await client.engine.start();
    await client.engine.syncNow();
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.some((progress) => progress > 0 && progress < 1)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(client.engine.status.get().firstPull).toEqual({ done: true, progress: 1 });
    await client.engine.stop();
  });

  it('opens a round with one batched pull of every section, counts included, and goes on with the sections that have more', async () => {
    const world = await smallWorld();
    const ids = await seedProducts(world, 5);
    const transport = faultyTransport(world.transport);
    const client = testClient(world, {
      transport,
      entities: ['products', 'locations'],
      options: { pageSize: 2 },
    });
    const seen: number[] = [];
    client.engine.status.subscribe((status) => seen.push(status.firstPull.progress));
    await client.engine.start();
    await client.engine.syncNow();
    const pulls = transport.sent.filter((sent) => /\/(pull|changes|get\/count)/.test(sent.path));
    expect(pulls[0]).toMatchObject({ method: 'POST', path: '/api/v1/pull' });
    expect(transport.answers[0]?.sent).toEqual({
      sections: [
        { section: 'Products', after: '0', count: true },
        { section: 'Locations', after: '0', count: true },
      ],
      take: 2,
    });
    // No count calls; products go on from the batch's cursor on their own calls, locations were done.
    const batch = transport.answers[0]?.body as { results: { body: { cursor: string } }[] };
    expect(pulls.slice(1, 3).map((sent) => sent.path)).toEqual([
      `/api/v1/Products/changes?after=${batch.results[0]?.body.cursor ?? ''}&take=2`,
      expect.stringMatching(/^\/api\/v1\/Products\/changes\?after=\d+&take=2$/),
    ]);
    const records = await client.mirror.transact(['products'], (tx) => tx.getRecords('products', ids));
    expect(records.every((record) => record?._syncState === 'synced')).toBe(true);
    expect(seen.some((progress) => progress > 0 && progress < 1)).toBe(true);
    expect(client.engine.status.get().firstPull).toEqual({ done: true, progress: 1 });

    // Later rounds open with one request, and nothing more when nothing changed.
    transport.sent.length = 0;
    await client.engine.syncNow();
    expect(transport.sent.map((sent) => `${sent.method} ${sent.path}`)).toEqual(['POST /api/v1/pull']);
    await client.engine.stop();
  });

  it('pulls section by section, counting beside, from services without the batched pull', async () => {
    const world = await smallWorld();
    const ids = await seedProducts(world, 3);
    const transport = faultyTransport(async (request) =>
      new URL(request.url).pathname === '/api/v1/pull'
        ? Response.json({ message: 'Nothing is here' }, { status: 404 })
        : world.transport(request),
    );
    const client = testClient(world, {
      transport,
      entities: ['products', 'locations'],
      options: { pageSize: 2 },
    });
    await client.engine.start();
    await client.engine.syncNow();
    const paths = transport.sent.map((sent) => sent.path);
    expect(paths.filter((path) => path.includes('/get/count'))).toHaveLength(2);
    expect(
      (await client.mirror.transact(['products'], (tx) => tx.getRecords('products', ids))).map(
        (record) => record?.id,
      ),
    ).toEqual(ids);
    expect(client.engine.status.get().firstPull).toEqual({ done: true, progress: 1 });
    // It remembers: the next round asks no batched pull.
    transport.sent.length = 0;
    await client.engine.syncNow();
    expect(transport.sent.some((sent) => sent.path === '/api/v1/pull')).toBe(false);
    await client.engine.stop();
  });

  it('never lets a pulled row overwrite pending writes: it rebases them, and the push then succeeds honestly', async () => {
    const world = await smallWorld();
    const [id = ''] = await seedProducts(world, 1);
    const transport = faultyTransport(world.transport, (request) =>
      request.method === 'GET' ? 'pass' : 'error500',
    );
    const client = testClient(world, { transport });
    await client.engine.start();
    await client.engine.syncNow();
    await client.writes.updateRecord('products', id, { productName: 'Mine' });
    await world.call('PATCH', '/api/v1/Products/patch/partial', { id, rowVersion: 1, weight: 9 });
    await client.engine.syncNow();
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      productName: 'Mine',
      weight: 9,
      rowVersion: 2,
      _syncState: 'pending',
    });
    transport.plan(() => 'pass');
    await client.engine.syncNow();
    const patch = writeAnswers(transport.answers).find((write) => write.op === 'partial');
    expect(patch?.status).toBe(200);
    expect((await world.call('GET', `/api/v1/Products/get/${id}`)).body).toMatchObject({
      productName: 'Mine',
      weight: 9,
      rowVersion: 3,
    });
    await client.engine.stop();
  });

  it('turns a pulled row that changed a pending field differently into a conflict', async () => {
    const world = await smallWorld();
    const [id = ''] = await seedProducts(world, 1);
    const transport = faultyTransport(world.transport, (request) =>
      request.method === 'GET' ? 'pass' : 'error500',
    );
    const client = testClient(world, { transport });
    await client.engine.start();
    await client.engine.syncNow();
    await client.writes.updateRecord('products', id, { productName: 'Mine' });
    await world.call('PATCH', '/api/v1/Products/patch/partial', { id, rowVersion: 1, productName: 'Theirs' });
    await client.engine.syncNow();
    expect(await mirrorRecord(client.mirror, 'products', id)).toMatchObject({
      productName: 'Mine',
      _syncState: 'conflict',
      _serverVersion: { productName: 'Theirs', rowVersion: 2 },
      _syncMessage: 'This Product was changed by someone else.',
    });
    await client.engine.stop();
  });

  it('pulls one entity on request', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport, entities: [] });
    await client.engine.start();
    await client.engine.syncNow();
    const answer = await world.call('POST', '/api/v1/Locations/post', { locationName: 'Depot' });
    await client.engine.pullEntity('customer-locations');
    expect(transport.sent.map((sent) => sent.path)).toEqual(['/api/v1/Locations/changes?after=0&take=1000']);
    expect(await mirrorRecord(client.mirror, 'locations', String(answer.body.id))).toMatchObject({
      locationName: 'Depot',
      _syncState: 'synced',
    });
    await client.engine.stop();
  });

  it('skips a section the user may not see instead of failing the round', async () => {
    const world = await smallWorld();
    const client = testClient(world, { entities: ['journeys', 'products'] });
    await client.engine.start();
    const status = await client.engine.syncNow();
    expect(status).toMatchObject({ lastError: null, retryAt: null, firstPull: { done: true, progress: 1 } });
    await client.engine.stop();
  });
});

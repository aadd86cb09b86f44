import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { MirrorPort } from '../../sync/ports';
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
    for (let index = 0; index < 20; index += 1) ids.push(await client.writes.createRecord('products', { productName: `Batch ${index}` }));
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
    expect((await world.call('GET', `/api/v1/Products/get/${renamed}`)).body).toMatchObject({ productName: 'Renamed twice', rowVersion: 3 });
    expect(await mirrorRecord(client.mirror, 'products', renamed)).toMatchObject({ productName: 'Renamed twice', rowVersion: 3, _syncState: 'synced' });
    await client.engine.stop();
  });
});

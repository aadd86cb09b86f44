import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import { startSyncClient, type PageSignals, type WorkerLike } from '../../src/data/sync-client';
import { memoryLocks } from '../../sync/leadership';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { SyncStatus } from '../../sync/sync-status';
import { createSyncWorkerApi } from '../../sync/sync-worker-api';
import { manualTime, until } from './manual-time';
import { BASE_URL, smallWorld } from './sync-world';

// The page and the worker talk over a real message channel through comlink, typed end to end.
async function setUp() {
  const world = await smallWorld();
  const mirror = createMemoryMirrorPort();
  const time = manualTime();
  const { port1, port2 } = new MessageChannel();
  expose(
    createSyncWorkerApi({
      mirror,
      transport: world.transport,
      clock: time,
      timers: time,
      random: () => 0.5,
      leadership: memoryLocks(),
      online: true,
      options: { baseUrl: BASE_URL },
    }),
    port2,
  );
  let terminated = false;
  const worker: WorkerLike = Object.assign(port1, {
    terminate: () => {
      terminated = true;
      port1.close();
    },
  });
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const page: PageSignals = { window: windowTarget, document: documentTarget, isOnline: () => true };
  const client = startSyncClient(() => worker, page);
  return {
    world,
    mirror,
    client,
    page: { window: windowTarget, document: documentTarget },
    isTerminated: () => terminated,
  };
}

describe('sync client', () => {
  it('starts the engine in the worker, syncs for the session it is given, and streams the status', async () => {
    const { world, mirror, client } = await setUp();
    const seen: SyncStatus[] = [];
    const unsubscribe = client.subscribe((status) => seen.push(status));
    expect(await client.api.getStatus()).toMatchObject({ lastSyncedAt: null });
    await world.call('POST', '/api/v1/Products/post', { productName: 'Pulled through the worker' });
    await client.setSession({
      token: world.token,
      permissions: 'products.edit',
      subscriptionCode: 'SUPP',
      expiresOn: '2999-01-01T00:00:00Z',
    });
    await until(() => seen.some((status) => status.lastSyncedAt !== null), 'a status with a finished sync');
    expect(mirror.records('products').map((record) => record.productName)).toEqual([
      'Pulled through the worker',
    ]);
    expect(seen.at(-1)).toMatchObject({ leader: true, online: true, firstPull: { done: true } });
    unsubscribe();
    const status = await client.api.syncNow();
    expect(status.lastError).toBeNull();
    await client.close();
  });

  it("forwards the page's online, offline and visibility changes", async () => {
    const { world, client, page, isTerminated } = await setUp();
    await client.setSession({ token: world.token, permissions: 'products', subscriptionCode: 'SUPP' });
    page.window.dispatchEvent(new Event('offline'));
    await until(async () => !(await client.api.getStatus()).online, 'offline in the worker');
    page.window.dispatchEvent(new Event('online'));
    await until(async () => (await client.api.getStatus()).online, 'online in the worker');
    page.document.dispatchEvent(new Event('visibilitychange'));
    await until(async () => !(await client.api.getStatus()).running, 'the round after the tab was shown');
    expect((await client.api.getStatus()).online).toBe(true);
    await client.close();
    expect(isTerminated()).toBe(true);
  });

  it('ends the worker when the page is unloaded for good, not when it goes into the back-forward cache', async () => {
    const { world, client, page, isTerminated } = await setUp();
    await client.setSession({ token: world.token, permissions: 'products', subscriptionCode: 'SUPP' });
    page.window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(isTerminated()).toBe(false);
    expect((await client.api.getStatus()).online).toBe(true);
    page.window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    expect(isTerminated()).toBe(true);
    // Closing afterwards asks nothing of the ended worker, so it cannot hang.
    await client.close();
  });
});

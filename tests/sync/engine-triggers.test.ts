import { describe, expect, it } from 'vitest';
import { memoryLocks } from '../../sync/leadership';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { SyncSignal } from '../../sync/ports';
import { faultyTransport } from './faulty-transport';
import { until } from './manual-time';
import { mirrorRecord, smallWorld, testClient } from './sync-world';

const changesCalls = (transport: { sent: { path: string }[] }) =>
  transport.sent.filter((sent) => sent.path.includes('/changes')).length;

describe('retries', () => {
  it('backs off exponentially with full jitter on network errors, capped at a minute, and recovers', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, () => 'drop');
    const client = testClient(world, { transport, random: () => 0.5 });
    await client.engine.start();
    await client.engine.syncNow();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await until(() => client.time.waiting().length === 1, 'a retry timer');
      delays.push(client.time.waiting()[0] ?? -1);
      if (attempt === 7) break;
      const before = transport.sent.length;
      client.time.fireNext();
      await until(
        () =>
          transport.sent.length > before &&
          !client.engine.status.get().running &&
          client.time.waiting().length === 1,
        'the retry',
      );
    }
    // random 0.5 → half of 1 s, 2 s, 4 s ... capped at 60 s
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(client.engine.status.get()).toMatchObject({
      retryAt: client.time.now() + 30_000,
      lastError: expect.stringContaining('Network error'),
    });

    transport.plan(() => 'pass');
    client.time.fireNext();
    await until(
      () => client.engine.status.get().retryAt === null && !client.engine.status.get().running,
      'recovery',
    );
    expect(client.time.waiting()).toEqual([60_000]);
    expect(client.engine.status.get()).toMatchObject({ lastError: null, lastSyncedAt: client.time.now() });
    await client.engine.stop();
  });

  it('a user\'s "sync now" forgets the backoff and tries at once', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, () => 'drop');
    const client = testClient(world, { transport });
    await client.engine.start();
    await client.engine.syncNow();
    await client.engine.syncNow();
    transport.plan(() => 'pass');
    const status = await client.engine.syncNow();
    expect(status).toMatchObject({ retryAt: null, lastError: null });
  });
});

describe('the network coming back', () => {
  // A driver once waited about 30 s for "All changes sent" after reconnecting (issue 26): the
  // engine sat out its backoff. A sign the network is back sends the waiting writes at once;
  // the manual clock never moves in these tests, so no backoff timer can fire.
  it('a request that gets through (a list refresh) while rounds wait on their backoff sends the waiting write at once', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport, () => 'drop');
    const client = testClient(world, { transport, random: () => 0.5 });
    await client.engine.start();
    await client.engine.syncNow();
    // Three more failed rounds: the wait is 4 s now (half of its ceiling), and growing.
    for (let i = 0; i < 3; i += 1) {
      const before = transport.sent.length;
      client.time.fireNext();
      await until(
        () =>
          transport.sent.length > before &&
          !client.engine.status.get().running &&
          client.time.waiting().length === 1,
        'the retry',
      );
    }
    const id = await client.writes.createRecord('products', {
      productName: 'Delivered while the network was out',
    });
    await until(
      () => client.engine.status.get().retryAt !== null && !client.engine.status.get().running,
      'a backoff wait',
    );
    expect(client.time.waiting()).toEqual([4000]);

    transport.plan(() => 'pass');
    await client.engine.pullEntity('products');
    await until(
      async () => (await mirrorRecord(client.mirror, 'products', id))?._syncState === 'synced',
      'the push without waiting',
    );
    await until(() => !client.engine.status.get().running, 'the round');
    expect(client.engine.status.get()).toMatchObject({ retryAt: null, lastError: null, pending: 0 });
    expect(client.time.waiting()).toEqual([60_000]);
    await client.engine.stop();
  });

  it('the online event during a round that then fails runs another round at once instead of waiting out a backoff', async () => {
    const world = await smallWorld();
    let hold: ((response: Promise<Response>) => void) | null = null;
    const transport = faultyTransport(async (request) => {
      if (hold === null && request.method === 'POST')
        return new Promise<Response>(
          (resolve) => (hold = (answer) => void answer.then(resolve, () => resolve(Response.error()))),
        );
      return world.transport(request);
    });
    const client = testClient(world, { transport, random: () => 0.5 });
    await client.engine.start();
    await until(
      () => client.engine.status.get().lastSyncedAt !== null && !client.engine.status.get().running,
      'the start round',
    );
    const id = await client.writes.createRecord('products', { productName: 'Sent as the network came back' });
    await until(() => hold !== null, 'the push in flight');
    // The network comes back while the push is still out; then that push fails.
    client.signals.emit('online');
    (hold as unknown as (response: Promise<Response>) => void)(
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await until(
      async () => (await mirrorRecord(client.mirror, 'products', id))?._syncState === 'synced',
      'the push without waiting',
    );
    await until(() => !client.engine.status.get().running, 'the round');
    expect(client.engine.status.get()).toMatchObject({ retryAt: null, pending: 0 });
    await client.engine.stop();
  });
});

describe('triggers', () => {
  it('syncs on start, then on the periodic timer', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport });
    await client.engine.start();
    await until(() => client.engine.status.get().lastSyncedAt !== null, 'the start round');
    expect(changesCalls(transport)).toBe(1);
    expect(client.time.waiting()).toEqual([60_000]);
    client.time.advance(60_000);
    await until(
      () => changesCalls(transport) === 2 && !client.engine.status.get().running,
      'the periodic round',
    );
    await client.engine.stop();
    expect(client.time.waiting()).toEqual([]);
  });

  it('pauses while offline, and syncs when the network comes back', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport });
    client.signals.emit('offline');
    await client.engine.start();
    const id = await client.writes.createRecord('products', { productName: 'Offline Milk' });
    await client.engine.syncNow();
    expect(transport.sent).toEqual([]);
    expect(client.time.waiting()).toEqual([]);
    expect(client.engine.status.get()).toMatchObject({ online: false, pending: 1 });
    client.signals.emit('online');
    await until(
      async () => (await mirrorRecord(client.mirror, 'products', id))?._syncState === 'synced',
      'the push after reconnecting',
    );
    expect(client.engine.status.get()).toMatchObject({ online: true });
    client.signals.emit('offline');
    expect(client.time.waiting()).toEqual([]);
    await client.engine.stop();
  });

  it('syncs when the tab is visible again, and when a write is queued', async () => {
    const world = await smallWorld();
    const transport = faultyTransport(world.transport);
    const client = testClient(world, { transport });
    await client.engine.start();
    await until(
      () => client.engine.status.get().lastSyncedAt !== null && !client.engine.status.get().running,
      'the start round',
    );
    client.signals.emit('visible');
    await until(
      () => changesCalls(transport) === 2 && !client.engine.status.get().running,
      'the round on visibility',
    );
    expect(changesCalls(transport)).toBe(2);
    const id = await client.writes.createRecord('products', { productName: 'Announced' });
    await until(
      async () => (await mirrorRecord(client.mirror, 'products', id))?._syncState === 'synced',
      'the push of the write',
    );
    expect(transport.sent.filter((sent) => sent.method === 'POST')).toHaveLength(1);
    await client.engine.stop();
  });
});

describe('401 per the error catalogue', () => {
  it('an expired token asks for a new login; a refused one that has not expired is only logged', async () => {
    const world = await smallWorld();
    const expired = testClient(world, { token: () => 'not-a-token', expiresOn: '2000-01-01T00:00:00Z' });
    await expired.engine.start();
    expect((await expired.engine.syncNow()).auth).toBe('token-expired');
    const refused = testClient(world, { token: () => 'not-a-token', expiresOn: '2999-01-01T00:00:00Z' });
    await refused.engine.start();
    expect((await refused.engine.syncNow()).auth).toBe('token-refused');
    await expired.engine.stop();
    await refused.engine.stop();
  });

  it('a 401 after the user logged out is "not logged in"; with no session nothing is sent', async () => {
    const world = await smallWorld();
    let token: string | null = 'stale-token';
    const transport = faultyTransport(async (request) => {
      const response = await world.transport(request);
      if (response.status === 401) token = null;
      return response;
    });
    const client = testClient(world, { transport, token: () => token });
    await client.engine.start();
    expect((await client.engine.syncNow()).auth).toBe('not-logged-in');
    const sent = transport.sent.length;
    await client.engine.syncNow();
    expect(transport.sent.length).toBe(sent);
    token = world.token;
    client.signals.emit('sync-now');
    await until(
      () => client.engine.status.get().auth === null && client.engine.status.get().lastSyncedAt !== null,
      'the sync with a new session',
    );
    await client.engine.stop();
  });
});

describe('leadership', () => {
  it('lets one tab sync; another waits, relays "sync now", and takes over when the leader closes', async () => {
    const world = await smallWorld();
    const locks = memoryLocks();
    const mirror = createMemoryMirrorPort();
    const relayed: SyncSignal[] = [];
    const transportA = faultyTransport(world.transport);
    const transportB = faultyTransport(world.transport);
    const a = testClient(world, { mirror, leadership: locks, transport: transportA });
    const b = testClient(world, {
      mirror,
      leadership: locks,
      transport: transportB,
      relay: (signal) => relayed.push(signal),
    });
    await a.engine.start();
    await b.engine.start();
    await until(() => a.engine.status.get().lastSyncedAt !== null, "the leader's first round");
    expect(a.engine.status.get().leader).toBe(true);
    expect(b.engine.status.get().leader).toBe(false);

    const id = await b.writes.createRecord('products', { productName: 'From tab B' });
    await b.engine.syncNow();
    expect(relayed).toContain('sync-now');
    expect(transportB.sent).toEqual([]);
    a.signals.emit('outbox');
    await until(
      async () => (await mirrorRecord(mirror, 'products', id))?._syncState === 'synced',
      "the leader pushing the other tab's write",
    );

    const second = await b.writes.createRecord('products', { productName: 'After the leader left' });
    await a.engine.stop();
    expect(a.engine.status.get().leader).toBe(false);
    await until(() => b.engine.status.get().leader, 'tab B taking over');
    await until(
      async () => (await mirrorRecord(mirror, 'products', second))?._syncState === 'synced',
      'tab B pushing',
    );
    expect(transportB.sent.some((sent) => sent.method === 'POST')).toBe(true);
    expect((await world.call('GET', '/api/v1/Products/get/count')).body.count).toBe(2);
    await b.engine.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createWritePath } from '../../src/data/write-path';
import { memoryLocks } from '../../sync/leadership';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { OutboxOwner } from '../../sync/outbox-owner';
import type { SyncAuth, Transport } from '../../sync/ports';
import { createSignalHub } from '../../sync/signal-hub';
import { createSyncEngine } from '../../sync/sync-engine';
import { manualTime } from './manual-time';
import { BASE_URL, smallWorld, type World } from './sync-world';

const A: OutboxOwner = { userID: 'user1', companyAccountID: 'comp1', userName: 'sync@bulktrade.test' };
const B: OutboxOwner = { userID: 'userB', companyAccountID: 'comp2', userName: 'b@other.test' };

/** The small world plus a second company whose user may edit products. */
async function twoCompanies(): Promise<World & { tokenB: string }> {
  const world = await smallWorld();
  await seedUser({
    store: world.store,
    company: { id: 'comp2', companyName: 'Other Wholesale', subscriptionCode: 'SUPP' },
    user: { id: 'userB', userName: B.userName, permissions: 'products.edit', isGlobalAdmin: false },
    password: 'Other-password1!',
    passwordIterations: 1000,
  });
  return { ...world, tokenB: await signInForToken(world.app, B.userName, 'Other-password1!') };
}

async function productAs(world: World, token: string, id: string): Promise<number> {
  const response = await world.app.request(`${BASE_URL}/api/v1/Products/get/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** One device: a shared mirror, an engine syncing for whoever is signed in, a write path stamping them. */
function sharedDevice(world: World, transport: Transport = world.transport, pushBatchSize?: number) {
  const mirror = createMemoryMirrorPort();
  const time = manualTime();
  const signals = createSignalHub(true);
  let signedIn: (SyncAuth & { owner: OutboxOwner }) | null = null;
  const sent: { method: string; path: string; authorization: string | null; body: string }[] = [];
  const recording: Transport = async (request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: await request.clone().text(),
    });
    return transport(request);
  };
  const engine = createSyncEngine(
    {
      mirror,
      transport: recording,
      clock: time,
      timers: time,
      random: () => 0.5,
      auth: () => signedIn,
      leadership: memoryLocks(),
      signals,
    },
    {
      baseUrl: BASE_URL,
      entities: () => ['products'],
      ...(pushBatchSize === undefined ? {} : { pushBatchSize }),
    },
  );
  const writes = createWritePath({
    mirror,
    now: () => time.now(),
    announce: () => undefined,
    owner: () => signedIn?.owner ?? null,
  });
  return {
    mirror,
    engine,
    writes,
    sent,
    signIn(owner: OutboxOwner, token: string) {
      signedIn = {
        token,
        expiresOn: null,
        userID: owner.userID,
        companyAccountID: owner.companyAccountID,
        userName: owner.userName,
        owner,
      };
    },
  };
}

describe("a shared device sends each person's work only with their own session", () => {
  it("keeps A's unsent product aside while B of another company syncs, and sends it once when A signs in again", async () => {
    const world = await twoCompanies();
    const device = sharedDevice(world);
    device.signIn(A, 'a-token-that-ran-out');
    const id = await device.writes.createRecord('products', { productName: 'Offline Oat Milk' });
    await device.engine.start();
    // A's session has run out: the push is refused, the write stays queued.
    expect((await device.engine.syncNow()).auth).not.toBeNull();
    expect(await device.mirror.pendingCount()).toBe(1);

    device.signIn(B, world.tokenB);
    await device.engine.syncNow();
    const sentWithB = device.sent.filter(
      (request) => request.authorization === `Bearer ${world.tokenB}` && request.method !== 'GET',
    );
    expect(sentWithB.filter((request) => request.body.includes(id))).toEqual([]);
    expect(await productAs(world, world.tokenB, id)).toBe(404);
    expect(await productAs(world, world.token, id)).toBe(404);
    expect(await device.mirror.pendingCount()).toBe(1);

    device.signIn(A, world.token);
    await device.engine.syncNow();
    expect(await productAs(world, world.token, id)).toBe(200);
    expect(await productAs(world, world.tokenB, id)).toBe(404);
    expect(await device.mirror.pendingCount()).toBe(0);
    const posts = device.sent.filter((request) => request.method === 'POST' && request.body.includes(id));
    expect(posts.map((request) => request.authorization)).toEqual([
      'Bearer a-token-that-ran-out',
      `Bearer ${world.token}`,
    ]);
    await device.engine.stop();
  });

  it("never lets the next person's token carry the rest of a round that began for the one before", async () => {
    const world = await twoCompanies();
    let device: ReturnType<typeof sharedDevice> | null = null;
    // Fault: B signs in on the device while A's first write is on its way.
    const switching: Transport = async (request) => {
      const answer = await world.transport(request);
      if (request.method === 'POST') device?.signIn(B, world.tokenB);
      return answer;
    };
    device = sharedDevice(world, switching, 1);
    device.signIn(A, world.token);
    const first = await device.writes.createRecord('products', { productName: 'First' });
    const second = await device.writes.createRecord('products', { productName: 'Second' });
    await device.engine.start();
    await device.engine.syncNow();
    expect(
      device.sent.filter(
        (request) => request.authorization === `Bearer ${world.tokenB}` && request.method !== 'GET',
      ),
    ).toEqual([]);
    expect(await productAs(world, world.token, first)).toBe(200);
    expect(await productAs(world, world.tokenB, second)).toBe(404);
    expect(await device.mirror.pendingCount()).toBe(1);
    await device.engine.stop();
  });

  it("stamps a kept conflict's requeued writes as the person who resolved it", async () => {
    const world = await twoCompanies();
    const device = sharedDevice(world);
    device.signIn(A, world.token);
    const id = await device.writes.createRecord('products', { productName: 'Milk' });
    await device.engine.start();
    await device.engine.syncNow();
    // Someone else changes the name on the server; A's offline change of it conflicts.
    const current = await world.call('GET', `/api/v1/Products/get/${id}`);
    await world.call('PATCH', '/api/v1/Products/patch/partial', {
      id,
      rowVersion: current.body.rowVersion,
      productName: 'Whole Milk',
    });
    await device.writes.updateRecord('products', id, { productName: 'Skim Milk' });
    await device.engine.syncNow();
    expect(await device.engine.resolveConflict('products', id, 'keep-mine')).toBe(true);
    expect(await device.mirror.outbox()).toEqual([expect.objectContaining({ recordID: id, ...A })]);
    await device.engine.stop();
  });
});

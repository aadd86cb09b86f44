import type { Hono } from 'hono';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createServices } from '../../server/services';
import { trainingLedgerOption } from '../../server/accounting/training-ledger-connector';
import { createMemoryStore } from '../../server/store/memory-store';
import type { Store } from '../../server/store/store';
import { createWritePath, type WritePath } from '../../src/data/write-path';
import { memoryLocks } from '../../sync/leadership';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { Leadership, MirrorPort, Random, SyncLog, SyncSignal, Transport } from '../../sync/ports';
import { createSignalHub, type SignalHub } from '../../sync/signal-hub';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../sync/sync-engine';
import { manualTime, type ManualTime } from './manual-time';

export const TEST_SECRET = 'a-test-secret-that-is-at-least-32-bytes!';
export const TRAINING_TODAY = new Date('2026-11-20T00:00:00+11:00');
export const BASE_URL = 'http://bulktrade.test';

/** The reference services over a memory store, and a signed-in user's token. */
export type World = {
  store: Store;
  app: Hono;
  token: string;
  /** In-process transport: the request goes straight to app.fetch. */
  transport: Transport;
  /** A direct call to the services as the same user (the test's own view of the server). */
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
};

function worldOf(store: Store, app: Hono, token: string): World {
  return {
    store,
    app,
    token,
    transport: async (request) => app.fetch(request),
    async call(method, path, body) {
      const response = await app.request(`${BASE_URL}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

/** The canned training data, signed in as training@bulktrade.app (a global admin of comp1). */
export async function trainingWorld(): Promise<World> {
  const store = createMemoryStore();
  await seedTrainingData(store, { today: TRAINING_TODAY, passwordIterations: 1000 });
  // As training mode: its accounting service is the in-memory training ledger.
  const app = createServices({
    store,
    secret: TEST_SECRET,
    allowedRedirect: () => true,
    connectors: [trainingLedgerOption(() => undefined)],
  });
  return worldOf(store, app, await signInForToken(app, 'training@bulktrade.app', 'Training!2026'));
}

/** One company and one user who may edit products and locations; nothing else. Fast to build. */
export async function smallWorld(): Promise<World> {
  const store = createMemoryStore();
  await seedUser({
    store,
    company: { id: 'comp1', companyName: 'Sync Wholesale', subscriptionCode: 'SUPP' },
    user: {
      id: 'user1',
      userName: 'sync@bulktrade.test',
      permissions: 'products.edit,locations.edit',
      isGlobalAdmin: false,
    },
    password: 'Sync-password1!',
    passwordIterations: 1000,
  });
  const app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  return worldOf(store, app, await signInForToken(app, 'sync@bulktrade.test', 'Sync-password1!'));
}

/** One simulated tab: its mirror, its engine (on manual time), its signals and its write path. */
export type TestClient = {
  mirror: MirrorPort;
  engine: SyncEngine;
  signals: SignalHub;
  time: ManualTime;
  writes: WritePath;
};

export type TestClientOptions = {
  transport?: Transport;
  mirror?: MirrorPort;
  entities?: readonly string[];
  leadership?: Leadership;
  random?: Random;
  time?: ManualTime;
  token?: () => string | null;
  expiresOn?: string | null;
  log?: SyncLog;
  /** Client-made ids (deterministic ones make a randomized run repeatable). */
  newId?: () => string;
  /** Runs after each local write (by default it wakes this client's engine, as the sync channel does). */
  announce?: () => void;
  /** Where a non-leader sends signals (the other tabs' BroadcastChannel in a browser). */
  relay?: (signal: SyncSignal) => void;
  options?: Partial<SyncEngineOptions>;
};

/**
 * A client of the world: nothing runs until `engine.start()`; timers fire only when the
 * test moves `time`.
 * @example const a = testClient(world); await a.engine.start(); await a.engine.syncNow();
 */
export function testClient(world: World, options: TestClientOptions = {}): TestClient {
  const mirror = options.mirror ?? createMemoryMirrorPort();
  const time = options.time ?? manualTime();
  const signals = createSignalHub(true, options.relay);
  const token = options.token ?? (() => world.token);
  const engine = createSyncEngine(
    {
      mirror,
      transport: options.transport ?? world.transport,
      clock: time,
      timers: time,
      random: options.random ?? (() => 0.5),
      auth: () => {
        const current = token();
        return current === null ? null : { token: current, expiresOn: options.expiresOn ?? null };
      },
      leadership: options.leadership ?? memoryLocks(),
      signals,
      ...(options.log === undefined ? {} : { log: options.log }),
    },
    { baseUrl: BASE_URL, entities: () => options.entities ?? ['products'], ...options.options },
  );
  const writes = createWritePath({
    mirror,
    now: () => time.now(),
    newId: options.newId ?? (() => crypto.randomUUID()),
    announce: options.announce ?? (() => signals.emit('outbox')),
  });
  return { mirror, engine, signals, time, writes };
}

/** Every mirror record of an entity, read through a transaction. */
export async function mirrorRecord(mirror: MirrorPort, entity: string, id: string) {
  return mirror.transact([entity], (tx) => tx.getRecord(entity, id));
}

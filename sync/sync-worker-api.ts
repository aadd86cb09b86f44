import type { AccessSubject } from '../src/domain/permissions';
import type { ConflictChoice } from './conflict-resolution';
import type { SyncAuth, SyncSignal, Transport } from './ports';
import { relayedTransport, type Relay } from './relayed-transport';
import { createSignalHub } from './signal-hub';
import { createSyncEngine, type SyncEngineOptions, type SyncEnginePorts } from './sync-engine';
import { syncedEntities } from './synced-entities';
import type { StatusListener, SyncStatus } from './sync-status';

/** What the page tells the worker about the signed-in session. */
export type SyncSession = SyncAuth & AccessSubject;

/**
 * The sync worker's API, typed end to end: the page holds `Remote<SyncWorkerApi>` (comlink).
 * Status listeners are comlink proxies; watching answers an id to stop watching with,
 * because a returned function cannot cross the worker boundary.
 */
export type SyncWorkerApi = {
  start(): Promise<void>;
  stop(): Promise<void>;
  syncNow(): Promise<SyncStatus>;
  pullEntity(name: string): Promise<SyncStatus>;
  resolveConflict(entity: string, id: string, choice: ConflictChoice): Promise<boolean>;
  getStatus(): SyncStatus;
  watchStatus(listener: StatusListener): number;
  unwatchStatus(watchId: number): void;
  /** A new or renewed session (a new token also ends an auth pause), or null after logout. */
  setSession(session: SyncSession | null): void;
  /** The page forwards its online/offline and visibility events; writes announce themselves. */
  signal(signal: SyncSignal): void;
  /**
   * Sends every request through the page instead of the worker's own fetch (training mode: the
   * services answer in the page), or, with null, back to fetch.
   */
  useRelay(relay: Relay | null): void;
};

export type SyncWorkerDeps = Omit<SyncEnginePorts, 'auth' | 'signals'> & {
  online: boolean;
  /** Tells the leader in another tab (BroadcastChannel in the worker). */
  relay?: (signal: SyncSignal) => void;
  /** Subscribes to signals arriving from elsewhere (the worker's own events, other tabs); answers an unsubscribe. */
  listen?: (emit: (signal: SyncSignal) => void) => () => void;
  options: Omit<SyncEngineOptions, 'entities'>;
  /** Start-up chores before the engine joins the leadership queue (the mirror's cache expiry). */
  beforeStart?: () => Promise<unknown>;
};

/** The session as the engine sees it: its token, and who it is (only their own writes go with it). */
function authOf(session: SyncSession): SyncAuth {
  return {
    token: session.token,
    expiresOn: session.expiresOn ?? null,
    ...(session.userID === undefined ? {} : { userID: session.userID }),
    ...(session.companyAccountID === undefined ? {} : { companyAccountID: session.companyAccountID }),
    ...(session.userName === undefined ? {} : { userName: session.userName }),
    ...(session.deviceLocationID == null ? {} : { deviceLocationID: session.deviceLocationID }),
  };
}

/**
 * Builds the engine the worker exposes, with the session it syncs for kept here.
 * @example expose(createSyncWorkerApi({ mirror, transport: fetch, clock, timers, random, leadership, online: navigator.onLine, options }))
 */
export function createSyncWorkerApi(deps: SyncWorkerDeps): SyncWorkerApi {
  let session: SyncSession | null = null;
  const signals = createSignalHub(deps.online, deps.relay);
  deps.listen?.((signal) => signals.emit(signal));
  let relayed: Transport | null = null;
  const transport: Transport = (request) => (relayed ?? deps.transport)(request);
  const engine = createSyncEngine(
    { ...deps, transport, signals, auth: () => (session === null ? null : authOf(session)) },
    {
      ...deps.options,
      entities: () => syncedEntities(session),
      // The user's current permissions (their role may have changed since they signed in) decide what syncs.
      onAccess: ({ permissions, isGlobalAdmin, subscriptionCode }) => {
        if (session !== null) session = { ...session, permissions, isGlobalAdmin, subscriptionCode };
      },
    },
  );
  const watchers = new Map<number, () => void>();
  let nextWatch = 1;

  return {
    async start() {
      await deps.beforeStart?.().catch((error: unknown) => deps.log?.('start-up chores failed', error));
      await engine.start();
    },
    stop: () => engine.stop(),
    syncNow: () => engine.syncNow(),
    pullEntity: (name) => engine.pullEntity(name),
    resolveConflict: (entity, id, choice) => engine.resolveConflict(entity, id, choice),
    getStatus: () => engine.status.get(),
    watchStatus(listener) {
      const watchId = nextWatch;
      nextWatch += 1;
      watchers.set(watchId, engine.status.subscribe(listener));
      return watchId;
    },
    unwatchStatus(watchId) {
      watchers.get(watchId)?.();
      watchers.delete(watchId);
    },
    useRelay(relay) {
      relayed = relay === null ? null : relayedTransport(relay);
    },
    setSession(next) {
      session = next;
      if (next !== null) signals.emit('sync-now');
    },
    signal: (signal) => signals.emit(signal),
  };
}

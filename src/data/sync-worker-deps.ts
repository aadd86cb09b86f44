import { soleLeadership, webLocksLeadership } from '../../sync/leadership';
import type { SyncWorkerDeps } from '../../sync/sync-worker-api';
import { BulktradeDB } from './bulktrade-db';
import { expireCache } from './cache-expiry';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { signalOf, SYNC_CHANNEL_NAME } from './outbox-announce';

/** The parts of a worker's global scope the ports use (the project compiles against DOM types). */
export type WorkerScope = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'> & { locks?: LockManager };
  location: { origin: string };
};

/**
 * The browser's ports for the sync worker: the Dexie mirror, fetch, real time, Web Locks,
 * and signals from the worker's online/offline events and the tabs' sync channel.
 * @example expose(createSyncWorkerApi(browserSyncWorkerDeps(self)))
 */
export function browserSyncWorkerDeps(scope: WorkerScope): SyncWorkerDeps {
  // One channel object both ways: a channel never hears its own messages, so a relayed
  // "sync now" cannot come back to this worker.
  const channel = new BroadcastChannel(SYNC_CHANNEL_NAME);
  const locks = scope.navigator.locks;
  const db = new BulktradeDB();
  return {
    mirror: createDexieMirrorPort(db),
    // The spec's cache expiry runs at start-up, before anything is pulled.
    beforeStart: () => expireCache(db, Date.now()),
    transport: (request) => fetch(request),
    clock: { now: () => Date.now() },
    timers: {
      set: (callback, ms) => setTimeout(callback, ms),
      clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    random: Math.random,
    leadership: locks === undefined ? soleLeadership() : webLocksLeadership(locks),
    online: scope.navigator.onLine,
    relay: (signal) => channel.postMessage({ type: signal }),
    listen(emit) {
      const onMessage = (event: MessageEvent) => {
        const signal = signalOf(event.data);
        if (signal !== null) emit(signal);
      };
      const onOnline = () => emit('online');
      const onOffline = () => emit('offline');
      channel.addEventListener('message', onMessage);
      scope.addEventListener('online', onOnline);
      scope.addEventListener('offline', onOffline);
      return () => {
        channel.removeEventListener('message', onMessage);
        scope.removeEventListener('online', onOnline);
        scope.removeEventListener('offline', onOffline);
      };
    },
    options: { baseUrl: scope.location.origin },
    log: (message, detail) => console.info(`[sync] ${message}`, detail ?? ''),
  };
}

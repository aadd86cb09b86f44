import { proxy, releaseProxy, wrap, type Endpoint, type Remote } from 'comlink';
import type { StatusListener } from '../../sync/sync-status';
import type { Relay } from '../../sync/relayed-transport';
import type { SyncSession, SyncWorkerApi } from '../../sync/sync-worker-api';

/** The page's handle on its sync worker. */
export type SyncClient = {
  /** The worker's API, typed end to end. */
  api: Remote<SyncWorkerApi>;
  /** Status updates from this tab's engine; answers an unsubscribe. */
  subscribe(listener: StatusListener): () => void;
  setSession(session: SyncSession | null): Promise<void>;
  /** Sends the worker's requests through this relay (training mode: answered in this page), or, with null, to the network. */
  useRelay(relay: Relay | null): Promise<void>;
  /** Stops syncing (the lock passes to another tab) and ends the worker. */
  close(): Promise<void>;
};

/** What the client needs of the worker: a message endpoint it can end. */
export type WorkerLike = Endpoint & { terminate(): void };

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The page events forwarded to the worker (the page sees visibility; workers do not). */
export type PageSignals = {
  window: Events;
  document: Events & { readonly visibilityState: DocumentVisibilityState };
  isOnline(): boolean;
};

function withoutRefreshToken(session: SyncSession): SyncSession {
  const { refreshToken: _kept, ...shared } = session as SyncSession & { refreshToken?: string };
  return shared;
}

const browserWorker = (): WorkerLike =>
  new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bulktrade-sync',
  });

const browserPage = (): PageSignals => ({ window, document, isOnline: () => navigator.onLine });

/**
 * Starts the sync worker and forwards this tab's online/offline and visibility changes to it.
 * @example const sync = startSyncClient(); await sync.setSession(session); await sync.api.syncNow();
 */
export function startSyncClient(
  makeWorker: () => WorkerLike = browserWorker,
  page: PageSignals = browserPage(),
): SyncClient {
  const worker = makeWorker();
  const api = wrap<SyncWorkerApi>(worker);
  const onOnline = () => void api.signal('online');
  const onOffline = () => void api.signal('offline');
  const onVisibility = () => {
    if (page.document.visibilityState === 'visible') void api.signal('visible');
  };
  let ended = false;
  // A page unloaded for good ends its worker at once: left to the browser, the worker outlives
  // the document by moments, still leading and syncing, while the next page's worker waits for
  // the lock. What it had under way is safe to drop: the outbox keeps every unanswered write.
  const onPageHide = (event: Event) => {
    if ((event as Partial<PageTransitionEvent>).persisted === true || ended) return;
    ended = true;
    worker.terminate();
  };
  page.window.addEventListener('online', onOnline);
  page.window.addEventListener('offline', onOffline);
  page.window.addEventListener('pagehide', onPageHide);
  page.document.addEventListener('visibilitychange', onVisibility);
  void api.signal(page.isOnline() ? 'online' : 'offline');
  void api.start();

  return {
    api,
    subscribe(listener) {
      const watch = api.watchStatus(proxy(listener));
      return () => {
        void watch.then((watchId) => api.unwatchStatus(watchId));
      };
    },
    // The worker needs the token and who it is, never the refresh token that renews it.
    setSession: (session) => api.setSession(session === null ? null : withoutRefreshToken(session)),
    useRelay: (relay) => api.useRelay(relay === null ? null : proxy(relay)),
    async close() {
      page.window.removeEventListener('online', onOnline);
      page.window.removeEventListener('offline', onOffline);
      page.window.removeEventListener('pagehide', onPageHide);
      page.document.removeEventListener('visibilitychange', onVisibility);
      if (ended) return;
      ended = true;
      await api.stop();
      api[releaseProxy]();
      worker.terminate();
    },
  };
}

import type { AppUpdateState } from './pwa-api';
import { reloadHoldMessage, type ReloadHolds } from './reload-holds';

/** The app's own service worker, built by workbox-build into dist/ after the bundle. */
export const APP_WORKER_URL = '/sw.js';
/** The message a waiting worker takes as the word to take over (spec doc 1, section 7). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** How often a long-lived tab asks for a new version; client-side routing never does. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The parts of the Service Worker API the store uses, so tests can hand in fakes. */
export type WorkerPort = {
  readonly scriptURL: string;
  readonly state: ServiceWorkerState;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
};
export type RegistrationPort = {
  readonly active: WorkerPort | null;
  readonly waiting: WorkerPort | null;
  readonly installing: WorkerPort | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update(): Promise<unknown>;
};
export type ContainerPort = {
  readonly controller: WorkerPort | null;
  register(url: string, options: RegistrationOptions): Promise<RegistrationPort>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
};

export type AppUpdateDeps = {
  /** navigator.serviceWorker, or null where there is none. */
  container: () => ContainerPort | null;
  reload: () => void;
  every: (ms: number, run: () => void) => void;
  /** What keeps the page from reloading now (unsent writes, an open form); nothing when absent. */
  holds?: ReloadHolds;
};

export type AppUpdateStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AppUpdateState;
  /** Registers the app's worker at scope '/' (not under a foreign worker still controlling the page) and watches for updates. */
  register(): Promise<void>;
};

/**
 * Whether a worker is the app's own (and not MSW's).
 * @example isAppWorker({ scriptURL: 'https://bulktrade.app/sw.js' }) // true
 */
export function isAppWorker(worker: Pick<WorkerPort, 'scriptURL'> | null | undefined): boolean {
  return worker != null && new URL(worker.scriptURL).pathname === APP_WORKER_URL;
}

/**
 * The app's update lifecycle: a new worker that installs while an older app worker controls
 * the page waits and is offered as an update; applyUpdate tells it to skip waiting; the page
 * reloads once when an app worker takes over from another app worker, or after applyUpdate.
 * A worker installing after MSW's (the end of training) is no update and takes over at once.
 * The reload never comes while the page has unsent writes or an open form (`holds`): it waits,
 * says why (`reloadHeld`), and comes once they are sent and the form is closed.
 * @example const store = createAppUpdateStore(deps); await store.register(); store.getSnapshot().updateWaiting
 */
export function createAppUpdateStore(deps: AppUpdateDeps): AppUpdateStore {
  const listeners = new Set<() => void>();
  const tracked = new WeakSet<RegistrationPort>();
  const offered = new WeakSet<WorkerPort>();
  let waiting: WorkerPort | null = null;
  let applyRequested = false;
  let reloaded = false;
  let watching: ContainerPort | null = null;
  let lastController: WorkerPort | null = null;
  let checking = false;

  const applyUpdate = (): void => {
    if (waiting === null) return;
    applyRequested = true;
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  };
  let snapshot: AppUpdateState = { updateWaiting: false, applyUpdate, reloadHeld: null };

  function publish(change: Partial<AppUpdateState>): void {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }

  function setWaiting(worker: WorkerPort | null): void {
    if (worker === waiting) return;
    waiting = worker;
    publish({ updateWaiting: worker !== null });
  }

  // Reloads now, or as soon as nothing holds the page (its writes sent, its form closed).
  function reloadWhenFree(): void {
    const holds = deps.holds;
    const held = holds === undefined ? null : reloadHoldMessage(holds.current());
    if (holds === undefined || held === null) {
      deps.reload();
      return;
    }
    publish({ reloadHeld: held });
    const stop = holds.subscribe(() => {
      const still = reloadHoldMessage(holds.current());
      if (still !== null) {
        if (still !== snapshot.reloadHeld) publish({ reloadHeld: still });
        return;
      }
      stop();
      publish({ reloadHeld: null });
      deps.reload();
    });
  }

  function offer(worker: WorkerPort, registration: RegistrationPort): void {
    // On a first install nothing is active yet: the worker activates at once, no update.
    // MSW's worker installing into this registration (entering training) is no update either.
    if (worker.state !== 'installed' || registration.waiting !== worker || registration.active === null)
      return;
    if (!isAppWorker(worker) || offered.has(worker)) return;
    offered.add(worker);
    if (!isAppWorker(registration.active)) {
      worker.postMessage(SKIP_WAITING_MESSAGE);
      return;
    }
    setWaiting(worker);
  }

  function follow(worker: WorkerPort, registration: RegistrationPort): void {
    offer(worker, registration);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed' && waiting === worker) setWaiting(null);
      offer(worker, registration);
    });
  }

  function track(registration: RegistrationPort): void {
    if (tracked.has(registration)) return;
    tracked.add(registration);
    // The worker may already be installing or waiting: updatefound can fire before register() resolves here.
    for (const worker of [registration.waiting, registration.installing])
      if (worker !== null) follow(worker, registration);
    registration.addEventListener('updatefound', () => {
      if (registration.installing !== null) follow(registration.installing, registration);
    });
    if (!checking) {
      checking = true;
      deps.every(UPDATE_CHECK_MS, () => void registration.update().catch(() => undefined));
    }
  }

  function watch(container: ContainerPort): void {
    if (watching === container) return;
    watching = container;
    lastController = container.controller;
    container.addEventListener('controllerchange', () => {
      const previous = lastController;
      lastController = container.controller;
      if (reloaded || !isAppWorker(lastController)) return;
      if (applyRequested || isAppWorker(previous)) {
        reloaded = true;
        reloadWhenFree();
      }
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async register() {
      const container = deps.container();
      if (container === null) return;
      // While another worker (MSW's, left by an earlier version) still controls this page, registering
      // would revive its unregistered registration and queue the app's worker behind it, stuck
      // for as long as it has requests of closed pages open. Its registration goes with this
      // page, so the next page load registers the app's worker afresh.
      if (container.controller !== null && !isAppWorker(container.controller)) return;
      watch(container);
      track(await container.register(APP_WORKER_URL, { scope: '/', updateViaCache: 'none' }));
    },
  };
}

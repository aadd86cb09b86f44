import { describe, expect, it } from 'vitest';
import {
  createAppUpdateStore,
  SKIP_WAITING_MESSAGE,
  UPDATE_CHECK_MS,
  type ContainerPort,
  type RegistrationPort,
  type WorkerPort,
} from './app-update-store';
import { createReloadHolds, type ReloadHolds } from './reload-holds';

type Listener = () => void;

class FakeWorker implements WorkerPort {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  private readonly listeners: Listener[] = [];
  constructor(readonly scriptURL: string) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: Listener) {
    this.listeners.push(listener);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationPort {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  private readonly listeners: Listener[] = [];
  addEventListener(_type: 'updatefound', listener: Listener) {
    this.listeners.push(listener);
  }
  async update() {
    this.updates += 1;
  }
  /** A new worker installs and, when something is active, waits. */
  install(worker: FakeWorker) {
    this.installing = worker;
    for (const listener of this.listeners) listener();
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }
  activateWaiting() {
    const worker = this.waiting;
    if (worker === null) throw new Error('nothing waits');
    this.waiting = null;
    this.active = worker;
    worker.becomes('activating');
    worker.becomes('activated');
  }
}

class FakeContainer implements ContainerPort {
  controller: FakeWorker | null = null;
  registered: { url: string; options: RegistrationOptions }[] = [];
  private readonly listeners: Listener[] = [];
  constructor(readonly registration: FakeRegistration) {}
  async register(url: string, options: RegistrationOptions) {
    this.registered.push({ url, options });
    return this.registration;
  }
  addEventListener(_type: 'controllerchange', listener: Listener) {
    this.listeners.push(listener);
  }
  controlledBy(worker: FakeWorker) {
    this.controller = worker;
    for (const listener of this.listeners) listener();
  }
}

const APP = 'https://bulktrade.test/sw.js';
// A worker left by an earlier version, which served training through MSW's own worker.
const MSW = 'https://bulktrade.test/mockServiceWorker.js';

function setUp(options: { active?: FakeWorker | null; holds?: ReloadHolds } = {}) {
  const registration = new FakeRegistration();
  registration.active = options.active === undefined ? new FakeWorker(APP) : options.active;
  registration.active?.becomes('activated');
  const container = new FakeContainer(registration);
  container.controller = registration.active;
  let reloads = 0;
  const timers: { ms: number; run: () => void }[] = [];
  const store = createAppUpdateStore({
    container: () => container,
    reload: () => (reloads += 1),
    every: (ms, run) => void timers.push({ ms, run }),
    ...(options.holds === undefined ? {} : { holds: options.holds }),
  });
  let notified = 0;
  store.subscribe(() => (notified += 1));
  return { store, registration, container, timers, reloads: () => reloads, notified: () => notified };
}

describe('the app update store', () => {
  it("registers the app's worker at scope '/', fetched past the HTTP cache", async () => {
    const { store, container } = setUp();
    await store.register();
    expect(container.registered).toEqual([
      { url: '/sw.js', options: { scope: '/', updateViaCache: 'none' } },
    ]);
    expect(store.getSnapshot().updateWaiting).toBe(false);
  });

  it('registers in training mode too: the app worker is the only one, so the demo reloads offline', async () => {
    const { store, container } = setUp();
    await store.register();
    expect(container.registered).toHaveLength(1);
  });

  it('offers a new version that installs while an older one controls the page, and applies it with SKIP_WAITING', async () => {
    const { store, registration, notified } = setUp();
    await store.register();
    const next = new FakeWorker(APP);
    registration.install(next);

    expect(store.getSnapshot().updateWaiting).toBe(true);
    expect(notified()).toBe(1);
    expect(next.messages).toEqual([]);

    store.getSnapshot().applyUpdate();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(SKIP_WAITING_MESSAGE).toEqual({ type: 'SKIP_WAITING' });
  });

  it('offers a version already waiting when the page opens', async () => {
    const { store, registration } = setUp();
    registration.waiting = new FakeWorker(APP);
    registration.waiting.becomes('installed');
    await store.register();
    expect(store.getSnapshot().updateWaiting).toBe(true);
  });

  it('reloads exactly once when the updated worker takes control, however often the controller changes', async () => {
    const { store, registration, container, reloads } = setUp();
    await store.register();
    const next = new FakeWorker(APP);
    registration.install(next);
    store.getSnapshot().applyUpdate();

    registration.activateWaiting();
    container.controlledBy(next);
    expect(reloads()).toBe(1);
    expect(store.getSnapshot().updateWaiting).toBe(false);

    container.controlledBy(new FakeWorker(APP));
    container.controlledBy(new FakeWorker(APP));
    expect(reloads()).toBe(1);
  });

  it('reloads once when another tab applied the update (the page must not run old code on the new worker)', async () => {
    const { store, container, reloads } = setUp();
    await store.register();
    container.controlledBy(new FakeWorker(APP));
    expect(reloads()).toBe(1);
  });

  it('does not reload on a first install, when the worker claims an uncontrolled page', async () => {
    const { store, registration, container, reloads } = setUp({ active: null });
    await store.register();
    const first = new FakeWorker(APP);
    registration.install(first);
    expect(store.getSnapshot().updateWaiting).toBe(false);
    expect(first.messages).toEqual([]);
    registration.activateWaiting();
    container.controlledBy(first);
    expect(reloads()).toBe(0);
  });

  it("waits for the next page load while MSW's worker still controls this page after training", async () => {
    const { store, container } = setUp({ active: new FakeWorker(MSW) });
    await store.register();
    expect(container.registered).toEqual([]);
  });

  it("takes the scope back from MSW's worker at once when it holds the registration but not this page", async () => {
    const { store, registration, container, reloads } = setUp({ active: new FakeWorker(MSW) });
    container.controller = null;
    await store.register();
    const app = new FakeWorker(APP);
    registration.install(app);

    expect(store.getSnapshot().updateWaiting).toBe(false);
    expect(app.messages).toEqual([SKIP_WAITING_MESSAGE]);
    registration.activateWaiting();
    container.controlledBy(app);
    expect(reloads()).toBe(0);
  });

  it("also takes over when the app's worker already waits behind MSW's when the page registers", async () => {
    const { store, registration, container } = setUp({ active: new FakeWorker(MSW) });
    container.controller = null;
    const app = new FakeWorker(APP);
    registration.waiting = app;
    app.becomes('installed');
    await store.register();
    expect(app.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(store.getSnapshot().updateWaiting).toBe(false);
  });

  it('follows a worker that was already installing when register() answered', async () => {
    const { store, registration } = setUp();
    const next = new FakeWorker(APP);
    registration.installing = next;
    await store.register();
    registration.installing = null;
    registration.waiting = next;
    next.becomes('installed');
    expect(store.getSnapshot().updateWaiting).toBe(true);
  });

  it("offers no update when MSW's worker installs into the app's registration to start training", async () => {
    const { store, registration } = setUp();
    await store.register();
    const mock = new FakeWorker(MSW);
    registration.install(mock);
    expect(store.getSnapshot().updateWaiting).toBe(false);
    expect(mock.messages).toEqual([]);
  });

  it("does not reload when MSW's worker takes the page over for training", async () => {
    const { store, container, reloads } = setUp();
    await store.register();
    container.controlledBy(new FakeWorker(MSW));
    expect(reloads()).toBe(0);
  });

  it('asks for a new version every hour, with one timer however often it registers', async () => {
    const { store, registration, timers } = setUp();
    await store.register();
    await store.register();
    expect(timers.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_MS]);
    timers[0]?.run();
    expect(registration.updates).toBe(1);
  });

  it('does nothing where there is no service worker support', async () => {
    const store = createAppUpdateStore({
      container: () => null,
      reload: () => undefined,
      every: () => undefined,
    });
    await store.register();
    store.getSnapshot().applyUpdate();
    expect(store.getSnapshot().updateWaiting).toBe(false);
  });

  it('never reloads a page with unsent writes or an open form mid-shift: it waits, says so, and reloads once both are done', async () => {
    const holds = createReloadHolds();
    holds.setUnsent(2);
    holds.setFormOpen(true);
    const { store, container, reloads } = setUp({ holds });
    await store.register();

    // Another tab applied the update: the new worker takes control of this page too.
    container.controlledBy(new FakeWorker(APP));
    expect(reloads()).toBe(0);
    expect(store.getSnapshot().reloadHeld).toBe(
      'A new version is ready. It loads once your 2 changes are sent and the open form is saved or closed.',
    );

    holds.setUnsent(0);
    expect(reloads()).toBe(0);
    expect(store.getSnapshot().reloadHeld).toBe(
      'A new version is ready. It loads once the open form is saved or closed.',
    );

    holds.setFormOpen(false);
    expect(reloads()).toBe(1);
    expect(store.getSnapshot().reloadHeld).toBeNull();
    holds.setUnsent(1);
    holds.setUnsent(0);
    expect(reloads()).toBe(1);
  });

  it('reloads at once when nothing holds the page', async () => {
    const { store, container, reloads } = setUp({ holds: createReloadHolds() });
    await store.register();
    container.controlledBy(new FakeWorker(APP));
    expect(reloads()).toBe(1);
  });
});

import { getResponse } from 'msw';
import { trainingHandlers } from './training-handlers';
import { createTrainingServices, type TrainingServices } from './training-services';

/** MSW's service worker script of earlier versions: registrations of it are removed on sight. */
const OLD_MOCK_WORKER_URL = '/mockServiceWorker.js';

/** Training mode's services in this tab, answering the page's requests (and the sync worker's, relayed here). */
export type TrainingInterceptor = {
  /** Starts answering; `freshData` seeds a new store (entering), otherwise the data of this tab is kept. */
  start(options: { freshData: boolean }): Promise<void>;
  /** Stops answering: the page's fetch goes to the network again. */
  stop(): Promise<void>;
};

// An earlier version served training through MSW's own service worker at scope '/', which took
// the scope from the app's worker (no offline reload while training). Any such registration left
// in a browser is removed, so the app's worker is the only one.
async function removeOldMockWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some(
          (worker) => worker !== null && new URL(worker.scriptURL).pathname === OLD_MOCK_WORKER_URL,
        ),
      )
      .map((registration) => registration.unregister()),
  );
}

/**
 * MSW's handlers in front of the in-browser services, without a service worker: the page's
 * fetch asks them first (MSW's getResponse) and goes to the network for anything they do not
 * answer. The app's own service worker keeps scope '/', so the shell reloads offline in
 * training too; the sync worker's requests reach these handlers through its relay.
 * @example const interceptor = createTrainingInterceptor(); await interceptor.start({ freshData: true });
 */
export function createTrainingInterceptor(
  target: { fetch: typeof globalThis.fetch } = globalThis,
): TrainingInterceptor {
  let services: Promise<TrainingServices> | null = null;
  const currentServices = (): Promise<TrainingServices> =>
    services ?? Promise.reject(new Error('Training mode is not running.'));
  const handlers = trainingHandlers({ origin: location.origin, services: currentServices });
  let network: typeof globalThis.fetch | null = null;

  const answering: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const answer = await getResponse(handlers, request.clone());
    return answer ?? (network ?? globalThis.fetch)(request);
  };

  return {
    async start({ freshData }) {
      if (services === null || freshData) services = createTrainingServices(new Date());
      await services;
      if (network === null) {
        network = target.fetch;
        target.fetch = answering;
      }
      await removeOldMockWorkers();
    },
    async stop() {
      if (network !== null) {
        target.fetch = network;
        network = null;
      }
      await removeOldMockWorkers();
    },
  };
}

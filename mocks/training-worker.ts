import { setupWorker, type SetupWorker } from 'msw/browser';
import { trainingHandlers } from './training-handlers';
import { createTrainingServices, type TrainingServices } from './training-services';

/** MSW's worker script, copied verbatim from the msw package into public/. */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/** Training mode's services in this tab: MSW's service worker in front of the in-browser services. */
export type TrainingWorker = {
  /** Starts answering; `freshData` seeds a new store (entering), otherwise the data of this tab is kept. */
  start(options: { freshData: boolean }): Promise<void>;
  /** Stops answering and frees scope '/' of MSW's registration, so the app's own worker can have it back. */
  stop(): Promise<void>;
};

/** How long stop() waits for MSW's worker to unregister itself: 40 looks, 50 ms apart. */
const SELF_UNREGISTER_LOOKS = 40;
const LOOK_INTERVAL_MS = 50;

function isMockWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker !== null && new URL(worker.scriptURL).pathname === MOCK_WORKER_URL,
  );
}

async function mockRegistrations(): Promise<ServiceWorkerRegistration[]> {
  if (!('serviceWorker' in navigator)) return [];
  return (await navigator.serviceWorker.getRegistrations()).filter(isMockWorker);
}

// MSW's worker unregisters itself once its last tab stops mocking. That arrives a moment after
// stop(), and an unregistration landing after the app registers its own worker again would
// catch the app's worker instead (it would wait behind MSW's and never activate). So stop()
// waits for it; another tab still training keeps it alive, and then it is removed from here.
async function untilSelfUnregistered(): Promise<void> {
  for (let look = 0; look < SELF_UNREGISTER_LOOKS; look += 1) {
    if ((await mockRegistrations()).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, LOOK_INTERVAL_MS));
  }
}

/**
 * MSW's worker at scope '/': it has to control the app's pages (and the sync worker they
 * start), and a worker only controls clients inside its scope. It therefore takes the
 * scope over from the app's own worker while training lasts; leaving hands it back.
 * @example const worker = createTrainingWorker(); await worker.start({ freshData: true });
 */
export function createTrainingWorker(): TrainingWorker {
  let services: Promise<TrainingServices> | null = null;
  const currentServices = (): Promise<TrainingServices> => services ?? Promise.reject(new Error('Training mode is not running.'));
  let worker: SetupWorker | null = null;
  // MSW's start is not re-entrant: a second start while the first registers would race it.
  let starting: Promise<void> | null = null;
  let running = false;
  return {
    async start({ freshData }) {
      if (services === null || freshData) services = createTrainingServices(new Date());
      await services;
      worker ??= setupWorker(...trainingHandlers({ origin: location.origin, services: currentServices }));
      if (running) return;
      const msw = worker;
      starting ??= msw
        .start({
          serviceWorker: { url: MOCK_WORKER_URL, options: { scope: '/', updateViaCache: 'none' } },
          onUnhandledRequest: 'bypass',
          quiet: true,
        })
        .then(() => {
          running = true;
        })
        .finally(() => {
          starting = null;
        });
      await starting;
    },
    async stop() {
      if (starting !== null) await starting.catch(() => undefined);
      if (running && worker !== null) {
        worker.stop();
        running = false;
        await untilSelfUnregistered();
      }
      await Promise.all((await mockRegistrations()).map((registration) => registration.unregister()));
    },
  };
}

/**
 * For a spec none of whose tests goes offline, waits for 'Ready offline' or looks at the app's
 * service worker: its contexts do not install the app's worker (Playwright's `serviceWorkers:
 * 'block'`), so no test pays for storing the app it never uses. Each fresh context otherwise
 * installs the worker and downloads its whole precache (about 280 files) beside the test: some
 * 2 CPU-seconds a test on the 2-core machine, where the browser step is CPU-bound
 * (docs/benchmarks.md, "Fresh clone"). The app still registers its worker as on any device; the
 * worker never installs, so the badge keeps saying 'Getting ready offline…' (storing the app). Whatever a test proves offline or about the stored
 * app belongs in a spec that keeps the worker (offline-*, pwa, training, the floor and driver specs).
 * @example test.use(WITHOUT_APP_WORKER);
 */
export const WITHOUT_APP_WORKER = { serviceWorkers: 'block' } as const;

// Where the Playwright hosts listen and what they serve. Each Playwright worker has a host of its
// own (port, build folder and data folder), so workers never see each other's writes, and runs on
// different base ports (E2E_PORT) can go side by side.

/** The first host's port: E2E_PORT, else 4319. Worker n's host listens 10 × n above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

/** How many Playwright workers, each with its own host: E2E_WORKERS, else 2. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** What tests/e2e/support/start-hosts.ts prints once every host answers. */
export const E2E_HOSTS_READY = 'Bulktrade e2e hosts ready';

export type E2eHost = {
  port: number;
  /** The build the host serves from disk (relative to the project root). */
  distDir: string;
  /** The host's data folder, emptied before each run. */
  dataDir: string;
};

/**
 * The host of the worker with this parallel index (0 … E2E_WORKERS − 1).
 * @example e2eHost(1) // { port: 4329, distDir: '.e2e-dist-4329', dataDir: '.e2e-data-4329' }
 */
export function e2eHost(parallelIndex: number): E2eHost {
  const port = E2E_PORT + 10 * parallelIndex;
  return { port, distDir: `.e2e-dist-${port}`, dataDir: `.e2e-data-${port}` };
}

/** Every host of the run, one per worker. */
export const E2E_HOSTS: readonly E2eHost[] = Array.from({ length: E2E_WORKERS }, (_, index) =>
  e2eHost(index),
);

// Playwright sets TEST_PARALLEL_INDEX in each worker process (0 … workers − 1, kept when a worker
// is replaced after a failure); the runner process itself has none and gets the first host.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (parallelIndex >= E2E_WORKERS) {
  throw new Error(
    `Playwright worker ${parallelIndex} has no host: only ${E2E_WORKERS} are started. Set the worker count with E2E_WORKERS=<n>, not --workers.`,
  );
}

/** This worker's host (the first host outside a worker). */
export const E2E_THIS_HOST: E2eHost = e2eHost(parallelIndex);

/** The build this worker's host serves (tests that change a deployed file change it here). */
export const E2E_DIST_DIR = E2E_THIS_HOST.distDir;

/** This worker's host's data folder. */
export const E2E_DATA_DIR = E2E_THIS_HOST.dataDir;

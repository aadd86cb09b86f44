// Where the Playwright host listens and what it serves: one port, build folder and data
// folder per run, so runs on different ports (E2E_PORT) can go side by side.

/** The host's port: E2E_PORT, else 4319. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

/** The build the host serves from disk (relative to the project root). */
export const E2E_DIST_DIR = `.e2e-dist-${E2E_PORT}`;

/** The host's data folder, emptied before each run. */
export const E2E_DATA_DIR = `.e2e-data-${E2E_PORT}`;

import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { E2E_HOSTS_READY, E2E_THIS_HOST, E2E_WORKERS } from './tests/e2e/support/e2e-host';

// How the browser tests run, share a host and stay fast: tests/e2e/README.md.
const reportDir = process.env.BT_REPORT_DIR;

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const;
/** E2E_TRACE as Playwright's trace mode: off when unset; an unknown mode is an error, not silence. */
function traceMode(asked: string | undefined): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((known) => known === (asked ?? 'off'));
  if (mode === undefined) throw new Error(`E2E_TRACE=${asked}: use one of ${TRACE_MODES.join(', ')}`);
  return mode;
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Files spread over the workers; each worker has a host of its own (tests/e2e/support/e2e-host.ts),
  // so no test sees another worker's writes. E2E_WORKERS sets how many (default 2).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Waits end when the page is right, so generous limits cost nothing on a fast machine and keep
  // a slow or busy one (a fresh CI machine's first IndexedDB, the training services starting)
  // from failing a test that would pass a moment later.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // npm test (BT_REPORT_DIR) also prints where the worker time went: each test's context, sign-in,
  // training start and wait for 'Ready offline' against the rest (support/phase-times.ts).
  reporter: reportDir
    ? [
        ['list'],
        ['json', { outputFile: `${reportDir}/playwright.json` }],
        ['./tests/e2e/support/phase-times.ts'],
      ]
    : [['list']],
  use: {
    // This file is loaded again in each worker process, where it names that worker's host.
    baseURL: `http://localhost:${E2E_THIS_HOST.port}`,
    // As the people using it: an Australian browser in Melbourne's time zone.
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
    // No trace unless asked (E2E_TRACE=retain-on-failure, or on): recording one (a screencast and a
    // DOM snapshot per action) took the every-route layout test from 55 s to 132 s on this 2-core
    // machine, and a CI log never shows it (docs/benchmarks.md, "Fresh clone"). A failure still
    // leaves its screenshot and error-context.md (the page's accessibility tree) in test-results.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // One build, then the Node host (as npm start runs it) once per worker, side by side, each
    // with its own port, copy of the build and throwaway data folder.
    command: 'node --import tsx tests/e2e/support/start-hosts.ts',
    wait: { stdout: new RegExp(E2E_HOSTS_READY) },
    // Building, seeding the demo data once and starting the hosts: 19 s on a quiet 2-core machine
    // (when each host still seeded its own), yet the build alone took 83 s at load 30 here and
    // the two hosts' seeding ran past 300 s.
    timeout: 600_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { E2E_DATA_DIR, E2E_DIST_DIR, E2E_PORT } from './tests/e2e/support/e2e-host';

const port = E2E_PORT;
const reportDir = process.env.BT_REPORT_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Waits end when the page is right, so generous limits cost nothing on a fast machine and keep
  // a slow or busy one (a fresh CI machine's first IndexedDB, the training services starting)
  // from failing a test that would pass a moment later.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // As the people using it: an Australian browser in Melbourne's time zone.
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
    trace: 'retain-on-failure',
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
    // The Node host, as npm start runs it, with its own throwaway data folder.
    // Folders per port, so runs on different ports can go side by side.
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    env: { PORT: String(port), DATA_DIR: E2E_DATA_DIR, DIST_DIR: E2E_DIST_DIR },
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

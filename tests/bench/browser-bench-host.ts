import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { Hono } from 'hono';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { TEST_HOOKS_MODE } from '../../src/data/test-hooks-mode';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { COMPANY } from '../../server/seed/training-ids';
import { seedTrainingData } from '../../server/seed/seed-store';
import { TRAINING_USER_NAME, TRAINING_USER_PASSWORD } from '../../server/seed/training-companies';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { entityByName } from '../../src/entities/registry';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type BrowserBenchHost = {
  origin: string;
  /** The production build the host serves (removed by close). */
  distDir: string;
  browser: Browser;
  /** The demo staff user's signed-in browser state (token in local storage). */
  signedInState(): Promise<StorageState>;
  /** A context signed in as the demo staff user, ready for page functions compiled by tsx. */
  newSignedInContext(): Promise<BrowserContext>;
  close(): Promise<void>;
};

/**
 * `count` rows of each entity, named 'Bench 00001'… in every name-like field, owned by the
 * demo wholesaler, so the staff user's first pull brings them.
 * @example await seedBenchRows(store, ['products'], 10_000)
 */
async function seedBenchRows(
  store: ReturnType<typeof createMemoryStore>,
  entities: readonly string[],
  count: number,
): Promise<void> {
  for (const name of entities) {
    const section = entityByName(name).section;
    for (let index = 1; index <= count; index += 1) {
      const n = String(index).padStart(5, '0');
      const label = `Bench ${n}`;
      await store.insert({
        section,
        id: `bench-${name}-${n}`,
        companyAccountID: COMPANY.wholesaler,
        parties: [],
        isInactive: false,
        data: {
          productName: label,
          categoryName: label,
          groupName: label,
          locationName: label,
          name: label,
          abbreviation: `B${n}`,
          sortNumber: index % 1000,
        },
      });
    }
  }
}

/**
 * The production build and the reference services (memory store: the demo data plus
 * `perEntity` bench rows of each of `entities`) on one local port, and headless Chromium.
 * @example const host = await startBrowserBenchHost({ entities: ['products'], perEntity: 10_000 });
 */
export async function startBrowserBenchHost(options: {
  entities: readonly string[];
  perEntity: number;
  /** Sees the path of every services request as it arrives (timing the engine's first request). */
  onApiRequest?: (path: string) => void;
}): Promise<BrowserBenchHost> {
  const root = process.cwd();
  const work = mkdtempSync(join(tmpdir(), 'bulktrade-browser-bench-'));
  const distDir = join(work, 'dist');
  await build({ logLevel: 'warn', mode: TEST_HOOKS_MODE, build: { outDir: distDir, emptyOutDir: true } });

  const store = createMemoryStore();
  await seedTrainingData(store, { today: new Date() });
  await seedBenchRows(store, options.entities, options.perEntity);
  const services = createServices({ store, secret: 'browser-bench-secret-'.padEnd(64, 'x') });
  const app = new Hono();
  app.all('/api/*', (c) => {
    options.onApiRequest?.(c.req.path);
    return services.fetch(c.req.raw);
  });
  app.all('/auth/*', (c) => services.fetch(c.req.raw));
  app.use('/*', serveStatic({ root: relative(root, distDir) }));
  app.get('*', (c) => c.html(readFileSync(join(distDir, 'index.html'), 'utf8')));
  const server = serve({ fetch: app.fetch, port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });

  let state: StorageState | undefined;
  const signedInState = async (): Promise<StorageState> => {
    if (state !== undefined) return state;
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto('/login?returnTo=%2Foffice-portal');
    await page.getByLabel('User name').fill(TRAINING_USER_NAME);
    await page.getByLabel('Password').fill(TRAINING_USER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/office-portal/);
    state = await context.storageState();
    await context.close();
    return state;
  };

  return {
    origin,
    distDir,
    browser,
    signedInState,
    async newSignedInContext() {
      const context = await browser.newContext({ baseURL: origin, storageState: await signedInState() });
      // tsx keeps function names with a __name helper that page functions would otherwise miss.
      await context.addInitScript('globalThis.__name = (target) => target;');
      return context;
    },
    async close() {
      await browser.close();
      server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

// Builds dist/sw.js, the app's service worker, from what `vite build` wrote into dist/.
// vite.config.ts runs it after every build (serviceWorkerPlugin); `node scripts/build-sw.mjs`
// runs it alone on an existing dist/.
//
// generateSW rather than injectManifest: everything the worker does is configuration
// (precache, clean outdated caches, app shell for navigations, SKIP_WAITING), so there is
// no worker source of our own to bundle, type-check and keep in step with Workbox.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The app's worker file name; the page registers it at scope '/'. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Writes dist/sw.js: precaches dist's revisioned assets, removes caches of older Workbox
 * versions, answers navigations with the precached index.html (never /api/ or /auth/ paths),
 * and skips waiting only when the page posts { type: 'SKIP_WAITING' }.
 * @example await buildServiceWorker({ distDir: 'dist' })
 */
export async function buildServiceWorker({ distDir = 'dist', log = console.log } = {}) {
  // Loaded here, not at the top: vite.config.ts imports this file on every Vite and Vitest start.
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    // wasm: the barcode reader's, for camera scanning offline where the browser has no BarcodeDetector.
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webp,woff2,webmanifest,wasm}'],
    // Source maps are for developers.
    globIgnores: [SERVICE_WORKER_FILE, '**/*.map'],
    swDest: join(distDir, SERVICE_WORKER_FILE),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // Vite puts a content hash in every asset name: the name is its revision.
    dontCacheBustURLsMatching: /^assets\//,
    // The training chunk (MSW, the services and the canned data) is precached too, for offline demos.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // A new version waits until the person presses 'Update App' (the page posts SKIP_WAITING);
    // a first install takes the open page at once so it works offline without a reload.
    skipWaiting: false,
    clientsClaim: true,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/auth\//],
  });
  for (const warning of warnings) log(`sw.js: ${warning}`);
  log(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KiB)`);
  return { count, size };
}

/**
 * Vite plugin: builds the service worker once the bundle is written.
 * @example plugins: [react(), serviceWorkerPlugin()]
 */
export function serviceWorkerPlugin() {
  let outDir = 'dist';
  let logger = console;
  return {
    name: 'bulktrade:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        // A failed bundle leaves no index.html to serve: nothing to precache then.
        if (!existsSync(join(outDir, 'index.html'))) return;
        await buildServiceWorker({ distDir: outDir, log: (message) => logger.info(message) });
      },
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServiceWorker({ distDir: resolve(process.argv[2] ?? 'dist') });
}

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { serviceWorkerPlugin } from './scripts/build-sw.mjs';

const port = Number(process.env.PORT ?? 8080);

export default defineConfig({
  // The service worker is built from dist/ once the bundle is written (scripts/build-sw.mjs).
  plugins: [react(), serviceWorkerPlugin()],
  resolve: {
    alias: [
      // Dexie's own ES module build (dist/modern) instead of the wrapper its package exports for
      // bundlers, which imports the UMD build to guard against two copies in one app: this bundle
      // holds one copy either way (dexie-react-hooks imports the same alias), and the ES build is
      // 1.7 KB gzipped smaller on every signed-in page and 1.9 KB in the sync worker. Not under
      // Vitest, whose Node-side imports of dexie-react-hooks still take the package's wrapper.
      ...(process.env.VITEST === undefined
        ? [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
        : []),
      // jspdf's optional plugins for doc.html() and doc.addSvgAsImage(), which the app never calls:
      // a stand-in that says so instead of three chunks every device would precache (about 100 KB
      // gzipped; scripts/jspdf-unused-plugin.mjs).
      {
        find: /^(html2canvas|dompurify|canvg)$/,
        replacement: fileURLToPath(new URL('./scripts/jspdf-unused-plugin.mjs', import.meta.url)),
      },
    ],
  },
  server: { port },
  preview: { port, strictPort: true, host: true },
  build: {
    outDir: 'dist',
    // Hidden: the maps are written for developers (and the bench's attribution) but no script
    // points at them, so a browser never fetches them unasked; the precache leaves them out.
    sourcemap: 'hidden',
    // The first page's chunk holds React, Mantine's core and the shell in one file (below); the
    // training services and the insights worker load on demand. tests/bench/initial-js-bench.ts
    // measures what the first page loads, so the generic warning at 500 kB only adds noise.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the first page needs statically in one chunk: one request and one gzip
        // stream instead of ~80 small shared chunks, each with its own overhead and none of
        // its neighbours' dictionary. Screens, hubs, training and heavy libraries stay lazy.
        // The entry (src/main.tsx) shares this chunk, so it must not await at its top level: a
        // lazy chunk imports from it and would wait for that await to end.
        // The record schemas (read when a row arrives from the services, and by every form) in one
        // chunk of their own, as they were inside the registry's: loaded together, one gzip stream
        // instead of a dozen small chunks (src/entities/entity-schemas.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'record-schemas',
              test: (id) =>
                /\/src\/(domain\/schemas|entities\/schemas)\/[\w-]+\.ts$|\/src\/entities\/entity-schemas\.ts$/.test(
                  id,
                ) && !id.endsWith('/generic-item.ts'),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // Reports feed the one summary line that `npm test` prints at the end.
    reporters: process.env.BT_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.BT_REPORT_DIR}/vitest.json` }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Building the training data or a PGlite store takes seconds on a slow or busy machine
          // (5 s timed out at load average 29): time out on a hang, not on a slow machine.
          testTimeout: 30_000,
          // The files of a worker share one load of the modules they import (the registry, the
          // services, the domain): fresh imports per file cost more CPU than the tests
          // themselves (docs/benchmarks.md, "Unit and component tests"). No unit test mocks a
          // module or changes a global; each makes its own stores, databases and apps.
          isolate: false,
          setupFiles: ['tests/setup-unit.ts'],
          include: [
            'src/**/*.test.ts',
            'sync/**/*.test.ts',
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/sync/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Rendering a screen in jsdom takes seconds on a slow or busy machine: time out on a
          // hang, not on a slow machine.
          testTimeout: 30_000,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          // The files of a worker share one jsdom window and one load of React, Mantine and the
          // app's modules: a fresh window and fresh imports per file took about 3 s of CPU per
          // file, over four times the tests' own (docs/benchmarks.md, "Unit and component tests").
          // The setup file gives each file what a window of its own had (empty storage, the plain
          // matchMedia, nothing rendered), and no dom test mocks a module.
          isolate: false,
        },
      },
    ],
    benchmark: {
      include: ['**/*.bench.ts'],
      exclude: ['node_modules/**', 'dist/**'],
    },
  },
});
